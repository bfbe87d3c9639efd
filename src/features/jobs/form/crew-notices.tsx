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

/**
 * Once the date or the time window differ from the job's: who accepted the old times is told
 * of the new ones and asked to confirm again (updateOrder). Once the job has started (or
 * ended), only a new start says so (the form takes none that has passed: the job has not
 * started by its new times, mock rescheduleCrew); its end moved alone changes nothing for
 * its crew, so nothing is said.
 */
export function CrewMoveNotice({
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
  const { input: date } = useField<string>('moving_date', { subscription: { value: true } });
  const { input: times } = useField<string>('time_window', { subscription: { value: true } });
  const moved = date.value !== initial.moving_date || times.value !== initial.time_window;
  const started = useUnderWay(kept, initial, timeZone);
  const who = onTheCrew(crewCount);
  return (
    <div role="status">
      {crewCount > 0 && moved && !started && (
        <Callout intent="warning" compact icon="time">
          {who} accepted the old times: they will be told of the new ones and asked to confirm
          again.
        </Callout>
      )}
    </div>
  );
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
