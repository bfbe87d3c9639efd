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
