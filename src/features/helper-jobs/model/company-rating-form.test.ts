import { describe, expect, it } from 'vitest';
import { canRateCompany } from './company-rating-form';

describe('the Rate the company form', () => {
  it('is offered on a completed job she worked, only', () => {
    const done = { completed_at: '2026-11-01T18:00:00Z' };
    const open = { completed_at: null };
    expect(canRateCompany({ bucket: 'accepted', order: done })).toBe(true);
    expect(canRateCompany({ bucket: 'accepted', order: open })).toBe(false);
    for (const bucket of ['new', 'waiting', 'cancelled'])
      expect(canRateCompany({ bucket, order: done })).toBe(false);
  });
});
