import type { MockDb } from '../database';
import type { RosterEntryRecord } from '../schema';

/*
 * Reads of the company's roster (7/8), kept apart from its writes (roster.ts) so the services
 * the writes use (outsourcing) can ask "is she blocked?" without an import cycle.
 */

export type RosterStatus = RosterEntryRecord['status'];

export function rosterEntry(
  db: MockDb,
  companyId: number,
  helperId: number,
): RosterEntryRecord | undefined {
  return db.roster_entries.findFirst((q) =>
    q.where({ company_id: companyId, helper_id: helperId }),
  );
}

/** The helper's place on the company's roster; null when on neither list (or no account). */
export function rosterStatusOf(
  db: MockDb,
  companyId: number,
  userId: number | null | undefined,
): RosterStatus | null {
  if (userId == null) return null;
  return rosterEntry(db, companyId, userId)?.status ?? null;
}

export function isBlocked(db: MockDb, companyId: number, userId: number | null | undefined) {
  return rosterStatusOf(db, companyId, userId) === 'blocked';
}

/** The user ids the company blocked (one read for a whole list). */
export function blockedHelperIds(db: MockDb, companyId: number): Set<number> {
  return new Set(
    db.roster_entries
      .findMany((q) => q.where({ company_id: companyId, status: 'blocked' }))
      .map((e) => e.helper_id),
  );
}

/** The company behind an outsourcing offer blocked this helper (she no longer sees its offers). */
export function offerBlocksHelper(
  db: MockDb,
  offer: { branch_id: number },
  helperId: number,
): boolean {
  const branch = db.findById('branches', offer.branch_id);
  return branch ? isBlocked(db, branch.company_id, helperId) : false;
}
