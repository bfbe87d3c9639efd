import {
  addDays,
  branchTimeZone,
  zoneAbbreviation,
  zonedDate,
  zonedInstant,
} from '@/platform/format/zone';
import { daysPhrase, formatTime } from '@/platform/format/date';
import type { MockDb } from '../database';
import type { OrderRecord, TimeOffRecord } from '../schema';
import type { Person } from './availability';
import { notifyBranches } from './notifications';
import { isClosed, memberName } from './orders';

/*
 * Time off (7/8, beyond the spec; contract/README.md "Time off"): a helper marks days off,
 * start_date..end_date (both included). A day off is a date on the clocks of the order's
 * branch (Branch.timezone): an order's window [start_at, end_at) clashes when it overlaps
 * [start_date 00:00, end_date + 1 00:00) in that zone. So a job 23:00-01:00 in Chicago that
 * starts the evening before a day off clashes (its last hour is on the day), and the same
 * instants booked by a New York branch fall on other dates. Time off belongs to the person's
 * user account (a marketplace helper is one person in every branch); an employee without an
 * account keeps none.
 */

export interface DateRange {
  start_date: string;
  end_date: string;
}

type Window = Pick<OrderRecord, 'start_at' | 'end_at'>;

/** The instants a range of days covers on `timeZone`'s clocks: [from, to) in ms. */
export function offInterval(range: DateRange, timeZone: string): { from: number; to: number } {
  return {
    from: zonedInstant(range.start_date, '00:00', timeZone).getTime(),
    to: zonedInstant(addDays(range.end_date, 1), '00:00', timeZone).getTime(),
  };
}

/** Whether the window [start_at, end_at) touches one of the days off on `timeZone`'s clocks. */
export function clashes(range: DateRange, window: Window, timeZone: string): boolean {
  const { from, to } = offInterval(range, timeZone);
  return Date.parse(window.start_at) < to && from < Date.parse(window.end_at);
}

/** The zone whose clocks say an order's dates: its branch's. */
export function orderTimeZone(db: MockDb, order: Pick<OrderRecord, 'branch_id'>): string {
  return branchTimeZone(db.findById('branches', order.branch_id));
}

/**
 * A time on the order's branch clocks with the zone named ('7:59 am CST'): a notification's
 * text is written once, for readers in any zone (the app says the zone beside a job's times
 * only when it is not the reader's; stored text cannot know who reads it).
 */
export function orderClock(
  db: MockDb,
  order: Pick<OrderRecord, 'branch_id'>,
  instant: string,
): string {
  const zone = orderTimeZone(db, order);
  return `${formatTime(instant, zone)} ${zoneAbbreviation(instant, zone)}`;
}

/** The user whose time off counts for a person: theirs, or their employee record's. */
function userOf(db: MockDb, person: Person): number | null {
  if (person.user_id != null) return person.user_id;
  if (person.employee_id == null) return null;
  return db.findById('employees', person.employee_id)?.user_id ?? null;
}

const byStart = (a: TimeOffRecord, b: TimeOffRecord) =>
  a.start_date.localeCompare(b.start_date) || a.id - b.id;

/** A user's entries, by start date. */
export function timeOffOf(db: MockDb, userId: number): TimeOffRecord[] {
  return db.time_off.findMany((q) => q.where({ user_id: userId })).sort(byStart);
}

/**
 * Who is off during `order` (on its branch's clocks): user id -> the earliest clashing entry.
 * One pass over the entries, so a list of people costs the same.
 */
export function timeOffIndex(
  db: MockDb,
  order: Window & Pick<OrderRecord, 'branch_id'>,
): Map<number, TimeOffRecord> {
  const zone = orderTimeZone(db, order);
  const index = new Map<number, TimeOffRecord>();
  // A copy: `all()` is the collection's own array, and sorting it in place moved records
  // under the id index (review H2: another tab's deletion then missed its record).
  for (const entry of [...db.time_off.all()].sort(byStart))
    if (!index.has(entry.user_id) && clashes(entry, order, zone)) index.set(entry.user_id, entry);
  return index;
}

/** The person's time off that clashes with `order`, if any. */
export function offDuring(
  db: MockDb,
  person: Person,
  order: Window & Pick<OrderRecord, 'branch_id'>,
): TimeOffRecord | undefined {
  const userId = userOf(db, person);
  if (userId == null) return undefined;
  const zone = orderTimeZone(db, order);
  return timeOffOf(db, userId).find((entry) => clashes(entry, order, zone));
}

/** The entry of a user that includes `date` ('YYYY-MM-DD'), if any (the dispatch board's day). */
export function offOn(db: MockDb, userId: number, date: string): TimeOffRecord | undefined {
  return timeOffOf(db, userId).find((e) => e.start_date <= date && date <= e.end_date);
}

/**
 * A member's entries that are not over on the clocks of their branch (ending today or later
 * there), by start: what the company reads (the member's list; Employee.time_off, the first).
 */
export function memberTimeOff(
  db: MockDb,
  member: { user_id: number | null; branch_id: number },
  now: Date,
): TimeOffRecord[] {
  if (member.user_id == null) return [];
  const today = zonedDate(now, branchTimeZone(db.findById('branches', member.branch_id)));
  return timeOffOf(db, member.user_id).filter((entry) => entry.end_date >= today);
}

/** A member's time off under way or next (Employee.time_off): entries never overlap. */
export const nextTimeOff = (
  db: MockDb,
  member: { user_id: number | null; branch_id: number },
  now: Date,
): TimeOffRecord | undefined => memberTimeOff(db, member, now)[0];

/** What a branch is told of a change of time off over a job (`crew_time_off`). */
const CREW_TIME_OFF_TEXTS = {
  added: (name: string, days: string, number: number) => ({
    title: `${name} has time off ${days}, during order #${number}`,
    body: 'They are still on the crew: ask them, or invite someone else from the crew page.',
  }),
  removed: (name: string, days: string, number: number) => ({
    title: `${name} removed their time off ${days}, during order #${number}`,
    body: 'They are on the crew as before.',
  }),
};

/**
 * An entry added or removed over jobs she accepted and that have not started: each job's
 * branch is told, once per job (`crew_time_off`, 7/8). Time off leaves her on the crew, so the
 * job would be short unless someone asks her or invites someone else; its removal says she is
 * back (QA 2026-12-04: the company's activity kept "has time off" as the last word). The
 * notification opens the job's crew page. Never the reason.
 */
export async function notifyCrewTimeOff(
  db: MockDb,
  entry: TimeOffRecord,
  now: Date,
  change: keyof typeof CREW_TIME_OFF_TEXTS = 'added',
): Promise<void> {
  const events = db.order_invitations
    .findMany((q) => q.where({ user_id: entry.user_id, status: 'accepted' }))
    .flatMap((invitation) => {
      const order = db.findById('orders', invitation.order_id);
      if (!order || isClosed(order) || Date.parse(order.start_at) <= now.getTime()) return [];
      if (!clashes(entry, order, orderTimeZone(db, order))) return [];
      const name = memberName(db, invitation.employee_id);
      return [
        {
          branch_id: order.branch_id,
          kind: 'crew_time_off' as const,
          ...CREW_TIME_OFF_TEXTS[change](name, daysPhrase(entry), order.number),
          order_id: order.id,
          created_at: now.toISOString(),
        },
      ];
    });
  if (events.length > 0) await notifyBranches(db, events);
}

/** What a company sees of an entry: the dates, never the reason. */
export const toTimeOffDates = (entry: DateRange): DateRange => ({
  start_date: entry.start_date,
  end_date: entry.end_date,
});

/** "Maria Lopez is off on that day." (the 422 on start_at when someone accepts for her). */
export const offMessage = (name: string) => `${name} is off on that day.`;

/** The helper's own wording. */
export const OFF_SELF_MESSAGE = 'You are off on that day.';

/** The longest entry, in days (both ends included). */
export const MAX_TIME_OFF_DAYS = 60;

/** An entry ending before this date (UTC yesterday) is over on every US clock. */
export const pastBefore = (now: Date) => addDays(now.toISOString().slice(0, 10), -1);

/** Whether an entry is still listed: it ends on or after `pastBefore(now)`. */
export const isCurrent = (entry: DateRange, now: Date) => entry.end_date >= pastBefore(now);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The rules of a new entry, as field errors (empty when it may be added): end not before
 * start, at most MAX_TIME_OFF_DAYS days, not already over, no overlap with her other entries.
 */
export function timeOffErrors(
  db: MockDb,
  userId: number,
  range: DateRange,
  now: Date,
): Record<string, string[]> {
  if (range.end_date < range.start_date)
    return { end_date: ['The end date must be on or after the start date.'] };
  if (daysBetween(range.start_date, range.end_date) + 1 > MAX_TIME_OFF_DAYS)
    return { end_date: [`Time off can be at most ${MAX_TIME_OFF_DAYS} days at a time.`] };
  if (!isCurrent(range, now)) return { end_date: ['These dates are already over.'] };
  const overlap = timeOffOf(db, userId).find(
    (e) => e.start_date <= range.end_date && range.start_date <= e.end_date,
  );
  if (overlap) return { start_date: [`You already have time off ${daysPhrase(overlap)}.`] };
  return {};
}
