import type { MockDb } from '../database';
import type { SubscriptionPlanRecord } from '../schema';
import { plansFor } from './helpers';

/*
 * The company plan's limits, applied (contract/README.md, "Plan limits"): the API decides.
 * Only what is new is refused; whatever a company has beyond its plan (after a downgrade)
 * is kept.
 */

export type CompanyUsage = { branches: number; team_members: number; open_offers: number };

/** The company's plan: its subscription's, or the free company plan when it has none. */
export function companyPlan(db: MockDb, companyId: number): SubscriptionPlanRecord | undefined {
  const subscription = db.subscriptions.findFirst((q) => q.where({ company_id: companyId }));
  const plan = subscription && db.findById('subscription_plans', subscription.plan_id);
  return plan ?? plansFor(db, 'company')[0];
}

/**
 * What the company uses, counted as its plan's limits count it: its branches; its own team
 * members across them (not deleted; marketplace helpers who joined a branch through an
 * invitation or an offer are not counted, nor the owner, who is no member); its open offers.
 */
export function companyUsage(db: MockDb, companyId: number): CompanyUsage {
  const branchIds = new Set(
    db.branches.findMany((q) => q.where({ company_id: companyId })).map((b) => b.id),
  );
  const members = db.employees.findMany((q) =>
    q.where((e) => branchIds.has(e.branch_id) && e.deleted_at == null && !e.is_helper),
  );
  const offers = db.outsource_offers.findMany((q) =>
    q.where((o) => branchIds.has(o.branch_id) && o.status === 'open'),
  );
  return { branches: branchIds.size, team_members: members.length, open_offers: offers.length };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why the plan refuses this (the 403's message), or null when it allows it. */
export function planRefusal(
  db: MockDb,
  companyId: number,
  action: 'branch' | 'member' | 'offer' | 'helper_search',
): string | null {
  const plan = companyPlan(db, companyId);
  if (!plan) return null;
  const usage = companyUsage(db, companyId);
  const change = 'Change plan to';
  switch (action) {
    case 'branch':
      return plan.max_branches !== null && usage.branches >= plan.max_branches
        ? `Your ${plan.name} plan allows ${count(plan.max_branches, 'branch', 'branches')}. ${change} add more.`
        : null;
    case 'member':
      return plan.max_employees !== null && usage.team_members >= plan.max_employees
        ? `Your ${plan.name} plan allows ${count(plan.max_employees, 'team member', 'team members')}. ${change} add more.`
        : null;
    case 'offer':
      return plan.outsourcing
        ? null
        : `Your ${plan.name} plan does not include outsourcing offers. ${change} publish offers.`;
    case 'helper_search':
      return plan.helper_search
        ? null
        : `Your ${plan.name} plan does not include helper search. ${change} find and invite helpers.`;
  }
}

/**
 * Seeds: each company on the cheapest company plan its seeded data fits, and never below
 * `atLeast` (the demo company stays on Pro); returns the plan chosen.
 */
export function planThatFits(
  db: MockDb,
  companyId: number,
  atLeast?: SubscriptionPlanRecord,
): SubscriptionPlanRecord | undefined {
  const usage = companyUsage(db, companyId);
  const fits = (plan: SubscriptionPlanRecord) =>
    (plan.max_branches === null || usage.branches <= plan.max_branches) &&
    (plan.max_employees === null || usage.team_members <= plan.max_employees) &&
    (usage.open_offers === 0 || plan.outsourcing);
  return plansFor(db, 'company').find((plan) => fits(plan) && plan.price >= (atLeast?.price ?? 0));
}
