// The built app's Content-Security-Policy and Referrer-Policy (plain JS so vite.config.ts and
// Node import it without a build step; types in csp-plugin.d.mts).
//
// - dist/index.html gets <meta http-equiv="Content-Security-Policy"> and
//   <meta name="referrer" content="no-referrer">, written after Vite has injected its tags, so
//   every inline <script> of the final page is hashed (sha256) and no 'unsafe-inline' is
//   needed for scripts.
// - `vite preview` sends the same policy (plus frame-ancestors, which a meta tag cannot carry)
//   and Referrer-Policy as response headers, read back from the built index.html.
// The dev server gets neither: Vite's dev client and React Refresh run inline scripts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i;

/** The CSP source ('sha256-…') of an inline script's or <style>'s text, as the browser hashes it. */
export function inlineHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of the page's inline scripts (those without a src attribute), in order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attrs)) scripts.push(body);
  }
  return scripts;
}

/** The texts of the page's <style> elements (its critical CSS: scripts/critical-css.mjs). */
export function inlineStyles(html) {
  return [...html.matchAll(INLINE_STYLE)].map(([, body]) => body);
}

/** 'http://127.0.0.1:8787/' -> 'http://127.0.0.1:8787'; undefined when unset or not a URL. */
function originOf(url) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The policy's directives for a build's env (VITE_API_URL, VITE_PUSHER_HOST/PORT) and the
 * page's inline-script hashes. Mock mode (no VITE_API_URL) talks to its own origin only: the
 * MSW service worker answers the API and the Pusher socket inside the page. `styleHashes`: the
 * page's <style> elements.
 */
export function cspDirectives(env = {}, hashes = [], styleHashes = []) {
  const api = originOf(env.VITE_API_URL);
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (api) {
    connect.push(api);
    // Avatars and logos are URLs the provider hands out (its storage or a CDN, unknown at
    // build time), so any https image is allowed; images run no script.
    img.push(api, 'https:');
    // The Pusher socket (src/platform/config/config.ts): ws on VITE_PUSHER_PORT (9000), wss
    // on 443 from an https page; pusher-js falls back to HTTP streaming on the same ports.
    // Without VITE_PUSHER_HOST the app connects to its own host name.
    const host = env.VITE_PUSHER_HOST;
    const port = env.VITE_PUSHER_PORT || '9000';
    if (host) {
      connect.push(
        `ws://${host}:${port}`,
        `wss://${host}`,
        `http://${host}:${port}`,
        `https://${host}`,
      );
    } else {
      connect.push(`ws://*:${port}`, 'wss:');
    }
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(hashes)],
    // maplibre runs its worker from a blob: URL that imports the worker chunk; the mock's
    // service worker is /mock-service-worker.js (which imports MSW's /mockServiceWorker.js).
    'worker-src': ["'self'", 'blob:'],
    'connect-src': connect,
    'img-src': img,
    'font-src': ["'self'", 'data:'],
    // Stylesheets come from 'self', and the <style> of index.html's critical CSS by its hash
    // (no other <style> element: the cropper's CSS is bundled). Style attributes are allowed:
    // Blueprint's popovers (Floating UI), the calendar and the map position elements with
    // inline styles. They cannot run script, and url() in them is still bound by img-src.
    'style-src': ["'self'", ...new Set(styleHashes)],
    'style-src-attr': ["'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function serializeCsp(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Adds the CSP and referrer meta tags to a built page, hashing its inline scripts and styles. */
export function addSecurityMeta(html, env = {}) {
  const hashes = inlineScripts(html).map(inlineHash);
  const styleHashes = inlineStyles(html).map(inlineHash);
  const csp = serializeCsp(cspDirectives(env, hashes, styleHashes));
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${csp}" />\n    ` +
    `<meta name="referrer" content="no-referrer" />\n    `;
  // Before anything the policy governs: right after <meta charset>, else at the head's start.
  const charset = /<meta\s+charset=[^>]*>\s*/i.exec(html);
  if (charset) {
    const at = charset.index + charset[0].length;
    return html.slice(0, at) + tags + html.slice(at);
  }
  return html.replace(/<head[^>]*>\s*/i, (head) => head + tags);
}

/** The policy a built page carries in its meta tag, or undefined. */
export function cspOfHtml(html) {
  return CSP_META.exec(html)?.[1];
}

/** Response headers for a built page: its meta policy plus what only a header can say. */
export function securityHeaders(html) {
  const csp = cspOfHtml(html);
  return {
    ...(csp ? { 'Content-Security-Policy': `${csp}; frame-ancestors 'none'` } : {}),
    'Referrer-Policy': 'no-referrer',
  };
}

/** @returns {import('vite').Plugin} */
export function cspPlugin() {
  let env = {};
  return {
    name: 'movers-csp',
    config(config, { isPreview }) {
      if (!isPreview) return undefined;
      // `vite preview` serves a finished build: send the policy its index.html declares.
      const outDir = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist');
      let html = '';
      try {
        html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      } catch {
        // No build yet: vite preview reports that itself.
      }
      return { preview: { headers: securityHeaders(html) } };
    },
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Only the build: the dev server's own inline scripts are not part of the product.
        if (ctx.server) return html;
        return addSecurityMeta(html, env);
      },
    },
  };
}
