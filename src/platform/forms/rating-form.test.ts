import { describe, expect, it } from 'vitest';
import { ratingValidators, toRatingPayload } from './rating-form';

describe("a rating form's rules (Rate the company, Rate Maria Lopez)", () => {
  it('needs stars; the comment is optional, up to 1000 characters', () => {
    expect(ratingValidators.rating(undefined)).toBe('Value is required');
    expect(ratingValidators.rating(3)).toBeUndefined();
    expect(ratingValidators.text(undefined)).toBeUndefined();
    expect(ratingValidators.text('x'.repeat(1000))).toBeUndefined();
    expect(ratingValidators.text('x'.repeat(1001))).toBe('The maximum length allowed is 1000');
  });

  it('sends the stars, and a blank comment as none', () => {
    expect(toRatingPayload({ rating: 5, text: '  Great crew lead. ' })).toEqual({
      rating: 5,
      text: 'Great crew lead.',
    });
    expect(toRatingPayload({ rating: 2, text: '   ' })).toEqual({ rating: 2, text: null });
    expect(toRatingPayload({ rating: 1 })).toEqual({ rating: 1, text: null });
  });
});
