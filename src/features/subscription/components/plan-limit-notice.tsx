import { Callout } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { showPlanRefusalsIn } from '@/platform/api/plan-notices';
import { RouteLink } from '@/platform/routing';
import { selectIsManager } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
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
 * done, and takes the focus, so the next step, Change plan, is one Tab away. It listens while
 * the plan is known, even while the plan seems to allow it: a plan changed elsewhere is read
 * again on the refusal (query-client.ts) and the notice then appears as that alert (review
 * 58: the form said it, then the notice said it again); should the plan read still allow it,
 * the alert says the server's words. While the plan cannot be known, the form says it.
 */
export function PlanLimitNotice({
  room,
  takesFocus = false,
}: {
  room: PlanRoom;
  /**
   * Its Change plan link takes the focus as it is shown: in a dialog that cannot be used
   * without the feature (Find helpers on Starter, whose search box is disabled), the way out
   * is the first thing to do, and the dialog keeps a focus a field took (Modal's FocusOnOpen;
   * QA 205 M3: the disabled box's autoFocus left it on the page's body).
   */
  takesFocus?: boolean;
}) {
  const subscription = useGetSubscription();
  const isManager = useAppSelector(selectIsManager);
  // The plan's word on `room` (null: it has room, or the plan is not known).
  const text = subscription.data ? planRoomText(subscription.data.data, room) : null;
  const listens = Boolean(subscription.data);
  const [refusal, setRefusal] = useState<{ count: number; message: string } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const visible = text !== null;
  useEffect(
    () =>
      listens
        ? showPlanRefusalsIn(
            (error) =>
              setRefusal((last) => ({ count: (last?.count ?? 0) + 1, message: error.message })),
            visible,
          )
        : undefined,
    [listens, visible],
  );
  // The plan read again allows it now (changed to one that does): a refusal made under the
  // old plan is over (QA 58 M6: Add member kept its red "Starter allows 5" after the upgrade).
  const [shownText, setShownText] = useState(text);
  if (text !== shownText) {
    setShownText(text);
    if (shownText !== null && text === null) setRefusal(null);
  }
  const body = text ?? refusal?.message ?? null;
  // As it is shown (before the dialog's FocusOnOpen, which then keeps it), and again should a
  // plan read later lack the feature (the disabled box had the focus).
  const linkShown = takesFocus && text !== null;
  useLayoutEffect(() => {
    if (linkShown) ref.current?.querySelector<HTMLElement>('a')?.focus();
  }, [linkShown]);
  useEffect(() => {
    if (refusal && body) ref.current?.focus();
  }, [refusal, body]);
  if (!body) return null;
  const refused = refusal !== null;
  return (
    <div
      // Each refusal is a new alert, so a screen reader says it again.
      key={refusal?.count ?? 0}
      ref={ref}
      role={refused ? 'alert' : undefined}
      tabIndex={refused ? -1 : undefined}
      className="plan-limit-notice"
    >
      <Callout intent={refused ? 'danger' : 'warning'} title={refused ? REFUSED[room] : undefined}>
        {text ?? body}
        {text !== null &&
          // A manager cannot change the plan (the subscription page says so): the notice
          // sends them to the owner, not to a button they do not have (QA 2026-12-04).
          (isManager ? (
            <>
              {' '}
              Only the company owner can{' '}
              <RouteLink to="company-settings-subscription">change the plan</RouteLink>{' '}
              {CHANGE_TO[room]}
            </>
          ) : (
            <>
              {' '}
              <RouteLink to="company-settings-subscription">Change plan</RouteLink>{' '}
              {CHANGE_TO[room]}
            </>
          ))}
      </Callout>
    </div>
  );
}
