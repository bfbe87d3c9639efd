import { http } from './lib/http';
import type { RosterEntry } from '@/platform/api/generated/model';
import {
  listCompanyRosterQueryParams,
  setRosterStatusBody,
} from '@/platform/api/generated/zod/roster/roster.zod';
import {
  db,
  isCompanyManager,
  rosterService,
  type RosterEntryRecord,
  type UserRecord,
} from '../db';
import { notFound, ok, validationError } from './lib/envelope';
import { parseBody, parseQuery } from './lib/validation';
import { parseId, requireCompanyManager, requireUser, type RawId } from './lib/guards';

/*
 * Contract tag `roster` (7/8, not in the spec; contract/README.md "Roster"): the company's
 * favourite and blocked marketplace helpers, shared by every branch. Owners and managers of
 * the company; helpers 403. Keyed by the helper's user id.
 */

function toRosterEntry(entry: RosterEntryRecord): RosterEntry {
  const helper = db.findById('users', entry.helper_id);
  return {
    helper_id: entry.helper_id,
    status: entry.status,
    first_name: helper?.first_name ?? 'Former',
    last_name: helper?.last_name ?? 'helper',
    avatar_url: helper?.avatar_url ?? null,
    created_at: entry.created_at,
  };
}

/** 401, 404 unknown user (route-model binding), then 403 for anyone but the company's people. */
function requireRosterHelper(
  request: Request,
  raw: RawId,
): { user: UserRecord & { company_id: number }; helper: UserRecord } {
  requireUser(request);
  const id = parseId(raw);
  const helper = id === null ? undefined : db.findById('users', id);
  if (!helper) throw notFound('Helper');
  const user = requireCompanyManager(request);
  return { user: user as UserRecord & { company_id: number }, helper };
}

/**
 * removeFromRoster's guard: as requireRosterHelper, except that a helper who deleted her
 * account ("Former helper" on the list) is found by her entry on the caller's roster, so the
 * company can clear it (QA: it answered 404 for good). Anyone else unknown stays 404.
 */
function requireRemovableHelper(
  request: Request,
  raw: RawId,
): { user: UserRecord & { company_id: number }; helperId: number } {
  const caller = requireUser(request);
  const id = parseId(raw);
  const former =
    id !== null &&
    !db.findById('users', id) &&
    isCompanyManager(caller) &&
    caller.company_id != null &&
    rosterService.rosterEntry(db, caller.company_id, id) !== undefined;
  if (former) return { user: caller as UserRecord & { company_id: number }, helperId: id };
  const { user, helper } = requireRosterHelper(request, raw);
  return { user, helperId: helper.id };
}

const byName = (a: RosterEntry, b: RosterEntry) =>
  a.last_name.localeCompare(b.last_name) ||
  a.first_name.localeCompare(b.first_name) ||
  a.helper_id - b.helper_id;

export const rosterHandlers = [
  // listCompanyRoster: the company's entries by last name; `status` picks one list.
  http.get('*/api/company-roster', async ({ request }) => {
    const user = requireCompanyManager(request);
    const query = parseQuery(request, listCompanyRosterQueryParams);
    const entries = db.roster_entries
      .findMany((q) => q.where({ company_id: user.company_id ?? -1 }))
      .filter((e) => !query.status || e.status === query.status)
      .map(toRosterEntry)
      .sort(byName);
    return ok(entries);
  }),

  // setRosterStatus: favourite or blocked; blocking withdraws what is pending (the service).
  http.put('*/api/company-roster/:helperId', async ({ request, params }) => {
    const { user, helper } = requireRosterHelper(request, params.helperId);
    const body = await parseBody(request, setRosterStatusBody);
    if (!rosterService.isMarketplaceHelper(helper))
      throw validationError({ helper_id: ['Only marketplace helpers can be put on the roster.'] });
    const { entry, withdrawn } = await rosterService.setRosterStatus(db, {
      companyId: user.company_id,
      helperId: helper.id,
      status: body.status,
      setById: user.id,
    });
    const count = withdrawn
      ? withdrawn.order_invitations.length +
        withdrawn.branch_invitations.length +
        withdrawn.applications.length
      : 0;
    const message =
      body.status === 'favourite'
        ? 'Added to favourites.'
        : `Helper blocked. ${count} pending invitation${count === 1 ? '' : 's'} or application${count === 1 ? '' : 's'} withdrawn.`;
    return ok(toRosterEntry(entry), message);
  }),

  // removeFromRoster: unfavourite / unblock; 200 when she was on neither list, and for the
  // entry of a helper who deleted her account.
  http.delete('*/api/company-roster/:helperId', async ({ request, params }) => {
    const { user, helperId } = requireRemovableHelper(request, params.helperId);
    const removed = rosterService.removeFromRoster(db, user.company_id, helperId);
    return ok(null, removed ? 'Removed from the roster.' : 'Not on the roster.');
  }),
];
