import type { MockDb } from '../database';
import type { CompanyReviewRecord, OrderRecord, UserRecord } from '../schema';
import {
  fullName,
  notify,
  orderInvitations,
  stamp,
  StateError,
  type ServiceOptions,
} from './orders';

/*
 * Two-way ratings (7/8, not in the spec; contract/README "Company ratings"): after a job is
 * completed, each helper who was on its crew then rates the company that ran it, once, 1 to 5
 * with an optional comment. The company's rating is the average of every such rating.
 */

export const RATING_TEXT_MAX = 1000;

export const COMPANY_RATING_MESSAGES = {
  notCompleted: 'You can rate a job once it is completed.',
  notCrew: 'Only the crew who worked this job can rate the company.',
  already: 'You have already rated this job.',
} as const;

/** Average (one decimal; 0 without ratings) and count of a company's ratings by helpers. */
export function companyRating(db: MockDb, companyId: number): { average: number; count: number } {
  const reviews = db.company_reviews.findMany((q) => q.where({ company_id: companyId }));
  if (reviews.length === 0) return { average: 0, count: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}

/** Her rating of the company for this order, if she gave one. */
export function myCompanyReview(
  db: MockDb,
  orderId: number,
  helperUserId: number,
): CompanyReviewRecord | undefined {
  return db.company_reviews.findFirst((q) =>
    q.where({ order_id: orderId, helper_user_id: helperUserId }),
  );
}

/**
 * The helper has something to do with this order: an invitation of hers (any status), or an
 * application to or a decline of its offer. Anything else is a job she was never on (404).
 */
export function helperKnowsOrder(db: MockDb, order: OrderRecord, helperUserId: number): boolean {
  if (orderInvitations(db, order.id).some((i) => i.user_id === helperUserId)) return true;
  return db.outsource_offers
    .findMany((q) => q.where({ order_id: order.id }))
    .some(
      (offer) =>
        db.offer_applications.findFirst((q) =>
          q.where({ offer_id: offer.id, helper_id: helperUserId }),
        ) !== undefined ||
        db.offer_declines.findFirst((q) =>
          q.where({ offer_id: offer.id, helper_id: helperUserId }),
        ) !== undefined,
    );
}

/**
 * On the crew at completion: completing cancels pending invitations and keeps the accepted
 * ones, so an invitation of hers still accepted on a completed order (hers, or the one her
 * accepted offer application made) is the crew record (MovingTeamMember).
 */
export function workedCompletedJob(db: MockDb, order: OrderRecord, helperUserId: number): boolean {
  return (
    order.completed_at != null &&
    orderInvitations(db, order.id).some(
      (i) => i.user_id === helperUserId && i.status === 'accepted',
    )
  );
}

/**
 * Whether she may rate this job now; the 422 message when not (the caller answered 404 for
 * a job she does not know). Order of checks: completed, on the crew, not rated yet.
 */
export function ratingRefusal(db: MockDb, order: OrderRecord, helperUserId: number): string | null {
  if (order.completed_at == null) return COMPANY_RATING_MESSAGES.notCompleted;
  if (!workedCompletedJob(db, order, helperUserId)) return COMPANY_RATING_MESSAGES.notCrew;
  if (myCompanyReview(db, order.id, helperUserId)) return COMPANY_RATING_MESSAGES.already;
  return null;
}

/**
 * Stores her rating (refused with a StateError on `status` as `ratingRefusal` says) and
 * tells the order's branch (`company_rated`, pushed like every notification).
 */
export async function rateCompany(
  db: MockDb,
  input: { order: OrderRecord; helper: UserRecord; rating: number; text?: string | null },
  options: ServiceOptions = {},
): Promise<CompanyReviewRecord> {
  const { order, helper, rating } = input;
  const refusal = ratingRefusal(db, order, helper.id);
  if (refusal) throw new StateError(refusal);
  const text = input.text?.trim() || null;
  const review = await db.insert('company_reviews', {
    company_id: order.company_id,
    branch_id: order.branch_id,
    order_id: order.id,
    helper_user_id: helper.id,
    rating,
    text,
    created_at: stamp(options),
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'company_rated',
      title: `${fullName(helper)} rated your company ${rating}/5`,
      body: text ? `Order #${order.number}: “${text}”` : `Order #${order.number}, no comment.`,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return review;
}
