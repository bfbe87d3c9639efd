import { Callout } from '@blueprintjs/core';
import { useField } from 'react-final-form';
import { countOf, formatHourlyRate, unitsToCents } from '@/platform/format';
import { parseDollars } from '@/platform/forms';
import type { OrderFormValues } from './order-form-values';

/*
 * What Edit job says, before the save, of a change the people who accepted the job will
 * meet (not in the spec). Each is a live region, there before it speaks: the notice comes as
 * the person types.
 */

const onTheCrew = (crewCount: number) => `${countOf(crewCount, 'person', 'people')} on the crew`;

/**
 * Once the date or the time window differ from the job's: who accepted the old times is told
 * of the new ones and asked to confirm again (updateOrder).
 */
export function CrewMoveNotice({
  crewCount,
  initial,
}: {
  crewCount: number;
  initial: OrderFormValues;
}) {
  const { input: date } = useField<string>('moving_date', { subscription: { value: true } });
  const { input: times } = useField<string>('time_window', { subscription: { value: true } });
  const moved = date.value !== initial.moving_date || times.value !== initial.time_window;
  const who = onTheCrew(crewCount);
  return (
    <div role="status">
      {crewCount > 0 && moved && (
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
 * "accepted $38.00/h" of someone who took the job at $44.50/h).
 */
export function CrewPayNotice({
  crewCount,
  initial,
}: {
  crewCount: number;
  initial: OrderFormValues;
}) {
  const { input } = useField<string>('hourly_rate', { subscription: { value: true } });
  const was = unitsToCents(parseDollars(initial.hourly_rate));
  const typed = parseDollars(input.value);
  const changed = input.value !== '' && Number.isFinite(typed) && unitsToCents(typed) !== was;
  return (
    <div role="status">
      {crewCount > 0 && changed && (
        <Callout intent="warning" compact icon="dollar">
          {onTheCrew(crewCount)} {crewCount === 1 ? 'is' : 'are'} paid {formatHourlyRate(was)} now:
          the new price shows on their job at once
          {unitsToCents(typed) < was ? ', and they are asked to confirm again' : ''}.
        </Callout>
      )}
    </div>
  );
}
