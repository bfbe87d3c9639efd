/** Leaving the app for another site (an OAuth provider); one seam that tests can observe. */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Whether a URL the server handed over (a checkout page) may be opened: https anywhere, or
 * any address of this app's own origin. Anything else (http elsewhere, javascript:, data:)
 * is refused, so a tampered or misconfigured answer cannot send the user somewhere unsafe.
 */
export function isSafeNavigationUrl(url: string, origin = window.location.origin): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.origin === origin) return true;
  return parsed.protocol === 'https:';
}
