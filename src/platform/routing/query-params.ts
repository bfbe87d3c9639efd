import { useCallback } from 'react';
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
 * (defaults are left out of the URL), keeping every other key.
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
  return { params, update };
}

/**
 * A list's page in the URL (`?page=2`; page 1 is left out): reload, back/forward and shared
 * links show the same page. `setPage` keeps every other key of the query.
 */
export function usePageParam(key = 'page'): [number, (page: number) => void] {
  const { params, update } = useQueryParams();
  const page = parsePage(params.get(key));
  const setPage = useCallback(
    (next: number) => update({ [key]: next > 1 ? String(next) : null }),
    [update, key],
  );
  return [page, setPage];
}
