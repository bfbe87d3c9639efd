import { useState } from 'react';
import { SettingsForm, useSettingsServerCopy } from '../components/settings-form';
import {
  getGetHelperAvailabilitiesQueryOptions,
  getGetHelperHourlyRateQueryOptions,
  getGetHelperServingAreasQueryOptions,
  useGetHelperAvailabilities,
  useGetHelperHourlyRate,
  useGetHelperServingAreas,
  useListHelperTimeOff,
  useUpdateHelperAvailabilities,
  useUpdateHelperHourlyRate,
  useUpdateHelperServingAreas,
} from '../api/endpoints';
import type { Availability, HourlyRate, ServingArea } from '@/platform/api/generated/model';
import { MASKS, MaskedField, TextField } from '@/platform/forms';
import { ServingAreasField } from '@/platform/map';
import { JobsOutsideWeek } from '../components/availability-jobs';
import { SaveButton } from '../components/form-actions';
import { QueryGate } from '../components/profile-gate';
import { useProfileSave } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';
import { TimeOffCard } from '../components/time-off-card';
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

/*
 * Each card merges what another tab or device saved meanwhile into what is typed (as Personal
 * info: SettingsForm's `server`): its query's newer copy, and the read right before its Save.
 * A day of the week is a field of its own; the list of serving areas is one value.
 */
const toAreaValues = (areas: ServingArea[]): AreaValues => ({ areas });
const AREA_LABELS = { areas: 'Serving areas' };
const areasQuery = () => getGetHelperServingAreasQueryOptions();
const DAY_LABELS = Object.fromEntries(WEEK.map(({ day, label }) => [`days.${dayKey(day)}`, label]));
const availabilityQuery = () => getGetHelperAvailabilitiesQueryOptions();
const toRateValues = (rate: HourlyRate) => rateToValues(rate.hourly_rate);
const RATE_LABELS = { hourly_rate: 'Hourly rate' };
const rateQuery = () => getGetHelperHourlyRateQueryOptions();

function ServingAreasForm({ areas }: { areas: ServingArea[] }) {
  const update = useUpdateHelperServingAreas();
  const save = useProfileSave();
  const [initialValues] = useState<AreaValues>(() => ({ areas }));
  // "Your list of …": "Your serving areas was changed" would not read right (QA 57 M5).
  const server = useSettingsServerCopy(
    areas,
    areasQuery,
    toAreaValues,
    AREA_LABELS,
    'list of serving areas',
  );
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
      <SettingsForm<AreaValues>
        draftName="helper:serving-areas"
        what="your serving areas"
        label="Serving areas"
        initialValues={initialValues}
        onSubmit={onSubmit}
        server={server}
      >
        <ServingAreasField
          name="areas"
          label="Serving areas"
          placeholder="Type a county, e.g. Travis"
          emptyText="No serving areas yet. Search for a county above or click one on the map."
          validate={servingAreasRule}
          mapHeight={320}
        />
        <SaveButton text="Save serving areas" />
      </SettingsForm>
    </SettingsCard>
  );
}

function AvailabilityForm({ availabilities }: { availabilities: Availability[] }) {
  const update = useUpdateHelperAvailabilities();
  const save = useProfileSave();
  const [initialValues] = useState(() => availabilitiesToValues(availabilities));
  const server = useSettingsServerCopy(
    availabilities,
    availabilityQuery,
    availabilitiesToValues,
    DAY_LABELS,
    'weekly availability',
  );
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
      <SettingsForm<AvailabilityValues>
        draftName="helper:availability"
        what="your availability"
        label="Weekly availability"
        initialValues={initialValues}
        onSubmit={onSubmit}
        server={server}
      >
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
      </SettingsForm>
      <JobsOutsideWeek week={availabilities} />
    </SettingsCard>
  );
}

function HourlyRateForm({ rate }: { rate: HourlyRate }) {
  const update = useUpdateHelperHourlyRate();
  const save = useProfileSave();
  const [initialValues] = useState(() => rateToValues(rate.hourly_rate));
  const server = useSettingsServerCopy(rate, rateQuery, toRateValues, RATE_LABELS, 'hourly rate');
  const onSubmit = (values: RateValues) =>
    save(() => update.mutateAsync({ data: toRatePayload(values) }), 'Hourly rate saved');
  return (
    <SettingsCard id="work-rate" title="Hourly rate" description="In US dollars, e.g. 32.50.">
      <SettingsForm<RateValues>
        draftName="helper:hourly-rate"
        what="your hourly rate"
        label="Hourly rate"
        initialValues={initialValues}
        onSubmit={onSubmit}
        server={server}
      >
        <TextField
          name="hourly_rate"
          label="Hourly rate"
          labelInfo="($ per hour)"
          inputMode="decimal"
          validate={rateRule}
        />
        <SaveButton text="Save hourly rate" />
      </SettingsForm>
    </SettingsCard>
  );
}

/**
 * /helper/settings/work-settings: serving areas (with the map), availability, time off (7/8,
 * not in the spec: helper-profile/time-off), hourly rate. Each
 * card reads its part with the spec's call (helper-profile/get-serving-areas, get-availabilities,
 * get-hourly-rate: 4/8), so a provider of the spec alone serves this page.
 */
export function WorkSettingsPage() {
  const areas = useGetHelperServingAreas();
  const availabilities = useGetHelperAvailabilities();
  const rate = useGetHelperHourlyRate();
  const timeOff = useListHelperTimeOff();
  return (
    <SettingsLayout>
      <QueryGate query={areas} label="Loading serving areas">
        {(data) => <ServingAreasForm areas={data} />}
      </QueryGate>
      <QueryGate query={availabilities} label="Loading weekly availability">
        {(data) => <AvailabilityForm availabilities={data} />}
      </QueryGate>
      <QueryGate query={timeOff} label="Loading time off" rows={2}>
        {(data) => <TimeOffCard entries={data} />}
      </QueryGate>
      <QueryGate query={rate} label="Loading hourly rate" rows={1}>
        {(data) => <HourlyRateForm rate={data} />}
      </QueryGate>
    </SettingsLayout>
  );
}
