import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { usePageParam } from '@/platform/routing';
import { ListFooter } from './list-footer';

const page = (current: number, count: number, total: number) => ({
  current_page: current,
  per_page: 5,
  total,
  data: Array.from({ length: count }, (_, i) => i),
});

describe('ListFooter (the one list footer)', () => {
  it('says which rows show, of how many, and pages on', async () => {
    const onPageChange = vi.fn();
    render(
      <ListFooter
        page={page(2, 4, 9)}
        current={2}
        size={5}
        label="Order pages"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Showing 6–9 of 9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('leaves the pages out for one page only when asked, and shows nothing for no rows', () => {
    const { rerender, container } = render(
      <ListFooter
        page={page(1, 3, 3)}
        current={1}
        size={5}
        label="Offers pages"
        onPageChange={() => undefined}
        hideSinglePage
      />,
    );
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Offers pages' })).not.toBeInTheDocument();
    rerender(
      <ListFooter
        page={page(1, 3, 3)}
        current={1}
        size={5}
        label="Offers pages"
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Offers pages' })).toBeInTheDocument();
    rerender(
      <ListFooter
        page={page(1, 0, 0)}
        current={1}
        size={5}
        label="Offers pages"
        onPageChange={() => undefined}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('usePageParam', () => {
  function Pager() {
    const [pageNumber, setPage] = usePageParam();
    return (
      <button type="button" onClick={() => setPage(pageNumber === 1 ? 3 : 1)}>
        page {pageNumber}
      </button>
    );
  }

  it('reads ?page, keeps the other keys, and leaves page 1 out of the URL', async () => {
    const location = memoryLocation({ path: '/list?status=open&page=abc', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Pager />
      </Router>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'page 1' }));
    expect(location.history.at(-1)).toBe('/list?status=open&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    expect(location.history.at(-1)).toBe('/list?status=open');
  });
});
