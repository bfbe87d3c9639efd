import { Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { showPlanRefusalsIn } from '@/platform/api/plan-notices';
import { RouteLink } from '@/platform/routing';
import { useGetSubscription } from '../api/endpoints';
import { planRoomText, type PlanRoom } from '../model/plan-text';

/** What did not happen when the plan refused a save, said above the notice's own text. */
const REFUSED: Record<PlanRoom, string> = {
  branches: 'The branch was not added',
  team_members: 'The member was not added',
  outsourcing: 'The offer was not published',
  helper_search: 'The helper was not invited',
};

/** The way out, after the Change plan link (the API's own words for each refusal). */
const CHANGE_TO: Record<PlanRoom, string> = {
  branches: 'to add more.',
  team_members: 'to add more.',
  outsourcing: 'to publish offers.',
  helper_search: 'to find and invite helpers.',
};

/**
 * What the plan says of `room`: the notice's text when it has no room or lacks the feature;
 * null when it has it, or when the plan cannot be known (the API decides); undefined while
 * the plan is loading. A screen that cannot be used at all without the feature (Find
 * helpers) disables itself on a text.
 */
export function usePlanRoomText(room: PlanRoom): string | null | undefined {
  const subscription = useGetSubscription();
  if (subscription.isPending) return undefined;
  return subscription.data ? planRoomText(subscription.data.data, room) : null;
}

/**
 * Above an Add form (a branch, a team member, an offer) or a feature (Find helpers): the plan
 * has no room for one more, or lacks the feature, said before anything is typed, with the way
 * to a plan that has it.
 * Nothing is blocked: the API decides. When it refuses a save, this notice is where that is
 * said (no toast, no form error repeating it): it turns into an alert saying what was not
 * done, and takes the focus, so the next step, Change plan, is one Tab away.
 */
export function PlanLimitNotice({ room }: { room: PlanRoom }) {
  const text = usePlanRoomText(room) ?? null;
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
        {CHANGE_TO[room]}
      </Callout>
    </div>
  );
}
