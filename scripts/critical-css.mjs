// The first paint needs only the CSS of what index.html shows (plain JS so vite.config.ts
// imports it without a build step; types in critical-css.d.mts).
//
// index.html holds a guest's login page and the boot screen (scripts/prerender-plugin.mjs).
// Its stylesheets (Blueprint and the app, ~362 KB, ~40 KB gzip) were render-blocking: the
// browser downloaded and parsed all of them, and matched every rule against the page, before
// it painted the form. Beasties (a maintained fork of Chrome's critters) keeps the rules whose
// selectors match the built page (pseudo-classes such as :hover and :focus are ignored when it
// matches, so they stay) in a <style> before the stylesheets, and the stylesheets load without
// blocking: `media="print"` and `data-app-styles` with their media. The app's entry, which
// runs after the first paint, applies them and waits for them before it renders anything
// (src/platform/ui/page-styles.ts), so no page of the app is drawn without its full CSS.
//
// The full stylesheets still hold every rule, after the <style> in the document: once they
// apply, each element ends with the declarations it had with them alone (a rule copied into
// the <style> is overridden by its own later copy). Measured on the real-API build's /login at
// 4x CPU (10 interleaved loads, 2026-11-29): FCP and LCP 396 ms against 462; the bench's /login
// LCP 1.15x and 1.30x of a bare React page in two runs (1.28-1.39x before).
//
// ALWAYS_CRITICAL: rules the page needs before the app runs whose selectors do not match the
// built markup: the head's guard marks <html> with `app-boot-other-page` on any load that is not
// a guest's /login, which hides the page and shows the boot screen (src/platform/ui/theme.css).
import { Buffer } from 'node:buffer';
import Beasties from 'beasties';

export const FULL_STYLES_ATTRIBUTE = 'data-app-styles';
const ALWAYS_CRITICAL = [/\.app-boot-other-page\b/];
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*) href="([^"]+\.css)"([^>]*)>/g;

/** Beasties reading the stylesheets from the build's output instead of the disk. */
class BundleBeasties extends Beasties {
  /** @param {(href: string) => string | undefined} readCss */
  constructor(readCss) {
    super({
      // Not its own loading strategies: they put an `onload` attribute (not allowed by the
      // page's CSP) or a script in the body that switches the media while the page parses.
      preload: false,
      // Only this page's rules; the @keyframes its rules name (the spinner's).
      keyframes: 'critical',
      allowRules: ALWAYS_CRITICAL,
      logLevel: 'warn',
    });
    this.readCss = readCss;
  }

  async getCssAsset(href) {
    return this.readCss(href);
  }
}

/**
 * index.html with the rules its markup uses in a <style> and its stylesheets deferred (applied
 * by the app's entry). `readCss(href)` gives a linked stylesheet's text.
 * @param {string} html
 * @param {(href: string) => string | undefined} readCss
 */
export async function withCriticalCss(html, readCss) {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) throw new Error('critical-css: no stylesheet in index.html');
  for (const [, , href] of links)
    if (readCss(href) === undefined) throw new Error(`critical-css: ${href} is not in the build`);
  const inlined = await new BundleBeasties(readCss).process(html);
  if (!/<style>[^<]/.test(inlined)) throw new Error('critical-css: no critical rule was found');
  return inlined.replace(
    STYLESHEET_LINK,
    (_, before, href, after) =>
      `<link rel="stylesheet"${before} href="${href}"${after.replace(/\s*\/$/, '')} media="print" ${FULL_STYLES_ATTRIBUTE}="all">`,
  );
}

/** @returns {import('vite').Plugin} */
export function criticalCss() {
  return {
    name: 'movers-critical-css',
    apply: 'build',
    transformIndexHtml: {
      // 'post': after the page is built into it (prerenderLogin) and Vite has linked the CSS;
      // listed before cspPlugin, which hashes the <style> for the policy.
      order: 'post',
      async handler(html, ctx) {
        const readCss = (href) => {
          const asset = ctx.bundle?.[href.replace(/^\//, '')];
          if (!asset || asset.type !== 'asset') return undefined;
          return typeof asset.source === 'string'
            ? asset.source
            : Buffer.from(asset.source).toString('utf8');
        };
        return withCriticalCss(html, readCss);
      },
    },
  };
}
