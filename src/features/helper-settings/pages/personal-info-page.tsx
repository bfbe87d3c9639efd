import { useState } from 'react';
import { useField } from 'react-final-form';
import { getGetHelperProfileQueryOptions, useUpdateHelperPersonalInfo } from '../api/endpoints';
import type { HelperProfile } from '@/platform/api/generated/model';
import { PhoneField, TextField } from '@/platform/forms';
import { userUpdated } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { LazyAvatarCropper, encodeAvatar } from '@/platform/widgets';
import { SaveButton } from '../components/form-actions';
import { ProfileGate } from '../components/profile-gate';
import { SettingsForm, useSettingsServerCopy } from '../components/settings-form';
import { useProfileSave } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';
import {
  personalInfoToValues,
  personalRules,
  toPersonalInfoPayload,
  type PersonalInfoValues,
} from '../model/personal-info-values';

const PERSONAL_INFO_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'Email',
};

/**
 * The cropper's every crop becomes the form's `avatar`: `encodeAvatar`'s data URL (WebP, at most
 * 512 px), as the branch and team member forms send theirs.
 */
function AvatarField({ currentUrl }: { currentUrl: string | null }) {
  const { input, meta } = useField<string | undefined>('avatar', {
    subscription: { value: true, submitError: true },
  });
  return (
    <div className="helper-settings__avatar">
      <LazyAvatarCropper
        currentUrl={currentUrl}
        // No `image`: the cropper's own button chooses the file; dropping it keeps the old one.
        onImageChange={(next) => {
          if (!next) input.onChange(undefined);
        }}
        onCrop={(canvas) => input.onChange(encodeAvatar(canvas))}
        alt="Your picture"
        chooseLabel="Choose a picture"
      />
      {typeof meta.submitError === 'string' && (
        <p className="helper-settings__error" role="alert">
          {meta.submitError}
        </p>
      )}
    </div>
  );
}

function PersonalInfoForm({ profile }: { profile: HelperProfile }) {
  const update = useUpdateHelperPersonalInfo();
  const save = useProfileSave();
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() => personalInfoToValues(profile));
  // Saved in another tab or on another device meanwhile, a field left alone here takes
  // that value, on the page's next read or the one right before Save (QA helper-97).
  const server = useSettingsServerCopy(
    profile,
    getGetHelperProfileQueryOptions,
    personalInfoToValues,
    PERSONAL_INFO_LABELS,
    'personal info',
  );
  const onSubmit = (values: PersonalInfoValues) =>
    save(async () => {
      const response = await update.mutateAsync({ data: toPersonalInfoPayload(values) });
      const info = response.data.personal_info;
      // The header's name and picture follow at once.
      dispatch(
        userUpdated({
          first_name: info.first_name,
          last_name: info.last_name,
          avatar_url: info.avatar_url,
        }),
      );
      return response;
    }, 'Personal info saved');

  return (
    <SettingsForm<PersonalInfoValues>
      draftName="helper:personal-info"
      what="your personal info"
      label="Personal info"
      initialValues={initialValues}
      onSubmit={onSubmit}
      server={server}
    >
      <SettingsCard id="personal-picture" title="Picture">
        <AvatarField currentUrl={profile.personal_info.avatar_url} />
      </SettingsCard>
      <SettingsCard id="personal-details" title="Personal info">
        <div className="helper-settings__grid">
          <TextField
            name="first_name"
            label="First name"
            autoComplete="given-name"
            validate={personalRules.name}
          />
          <TextField
            name="last_name"
            label="Last name"
            autoComplete="family-name"
            validate={personalRules.name}
          />
          <PhoneField
            name="phone"
            label="Phone"
            autoComplete="tel-national"
            validate={personalRules.phone}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            validate={personalRules.email}
          />
        </div>
        <SaveButton />
      </SettingsCard>
    </SettingsForm>
  );
}

/** /helper/settings/personal-info: name, picture, phone and email. */
export function PersonalInfoPage() {
  return (
    <SettingsLayout>
      <ProfileGate label="Loading personal info">
        {(profile) => <PersonalInfoForm profile={profile} />}
      </ProfileGate>
    </SettingsLayout>
  );
}
