import type { SeedContext } from './context';
import { seedWorld, type BranchPlan } from './world';

export interface Scenario {
  name: string;
  description: string;
  build(ctx: SeedContext): Promise<void>;
}

const DEFAULT_BRANCHES: BranchPlan[] = [
  { place: 'austin', events: 26, unread: 6, managerUnread: 3 },
  { place: 'dallas', events: 17, unread: 3, managerUnread: 0 },
  { place: 'houston', events: 11, unread: 2 },
];

/** Keyed by the name used in `?scenario=` and `resetDb(name)`. */
export const SCENARIOS = {
  default: {
    name: 'default',
    description:
      'Lone Star Movers with 3 Texas branches and recent activity; a manager of 2 of them.',
    build: (ctx) =>
      seedWorld(ctx, { branches: DEFAULT_BRANCHES, managerBranches: [0, 1], otherCompany: true }),
  },
  empty: {
    name: 'empty',
    description: 'A fresh company: owner@demo.test has a company and no branches yet.',
    build: (ctx) => seedWorld(ctx, { branches: [], managerBranches: [], otherCompany: false }),
  },
  'manager-no-branches': {
    name: 'manager-no-branches',
    description: 'Like default, but manager@demo.test is not assigned to any branch.',
    build: (ctx) =>
      seedWorld(ctx, { branches: DEFAULT_BRANCHES, managerBranches: [], otherCompany: true }),
  },
  busy: {
    name: 'busy',
    description:
      "Like default, with 120 unread notifications and 2,000 orders on the owner's first branch.",
    build: (ctx) =>
      seedWorld(ctx, {
        branches: [
          { place: 'austin', events: 150, unread: 120, managerUnread: 40, orders: 2000 },
          ...DEFAULT_BRANCHES.slice(1),
        ],
        managerBranches: [0, 1],
        otherCompany: true,
      }),
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;
export const DEFAULT_SCENARIO: ScenarioName = 'default';

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(SCENARIOS, value);
}

export function listScenarios(): Array<{ name: ScenarioName; description: string }> {
  return (Object.keys(SCENARIOS) as ScenarioName[]).map((name) => ({
    name,
    description: SCENARIOS[name].description,
  }));
}
