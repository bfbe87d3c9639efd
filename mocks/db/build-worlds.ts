import { seededWorld } from './reset';
import { listScenarios, type ScenarioName } from './seed';
import { baseDay, type World } from './world';

/*
 * Run in Node by scripts/mock-worlds-plugin.mjs at build time (and by the dev server): the
 * base worlds the browser loads instead of seeding (./precomputed.ts).
 */

export const scenarioNames = (): ScenarioName[] => listScenarios().map((s) => s.name);

/** The world a scenario seeds at the start of the base week's day with `weekday`. */
export function buildBaseWorld(scenario: ScenarioName, weekday: number): Promise<World> {
  return seededWorld(scenario, baseDay(weekday).anchor);
}
