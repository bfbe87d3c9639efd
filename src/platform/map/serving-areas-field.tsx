import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { ServingArea } from '@/platform/api/generated/model';
import { AutocompleteField, type Validator } from '@/platform/forms';
import type { LngLat } from './areas';
import { toMapArea, useFindServingAreaByFips, useServingAreaSearch } from './api/serving-areas';
import { LazyServingAreaMap } from './lazy-serving-area-map';
import './serving-areas-field.css';

export interface ServingAreasFieldProps {
  /** The form field holding the chosen areas (ServingArea[]). */
  name: string;
  label: string;
  placeholder: string;
  helperText?: string;
  /** What the map says while nothing is chosen. */
  emptyText: string;
  validate?: Validator<ServingArea[]>;
  /** Where the map starts when nothing is chosen (e.g. the branch's address). */
  focus?: LngLat;
  mapHeight: number;
}

/**
 * The one serving-area picker (a branch's and a helper's): counties searched and picked in
 * the autocomplete (GET serving-areas?search=, tags titled name_with_state_initials), or
 * toggled by clicking a county on the map. A clicked county is looked up in the catalogue by
 * name and state and matched by FIPS; one the catalogue does not offer is not added, and the
 * field says so. A failed lookup is toasted by the HTTP client, as every failed call is.
 */
export function ServingAreasField({
  name,
  label,
  placeholder,
  helperText,
  emptyText,
  validate,
  focus,
  mapHeight,
}: ServingAreasFieldProps) {
  const form = useForm();
  const search = useServingAreaSearch();
  const findByFips = useFindServingAreaByFips();
  const { input } = useField<ServingArea[]>(name, { subscription: { value: true } });
  const chosen = Array.isArray(input.value) ? input.value : [];
  const [notice, setNotice] = useState<string | null>(null);
  // The value now, not at the last render: two quick clicks must not drop one of them.
  const latest = (): ServingArea[] => form.getFieldState(name)?.value ?? [];

  const toggle = async (fips: string, countyName: string) => {
    setNotice(null);
    // A click on the map is a visit to the field, as typing in it is: the form's kept drafts
    // count only fields gone into, and a county clicked and left unsaved was lost silently.
    form.focus(name);
    form.blur(name);
    if (latest().some((area) => area.fips === fips)) {
      form.change(
        name,
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
    if (!latest().some((a) => a.id === found.id)) form.change(name, [...latest(), found]);
  };

  return (
    <div className="serving-areas-field">
      <AutocompleteField<ServingArea>
        name={name}
        label={label}
        titleField="name_with_state_initials"
        items={search.items}
        loading={search.loading}
        onQueryChange={search.onQueryChange}
        placeholder={placeholder}
        hint="Type a county name to search"
        helperText={helperText}
        validate={validate}
      />
      {notice && (
        <Callout intent="warning" compact role="status" className="serving-areas-field__notice">
          {notice}
        </Callout>
      )}
      <LazyServingAreaMap
        areas={chosen.map(toMapArea)}
        focus={focus}
        onToggleArea={(fips, countyName) => void toggle(fips, countyName)}
        height={mapHeight}
        label="Serving areas map"
        emptyText={emptyText}
      />
    </div>
  );
}
