import type { Subscription } from '@/platform/api/generated/model';
import { planRoomText } from './plan-text';

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
