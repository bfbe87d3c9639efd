import type { AgendaEntryRecord, MockDb, OrderInvitationRecord } from '../db';
import {
  askAt,
  confirmJob,
  confirmationOf,
  dropOut,
  flagDueAt,
  flagIfUnconfirmed,
} from '../db/services/confirmations';
import { isClosed, StateError, type ServiceOptions } from '../db/services/orders';
import { tellOnMyWay } from '../db/services/on-my-way';
import { clockIn, clockOut } from '../db/services/time-clock';
import { offDuring } from '../db/services/time-off';

/*
 * Confirmations in the demo (7/8; auto-answer.ts runs this in the leader tab):
 *  - 48 h before an accepted job the helper is asked (`confirm_asked_at`; the invitation's
 *    change is pushed to her, so her badge and toast follow). A simulated crew member (not a
 *    demo account) then answers after a while (a `confirm_reply` entry of `mock_agenda`):
 *    most confirm, about one in six can't make it (with a short reason), about one in six
 *    never answers (so the 24 h flag shows in a demo);
 *  - 24 h before (and an hour after she was asked at the earliest), still unconfirmed, she is flagged to the branch (once:
 *    `unconfirmed_flagged_at`).
 *  - On the day (not in the spec), a simulated crew member who confirmed tells the company she
 *    is on her way, 20-50 minutes before the start, mostly on time, sometimes late
 *    (plannedOnMyWay): a demo's crew page and board follow the morning live. She then starts
 *    work as she said (on time: 0-10 minutes early; late: that late) and finishes 0-30
 *    minutes after the job's end (plannedTimeClock). Only a step that has just come due is
 *    told (pushed, in the activity); a world loaded later makes the steps it missed as they
 *    were planned, silently (a demo opened at 2 pm shows the morning's crews at work, not a
 *    burst of old news).
 * The asks and flags are not stored as agenda entries: they follow from the jobs and the
 * markers on the invitations, so a sweep does what has come due (at start, seeded jobs too;
 * after any invitation or order change) and sets one timer to the next instant. A reload
 * carries on from the markers and the stored replies.
 */

export type ConfirmReply = 'confirm' | 'drop' | 'none';
type AgendaInput = Omit<AgendaEntryRecord, 'id'>;

/** A small deterministic mix (auto-answer's `mix`, passed in to keep one copy). */
type Mix = (a: number, b: number) => number;

/** What a simulated crew member answers, by invitation and order (the same pair, the same). */
export function plannedConfirmReply(
  invitation: Pick<OrderInvitationRecord, 'id' | 'order_id'>,
  mix: Mix,
): ConfirmReply {
  const roll = mix(invitation.id ^ 0x27d4eb2d, invitation.order_id) % 6;
  return roll === 0 ? 'drop' : roll === 1 ? 'none' : 'confirm';
}

export const DROP_OUT_REASONS = [
  'My car broke down.',
  'I am sick, sorry.',
  'A family emergency came up.',
] as const;

/** Between 2 and 3.5 times the base delay after being asked. */
export function confirmReplyDelay(
  delayMs: number,
  invitation: Pick<OrderInvitationRecord, 'id' | 'order_id'>,
  mix: Mix,
): number {
  return 2 * delayMs + ((mix(invitation.order_id, invitation.id) % 4) * delayMs) / 2;
}

/**
 * When a simulated crew member tells she is on her way (ms before the start) and how late
 * (by invitation and order: the same pair, the same).
 */
export function plannedOnMyWay(
  invitation: Pick<OrderInvitationRecord, 'id' | 'order_id'>,
  mix: Mix,
): { beforeMs: number; lateMinutes: number } {
  const roll = mix(invitation.order_id ^ 0x5bd1e995, invitation.id);
  return {
    beforeMs: (20 + (roll % 4) * 10) * 60_000,
    // Other bits than the lead time's: how early and how late do not go together.
    lateMinutes: [0, 0, 0, 15, 0, 30][(roll >>> 8) % 6]!,
  };
}

/**
 * When a simulated crew member starts and finishes work (time clock): at the start as she
 * told (on time: 0-10 minutes early), and 0-30 minutes after the job's end.
 */
export function plannedTimeClock(
  invitation: Pick<OrderInvitationRecord, 'id' | 'order_id'>,
  order: { start_at: string; end_at: string },
  mix: Mix,
): { inAt: number; outAt: number } {
  const { lateMinutes } = plannedOnMyWay(invitation, mix);
  const roll = mix(invitation.id ^ 0x1b873593, invitation.order_id);
  const early = (roll % 3) * 5;
  return {
    inAt: Date.parse(order.start_at) + (lateMinutes || -early) * 60_000,
    outAt: Date.parse(order.end_at) + ((roll >>> 8) % 4) * 10 * 60_000,
  };
}

/** How soon a day's step refused by the data as it stands is tried again. */
const RETRY_MS = 60_000;

/**
 * A step of the day that came due this long ago is still made now and told (a sweep's timer
 * may fire late); one older was missed while no demo ran, and is made silently as planned.
 */
const TELL_GRACE_MS = 5 * 60_000;

export interface SweepOptions {
  delayMs: number;
  mix: Mix;
  answersByItself: (invitation: OrderInvitationRecord) => boolean;
}

/**
 * Asks and flags what has come due at `now`; returns the replies to plan and the next
 * instant something comes due (null: nothing ahead).
 */
export async function sweepConfirmations(
  database: MockDb,
  now: number,
  options: SweepOptions,
): Promise<{ replies: AgendaInput[]; nextAt: number | null }> {
  const replies: AgendaInput[] = [];
  let nextAt: number | null = null;
  const later = (instant: number) => {
    if (instant > now && (nextAt === null || instant < nextAt)) nextAt = instant;
  };
  const generation = database.generation;
  const chains: DayStep[][] = [];
  for (const invitation of database.order_invitations.findMany((q) =>
    q.where({ status: 'accepted' }),
  )) {
    // Reset while this sweep awaited a write: stop; the new world gets a sweep of its own.
    if (database.generation !== generation) return { replies: [], nextAt: null };
    const order = database.findById('orders', invitation.order_id);
    if (!order || isClosed(order)) continue;
    // The day's steps of a simulated crew member who confirmed (daySteps), made below, after
    // this loop, in the order they were planned across everyone. Not who took time off over
    // the job since she confirmed: she does not come (once there, she still finishes).
    if (
      invitation.confirmed_at &&
      options.answersByItself(invitation) &&
      (invitation.clocked_in_at || !offDuring(database, invitation, order))
    ) {
      const steps = daySteps(database, invitation, order, now, options.mix);
      const next = steps.find((step) => step.at > now);
      if (next) later(next.at);
      const due = steps.filter((step) => step.at <= now);
      if (due.length) chains.push(due);
    }
    if (invitation.confirmed_at || now >= Date.parse(order.start_at)) continue;
    let current: Pick<OrderInvitationRecord, 'confirm_asked_at'> = invitation;
    if (!invitation.confirm_asked_at) {
      if (now < askAt(order)) later(askAt(order));
      else {
        const asked = await database.patch('order_invitations', invitation.id, {
          confirm_asked_at: new Date(now).toISOString(),
          updated_at: new Date(now).toISOString(),
        });
        current = asked;
        if (options.answersByItself(asked) && plannedConfirmReply(asked, options.mix) !== 'none')
          replies.push({
            kind: 'confirm_reply',
            invitation_id: asked.id,
            offer_id: null,
            helper_id: null,
            due_at: new Date(
              now + confirmReplyDelay(options.delayMs, asked, options.mix),
            ).toISOString(),
            created_at: new Date(now).toISOString(),
          });
      }
    }
    if (!invitation.unconfirmed_flagged_at) {
      const due = flagDueAt(current, order);
      if (now < due) later(due);
      // A flag a world loaded later missed is raised as of when it came due: the company's
      // activity dates it then (a demo opened at 1 pm had eight "just now" rows for flags due
      // since the night), and it is still unread news to act on.
      else
        await flagIfUnconfirmed(database, invitation.id, {
          now: new Date(now - due > TELL_GRACE_MS ? due : now),
        });
    }
  }
  if (database.generation !== generation) return { replies: [], nextAt: null };
  // Made in their planned order across everyone, so that a person on two jobs that day starts
  // the later one after finishing the earlier (a clock-in is refused while she is at work
  // elsewhere). A step refused all the same (still at work on a job that ran over) is tried
  // again a minute later; the rest of her steps on that job wait for it.
  const failed = new Set<DayStep[]>();
  const due = chains.flatMap((chain) => chain.map((step) => ({ chain, step })));
  for (const { chain, step } of due.sort((a, b) => a.step.at - b.step.at)) {
    if (failed.has(chain)) continue;
    if (database.generation !== generation) return { replies: [], nextAt: null };
    const missed = now - step.at > TELL_GRACE_MS;
    try {
      await step.make(missed ? { now: new Date(step.at), notify: false } : { now: new Date(now) });
    } catch (error) {
      // Off the crew or the job closed while the sweep awaited a write: the next sweep leaves
      // it out; at work elsewhere: it is made once she has finished there.
      if (!(error instanceof StateError)) throw error;
      failed.add(chain);
      later(now + RETRY_MS);
    }
  }
  return { replies, nextAt };
}

type DayStep = { at: number; make: (options: ServiceOptions) => Promise<unknown> };

/**
 * What a simulated crew member who confirmed does on the day, each step once and in this
 * order: she tells she is on her way, starts work, finishes it; the steps not made yet. A step
 * come due just now is made at once and told (pushed, a row of the activity); one missed while
 * no demo was open (a world loaded later) is made as it was planned, at its planned time and
 * silently: a demo opened at 2 pm shows the morning's crews at work, without a burst of old
 * news. Only who confirmed tells (the silent and those about to drop out do not), so telling
 * never changes a confirmation the demo shows.
 */
function daySteps(
  database: MockDb,
  invitation: OrderInvitationRecord,
  order: { start_at: string; end_at: string },
  now: number,
  mix: Mix,
): DayStep[] {
  const { beforeMs, lateMinutes } = plannedOnMyWay(invitation, mix);
  const { inAt, outAt } = plannedTimeClock(invitation, order, mix);
  const steps: DayStep[] = [];
  // Told before she is there (and not once she has started, or should have: starting says it).
  if (!invitation.on_my_way_at && !invitation.clocked_in_at && inAt > now)
    steps.push({
      at: Date.parse(order.start_at) - beforeMs,
      make: (options) => tellOnMyWay(database, invitation.id, lateMinutes, options),
    });
  if (!invitation.clocked_in_at)
    steps.push({ at: inAt, make: (options) => clockIn(database, invitation.id, options) });
  if (!invitation.clocked_out_at)
    steps.push({ at: outAt, make: (options) => clockOut(database, invitation.id, options) });
  return steps;
}

/** A simulated crew member answers the question, if it is still asked. */
export async function replyToConfirmation(
  database: MockDb,
  invitationId: number,
  mix: Mix,
): Promise<void> {
  const invitation = database.findById('order_invitations', invitationId);
  const order = invitation && database.findById('orders', invitation.order_id);
  if (!invitation || !order || confirmationOf(invitation, order) === null) return;
  if (invitation.confirmed_at) return;
  if (plannedConfirmReply(invitation, mix) === 'drop') {
    const reason = DROP_OUT_REASONS[mix(order.id, invitation.id) % DROP_OUT_REASONS.length]!;
    await dropOut(database, invitation.id, reason);
    return;
  }
  // On a day of their time off the service refuses a confirmation: they leave it unanswered.
  if (!offDuring(database, invitation, order)) await confirmJob(database, invitation.id);
}
