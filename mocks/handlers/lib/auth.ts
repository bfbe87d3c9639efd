import {
  db,
  canManageBranch,
  isCompanyManager,
  type BranchRecord,
  type UserRecord,
} from '../../db';
import { forbidden, notFound, unauthenticated } from './envelope';

/*
 * Guards for handlers. They THROW the error response (MSW sends a thrown Response as is),
 * so a handler reads as its happy path: `const user = requireUser(request)`.
 */

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

export function currentUser(request: Request): UserRecord | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  return session ? db.findById('users', session.user_id) : undefined;
}

/** 401 without a valid bearer token. */
export function requireUser(request: Request): UserRecord {
  const user = currentUser(request);
  if (!user) throw unauthenticated();
  return user;
}

/** 401, then 403 for anyone who does not run a company's branches (helpers, employees). */
export function requireCompanyManager(request: Request): UserRecord {
  const user = requireUser(request);
  if (!isCompanyManager(user)) throw forbidden();
  return user;
}

/** Path ids: anything but a positive integer cannot name a record, so it is a 404. */
export function parseId(raw: string | readonly string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/**
 * A branch the current user may manage. Order as in Laravel (auth, route-model binding,
 * policy): 401, then 404 for an unknown id, then 403 for another company's branch, a
 * branch the manager is not assigned to, or a helper.
 */
export function requireManageableBranch(
  request: Request,
  rawId: string | readonly string[] | undefined,
): { user: UserRecord; branch: BranchRecord } {
  const user = requireUser(request);
  const id = parseId(rawId);
  const branch = id === null ? undefined : db.findById('branches', id);
  if (!branch) throw notFound('Branch');
  if (!canManageBranch(user, branch)) throw forbidden();
  return { user, branch };
}
