/** Simple pagination defaults (spec section 9). */
export const PAGINATION_DEFAULTS = { size: 5, total: 0, page: 1, visible: 4 } as const;
/** The second variant shows six page numbers. */
export const PAGINATION_VISIBLE_WIDE = 6;

export type PaginateInput = { total?: number; size?: number; page?: number; visible?: number };

export type PaginationModel = {
  /** ceil(total / size), at least 1. */
  pages: number;
  /** The requested page clamped into 1..pages. */
  page: number;
  /** Page numbers to show, a window of at most `visible` around the current page. */
  numbers: number[];
  hasPrevious: boolean;
  hasNext: boolean;
};

export function paginate({
  total = PAGINATION_DEFAULTS.total,
  size = PAGINATION_DEFAULTS.size,
  page = PAGINATION_DEFAULTS.page,
  visible = PAGINATION_DEFAULTS.visible,
}: PaginateInput = {}): PaginationModel {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
  const current = Math.min(pages, Math.max(1, Math.floor(page) || 1));
  const count = Math.min(pages, Math.max(1, visible));
  // Keep the current page just left of centre, sliding the window at either end.
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pages - count + 1);
  return {
    pages,
    page: current,
    numbers: Array.from({ length: count }, (_, i) => start + i),
    hasPrevious: current > 1,
    hasNext: current < pages,
  };
}
