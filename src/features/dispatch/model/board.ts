import type {
  CrewMember,
  DispatchBooking,
  DispatchDay,
  DispatchPerson,
  OrderCard,
} from '@/platform/api/generated/model';
import { countOf, formatTimeRange, fullName, isForeman, timeOffText } from '@/platform/format';
import {
  acceptedOf,
  crewGapText,
  crewOffDuringJob,
  jobHasEnded,
  onTheDayText,
  onTimeOffCount,
  spotsNobodyHolds,
  wentUnanswered,
} from '@/platform/orders';
import { crewFlags } from './crew-flags';
import { overlapText } from './overlap-text';

/*
 * The dispatch board (6/8, beyond the spec) as a pure function of the day the API gives
 * (getBranchDispatchDay) and the time now: each job's crew and gaps, each person's state, and
 * the flags a dispatcher acts on, in plain words. No request, no clock of its own.
 */

const DRIVERS = new Set([1, 4]);
const DAY_MS = 86_400_000;

export type JobFlagKind = 'understaffed' | 'no-foreman' | 'few-drivers' | 'pending-soon';
export type FlagKind =
  | JobFlagKind
  | 'overlap'
  | 'time-off'
  | 'late'
  | 'not-arrived'
  | 'unconfirmed';

export interface BoardFlag {
  kind: FlagKind;
  text: string;
  /** The job where it is fixed (its crew page), and its number (the link's name says it). */
  orderId: number;
  orderNumber: number;
  /** The person it is about (overlapping invitations, a job during their time off, late). */
  employeeId?: number;
  /** Their name: links of two flags of one job differ by it (and by the kind). */
  person?: string;
  /**
   * Short of people with an invitation out for every missing spot: answers to wait for, no
   * one to match (QA helper-87: "See best matches" opened a crew page with nothing to do).
   */
  allInvited?: boolean;
}

export interface JobRow {
  order: OrderCard;
  accepted: CrewMember[];
  /** Invitations that can still be answered: what the job card counts "N pending". */
  pending: CrewMember[];
  /**
   * Invitations nobody answered before the job ended (`wentUnanswered`): "No answer", as on
   * the crew page, with nothing to cancel or move, and counted pending nowhere.
   */
  noAnswer: CrewMember[];
  /** Spots no one has accepted yet (helpers needed - accepted, never below 0): the flag's count. */
  open: number;
  /**
   * Spots nobody holds: an invitee holds one (tentatively) until she answers, so helpers
   * needed - accepted - pending, never below 0. The crew's "Open spot" chips, the row's "N
   * open", and where the board offers to invite (as the crew page's open spots).
   */
  openSpots: number;
  /** Completed: shown, never flagged, nobody is invited to it. */
  done: boolean;
  /**
   * Past its end and not completed yet: history too (review 52 H1, M1). No staffing flag,
   * no open spot, nobody is invited to it (the server refuses it: contract/README "Ended
   * jobs take no one new").
   */
  ended: boolean;
  /**
   * Under way (started, not ended) and never confirmed, not clocked in, and nothing said on
   * the day: a possible no-show (review 52 M2), flagged while the job runs.
   */
  notArrived: CrewMember[];
  flags: BoardFlag[];
}

/** Whether the board offers a job for an invitation (menu, drop, move): open spots, not over. */
export const takesInvitations = (job: JobRow) => !job.done && !job.ended && job.openSpots > 0;

/** 'time-off': the person's time off includes the day (7/8); 'off': not a working weekday. */
export type PersonState = 'available' | 'off' | 'no-schedule' | 'time-off';

/** Whether a person's booking is on a job of the board during their time off (a flag). */
export const onJobDuringTimeOff = (board: Board, row: PersonRow, booking: DispatchBooking) =>
  board.flags.some(
    (f) =>
      f.kind === 'time-off' &&
      f.employeeId === row.person.employee_id &&
      f.orderId === booking.order_id,
  );

/**
 * A person's accepted booking that day, as the people list tags it: 'On #1048 7:00 am - 2:00
 * pm' ('Busy elsewhere …' for another company's job), then where they are on the day as that
 * job's crew chip says (' · at work', ' · done', ' · on the way', ' · 15 min late').
 */
export function bookingText(board: Board, booking: DispatchBooking, timeZone: string): string {
  const what = booking.number != null ? `On #${booking.number}` : 'Busy elsewhere';
  const job = board.jobs.find(
    (row) => booking.order_id != null && row.order.id === booking.order_id,
  );
  const spot = job?.accepted.find((member) => member.invitation_id === booking.invitation_id);
  const day = job && spot && onTheDayText(spot, job.done);
  return `${what} ${formatTimeRange(booking.start_at, booking.end_at, timeZone)}${day ? ` · ${day}` : ''}`;
}

/**
 * A person's day in the people list: their time off, "Off today" (or "Off that day" on a day
 * that is not the branch's today), "No fixed hours", or their hours as the app writes a time
 * window ("Works 7:00 am - 6:00 pm").
 */
export function personStateText(row: PersonRow, isToday: boolean): string {
  const window = row.person.window;
  const off = row.person.time_off;
  if (row.state === 'time-off' && off) return timeOffText(off);
  if (row.state === 'off') return isToday ? 'Off today' : 'Off that day';
  if (row.state === 'no-schedule') return 'No fixed hours';
  return `Works ${formatTimeRange(window!.from, window!.to)}`;
}

/**
 * A job's row says what its chips show, in the crew page's words and the flag's: '0 of 4
 * accepted · 3 pending · 1 open spot' (QA-217 M3: "1 open" beside "needs 4 more people"); and
 * who on its crew has time off then, which the header counts as short (QA 2026-12-04: "1
 * understaffed job" above a row that said only "crew full").
 */
export function openText(job: JobRow): string {
  const needed = job.order.helpers_needed;
  const gap = crewGapText(needed, job.accepted.length, job.pending.length);
  const away = crewOffDuringJob(job.accepted).length;
  return [acceptedOf(job.accepted.length, needed), gap, away > 0 ? onTimeOffCount(away) : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * A helper the company blocked (its roster, 7/8): marked, and not offered for the day's jobs
 * (QA 2026-12-04: the board offered her, and the invitation failed on the server's refusal).
 */
export const isBlocked = (row: PersonRow) => row.person.roster_status === 'blocked';

/** Whether the board offers a person as free that day: working then, and no accepted job. */
export const isFree = (row: PersonRow) =>
  row.state !== 'off' && row.state !== 'time-off' && row.busy.length === 0 && !isBlocked(row);

export interface PersonRow {
  person: DispatchPerson;
  name: string;
  state: PersonState;
  /** Accepted jobs that day (busy then: the double-booking rule). */
  busy: DispatchBooking[];
  /**
   * Invitations that can still be answered ("Not answered: #1022", a bar, a clash the menus
   * say): one still unanswered when its job ended is none (`wentUnanswered`), as the job card
   * no longer counts it pending; its job's chip says "(no answer)".
   */
  unanswered: DispatchBooking[];
  /** Pairs of live invitations whose jobs overlap, neither ended (its clash is no news). */
  overlaps: Array<[DispatchBooking, DispatchBooking]>;
}

export interface Board {
  jobs: JobRow[];
  people: PersonRow[];
  /**
   * Every flag: who runs late first, then jobs' (in start order), then people's, then who has
   * not confirmed.
   */
  flags: BoardFlag[];
  /**
   * Jobs short of people (the header's count): fewer accepted than needed, or someone on the
   * crew has time off then (she stays on it, but will not come: review 52 M3).
   */
  understaffed: number;
}

export const overlap = (
  a: { start_at: string; end_at: string },
  b: { start_at: string; end_at: string },
) => a.start_at < b.end_at && b.start_at < a.end_at;

function jobRow(order: OrderCard, crew: CrewMember[], now: number): JobRow {
  const accepted = crew.filter((m) => m.invitation_status === 'accepted');
  const over = jobHasEnded(order, now);
  const noAnswer = crew.filter((m) => wentUnanswered(m.invitation_status, over));
  const pending = crew.filter((m) => m.invitation_status === 'pending' && !noAnswer.includes(m));
  const done = order.completed_at != null;
  const start = Date.parse(order.start_at);
  const ended = !done && over;
  const open = Math.max(0, order.helpers_needed - accepted.length);
  const openSpots = spotsNobodyHolds(order.helpers_needed, accepted.length, pending.length);
  // Invitations that can be answered: one to someone with time off that day cannot be
  // accepted (its flag says so), so it holds no spot worth waiting for.
  const answerable = pending.filter((m) => m.time_off == null).length;
  const allInvited = spotsNobodyHolds(order.helpers_needed, accepted.length, answerable) === 0;
  const flags: BoardFlag[] = [];
  const ref = `#${order.number}`;
  const running = !done && !ended && now >= start;
  const notArrived = running
    ? accepted.filter(
        (m) => m.confirmed_at == null && m.clocked_in_at == null && m.on_my_way_at == null,
      )
    : [];
  if (!done && !ended) {
    if (open > 0)
      flags.push({
        kind: 'understaffed',
        // Who holds the missing spots, as the row says (QA-217 M3).
        text: `${ref} needs ${countOf(open, 'more person', 'more people')}: ${crewGapText(order.helpers_needed, accepted.length, pending.length)}${allInvited ? ' (every spot has an invitation)' : ''}`,
        orderId: order.id,
        orderNumber: order.number,
        ...(allInvited && { allInvited: true }),
      });
    if (order.helpers_needed >= 2 && !accepted.some((m) => isForeman(m.positions)))
      flags.push({
        kind: 'no-foreman',
        text: `${ref} has no foreman`,
        orderId: order.id,
        orderNumber: order.number,
      });
    const drivers = accepted.filter((m) => m.positions.some((p) => DRIVERS.has(p))).length;
    if (drivers < order.trucks_needed)
      flags.push({
        kind: 'few-drivers',
        text: `${ref} has ${countOf(drivers, 'driver')} for ${countOf(order.trucks_needed, 'truck')}`,
        orderId: order.id,
        orderNumber: order.number,
      });
    if (pending.length > 0 && start > now && start - now <= DAY_MS)
      flags.push({
        kind: 'pending-soon',
        text: `${ref} starts within 24 hours with ${countOf(pending.length, 'unanswered invitation')}`,
        orderId: order.id,
        orderNumber: order.number,
      });
  }
  return { order, accepted, pending, noAnswer, open, openSpots, done, ended, notArrived, flags };
}

function personRow(person: DispatchPerson, now: number): PersonRow {
  // An ended job takes no one new: its clash is nothing to fix (flag, the people list's tag).
  const current = person.bookings.filter((b) => !jobHasEnded(b, now));
  const overlaps: PersonRow['overlaps'] = [];
  for (let i = 0; i < current.length; i++)
    for (let j = i + 1; j < current.length; j++)
      if (overlap(current[i]!, current[j]!)) overlaps.push([current[i]!, current[j]!]);
  return {
    person,
    name: fullName(person),
    state: person.time_off
      ? 'time-off'
      : !person.has_schedule
        ? 'no-schedule'
        : person.window
          ? 'available'
          : 'off',
    busy: person.bookings.filter((b) => b.status === 'accepted'),
    unanswered: person.bookings.filter(
      (b) => b.status === 'pending' && !wentUnanswered(b.status, jobHasEnded(b, now)),
    ),
    overlaps,
  };
}

export function buildBoard(day: DispatchDay, now: number): Board {
  const jobs = day.jobs.map(({ order, crew }) => jobRow(order, crew, now));
  const people = day.people.map((person) => personRow(person, now));
  const personFlags = people.flatMap((row) =>
    row.overlaps
      // Only pairs this company can fix: both its own jobs, at least one still pending.
      .filter(([a, b]) => a.order_id != null && b.order_id != null)
      .filter(([a, b]) => a.status === 'pending' || b.status === 'pending')
      .map(([a, b]): BoardFlag => {
        const later = b.status === 'pending' ? b : a;
        return {
          kind: 'overlap',
          text: overlapText(row.name, a, b),
          orderId: later.order_id!,
          orderNumber: later.number!,
          employeeId: row.person.employee_id,
          person: row.name,
        };
      }),
  );
  // Time off added after a job was accepted keeps the person on its crew (contract/README.md
  // "Time off"), and an invitation during it can no longer be accepted: the job will be short.
  // From each open job's crew (the server's `time_off` against that order), so a member of
  // another branch on the crew counts too.
  const timeOffFlags = jobs
    .filter((job) => !job.done && !job.ended)
    .flatMap((job) =>
      [...crewOffDuringJob(job.accepted), ...job.pending.filter((m) => m.time_off != null)].map(
        (member): BoardFlag => ({
          kind: 'time-off',
          text:
            member.invitation_status === 'accepted'
              ? `${fullName(member)} has time off but is on #${job.order.number}`
              : `${fullName(member)} has time off and cannot accept #${job.order.number}`,
          orderId: job.order.id,
          orderNumber: job.order.number,
          employeeId: member.employee_id,
          person: fullName(member),
        }),
      ),
    );
  const { lateFlags, notArrivedFlags, unconfirmedFlags } = crewFlags(jobs, now);
  // Someone on the crew with time off then leaves the job as short as an open spot does (the
  // crew page says so too: one rule, `crewOffDuringJob`).
  const shortOfPeople = (job: JobRow) =>
    job.flags.some((f) => f.kind === 'understaffed') ||
    (!job.done && !job.ended && crewOffDuringJob(job.accepted).length > 0);
  return {
    jobs,
    people,
    flags: [
      ...lateFlags,
      ...notArrivedFlags,
      ...jobs.flatMap((job) => job.flags),
      ...personFlags,
      ...timeOffFlags,
      ...unconfirmedFlags,
    ],
    understaffed: jobs.filter(shortOfPeople).length,
  };
}
