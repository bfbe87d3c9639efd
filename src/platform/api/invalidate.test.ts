import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchIfInFlight, refresh, refreshAll, setPagedData } from './cache';

/**
 * A shown list of pages whose answers the test releases one by one; each answer says which
 * read of the server it was, so a refetch is told from the first read.
 */
function pagedList() {
  const queryClient = new QueryClient();
  const queryKey = ['/notifications/branch/1/get-notifications', { type: '' }, 'infinite'];
  const asked: number[] = [];
  const pending: Array<() => void> = [];
  let reads = 0;
  const observer = new InfiniteQueryObserver(queryClient, {
    queryKey,
    initialPageParam: 1,
    getNextPageParam: (_last: unknown, pages: unknown[]) => pages.length + 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      new Promise<string>((resolve) => {
        asked.push(pageParam);
        pending.push(() => resolve(`page ${pageParam}, read ${++reads}`));
      }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  /** Answers every call asked so far, and those they lead to, until none is left. */
  const answerAll = async () => {
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const next = pending.shift();
      if (next) next();
      else if (!queryClient.isFetching()) return;
    }
  };
  const pages = () => observer.getCurrentResult().data?.pages ?? [];
  return { queryClient, queryKey, observer, asked, answerAll, pages, unsubscribe };
}

describe('a refresh does not cancel a "Load more" under way', () => {
  it.each([
    ['a refresh by key', (l: ReturnType<typeof pagedList>) => refresh(l.queryClient, [l.queryKey])],
    [
      'a refresh by pattern',
      (l: ReturnType<typeof pagedList>) =>
        refresh(l.queryClient, [{ pattern: /get-notifications$/ }]),
    ],
    [
      'a refresh of everything (a reconnect)',
      (l: ReturnType<typeof pagedList>) => refreshAll(l.queryClient),
    ],
    [
      'a push while it is fetched',
      (l: ReturnType<typeof pagedList>) => {
        refetchIfInFlight(l.queryClient, l.queryKey);
        return Promise.resolve();
      },
    ],
  ])('%s: the page asked for arrives, then both pages are read again', async (_, refreshNow) => {
    const list = pagedList();
    await list.answerAll();
    expect(list.pages()).toEqual(['page 1, read 1']);

    const more = list.observer.fetchNextPage();
    const refreshed = refreshNow(list);
    await list.answerAll();
    await more;
    await refreshed;
    await list.answerAll();

    // Page 2 was asked once for the user, then pages 1 and 2 again after it came.
    expect(list.asked).toEqual([1, 2, 1, 2]);
    expect(list.pages()).toEqual(['page 1, read 3', 'page 2, read 4']);
    list.unsubscribe();
  });

  it('the rest refreshes at once, and the refresh does not wait for the page (offline, it could wait for ever)', async () => {
    const list = pagedList();
    let plainReads = 0;
    const plain = new QueryObserver(list.queryClient, {
      queryKey: ['/company-branches'],
      queryFn: () => ++plainReads,
    });
    const unsubscribe = plain.subscribe(() => undefined);
    await list.answerAll();
    expect(plainReads).toBe(1);

    void list.observer.fetchNextPage();
    await new Promise((r) => setTimeout(r, 0));
    // Resolves with page 2 still unanswered; the other query was read again meanwhile.
    await refreshAll(list.queryClient);
    expect(plainReads).toBe(2);
    expect(list.asked).toEqual([1, 2]);

    await list.answerAll();
    expect(list.asked).toEqual([1, 2, 1, 2]);
    expect(list.pages()).toEqual(['page 1, read 3', 'page 2, read 4']);
    unsubscribe();
    list.unsubscribe();
  });

  it('a refresh with no page under way refetches at once, as before', async () => {
    const list = pagedList();
    await list.answerAll();
    const refreshed = refresh(list.queryClient, [list.queryKey]);
    await list.answerAll();
    await refreshed;
    expect(list.asked).toEqual([1, 1]);
    expect(list.pages()).toEqual(['page 1, read 2']);
    list.unsubscribe();
  });
});

describe('a row written while "Load more" is under way (setPagedData)', () => {
  type Pages = { pages: string[]; pageParams: unknown[] };
  /** A pushed row on top of the first page; a list that has it is left as it is. */
  const pushRow = (old: Pages | undefined): Pages | undefined =>
    old && !old.pages[0].startsWith('pushed')
      ? { ...old, pages: [`pushed, ${old.pages[0]}`, ...old.pages.slice(1)] }
      : old;

  it('shows at once and is still there when the page arrives (no refresh needed)', async () => {
    const list = pagedList();
    await list.answerAll();
    const more = list.observer.fetchNextPage();
    await new Promise((r) => setTimeout(r, 0));

    setPagedData(list.queryClient, list.queryKey, pushRow);
    expect(list.pages()).toEqual(['pushed, page 1, read 1']);

    await list.answerAll();
    await more;
    // Without the second write the longer list is built from the pages held when the fetch
    // began: ['page 1, read 1', 'page 2, read 2'], the pushed row gone.
    expect(list.asked).toEqual([1, 2]);
    expect(list.pages()).toEqual(['pushed, page 1, read 1', 'page 2, read 2']);
    list.unsubscribe();
  });

  it('with no page under way it is one write, as setQueryData', async () => {
    const list = pagedList();
    await list.answerAll();
    setPagedData(list.queryClient, list.queryKey, pushRow);
    await list.answerAll();
    expect(list.asked).toEqual([1]);
    expect(list.pages()).toEqual(['pushed, page 1, read 1']);
    list.unsubscribe();
  });
});

describe("a refresh while a query's first fetch is under way (QA helper-122)", () => {
  /** A shown query whose answers the test releases; each says which read it was. */
  function firstLoad() {
    const queryClient = new QueryClient();
    const queryKey = ['/orders/37/current-crew'];
    const pending: Array<() => void> = [];
    let reads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () =>
        new Promise<string>((resolve) => {
          const read = ++reads;
          pending.push(() => resolve(`read ${read}`));
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const answer = async () => {
      await new Promise((r) => setTimeout(r, 0));
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    };
    return {
      queryClient,
      queryKey,
      unsubscribe,
      answer,
      reads: () => reads,
      data: () => observer.getCurrentResult().data,
    };
  }

  it.each([
    [
      'a push (refresh by key)',
      (q: ReturnType<typeof firstLoad>) => refresh(q.queryClient, [q.queryKey]),
    ],
    [
      'a reconnect (refresh of everything)',
      (q: ReturnType<typeof firstLoad>) => refreshAll(q.queryClient),
    ],
    [
      'a pushed write while it is fetched',
      (q: ReturnType<typeof firstLoad>) => {
        refetchIfInFlight(q.queryClient, q.queryKey);
        return Promise.resolve();
      },
    ],
  ])(
    '%s: the answer read before the change lands, then it is read again',
    async (_, refreshNow) => {
      const query = firstLoad();
      await new Promise((r) => setTimeout(r, 0));
      expect(query.reads()).toBe(1);
      // The change happens here, after the first read was sent: its answer does not have it.
      const refreshed = refreshNow(query);
      await query.answer();
      await refreshed;
      expect(query.reads()).toBe(2);
      await query.answer();
      expect(query.data()).toBe('read 2');
      query.unsubscribe();
    },
  );

  it('joined, with cancelRefetch: false (an action that refreshed just before)', async () => {
    const query = firstLoad();
    await new Promise((r) => setTimeout(r, 0));
    await Promise.all([
      refresh(query.queryClient, [query.queryKey], { cancelRefetch: false }),
      query.answer(),
    ]);
    await query.answer();
    expect(query.reads()).toBe(1);
    expect(query.data()).toBe('read 1');
    query.unsubscribe();
  });
});
