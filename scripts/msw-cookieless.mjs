// In the build, msw's cookie store (msw/lib/core/utils/cookieStore.mjs) is replaced by one that
// holds no cookies. The original wraps tough-cookie, which carries the whole public-suffix list
// (tldts): ~60 KB gzip of the mock's ~250, for a feature the mock never uses: the provider and
// the mock authenticate with a bearer token, no handler sets or reads a cookie (5/8: the mock's
// code at most 200 KB). Dev and tests keep the original.
const COOKIE_STORE = /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/][^\\/]+$/;
const SHIM = '\0msw-cookieless-store';

export function mswCookieless() {
  return {
    name: 'msw-cookieless',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer &&
        /(^|[\\/])cookieStore\.mjs$/.test(source) &&
        (COOKIE_STORE.test(importer) || /[\\/]msw[\\/]lib[\\/]core[\\/]/.test(importer))
      )
        return SHIM;
      return null;
    },
    load(id) {
      if (id !== SHIM) return null;
      return [
        'let warned = false;',
        'export const cookieStore = {',
        '  getCookies() { return []; },',
        '  async setCookie() {',
        '    if (warned) return;',
        '    warned = true;',
        "    console.warn('[mocks] a mocked response set a cookie; this build keeps no cookies (scripts/msw-cookieless.mjs)');",
        '  },',
        '};',
      ].join('\n');
    },
  };
}
