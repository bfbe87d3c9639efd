import {
  composeValidators,
  emailRule,
  HOURLY_RATE_DOLLARS,
  hourlyRateRule,
  maxLength,
  phoneRule,
  required,
  type Validator,
} from '@/platform/forms';
import type { Employee } from '@/platform/api/generated/model';
import { MIN_CROP_SIZE } from '@/platform/widgets/crop';

/**
 * EmployeeCreateRequest limits (contract/openapi.yaml). The price is typed in dollars: the
 * contract README's hourly-rate bounds for employees, $1 to $1,000 (100..100000 cents).
 */
export const MEMBER_LIMITS = {
  nameMax: 60,
  priceMin: HOURLY_RATE_DOLLARS.min,
  priceMax: HOURLY_RATE_DOLLARS.max,
} as const;

/** The member form's own rule (spec section 5 leaves product rules "not shown"). */
export const MEMBER_MESSAGES = {
  imageTooSmall: `The image must be at least ${MIN_CROP_SIZE} x ${MIN_CROP_SIZE} px`,
  /** Under a manager's fixed Manager access switch (QA-184 H1). */
  managerAccessOwnerOnly: 'Only the company owner can give or take manager access.',
  /** Under a manager's fixed email of another member with Manager access (QA-191). */
  managerEmailOwnerOnly:
    'Only the company owner can change the email of a member with manager access: it is their login.',
  /** Under a manager's fixed email on her own member card (QA-191). */
  ownLoginEmail:
    'This is your login email: change it in your Personal info (Helper view, Settings).',
  /** In place of Remove member for a manager, on a member with Manager access (QA-191). */
  removeOwnerOnly: 'Only the company owner can remove a member with manager access.',
} as const;

type Viewer = { id: number; email: string; isManager: boolean } | null | undefined;
type ManagerMember = Pick<Employee, 'is_manager' | 'user_id' | 'email'>;

const sameEmail = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A member with Manager access signs in with their email, so for a manager (not the owner)
 * it is fixed (QA-191: she moved another manager's login): why, or undefined when editable.
 * Her own card's is hers to change in her account, not here.
 */
export function fixedEmailNote(member: ManagerMember, viewer: Viewer): string | undefined {
  if (!viewer?.isManager || !member.is_manager) return undefined;
  return member.user_id === viewer.id || sameEmail(member.email, viewer.email)
    ? MEMBER_MESSAGES.ownLoginEmail
    : MEMBER_MESSAGES.managerEmailOwnerOnly;
}

/** Removing a member with Manager access takes a manager's login: the owner's alone (QA-191). */
export const mayRemoveMember = (member: Pick<Employee, 'is_manager'>, viewer: Viewer) =>
  !(viewer?.isManager && member.is_manager);

/** The spec's generic messages (platform/forms), one per field. */
export const memberRules = {
  name: composeValidators(required, maxLength(MEMBER_LIMITS.nameMax)),
  email: emailRule(),
  phone: phoneRule(),
  positions: required,
  price: hourlyRateRule(),
} satisfies Record<string, Validator>;
