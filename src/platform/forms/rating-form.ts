import { maxLength, required, type Validator } from './validators';

/*
 * A rating form's rules (7/8, two-way ratings): 1–5 stars, required, and an optional comment
 * of up to 1000 characters, trimmed, blank = none. The helper's "Rate the company" and the
 * company's rating of a crew member share them (RateCompanyRequest, RateCrewMemberRequest).
 */

/** What a rating form holds: the stars chosen (1..5) and the comment typed. */
export type RatingFormValues = { rating?: number; text?: string };

/** The contract's limit on a rating's comment. */
export const RATING_COMMENT_MAX = 1000;

export const ratingValidators = {
  rating: required,
  text: maxLength(RATING_COMMENT_MAX),
} satisfies Record<keyof RatingFormValues, Validator>;

/** What a rating form sends (RateCompanyRequest, RateCrewMemberRequest). */
export type RatingPayload = { rating: number; text: string | null };

/** Form values -> the request: a blank comment is none (null). */
export function toRatingPayload(values: RatingFormValues): RatingPayload {
  const text = values.text?.trim();
  return { rating: values.rating ?? 0, text: text ? text : null };
}
