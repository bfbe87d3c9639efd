import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { OrderSort } from '@/platform/api/generated/model';

const SORTS = new Set<string>(Object.values(OrderSort));

/** A positive whole page number from the query, else 1 (a typed `?page=abc` is page 1). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function parseSort(value: string | null, fallback: OrderSort): OrderSort {
  return value !== null && SORTS.has(value) ? (value as OrderSort) : fallback;
}

/**
 * The list's state lives in the URL query (`?page=2&sort=start_at&soon=1`), so reload,
 * back/forward and shared links show the same page. Defaults are left out of the URL.
 */
export function useListParams(defaultSort: OrderSort) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const sort = parseSort(params.get('sort'), defaultSort);
  const startingSoon = params.get('soon') === '1';

  const update = useCallback(
    (changes: Record<string, string | null>, options?: { replace?: boolean }) =>
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

  const setPage = useCallback(
    (p: number, options?: { replace?: boolean }) =>
      update({ page: p > 1 ? String(p) : null }, options),
    [update],
  );
  // A new sort or filter starts again from page 1.
  const setSort = useCallback(
    (s: OrderSort) => update({ sort: s === defaultSort ? null : s, page: null }),
    [update, defaultSort],
  );
  const setStartingSoon = useCallback(
    (on: boolean) => update({ soon: on ? '1' : null, page: null }),
    [update],
  );
  return { page, sort, startingSoon, setPage, setSort, setStartingSoon };
}
