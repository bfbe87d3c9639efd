import { useState } from 'react';
import { SettingsForm } from '../components/settings-form';
import {
  useListTools,
  useListVehicleTypes,
  useUpdateHelperTools,
  useUpdateHelperVehicle,
} from '../api/endpoints';
import type { HelperProfile, Tool, VehicleType } from '@/platform/api/generated/model';
import { MultiSelectField } from '@/platform/forms';
import { ErrorState, SkeletonList } from '@/platform/ui';
import { SaveButton } from '../components/form-actions';
import { ProfileGate } from '../components/profile-gate';
import { useProfileSave } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

type ToolValues = { tool_ids: number[] };
type VehicleValues = { vehicle_type_ids: number[] };

function ToolsForm({ profile, tools }: { profile: HelperProfile; tools: Tool[] }) {
  const update = useUpdateHelperTools();
  const save = useProfileSave();
  const [initialValues] = useState<ToolValues>(() => ({
    tool_ids: profile.tools.map((t) => t.id),
  }));
  return (
    <SettingsCard id="spec-tools" title="Tools" description="The tools you bring to a job.">
      <SettingsForm<ToolValues>
        draftName="helper:tools"
        what="your tools"
        label="Tools"
        initialValues={initialValues}
        onSubmit={(values) =>
          save(
            () => update.mutateAsync({ data: { tool_ids: values.tool_ids ?? [] } }),
            'Tools saved',
          )
        }
      >
        <MultiSelectField<Tool>
          name="tool_ids"
          label="Tools"
          items={tools}
          placeholder="No tools"
        />
        <SaveButton text="Save tools" />
      </SettingsForm>
    </SettingsCard>
  );
}

function VehiclesForm({ profile, vehicles }: { profile: HelperProfile; vehicles: VehicleType[] }) {
  const update = useUpdateHelperVehicle();
  const save = useProfileSave();
  const [initialValues] = useState<VehicleValues>(() => ({
    vehicle_type_ids: profile.vehicle_types.map((v) => v.id),
  }));
  return (
    <SettingsCard
      id="spec-vehicles"
      title="Vehicle types"
      description="The vehicles you can drive to a job. Leave empty if you have none."
    >
      <SettingsForm<VehicleValues>
        draftName="helper:vehicle-types"
        what="your vehicle types"
        label="Vehicle types"
        initialValues={initialValues}
        onSubmit={(values) =>
          save(
            () => update.mutateAsync({ data: { vehicle_type_ids: values.vehicle_type_ids ?? [] } }),
            'Vehicle types saved',
          )
        }
      >
        <MultiSelectField<VehicleType>
          name="vehicle_type_ids"
          label="Vehicle types"
          items={vehicles}
          placeholder="No vehicle"
        />
        <SaveButton text="Save vehicle types" />
      </SettingsForm>
    </SettingsCard>
  );
}

function Catalogues({ profile }: { profile: HelperProfile }) {
  const tools = useListTools();
  const vehicles = useListVehicleTypes();
  if (tools.isPending || vehicles.isPending)
    return <SkeletonList rows={2} label="Loading specifications" />;
  if (tools.isError || vehicles.isError) {
    const failed = tools.isError ? tools : vehicles;
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
  return (
    <>
      <ToolsForm profile={profile} tools={tools.data.data} />
      <VehiclesForm profile={profile} vehicles={vehicles.data.data} />
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
