import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { http, HttpResponse } from 'msw';
import { db, server } from '@mocks/node';
import { POSITION_LABELS } from '@/platform/format';
import { toast } from '@/platform/ui';
import { unknownPathText } from './app-router';
import { signedIn } from './app-shell.test-helpers';
import { loginAs, renderApp, setupMockServer } from './test-utils';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

setupMockServer();

describe('session start', () => {
  it('takes the token from the URL, stores it and removes it from the address bar', async () => {
    const token = await loginAs('owner@demo.test');
    renderApp(`/company/activity?token=${token}`);
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({
      email: 'owner@demo.test',
    });
  });

  it('a URL token wins over a stored one and is stored only after get-me accepts it', async () => {
    const token = await loginAs('manager@demo.test');
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    let seen: string | null = null;
    let storedDuringGetMe: string | null = null;
    const onRequest = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/api/auth/get-me')) return;
      seen = request.headers.get('Authorization');
      storedDuringGetMe = localStorage.getItem('token');
    };
    server.events.on('request:start', onRequest);
    renderApp(`/company/activity?token=${token}`);
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    server.events.removeListener('request:start', onRequest);
    expect(seen).toBe(`Bearer ${token}`);
    expect(storedDuringGetMe).not.toBe(token);
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ isManager: true });
  });

  it('a URL token that get-me cannot confirm (server error) is not stored, and the user is not sent to /login', async () => {
    const token = await loginAs('owner@demo.test');
    let fail = true;
    server.use(
      http.post('*/api/auth/get-me', () =>
        fail
          ? HttpResponse.json(
              { data: null, message: 'Server Error', errors: {}, success: false },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const app = renderApp(`/company/activity?token=${token}`);
    expect(await screen.findAllByText(/Server Error/)).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/company/activity');
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    // The server is back; the user asks again: the same token is checked, then stored.
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('a stored token with get-me failing (500, offline) is kept; the check runs again when the network returns', async () => {
    const token = await loginAs('owner@demo.test');
    localStorage.setItem('token', token);
    let failures = 0;
    let down = true;
    server.use(
      http.post('*/api/auth/get-me', () => {
        if (!down) return undefined;
        failures += 1;
        return HttpResponse.error();
      }),
    );
    const app = renderApp('/company/activity');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/An unexpected error occurred:/).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/company/activity');
    expect(localStorage.getItem('token')).toBe(token);
    expect(app.store.getState().session.status).toBe('unreachable');
    expect(failures).toBe(1);
    down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
    expect(failures).toBe(1);
  });

  it('a token the server cannot take (431): one toast, and Log out beside Try again ends the session', async () => {
    localStorage.setItem('token', 'x'.repeat(20_000));
    let checks = 0;
    server.use(
      http.post('*/api/auth/get-me', () => {
        checks += 1;
        return HttpResponse.json(
          { message: 'Request Header Fields Too Large', errors: {} },
          { status: 431 },
        );
      }),
    );
    const { user, reload } = renderApp('/company/activity');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The automatic check 2 s later fails the same way, quietly: still one toast.
    await waitFor(() => expect(checks).toBe(2), { timeout: 5_000 });
    expect(
      screen.getAllByRole('alert').filter((a) => /Too Large/.test(a.textContent ?? '')),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a stale token: get-me 401 clears it, toasts and shows the login page', async () => {
    localStorage.setItem('token', 'stale-token');
    renderApp('/company/activity');
    expect(await screen.findByText('Error: Unauthorized user')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each(['/company/activity', '/', '/no/such/page', '/helper/job'])(
    'without login, %s goes to /login',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { name: 'Welcome back!' });
      expect(window.location.pathname).toBe('/login');
    },
  );

  /** Another tab's Logout, as this tab hears it: local storage wiped, a 'storage' event. */
  const otherTabLogsOut = () =>
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });

  it('a Logout in another tab ends the session here too, at once, and says why (QA helper-97)', async () => {
    const info = vi.spyOn(toast, 'info');
    onTestFinished(() => info.mockRestore());
    const { reload, store } = await signedIn('owner@demo.test', '/company/team/employees');
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    // Another key changed elsewhere is no sign-out.
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'activeBranchId', storageArea: localStorage }),
      );
    });
    await pauseInAct(100);
    expect(store.getState().session.user).not.toBeNull();
    otherTabLogsOut();
    // As a lost session: the team's names and phones go with the cache and the page, the
    // login page shows (a form left unsaved is kept: e2e/jobs.spec.ts), and a word says why.
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(window.location.pathname).toBe('/login');
    expect(store.getState().session.user).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Company' })).toBeNull();
    expect(info).toHaveBeenCalledWith('You were signed out in another tab.');
    expect(reload).not.toHaveBeenCalled();
    // That user chose to leave: the tab left open does not keep their email (QA helper-130 L3:
    // a 401 fills it in).
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('a 401 met in another tab (its token removed alone) is no Logout here (review 102)', async () => {
    const info = vi.spyOn(toast, 'info');
    onTestFinished(() => info.mockRestore());
    const { reload } = await signedIn('owner@demo.test', '/company/activity');
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'token', oldValue: 'x', storageArea: localStorage }),
      );
    });
    await pauseInAct(300);
    // This tab meets the 401 on its own next call (its own path: the spec's toast), not a
    // sign-out said to come from another tab.
    expect(reload).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalledWith('You were signed out in another tab.');
  });

  it('a start whose kept token a Logout in another tab took meanwhile ends signed out, and does not put it back (review 102)', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const getMe = holdRequests('post', '*/api/auth/get-me');
    renderApp('/company/activity');
    await waitFor(() => expect(getMe.count()).toBe(1));
    otherTabLogsOut();
    await getMe.release();
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it("a second person's tab keeps its own session when the shared one logs out", async () => {
    sessionStorage.setItem('tabSession', '1');
    sessionStorage.setItem('token', await loginAs('helper@demo.test'));
    const { reload } = renderApp('/helper/job');
    expect(await screen.findByRole('navigation', { name: 'Helper' })).toBeInTheDocument();
    otherTabLogsOut();
    await pauseInAct(300);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it('a logged-in user opening /login is sent to / and on to the activity page', async () => {
    await signedIn('owner@demo.test', '/login');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
  });

  it('unknown paths go to /, and she is told why (QA helper-85)', async () => {
    const info = vi.spyOn(toast, 'info');
    await signedIn('helper@demo.test', '/helper/job/rejected');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      'There is no page at /helper/job/rejected: the link may be mistyped or out of date. Here is your first page.',
    );
  });

  it('unknown paths of a company user go to the activity page; / itself is no news', async () => {
    const info = vi.spyOn(toast, 'info');
    await signedIn('owner@demo.test', '/no/such/page');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(info).toHaveBeenCalledWith(unknownPathText('/no/such/page'));
    info.mockClear();
    act(() => navigate('/'));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(info).not.toHaveBeenCalled();
    // The same wrong address opened again, after a page: told again (review 88).
    act(() => navigate('/no/such/page'));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('a helper is never shown the company area, and loads no branches', async () => {
    const branchCalls: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/company-branches'))
        branchCalls.push(request.url);
    };
    server.events.on('request:start', onRequest);
    await signedIn('helper@demo.test', '/company/activity');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(await screen.findByRole('heading', { name: 'Company invitations' })).toBeInTheDocument();
    // Each bucket shows how many jobs it holds, as the API counts them.
    const token = localStorage.getItem('token');
    const total = await inAct(async () => {
      const res = await fetch(
        'http://localhost/api/helper/company-invitations?bucket=new&per_page=1',
        { headers: { Authorization: `Bearer ${token}` } },
      );
      return ((await res.json()) as { data: { total: number } }).data.total;
    });
    expect(total).toBeGreaterThan(0);
    const card = screen.getByRole('region', { name: 'Company invitations' });
    const newBucket = within(card).getByRole('link', { name: 'New company invitations' });
    // The count is shown on the card and read with the link, as its description (review 54).
    await waitFor(() =>
      expect(newBucket).toHaveAccessibleDescription(total === 1 ? '1 job' : `${total} jobs`),
    );
    expect(newBucket.closest('.helper-job__bucket')).toHaveTextContent(
      total === 1 ? '1 job' : `${total} jobs`,
    );
    expect(screen.queryByText(/You have no job invitations yet/)).not.toBeInTheDocument();
    server.events.removeListener('request:start', onRequest);
    expect(branchCalls).toEqual([]);
  });

  it('an owner opening the helper area is sent to the company area, with no helper calls and no error toast', async () => {
    const helperCalls: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/helper')) helperCalls.push(request.url);
    };
    server.events.on('request:start', onRequest);
    await signedIn('owner@demo.test', '/helper/job');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    server.events.removeListener('request:start', onRequest);
    expect(helperCalls).toEqual([]);
    expect(screen.queryByText(/forbidden|unauthorized/i)).not.toBeInTheDocument();
  });

  it("the helper's avatar menu shows the full name and position labels", async () => {
    const app = await signedIn('helper@demo.test', '/helper/job');
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const labels = (helper.positions ?? []).map((p) => POSITION_LABELS[p]);
    expect(labels.length).toBeGreaterThan(0);
    await app.user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(menu).getByText(labels.join(', '))).toBeInTheDocument();
  });
});

it('a manager in the helper view with no jobs is told so plainly', async () => {
  await signedIn('manager@demo.test', '/helper/job');
  expect(await screen.findByText(/You have no job invitations yet/)).toBeInTheDocument();
  expect(screen.getAllByText('No jobs here yet.')).toHaveLength(8);
});
