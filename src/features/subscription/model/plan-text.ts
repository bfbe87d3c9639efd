import type { Intent } from '@blueprintjs/core';
import type {
  Subscription,
  SubscriptionPlan,
  SubscriptionStatus,
  SubscriptionUsage,
} from '@/platform/api/generated/model';
import { countOf, formatDate, formatMoney } from '@/platform/format';

/** '$49.00 / month', or 'Free' for a plan that costs nothing. */
export function planPrice(plan: Pick<SubscriptionPlan, 'price' | 'interval'>): string {
  return plan.price > 0 ? `${formatMoney(plan.price)} / ${plan.interval}` : 'Free';
}

export const STATUS_TAGS: Record<SubscriptionStatus, { label: string; intent: Intent }> = {
  active: { label: 'Active', intent: 'success' },
  trialing: { label: 'Trial', intent: 'primary' },
  past_due: { label: 'Payment due', intent: 'warning' },
  cancelled: { label: 'Cancelled', intent: 'none' },
};

/** What happens at the end of the current period, in words. */
export function renewalText(subscription: Subscription): string {
  const end = formatDate(subscription.current_period_end);
  if (subscription.status === 'cancelled') return end ? `Ended on ${end}` : 'Ended';
  if (!end) return subscription.plan.price > 0 ? 'No renewal date yet' : 'Free, nothing to renew';
  return subscription.cancel_at_period_end ? `Ends on ${end}, will not renew` : `Renews on ${end}`;
}

/**
 * The action of changing from one plan to another, on the plan's card and on the dialog's
 * button alike: "Upgrade to Business" for a dearer plan, else "Switch to Starter" (the card
 * said Upgrade and the dialog it opened Switch: QA 2026-12-05).
 */
export function changePlanText(
  from: Pick<SubscriptionPlan, 'price'>,
  to: Pick<SubscriptionPlan, 'price' | 'name'>,
): string {
  return `${changePlanVerb(from, to)} to ${to.name}`;
}

/** "Upgrade" to a dearer plan, else "Switch" (the dialog's question says it too). */
export function changePlanVerb(
  from: Pick<SubscriptionPlan, 'price'>,
  to: Pick<SubscriptionPlan, 'price'>,
): 'Upgrade' | 'Switch' {
  return to.price > from.price ? 'Upgrade' : 'Switch';
}

/**
 * A company plan's limits ('Up to 5' / 'Unlimited') that its features do not already state;
 * helper plans have none. The features are the provider's own words ("Up to 5 branches"), and
 * the same limit read twice, once as a feature and once as a row, says nothing more (QA
 * 2026-12-05). A feature states a limit when it names the thing and its number ('Unlimited'
 * for none).
 */
export function planLimits(plan: SubscriptionPlan): { label: string; value: string }[] {
  if (plan.audience !== 'company') return [];
  const limit = (max: number | null) => (max === null ? 'Unlimited' : `Up to ${max}`);
  const stated = (noun: RegExp, max: number | null) =>
    plan.features.some(
      (feature) =>
        noun.test(feature) &&
        (max === null ? /\bunlimited\b/i : new RegExp(`(^|\\D)${max}(\\D|$)`)).test(feature),
    );
  return [
    { label: 'Branches', max: plan.max_branches, noun: /\bbranch(es)?\b/i },
    { label: 'Team members', max: plan.max_employees, noun: /\b(team )?members?\b/i },
  ]
    .filter(({ max, noun }) => !stated(noun, max))
    .map(({ label, max }) => ({ label, value: limit(max) }));
}

/** One thing the company has that `plan` does not cover, and what it then cannot do. */
export type PlanShortfall = { text: string; cannot: string };

/**
 * What the current usage would exceed on `plan`, e.g. 'You have 3 branches; Starter allows 1.',
 * and the features it would lose; none for helpers (no usage).
 */
export function limitWarnings(
  plan: SubscriptionPlan,
  usage: SubscriptionUsage | null | undefined,
): PlanShortfall[] {
  if (!usage) return [];
  const warnings: PlanShortfall[] = [];
  const over = (used: number, max: number | null) => max !== null && used > max;
  if (over(usage.branches, plan.max_branches))
    warnings.push({
      text: `You have ${countOf(usage.branches, 'branch', 'branches')}; ${plan.name} allows ${plan.max_branches}.`,
      cannot: 'add a branch',
    });
  if (over(usage.team_members, plan.max_employees))
    warnings.push({
      text: `You have ${countOf(usage.team_members, 'team member')}; ${plan.name} allows ${plan.max_employees}.`,
      cannot: 'add a team member',
    });
  if (!plan.outsourcing && usage.open_offers > 0)
    warnings.push({
      text: `You have ${countOf(usage.open_offers, 'open outsourcing offer')}; ${plan.name} does not include outsourcing offers.`,
      cannot: 'publish an offer',
    });
  if (!plan.helper_search)
    warnings.push({
      text: `${plan.name} does not include helper search.`,
      cannot: 'find and invite helpers',
    });
  return warnings;
}

/** What the change means for what the company has: 'Nothing is deleted… you cannot …'. */
export function shortfallConsequence(plan: SubscriptionPlan, warnings: PlanShortfall[]): string {
  const actions = warnings.map((w) => w.cannot);
  const list =
    actions.length > 1
      ? `${actions.slice(0, -1).join(', ')} or ${actions[actions.length - 1]}`
      : actions[0];
  return `Nothing is deleted: everything you have now is kept. On ${plan.name} you cannot ${list}.`;
}

/**
 * What a screen does that the plan limits: add to what it counts (branches, team members), or
 * use a feature it may lack (outsourcing offers, the helper search).
 */
export type PlanRoom = 'branches' | 'team_members' | 'outsourcing' | 'helper_search';

/**
 * Said above an Add form when the plan has no room for one more, before anything is typed
 * (the API refuses it on save: its 403 says so too), e.g. 'Your Starter plan allows 1 branch,
 * and you have 3.', or above a feature the plan lacks ('… does not include helper search.');
 * null while there is room or nothing is known.
 */
export function planRoomText(subscription: Subscription, room: PlanRoom): string | null {
  const { plan, usage } = subscription;
  if (room === 'outsourcing')
    return plan.outsourcing ? null : `Your ${plan.name} plan does not include outsourcing offers.`;
  if (room === 'helper_search')
    return plan.helper_search ? null : `Your ${plan.name} plan does not include helper search.`;
  const max = room === 'branches' ? plan.max_branches : plan.max_employees;
  if (!usage || max === null) return null;
  const used = room === 'branches' ? usage.branches : usage.team_members;
  if (used < max) return null;
  const allowed =
    room === 'branches' ? countOf(max, 'branch', 'branches') : countOf(max, 'team member');
  return `Your ${plan.name} plan allows ${allowed}, and you have ${used}.`;
}
