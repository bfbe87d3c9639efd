import { describe, expect, it } from 'vitest';
import { applyValidators, toApplyPayload } from './apply-form';

describe('apply form', () => {
  it('sends dollars as cents and blanks as null (the offer’s rate, no message)', () => {
    expect(toApplyPayload({ message: ' Van ready. ', proposed_hourly_rate: '19.99' })).toEqual({
      message: 'Van ready.',
      proposed_hourly_rate: 1999,
    });
    expect(toApplyPayload({ message: '   ', proposed_hourly_rate: ' ' })).toEqual({
      message: null,
      proposed_hourly_rate: null,
    });
    expect(toApplyPayload({})).toEqual({ message: null, proposed_hourly_rate: null });
    expect(toApplyPayload({ proposed_hourly_rate: '500' }).proposed_hourly_rate).toBe(50_000);
    expect(toApplyPayload({ proposed_hourly_rate: '1,000' }).proposed_hourly_rate).toBe(100_000);
  });

  it('holds the contract’s limits with the spec’s messages: a rate she asks is at most $500, as her own (QA-215)', () => {
    const rate = applyValidators.proposed_hourly_rate;
    expect(rate('')).toBeUndefined();
    expect(rate('1')).toBeUndefined();
    expect(rate('500')).toBeUndefined();
    expect(rate('0.99')).toBe('The minimum value allowed is 1');
    // The rule and the words of her rate in her settings (work-settings-page.test.tsx).
    expect(rate('500.01')).toBe('The maximum value allowed is 500');
    expect(rate('1000')).toBe('The maximum value allowed is 500');
    expect(rate('4o')).toBe('Value must be numeric');
    expect(applyValidators.message('x'.repeat(1000))).toBeUndefined();
    expect(applyValidators.message('x'.repeat(1001))).toBe('The maximum length allowed is 1000');
  });
});
