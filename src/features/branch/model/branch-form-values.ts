import type { SubmissionErrors } from 'final-form';
import type {
  BranchCreateRequest,
  BranchDetail,
  BranchUpdateRequest,
  ServingArea,
} from '@/platform/api/generated/model';
import { nationalDigits } from '@/platform/format';
import {
  composeValidators,
  deepEqual,
  submitErrorsFor,
  maxLength,
  phoneRule,
  required,
  type Validator,
  notDoneMessage,
} from '@/platform/forms';
import { MIN_CROP_SIZE } from '@/platform/widgets';

/** BranchCreateRequest limits (contract/openapi.yaml); city has none there, 120 as orders. */
export const BRANCH_LIMITS = {
  nameMax: 120,
  addressMax: 255,
  cityMax: 120,
} as const;

/**
 * The picture part of the form. `image` is a newly chosen file (data URL) being cropped,
 * `crop` the crop to send (a data URL), `tooSmall` set when the chosen image cannot give a
 * 100 x 100 crop, `remove` asks to drop the current picture (edit only).
 */
export type AvatarValue = {
  image: string | null;
  crop: string | null;
  tooSmall: boolean;
  remove: boolean;
};

export const NO_AVATAR_CHANGE: AvatarValue = {
  image: null,
  crop: null,
  tooSmall: false,
  remove: false,
};

/** What the form holds: text as typed, the phone as its 10 digits, the chosen areas. */
export type BranchFormValues = {
  name: string;
  phone: string;
  address: string;
  city: string;
  state_initials: string;
  serving_areas: ServingArea[];
  avatar: AvatarValue;
};

export const BRANCH_MESSAGES = {
  imageTooSmall: `The image must be at least ${MIN_CROP_SIZE} x ${MIN_CROP_SIZE} px`,
  generalFailure: notDoneMessage('the branch'),
} as const;

/** The spec's generic messages (section 5); the picture rule says what is wrong. */
export const branchRules = {
  name: composeValidators(required, maxLength(BRANCH_LIMITS.nameMax)),
  phone: phoneRule(),
  address: composeValidators(required, maxLength(BRANCH_LIMITS.addressMax)),
  city: composeValidators(required, maxLength(BRANCH_LIMITS.cityMax)),
  state: required,
  avatar: ((value: AvatarValue | undefined) =>
    value?.tooSmall ? BRANCH_MESSAGES.imageTooSmall : undefined) as Validator,
} satisfies Record<string, Validator>;

export function emptyBranchValues(): BranchFormValues {
  return {
    name: '',
    phone: '',
    address: '',
    city: '',
    state_initials: '',
    serving_areas: [],
    avatar: NO_AVATAR_CHANGE,
  };
}

/** An existing branch as form values; its serving areas are loaded by the caller. */
export function branchToValues(branch: BranchDetail, areas: ServingArea[]): BranchFormValues {
  const byId = new Map(areas.map((area) => [area.id, area]));
  return {
    name: branch.name,
    phone: nationalDigits(branch.phone),
    address: branch.address,
    city: branch.city,
    state_initials: branch.state_initials,
    // In the branch's order; an id the catalogue no longer has cannot be shown or kept.
    serving_areas: branch.serving_area_ids.flatMap((id) => {
      const area = byId.get(id);
      return area ? [area] : [];
    }),
    avatar: NO_AVATAR_CHANGE,
  };
}

const areaIds = (areas: readonly ServingArea[]) => areas.map((area) => area.id);

/** The form's fields as Edit branch's notice of someone else's changes names them. */
export const BRANCH_FIELD_LABELS = {
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state_initials: 'State',
  serving_areas: 'Serving areas',
} as const;

/** Text as it is saved (trimmed); a list of counties as the set of their ids. */
function asSaved(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value))
    return value.map((item) => (item as Partial<ServingArea>)?.id ?? item).sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asSaved(item)]));
  return value;
}

/**
 * Whether two branch values are one as saved (useServerCopy's `same`): the counties picked in
 * another order, or a name with a space the save trims, are no change of anyone's.
 */
export const sameBranchValues = (a: unknown, b: unknown) => deepEqual(asSaved(a), asSaved(b));

/** POST company-branches: trimmed text, phone digits, area ids, the crop if there is one. */
export function toCreatePayload(values: BranchFormValues): BranchCreateRequest {
  return {
    name: values.name.trim(),
    phone: nationalDigits(values.phone),
    address: values.address.trim(),
    city: values.city.trim(),
    state_initials: values.state_initials,
    serving_area_ids: areaIds(values.serving_areas),
    ...(values.avatar.crop ? { avatar: values.avatar.crop } : {}),
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/**
 * POST company-branches/{id} is partial: only what differs from the branch is sent (so an
 * edit never overwrites a change made elsewhere to a field this form left alone). A new crop
 * replaces the picture; `remove` sends null.
 */
export function toUpdatePayload(
  values: BranchFormValues,
  branch: BranchDetail,
): BranchUpdateRequest {
  const next = toCreatePayload(values);
  const payload: BranchUpdateRequest = {};
  if (next.name !== branch.name) payload.name = next.name;
  if (next.phone !== nationalDigits(branch.phone)) payload.phone = next.phone;
  if (next.address !== branch.address) payload.address = next.address;
  if (next.city !== branch.city) payload.city = next.city;
  if (next.state_initials !== branch.state_initials) payload.state_initials = next.state_initials;
  if (!sameIds(next.serving_area_ids ?? [], branch.serving_area_ids))
    payload.serving_area_ids = next.serving_area_ids;
  if (values.avatar.crop) payload.avatar = values.avatar.crop;
  else if (values.avatar.remove && branch.avatar_url) payload.avatar = null;
  return payload;
}

/** API field -> form field (the request's names, except the area ids and the picture). */
const FIELD_OF_API: Record<string, keyof BranchFormValues> = {
  name: 'name',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state_initials: 'state_initials',
  serving_area_ids: 'serving_areas',
  avatar: 'avatar',
};

/**
 * A failed save as final-form submit errors (submitErrorsFor): a 422's messages on their fields
 * (`serving_area_ids.2` on the areas field), anything without a field (latitude...) above the
 * form, and any other failure above the form too, saying the entries are kept (a plan refusal
 * a plan notice on screen shows: nowhere else). `sent` false: Edit's read before its write
 * failed, so nothing was sent.
 */
export function toBranchSubmitErrors(error: unknown, sent = true): SubmissionErrors {
  return submitErrorsFor(
    error,
    (key) => FIELD_OF_API[key.split('.')[0]!],
    BRANCH_MESSAGES.generalFailure,
    ['the branch', 'saved'],
    sent,
  );
}
