// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FULL_STYLES_ATTRIBUTE as APP_ATTRIBUTE } from '../src/platform/ui/page-styles';
import { criticalCss, FULL_STYLES_ATTRIBUTE, withCriticalCss } from './critical-css.mjs';
import { inlineStyles } from './csp-plugin.mjs';
import { buildPage } from './lib/page-build.test-helpers';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"><main class="card"><h1 class="title">Welcome back!</h1><button class="bp6-button">Login</button></main></div>
    <div id="static-boot"><div class="app-boot"><svg class="spin"></svg></div></div>
  </body>
</html>`;

const CSS = [
  ':root{--primary:#3957e1}',
  '.card{padding:32px}',
  '.title{font-size:26px}',
  '.bp6-button{background:var(--primary)}',
  '.bp6-button:hover{background:#2e47c0}',
  '.bp6-button:focus-visible{outline:2px solid}',
  '.bp6-menu{margin:0}',
  '.bp6-menu-item,.title:after{content:""}',
  '@media (width<=599.98px){.card{padding:16px}.bp6-tag{color:red}}',
  '@media print{.bp6-dialog{display:none}}',
  '#static-boot{display:none}',
  '.app-boot-other-page #static-boot{display:contents}',
  '.app-boot-other-page #root{display:none}',
  '.spin{animation:turn 1s linear infinite}',
  '@keyframes turn{to{transform:rotate(1turn)}}',
  '@keyframes unused{to{opacity:0}}',
].join('');

const inlineCss = (html: string) => inlineStyles(html).join('');

describe('withCriticalCss', () => {
  it("keeps the rules the built page's markup uses, with their states and media, and the boot screen's", async () => {
    const html = await withCriticalCss(PAGE, (href) =>
      href === '/assets/index.css' ? CSS : undefined,
    );
    const critical = inlineCss(html);
    for (const kept of [
      ':root{--primary:#3957e1}',
      '.card{padding:32px}',
      '.bp6-button:hover{background:#2e47c0}',
      '.bp6-button:focus-visible{outline:2px solid}',
      '@media (width<=599.98px){.card{padding:16px}}',
      '.title:after{content:""}',
      // Not in the markup: the head's guard sets the class on <html> for a signed-in load.
      '.app-boot-other-page #static-boot{display:contents}',
      '.app-boot-other-page #root{display:none}',
      '@keyframes turn',
    ])
      expect(critical).toContain(kept);
    for (const dropped of ['.bp6-menu', '.bp6-tag', '.bp6-dialog', '@keyframes unused'])
      expect(critical).not.toContain(dropped);
  });

  it('puts the rules before the stylesheet, which no longer blocks the first paint and still holds every rule', async () => {
    const html = await withCriticalCss(PAGE, () => CSS);
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/index.css" media="print" ${FULL_STYLES_ATTRIBUTE}="all">`,
    );
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    // The markup is untouched.
    expect(html).toContain('<h1 class="title">Welcome back!</h1>');
    // The app applies what this marks (src/platform/ui/page-styles.ts).
    expect(FULL_STYLES_ATTRIBUTE).toBe(APP_ATTRIBUTE);
  });

  it('fails the build when a linked stylesheet is not in it, or when nothing matched', async () => {
    await expect(withCriticalCss(PAGE, () => undefined)).rejects.toThrow(/is not in the build/);
    await expect(withCriticalCss(PAGE, () => '.other{color:red}')).rejects.toThrow(
      /no critical rule/,
    );
    await expect(withCriticalCss('<html><body></body></html>', () => CSS)).rejects.toThrow(
      /no stylesheet/,
    );
  });
});

describe('criticalCss in a Vite build', () => {
  it("reads the built stylesheet from the bundle and defers Vite's link to it", async () => {
    const html = await buildPage(
      {
        'main.css': CSS,
        'main.js': "import './main.css';\n",
        'index.html': PAGE.replace(
          '<link rel="stylesheet" crossorigin href="/assets/index.css">',
          '<script type="module" src="/main.js"></script>',
        ),
      },
      [criticalCss()],
    );
    expect(html).toMatch(
      new RegExp(
        `<link rel="stylesheet" crossorigin href="/assets/[^"]+\\.css" media="print" ${FULL_STYLES_ATTRIBUTE}="all">`,
      ),
    );
    expect(inlineCss(html)).toContain('.bp6-button:hover');
    expect(inlineCss(html)).not.toContain('.bp6-menu');
  });
});
