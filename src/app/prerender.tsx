import { renderToString } from 'react-dom/server';
import { lazyServices } from '@/platform/services';
import { AppRoot } from './app';
import { Booting } from './app-router';
import { createShell } from './shell';
import { PRERENDERED_PATH, STATIC_BOOT_ID, staticLoginGuard } from './static-login';

/**
 * The login page's HTML as a guest's first render in the browser gives it (no token, no
 * services yet), the boot screen's, and the script that keeps the page only for such a guest
 * and shows the boot screen otherwise (./static-login.ts).
 * Built into index.html by scripts/prerender-plugin.mjs, in Node: the caller provides an
 * empty localStorage and sessionStorage, a guest's.
 */
export function renderGuestLogin(): { html: string; boot: string; guard: string } {
  const { store } = createShell({ startupToken: false });
  const services = lazyServices(() => new Promise<never>(() => undefined));
  const html = renderToString(
    <AppRoot store={store} services={services} ssrPath={PRERENDERED_PATH} />,
  );
  // Any other load (a kept session) paints the boot screen from the HTML, until the app's
  // first render replaces it (static-login.ts: endStaticBoot).
  const boot = `<div id="${STATIC_BOOT_ID}">${renderToString(<Booting />)}</div>`;
  return { html, boot, guard: staticLoginGuard() };
}
