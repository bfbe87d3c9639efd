import type { Subscription, SubscriptionPlan } from '@/platform/api/generated/model';
import { planLimits, planRoomText } from './plan-text';

const subscription = (
  plan: { name: string; max_branches: number | null; max_employees: number | null },
  usage: Subscription['usage'],
) =>
  ({
    plan: { ...plan, outsourcing: true, helper_search: true },
    usage,
  }) as Subscription;

const starter = { name: 'Starter', max_branches: 1, max_employees: 5 };
const usage = { branches: 1, team_members: 4, open_offers: 0 };

describe('planRoomText: an Add form says when the plan has no room for one more', () => {
  it('at or past a limit, names the plan, its limit and the count', () => {
    expect(planRoomText(subscription(starter, usage), 'branches')).toBe(
      'Your Starter plan allows 1 branch, and you have 1.',
    );
    expect(
      planRoomText(subscription(starter, { ...usage, team_members: 45 }), 'team_members'),
    ).toBe('Your Starter plan allows 5 team members, and you have 45.');
  });

  it('a plan without outsourcing offers says so above the offer form; one with them says nothing', () => {
    const lacking = {
      ...subscription(starter, usage),
      plan: { ...subscription(starter, usage).plan, outsourcing: false },
    } as Subscription;
    expect(planRoomText(lacking, 'outsourcing')).toBe(
      'Your Starter plan does not include outsourcing offers.',
    );
    expect(planRoomText(subscription(starter, usage), 'outsourcing')).toBeNull();
  });

  it('a plan without helper search says so above Find helpers; one with it says nothing', () => {
    const lacking = {
      ...subscription(starter, usage),
      plan: { ...subscription(starter, usage).plan, helper_search: false },
    } as Subscription;
    expect(planRoomText(lacking, 'helper_search')).toBe(
      'Your Starter plan does not include helper search.',
    );
    expect(planRoomText(subscription(starter, usage), 'helper_search')).toBeNull();
  });

  it('says nothing while there is room, on an unlimited plan, or without usage (a helper)', () => {
    expect(planRoomText(subscription(starter, usage), 'team_members')).toBeNull();
    const business = { name: 'Business', max_branches: null, max_employees: null };
    expect(planRoomText(subscription(business, { ...usage, branches: 40 }), 'branches')).toBeNull();
    expect(planRoomText(subscription(starter, null), 'branches')).toBeNull();
  });
});

describe("planLimits: a company plan's limits, each said once", () => {
  const plan = (features: string[], max_branches: number | null, max_employees: number | null) =>
    ({ audience: 'company', features, max_branches, max_employees }) as SubscriptionPlan;

  it('a limit its features already state is not said again', () => {
    expect(
      planLimits(plan(['Up to 5 branches', 'Up to 50 team members', 'Helper search'], 5, 50)),
    ).toEqual([]);
    expect(planLimits(plan(['1 branch', 'Up to 5 team members'], 1, 5))).toEqual([]);
    expect(planLimits(plan(['Unlimited branches', 'Unlimited team members'], null, null))).toEqual(
      [],
    );
  });

  it('a limit the features do not state, or state otherwise, is a row of its own', () => {
    expect(planLimits(plan(['Outsourcing offers'], 5, null))).toEqual([
      { label: 'Branches', value: 'Up to 5' },
      { label: 'Team members', value: 'Unlimited' },
    ]);
    // 15 is not 5, and a number without the thing it counts states nothing.
    expect(planLimits(plan(['Up to 15 branches', 'Up to 50 seats'], 5, 50))).toEqual([
      { label: 'Branches', value: 'Up to 5' },
      { label: 'Team members', value: 'Up to 50' },
    ]);
  });

  it('a helper plan has no limits', () => {
    expect(planLimits({ ...plan(['Up to 5 branches'], 5, 5), audience: 'helper' })).toEqual([]);
  });
});
