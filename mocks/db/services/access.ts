import type { MockDb } from '../database';
import type { BranchRecord, UserRecord } from '../schema';

/** User types of the contract (UserType). */
export const USER_TYPE = { owner: 1, employee: 2, helper: 4, manager: 5 } as const;

/** Owners and managers run branches; helpers and employees do not. */
export function isCompanyManager(user: UserRecord): boolean {
  return (
    (user.type === USER_TYPE.owner || user.type === USER_TYPE.manager) && user.company_id != null
  );
}

/** Owner: every branch of the company. Manager: the branches assigned to them. */
export function canManageBranch(user: UserRecord, branch: BranchRecord): boolean {
  if (!isCompanyManager(user) || user.company_id !== branch.company_id) return false;
  return user.type === USER_TYPE.owner || user.branch_ids.includes(branch.id);
}

export function manageableBranches(db: MockDb, user: UserRecord): BranchRecord[] {
  if (!isCompanyManager(user)) return [];
  return db.branches
    .findMany((q) => q.where({ company_id: user.company_id ?? -1 }))
    .filter((branch) => canManageBranch(user, branch))
    .sort((a, b) => a.id - b.id);
}

/** Who receives a branch's notifications: everyone who can manage it. */
export function branchAudience(db: MockDb, branch: BranchRecord): UserRecord[] {
  return db.users
    .findMany((q) => q.where({ company_id: branch.company_id }))
    .filter((user) => canManageBranch(user, branch))
    .sort((a, b) => a.id - b.id);
}
