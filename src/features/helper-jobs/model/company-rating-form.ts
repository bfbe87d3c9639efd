/*
 * The "Rate the company" form's rules are the rating forms' one set (platform/forms:
 * RATING_COMMENT_MAX, ratingValidators, toRatingPayload; the form itself is RatingForm).
 */

/** She may rate the company of a job she worked once it is completed (the API's rule). */
export function canRateCompany(job: {
  bucket: string;
  order: { completed_at: string | null };
}): boolean {
  return job.bucket === 'accepted' && job.order.completed_at != null;
}
