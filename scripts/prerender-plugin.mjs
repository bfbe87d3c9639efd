// The login page built into index.html (5/8, a demo that starts fast): at build time the app's
// first render of a guest's /login (src/app/prerender.tsx) is rendered in Node and written into
// <div id="root">, followed by the script that keeps it only for a guest on /login
// (src/app/static-login.ts). The form then paints with the CSS, before the app's JavaScript
// (and, in the demo, the mock's) has downloaded, and main.tsx hydrates it.
//
// The app's entry then runs after that first frame (withEntryAfterFirstPaint): the browser
// fetches and compiles it from a <link rel=modulepreload> as before, but its evaluation no
// longer holds the first paint back (measured at 4x CPU, 8 interleaved loads: the real-API
// build's /login painted at 292 ms against 352, its services ready at 692 against 709).
//
// The module runs through Vite's module runner (runnerImport: TypeScript, JSX and the aliases,
// node_modules native), with CSS imports left out (the page's CSS is the build's own) and
// the build's mode and env, so the page is the one the bundle renders.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ENTRY = 'src/app/prerender.tsx';
const ROOT_DIV = '<div id="root"></div>';

/** An empty Web Storage (a guest's browser has nothing kept). */
function emptyStorage() {
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Swaps CSS imports for an empty module: only the markup is rendered here. */
const withoutCss = {
  name: 'prerender-without-css',
  enforce: 'pre',
  resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0prerender-no-css' : null),
  load: (id) => (id === '\0prerender-no-css' ? 'export default "";' : null),
};

/** Renders the guest login page with the project at `root`, in the build's `mode`. */
export async function renderGuestLogin(root, mode) {
  const kept = ['localStorage', 'sessionStorage'].map((name) => [
    name,
    Object.getOwnPropertyDescriptor(globalThis, name),
  ]);
  for (const [name] of kept)
    Object.defineProperty(globalThis, name, { value: emptyStorage(), configurable: true });
  try {
    const { module } = await runnerImport(`${root}${ENTRY}`, {
      root,
      mode,
      logLevel: 'warn',
      plugins: [withoutCss],
      resolve: {
        alias: [
          { find: /^@\//, replacement: `${root}src/` },
          { find: /^@mocks\//, replacement: `${root}mocks/` },
        ],
      },
    });
    return module.renderGuestLogin();
  } finally {
    // Node 20 has no Web Storage: the globals go again (a later Node's come back as they were).
    for (const [name, descriptor] of kept) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
  }
}

/**
 * index.html with the built page in its root, the boot screen after it, and the guard early
 * in the head: after <meta
 * charset> and before the stylesheets (an inline script after them would wait for them).
 */
export function withGuestLogin(html, { html: page, boot, guard }) {
  if (!html.includes(ROOT_DIV)) throw new Error(`prerender: no ${ROOT_DIV} in index.html`);
  const charset = /<meta\s+charset=[^>]*>\s*/i.exec(html);
  if (!charset) throw new Error('prerender: no <meta charset> in index.html');
  const at = charset.index + charset[0].length;
  const withGuard = `${html.slice(0, at)}<script>${guard}</script>\n    ${html.slice(at)}`;
  return withGuard.replace(ROOT_DIV, `<div id="root">${page}</div>\n    ${boot}`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * index.html whose entry module is preloaded in the head and run by a script at the end of the
 * body once the first frame has painted (at once in a hidden tab, which paints no frames).
 */
export function withEntryAfterFirstPaint(html) {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error('prerender: expected one module entry in index.html');
  const [tag, src] = entries[0];
  const loader = `(function (src) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})(${JSON.stringify(src)});`;
  if (!html.includes('</body>')) throw new Error('prerender: no </body> in index.html');
  return html
    .replace(tag, `<link rel="modulepreload" crossorigin href="${src}">`)
    .replace('</body>', `  <script>${loader}</script>\n  </body>`);
}

/**
 * @param {{ root?: string }} [options] the project root (default: this checkout)
 * @returns {import('vite').Plugin}
 */
export function prerenderLogin(options = {}) {
  const root = options.root ?? fileURLToPath(new URL('..', import.meta.url));
  let mode = 'production';
  return {
    name: 'movers-prerender-login',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    transformIndexHtml: {
      // 'post', once Vite has put the entry in: listed before the CSP plugin (also 'post'),
      // which hashes every inline script of the final page.
      order: 'post',
      async handler(html) {
        const page = withGuestLogin(html, await renderGuestLogin(root, mode));
        return withEntryAfterFirstPaint(page);
      },
    },
  };
}
