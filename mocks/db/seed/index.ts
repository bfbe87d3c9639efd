import type { MockDb } from '../database';
import { defaultSeedAnchor } from '../world';
import { createSeedFaker, type SeedContext } from './context';
import { isScenarioName, type ScenarioName } from './scenarios';
import { seedWorld, type BranchPlan } from './world';

export { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from './accounts';
export { defaultSeedAnchor } from '../world';
export { FAKER_SEED, type SeedContext } from './context';
export {
  DEFAULT_SCENARIO,
  isScenarioName,
  listScenarios,
  SCENARIOS,
  type Scenario,
  type ScenarioName,
} from './scenarios';

const DEFAULT_BRANCHES: BranchPlan[] = [
  { place: 'austin', events: 26, unread: 6, managerUnread: 3 },
  { place: 'dallas', events: 17, unread: 3, managerUnread: 0 },
  { place: 'houston', events: 11, unread: 2 },
];

/** What each scenario of ./scenarios.ts seeds. */
const SCENARIO_PLANS: Record<ScenarioName, (ctx: SeedContext) => Promise<void>> = {
  default: (ctx) =>
    seedWorld(ctx, { branches: DEFAULT_BRANCHES, managerBranches: [0, 1], otherCompany: true }),
  empty: (ctx) => seedWorld(ctx, { branches: [], managerBranches: [], otherCompany: false }),
  'manager-no-branches': (ctx) =>
    seedWorld(ctx, { branches: DEFAULT_BRANCHES, managerBranches: [], otherCompany: true }),
  busy: (ctx) =>
    seedWorld(ctx, {
      branches: [
        { place: 'austin', events: 150, unread: 120, managerUnread: 40, orders: 2000 },
        ...DEFAULT_BRANCHES.slice(1),
      ],
      managerBranches: [0, 1],
      otherCompany: true,
      dispatchDay: { jobs: 100, people: 200 },
    }),
};

/**
 * Fills an EMPTY db with a scenario. Deterministic: the same scenario and anchor always
 * give the same records with the same ids.
 */
export async function seedScenario(
  db: MockDb,
  scenario: ScenarioName,
  options: { now?: Date } = {},
): Promise<void> {
  if (!isScenarioName(scenario)) throw new Error(`seedScenario: no scenario "${String(scenario)}"`);
  await SCENARIO_PLANS[scenario]({
    db,
    faker: createSeedFaker(),
    now: options.now ?? defaultSeedAnchor(),
  });
}
