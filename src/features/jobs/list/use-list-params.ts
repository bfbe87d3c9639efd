import { useCallback } from 'react';
import { OrderSort } from '@/platform/api/generated/model';
import { parsePage, usePageParam, useQueryParams } from '@/platform/routing';

const SORTS = new Set<string>(Object.values(OrderSort));

export function parseSort(value: string | null, fallback: OrderSort): OrderSort {
  return value !== null && SORTS.has(value) ? (value as OrderSort) : fallback;
}

/** The list's state as the URL query holds it. */
export function readListParams(params: URLSearchParams, defaultSort: OrderSort) {
  return {
    page: parsePage(params.get('page')),
    sort: parseSort(params.get('sort'), defaultSort),
    startingSoon: params.get('soon') === '1',
  };
}

/**
 * The list's state lives in the URL query (`?page=2&sort=start_at&soon=1`), so reload,
 * back/forward and shared links show the same page. Defaults are left out of the URL.
 */
export function useListParams(defaultSort: OrderSort) {
  const { params, update } = useQueryParams();
  const { sort, startingSoon } = readListParams(params, defaultSort);
  const [page, setPage] = usePageParam();
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
