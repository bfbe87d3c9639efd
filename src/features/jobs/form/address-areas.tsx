import { Callout } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { GetAddressServingAreaParams, ServingArea } from '@/platform/api/generated/model';
import { SAID_BY_PAGE_META } from '@/platform/api/query-client';
import { areaFit, areaNames, hasDestination, hasPickUp, outsideAreaText } from '@/platform/orders';
import { TYPING_PAUSE_MS, useDebouncedValue } from '@/platform/ui';
import { getGetAddressServingAreaQueryOptions, useGetCompanyBranch } from '../api/endpoints';
import type { AddressListName, AddressValues } from './order-form-values';

/*
 * The job form's word on an address outside the branch's serving area (QA-221 L2, not in
 * the spec): an Austin job with Houston addresses saved without a word, and its crew page
 * then said nobody could take it. Each address is placed by the server as crew matching
 * places the order's once saved (getAddressServingArea), and held against the branch's
 * serving areas with the one rule crew matching uses (areaFit): a warning, never a block.
 */

type Row = { key: string; place: GetAddressServingAreaParams | null };

/** What an address is asked by: its city and state, and its ZIP code once whole. */
function placeOf(row: AddressValues | undefined): GetAddressServingAreaParams | null {
  const city = row?.city.trim() ?? '';
  if (!row || !city || !/^[A-Z]{2}$/.test(row.state)) return null;
  return /^\d{5}$/.test(row.zip)
    ? { city, state: row.state, zip: row.zip }
    : { city, state: row.state };
}

function useRows(list: AddressListName, shown: boolean): Row[] {
  const { input } = useField<AddressValues[]>(list, { subscription: { value: true } });
  const rows = shown && Array.isArray(input.value) ? input.value : [];
  return rows.map((row, index) => ({ key: `${list}:${index}`, place: placeOf(row) }));
}

/**
 * Each address's note (`noteFor(list, index)`): "Outside serving area (Harris County, TX):
 * Lone Star Movers Austin does not serve it.", and, when no address of the job is in the
 * area, that the branch's team cannot take the job. Asked once the typing pauses; a place
 * is asked once (its county does not change). A provider without the call (404) leaves the
 * form as it was, without a toast.
 */
export function useAddressAreas(branchId: number | undefined) {
  const { input: help } = useField('help_type', { subscription: { value: true } });
  const typed = [
    ...useRows('pick_up_addresses', hasPickUp(help.value)),
    ...useRows('destination_addresses', hasDestination(help.value)),
  ];
  const asked: Row[] = JSON.parse(
    useDebouncedValue(JSON.stringify(typed), TYPING_PAUSE_MS),
  ) as Row[];
  const branch = useGetCompanyBranch(branchId ?? 0, { query: { enabled: !!branchId } }).data?.data;
  // Each place once (two rows at one address ask once), each kept in the cache by itself:
  // one query over them (useQueries took a chunk of its own onto the form's route).
  const places = [
    ...new Set(asked.flatMap((row) => (row.place ? [JSON.stringify(row.place)] : []))),
  ];
  const queryClient = useQueryClient();
  const answers = useQuery({
    queryKey: ['job-form-address-areas', branchId, places],
    enabled: !!branchId && places.length > 0,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
    queryFn: () =>
      Promise.all(
        places.map((place) =>
          queryClient
            .fetchQuery(
              getGetAddressServingAreaQueryOptions(
                branchId!,
                JSON.parse(place) as GetAddressServingAreaParams,
                { query: { staleTime: Infinity, meta: SAID_BY_PAGE_META } },
              ),
            )
            .then((answer) => [place, answer.data.serving_area] as const)
            // Its failure was said (the catalogue's toast); the others still count.
            .catch(() => [place, null] as const),
        ),
      ).then((pairs) => new Map(pairs)),
  }).data;
  const areaOf = new Map<string, ServingArea>();
  for (const row of asked) {
    const place = JSON.stringify(row.place);
    const area = answers?.get(place);
    // Only while the row still reads as asked (a row removed or retyped waits for its answer).
    const now = typed.find((t) => t.key === row.key);
    if (area && JSON.stringify(now?.place) === place) areaOf.set(row.key, area);
  }
  const served = branch?.serving_area_ids;
  const counties = [...new Map([...areaOf.values()].map((a) => [a.id, a])).values()];
  const job = served ? areaFit(counties, served) : null;
  const noteFor = (list: AddressListName, index: number): ReactNode => {
    const area = areaOf.get(`${list}:${index}`);
    if (!branch || !served || !area || served.includes(area.id)) return null;
    return (
      <Callout intent="warning" compact icon="map-marker" className="order-form__area-note">
        {outsideAreaText([area])}: {branch.name} does not serve it.
        {job?.kind === 'outside' &&
          ` Its team cannot take this job, only people who serve ${areaNames(counties)}.`}
      </Callout>
    );
  };
  return { noteFor };
}
