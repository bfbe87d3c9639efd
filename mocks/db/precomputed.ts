import { loadBaseWorldText, zoneOffsets } from 'virtual:mock-worlds';
import { knowZoneOffsets } from '@/platform/format/zone';
import type { ScenarioName } from './seed/scenarios';
import { moveWorldText, worldMoveFor, type World } from './world';

let zonesKnown = false;

/** The zones' clocks from the spans the build brought (see below). */
function knowZones(): void {
  if (zonesKnown) return;
  for (const [zone, spans] of Object.entries(zoneOffsets)) knowZoneOffsets(zone, spans);
  zonesKnown = true;
}

/**
 * The browser's world of a scenario at an anchor: the base world of the anchor's weekday,
 * built at build time (scripts/mock-worlds-plugin.mjs) and fetched as its own chunk, moved
 * to the anchor (./world.ts). No faker and no seeder runs in the browser (5/8), and the
 * move reads its zones' clocks from the spans the build brought, not from Intl, whose first
 * zoned formatter (the engine's time-zone data) cost about a fifth of the demo's start.
 * Each call parses a world of its own: the caller may keep its records (putWorld's `owned`).
 */
export async function precomputedWorld(scenario: ScenarioName, anchor: Date): Promise<World> {
  knowZones();
  const move = worldMoveFor(anchor);
  return moveWorldText(await loadBaseWorldText(scenario, move.weekday), move);
}

/**
 * Starts fetching the chunk `precomputedWorld(scenario, anchor)` will read, so it comes while
 * IndexedDB opens (a first visit's start waited for one, then the other: 5/8). Its text is
 * only parsed when used; when IndexedDB holds the demo's data, the fetch is all it cost.
 */
export function prefetchPrecomputedWorld(scenario: ScenarioName, anchor: Date): void {
  knowZones();
  loadBaseWorldText(scenario, worldMoveFor(anchor).weekday).catch(() => {
    // precomputedWorld fetches it again and reports a failure.
  });
}
