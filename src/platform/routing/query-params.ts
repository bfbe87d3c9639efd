import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';

/** A positive whole page number from the query, else 1 (a typed `?page=abc` is page 1). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export type QueryParamChanges = Record<string, string | null>;

/**
 * A list's state kept in the URL query (`?page=2&status=pending`), so reload, back/forward and
 * shared links show the same page. `update` sets the given keys and deletes those set to null
 * (defaults are left out of the URL), keeping every other key, as a new history entry.
 * `refine` does the same in the current entry: a list's sort or filter, so Back leaves the list
 * instead of stepping through every choice tried (QA helper-133 #5: arrowing through "Sort by"
 * added an entry per option). A list's page turn stays a new entry (`usePageParam`).
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: QueryParamChanges, options?: { replace?: boolean }) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }, options),
    [setParams],
  );
  const refine = useCallback(
    (changes: QueryParamChanges) => update(changes, { replace: true }),
    [update],
  );
  return { params, update, refine };
}

/**
 * One key of the query, read with `parse` (a value the page does not know reads as its
 * default) and written as `format` gives it (null: the default, left out of the URL). A value
 * that is not the one written (`?page=abc`, `?sort=garbage`, `?status=nope`) is put right in
 * the address, replaced, so the address says what the page shows and a copied link gives the
 * same page (QA 2026-12-04: `?page=abc` was kept; QA helper-97: `?sort=` and `?status=` too).
 * Every list's filter, sort and page read from the URL goes through it.
 */
export function useQueryParam<T>(
  key: string,
  parse: (raw: string | null) => T,
  format: (value: T) => string | null,
): T {
  const { params, update } = useQueryParams();
  const raw = params.get(key);
  const value = parse(raw);
  const written = format(value);
  // Run again on any change of the query: another key's hook putting its own right in the
  // same render writes the address from that render's query, this key's wrong value with it.
  const query = params.toString();
  useEffect(() => {
    if (raw !== written) update({ [key]: written }, { replace: true });
  }, [query, raw, written, key, update]);
  return value;
}

/** How a list moves to another page (`replace`: the address is replaced, not pushed). */
export type SetPage = (page: number, options?: { replace?: boolean }) => void;

const formatPage = (page: number) => (page > 1 ? String(page) : null);

/**
 * A list's page in the URL (`?page=2`; page 1 is left out): reload, back/forward and shared
 * links show the same page. `setPage` keeps every other key of the query. A page that is no
 * page (`?page=abc`, `-1`, `2.5`) shows page 1 and the address says so (`useQueryParam`), as
 * a page past the end is put right (`useStayInRange`).
 */
export function usePageParam(key = 'page'): [number, SetPage] {
  const { update } = useQueryParams();
  const page = useQueryParam(key, parsePage, formatPage);
  const setPage = useCallback<SetPage>(
    (next, options) => update({ [key]: formatPage(next) }, options),
    [update, key],
  );
  return [page, setPage];
}

/** What staying in range reads of a page of a paged answer (the contract's shape). */
export type PageBounds = { data: unknown[]; last_page: number };

/**
 * A list's page past the end (the last card of the last page went, by this user or someone
 * else, or a stale link: `?page=9` of 2) moves to the last page that exists instead of
 * showing an empty one, the address replaced (Back does not return to the empty page). Every
 * paged list with its page in the URL uses it. Returns whether it is moving: the list shows
 * its loading state meanwhile, not its "nothing here" one. `placeholder`: the page shown is the
 * previous one, kept on screen while `wanted` loads (React Query's isPlaceholderData), which
 * says nothing of `wanted` (it may be another filter's empty page).
 */
export function useStayInRange(
  page: PageBounds | undefined,
  wanted: number,
  setPage: SetPage,
  placeholder = false,
): boolean {
  const last = page ? Math.max(1, page.last_page) : 1;
  const past = page !== undefined && !placeholder && page.data.length === 0 && wanted > last;
  useEffect(() => {
    if (past) setPage(last, { replace: true });
  }, [past, last, setPage]);
  return past;
}

/**
 * A list starts again from page 1 when what it lists changes under it (`of`: the branch used
 * for actions, switched in the header), the address replaced: page 3 of one branch's orders
 * is not page 3 of another's. Called above the list's BranchGate, which mounts the list anew.
 */
export function usePageOneWhenChanged(of: unknown, setPage: SetPage): void {
  const previous = useRef(of);
  useEffect(() => {
    if (previous.current && of && previous.current !== of) setPage(1, { replace: true });
    previous.current = of;
  }, [of, setPage]);
}
