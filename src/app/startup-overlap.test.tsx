import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { routeByName } from './route-table';
import { loginAs, renderApp, setupMockServer } from './test-utils';

setupMockServer();

/**
 * A reload of a signed-in page overlaps what it can with get-me (bench: page-load): the
 * page's chunk and its layout download, and a company user's branch list is asked for.
 */

type Seen = { path: string; getMeAnswered: boolean };

/** Holds get-me until release(); records every API call and whether get-me had answered. */
function holdGetMe() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let getMeAnswered = false;
  const seen: Seen[] = [];
  server.use(
    http.post('*/api/auth/get-me', async () => {
      await gate;
      getMeAnswered = true;
      return undefined; // on to the stateful handler
    }),
  );
  const onRequest = ({ request }: { request: Request }) =>
    seen.push({ path: new URL(request.url).pathname, getMeAnswered });
  server.events.on('request:start', onRequest);
  return {
    seen,
    release,
    done: () => server.events.removeListener('request:start', onRequest),
  };
}

async function keptSession(email: string) {
  const token = await loginAs(email);
  const me = await fetch('http://localhost/api/auth/get-me', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const { user } = ((await me.json()) as { data: { user: { type: number } } }).data;
  localStorage.setItem('token', token);
  localStorage.setItem(
    'userData',
    JSON.stringify({ ...user, isHelper: user.type === 4, isManager: user.type === 5 }),
  );
  return token;
}

const branchListCalls = (seen: Seen[]) => seen.filter((s) => s.path === '/api/company-branches');

afterEach(() => vi.restoreAllMocks());

describe('start-up of a kept session', () => {
  it("asks for a company user's branch list alongside get-me, and only once", async () => {
    await keptSession('owner@demo.test');
    const calls = holdGetMe();
    const app = renderApp('/company/activity');
    await waitFor(() => expect(branchListCalls(calls.seen)).toHaveLength(1));
    expect(branchListCalls(calls.seen)[0].getMeAnswered).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Company' })).toBeNull(); // still checking
    calls.release();
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    await waitFor(() =>
      expect(app.store.getState().activeBranch.activeBranchId).toBeGreaterThan(0),
    );
    // The early answer is the one used: no second request for the list to activate a branch.
    expect(branchListCalls(calls.seen)).toHaveLength(1);
    calls.done();
  });

  it('a helper asks for no branch list', async () => {
    await keptSession('helper@demo.test');
    const calls = holdGetMe();
    renderApp('/helper/job');
    await waitFor(() => expect(calls.seen.some((s) => s.path === '/api/auth/get-me')).toBe(true));
    calls.release();
    expect(await screen.findByRole('heading', { name: 'Job' })).toBeInTheDocument();
    expect(branchListCalls(calls.seen)).toHaveLength(0);
    calls.done();
  });

  it('a token from the URL is checked first: nothing else goes out before get-me answers', async () => {
    const token = await loginAs('owner@demo.test');
    const calls = holdGetMe();
    renderApp(`/company/activity?token=${token}`);
    await waitFor(() => expect(calls.seen.some((s) => s.path === '/api/auth/get-me')).toBe(true));
    calls.release();
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(calls.seen.filter((s) => !s.getMeAnswered).map((s) => s.path)).toEqual([
      '/api/auth/get-me',
    ]);
    calls.done();
  });

  it("starts the page's download while get-me is still out", async () => {
    await keptSession('owner@demo.test');
    const page = routeByName.get('company-activity')!.component as { preload?: () => unknown };
    const preload = vi.spyOn(page, 'preload' as never);
    const calls = holdGetMe();
    renderApp('/company/activity');
    await waitFor(() => expect(preload).toHaveBeenCalled());
    expect(calls.seen.every((s) => !s.getMeAnswered)).toBe(true);
    calls.release();
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    calls.done();
  });
});
