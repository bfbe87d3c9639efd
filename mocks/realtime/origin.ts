/**
 * Which socket caused a user's read-state change in a branch: the `X-Socket-ID` that Laravel
 * Echo sends with every call. The bridge leaves that socket out of the `notifications-read`
 * broadcast (Laravel's `toOthers()`), so a tab is not told about its own read. Noted by the
 * handler before it writes; forgotten once the bridge has published.
 */
const origins = new Map<string, string>();
const key = (userId: number, branchId: number) => `${userId}:${branchId}`;

export function noteReadOrigin(userId: number, branchId: number, socketId: string | null): void {
  if (socketId) origins.set(key(userId, branchId), socketId);
}

export function readOrigin(userId: number, branchId: number): string | undefined {
  return origins.get(key(userId, branchId));
}

export function forgetReadOrigins(): void {
  origins.clear();
}

/**
 * The socket whose call is making the change being written, when the host can tell (the mock
 * server's spec profile, mocks/server/main.ts): its change events then go to every socket but
 * that one, as a Laravel provider's `broadcast(...)->toOthers()` does. Elsewhere (the browser's
 * mock, the default profile, tests) nobody is left out: every socket hears every change, its
 * maker's too. The app is built for both (its calls carry X-Socket-ID; a screen never waits
 * for its own push): the real-API journeys run with the first, the mock journeys with the
 * second.
 */
let readChangeOrigin: () => string | undefined = () => undefined;

export function setChangeOrigin(read: () => string | undefined): () => void {
  readChangeOrigin = read;
  return () => {
    if (readChangeOrigin === read) readChangeOrigin = () => undefined;
  };
}

export function changeOrigin(): string | undefined {
  return readChangeOrigin();
}
