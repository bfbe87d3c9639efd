import { seededWorld } from './reset';
import { listScenarios, type ScenarioName } from './seed';
import { zoneOffsetSpans, type OffsetSpan } from '@/platform/format/zone';
import { baseDay, WORLD_ZONE, type World } from './world';

/*
 * Run in Node by scripts/mock-worlds-plugin.mjs at build time (and by the dev server): the
 * base worlds the browser loads instead of seeding (./precomputed.ts).
 */

export const scenarioNames = (): ScenarioName[] => listScenarios().map((s) => s.name);

/** The world a scenario seeds at the start of the base week's day with `weekday`. */
export function buildBaseWorld(scenario: ScenarioName, weekday: number): Promise<World> {
  return seededWorld(scenario, baseDay(weekday).anchor);
}

/** The years the worlds' zone spans cover: demos moved to now until then need no Intl. */
const SPANS_FROM = Date.UTC(2020, 0, 1);
const SPANS_TO = Date.UTC(2040, 0, 1);

/**
 * The offset spans (platform/format/zone.ts) of every zone the worlds' branches are in,
 * from Node's Intl: the browser takes them (./precomputed.ts) and moves a world to now
 * without loading its engine's time-zone data, a fifth of the demo's start (5/8).
 */
export function zoneOffsetsOf(worlds: World[]): Record<string, OffsetSpan[]> {
  const zones = new Set([WORLD_ZONE]);
  for (const world of worlds)
    for (const branch of world.snapshot.branches) if (branch.timezone) zones.add(branch.timezone);
  return Object.fromEntries(
    [...zones].sort().map((zone) => [zone, zoneOffsetSpans(zone, SPANS_FROM, SPANS_TO)]),
  );
}
