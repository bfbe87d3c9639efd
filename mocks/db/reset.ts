import { createMockDb, type MockDb } from './database';
import { defaultSeedAnchor, seedScenario, type ScenarioName } from './seed';
import { putWorld, type World } from './world';

export interface ResetOptions {
  /** Seed anchor (default: start of the current UTC hour). Fix it for byte-identical data. */
  now?: Date;
  /**
   * Keep the logins of people who still exist (matched by email) across the reseed, so
   * switching scenario in the demo panel does not log the user out.
   */
  keepSessions?: boolean;
}

/**
 * Empties the db and seeds a scenario at an anchor, without reporting the records as
 * changes. Node only (tests, the mock server): the browser puts in a precomputed world
 * (../backend.ts).
 */
export async function resetDatabase(
  db: MockDb,
  scenario: ScenarioName,
  options: ResetOptions = {},
): Promise<void> {
  const world = await seededWorld(scenario, options.now ?? defaultSeedAnchor());
  await putWorld(db, world, { keepSessions: options.keepSessions });
}

/**
 * Seeded worlds already built, by scenario and anchor. Seeding runs faker over the whole
 * world (70-190 ms); putting back a copy of the same records costs a fraction of that, and
 * the unit suite resets before almost every test (3/8). The seed is deterministic for a
 * scenario and anchor, so the copy is exactly what seeding again would give. One copy per
 * scenario, of its latest anchor: a mock server that runs for days reseeds at new anchors,
 * and older copies would only hold memory.
 */
const seeded = new Map<ScenarioName, { anchor: number; world: World }>();

/** How many seeded copies are kept (tests: one per scenario at most). */
export const seededCopies = () => seeded.size;

/** The world a scenario seeds at an anchor (a copy kept from before when there is one). */
export async function seededWorld(scenario: ScenarioName, now: Date): Promise<World> {
  const kept = seeded.get(scenario);
  if (kept && kept.anchor === now.getTime()) return kept.world;
  const scratch = createMockDb();
  await scratch.silently(() => seedScenario(scratch, scenario, { now }));
  const world = { snapshot: scratch.snapshot(), nextIds: scratch.nextIds() };
  seeded.set(scenario, { anchor: now.getTime(), world });
  return world;
}
