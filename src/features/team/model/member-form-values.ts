import type { SubmissionErrors } from 'final-form';
import { notDoneMessage, parseDollars, submitErrorsFor } from '@/platform/forms';
import type {
  Employee,
  EmployeeCreateRequest,
  EmployeeUpdateRequest,
  PositionCode,
} from '@/platform/api/generated/model';
import { centsToUnits, nationalDigits, unitsToCents } from '@/platform/format';

/**
 * What the member form holds: text as typed (the price in dollars, a string until submit),
 * the phone as its 10 digits, the status as the switch's boolean. `avatar`: undefined keeps
 * the current picture, a data URL replaces it, null removes it.
 */
export type MemberFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  positions: PositionCode[];
  price: string;
  active: boolean;
  is_manager: boolean;
  avatar?: string | null;
  /** Set while the chosen image is too small to crop (blocks saving; never sent). */
  avatar_too_small?: boolean;
};

export function emptyMemberValues(position?: PositionCode): MemberFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    positions: position ? [position] : [],
    price: '',
    active: true,
    is_manager: false,
  };
}

export function memberToValues(member: Employee): MemberFormValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email ?? '',
    phone: nationalDigits(member.phone ?? ''),
    positions: [...member.positions],
    price: centsToUnits(member.price).toFixed(2),
    active: member.status === 1,
    is_manager: member.is_manager,
  };
}

/** The form's fields, in its order: what a notice of someone else's changes names. */
export const MEMBER_FIELD_LABELS: Readonly<Record<string, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  positions: 'Positions',
  price: 'Hourly price',
  active: 'Status',
  is_manager: 'Manager access',
};

/**
 * The request body of Edit member (a full replace): dollars to cents, phone digits.
 * `managerAccess` false (a manager saving: only the owner gives or takes Manager access,
 * QA-184 H1): `is_manager` is left out, which keeps the member's as it is on the server.
 */
export function toUpdatePayload(
  values: MemberFormValues,
  managerAccess = true,
): EmployeeUpdateRequest {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: nationalDigits(values.phone),
    positions: values.positions,
    price: unitsToCents(parseDollars(values.price)),
    status: values.active ? 1 : 0,
    ...(managerAccess ? { is_manager: values.is_manager } : {}),
    ...(values.avatar !== undefined ? { avatar: values.avatar } : {}),
  };
}

/**
 * The request body of Add member: the same fields, in the branch; no picture is sent as none
 * (nor, for a manager, `is_manager`: left out, the member has none).
 */
export function toCreatePayload(
  values: MemberFormValues,
  branchId: number,
  managerAccess = true,
): EmployeeCreateRequest {
  const { avatar, ...fields } = toUpdatePayload(values, managerAccess);
  return { branch_id: branchId, ...fields, ...(avatar ? { avatar } : {}) };
}

/** API field -> form field, where they differ. */
const FIELD_OF_API: Record<string, keyof MemberFormValues> = { status: 'active' };
const FORM_FIELDS = new Set<string>([
  'first_name',
  'last_name',
  'email',
  'phone',
  'positions',
  'price',
  'active',
  'is_manager',
  'avatar',
]);

/**
 * A failed save as final-form submit errors (submitErrorsFor): a 422's messages on the fields
 * they name ('positions.0' on positions, `status` on the switch), anything else (branch_id...)
 * above the form, and any other failure above the form too, saying the entries are kept (a
 * plan refusal a plan notice on screen shows: nowhere else). `sent` false: it failed in the read
 * before the write, so a read with no answer says the member was not saved.
 */
export function toMemberSubmitErrors(error: unknown, sent = true): SubmissionErrors {
  return submitErrorsFor(
    error,
    (key) => {
      const base = key.split('.')[0]!;
      const field = FIELD_OF_API[base] ?? base;
      return FORM_FIELDS.has(field) ? field : undefined;
    },
    notDoneMessage('the member'),
    ['the member', 'saved'],
    sent,
  );
}
