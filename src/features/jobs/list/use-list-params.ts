import { useCallback } from 'react';
import { OrderSort } from '@/platform/api/generated/model';
import { parsePage, usePageParam, useQueryParam, useQueryParams } from '@/platform/routing';

const SORTS = new Set<string>(Object.values(OrderSort));

export function parseSort(value: string | null, fallback: OrderSort): OrderSort {
  return value !== null && SORTS.has(value) ? (value as OrderSort) : fallback;
}

const parseSoon = (value: string | null) => value === '1';
const formatSoon = (on: boolean) => (on ? '1' : null);

/** The list's state as the URL query holds it. */
export function readListParams(params: URLSearchParams, defaultSort: OrderSort) {
  return {
    page: parsePage(params.get('page')),
    sort: parseSort(params.get('sort'), defaultSort),
    startingSoon: parseSoon(params.get('soon')),
  };
}

/**
 * The list's state lives in the URL query (`?page=2&sort=start_at&soon=1`), so reload,
 * back/forward and shared links show the same page. Defaults are left out of the URL, and a
 * value the list does not know (`?sort=garbage`) is put right in it.
 */
export function useListParams(defaultSort: OrderSort) {
  const { refine } = useQueryParams();
  const sort = useQueryParam(
    'sort',
    (value) => parseSort(value, defaultSort),
    (s) => (s === defaultSort ? null : s),
  );
  const startingSoon = useQueryParam('soon', parseSoon, formatSoon);
  const [page, setPage] = usePageParam();
  // A new sort or filter starts again from page 1, in the same history entry (refine).
  const setSort = useCallback(
    (s: OrderSort) => refine({ sort: s === defaultSort ? null : s, page: null }),
    [refine, defaultSort],
  );
  const setStartingSoon = useCallback(
    (on: boolean) => refine({ soon: on ? '1' : null, page: null }),
    [refine],
  );
  return { page, sort, startingSoon, setPage, setSort, setStartingSoon };
}
