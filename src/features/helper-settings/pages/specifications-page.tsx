import { useState } from 'react';
import { SettingsForm, useSettingsServerCopy } from '../components/settings-form';
import {
  getGetHelperProfileQueryOptions,
  useListTools,
  useListVehicleTypes,
  useUpdateHelperTools,
  useUpdateHelperVehicle,
} from '../api/endpoints';
import type {
  HelperProfile,
  HelperProfileResponse,
  Tool,
  VehicleType,
} from '@/platform/api/generated/model';
import { MultiSelectField } from '@/platform/forms';
import { ErrorState, SkeletonList, failedOutright } from '@/platform/ui';
import { SaveButton } from '../components/form-actions';
import { ProfileGate } from '../components/profile-gate';
import { useProfileSave } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/** What one of her catalogues (tools, vehicle types) holds: the ids she chose, by field. */
type Ids = Record<string, number[]>;
const toToolIds = (profile: HelperProfile): Ids => ({ tool_ids: profile.tools.map((t) => t.id) });
const toVehicleIds = (profile: HelperProfile): Ids => ({
  vehicle_type_ids: profile.vehicle_types.map((v) => v.id),
});
const TOOL_LABELS = { tool_ids: 'Tools' };
const VEHICLE_LABELS = { vehicle_type_ids: 'Vehicle types' };

/**
 * One catalogue of hers as a settings form: the items she picks from, saved with its own
 * spec call (`send`). Tools and vehicle types are the same form with other words.
 */
function CatalogueForm<T extends { id: number; name: string }>({
  id,
  name,
  title,
  description,
  draftName,
  what,
  items,
  profile,
  toValues,
  labels,
  placeholder,
  saveText,
  saved,
  send,
}: {
  id: string;
  /** The field, named as the spec's call names it (a 422 lands on it). */
  name: string;
  title: string;
  description: string;
  draftName: string;
  what: string;
  items: T[];
  profile: HelperProfile;
  /** Her chosen ids as the form's values (module-level: stable). */
  toValues: (profile: HelperProfile) => Ids;
  labels: Readonly<Record<string, string>>;
  placeholder: string;
  saveText: string;
  saved: string;
  send: (ids: number[]) => Promise<HelperProfileResponse>;
}) {
  const save = useProfileSave();
  const [initialValues] = useState<Ids>(() => toValues(profile));
  // Saved in another tab meanwhile: taken if left alone here, not put back (QA-185).
  const server = useSettingsServerCopy(
    profile,
    getGetHelperProfileQueryOptions,
    toValues,
    labels,
    `list of ${title.toLowerCase()}`,
  );
  return (
    <SettingsCard id={id} title={title} description={description}>
      <SettingsForm<Ids>
        draftName={draftName}
        what={what}
        label={title}
        initialValues={initialValues}
        server={server}
        onSubmit={(values) => save(() => send(values[name] ?? []), saved)}
      >
        <MultiSelectField<T> name={name} label={title} items={items} placeholder={placeholder} />
        <SaveButton text={saveText} />
      </SettingsForm>
    </SettingsCard>
  );
}

function Catalogues({ profile }: { profile: HelperProfile }) {
  const tools = useListTools();
  const vehicles = useListVehicleTypes();
  const updateTools = useUpdateHelperTools();
  const updateVehicles = useUpdateHelperVehicle();
  if (failedOutright(tools) || failedOutright(vehicles)) {
    const failed = failedOutright(tools) ? tools : vehicles;
    return (
      <ErrorState
        error={failed.error}
        message={failed.error?.message ?? ''}
        onRetry={() => {
          void tools.refetch();
          void vehicles.refetch();
        }}
      />
    );
  }
  if (tools.data === undefined || vehicles.data === undefined)
    return <SkeletonList rows={2} label="Loading specifications" />;

  return (
    <>
      <CatalogueForm<Tool>
        id="spec-tools"
        name="tool_ids"
        title="Tools"
        description="The tools you bring to a job."
        draftName="helper:tools"
        what="your tools"
        items={tools.data.data}
        profile={profile}
        toValues={toToolIds}
        labels={TOOL_LABELS}
        placeholder="No tools"
        saveText="Save tools"
        saved="Tools saved"
        send={(ids) => updateTools.mutateAsync({ data: { tool_ids: ids } })}
      />
      <CatalogueForm<VehicleType>
        id="spec-vehicles"
        name="vehicle_type_ids"
        title="Vehicle types"
        description="The vehicles you can drive to a job. Leave empty if you have none."
        draftName="helper:vehicle-types"
        what="your vehicle types"
        items={vehicles.data.data}
        profile={profile}
        toValues={toVehicleIds}
        labels={VEHICLE_LABELS}
        placeholder="No vehicle"
        saveText="Save vehicle types"
        saved="Vehicle types saved"
        send={(ids) => updateVehicles.mutateAsync({ data: { vehicle_type_ids: ids } })}
      />
    </>
  );
}

/** /helper/settings/specifications: tools and vehicle types. */
export function SpecificationsPage() {
  return (
    <SettingsLayout>
      <ProfileGate label="Loading specifications">
        {(profile) => <Catalogues profile={profile} />}
      </ProfileGate>
    </SettingsLayout>
  );
}
