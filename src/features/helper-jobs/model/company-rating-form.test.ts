import { describe, expect, it } from 'vitest';
import {
  canRateCompany,
  companyRatingValidators,
  toCompanyRatingPayload,
} from './company-rating-form';

describe('the Rate the company form', () => {
  it('needs stars; the comment is optional, up to 1000 characters', () => {
    expect(companyRatingValidators.rating(undefined)).toBe('Value is required');
    expect(companyRatingValidators.rating(3)).toBeUndefined();
    expect(companyRatingValidators.text(undefined)).toBeUndefined();
    expect(companyRatingValidators.text('x'.repeat(1000))).toBeUndefined();
    expect(companyRatingValidators.text('x'.repeat(1001))).toBe(
      'The maximum length allowed is 1000',
    );
  });

  it('sends the stars, and a blank comment as none', () => {
    expect(toCompanyRatingPayload({ rating: 5, text: '  Great crew lead. ' })).toEqual({
      rating: 5,
      text: 'Great crew lead.',
    });
    expect(toCompanyRatingPayload({ rating: 2, text: '   ' })).toEqual({ rating: 2, text: null });
    expect(toCompanyRatingPayload({ rating: 1 })).toEqual({ rating: 1, text: null });
  });

  it('is offered on a completed job she worked, only', () => {
    const done = { completed_at: '2026-11-01T18:00:00Z' };
    const open = { completed_at: null };
    expect(canRateCompany({ bucket: 'accepted', order: done })).toBe(true);
    expect(canRateCompany({ bucket: 'accepted', order: open })).toBe(false);
    for (const bucket of ['new', 'waiting', 'cancelled'])
      expect(canRateCompany({ bucket, order: done })).toBe(false);
  });
});
