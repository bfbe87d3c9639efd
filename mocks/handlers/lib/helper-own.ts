import type { EmployeeRecord } from '../../db';
import { validationError } from './envelope';

/** A company edits what it knows of a marketplace helper, not who she is (review of 2026-11-30). */
export const HELPER_OWN_DETAILS =
  "A marketplace helper's name, email, phone and photo are her own: she changes them in her profile.";

/**
 * Nor what she asks: her member price is her own rate, the one figure every answer gives for
 * her (README "One rate per helper", QA-215: the branch's $32.00 beside her $32.50).
 */
export const HELPER_OWN_RATE =
  "A marketplace helper's hourly rate is her own: she changes it in her profile.";

type OwnFields = Partial<
  Pick<EmployeeRecord, 'first_name' | 'last_name' | 'email' | 'phone' | 'price'>
> & { avatar?: unknown };

/**
 * 422 naming each field of hers a company's save would change, for a member who is a
 * marketplace helper with her account (one who deleted it is the branch's record alone).
 */
export function refuseHelperOwnChanges(employee: EmployeeRecord, body: OwnFields): void {
  if (!employee.is_helper || employee.user_id == null) return;
  const changed = (field: keyof OwnFields) =>
    body[field] !== undefined && (body[field] ?? null) !== (employee[field as never] ?? null);
  const errors: Record<string, string[]> = {};
  for (const field of ['first_name', 'last_name', 'email', 'phone'] as const)
    if (changed(field)) errors[field] = [HELPER_OWN_DETAILS];
  if (body.avatar !== undefined) errors.avatar = [HELPER_OWN_DETAILS];
  if (changed('price')) errors.price = [HELPER_OWN_RATE];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
