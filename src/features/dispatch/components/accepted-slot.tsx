import { Icon } from '@blueprintjs/core';
import type { ConfirmationState, CrewMember } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';

const SAID: Record<ConfirmationState, string | null> = {
  not_due: null,
  awaiting: 'awaiting confirmation',
  confirmed: 'confirmed',
  overdue: 'not confirmed',
};

/**
 * An accepted person on a job's crew (confirmations, 7/8): a tick when confirmed; asked and
 * not yet, marked amber (awaiting) or red (not confirmed within 24 h). Said in words too.
 */
export function AcceptedSlot({ member }: { member: CrewMember }) {
  const state = member.confirmation;
  const said = state ? SAID[state] : null;
  const marked = state === 'awaiting' || state === 'overdue';
  return (
    <li
      className={`dispatch-slot dispatch-slot--accepted${marked ? ` dispatch-slot--${state}` : ''}`}
      title={said ?? undefined}
    >
      {state === 'confirmed' && <Icon icon="tick" size={12} className="dispatch-slot__tick" />}
      {fullName(member)}
      {said && <span className="app-visually-hidden">, {said}</span>}
    </li>
  );
}
