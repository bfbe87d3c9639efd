import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addSecurityMeta,
  cspDirectives,
  cspOfHtml,
  cspPlugin,
  inlineScripts,
  inlineStyles,
  securityHeaders,
} from './csp-plugin.mjs';
import { buildPage } from './lib/page-build.test-helpers';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy's directives as a map: 'script-src' -> ["'self'", ...]. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** Every inline script of the page is allowed by a hash of its exact text, and nothing else is. */
function expectHashesMatch(html: string) {
  const csp = cspOfHtml(html);
  expect(csp, 'the page carries a CSP meta tag').toBeTruthy();
  const scriptSrc = directives(csp!).get('script-src')!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const expected = inlineScripts(html).map(sha256);
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
    [...new Set(expected)].sort(),
  );
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>t</title>
    <script>window.__boot = 'é ✓';</script>
    <script type="module" src="/assets/index.js"></script>
    <script type="importmap">{ "imports": {} }</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('addSecurityMeta', () => {
  it('hashes every inline script (not the ones with src) and adds no unsafe-inline', () => {
    const html = addSecurityMeta(PAGE);
    expect(inlineScripts(html)).toEqual([`window.__boot = 'é ✓';`, '{ "imports": {} }']);
    expectHashesMatch(html);
    // The hash of a changed script no longer matches: the check can fail.
    expect(cspOfHtml(html)).not.toContain(sha256(`window.__boot = 'e';`));
  });

  it("allows the page's <style> (its critical CSS) by its hash, and no other inline style", () => {
    const css = '.a{color:red}@media (width<=600px){.a{color:blue}}';
    const html = addSecurityMeta(
      PAGE.replace('<title>t</title>', `<title>t</title><style>${css}</style>`),
    );
    expect(inlineStyles(html)).toEqual([css]);
    const styleSrc = directives(cspOfHtml(html)!).get('style-src')!;
    expect(styleSrc).toEqual(["'self'", sha256(css)]);
    expect(styleSrc).not.toContain(sha256('.a{color:green}'));
    // A page without one allows stylesheets from its own origin only.
    expect(directives(cspOfHtml(addSecurityMeta(PAGE))!).get('style-src')).toEqual(["'self'"]);
  });

  it('puts the policy and the referrer policy before the first script', () => {
    const html = addSecurityMeta(PAGE);
    const csp = html.indexOf('http-equiv="Content-Security-Policy"');
    const referrer = html.indexOf('<meta name="referrer" content="no-referrer" />');
    expect(csp).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(referrer).toBeGreaterThan(0);
    expect(csp).toBeLessThan(html.indexOf('<script'));
    expect(referrer).toBeLessThan(html.indexOf('<script'));
  });

  it('mock mode: its own origin only, workers from self and blob:', () => {
    const d = directives(cspOfHtml(addSecurityMeta(PAGE))!);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
  });

  it('real mode: the API origin and the Pusher host join connect-src', () => {
    const d = cspDirectives({
      VITE_API_URL: 'http://127.0.0.1:8787/',
      VITE_PUSHER_HOST: '127.0.0.1',
      VITE_PUSHER_PORT: '9000',
    });
    expect(d['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'ws://127.0.0.1:9000',
      'wss://127.0.0.1',
      'http://127.0.0.1:9000',
      'https://127.0.0.1',
    ]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:8787', 'https:']);
    expect(d['script-src']).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it("sends the page's policy (plus frame-ancestors) and Referrer-Policy", () => {
    const html = addSecurityMeta(PAGE);
    const headers = securityHeaders(html);
    expect(headers['Content-Security-Policy']).toBe(`${cspOfHtml(html)}; frame-ancestors 'none'`);
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });
});

describe('cspPlugin in a Vite build', () => {
  it("hashes the built page's inline scripts, after Vite has injected its own tags", async () => {
    const html = await buildPage(
      {
        'main.js': 'document.title = "built";\n',
        'index.html': PAGE.replace('/assets/index.js', '/main.js').replace(
          '</body>',
          '<script>console.log("tail")</script></body>',
        ),
      },
      [cspPlugin()],
    );
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
    expect(inlineScripts(html)).toHaveLength(3);
    expectHashesMatch(html);
    expect(html).toContain('<meta name="referrer" content="no-referrer" />');
  });
});
