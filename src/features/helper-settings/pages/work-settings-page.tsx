import { useCallback, useState } from 'react';
import { Form, useField } from 'react-final-form';
import {
  useUpdateHelperAvailabilities,
  useUpdateHelperHourlyRate,
  useUpdateHelperServingAreas,
} from '../api/endpoints';
import { listServingAreas, useListServingAreas } from '../api/endpoints';
import type { HelperProfile, ServingArea } from '@/platform/api/generated/model';
import { AutocompleteField, MASKS, MaskedField, TextField } from '@/platform/forms';
import { LazyServingAreaMap, type ServingArea as MapArea } from '@/platform/map';
import { SaveButton } from '../components/form-actions';
import { ProfileGate } from '../components/profile-gate';
import { useProfileSave } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';
import {
  availabilitiesToValues,
  availabilityErrors,
  dayKey,
  rateRule,
  rateToValues,
  servingAreasRule,
  toAvailabilities,
  toRatePayload,
  WEEK,
  windowRule,
  type AvailabilityValues,
  type RateValues,
} from '../model/work-settings-values';

type AreaValues = { areas: ServingArea[] };

const toMapArea = (area: ServingArea): MapArea => ({
  id: area.id,
  name: area.name_with_state_initials,
  fips: area.fips,
  center: area.center as [number, number],
});

/** The autocomplete and the map edit one list: a county clicked on the map toggles too. */
function ServingAreasFields() {
  const [search, setSearch] = useState('');
  const results = useListServingAreas(
    { search, per_page: 20 },
    { query: { enabled: search !== '' } },
  );
  const { input } = useField<ServingArea[]>('areas', { subscription: { value: true } });
  const chosen = Array.isArray(input.value) ? input.value : [];
  const onQueryChange = useCallback((query: string) => setSearch(query), []);

  const onToggleArea = async (fips: string, name: string) => {
    if (chosen.some((a) => a.fips === fips)) {
      input.onChange(chosen.filter((a) => a.fips !== fips));
      return;
    }
    // The map knows a county's FIPS and name; the list needs the serving area behind it.
    const page = await listServingAreas({ search: name.split(',')[0], per_page: 100 });
    const area = page.data.data.find((a) => a.fips === fips);
    if (area) input.onChange([...chosen, area]);
  };

  return (
    <>
      <AutocompleteField<ServingArea>
        name="areas"
        label="Serving areas"
        items={search ? (results.data?.data.data ?? []) : []}
        loading={search !== '' && results.isFetching}
        onQueryChange={onQueryChange}
        titleField="name_with_state_initials"
        placeholder="Type a county, e.g. Travis"
        hint="Type a county name to search"
        validate={servingAreasRule}
      />
      <LazyServingAreaMap
        areas={chosen.map(toMapArea)}
        onToggleArea={(fips, name) => void onToggleArea(fips, name)}
        height={320}
        label="Serving areas map"
        emptyText="No serving areas yet. Search for a county above or click one on the map."
      />
    </>
  );
}

function ServingAreasForm({ profile }: { profile: HelperProfile }) {
  const update = useUpdateHelperServingAreas();
  const save = useProfileSave();
  const [initialValues] = useState<AreaValues>(() => ({ areas: profile.serving_areas }));
  const onSubmit = (values: AreaValues) =>
    save(
      () => update.mutateAsync({ data: { serving_area_ids: values.areas.map((a) => a.id) } }),
      'Serving areas saved',
      (key) => (key === 'serving_area_ids' ? 'areas' : key),
    );
  return (
    <SettingsCard
      id="work-areas"
      title="Serving areas"
      description="Companies near these counties can find you and send you jobs."
    >
      <Form<AreaValues>
        initialValues={initialValues}
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form noValidate aria-label="Serving areas" onSubmit={(e) => void handleSubmit(e)}>
            <ServingAreasFields />
            <SaveButton text="Save serving areas" />
          </form>
        )}
      />
    </SettingsCard>
  );
}

function AvailabilityForm({ profile }: { profile: HelperProfile }) {
  const update = useUpdateHelperAvailabilities();
  const save = useProfileSave();
  const [initialValues] = useState(() => availabilitiesToValues(profile.availabilities));
  const onSubmit = async (values: AvailabilityValues) => {
    const sent = toAvailabilities(values);
    const errors = await save(
      () => update.mutateAsync({ data: { availabilities: sent } }),
      'Availability saved',
    );
    return availabilityErrors(errors, sent);
  };
  return (
    <SettingsCard
      id="work-availability"
      title="Weekly availability"
      description="Your working hours for each day, 24-hour (08:00 - 17:00). Leave a day empty to take it off."
    >
      <Form<AvailabilityValues>
        initialValues={initialValues}
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form noValidate aria-label="Weekly availability" onSubmit={(e) => void handleSubmit(e)}>
            {WEEK.map(({ day, label }) => (
              <MaskedField
                key={day}
                name={`days.${dayKey(day)}`}
                label={label}
                className="bp6-inline helper-settings__day-field"
                mask={MASKS.TIME}
                inputMode="numeric"
                placeholder="Day off"
                validate={windowRule}
              />
            ))}
            <SaveButton text="Save availability" />
          </form>
        )}
      />
    </SettingsCard>
  );
}

function HourlyRateForm({ profile }: { profile: HelperProfile }) {
  const update = useUpdateHelperHourlyRate();
  const save = useProfileSave();
  const [initialValues] = useState(() => rateToValues(profile.hourly_rate));
  const onSubmit = (values: RateValues) =>
    save(() => update.mutateAsync({ data: toRatePayload(values) }), 'Hourly rate saved');
  return (
    <SettingsCard id="work-rate" title="Hourly rate" description="In US dollars, e.g. 32.50.">
      <Form<RateValues>
        initialValues={initialValues}
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form noValidate aria-label="Hourly rate" onSubmit={(e) => void handleSubmit(e)}>
            <TextField
              name="hourly_rate"
              label="Hourly rate"
              labelInfo="($ per hour)"
              inputMode="decimal"
              validate={rateRule}
            />
            <SaveButton text="Save hourly rate" />
          </form>
        )}
      />
    </SettingsCard>
  );
}

/** /helper/settings/work-settings: serving areas (with the map), availability, hourly rate. */
export function WorkSettingsPage() {
  return (
    <SettingsLayout>
      <ProfileGate label="Loading work settings">
        {(profile) => (
          <>
            <ServingAreasForm profile={profile} />
            <AvailabilityForm profile={profile} />
            <HourlyRateForm profile={profile} />
          </>
        )}
      </ProfileGate>
    </SettingsLayout>
  );
}
