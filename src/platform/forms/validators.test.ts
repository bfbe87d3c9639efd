import {
  centsPrecision,
  CENTS_PRECISION_MESSAGE,
  composeValidators,
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  required,
  requiredIf,
  sameAs,
} from './validators';

describe('validators', () => {
  it('required', () => {
    expect(required('')).toBe('Value is required');
    expect(required('   ')).toBe('Value is required');
    expect(required(undefined)).toBe('Value is required');
    expect(required(null)).toBe('Value is required');
    expect(required([])).toBe('Value is required');
    expect(required('a')).toBeUndefined();
    expect(required(0)).toBeUndefined();
  });

  it('email', () => {
    expect(email('maria@example')).toBe('Value is not a valid email address');
    expect(email('maria example.com')).toBe('Value is not a valid email address');
    expect(email('maria@example.com')).toBeUndefined();
    // Empty is left to `required`.
    expect(email('')).toBeUndefined();
  });

  it('numeric', () => {
    expect(numeric('12a')).toBe('Value must be numeric');
    expect(numeric('12.5')).toBeUndefined();
    expect(numeric(7)).toBeUndefined();
    expect(numeric('')).toBeUndefined();
  });

  it('length limits', () => {
    expect(maxLength(3)('abcd')).toBe('The maximum length allowed is 3');
    expect(maxLength(3)('abc')).toBeUndefined();
    // Characters as the server counts them (code points): an emoji is one (QA 2026-12-04).
    expect(maxLength(3)('🚚🚚🚚')).toBeUndefined();
    expect(maxLength(3)('🚚🚚🚚🚚')).toBe('The maximum length allowed is 3');
    expect(minLength(8)('short')).toBe('This field should be at least 8 characters long');
    expect(minLength(8)('long enough')).toBeUndefined();
  });

  it('value limits', () => {
    expect(minValue(2)('1')).toBe('The minimum value allowed is 2');
    expect(minValue(2)(2)).toBeUndefined();
    expect(maxValue(10)(11)).toBe('The maximum value allowed is 10');
    expect(maxValue(10)('10')).toBeUndefined();
  });

  it('sameAs compares with another field by path', () => {
    const confirm = sameAs('password', 'Password');
    expect(confirm('abc', { password: 'abd' })).toBe(
      'The value must be equal to the Password value',
    );
    expect(confirm('abc', { password: 'abc' })).toBeUndefined();
    const nested = sameAs('account.email', 'Email');
    expect(nested('a@b.co', { account: { email: 'x@b.co' } })).toBe(
      'The value must be equal to the Email value',
    );
  });

  it('requiredIf only applies while the predicate holds', () => {
    const rule = requiredIf((values) => (values as { help_type?: number }).help_type !== 1);
    expect(rule('', { help_type: 2 })).toBe('The value is required');
    expect(rule('', { help_type: 1 })).toBeUndefined();
    expect(rule('Main St', { help_type: 2 })).toBeUndefined();
  });

  it('composeValidators returns the first failing message only', () => {
    const rule = composeValidators(required, email, maxLength(10));
    expect(rule('')).toBe('Value is required');
    expect(rule('nope')).toBe('Value is not a valid email address');
    expect(rule('maria@example.com')).toBe('The maximum length allowed is 10');
    expect(rule('a@b.co')).toBeUndefined();
  });
});

describe('centsPrecision (money typed in dollars)', () => {
  it('accepts whole dollars and up to two decimals, and leaves empty to required', () => {
    for (const value of ['', undefined, '12', '12.5', '12.50', ' 0.99 ', 42])
      expect(centsPrecision(value)).toBeUndefined();
  });
  it('refuses a third decimal with its message', () => {
    for (const value of ['12.345', '0.001', '1.000 '])
      expect(centsPrecision(value)).toBe(CENTS_PRECISION_MESSAGE);
    expect(CENTS_PRECISION_MESSAGE).toBe('Use at most 2 decimal places');
  });
});
