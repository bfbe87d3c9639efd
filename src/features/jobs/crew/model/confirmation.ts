import type { Intent } from '@blueprintjs/core';
import type {
  ConfirmationState,
  CrewMember,
  InvitableEmployees,
} from '@/platform/api/generated/model';
import { formatTimeAt } from '@/platform/format';
import { isAtWork, onTheWayLine, sentence, timeClockLine } from '@/platform/orders';
import { rankCandidates, type MatchOrder, type RankedCandidate } from './crew-ranking';

/*
 * Confirmations (7/8) on the company's side: each accepted crew member is Confirmed,
 * Awaiting confirmation (asked, from 48 h before) or Not confirmed (still not within 24 h:
 * flagged, with one click to invite someone else).
 */

export const CONFIRMATION_TAG: Partial<
  Record<ConfirmationState, { label: string; intent: Intent; icon: 'tick' | 'time' }>
> = {
  confirmed: { label: 'Confirmed', intent: 'success', icon: 'tick' },
  awaiting: { label: 'Awaiting confirmation', intent: 'warning', icon: 'time' },
  overdue: { label: 'Not confirmed', intent: 'danger', icon: 'time' },
};

/**
 * On the day (not in the spec), as a tag on the branch's clock: once she started work (time
 * clock) 'Working since 8:55 am', then 'Worked 8:55 am - 2:10 pm (5 h 15 min)'; before that
 * what she last said (on-my-way) with when she said it; null until either. On a completed or
 * cancelled order (`closed`) only her times: 'Started work at 8:55 am' if she never finished.
 */
export function onTheDayTag(
  member: Pick<
    CrewMember,
    'on_my_way_at' | 'late_minutes' | 'expected_at' | 'clocked_in_at' | 'clocked_out_at'
  >,
  closed: boolean,
  timeZone?: string,
): { label: string; intent: Intent; icon: 'drive-time' | 'time' | 'log-in' | 'log-out' } | null {
  const clock = timeClockLine(member, closed, timeZone);
  if (clock)
    return isAtWork(member, closed)
      ? { label: sentence(clock), intent: 'success', icon: 'log-in' }
      : {
          label: sentence(clock),
          intent: 'none',
          icon: member.clocked_out_at ? 'log-out' : 'log-in',
        };
  if (closed) return null;
  const line = onTheWayLine(member, timeZone);
  if (!line || !member.on_my_way_at) return null;
  const label = `${sentence(line)} · told ${formatTimeAt(member.on_my_way_at, timeZone)}`;
  return member.late_minutes
    ? { label, intent: 'warning', icon: 'time' }
    : { label, intent: 'success', icon: 'drive-time' };
}

/**
 * Who would replace an unconfirmed person: the best eligible match for the order with that
 * person's spot counted as open (crew-ranking.ts), or null when nobody invitable can take it.
 */
export function replacementFor(input: {
  member: CrewMember;
  order: MatchOrder;
  crew: readonly CrewMember[];
  invitable: InvitableEmployees;
  timeZone: string;
}): RankedCandidate | null {
  const ranked = rankCandidates({
    order: input.order,
    crew: input.crew.filter((m) => m.invitation_id !== input.member.invitation_id),
    branchEmployees: input.invitable.branch_employees,
    otherBranchEmployees: input.invitable.other_branch_employees,
    orderAreas: input.invitable.order_serving_areas,
    timeZone: input.timeZone,
  });
  return ranked.find((r) => r.eligible) ?? null;
}
