import { Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { SettingsForm, useSettingsServerCopy } from '../components/settings-form';
import { getGetHelperProfileQueryOptions, useUpdateHelperPosition } from '../api/endpoints';
import type { HelperProfile, PositionCode } from '@/platform/api/generated/model';
import { POSITION_LABELS } from '@/platform/format';
import { required, visibleError } from '@/platform/forms';
import { userUpdated } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { PositionIcon } from '@/platform/ui';
import { SaveButton } from '../components/form-actions';
import { ProfileGate } from '../components/profile-gate';
import { useProfileSave } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/** Spec section 3: 1 Driver, 2 Foreman, 3 Helper, 4 Foreman/Driver. */
const CODES: PositionCode[] = [1, 2, 3, 4];

type RoleValues = { positions: PositionCode[] };
const toRoleValues = (profile: HelperProfile): RoleValues => ({ positions: profile.positions });
const ROLE_LABELS = { positions: 'Positions' };

function PositionsField() {
  return (
    <Field<PositionCode[]> name="positions" validate={required}>
      {({ input, meta }) => {
        const chosen = Array.isArray(input.value) ? input.value : [];
        const error = visibleError(meta);
        const toggle = (code: PositionCode) =>
          input.onChange(
            chosen.includes(code)
              ? chosen.filter((c) => c !== code)
              : CODES.filter((c) => c === code || chosen.includes(c)),
          );
        return (
          <fieldset className="helper-settings__fieldset" aria-describedby="role-error">
            <legend className="bp6-label">Positions</legend>
            <div className="helper-settings__positions">
              {CODES.map((code) => (
                <label key={code} className="helper-settings__position">
                  <Checkbox
                    checked={chosen.includes(code)}
                    onChange={() => toggle(code)}
                    aria-label={POSITION_LABELS[code]}
                    style={{ margin: 0 }}
                  />
                  {/* 4 has no icon of its own (design): its label is enough. */}
                  {code !== 4 && <PositionIcon positions={[code]} size={24} />}
                  <span>{POSITION_LABELS[code]}</span>
                </label>
              ))}
            </div>
            {error && (
              <p id="role-error" className="helper-settings__error" role="alert">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    </Field>
  );
}

function RoleForm({ profile }: { profile: HelperProfile }) {
  const update = useUpdateHelperPosition();
  const save = useProfileSave();
  const dispatch = useAppDispatch();
  const [initialValues] = useState<RoleValues>(() => toRoleValues(profile));
  // Saved in another tab meanwhile: taken if left alone here, not put back (QA-185).
  const server = useSettingsServerCopy(
    profile,
    getGetHelperProfileQueryOptions,
    toRoleValues,
    ROLE_LABELS,
    'role',
  );
  return (
    <SettingsCard
      id="role-positions"
      title="Your role"
      description="The positions you work in. Companies invite you to jobs by position."
    >
      <SettingsForm<RoleValues>
        draftName="helper:role"
        what="your role"
        label="Your role"
        initialValues={initialValues}
        server={server}
        onSubmit={(values) =>
          save(async () => {
            const response = await update.mutateAsync({ data: { positions: values.positions } });
            // The header's positions follow at once, as its name does (review 53 M5).
            dispatch(userUpdated({ positions: response.data.positions }));
            return response;
          }, 'Your role saved')
        }
      >
        <PositionsField />
        <SaveButton />
      </SettingsForm>
    </SettingsCard>
  );
}

/** /helper/settings/role (Your role): positions with their icons. */
export function RolePage() {
  return (
    <SettingsLayout>
      <ProfileGate label="Loading your role">
        {(profile) => <RoleForm profile={profile} />}
      </ProfileGate>
    </SettingsLayout>
  );
}
