import { act, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { unauthorized } from '@/platform/session';
import { isAppPath } from '@/platform/session/storage';
import { toast } from '@/platform/ui';
import { otherSideText } from './app-router';
import { signedIn } from './app-shell.test-helpers';
import { goInHistory, renderApp, setupMockServer, stopApps } from './test-utils';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const ownerOrder = () => {
  const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  return db.orders.findFirst((q) =>
    q.where((o) => o.company_id === owner.company_id && o.cancelled_at == null),
  )!;
};
const helperInvitation = () => {
  const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
  return db.order_invitations.findFirst((q) => q.where({ user_id: helper.id }))!;
};

/** Opened signed out: the app sends the person to the login page. */
async function openSignedOut(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome back!' });
  expect(window.location.pathname).toBe('/login');
  return app;
}

async function signIn(app: ReturnType<typeof renderApp>, email: string) {
  // After a 401 the field holds the ended session's email (the login page fills it in).
  const field = await screen.findByRole('textbox', { name: 'Email' });
  await app.user.clear(field);
  await app.user.type(field, email);
  await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('a sign-in returns to the private page a signed-out person opened (QA helper-130)', () => {
  it('the owner: Edit job, with its query and hash, after a reload of /login and Forgot password and back', async () => {
    const order = ownerOrder();
    await openSignedOut(`/company/job/edit/${order.id}?x=1#frag`);
    // The login page reloaded, then its own link and the browser's Back.
    stopApps();
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Forgot Password?' }));
    await waitFor(() => expect(window.location.pathname).toBe('/forgot-password'));
    await goInHistory(-1);
    await signIn(app, 'owner@demo.test');
    expect(await screen.findByRole('heading', { name: 'Edit job', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/company/job/edit/${order.id}`);
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#frag');
  });

  it('the helper: a job’s details', async () => {
    const invitation = helperInvitation();
    const app = await openSignedOut(`/helper/job/company/details/${invitation.id}`);
    await signIn(app, 'helper@demo.test');
    const order = db.findById('orders', invitation.order_id)!;
    expect(
      await screen.findByRole('heading', { name: `Order #${order.number}` }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/helper/job/company/details/${invitation.id}`);
  });

  it('a page of the other area is not returned to, and is gone once a sign-in took it', async () => {
    const info = vi.spyOn(toast, 'info');
    const app = await openSignedOut(`/helper/job/company/details/${helperInvitation().id}`);
    expect(JSON.parse(sessionStorage.getItem('wantedPage')!)).toEqual({
      path: `/helper/job/company/details/${helperInvitation().id}`,
      userId: null,
    });
    await signIn(app, 'owner@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(sessionStorage.getItem('wantedPage')).toBeNull();
    // Not taken there to be turned away (with the other side's message).
    expect(info).not.toHaveBeenCalled();
  });

  it('a helper sent from a company page lands on her first page', async () => {
    const info = vi.spyOn(toast, 'info');
    const app = await openSignedOut(`/company/job/edit/${ownerOrder().id}`);
    await signIn(app, 'helper@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(info).not.toHaveBeenCalled();
  });

  it('a session that ended under a page returns its own user there, and nobody else', async () => {
    const order = ownerOrder();
    const app = await signedIn('owner@demo.test', `/company/job/edit/${order.id}`);
    await screen.findByRole('heading', { name: 'Edit job', level: 1 });
    act(() => {
      app.store.dispatch(unauthorized());
    });
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await signIn(app, 'owner@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe(`/company/job/edit/${order.id}`));
    await screen.findByRole('heading', { name: 'Edit job', level: 1 });
    act(() => {
      app.store.dispatch(unauthorized());
    });
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await signIn(app, 'manager@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
  });

  it('an address of another site is refused', async () => {
    expect(isAppPath('/company/team?x=1#y')).toBe(true);
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/\t/x'])
      expect(isAppPath(path)).toBe(false);
    const app = await openSignedOut('/login');
    const pushState = vi.spyOn(window.history, 'pushState');
    const offSite = { path: '//evil.example/company/team', userId: null };
    sessionStorage.setItem('wantedPage', JSON.stringify(offSite));
    await signIn(app, 'owner@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    // Not even tried (a browser refuses another origin's address there; a redirect would not).
    const urls = pushState.mock.calls.map(([, , url]) => String(url));
    expect(urls.filter((url) => !isAppPath(url))).toEqual([]);
  });
});

describe('the other side’s page says why it was left (QA helper-130)', () => {
  it('the owner on a helper page', async () => {
    const info = vi.spyOn(toast, 'info');
    await signedIn('owner@demo.test', '/helper/job/company/details/35');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      'The page at /helper/job/company/details/35 is for helpers. Here is your first page.',
    );
  });

  it('the helper on a company page, told again when she opens one again; / is no news', async () => {
    const info = vi.spyOn(toast, 'info');
    await signedIn('helper@demo.test', '/company/team');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(info).toHaveBeenCalledWith(
      'The page at /company/team is for moving companies. Here is your first page.',
    );
    expect(info).toHaveBeenCalledTimes(1);
    act(() => navigate('/'));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(info).toHaveBeenCalledTimes(1);
    act(() => navigate('/company/team'));
    await waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    expect(info).toHaveBeenLastCalledWith(otherSideText('/company/team', 'company'));
  });
});
