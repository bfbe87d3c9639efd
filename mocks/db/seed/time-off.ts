import { addDays, zonedDate, zonedInstant } from '@/platform/format/zone';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedContext } from './context';

/*
 * Time off (7/8, beyond the spec): Maria Lopez (helper@demo.test) has one day off and a
 * three-day range ahead of the anchor, so work settings, her calendar, the invitable lists
 * and the team member page have something to show. The days are ones no job of hers and no
 * open offer touches (a day either side, for the zones), so every Accept or Take the demo
 * offers her still works. Last step of the seed: nothing before it changes. (The dispatch
 * showcase gives another helper of the board the board's day off: seed/dispatch.ts.)
 */

const ZONE = 'America/Chicago';
const MARGIN_MS = 4 * 3_600_000;
/*
 * Where the entries may start, in days from the anchor: next week, and five weeks out. Kept
 * clear of the days the handler tests book Maria on (10-12, 15-20, 25-26, 30 days out...).
 */
const DAY_OFFSETS = [5, 8] as const;
const RANGE_OFFSETS = [33, 36] as const;

export async function seedTimeOff(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  if (!maria) return;
  const hers = new Set(
    [
      ...db.order_invitations
        .findMany((q) => q.where({ user_id: maria.id }))
        .filter((i) => i.status === 'pending' || i.status === 'accepted')
        .map((i) => i.order_id),
      ...db.outsource_offers
        .all()
        .filter((o) => o.status === 'open')
        .map((o) => o.order_id),
    ].filter((id) => id != null),
  );
  const windows = [...hers]
    .map((id) => db.findById('orders', id))
    .filter((o) => o != null && o.cancelled_at == null)
    .map((o) => ({ from: Date.parse(o!.start_at), to: Date.parse(o!.end_at) }));
  // A few hours either side of the Chicago day covers the other US zones' days.
  const free = (date: string) => {
    const from = zonedInstant(date, '00:00', ZONE).getTime() - MARGIN_MS;
    const to = zonedInstant(addDays(date, 1), '00:00', ZONE).getTime() + MARGIN_MS;
    return !windows.some((w) => w.from < to && from < w.to);
  };
  const today = zonedDate(ctx.now, ZONE);
  const firstFree = ([from, last]: readonly [number, number], days: number) => {
    for (let offset = from; offset <= last; offset++) {
      const start = addDays(today, offset);
      if (Array.from({ length: days }, (_, i) => addDays(start, i)).every(free)) return start;
    }
    return undefined;
  };
  const day = firstFree(DAY_OFFSETS, 1);
  const range = firstFree(RANGE_OFFSETS, 3);
  const created_at = new Date(ctx.now.getTime() - 2 * 24 * 3_600_000).toISOString();
  if (day)
    await db.insert('time_off', {
      user_id: maria.id,
      start_date: day,
      end_date: day,
      reason: "My sister's wedding",
      created_at,
    });
  if (range)
    await db.insert('time_off', {
      user_id: maria.id,
      start_date: range,
      end_date: addDays(range, 2),
      reason: null,
      created_at,
    });
}
