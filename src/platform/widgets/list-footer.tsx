import { useRef } from 'react';
import { Pagination } from './pagination';
import './widgets.css';

/** A page of a paged answer, as the contract gives it. */
export type PageOf = { current_page: number; per_page: number; total: number; data: unknown[] };

/**
 * The one list footer: 'Showing 6–10 of 14' and the pages.
 * Every paged list uses it, with its page in the URL (usePageParam or the list's own params;
 * a dialog's list, as Find helpers, keeps its page in its own state). A turned page is read
 * from its top, in every list alike (see `turn`).
 */
export function ListFooter({
  page,
  current,
  size,
  label,
  onPageChange,
  hideSinglePage = false,
}: {
  page: PageOf;
  /** The page asked for (the one shown may still be the previous while it loads). */
  current: number;
  size: number;
  /** The pagination's accessible name ('Order pages'). */
  label: string;
  onPageChange: (page: number) => void;
  /** Lists of cards leave the pages out while one page holds everything. */
  hideSinglePage?: boolean;
}) {
  const footer = useRef<HTMLDivElement>(null);
  if (page.data.length === 0) return null;
  const turn = (next: number) => {
    onPageChange(next);
    const region = footer.current?.parentElement;
    if (!region || region.closest('[role="dialog"]')) return;
    // A page's own list (it starts in the screen's upper half) goes back to the page's top,
    // its heading and tabs with it; a list further down (earnings' completed jobs) to its
    // section's start, under the sticky header (the root's scroll-padding, theme.css).
    if (region.getBoundingClientRect().top + window.scrollY < window.innerHeight / 2)
      window.scrollTo?.({ top: 0 });
    else region.scrollIntoView?.({ block: 'start' });
  };
  const first = (page.current_page - 1) * page.per_page + 1;
  const last = first + page.data.length - 1;
  return (
    <div className="app-list-footer" ref={footer}>
      <span className="app-muted">
        Showing {first}–{last} of {page.total}
      </span>
      {(!hideSinglePage || page.total > size) && (
        <Pagination
          label={label}
          total={page.total}
          size={size}
          page={current}
          onPageChange={turn}
        />
      )}
    </div>
  );
}
