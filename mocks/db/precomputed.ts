import { loadBaseWorld, zoneOffsets } from 'virtual:mock-worlds';
import { knowZoneOffsets } from '@/platform/format/zone';
import type { ScenarioName } from './seed/scenarios';
import { moveWorld, worldMoveFor, type World } from './world';

let zonesKnown = false;

/**
 * The browser's world of a scenario at an anchor: the base world of the anchor's weekday,
 * built at build time (scripts/mock-worlds-plugin.mjs) and fetched as its own chunk, moved
 * to the anchor (./world.ts). No faker and no seeder runs in the browser (5/8), and the
 * move reads its zones' clocks from the spans the build brought, not from Intl, whose first
 * zoned formatter (the engine's time-zone data) cost about a fifth of the demo's start.
 */
export async function precomputedWorld(scenario: ScenarioName, anchor: Date): Promise<World> {
  if (!zonesKnown) {
    for (const [zone, spans] of Object.entries(zoneOffsets)) knowZoneOffsets(zone, spans);
    zonesKnown = true;
  }
  const move = worldMoveFor(anchor);
  return moveWorld(await loadBaseWorld(scenario, move.weekday), move);
}
