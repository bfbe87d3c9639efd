import { isLocalDevelopment, isLoopbackHost } from '@/platform/config/config';

/** Leaving the app for another site (an OAuth provider); one seam that tests can observe. */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Whether a URL the server handed over (an OAuth consent page, a checkout page) may be
 * opened: https anywhere, or any address of this app's own origin. Anything else (http
 * elsewhere, javascript:, data:) is refused, so a tampered or misconfigured answer cannot
 * send the user somewhere unsafe. In local development (`allowLoopbackHttp`: the dev server,
 * or a build against an API on this machine, where the mock server's consent page is
 * http://127.0.0.1:8787/...) http to a loopback address is accepted too; a production build
 * for a real provider never accepts it.
 */
export function isSafeNavigationUrl(
  url: string,
  origin = window.location.origin,
  allowLoopbackHttp = isLocalDevelopment,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.origin === origin) return true;
  if (parsed.protocol === 'https:') return true;
  return allowLoopbackHttp && parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname);
}

/**
 * A place in a maps app: Google Maps' universal search link, which a phone opens in its Maps
 * app (and a desktop in a tab). The text is the whole address as the app shows it.
 */
export function mapsSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
