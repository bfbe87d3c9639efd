import { Icon } from '@blueprintjs/core';
import type { ConfirmationState, CrewMember } from '@/platform/api/generated/model';
import { formatDayRange, fullName, timeOffText } from '@/platform/format';
import { onTheDayText, shownConfirmation } from '@/platform/orders';

const SAID: Record<ConfirmationState, string | null> = {
  not_due: null,
  awaiting: 'awaiting confirmation',
  confirmed: 'confirmed',
  overdue: 'not confirmed',
};

/**
 * An accepted person on a job's crew (confirmations, 7/8): a tick when confirmed; asked and
 * not yet, marked amber (awaiting) or red (not confirmed within 24 h). Said in words too.
 * Time off over the job (taken after accepting: she is still on the crew) marks the chip red
 * and says "time off", its dates in the tooltip, as Needs attention flags it. On the day
 * (on-my-way, not in the spec): "· on the way", or "· 15 min late" marked amber; once she
 * has started work (time clock) "· at work", then "· done". A job under way that she never
 * confirmed, said nothing of and has not clocked in: "· not arrived", red (review 52 M2).
 */
export function AcceptedSlot({
  member,
  notArrived = false,
  done,
}: {
  member: CrewMember;
  notArrived?: boolean;
  /** The job is completed: nobody is at work on it or on the way (onTheDayText). */
  done: boolean;
}) {
  const state = shownConfirmation(member);
  const said = state ? SAID[state] : null;
  const off = member.time_off;
  const onTheWay = onTheDayText(member, done);
  const marker = off
    ? 'time-off'
    : notArrived
      ? 'overdue'
      : !done && member.on_my_way_at && member.late_minutes && !member.clocked_in_at
        ? 'awaiting'
        : state === 'awaiting' || state === 'overdue'
          ? state
          : null;
  const title = [off && timeOffText(off), onTheWay, notArrived && 'not arrived', said]
    .filter(Boolean)
    .join(', ');
  return (
    <li
      className={`dispatch-slot dispatch-slot--accepted${marker ? ` dispatch-slot--${marker}` : ''}`}
      title={title || undefined}
    >
      {state === 'confirmed' && <Icon icon="tick" size={12} className="dispatch-slot__tick" />}
      {fullName(member)}
      {off && (
        <>
          <span className="dispatch-slot__note"> · time off</span>
          <span className="app-visually-hidden">
            {' '}
            {formatDayRange(off.start_date, off.end_date)}
          </span>
        </>
      )}
      {onTheWay && <span className="dispatch-slot__note"> · {onTheWay}</span>}
      {notArrived && <span className="dispatch-slot__note"> · not arrived</span>}
      {said && <span className="app-visually-hidden">, {said}</span>}
    </li>
  );
}
