import type { MockDb } from './database';
import { seedScenario, type ScenarioName } from './seed';

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
  await db.clearAll();
  await db.silently(async () => {
    await seedScenario(db, scenario, { now: options.now });
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
