import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyServices } from '@/platform/services';
import { AppRoot } from './app';
import { renderGuestLogin } from './prerender';
import { createShell } from './shell';
import {
  endStaticBoot,
  finishStaticLogin,
  NOT_BUILT_PAGE_CLASS,
  STATIC_BOOT_ID,
  takeStaticLogin,
} from './static-login';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.documentElement.classList.remove(NOT_BUILT_PAGE_CLASS);
  // The guard's hold stops every submit until released: later files share this document.
  (window as { __moversStaticLogin?: { release(): unknown } }).__moversStaticLogin?.release();
  window.history.replaceState(null, '', '/');
});

/** index.html as built: the page in the root, its guard run (as the head does). */
function loadBuiltPage(path: string): HTMLElement {
  const { html, boot, guard } = renderGuestLogin();
  window.history.replaceState(null, '', path);
  new Function(guard)();
  document.body.innerHTML = `<div id="root">${html}</div>${boot}`;
  return document.getElementById('root')!;
}

/** Types as a person does before any script of the app runs: the DOM only. */
function typeBeforeTheApp(label: string, text: string) {
  const { htmlFor } = [...document.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  )!;
  const input = document.getElementById(htmlFor) as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the login page built into index.html', () => {
  it('is hydrated, not drawn again: typing and a submit made before the app reach the form', async () => {
    const element = loadBuiltPage('/login');
    const heading = element.querySelector('h1');
    typeBeforeTheApp('Email', 'not-an-email');
    typeBeforeTheApp('Password', 'secret');
    element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    // Held: the plain form did not submit (the test DOM would report a navigation), nothing shows.
    expect(screen.queryByText('Value is not a valid email address')).toBeNull();

    const errors: unknown[] = [];
    expect(takeStaticLogin(element, true)).toBe(true);
    const { store } = createShell({ startupToken: false });
    const services = lazyServices(() => new Promise<never>(() => undefined));
    await act(async () => {
      root = hydrateRoot(
        element,
        <AppRoot
          store={store}
          services={services}
          onPageMounted={() => finishStaticLogin(element)}
        />,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // The submit ran on the typed values: an email that is not one (not "Value is required").
    expect(await screen.findByText('Value is not a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Value is required')).toBeNull();
    expect(errors, 'hydration found what it renders').toEqual([]);
    expect(element.querySelector('h1')).toBe(heading);
  });

  it('anywhere else, or with a session to check, the boot screen shows instead until the app has rendered', async () => {
    for (const [path, token] of [
      ['/company/activity', null],
      ['/login', 'kept-token'],
      ['/login?token=from-oauth', null],
    ] as const) {
      if (token) localStorage.setItem('token', token);
      const element = loadBuiltPage(path);
      // theme.css shows the boot screen and hides the root while <html> has this class.
      expect(document.documentElement).toHaveClass(NOT_BUILT_PAGE_CLASS);
      expect(document.getElementById(STATIC_BOOT_ID)).toContainElement(
        screen.getByRole('status', { name: 'Loading your account' }),
      );
      expect(takeStaticLogin(element, !token && !path.includes('token='))).toBe(false);
      expect(element).toBeEmptyDOMElement();
      // The app's first render ends it, in the same frame (a layout effect of AppRoot).
      const { store } = createShell({ startupToken: true });
      const services = lazyServices(() => new Promise<never>(() => undefined));
      await act(async () => {
        root = createRoot(element);
        root.render(<AppRoot store={store} services={services} onFirstCommit={endStaticBoot} />);
      });
      expect(document.getElementById(STATIC_BOOT_ID)).toBeNull();
      expect(document.documentElement).not.toHaveClass(NOT_BUILT_PAGE_CLASS);
      expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
      act(() => root?.unmount());
      root = null;
      localStorage.clear();
    }
  });

  it('a guest on /login keeps it; a second person’s tab is a guest whatever the first kept', () => {
    localStorage.setItem('token', 'first-person');
    const element = loadBuiltPage('/login?tab-session');
    expect(document.documentElement).not.toHaveClass(NOT_BUILT_PAGE_CLASS);
    expect('__moversStaticLogin' in window).toBe(true);
    window.history.replaceState(null, '', '/login');
    expect(takeStaticLogin(element, true)).toBe(true);
    expect(element.querySelector('h1')).toHaveTextContent('Welcome back!');
  });
});
