import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { usePageParam, useQueryParam } from '@/platform/routing';
import { ListFooter } from './list-footer';

const page = (current: number, count: number, total: number) => ({
  current_page: current,
  per_page: 5,
  total,
  data: Array.from({ length: count }, (_, i) => i),
});

/** Page 1 of 12 rows, five a page. */
const firstOfThree = (label: string, onPageChange: (page: number) => void) => (
  <ListFooter
    page={page(1, 5, 12)}
    current={1}
    size={5}
    label={label}
    onPageChange={onPageChange}
  />
);

describe('ListFooter (the one list footer)', () => {
  afterEach(() => vi.restoreAllMocks());

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

  it("turns a page's list to the next from the top; a dialog's list stays where it is", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onPageChange = vi.fn();
    const footer = firstOfThree('Order pages', onPageChange);
    const { rerender } = render(footer);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0 });
    rerender(<div role="dialog">{footer}</div>);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("turns a list further down the page to its section's start, not the page's top", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = vi.fn();
    render(
      <section data-testid="section">
        {firstOfThree('Completed jobs pages', () => undefined)}
      </section>,
    );
    const section = screen.getByTestId('section');
    section.scrollIntoView = scrollIntoView;
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight,
    } as DOMRect);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
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

describe('useQueryParam', () => {
  const KINDS = ['open', 'filled'];
  const parseKind = (raw: string | null) => KINDS.find((k) => k === raw) ?? 'all';
  const formatKind = (kind: string) => (kind === 'all' ? null : kind);
  const parseSoon = (raw: string | null) => raw === '1';
  const formatSoon = (on: boolean) => (on ? '1' : null);
  function Filters() {
    const kind = useQueryParam('status', parseKind, formatKind);
    const soon = useQueryParam('soon', parseSoon, formatSoon);
    const [pageNumber] = usePageParam();
    return <p>{`${kind} ${String(soon)} ${pageNumber}`}</p>;
  }
  const at = (path: string) => {
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Filters />
      </Router>,
    );
    return location;
  };

  it('a value the page does not know reads as the default, and the address is put right, replaced (QA helper-97)', async () => {
    const location = at('/list?status=nope&q=kept&soon=yes&page=abc');
    expect(screen.getByText('all false 1')).toBeInTheDocument();
    // Three keys put right by three hooks in one render: the address ends with none of them.
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/list?q=kept'));
    // Replaced each time: the wrong address is not left in the history.
    expect(location.history).toHaveLength(1);
  });

  it('a known value is read and left as it is; a default written out is left out', async () => {
    const location = at('/list?status=filled&soon=1&page=2');
    expect(screen.getByText('filled true 2')).toBeInTheDocument();
    expect(location.history).toEqual(['/list?status=filled&soon=1&page=2']);
    cleanup();
    const again = at('/list?soon=0&page=1');
    expect(screen.getByText('all false 1')).toBeInTheDocument();
    await vi.waitFor(() => expect(again.history.at(-1)).toBe('/list'));
  });
});
