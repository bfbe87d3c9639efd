import type { MockDb } from '../database';
import type { EmployeeRecord, UserRecord } from '../schema';
import { USER_TYPE } from './access';

/** Why a member's email cannot be given manager access (422 on `is_manager`). */
export const NOT_A_MANAGER_EMAIL =
  'This email belongs to another account: it cannot be given manager access.';

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * Who may give or take Manager access (a member's `is_manager`): the company's owner alone
 * (spec sections 2 and 6: a manager without branches is told the owner must give access;
 * QA-184 H1 found a manager making others managers through the member form). A manager's
 * write that would change it is refused (403).
 */
export const mayChangeManagerAccess = (user: UserRecord) => user.type === USER_TYPE.owner;

function accountOf(db: MockDb, email: string | null | undefined): UserRecord | undefined {
  return email ? db.users.findMany((q) => q.where((u) => sameEmail(u.email, email)))[0] : undefined;
}

/**
 * Whether a member of `companyId` with this email may have manager access: nobody has the
 * address yet (a manager account is made), or it is a manager of this company already. Not a
 * marketplace helper (her account is hers, across companies), nor anyone else's account.
 */
export function canHaveManagerAccess(
  db: MockDb,
  companyId: number,
  employee: Pick<EmployeeRecord, 'email' | 'is_helper'>,
): boolean {
  if (employee.is_helper) return false;
  const account = accountOf(db, employee.email);
  return (
    account === undefined ||
    (account.type === USER_TYPE.manager && account.company_id === companyId)
  );
}

/**
 * A member's "Manager access" is a manager's login for the member's branch (QA 57 H3: the
 * switch gave nobody access). On: the member's email gets a manager account of the company
 * (type 5) if it has none, with the branch among its `branch_ids` (listManagers shows it); its
 * password is unset, so the first sign-in goes through "Forgot password?" (a code to that
 * email). Off, or the member removed: the branch leaves the account's `branch_ids` (a manager
 * left with none is told the owner must give access, spec section 4).
 */
export async function syncManagerAccess(
  db: MockDb,
  employee: EmployeeRecord,
  /** Whether the member had manager access before this change: only that access is taken back. */
  had: boolean,
  now = new Date().toISOString(),
): Promise<void> {
  const branch = db.findById('branches', employee.branch_id);
  if (!branch || employee.is_helper) return;
  const account = accountOf(db, employee.email);
  const on = employee.is_manager && employee.deleted_at == null;
  if (!on) {
    // A member who never had it takes nothing from a manager of the same email (review 57).
    if (!had) return;
    if (account?.type === USER_TYPE.manager && account.branch_ids.includes(branch.id))
      await db.patch('users', account.id, {
        branch_ids: account.branch_ids.filter((id) => id !== branch.id),
      });
    return;
  }
  if (!account) {
    await db.insert('users', {
      type: USER_TYPE.manager,
      email: employee.email ?? '',
      // Nobody can sign in with it: "Forgot password?" sets the first one.
      password: `unset:${crypto.randomUUID()}`,
      first_name: employee.first_name,
      last_name: employee.last_name,
      phone: employee.phone ?? null,
      avatar_url: employee.avatar_url ?? null,
      company_id: branch.company_id,
      branch_ids: [branch.id],
      created_at: now,
    });
    return;
  }
  if (
    account.type === USER_TYPE.manager &&
    account.company_id === branch.company_id &&
    !account.branch_ids.includes(branch.id)
  )
    await db.patch('users', account.id, { branch_ids: [...account.branch_ids, branch.id] });
}

/**
 * A member card (not a marketplace helper's) is linked (`user_id`) to the company's manager
 * account of its email, or to none: a member given Manager access in the demo is linked to the
 * login made for them, as the seeded demo manager's cards are (QA-184 H2, QA-191 3), so an
 * invitation to the card waits in that account's Helper view, and the demo's auto-answer
 * (members without an account) leaves it to them. A new email relinks it; run after
 * syncManagerAccess. Returns the card as it is now.
 */
export async function linkManagerAccount(
  db: MockDb,
  employee: EmployeeRecord,
): Promise<EmployeeRecord> {
  if (employee.is_helper || employee.deleted_at != null) return employee;
  const branch = db.findById('branches', employee.branch_id);
  const account = accountOf(db, employee.email);
  const linked =
    branch && account?.type === USER_TYPE.manager && account.company_id === branch.company_id
      ? account.id
      : null;
  return linked === employee.user_id
    ? employee
    : db.patch('employees', employee.id, { user_id: linked });
}
