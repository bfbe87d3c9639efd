import { loadBaseWorld } from 'virtual:mock-worlds';
import type { ScenarioName } from './seed/scenarios';
import { moveWorld, worldMoveFor, type World } from './world';

/**
 * The browser's world of a scenario at an anchor: the base world of the anchor's weekday,
 * built at build time (scripts/mock-worlds-plugin.mjs) and fetched as its own chunk, moved
 * to the anchor (./world.ts). No faker and no seeder runs in the browser (5/8).
 */
export async function precomputedWorld(scenario: ScenarioName, anchor: Date): Promise<World> {
  const move = worldMoveFor(anchor);
  return moveWorld(await loadBaseWorld(scenario, move.weekday), move);
}
