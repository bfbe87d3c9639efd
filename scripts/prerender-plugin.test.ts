// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderGuestLogin, withEntryAfterFirstPaint, withGuestLogin } from './prerender-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Movers Marketplace</title>
    <link rel="stylesheet" href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the login page built into index.html', () => {
  it('renders a guest’s /login in Node: the form, its fields and labels, and no storage left behind', async () => {
    const { html, boot, guard } = await renderGuestLogin(root, 'production');
    expect(html).toContain('Welcome back!');
    expect(html).toMatch(/<form[^>]*aria-label="Login"/);
    // Each label points at its field (React's hydration-stable ids).
    for (const name of ['email', 'password']) {
      const id = new RegExp(`<input[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
      expect(id, `the ${name} field has an id`).toBeTruthy();
      expect(html).toContain(`for="${id}"`);
    }
    expect(guard).toContain('"path":"/login"');
    expect(boot).toMatch(/^<div id="static-boot"><div class="app-boot" role="status"/);
    expect('localStorage' in globalThis).toBe(false);
  });

  it('puts the page in the root, the boot screen after it, and the guard after <meta charset>, before the stylesheets', () => {
    const out = withGuestLogin(INDEX, {
      html: '<h1>Welcome back!</h1>',
      boot: '<div id="static-boot"></div>',
      guard: 'guard()',
    });
    expect(out).toContain(
      '<div id="root"><h1>Welcome back!</h1></div>\n    <div id="static-boot"></div>',
    );
    const guardAt = out.indexOf('<script>guard()</script>');
    expect(guardAt).toBeGreaterThan(out.indexOf('<meta charset="UTF-8" />'));
    expect(guardAt).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
  });

  it('fails the build when index.html has no empty root or no charset to place them by', () => {
    const login = { html: '<h1></h1>', boot: '', guard: '' };
    expect(() => withGuestLogin(INDEX.replace('<div id="root"></div>', ''), login)).toThrow(
      /no <div id="root"><\/div>/,
    );
    expect(() => withGuestLogin(INDEX.replace('<meta charset="UTF-8" />', ''), login)).toThrow(
      /no <meta charset>/,
    );
  });

  it('preloads the entry in the head and runs it from the end of the body after the first frame', () => {
    const built = INDEX.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>',
    );
    const out = withEntryAfterFirstPaint(built);
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js">');
    const loader = /<script>([\s\S]*)<\/script>\s*<\/body>/.exec(out)?.[1];
    expect(loader, 'the loader is the last thing in the body').toBeTruthy();

    // Run it against a stand-in document: nothing starts until the frame's callback and the
    // task after it; a hidden tab (no frames) starts at once.
    const run = (visibilityState: string) => {
      const appended: Array<{ type: string; src: string; crossOrigin: string | null }> = [];
      const frames: Array<() => void> = [];
      const timers: Array<() => void> = [];
      const document = {
        visibilityState,
        createElement: () => ({ type: '', src: '', crossOrigin: null }),
        head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader!)(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
      return { appended, frames, timers };
    };
    const visible = run('visible');
    expect(visible.appended).toEqual([]);
    visible.frames.forEach((frame) => frame());
    expect(visible.appended).toEqual([]);
    visible.timers.forEach((task) => task());
    expect(visible.appended).toEqual([
      { type: 'module', src: '/assets/index-abc.js', crossOrigin: '' },
    ]);
    expect(run('hidden').appended).toHaveLength(1);
  });

  it('fails the build unless index.html has exactly one module entry', () => {
    expect(() => withEntryAfterFirstPaint(INDEX)).toThrow(/one module entry/);
  });
});
