import { db } from '../node';

/*
 * Test helper (not imported by the app): puts the company of `ownerEmail` on the plan with
 * this code, as a plan change would, without going through the API.
 */
export async function putCompanyOnPlan(
  code: 'company_free' | 'company_pro' | 'company_business',
  ownerEmail = 'owner@demo.test',
): Promise<void> {
  const owner = db.users.findFirst((q) => q.where({ email: ownerEmail }));
  const plan = db.subscription_plans.findFirst((q) => q.where({ code }));
  const subscription = db.subscriptions.findFirst((q) =>
    q.where({ company_id: owner?.company_id ?? -1 }),
  );
  if (!plan || !subscription) throw new Error(`no ${code} plan or no subscription`);
  await db.patch('subscriptions', subscription.id, { plan_id: plan.id });
}
