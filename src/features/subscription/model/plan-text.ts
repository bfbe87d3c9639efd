import type { Intent } from '@blueprintjs/core';
import type {
  Subscription,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@/platform/api/generated/model';
import { formatDate, formatMoney } from '@/platform/format';

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

/** A company plan's limits ('Up to 5' / 'Unlimited'); helper plans have none. */
export function planLimits(plan: SubscriptionPlan): { label: string; value: string }[] {
  if (plan.audience !== 'company') return [];
  const limit = (max: number | null) => (max === null ? 'Unlimited' : `Up to ${max}`);
  return [
    { label: 'Branches', value: limit(plan.max_branches) },
    { label: 'Team members', value: limit(plan.max_employees) },
  ];
}

/** What the current usage would exceed on `plan`, e.g. 'You have 3 branches; Starter allows 1.' */
export function limitWarnings(plan: SubscriptionPlan, usage: SubscriptionUsage = {}): string[] {
  const warnings: string[] = [];
  if (
    plan.max_branches !== null &&
    usage.branches !== undefined &&
    usage.branches > plan.max_branches
  )
    warnings.push(
      `You have ${usage.branches} ${usage.branches === 1 ? 'branch' : 'branches'}; ${plan.name} allows ${plan.max_branches}.`,
    );
  return warnings;
}

/** What the caller uses now, where the page knows it (company: its branches). */
export type SubscriptionUsage = { branches?: number };
