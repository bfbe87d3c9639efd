/*
 * The scenarios by name, with what each one holds. Only names and descriptions: the demo
 * panel lists them in the browser, where the data comes precomputed (../precomputed.ts) and
 * none of the seeders is loaded. What each one seeds is in ./index.ts (SCENARIO_PLANS).
 */

/**
 * Keyed by the name used in `?scenario=` and `resetDb(name)`; `label` is what the demo panel
 * shows (it showed the names: "default", "manager-no-branches").
 */
export const SCENARIOS = {
  default: {
    name: 'default',
    label: 'Default',
    description:
      'Lone Star Movers with 3 Texas branches and recent activity; a manager of 2 of them.',
  },
  empty: {
    name: 'empty',
    label: 'Empty company',
    description: 'A fresh company: owner@demo.test has a company and no branches yet.',
  },
  'manager-no-branches': {
    name: 'manager-no-branches',
    label: 'Manager without branches',
    description: 'Like default, but manager@demo.test is not assigned to any branch.',
  },
  busy: {
    name: 'busy',
    label: 'Busy branch',
    description:
      "Like default, with 120 unread notifications, 2,000 orders and 200 people on the owner's first branch, and 100 jobs today there.",
  },
} satisfies Record<string, { name: string; label: string; description: string }>;

export type ScenarioName = keyof typeof SCENARIOS;
export type Scenario = (typeof SCENARIOS)[ScenarioName];
export const DEFAULT_SCENARIO: ScenarioName = 'default';

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(SCENARIOS, value);
}

export function listScenarios(): Array<{
  name: ScenarioName;
  label: string;
  description: string;
}> {
  return (Object.keys(SCENARIOS) as ScenarioName[]).map((name) => ({
    name,
    label: SCENARIOS[name].label,
    description: SCENARIOS[name].description,
  }));
}
