import type { MockDb } from '../db';
import { isCompanyManager } from '../db/services/access';
import { parsePrivateChannel } from './protocol';

/*
 * Who is using the demo right now, so the simulated companies (company-side.ts) leave alone a
 * company whose owner or manager is signed in: she is that company, and nothing should
 * happen in it that she did not do; and the simulated people (auto-answer.ts) never answer,
 * apply, confirm or clock in for someone signed in (QA-218 L4).
 *
 * A session record is no proof: the app's logout wipes the browser's storage and reloads
 * without telling the server, so the mock's `sessions` keep every token ever issued. In a
 * browser, the mock marks each person it serves a request for with a shared Web Lock named
 * after them, held for as long as the page lives: a logout (a reload), a closed tab or a
 * signed-out page gives it up, and any tab of the origin can ask which are held. The mock
 * server (`npm run mock:server`) has no Web Locks but holds the app's sockets: a signed-in
 * app keeps its user's private channel subscribed (platform/realtime), and a tab closed or
 * signed out drops it (before, every session counted there, so a person who signed in once
 * was never simulated again until the server restarted). Without either (Node's unit tests)
 * every session counts as signed in.
 */

const PREFIX = 'movers-mock-present:';
const marked = new Set<number>();

/** The channels the mock server's sockets are subscribed to, once it says so. */
let socketChannels: (() => Iterable<string>) | undefined;

/** The mock server: who is signed in is who has her user channel open (see above). */
export function presenceFromSockets(channels: (() => Iterable<string>) | undefined): void {
  socketChannels = channels;
}

const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' ? navigator.locks : undefined;

/** The request just served was `userId`'s: she is signed in in this page (until it goes). */
export function markPresent(userId: number): void {
  const locks = webLocks();
  if (!locks || marked.has(userId)) return;
  marked.add(userId);
  void locks.request(`${PREFIX}${userId}`, { mode: 'shared' }, () => new Promise<void>(() => {}));
}

/** The users signed in somewhere right now (see above). */
export async function presentUserIds(db: MockDb): Promise<Set<number>> {
  const locks = webLocks();
  if (!locks && socketChannels)
    return new Set(
      [...socketChannels()].flatMap((name) => {
        const channel = parsePrivateChannel(name);
        return channel?.kind === 'user' ? [channel.id] : [];
      }),
    );
  if (!locks) return new Set(db.sessions.all().map((session) => session.user_id));
  const { held = [] } = await locks.query();
  return new Set(
    held.flatMap((lock) =>
      lock.name?.startsWith(PREFIX) ? [Number(lock.name.slice(PREFIX.length))] : [],
    ),
  );
}

/** The companies one of whose owners or managers is signed in: played by a person. */
export async function companiesInUse(db: MockDb): Promise<Set<number>> {
  const companies = new Set<number>();
  for (const userId of await presentUserIds(db)) {
    const user = db.findById('users', userId);
    if (user && isCompanyManager(user)) companies.add(user.company_id!);
  }
  return companies;
}

/** Test seam: forget this page's marks (a new page). */
export function forgetPresenceMarks(): void {
  marked.clear();
}
