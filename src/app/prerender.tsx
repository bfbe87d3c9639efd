import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { lazyServices } from '@/platform/services';
import { AppRoot } from './app';
import { createShell } from './shell';
import { PRERENDERED_PATH, staticLoginGuard } from './static-login';

/**
 * The login page's HTML as a guest's first render in the browser gives it (no token, no
 * services yet), and the script that keeps it only for such a guest (./static-login.ts).
 * Built into index.html by scripts/prerender-plugin.mjs, in Node: the caller provides an
 * empty localStorage and sessionStorage, a guest's.
 */
export function renderGuestLogin(): { html: string; guard: string } {
  const { store } = createShell({ startupToken: false });
  const services = lazyServices(() => new Promise<never>(() => undefined));
  const html = renderToString(
    <Router ssrPath={PRERENDERED_PATH}>
      <AppRoot store={store} services={services} />
    </Router>,
  );
  return { html, guard: staticLoginGuard() };
}
