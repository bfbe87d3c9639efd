import { createHelperTimeOffBody } from '@/platform/api/generated/zod/time-off/time-off.zod';
import type { TimeOff } from '@/platform/api/generated/model';
import { db, type TimeOffRecord } from '../db';
import {
  isCurrent,
  memberTimeOff,
  notifyCrewTimeOff,
  timeOffErrors,
  timeOffOf,
  toTimeOffDates,
} from '../db/services/time-off';
import { forbidden, notFound, ok } from './lib/envelope';
import { parseId, requireEmployee, requireHelperArea } from './lib/guards';
import { http } from './lib/http';
import { parseBody, refuse } from './lib/validation';

/*
 * Contract tag `time-off` (7/8, beyond the spec; contract/README.md "Time off"): a helper's
 * days off, hers to list, add and remove; a company reads a member's dates (not the reason).
 * The rule that makes them count (a day on the order's branch clocks) and the checks of a new
 * entry are in db/services/time-off.ts; the acceptance guards in services/invitations.ts and
 * outsourcing.ts.
 */

const toTimeOff = (entry: TimeOffRecord): TimeOff => ({
  id: entry.id,
  start_date: entry.start_date,
  end_date: entry.end_date,
  reason: entry.reason,
});

/** Current and upcoming entries of a user, by start date. */
const currentOf = (userId: number) =>
  timeOffOf(db, userId).filter((entry) => isCurrent(entry, new Date()));

export const timeOffHandlers = [
  http.get('*/api/helper-profile/time-off', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    return ok(currentOf(user.id).map(toTimeOff));
  }),

  http.post('*/api/helper-profile/time-off', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    const body = await parseBody(request, createHelperTimeOffBody);
    refuse(timeOffErrors(db, user.id, body, new Date()));
    const reason = body.reason?.trim() || null;
    const entry = await db.insert('time_off', {
      user_id: user.id,
      start_date: body.start_date,
      end_date: body.end_date,
      reason,
      created_at: new Date().toISOString(),
    });
    // Jobs she accepted during it: their branches are told (crew_time_off).
    await notifyCrewTimeOff(db, entry, new Date());
    return ok(toTimeOff(entry), 'Time off added.');
  }),

  http.delete('*/api/helper-profile/time-off/:id', async ({ request, params }) => {
    const { user } = await requireHelperArea(request);
    const id = parseId(params.id);
    const entry = id === null ? undefined : db.findById('time_off', id);
    if (!entry) throw notFound('Time off');
    if (entry.user_id !== user.id) throw forbidden();
    db.time_off.deleteMany((q) => q.where({ id: entry.id }));
    // The branches told of it are told it is gone.
    await notifyCrewTimeOff(db, entry, new Date(), 'removed');
    return ok(null, 'Time off removed.');
  }),

  // A member's dates for the company: their user account's entries not over on the
  // branch's clocks (as Employee.time_off); none without an account.
  http.get('*/api/employees/:id/time-off', async ({ request, params }) => {
    const { employee } = requireEmployee(request, params.id);
    return ok(memberTimeOff(db, employee, new Date()).map(toTimeOffDates));
  }),
];
