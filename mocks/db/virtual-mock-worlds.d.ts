/** Served by scripts/mock-worlds-plugin.mjs: the base worlds, one chunk each. */
declare module 'virtual:mock-worlds' {
  import type { ScenarioName } from './seed/scenarios';
  import type { OffsetSpan } from '@/platform/format/zone';
  /** The world of `scenario` seeded at `baseDay(weekday).anchor` (./world.ts), as JSON. */
  export function loadBaseWorldText(scenario: ScenarioName, weekday: number): Promise<string>;
  /** Each zone of the worlds' branches: its offset spans from 2020 to 2039, from Node's Intl. */
  export const zoneOffsets: Record<string, OffsetSpan[]>;
}
