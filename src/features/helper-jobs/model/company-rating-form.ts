import type { RateCompanyRequest } from '@/platform/api/generated/model';
import { maxLength, required, type Validator } from '@/platform/forms';

/** What the "Rate the company" form holds: the stars chosen (1..5) and the comment typed. */
export type CompanyRatingValues = { rating?: number; text?: string };

/** RateCompanyRequest's limit on the comment. */
export const COMMENT_MAX = 1000;

export const companyRatingValidators = {
  rating: required,
  text: maxLength(COMMENT_MAX),
} satisfies Record<keyof CompanyRatingValues, Validator>;

/** Form values -> the request: a blank comment is none (null). */
export function toCompanyRatingPayload(values: CompanyRatingValues): RateCompanyRequest {
  const text = values.text?.trim();
  return { rating: values.rating ?? 0, text: text ? text : null };
}

/** She may rate the company of a job she worked once it is completed (the API's rule). */
export function canRateCompany(job: {
  bucket: string;
  order: { completed_at: string | null };
}): boolean {
  return job.bucket === 'accepted' && job.order.completed_at != null;
}
