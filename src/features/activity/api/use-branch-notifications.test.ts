import type { Notification, NotificationPageResponse } from '@/platform/api/generated/model';
import { nextFeedPage } from './use-branch-notifications';

const row = (id: number) => ({ id }) as Notification;

function page(ids: number[], currentPage: number, lastPage: number): NotificationPageResponse {
  return {
    data: {
      data: ids.map(row),
      current_page: currentPage,
      last_page: lastPage,
      per_page: 10,
      total: lastPage * 10,
    },
    message: '',
    errors: {},
    success: true,
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);

describe('nextFeedPage: the spec page and our cursor for "Load more" (4/8)', () => {
  it('asks for page 2 after the first page, with the last row held as the cursor', () => {
    const first = page(range(100, 10), 1, 3);
    expect(nextFeedPage(first, [first])).toEqual({ page: 2, beforeId: 91 });
  });

  it('counts pushed rows: three rows on top of page 1 push the 21st row held onto page 3', () => {
    // Page 1 (10 rows) got 3 pushed rows on top, then page 2 came: 23 distinct rows held.
    const first = page([103, 102, 101, ...range(100, 10)], 1, 4);
    const second = page(range(90, 10), 2, 4);
    expect(nextFeedPage(second, [first, second])).toEqual({ page: 3, beforeId: 81 });
  });

  it('moves on when a page brought only rows already held (a server that ignored the cursor)', () => {
    const first = page(range(100, 10), 1, 5);
    const repeat = page(range(100, 10), 1, 5);
    expect(
      nextFeedPage({ ...repeat, data: { ...repeat.data, current_page: 2 } }, [first, repeat]),
    ).toEqual({ page: 3, beforeId: 91 });
  });

  it('stops on the last page', () => {
    const last = page(range(10, 10), 3, 3);
    expect(nextFeedPage(last, [last])).toBeUndefined();
  });
});
