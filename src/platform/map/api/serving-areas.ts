import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  getListServingAreasQueryOptions,
  useListServingAreas,
} from '@/platform/api/generated/endpoints/serving-areas/serving-areas';
import type { ServingArea } from '@/platform/api/generated/model';
import type { ServingArea as MapArea } from '../types';

/** The county catalogue hardly changes: keep what was loaded for a while. */
const CATALOGUE_STALE_MS = 10 * 60_000;
const SEARCH_PAGE_SIZE = 20;

/** `ids` as the API takes them: sorted, comma-separated ('1,2,3'). */
export const idsParam = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/** The query of the serving areas with these ids (non-empty), for asking ahead of a render. */
export const servingAreasByIdsOptions = (ids: readonly number[]) =>
  getListServingAreasQueryOptions(
    { ids: idsParam(ids) },
    { query: { staleTime: CATALOGUE_STALE_MS } },
  );

/** The serving areas with these ids (GET serving-areas?ids=...), e.g. a branch's. */
export function useServingAreasByIds(ids: readonly number[]) {
  const param = idsParam(ids);
  const query = useListServingAreas(
    { ids: param },
    { query: { enabled: param !== '', staleTime: CATALOGUE_STALE_MS } },
  );
  if (param === '') return { areas: [] as ServingArea[], status: 'ready' as const, query };
  return {
    areas: query.data?.data.data ?? [],
    status: query.data
      ? ('ready' as const)
      : query.isError
        ? ('error' as const)
        : ('loading' as const),
    query,
  };
}

/** What the autocomplete needs: the options for the typed text (GET serving-areas?search=). */
export function useServingAreaSearch() {
  const [search, setSearch] = useState('');
  const query = useListServingAreas(
    { search, per_page: SEARCH_PAGE_SIZE },
    { query: { enabled: search !== '', staleTime: CATALOGUE_STALE_MS } },
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
