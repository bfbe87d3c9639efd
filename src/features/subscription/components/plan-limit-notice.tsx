import { Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { showPlanRefusalsIn } from '@/platform/api/notify';
import { RouteLink } from '@/platform/routing';
import { useGetSubscription } from '../api/endpoints';
import { planRoomText, type PlanRoom } from '../model/plan-text';

/** What did not happen when the plan refused a save, said above the notice's own text. */
const REFUSED: Record<PlanRoom, string> = {
  branches: 'The branch was not added',
  team_members: 'The member was not added',
  outsourcing: 'The offer was not published',
};

/**
 * Above an Add form (a branch, a team member, an offer): the plan has no room for one more, or
 * lacks the feature, said before anything is typed, with the way to a plan that has it.
 * Nothing is blocked: the API decides. When it refuses a save, this notice is where that is
 * said (no toast, no form error repeating it): it turns into an alert saying what was not
 * done, and takes the focus, so the next step, Change plan, is one Tab away.
 */
export function PlanLimitNotice({ room }: { room: PlanRoom }) {
  const subscription = useGetSubscription();
  const text = subscription.data ? planRoomText(subscription.data.data, room) : null;
  const shown = text !== null;
  const [refusals, setRefusals] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(
    () => (shown ? showPlanRefusalsIn(() => setRefusals((n) => n + 1)) : undefined),
    [shown],
  );
  useEffect(() => {
    if (refusals) ref.current?.focus();
  }, [refusals]);
  if (!text) return null;
  const refused = refusals > 0;
  return (
    <div
      // Each refusal is a new alert, so a screen reader says it again.
      key={refusals}
      ref={ref}
      role={refused ? 'alert' : undefined}
      tabIndex={refused ? -1 : undefined}
      className="plan-limit-notice"
    >
      <Callout intent={refused ? 'danger' : 'warning'} title={refused ? REFUSED[room] : undefined}>
        {text} <RouteLink to="company-settings-subscription">Change plan</RouteLink>{' '}
        {room === 'outsourcing' ? 'to publish offers.' : 'to add more.'}
      </Callout>
    </div>
  );
}
