/**
 * What the server pushes besides notifications: one event per kind of record that two
 * people share, each naming the record and where it lives. The spec names no channel or
 * event (section 7); these are the project's assumption about the provider, written down
 * in contract/README.md ("Realtime events"). Every payload is checked before it is used
 * (a socket delivers whatever the server, or a proxy, sends) and a payload that does not
 * fit is dropped.
 *
 * They go to the private user channel of the helper concerned (her invitations, offers and
 * applications) and to the private channel of the branch concerned (its crew pages,
 * applications and team), so each side learns of the other's answer without polling.
 */
export const CHANGE_EVENTS = {
  /** An order invitation was made, answered, edited, cancelled (or its order changed). */
  orderInvitationChanged: 'order-invitation-changed',
  /** An outsourcing offer opened, was filled, closed or withdrawn (or its order changed). */
  outsourceOfferChanged: 'outsource-offer-changed',
  /** An application to an offer was made, accepted, rejected, cancelled or withdrawn. */
  offerApplicationChanged: 'offer-application-changed',
  /** An invitation to join a branch was made, accepted, declined or cancelled. */
  branchInvitationChanged: 'branch-invitation-changed',
  /** An order was created, edited, cancelled, completed or deleted (branch channel). */
  orderChanged: 'order-changed',
  /** A member of the branch was added, edited or removed (branch channel). */
  employeeChanged: 'employee-changed',
  /** A member of the branch added or removed time off (7/8; branch channel). */
  memberTimeOffChanged: 'member-time-off-changed',
  /** The company put a helper on its roster, changed or removed her (7/8; branch channel). */
  rosterChanged: 'roster-changed',
  /** A company rated a helper for a job she worked (7/8; her user channel). */
  helperReviewChanged: 'helper-review-changed',
  /** A branch of the company was created, edited or deleted (every branch channel of it). */
  branchChanged: 'branch-changed',
  /** The company's plan changed (every branch channel of it; QA 56). */
  subscriptionChanged: 'subscription-changed',
  /** The company was renamed (its branch channels, and its helpers' user channels; QA 58). */
  companyChanged: 'company-changed',
} as const;

export type ChangeEvent = (typeof CHANGE_EVENTS)[keyof typeof CHANGE_EVENTS];

export type OrderInvitationChanged = {
  id: number;
  order_id: number;
  branch_id: number;
  status: string;
};
export type OutsourceOfferChanged = {
  id: number;
  order_id: number;
  branch_id: number;
  status: string;
};
export type OfferApplicationChanged = {
  id: number;
  offer_id: number;
  order_id: number;
  branch_id: number;
  status: string;
};
export type BranchInvitationChanged = { id: number; branch_id: number; status: string };
export type OrderChanged = { id: number; branch_id: number };
/** `id`: the member record (Employee) in that branch. */
export type EmployeeChanged = { id: number; branch_id: number };
/** `id`: the time-off entry; `employee_id`: her member record in that branch. */
export type MemberTimeOffChanged = { id: number; employee_id: number; branch_id: number };

/**
 * `id`: the roster entry; `helper_id`: her user id; `status`: 'favourite', 'blocked', or
 * 'removed' when she left the roster.
 */
export type RosterChanged = { id: number; helper_id: number; branch_id: number; status: string };

/** `id`: the branch; `status`: 'created', 'updated' or 'deleted'. */
export type BranchChanged = { id: number; status: string };

/** `id`: the company's subscription; `plan`: the plan it is on now (its code). */
export type SubscriptionChanged = { id: number; plan: string };
export type CompanyChanged = { id: number };

/** `id`: the review; `order_id`: the job it rates; `branch_id`: the branch that ran it. */
export type HelperReviewChanged = { id: number; order_id: number; branch_id: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function hasIds(value: unknown, fields: readonly string[]): value is Record<string, number> {
  return isRecord(value) && fields.every((field) => isId(value[field]));
}
const hasStatus = (value: Record<string, unknown>) => typeof value.status === 'string';

export const isOrderInvitationChanged = (value: unknown): value is OrderInvitationChanged =>
  hasIds(value, ['id', 'order_id', 'branch_id']) && hasStatus(value);
export const isOutsourceOfferChanged = (value: unknown): value is OutsourceOfferChanged =>
  hasIds(value, ['id', 'order_id', 'branch_id']) && hasStatus(value);
export const isOfferApplicationChanged = (value: unknown): value is OfferApplicationChanged =>
  hasIds(value, ['id', 'offer_id', 'order_id', 'branch_id']) && hasStatus(value);
export const isBranchInvitationChanged = (value: unknown): value is BranchInvitationChanged =>
  hasIds(value, ['id', 'branch_id']) && hasStatus(value);
export const isOrderChanged = (value: unknown): value is OrderChanged =>
  hasIds(value, ['id', 'branch_id']);
export const isEmployeeChanged = (value: unknown): value is EmployeeChanged =>
  hasIds(value, ['id', 'branch_id']);
export const isMemberTimeOffChanged = (value: unknown): value is MemberTimeOffChanged =>
  hasIds(value, ['id', 'employee_id', 'branch_id']);
export const isRosterChanged = (value: unknown): value is RosterChanged =>
  hasIds(value, ['id', 'helper_id', 'branch_id']) && hasStatus(value);
export const isBranchChanged = (value: unknown): value is BranchChanged =>
  hasIds(value, ['id']) && hasStatus(value);
export const isCompanyChanged = (value: unknown): value is CompanyChanged => hasIds(value, ['id']);
export const isSubscriptionChanged = (value: unknown): value is SubscriptionChanged =>
  hasIds(value, ['id']) && typeof (value as { plan?: unknown }).plan === 'string';
export const isHelperReviewChanged = (value: unknown): value is HelperReviewChanged =>
  hasIds(value, ['id', 'order_id', 'branch_id']);
