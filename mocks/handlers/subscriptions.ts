import { http } from './lib/http';
import type { Subscription, SubscriptionPlan } from '@/platform/api/generated/model';
import { changeSubscriptionBody } from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';
import { db, USER_TYPE, type SubscriptionPlanRecord, type SubscriptionRecord } from '../db';
import { ensureSubscription, plansFor, subscriptionAudience } from '../db/services/helpers';
import { companyUsage } from '../db/services/plans';
import { forbidden, ok, validationError } from './lib/envelope';
import { parseBody } from './lib/validation';
import { requireUser } from './lib/guards';

/*
 * Contract tag `subscriptions`. The mock has no payment provider: a change to a paid plan
 * is applied at once (as if checkout succeeded), so `checkout_url` is always null.
 */

const DAY_MS = 24 * 60 * 60_000;

function toPlan(plan: SubscriptionPlanRecord): SubscriptionPlan {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    audience: plan.audience,
    price: plan.price,
    interval: plan.interval,
    features: [...plan.features],
    max_branches: plan.max_branches,
    max_employees: plan.max_employees,
    outsourcing: plan.outsourcing,
    helper_search: plan.helper_search,
  };
}

function toSubscription(subscription: SubscriptionRecord): Subscription {
  const plan = db.findById('subscription_plans', subscription.plan_id);
  if (!plan) throw new Error(`subscription ${subscription.id}: unknown plan`);
  return {
    id: subscription.id,
    plan: toPlan(plan),
    status: subscription.status,
    started_at: subscription.started_at,
    current_period_end: subscription.current_period_end,
    cancel_at_period_end: subscription.cancel_at_period_end,
    checkout_url: subscription.checkout_url,
    // Counted now, as the limits count it: the app warns before a plan it would exceed.
    usage: subscription.company_id == null ? null : companyUsage(db, subscription.company_id),
  };
}

export const subscriptionHandlers = [
  // Plans of the caller's audience (company users: company plans; helpers: helper plans).
  http.get('*/api/subscription/plans', async ({ request }) => {
    const user = requireUser(request);
    return ok(plansFor(db, subscriptionAudience(user)).map(toPlan));
  }),

  // The current subscription (the free plan when the caller never changed it).
  http.get('*/api/subscription', async ({ request }) => {
    const user = requireUser(request);
    return ok(toSubscription(await ensureSubscription(db, user)));
  }),

  // Change plan: owners for their company, helpers for themselves; managers and employees
  // 403; the plan must exist and be for the caller's audience.
  http.post('*/api/subscription', async ({ request }) => {
    const user = requireUser(request);
    if (user.type !== USER_TYPE.owner && user.type !== USER_TYPE.helper) throw forbidden();
    const { plan_id: planId } = await parseBody(request, changeSubscriptionBody);
    const plan = db.findById('subscription_plans', planId);
    if (!plan || plan.audience !== subscriptionAudience(user))
      throw validationError({ plan_id: ['The selected plan id is invalid.'] });

    const current = await ensureSubscription(db, user);
    if (current.plan_id === plan.id)
      return ok(toSubscription(current), `You are already on the ${plan.name} plan.`);
    const now = Date.now();
    const period = plan.interval === 'year' ? 365 * DAY_MS : 30 * DAY_MS;
    const updated = await db.patch('subscriptions', current.id, {
      plan_id: plan.id,
      status: 'active',
      started_at: new Date(now).toISOString(),
      current_period_end: plan.price > 0 ? new Date(now + period).toISOString() : null,
      cancel_at_period_end: false,
      checkout_url: null,
    });
    return ok(toSubscription(updated), `You are now on the ${plan.name} plan.`);
  }),
];
