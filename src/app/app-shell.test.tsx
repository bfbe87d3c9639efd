import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, server } from '@mocks/node';
import { branchDeleted } from '@/platform/session';
import { POSITION_LABELS } from '@/platform/format';
import { href } from '@/platform/routing';
import { mountedRoutes } from './route-table';
import { feedFacts, loginAs, renderApp, setupMockServer } from './test-utils';

setupMockServer();

async function signedIn(email: string, path: string) {
  localStorage.setItem('token', await loginAs(email));
  return renderApp(path);
}

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
    window.dispatchEvent(new Event('online'));
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

  it('a logged-in user opening /login is sent to / and on to the activity page', async () => {
    await signedIn('owner@demo.test', '/login');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
  });

  it('unknown paths go to /', async () => {
    await signedIn('owner@demo.test', '/no/such/page');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
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
    const res = await fetch(
      'http://localhost/api/helper/company-invitations?bucket=new&per_page=1',
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const total = ((await res.json()) as { data: { total: number } }).data.total;
    expect(total).toBeGreaterThan(0);
    const card = screen.getByRole('region', { name: 'Company invitations' });
    const newBucket = within(card).getByLabelText('Company invitations: New');
    await waitFor(() =>
      expect(newBucket).toHaveTextContent(total === 1 ? '1 job' : `${total} jobs`),
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

describe('company layout', () => {
  it('shows Activity, Find AI, Job, Calendar, Team, Branch for a company with branches; Settings stays hidden', async () => {
    await signedIn('owner@demo.test', '/company/activity');
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Branch/ })).toBeInTheDocument(),
    );
    const labels = [...nav.querySelectorAll('.company-sidebar__label')].map((l) => l.textContent);
    expect(labels).toEqual(['Activity', 'Find AI', 'Job', 'Calendar', 'Team', 'Branch']);
    // Mounted pages are links; entries whose pages come with later issues are shown
    // disabled, not as dead links.
    const entries = [
      ['Find AI', 'company-outsourcing'],
      ['Job', 'company-job'],
      ['Calendar', 'company-calendar'],
      ['Team', 'company-team'],
      ['Branch', 'company-branch'],
    ] as const;
    expect(mountedRoutes.has('company-outsourcing')).toBe(true);
    for (const [label, route] of entries) {
      const link = within(nav).getByRole('link', { name: label });
      if (mountedRoutes.has(route)) {
        expect(link).toHaveAttribute('href', href(route));
        expect(link).not.toHaveAttribute('aria-disabled');
      } else {
        expect(link).toHaveAttribute('aria-disabled', 'true');
        expect(link).not.toHaveAttribute('href');
      }
    }
    expect(within(nav).getByRole('link', { name: /Activity/ })).toHaveAttribute(
      'href',
      '/company/activity',
    );
    const { unread } = feedFacts('owner@demo.test', 'Austin');
    expect(unread).toBeGreaterThan(0);
    expect(within(nav).getByLabelText(`${unread} unread`)).toHaveTextContent(String(unread));
  });

  it('a manager without branches sees only Activity and the spec message', async () => {
    await signedIn('newmanager@demo.test', '/company/activity');
    expect(
      await screen.findByText(
        'You do not have any branches to manage! To get started as a Manager, Company owner should give you access.',
      ),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['', 'Activity']);
  });

  it("lists the active branch's notifications and appends the next page", async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const list = await screen.findByRole('region', { name: 'Activity' });
    const { total } = feedFacts('owner@demo.test', 'Austin');
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(30);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(`Showing 10 of ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('branches', () => {
  it('switches branch from the avatar menu, persists the id and loads the new feed', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const menuButton = await screen.findByRole('button', {
      name: /Account menu, Lone Star Movers Austin/,
    });
    const firstId = Number(localStorage.getItem('activeBranchId'));
    expect(firstId).toBeGreaterThan(0);
    await user.click(menuButton);
    expect(await screen.findByText('Active branch')).toBeInTheDocument();
    // The Branch link shows because the company has branches (its page comes with 5/9).
    expect(screen.getByRole('menuitem', { name: 'Branch' })).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Dallas/ }));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
    expect(Number(localStorage.getItem('activeBranchId'))).not.toBe(firstId);
    await waitFor(() =>
      expect(
        screen.getByText(feedFacts('owner@demo.test', 'Dallas').firstPage),
      ).toBeInTheDocument(),
    );
  });

  it('the avatar menu opens 300 ms after the pointer arrives and closes 250 ms after it leaves', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const button = await screen.findByRole('button', {
      name: /Account menu, Lone Star Movers Austin/,
    });
    await user.hover(button);
    const hoveredAt = performance.now();
    expect(screen.queryByRole('menu', { name: 'Account menu' })).not.toBeInTheDocument();
    await screen.findByRole('menu', { name: 'Account menu' });
    expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(290);
    await user.unhover(button);
    const leftAt = performance.now();
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('menu', { name: 'Account menu' })).not.toBeInTheDocument(),
    );
    expect(performance.now() - leftAt).toBeGreaterThanOrEqual(240);
  });

  it('the saved branch id survives a reload', async () => {
    const first = await signedIn('owner@demo.test', '/company/activity');
    await first.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ });
    await first.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await first.user.click(
      await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }),
    );
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Houston/ });
    const saved = localStorage.getItem('activeBranchId');
    first.unmount();
    renderApp('/company/activity');
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Houston/ }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('activeBranchId')).toBe(saved);
  });

  it('deleting the active branch resets the active id, clears the saved id and loads the first branch', async () => {
    const app = await signedIn('owner@demo.test', '/company/activity');
    await app.user.click(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Houston/ });
    const houston = Number(localStorage.getItem('activeBranchId'));
    // Houston stays on the server: if the saved id were kept, the reload of the branches
    // would activate it again; only clearing it makes the first branch (Austin) active.
    const seen: number[] = [];
    const unsubscribe = app.store.subscribe(() =>
      seen.push(app.store.getState().activeBranch.activeBranchId),
    );
    app.store.dispatch(branchDeleted(houston));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ });
    unsubscribe();
    expect(seen[0]).toBe(0);
    expect(localStorage.getItem('activeBranchId')).not.toBe(String(houston));
    expect(Number(localStorage.getItem('activeBranchId'))).toBe(
      app.store.getState().activeBranch.activeBranchId,
    );
  });

  it("shows 'No branches to show' when there is no other branch", async () => {
    const { user } = await signedIn('newmanager@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByText('No branches to show')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Branch' })).not.toBeInTheDocument();
  });
});

describe('manager dashboard toggle and logout', () => {
  it('a manager switches to the helper view and back (session flag)', async () => {
    const { user } = await signedIn('manager@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('radio', { name: 'Helper' }));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(sessionStorage.getItem('isManagerChangeDashboard')).toBe('true');
    expect(await screen.findByRole('navigation', { name: 'Helper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('radio', { name: 'Manager' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(sessionStorage.getItem('isManagerChangeDashboard')).toBe('false');
  });

  it('an owner gets no dashboard toggle', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Helper' })).not.toBeInTheDocument();
  });

  it('logout clears local and session storage and reloads', async () => {
    const { user, reload } = await signedIn('owner@demo.test', '/company/activity');
    sessionStorage.setItem('isManagerChangeDashboard', 'false');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
