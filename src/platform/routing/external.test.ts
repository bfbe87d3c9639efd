import { isLoopbackHost } from '@/platform/config/config';
import { isSafeNavigationUrl } from './external';

describe('isSafeNavigationUrl', () => {
  const origin = 'http://localhost:4173';
  const production = (url: string) => isSafeNavigationUrl(url, origin, false);
  const development = (url: string) => isSafeNavigationUrl(url, origin, true);

  it('allows https anywhere and any address of this site', () => {
    for (const safe of [production, development]) {
      expect(safe('https://checkout.example.com/s/1')).toBe(true);
      expect(safe('http://localhost:4173/paid?ok=1')).toBe(true);
      expect(safe('/company/settings/subscription')).toBe(true);
    }
  });

  it('refuses plain http elsewhere, script and data URLs, and nonsense', () => {
    for (const safe of [production, development]) {
      expect(safe('http://checkout.example.com/s/1')).toBe(false);
      expect(safe('http://10.0.0.5:8787/mock-oauth/google')).toBe(false);
      expect(safe('javascript:alert(1)')).toBe(false);
      expect(safe('data:text/html,<p>hi</p>')).toBe(false);
      expect(safe('http://[::1')).toBe(false);
    }
  });

  it('accepts http on a loopback address in local development only (the mock server’s consent page)', () => {
    for (const url of [
      'http://127.0.0.1:8787/mock-oauth/google?state=1',
      'http://localhost:5173/',
      'http://[::1]:8787/mock-oauth/apple',
    ]) {
      expect(development(url)).toBe(true);
      expect(production(url)).toBe(false);
    }
    // A look-alike host is not loopback.
    expect(development('http://127.0.0.1.evil.example/')).toBe(false);
    expect(development('http://localhost.evil.example/')).toBe(false);
  });
});

describe('isLoopbackHost', () => {
  it('knows 127.0.0.0/8, localhost and ::1, nothing else', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['128.0.0.1', '10.0.0.1', 'example.com', '127.0.0.1.nip.io'].map(isLoopbackHost),
    ).toEqual([false, false, false, false]);
  });
});
