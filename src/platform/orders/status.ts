import type { OrderCard, OrderStatus } from '@/platform/api/generated/model';
import { formatSpan, formatTimeAt, formatTimeRange } from '@/platform/format';
import { href } from '@/platform/routing';

/**
 * Spec section 3: order statuses, shown the same way everywhere (design guide): 1 Not formed
 * (grey), 2 Pending (amber), 3 Partially formed (blue), 4 Formed (green).
 */
export const ORDER_STATUS = {
  1: { label: 'Not formed', intent: 'none', tone: 'not-formed' },
  2: { label: 'Pending', intent: 'warning', tone: 'pending' },
  3: { label: 'Partially formed', intent: 'primary', tone: 'partial' },
  4: { label: 'Formed', intent: 'success', tone: 'formed' },
} as const satisfies Record<OrderStatus, { label: string; intent: string; tone: string }>;

/** The label of a status; an unknown value from the API reads as its number. */
export function orderStatusLabel(status: number): string {
  return ORDER_STATUS[status as OrderStatus]?.label ?? `Status ${status}`;
}

/**
 * The colour of a job drawn as a bar or block (calendar events, the dispatch board's bars),
 * a CSS modifier: grey, amber, blue, green by status, light grey once completed. An unknown
 * status is drawn as Not formed.
 */
export type OrderStatusTone = (typeof ORDER_STATUS)[OrderStatus]['tone'] | 'done';

export function orderStatusTone(order: {
  status: number;
  completed_at?: string | null;
}): OrderStatusTone {
  if (order.completed_at != null) return COMPLETED_STATE.tone;
  return ORDER_STATUS[order.status as OrderStatus]?.tone ?? 'not-formed';
}

/**
 * A completed job, in a word and a colour (the light grey `done` tone), wherever a job's state
 * shows beside others': both calendars (their events, dialogs and legends) and her Order
 * details say "Completed" alike (QA-211 M3: her calendar said "Accepted").
 */
export const COMPLETED_STATE = { tone: 'done', label: 'Completed' } as const;

/** The company's word for an order: its status, or Completed once completed. */
export function orderStateLabel(order: { status: number; completed_at?: string | null }): string {
  return order.completed_at != null ? COMPLETED_STATE.label : orderStatusLabel(order.status);
}

/** Spec section 4: the order status filter — not formed = 1; formed = 2, 3, 4. */
export const ORDER_STATUS_FILTER = {
  'not-formed': [1],
  formed: [2, 3, 4],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderStatusGroup = keyof typeof ORDER_STATUS_FILTER;

/**
 * The jobs under Formed whose crew is not complete yet: invitations out (2 Pending) or some
 * accepted (3 Partially formed). The spec files them under Formed; Not formed's empty state
 * counts them, so it does not say nothing waits for a crew (QA 205 M1).
 */
export const CREW_INCOMPLETE_FILTER = '2,3';

/** `filter[status]` as the API takes it: a comma list ('2,3,4'). */
export function statusFilterParam(group: OrderStatusGroup): string {
  return ORDER_STATUS_FILTER[group].join(',');
}

/** Which tab an order of this status belongs to. */
export function orderStatusGroup(status: number): OrderStatusGroup {
  return status === 1 ? 'not-formed' : 'formed';
}

/*
 * On my way (not in the spec; contract/README "On my way"): what a crew member told the
 * company on the day, said the same way wherever it shows (her Order details, the crew page,
 * the dispatch board). Here, beside the order's status, so the pages that show both fetch one
 * chunk (the helper's Order details stood at its 30 files).
 */

type Told = {
  on_my_way_at: string | null;
  late_minutes: number | null;
  expected_at: string | null;
};

/** 'on the way' or '15 min late'; null until she tells. */
export function onTheWayText(told: Told): string | null {
  if (!told.on_my_way_at) return null;
  const late = told.late_minutes ?? 0;
  return late > 0 ? `${late} min late` : 'on the way';
}

/**
 * The same with when she will be there, on the branch's clock: 'on the way' or '15 min late,
 * expected 9:15 am'; null until she tells.
 */
export function onTheWayLine(told: Told, timeZone?: string): string | null {
  const text = onTheWayText(told);
  if (!text || !told.late_minutes || !told.expected_at) return text;
  return `${text}, expected ${formatTimeAt(told.expected_at, timeZone)}`;
}

type Clocked = { clocked_in_at: string | null; clocked_out_at: string | null };

/** A completed or cancelled order: nobody is at work on it or on the way to it any more. */
export const isClosedOrder = (order: {
  completed_at: string | null;
  cancelled_at: string | null;
}) => order.completed_at != null || order.cancelled_at != null;

/**
 * Started work and not finished (time clock) on an open job: at work, perhaps past the job's
 * end. Not once the order is completed or cancelled (`closed`): its clock-out is refused then,
 * and she is not at work on a closed job (QA helper-132 LOW 5).
 */
export const isAtWork = (clock: Clocked, closed: boolean) =>
  !closed && clock.clocked_in_at !== null && clock.clocked_out_at === null;

/** How long she worked, in ms, once she clocked in and out; null before. */
export function workedMs(clock: Clocked): number | null {
  if (!clock.clocked_in_at || !clock.clocked_out_at) return null;
  return Date.parse(clock.clocked_out_at) - Date.parse(clock.clocked_in_at);
}

/** CompleteOrderRequest's bounds for hours: quarter hours, up to 24. */
export const COMPLETION_HOURS = { min: 0.25, max: 24, step: 0.25 } as const;
const QUARTER_HOUR_MS = 900_000;

/**
 * Time clock (not in the spec): a person's hours from clock-in to clock-out, to the nearest
 * quarter hour (at least one quarter, at most 24), as the completion records hours; null
 * unless she did both.
 */
export function clockedHours(clock: Clocked): number | null {
  const ms = workedMs(clock);
  if (ms === null || !(ms > 0)) return null;
  return Math.min(
    COMPLETION_HOURS.max,
    Math.max(1, Math.round(ms / QUARTER_HOUR_MS)) * COMPLETION_HOURS.min,
  );
}

/**
 * Clocked less than half a quarter hour: clockedHours counts it as its minimum quarter hour,
 * so beside those hours (her Pay, Complete order's list) `CLOCKED_MINIMUM_TEXT` says why they
 * are more than the minutes her time clock shows (QA-211 M2: "0 min" beside "0.25 h worked").
 */
export const belowClockedMinimum = (clock: Clocked) => {
  const ms = workedMs(clock);
  return ms !== null && ms > 0 && Math.round(ms / QUARTER_HOUR_MS) < 1;
};
export const CLOCKED_MINIMUM_TEXT = 'at least a quarter hour is counted';

/**
 * The time clock (not in the spec), said the same way on both sides, on the branch's clock:
 * 'working since 8:55 am' or 'worked 8:55 am - 2:10 pm (5 h 15 min)'; null before clock-in.
 * On a closed order (`closed`) never finished: 'started work at 8:55 am' (isAtWork).
 */
export function timeClockLine(clock: Clocked, closed: boolean, timeZone?: string): string | null {
  if (!clock.clocked_in_at) return null;
  if (!clock.clocked_out_at)
    return `${closed ? 'started work at' : 'working since'} ${formatTimeAt(clock.clocked_in_at, timeZone)}`;
  return `worked ${formatTimeRange(clock.clocked_in_at, clock.clocked_out_at, timeZone)} (${formatSpan(workedMs(clock)!)})`;
}

/**
 * A crew member's day in a word or two, for the board's chips: 'done' (finished work),
 * 'at work' (started), else what she told ('on the way', '15 min late'); null otherwise. On a
 * closed order (`closed`) only 'done': nobody is at work on it or on the way (isAtWork).
 */
export function onTheDayText(member: Told & Clocked, closed: boolean): string | null {
  if (member.clocked_out_at) return 'done';
  if (closed) return null;
  if (member.clocked_in_at) return 'at work';
  return onTheWayText(member);
}

/** A line above as the start of a sentence: 'working since …' -> 'Working since …'. */
export const sentence = (line: string) => `${line.charAt(0).toUpperCase()}${line.slice(1)}`;

/**
 * A job the address names that does not exist (deleted, or a mistyped id), said the same on
 * every job page (Edit job, Team add and Team edit): no "Try again", which cannot help a 404.
 * Its way out, as a refused job's (403), is the job list of the active branch.
 */
export const JOB_NOT_FOUND = {
  icon: 'briefcase',
  title: 'Job not found',
  description: 'It may have been deleted.',
  away: { to: href('company-job-not-formed'), text: 'Go to your jobs' },
} as const;

/**
 * A job whose end time has passed: it takes no one new (contract/README "Ended jobs take no
 * one new"). `now` from the caller's clock (useNow), so a page open at the end follows it.
 */
export const jobHasEnded = (order: { end_at: string }, now: number) =>
  now >= Date.parse(order.end_at);

/**
 * A job a helper took that has ended and that the company has not marked completed: it counts
 * in her earnings once the company does. Her Earnings ("ended and waits for the company"), her
 * job's card and its Order details ("Awaiting completion") say it alike (QA helper-159 F2: only
 * Earnings did).
 */
export const awaitsCompletion = (
  order: { end_at: string; completed_at: string | null },
  now: number,
) => order.completed_at === null && jobHasEnded(order, now);

/**
 * A job's open spots: the helpers it needs that nobody holds. An invitee holds a spot
 * (tentatively) until she answers, so it is needed - accepted - pending, never below 0: the
 * dispatch board's "Open spot" chips and the calendar's "N open spots" read alike (QA 56:
 * the calendar counted the invited spots as open, 19 against the board's 8).
 */
export const spotsNobodyHolds = (helpersNeeded: number, accepted: number, pending: number) =>
  Math.max(0, helpersNeeded - accepted - pending);

/** What a helper reads on a job she can no longer join. */
export const JOB_ENDED_TEXT = 'This job has ended.';

/**
 * Whether an order can still be offered to the marketplace: it needs crew (not formed), is
 * open and has not started (Find AI lists the same orders, less those already on an offer).
 * The crew page, the Not formed job cards and an offer's applications page ask it alike.
 */
export function canOfferToMarketplace(
  order: Pick<OrderCard, 'status' | 'start_at' | 'completed_at' | 'cancelled_at'>,
  now: number,
): boolean {
  return (
    order.status !== 4 &&
    !order.completed_at &&
    !order.cancelled_at &&
    Date.parse(order.start_at) > now
  );
}
