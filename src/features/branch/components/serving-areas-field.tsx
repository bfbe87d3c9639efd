import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { ServingArea } from '@/platform/api/generated/model';
import { AutocompleteField } from '@/platform/forms';
import { LazyServingAreaMap, type LngLat } from '@/platform/map';
import { toMapArea, useFindServingAreaByFips, useServingAreaSearch } from '../api/serving-areas';

const FIELD = 'serving_areas';

/**
 * The counties the branch serves: searched and picked in the autocomplete (GET
 * serving-areas?search=, tags titled name_with_state_initials), or toggled by clicking a
 * county on the map. A clicked county is looked up in the catalogue by name and state and
 * matched by FIPS; one the catalogue does not offer is not added, and the field says so.
 */
export function ServingAreasField({ focus, mapHeight }: { focus?: LngLat; mapHeight: number }) {
  const form = useForm();
  const search = useServingAreaSearch();
  const findByFips = useFindServingAreaByFips();
  const { input } = useField<ServingArea[]>(FIELD, { subscription: { value: true } });
  const chosen = Array.isArray(input.value) ? input.value : [];
  const [notice, setNotice] = useState<string | null>(null);
  const latest = (): ServingArea[] => form.getFieldState(FIELD)?.value ?? [];

  const toggle = async (fips: string, countyName: string) => {
    setNotice(null);
    if (latest().some((area) => area.fips === fips)) {
      form.change(
        FIELD,
        latest().filter((area) => area.fips !== fips),
      );
      return;
    }
    let area: ServingArea | undefined;
    try {
      area = await findByFips(fips, countyName);
    } catch {
      return; // the failed search was toasted centrally
    }
    if (!area) {
      setNotice(`${countyName} is not offered as a serving area yet.`);
      return;
    }
    const found = area;
    if (!latest().some((a) => a.id === found.id)) form.change(FIELD, [...latest(), found]);
  };

  return (
    <div className="branch-areas-field">
      <AutocompleteField<ServingArea>
        name={FIELD}
        label="Search counties"
        titleField="name_with_state_initials"
        items={search.items}
        loading={search.loading}
        onQueryChange={search.onQueryChange}
        placeholder="Search counties, e.g. Travis"
        hint="Type a county name to search"
        helperText="Pick counties from the search, or click them on the map."
      />
      {notice && (
        <Callout intent="warning" compact role="status" className="branch-areas-field__notice">
          {notice}
        </Callout>
      )}
      <LazyServingAreaMap
        areas={chosen.map(toMapArea)}
        focus={focus}
        onToggleArea={(fips, name) => void toggle(fips, name)}
        height={mapHeight}
        label="Serving areas map"
        emptyText="No serving areas selected yet. Search for a county above, or click one on the map."
      />
    </div>
  );
}
