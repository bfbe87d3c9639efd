import type { MockDb } from '../database';
import type { RosterEntryRecord, UserRecord } from '../schema';
import { USER_TYPE } from './access';
import { cancelInvitationByCompany } from './invitations';
import { isClosed, isLive, stamp, type ServiceOptions } from './orders';
import { rejectApplication } from './outsourcing';
import { rosterEntry, type RosterStatus } from './roster-status';

export * from './roster-status';

/*
 * The company's roster (7/8, beyond the spec): marketplace helpers a company marked favourite
 * or blocked, one entry per company and helper, shared by every branch. Favourites rank first
 * in crew matching (a client rule); a block leaves the helper out of everything the company
 * searches, is suggested or invites, and withdraws what is pending between them (`withdraw`).
 */

/** Only marketplace helpers (user type 4) go on a roster. */
export const isMarketplaceHelper = (user: UserRecord) => user.type === USER_TYPE.helper;

/** What a block withdrew, by kind (ids). */
export interface Withdrawn {
  order_invitations: number[];
  branch_invitations: number[];
  applications: number[];
}

/**
 * Withdraws what is pending between the company and the helper, through the same services
 * as the company's own actions (so orders recompute their status and realtime follows):
 *  - her PENDING order invitations on the company's active orders (any branch): cancelled;
 *    an accepted job stays (the company can cancel it from the crew page);
 *  - her pending invitations to join a branch of the company: cancelled;
 *  - her pending applications to the company's outsourcing offers: rejected.
 */
export async function withdraw(
  db: MockDb,
  companyId: number,
  helperId: number,
  options: ServiceOptions = {},
): Promise<Withdrawn> {
  const branchIds = new Set(
    db.branches.findMany((q) => q.where({ company_id: companyId })).map((b) => b.id),
  );
  const withdrawn: Withdrawn = { order_invitations: [], branch_invitations: [], applications: [] };
  const invitations = db.order_invitations.findMany((q) =>
    q.where((i) => i.user_id === helperId && i.status === 'pending' && branchIds.has(i.branch_id)),
  );
  for (const invitation of invitations) {
    const order = db.findById('orders', invitation.order_id);
    if (!order || isClosed(order) || !isLive(invitation)) continue;
    await cancelInvitationByCompany(db, invitation.id, options);
    withdrawn.order_invitations.push(invitation.id);
  }
  const branchInvitations = db.branch_invitations.findMany((q) =>
    q.where(
      (i) => i.helper_id === helperId && i.status === 'pending' && branchIds.has(i.branch_id),
    ),
  );
  for (const invitation of branchInvitations) {
    await db.patch('branch_invitations', invitation.id, {
      status: 'cancelled',
      updated_at: stamp(options),
    });
    withdrawn.branch_invitations.push(invitation.id);
  }
  const offerIds = new Set(
    db.outsource_offers
      .findMany((q) => q.where((o) => branchIds.has(o.branch_id)))
      .map((o) => o.id),
  );
  const applications = db.offer_applications.findMany((q) =>
    q.where((a) => a.helper_id === helperId && a.status === 'pending' && offerIds.has(a.offer_id)),
  );
  for (const application of applications) {
    await rejectApplication(db, application.id, options);
    withdrawn.applications.push(application.id);
  }
  return withdrawn;
}

/**
 * Sets the helper's status on the company's roster (a new status replaces the old; its
 * `created_at` is when it got this status). Blocking withdraws what is pending (`withdraw`).
 */
export async function setRosterStatus(
  db: MockDb,
  input: { companyId: number; helperId: number; status: RosterStatus; setById: number | null },
  options: ServiceOptions = {},
): Promise<{ entry: RosterEntryRecord; withdrawn: Withdrawn | null }> {
  const existing = rosterEntry(db, input.companyId, input.helperId);
  let entry: RosterEntryRecord;
  if (existing?.status === input.status) entry = existing;
  else if (existing)
    entry = await db.patch('roster_entries', existing.id, {
      status: input.status,
      set_by_id: input.setById,
      created_at: stamp(options),
    });
  else
    entry = await db.insert('roster_entries', {
      company_id: input.companyId,
      helper_id: input.helperId,
      status: input.status,
      set_by_id: input.setById,
      created_at: stamp(options),
    });
  const withdrawn =
    input.status === 'blocked'
      ? await withdraw(db, input.companyId, input.helperId, options)
      : null;
  return { entry, withdrawn };
}

/** Takes the helper off the company's roster (unfavourite, unblock); false when she was not on it. */
export function removeFromRoster(db: MockDb, companyId: number, helperId: number): boolean {
  const existing = rosterEntry(db, companyId, helperId);
  if (!existing) return false;
  db.roster_entries.delete((q) => q.where({ id: existing.id }));
  return true;
}
