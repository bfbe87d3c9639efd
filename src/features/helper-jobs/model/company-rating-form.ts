import type { RateCompanyRequest } from '@/platform/api/generated/model';
import {
  RATING_COMMENT_MAX,
  ratingValidators,
  toRatingPayload,
  type RatingFormValues,
} from '@/platform/forms';

/** What the "Rate the company" form holds: the stars chosen (1..5) and the comment typed. */
export type CompanyRatingValues = RatingFormValues;

/** RateCompanyRequest's limit on the comment (the rating forms' one rule, platform/forms). */
export const COMMENT_MAX = RATING_COMMENT_MAX;

export const companyRatingValidators = ratingValidators;

/** Form values -> the request: a blank comment is none (null). */
export function toCompanyRatingPayload(values: CompanyRatingValues): RateCompanyRequest {
  return toRatingPayload(values);
}

/** She may rate the company of a job she worked once it is completed (the API's rule). */
export function canRateCompany(job: {
  bucket: string;
  order: { completed_at: string | null };
}): boolean {
  return job.bucket === 'accepted' && job.order.completed_at != null;
}
