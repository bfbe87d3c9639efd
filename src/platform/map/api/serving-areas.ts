import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  getGetServingAreaQueryOptions,
  getListServingAreasQueryOptions,
  useListServingAreas,
} from '@/platform/api/generated/endpoints/serving-areas/serving-areas';
import type { ServingArea } from '@/platform/api/generated/model';
import type { ServingArea as MapArea } from '../types';

/** The county catalogue hardly changes: keep what was loaded for a while. */
const CATALOGUE_STALE_MS = 10 * 60_000;
const SEARCH_PAGE_SIZE = 20;

/** The distinct ids in order. */
const distinctIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The queries of the serving areas with these ids, one `serving-areas/{id}` each (4/8: the
 * spec's call for one area; `serving-areas?ids=` is ours, and a server of the spec ignores it),
 * for asking ahead of a render. A branch has a handful; they go in parallel.
 */
export const servingAreasByIdsOptions = (ids: readonly number[]) =>
  distinctIds(ids).map((id) =>
    getGetServingAreaQueryOptions(id, { query: { staleTime: CATALOGUE_STALE_MS } }),
  );

/** The serving areas with these ids (GET serving-areas/{id} each), e.g. a branch's. */
export function useServingAreasByIds(ids: readonly number[]) {
  const results = useQueries({ queries: servingAreasByIdsOptions(ids) });
  // Try again asks only for what failed; the first failure is the one said.
  const query = {
    error: results.find((r) => r.isError)?.error ?? null,
    refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
  };
  const areas = results.flatMap((r) => (r.data ? [r.data.data] : []));
  const status =
    areas.length === results.length
      ? ('ready' as const)
      : results.some((r) => r.isError)
        ? ('error' as const)
        : ('loading' as const);
  return { areas: areas as ServingArea[], status, query };
}

/**
 * What the autocomplete needs: the options for the typed text (GET serving-areas?search=).
 * While the options of newly typed text load, the last ones stay listed (each a county of
 * the catalogue, picked as shown): the list no longer blinks to "Searching…" under the
 * pointer, where a click on an option, landing as it went, picked nothing (the branch
 * journey, once under load). "Searching…" shows until the first search has answered.
 */
export function useServingAreaSearch() {
  const [search, setSearch] = useState('');
  const query = useListServingAreas(
    { search, per_page: SEARCH_PAGE_SIZE },
    {
      query: {
        enabled: search !== '',
        staleTime: CATALOGUE_STALE_MS,
        placeholderData: keepPreviousData,
      },
    },
  );
  return {
    items: search !== '' ? (query.data?.data.data ?? []) : [],
    loading: search !== '' && query.isFetching && !query.data,
    onQueryChange: setSearch,
  };
}

/**
 * The catalogue entry of a county clicked on the map, found by its name and state through
 * the search API and matched by FIPS; undefined when the catalogue does not offer it.
 */
export function useFindServingAreaByFips() {
  const queryClient = useQueryClient();
  return useCallback(
    async (fips: string, countyName: string): Promise<ServingArea | undefined> => {
      const comma = countyName.lastIndexOf(',');
      const name = (comma < 0 ? countyName : countyName.slice(0, comma)).trim();
      const state = comma < 0 ? undefined : countyName.slice(comma + 1).trim();
      const response = await queryClient.fetchQuery({
        ...getListServingAreasQueryOptions({
          search: name,
          ...(state && /^[A-Z]{2}$/.test(state) ? { state_initials: state } : {}),
          per_page: 100,
        }),
        staleTime: CATALOGUE_STALE_MS,
      });
      return response.data.data.find((area) => area.fips === fips);
    },
    [queryClient],
  );
}

/** A catalogue area as the map draws it (titled like the autocomplete's tags). */
export function toMapArea(area: ServingArea): MapArea {
  return {
    id: area.id,
    name: area.name_with_state_initials,
    fips: area.fips,
    center: area.center.length === 2 ? [area.center[0], area.center[1]] : undefined,
  };
}
