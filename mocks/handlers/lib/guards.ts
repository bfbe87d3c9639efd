import {
  db,
  canManageBranch,
  isCompanyManager,
  StateError,
  type BranchRecord,
  type HelperProfileRecord,
  type UserRecord,
} from '../../db';
import { canUseHelperArea, ensureHelperProfile } from '../../db/services/helpers';
import { planRefusal } from '../../db/services/plans';
import { markPresent } from '../../realtime/presence';
import { fail, forbidden, notFound, unauthenticated, validationError } from './envelope';
import { helperCanSeeOffer } from './helper-jobs';

/*
 * Guards for handlers. They THROW the error response (MSW sends a thrown Response as is),
 * so a handler reads as its happy path: `const user = requireUser(request)`. The order is
 * Laravel's (auth, route-model binding, policy): 401, then 404 unknown id, then 403.
 */

export type RawId = string | readonly string[] | undefined;

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

export function currentUser(request: Request): UserRecord | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  const user = session ? db.findById('users', session.user_id) : undefined;
  // Someone uses the demo as this user in this page: the simulated companies leave hers alone.
  if (user) markPresent(user.id);
  return user;
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

/**
 * Guard of the helper calls: 401, then 403 for anyone who cannot use the helper area
 * (owners, employees). Helpers and managers (helper view) pass; their profile is created
 * empty on first use.
 */
export async function requireHelperArea(
  request: Request,
): Promise<{ user: UserRecord; profile: HelperProfileRecord }> {
  const user = requireUser(request);
  if (!canUseHelperArea(user)) throw forbidden();
  return { user, profile: await ensureHelperProfile(db, user) };
}

/** Path ids: anything but a positive integer cannot name a record, so it is a 404. */
export function parseId(raw: RawId): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/**
 * A branch the current user may manage: 401, 404 unknown id, 403 for another company's
 * branch, a branch the manager is not assigned to, or a helper.
 */
export function requireManageableBranch(
  request: Request,
  rawId: RawId,
): { user: UserRecord; branch: BranchRecord } {
  const user = requireUser(request);
  const id = parseId(rawId);
  const branch = id === null ? undefined : db.findById('branches', id);
  if (!branch) throw notFound('Branch');
  if (!canManageBranch(user, branch)) throw forbidden();
  return { user, branch };
}

function manageable(user: UserRecord, branchId: number): BranchRecord {
  const branch = db.findById('branches', branchId);
  if (!branch || !canManageBranch(user, branch)) throw forbidden();
  return branch;
}

/** 401, 404 unknown order, 403 when its branch is not the caller's to manage. */
export function requireOrder(request: Request, rawId: RawId) {
  const user = requireUser(request);
  const id = parseId(rawId);
  const order = id === null ? undefined : db.findById('orders', id);
  if (!order) throw notFound('Order');
  const branch = manageable(user, order.branch_id);
  return { user, order, branch };
}

export function requireEmployee(request: Request, rawId: RawId) {
  const user = requireUser(request);
  const id = parseId(rawId);
  const employee = id === null ? undefined : db.findById('employees', id);
  if (!employee || employee.deleted_at != null) throw notFound('Employee');
  const branch = manageable(user, employee.branch_id);
  return { user, employee, branch };
}

export function requireOffer(request: Request, rawId: RawId) {
  const user = requireUser(request);
  const id = parseId(rawId);
  const offer = id === null ? undefined : db.findById('outsource_offers', id);
  if (!offer) throw notFound('Offer');
  const branch = manageable(user, offer.branch_id);
  return { user, offer, branch };
}

export function requireApplication(request: Request, rawId: RawId) {
  const user = requireUser(request);
  const id = parseId(rawId);
  const application = id === null ? undefined : db.findById('offer_applications', id);
  if (!application) throw notFound('Application');
  const offer = db.findById('outsource_offers', application.offer_id);
  if (!offer) throw notFound('Application');
  const branch = manageable(user, offer.branch_id);
  return { user, application, offer, branch };
}

/** Helper side: 401, 403 no helper area, 404 unknown id, 403 someone else's invitation. */
export async function requireMyInvitation(request: Request, rawId: RawId) {
  const { user } = await requireHelperArea(request);
  const id = parseId(rawId);
  const invitation = id === null ? undefined : db.findById('order_invitations', id);
  if (!invitation) throw notFound('Invitation');
  if (invitation.user_id !== user.id) throw forbidden();
  return { user, invitation };
}

/** Helper side: as above for a branch invitation (`helper/branch-invitations`). */
export async function requireMyBranchInvitation(request: Request, rawId: RawId) {
  const { user } = await requireHelperArea(request);
  const id = parseId(rawId);
  const invitation = id === null ? undefined : db.findById('branch_invitations', id);
  if (!invitation) throw notFound('Invitation');
  if (invitation.helper_id !== user.id) throw forbidden();
  return { user, invitation };
}

/** Helper side: 404 unknown offer, 403 an offer the helper cannot see (outside their areas). */
export async function requireVisibleOffer(request: Request, rawId: RawId) {
  const { user } = await requireHelperArea(request);
  const id = parseId(rawId);
  const offer = id === null ? undefined : db.findById('outsource_offers', id);
  if (!offer) throw notFound('Offer');
  if (!helperCanSeeOffer(offer, user.id)) throw forbidden();
  return { user, offer };
}

/** Runs a state change; a service's StateError becomes the 422 on its field (`status`). */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StateError) throw validationError({ [error.field]: [error.message] });
    throw error;
  }
}

/**
 * 403 when the company's plan does not allow this (contract/README.md, "Plan limits"): a new
 * branch or member beyond its limits, an offer or a helper search it does not include. The
 * message is also `errors.plan`, which tells the app it is the plan, not a permission.
 */
export function requirePlanAllows(
  companyId: number,
  action: Parameters<typeof planRefusal>[2],
): void {
  const refusal = planRefusal(db, companyId, action);
  if (refusal) throw fail(403, refusal, { plan: [refusal] });
}
