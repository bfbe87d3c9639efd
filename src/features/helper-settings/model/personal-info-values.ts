import type { HelperPersonalInfoRequest, HelperProfile } from '@/platform/api/generated/model';
import { composeValidators, emailRule, maxLength, phoneRule, required } from '@/platform/forms';

/** Contract limits (HelperPersonalInfoRequest). */
export const PERSONAL_LIMITS = { nameMax: 60 } as const;

export type PersonalInfoValues = {
  first_name: string;
  last_name: string;
  /** The 10 digits (the masked field emits the raw slots). */
  phone?: string;
  email: string;
  /** A newly cropped picture as a data URL; absent keeps the current one. */
  avatar?: string;
};

export const personalRules = {
  name: composeValidators(required, maxLength(PERSONAL_LIMITS.nameMax)),
  phone: phoneRule(),
  email: emailRule(),
};

export function personalInfoToValues(profile: HelperProfile): PersonalInfoValues {
  const info = profile.personal_info;
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    phone: info.phone ?? undefined,
    email: info.email,
  };
}

export function toPersonalInfoPayload(values: PersonalInfoValues): HelperPersonalInfoRequest {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone ?? '',
    email: values.email.trim(),
    ...(values.avatar ? { avatar: values.avatar } : {}),
  };
}
