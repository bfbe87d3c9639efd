import type { MockDb } from '../database';
import { createSeedFaker, defaultSeedAnchor } from './context';
import { isScenarioName, SCENARIOS, type ScenarioName } from './scenarios';

export { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from './accounts';
export { defaultSeedAnchor, FAKER_SEED, type SeedContext } from './context';
export {
  DEFAULT_SCENARIO,
  isScenarioName,
  listScenarios,
  SCENARIOS,
  type Scenario,
  type ScenarioName,
} from './scenarios';

/**
 * Fills an EMPTY db with a scenario. Deterministic: the same scenario and anchor always
 * give the same records with the same ids.
 */
export async function seedScenario(
  db: MockDb,
  scenario: ScenarioName,
  options: { now?: Date } = {},
): Promise<void> {
  if (!isScenarioName(scenario)) throw new Error(`Unknown mock scenario "${String(scenario)}"`);
  await SCENARIOS[scenario].build({
    db,
    faker: createSeedFaker(),
    now: options.now ?? defaultSeedAnchor(),
  });
}
