/** Laravel's paginator: invalid or missing page means 1; a page past the end is empty. */
export function parsePage(raw: string | null): number {
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** Laravel's paginator over an already sorted list; `map` presents the page's items. */
export function paginate<T, R>(items: T[], page: number, perPage: number, map: (item: T) => R) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
    per_page: perPage,
    total: items.length,
    data: items.slice((page - 1) * perPage, page * perPage).map(map),
  };
}
