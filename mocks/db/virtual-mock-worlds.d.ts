/** Served by scripts/mock-worlds-plugin.mjs: the base worlds, one chunk each. */
declare module 'virtual:mock-worlds' {
  import type { World } from './world';
  import type { ScenarioName } from './seed/scenarios';
  /** The world of `scenario` seeded at `baseDay(weekday).anchor` (./world.ts). */
  export function loadBaseWorld(scenario: ScenarioName, weekday: number): Promise<World>;
}
