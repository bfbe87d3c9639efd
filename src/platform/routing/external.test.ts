import { isSafeNavigationUrl } from './external';

describe('isSafeNavigationUrl', () => {
  const origin = 'http://localhost:4173';
  it('allows https anywhere and any address of this site', () => {
    expect(isSafeNavigationUrl('https://checkout.example.com/s/1', origin)).toBe(true);
    expect(isSafeNavigationUrl('http://localhost:4173/paid?ok=1', origin)).toBe(true);
    expect(isSafeNavigationUrl('/company/settings/subscription', origin)).toBe(true);
  });

  it('refuses plain http elsewhere, script and data URLs, and nonsense', () => {
    expect(isSafeNavigationUrl('http://checkout.example.com/s/1', origin)).toBe(false);
    expect(isSafeNavigationUrl('http://localhost:5173/', origin)).toBe(false);
    expect(isSafeNavigationUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isSafeNavigationUrl('data:text/html,<p>hi</p>', origin)).toBe(false);
    expect(isSafeNavigationUrl('http://[::1', origin)).toBe(false);
  });
});
