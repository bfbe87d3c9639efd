/**
 * The login page built into index.html (./prerender.tsx, scripts/prerender-plugin.mjs): a
 * guest's /login paints with the CSS, before the app's code has downloaded, and the code then
 * hydrates it (main.tsx) instead of drawing it again. Until then the form is plain HTML: what
 * the person types stays in its fields and a submit waits; both reach the form once the app
 * runs (finishStaticLogin), so nothing typed or clicked early is lost.
 */
import { STORAGE_KEYS, TAB_SESSION, TAB_SESSION_PARAM } from '@/platform/session/storage';

/** The path whose first render is built into index.html. */
export const PRERENDERED_PATH = '/login';

/** The last submit or button click (a provider's sign-in, the password's eye) held back. */
type HeldAction =
  | { kind: 'submit'; target: HTMLFormElement }
  | { kind: 'click'; target: HTMLButtonElement };
type StaticLoginHold = { release(): HeldAction | null };
type WithHold = Window & { __moversStaticLogin?: StaticLoginHold };

/**
 * On <html> while the built page is not this load's: theme.css hides the root and shows the
 * built boot screen (the element with STATIC_BOOT_ID) instead, until the app's first render.
 */
export const NOT_BUILT_PAGE_CLASS = 'app-boot-other-page';
export const STATIC_BOOT_ID = 'static-boot';

/**
 * The script early in index.html's head (after <meta charset>), which runs before the
 * stylesheets and so before anything paints. Anywhere but a guest's /login (another address,
 * a token kept or in the address, storage that cannot be read) it marks the page so that the
 * CSS shows the built boot screen instead of the login form until the app has rendered: a
 * signed-in person sees the boot spinner at once and never the form. On a guest's /login it
 * holds the form's submits and its buttons' clicks (Log In with Google or Apple, the
 * password's eye) until the app takes over (release): a click on a provider's button before
 * then did nothing (oauth-search.spec's denied Google sign-in once stayed on /login so under
 * the full suite's load, 2026-11-27).
 */
export function staticLoginGuard(): string {
  const keys = JSON.stringify({
    path: PRERENDERED_PATH,
    token: STORAGE_KEYS.token,
    tab: TAB_SESSION,
    tabParam: TAB_SESSION_PARAM,
    other: NOT_BUILT_PAGE_CLASS,
  });
  return `(function (k) {
  var guest = false;
  try {
    var url = new URL(location.href);
    var own = url.searchParams.has(k.tabParam) || sessionStorage.getItem(k.tab) === '1';
    guest = url.pathname === k.path && !url.searchParams.get('token') &&
      !(own ? sessionStorage : localStorage).getItem(k.token);
  } catch (error) {}
  if (!guest) {
    document.documentElement.classList.add(k.other);
    return;
  }
  var held = null;
  function hold(event) {
    var target = event.target;
    if (event.type === 'click') {
      target = target && target.closest ? target.closest('button[type="button"]') : null;
      if (!target) return;
    }
    event.preventDefault();
    event.stopPropagation();
    held = { kind: event.type, target: target };
  }
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', hold, true);
  window.__moversStaticLogin = {
    release: function () {
      document.removeEventListener('submit', hold, true);
      document.removeEventListener('click', hold, true);
      delete window.__moversStaticLogin;
      return held;
    },
  };
})(${keys});`;
}

/**
 * Whether the root holds the built login page to hydrate: this load is a guest's (no token
 * to check) on its path. Otherwise the root is emptied for the app (the boot screen stays on
 * show until endStaticBoot).
 */
export function takeStaticLogin(root: HTMLElement, guest: boolean): boolean {
  const built = root.hasChildNodes();
  if (built && guest && window.location.pathname === PRERENDERED_PATH) return true;
  if (built) {
    root.textContent = '';
    (window as WithHold).__moversStaticLogin?.release();
  }
  return false;
}

/** Once the app's first render is in the root: the built boot screen goes, the root shows. */
export function endStaticBoot(): void {
  document.getElementById(STATIC_BOOT_ID)?.remove();
  document.documentElement.classList.remove(NOT_BUILT_PAGE_CLASS);
}

/**
 * Once the app has hydrated the built page (its route's content, not only the root: React
 * hydrates a Suspense boundary after the root): what was typed before reaches the form (an input
 * event per field whose text differs from what the app rendered), then a submit or a button's
 * click made before is made again.
 */
export function finishStaticLogin(root: HTMLElement): void {
  const hold = (window as WithHold).__moversStaticLogin;
  if (!hold) return; // done already (or no built page)
  const held = hold.release();
  const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio') continue;
    const typed = input.value;
    if (typed === input.defaultValue) continue;
    // Through the element's own setter React notes the value it rendered; through the
    // prototype's it does not, so the input event that follows reads as the person's typing.
    input.value = input.defaultValue;
    setNativeValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (!held?.target.isConnected) return;
  if (held.kind === 'submit') held.target.requestSubmit();
  else held.target.click();
}
