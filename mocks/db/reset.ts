import type { MockDb } from './database';
import type { CollectionName } from './schema';
import { defaultSeedAnchor, seedScenario, type ScenarioName } from './seed';

export interface ResetOptions {
  /** Seed anchor (default: start of the current UTC hour). Fix it for byte-identical data. */
  now?: Date;
  /**
   * Keep the logins of people who still exist (matched by email) across the reseed, so
   * switching scenario in the demo panel does not log the user out.
   */
  keepSessions?: boolean;
}

/** Empties the db and seeds a scenario, without reporting the records as changes. */
export async function resetDatabase(
  db: MockDb,
  scenario: ScenarioName,
  options: ResetOptions = {},
): Promise<void> {
  const kept = options.keepSessions
    ? db.sessions.all().flatMap((session) => {
        const user = db.findById('users', session.user_id);
        return user
          ? [{ token: session.token, email: user.email, created_at: session.created_at }]
          : [];
      })
    : [];
  await seedOrRestore(db, scenario, options.now ?? defaultSeedAnchor());
  await db.silently(async () => {
    for (const session of kept) {
      const user = db.users.findFirst((q) => q.where({ email: session.email }));
      if (user)
        await db.insert('sessions', {
          token: session.token,
          user_id: user.id,
          created_at: session.created_at,
        });
    }
  });
}

/**
 * Seeded worlds already built, by scenario and anchor. Seeding runs faker over the whole
 * world (70-190 ms); putting back a copy of the same records costs a fraction of that, and
 * the unit suite resets before almost every test (3/8). The seed is deterministic for a
 * scenario and anchor, so the copy is exactly what seeding again would give. One copy per
 * scenario, of its latest anchor: a mock server that runs for days reseeds at new anchors,
 * and older copies would only hold memory.
 */
const seeded = new Map<
  ScenarioName,
  {
    anchor: number;
    snapshot: ReturnType<MockDb['snapshot']>;
    nextIds: Partial<Record<CollectionName, number>>;
  }
>();

/** How many seeded copies are kept (tests: one per scenario at most). */
export const seededCopies = () => seeded.size;

async function seedOrRestore(db: MockDb, scenario: ScenarioName, now: Date): Promise<void> {
  const world = seeded.get(scenario);
  if (world && world.anchor === now.getTime()) {
    await db.restore(world.snapshot, world.nextIds);
    return;
  }
  await db.clearAll();
  await db.silently(() => seedScenario(db, scenario, { now }));
  seeded.set(scenario, { anchor: now.getTime(), snapshot: db.snapshot(), nextIds: db.nextIds() });
}
