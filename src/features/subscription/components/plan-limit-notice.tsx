import { Callout } from '@blueprintjs/core';
import { RouteLink } from '@/platform/routing';
import { useGetSubscription } from '../api/endpoints';
import { planRoomText, type PlanRoom } from '../model/plan-text';

/**
 * Above an Add form (a branch, a team member, an offer): the plan has no room for one more, or
 * lacks the feature, said before anything is typed, with the way to a plan that has it.
 * Nothing is blocked: the API decides.
 */
export function PlanLimitNotice({ room }: { room: PlanRoom }) {
  const subscription = useGetSubscription();
  const text = subscription.data ? planRoomText(subscription.data.data, room) : null;
  if (!text) return null;
  return (
    <Callout intent="warning" className="plan-limit-notice">
      {text} <RouteLink to="company-settings-subscription">Change plan</RouteLink>{' '}
      {room === 'outsourcing' ? 'to publish offers.' : 'to add more.'}
    </Callout>
  );
}
