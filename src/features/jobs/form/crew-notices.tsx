import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import {
  countOf,
  formatHourlyRate,
  parseTimeWindow,
  unitsToCents,
  zonedInstant,
} from '@/platform/format';
import { parseDollars } from '@/platform/forms';
import type { Order } from '@/platform/api/generated/model';
import { useNowAt } from '@/platform/ui';
import type { KeptStart } from './order-validators';
import type { OrderFormValues } from './order-form-values';

/*
 * What Edit job says, before the save, of a change the people who accepted the job will
 * meet (not in the spec). Each is a live region, there before it speaks: the notice comes as
 * the person types.
 */

const onTheCrew = (crewCount: number) => `${countOf(crewCount, 'person', 'people')} on the crew`;

/**
 * Whether the job has started (its start on the server has passed, read again as it comes
 * while the form is open): from then on its crew is no longer told of a move nor asked to
 * confirm again (contract/README "Rescheduled jobs", "Repriced jobs"; mock rescheduleCrew and
 * repriceCrew).
 */
function useStarted(kept: KeptStart | undefined, timeZone: string): boolean {
  const start =
    kept?.date && kept.time ? zonedInstant(kept.date, kept.time, timeZone).getTime() : NaN;
  const moments = useMemo(() => (Number.isFinite(start) ? [start] : []), [start]);
  const now = useNowAt(moments);
  return Number.isFinite(start) && now >= start;
}

/**
 * Whether the job stays under way with what is typed: it has started and its start is kept.
 * A new start cannot have passed (the form takes none), so a job moved to it has not started
 * by its new times and its crew is told as of any move (mock rescheduleCrew, repriceCrew).
 */
function useUnderWay(kept: KeptStart, initial: OrderFormValues, timeZone: string): boolean {
  const { input: date } = useField<string>('moving_date', { subscription: { value: true } });
  const { input: times } = useField<string>('time_window', { subscription: { value: true } });
  const started = useStarted(kept, timeZone);
  const startOf = (window: string) => parseTimeWindow(window)?.start ?? window;
  const newStart =
    date.value !== initial.moving_date || startOf(times.value) !== startOf(initial.time_window);
  return started && !newStart;
}

/** "1 invited person", "2 invited people": who has not answered the job's invitation yet. */
const invited = (count: number) => countOf(count, 'invited person', 'invited people');

/**
 * Once the date or the time window differ from the job's: who accepted the old times is told
 * of the new ones and asked to confirm again (updateOrder), and who is invited and has not
 * answered is told of them on the invitation (QA-221 L3: the form said nothing of them, and
 * their open Order details took the new times without a word). Once the job has started (or
 * ended), only a new start says so (the form takes none that has passed: the job has not
 * started by its new times, mock rescheduleCrew); its end moved alone changes nothing for
 * its crew, so nothing is said.
 */
export function CrewMoveNotice({
  crewCount,
  invitedCount = 0,
  initial,
  kept,
  timeZone,
}: {
  crewCount: number;
  /** Who is invited and has not answered yet (the job's pending invitations). */
  invitedCount?: number;
  initial: OrderFormValues;
  /** The job's start on the server now (Edit job's), on the clocks of its branch's zone. */
  kept?: KeptStart;
  timeZone: string;
}) {
  const { input: date } = useField<string>('moving_date', { subscription: { value: true } });
  const { input: times } = useField<string>('time_window', { subscription: { value: true } });
  const moved = date.value !== initial.moving_date || times.value !== initial.time_window;
  const started = useUnderWay(kept, initial, timeZone);
  return (
    <div role="status">
      {crewCount + invitedCount > 0 && moved && !started && (
        <Callout intent="warning" compact icon="time">
          {crewCount > 0 &&
            `${onTheCrew(crewCount)} accepted the old times: they will be told of the new ones and asked to confirm again.`}
          {crewCount > 0 && invitedCount > 0 && ' '}
          {invitedCount > 0 &&
            `${invited(invitedCount)} ${invitedCount === 1 ? 'has' : 'have'} not answered yet: they will be told of the new times on the invitation.`}
        </Callout>
      )}
    </div>
  );
}

/**
 * Edit job's toast: "Job #1042 saved", and, once its times moved for people on its crew or
 * invited, that they are told (QA-221 L3): "Job #1042 saved. 1 person on the crew and 1
 * invited person are told of the new times." Not for a job under way by its new times (its
 * end moved alone: no news to its crew, as CrewMoveNotice says nothing).
 */
export function jobSavedText(
  saved: Pick<Order, 'number' | 'start_at' | 'end_at' | 'crew_count' | 'invitations_count'>,
  before: Pick<Order, 'start_at' | 'end_at'>,
  now = Date.now(),
): string {
  const text = `Job #${saved.number} saved`;
  const moved = saved.start_at !== before.start_at || saved.end_at !== before.end_at;
  const { crew_count: crew, invitations_count: pending } = saved;
  if (!moved || Date.parse(saved.start_at) <= now || crew + pending === 0) return text;
  const told = [crew > 0 ? onTheCrew(crew) : null, pending > 0 ? invited(pending) : null];
  const who = told.filter(Boolean).join(' and ');
  return `${text}. ${who} ${crew + pending === 1 ? 'is' : 'are'} told of the new times.`;
}

/**
 * Once the hourly price differs from the job's: who is paid it sees the new one on their job
 * at once (QA 2026-12-04: a pay cut of an accepted job went without a word). Said as what they
 * are paid now, not what they accepted: after an earlier change those differ (QA helper-111:
 * "accepted $38.00/h" of someone who took the job at $44.50/h). A cut asks them to confirm
 * again, until the job starts.
 */
export function CrewPayNotice({
  crewCount,
  initial,
  kept,
  timeZone,
}: {
  crewCount: number;
  initial: OrderFormValues;
  /** The job's start on the server now (Edit job's), on the clocks of its branch's zone. */
  kept?: KeptStart;
  timeZone: string;
}) {
  const { input } = useField<string>('hourly_rate', { subscription: { value: true } });
  const was = unitsToCents(parseDollars(initial.hourly_rate));
  const typed = parseDollars(input.value);
  const changed = input.value !== '' && Number.isFinite(typed) && unitsToCents(typed) !== was;
  const started = useUnderWay(kept, initial, timeZone);
  return (
    <div role="status">
      {crewCount > 0 && changed && (
        <Callout intent="warning" compact icon="dollar">
          {onTheCrew(crewCount)} {crewCount === 1 ? 'is' : 'are'} paid {formatHourlyRate(was)} now:
          the new price shows on their job at once
          {unitsToCents(typed) < was && !started ? ', and they are asked to confirm again' : ''}.
        </Callout>
      )}
    </div>
  );
}
