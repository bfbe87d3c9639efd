import type { CompanyRating, CompanyReview } from '@/platform/api/generated/model';
import { rateCompanyForJobBody } from '@/platform/api/generated/zod/company-ratings/company-ratings.zod';
import { db, type CompanyReviewRecord } from '../db';
import { companyRating, helperKnowsOrder, rateCompany } from '../db/services/company-ratings';
import { notFound, ok } from './lib/envelope';
import { guarded, parseId, requireCompanyManager, requireHelperArea } from './lib/guards';
import { http } from './lib/http';
import { parseBody } from './lib/validation';

/*
 * Contract tag `company-ratings` (7/8, not in the spec; contract/README "Company ratings"):
 * a helper rates the company after a completed job she worked, once; the company reads its
 * own rating with the reviews. Rules: db/services/company-ratings.ts.
 */

/** The company sees at most this many reviews, newest first (the contract's maxItems). */
export const COMPANY_REVIEWS_SHOWN = 50;

function toCompanyReview(review: CompanyReviewRecord): CompanyReview {
  const order = db.findById('orders', review.order_id);
  const helper = db.findById('users', review.helper_user_id);
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    order_id: review.order_id,
    order_number: order?.number ?? 0,
    branch_name: db.findById('branches', review.branch_id)?.name ?? '',
    helper: {
      first_name: helper?.first_name ?? '',
      last_name: helper?.last_name ?? '',
      avatar_url: helper?.avatar_url ?? null,
    },
    created_at: review.created_at,
  };
}

export const companyRatingHandlers = [
  http.post('*/api/helper/jobs/:id/company-rating', async ({ request, params }) => {
    const { user } = await requireHelperArea(request);
    const id = parseId(params.id);
    const order = id === null ? undefined : db.findById('orders', id);
    // A job she was never invited to nor applied to is not hers to see: 404, not 403.
    if (!order || !helperKnowsOrder(db, order, user.id)) throw notFound('Job');
    const body = await parseBody(request, rateCompanyForJobBody);
    const review = await guarded(() =>
      rateCompany(db, { order, helper: user, rating: body.rating, text: body.text ?? null }),
    );
    const company = db.findById('companies', order.company_id);
    return ok(
      {
        order_id: order.id,
        company_name: company?.name ?? '',
        my_company_rating: {
          rating: review.rating,
          text: review.text,
          created_at: review.created_at,
        },
        company_rating: companyRating(db, order.company_id),
      },
      'Thank you for rating the company.',
    );
  }),

  http.get('*/api/company/rating', async ({ request }) => {
    const user = requireCompanyManager(request);
    const companyId = user.company_id ?? -1;
    const reviews = db.company_reviews
      .findMany((q) => q.where({ company_id: companyId }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, COMPANY_REVIEWS_SHOWN);
    const data: CompanyRating = {
      ...companyRating(db, companyId),
      reviews: reviews.map(toCompanyReview),
    };
    return ok(data);
  }),
];
