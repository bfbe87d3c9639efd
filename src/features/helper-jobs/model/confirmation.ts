import type { ConfirmationState } from '@/platform/api/generated/model';
import { formatSpan } from '@/platform/format';
import {
  awaitsCompletion,
  isAtWork,
  isClosedOrder,
  onTheWayText,
  workedMs,
} from '@/platform/orders';

/*
 * Confirmations (7/8) on the helper's side: from 48 h before an accepted job she is asked
 * to confirm it; before it starts she may say she can't make it (with a reason).
 */

/** CantMakeItRequest's limit. */
export const REASON_MAX = 500;

export { isAsked } from './asked';

/**
 * What the confirmation asks, and why it asks again: the company moved the job (a move asks
 * whether she can come at the new time) or lowered its pay (not in the spec: a cut asks
 * whether she still comes). `overdue`: the job starts within 24 hours.
 */
export function askText(overdue: boolean, moved: boolean, cut: boolean): string {
  const what = [
    ...(moved ? ['moved this job'] : []),
    ...(cut ? [moved ? 'lowered its pay' : 'lowered the pay of this job'] : []),
  ];
  if (overdue) {
    if (what.length === 0)
      return 'The company is waiting for your confirmation: this job starts within 24 hours.';
    const waiting = `is waiting for your confirmation${moved ? ' of the new time' : ''}`;
    return `The company ${[...what.slice(0, -1), `${what.at(-1)!} and ${waiting}`].join(', ')}: it starts within 24 hours.`;
  }
  if (what.length === 0) return 'Please confirm you will be there.';
  return `The company ${what.join(' and ')}: please confirm you will ${cut ? 'still ' : ''}be there${moved ? ' at the new time' : ''}.`;
}

/**
 * "I can't make it" is offered on an accepted job of hers that has not started or closed, and
 * on which she has not started work (clocked in early: she is there; QA 56).
 */
export function canDropOut(
  job: {
    bucket: string;
    clocked_in_at: string | null;
    order: { start_at: string; completed_at: string | null; cancelled_at: string | null };
  },
  now: number,
): boolean {
  const { order } = job;
  return (
    job.bucket === 'accepted' &&
    job.clocked_in_at === null &&
    !order.completed_at &&
    !order.cancelled_at &&
    Date.parse(order.start_at) > now
  );
}

/**
 * She left the crew with "I can't make it" (dropped_out_at): the job sits in her Rejected
 * bucket (spec section 2) like a declined invitation, so card and details say "You left"
 * instead (review M4).
 */
export const hasLeft = (job: { bucket: string; dropped_out_at: string | null }) =>
  job.bucket === 'waiting' && job.dropped_out_at !== null;

/**
 * A job she took that has ended and waits for the company to mark it completed (the rule her
 * Earnings uses): card and details say "Awaiting completion" rather than just "Accepted".
 * Not while she is still at work on it past its end (clocked in, not out): she is not done.
 */
export const awaitsCompany = (
  job: {
    bucket: string;
    order: { end_at: string; completed_at: string | null };
    clocked_in_at?: string | null;
    clocked_out_at?: string | null;
  },
  now: number,
) =>
  job.bucket === 'accepted' &&
  !(job.clocked_in_at && !job.clocked_out_at) &&
  awaitsCompletion(job.order, now);

export const AWAITING_COMPLETION_TAG = 'Awaiting completion';

/** The card's tag for her confirmation state; null when there is nothing to say. */
export function confirmationTag(
  state: ConfirmationState | null | undefined,
): { text: string; intent: 'warning' | 'success' | 'danger' } | null {
  if (state === 'confirmed') return { text: 'Confirmed', intent: 'success' };
  if (state === 'awaiting') return { text: 'Please confirm', intent: 'warning' };
  if (state === 'overdue') return { text: 'Confirm now', intent: 'danger' };
  return null;
}

/** How late she may say she runs (OnMyWayRequest allows 0..180). */
export const LATE_CHOICES = [15, 30, 45, 60, 90].map((minutes) => ({
  id: minutes,
  name: `${minutes} min`,
}));

type DayJob = {
  bucket: string;
  on_my_way_from: string | null;
  order: { end_at: string; completed_at: string | null; cancelled_at: string | null };
};

/** An open job she is on the crew of (on_my_way_from: null off the crew). */
const onOpenCrew = ({ bucket, on_my_way_from, order }: DayJob) =>
  bucket === 'accepted' && on_my_way_from !== null && !order.completed_at && !order.cancelled_at;

/**
 * "On my way" is offered on an open job she is on the crew of (on_my_way_from: the API's
 * "3 h before the start") from then until its end.
 */
export function canTellOnMyWay(job: DayJob, now: number): boolean {
  return (
    onOpenCrew(job) && now >= Date.parse(job.on_my_way_from!) && now < Date.parse(job.order.end_at)
  );
}

type OnTheDayJob = DayJob & {
  clock_in_from: string | null;
  clocked_in_at: string | null;
  clocked_out_at: string | null;
};

/**
 * At work on an open job of hers (a move may run over its end): the time clock's line and,
 * once the job has started, Finish work.
 */
export const isAtWorkOn = (
  job: DayJob,
  clock: Pick<OnTheDayJob, 'clocked_in_at' | 'clocked_out_at'>,
) => isAtWork(clock, isClosedOrder(job.order)) && onOpenCrew(job);

/**
 * "Finish work": at work, and not before the job's start. It is final, so a tap just after
 * an early Start work must not close the day she has not worked yet (QA-211 M2: "Worked 9:13
 * am - 9:13 am (0 min)", 47 minutes before the start); the server refuses it too.
 */
export const canClockOut = (
  job: DayJob & { order: { start_at: string } },
  clock: Pick<OnTheDayJob, 'clocked_in_at' | 'clocked_out_at'>,
  now: number,
) => isAtWorkOn(job, clock) && now >= Date.parse(job.order.start_at);

/**
 * The "On the day" section shows while she may say she is on her way, and for as long as she
 * is at work.
 */
export const showsOnTheDay = (job: OnTheDayJob, now: number) =>
  canTellOnMyWay(job, now) || isAtWorkOn(job, job);

/** "Start work" (time clock): once, from clock_in_from (the API's "1 h before the start"). */
export const canClockIn = (job: OnTheDayJob, now: number) =>
  job.clocked_in_at === null &&
  job.clock_in_from !== null &&
  canTellOnMyWay(job, now) &&
  now >= Date.parse(job.clock_in_from);

/**
 * Her Accepted card's word on the day (not in the spec): the time clock once she started
 * ("At work", "Worked 6 h 40 min"), else what she told the company ("You said 15 min late").
 * Once the order is completed or cancelled only what she worked: she is not at work on it,
 * nor on her way (QA helper-132 LOW 5: a completed job's card said "At work").
 */
export function onTheDayCardTag(job: {
  on_my_way_at: string | null;
  late_minutes: number | null;
  expected_at: string | null;
  clocked_in_at: string | null;
  clocked_out_at: string | null;
  order: { completed_at: string | null; cancelled_at: string | null };
}): { text: string; intent: 'success' | 'warning' | 'none' } | null {
  const worked = workedMs(job);
  if (worked !== null) return { text: `Worked ${formatSpan(worked)}`, intent: 'none' };
  if (isClosedOrder(job.order)) return null;
  if (isAtWork(job, false)) return { text: 'At work', intent: 'success' };
  const told = onTheWayText(job);
  if (!told) return null;
  return { text: `You said ${told}`, intent: job.late_minutes ? 'warning' : 'success' };
}
