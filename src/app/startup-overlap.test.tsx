import { screen, waitFor } from '@testing-library/react';
import { Icons } from '@blueprintjs/icons';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_WAIT_MS } from '@/platform/session/active-branch.saga';
import { toast } from '@/platform/ui/toaster';
import { server } from '@mocks/node';
import { routeByName } from './route-table';
import { loginAs, renderApp, setupMockServer } from './test-utils';

setupMockServer();

/**
 * A reload of a signed-in page overlaps what it can with get-me (bench: page-load): the
 * page's chunk and its layout download, and a company user's branch list is asked for.
 */

type Seen = { path: string; search: string; getMeAnswered: boolean };

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
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ path: url.pathname, search: url.search, getMeAnswered });
  };
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

/** The first branch the owner's list holds (the one made active without a kept one). */
async function firstBranchId(token: string): Promise<number> {
  const response = await fetch('http://localhost/api/company-branches', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { id: number }[] }).data[0].id;
}

/** The owner's kept session, with their first branch kept active; its id. */
async function keptOwnerWithBranch(): Promise<number> {
  const branchId = await firstBranchId(await keptSession('owner@demo.test'));
  localStorage.setItem('activeBranchId', String(branchId));
  return branchId;
}

/** Whether an element labelled `label` was ever in the page (a skeleton shown and gone). */
function watchFor(label: string) {
  let seen = false;
  const check = () => (seen ||= document.querySelector(`[aria-label="${label}"]`) !== null);
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true });
  return {
    seen: () => {
      check();
      return seen;
    },
    stop: () => observer.disconnect(),
  };
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

  it("loads the app's icons with the area's layout while get-me is still out (not one by one as the page draws them)", async () => {
    await keptSession('owner@demo.test');
    const load = vi.spyOn(Icons, 'load');
    const calls = holdGetMe();
    renderApp('/company/activity');
    const setLoads = () =>
      load.mock.calls.filter(([names]) => Array.isArray(names) && names.includes('truck'));
    await waitFor(() =>
      expect(setLoads().map(([, size]) => size)).toEqual(expect.arrayContaining([16, 20])),
    );
    expect(calls.seen.every((s) => !s.getMeAnswered)).toBe(true);
    calls.release();
    expect(await screen.findByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    calls.done();
  });

  it("asks for the kept branch's details and the page's data with get-me; the page shows them in its first render", async () => {
    const branchId = await keptOwnerWithBranch();
    const calls = holdGetMe();
    const skeleton = watchFor('Loading activity');
    renderApp('/company/activity');
    const ahead = [
      `/api/company-branches/${branchId}`,
      `/api/notifications/branch/${branchId}/get-notifications`,
      `/api/notifications/branch/${branchId}/notifications-count`,
    ];
    await waitFor(() =>
      expect(calls.seen.filter((s) => !s.getMeAnswered).map((s) => s.path)).toEqual(
        expect.arrayContaining(ahead),
      ),
    );
    calls.release();
    expect(await screen.findByRole('region', { name: 'Activity' })).toBeInTheDocument();
    // No "Loading activity" in between: the branch was active and the feed in the cache when
    // the area first rendered (before, the list waited for the branch list and the feed).
    expect(skeleton.seen()).toBe(false);
    const feedCalls = calls.seen.filter((s) => s.path === ahead[1]);
    expect(feedCalls[0].getMeAnswered).toBe(false);
    skeleton.stop();
    calls.done();
  });

  it("without a kept branch, asks for the first listed branch's data before get-me answers", async () => {
    const token = await keptSession('owner@demo.test');
    const branchId = await firstBranchId(token);
    localStorage.removeItem('activeBranchId');
    const calls = holdGetMe();
    renderApp('/company/activity');
    await waitFor(() =>
      expect(
        calls.seen.some(
          (s) =>
            s.path === `/api/notifications/branch/${branchId}/get-notifications` &&
            !s.getMeAnswered,
        ),
      ).toBe(true),
    );
    calls.release();
    expect(await screen.findByRole('region', { name: 'Activity' })).toBeInTheDocument();
    calls.done();
  });

  it('a kept branch that is gone costs no error toast: the first branch is shown', async () => {
    const token = await keptSession('owner@demo.test');
    const branchId = await firstBranchId(token);
    localStorage.setItem('activeBranchId', '987654');
    const errorToast = vi.spyOn(toast, 'error');
    const calls = holdGetMe();
    const app = renderApp('/company/activity');
    await waitFor(() =>
      expect(calls.seen.some((s) => s.path === '/api/company-branches/987654')).toBe(true),
    );
    await waitFor(() =>
      expect(app.queryClient.getQueryState(['/company-branches/987654'])?.status).toBe('error'),
    );
    calls.release();
    expect(await screen.findByRole('region', { name: 'Activity' })).toBeInTheDocument();
    expect(app.store.getState().activeBranch.activeBranchId).toBe(branchId);
    expect(errorToast).not.toHaveBeenCalled();
    calls.done();
  });

  it("/company/job asks for Not formed's page with the URL's sort alongside get-me", async () => {
    const branchId = await keptOwnerWithBranch();
    const calls = holdGetMe();
    renderApp('/company/job?sort=start_at');
    const list = (s: Seen) =>
      s.path === `/api/company-branches/${branchId}/orders` &&
      new URLSearchParams(s.search).get('sort') === 'start_at';
    await waitFor(() => expect(calls.seen.some((s) => list(s) && !s.getMeAnswered)).toBe(true));
    calls.release();
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
    expect(window.location.search).toBe('?sort=start_at');
    calls.done();
  });

  it("the area waits for the page's data, but not for long", async () => {
    const branchId = await keptOwnerWithBranch();
    let releaseFeed!: () => void;
    const feedHeld = new Promise<void>((r) => (releaseFeed = r));
    let feedAsked!: () => void;
    const feedRequested = new Promise<void>((r) => (feedAsked = r));
    server.use(
      http.get(`*/api/notifications/branch/${branchId}/get-notifications`, async () => {
        feedAsked();
        await feedHeld;
        return undefined;
      }),
    );
    const skeleton = watchFor('Loading activity');
    renderApp('/company/activity');
    // get-me and the branch list answer; the feed is asked for and does not answer: the boot
    // spinner stays…
    await feedRequested;
    const asked = performance.now();
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    // …until the wait's end (AHEAD_WAIT_MS), no sooner, then the page renders, with its
    // skeleton, and fills in later. (Timed from the feed's request, when the wait begins:
    // the test looked for no area 150 ms after the spinner first showed, before the branch
    // list came, which a loaded machine could stretch past the wait's end; and with no wait
    // at all the area still took longer than that to draw, so the check could not fail.)
    expect(
      await screen.findByRole('navigation', { name: 'Company' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(performance.now() - asked).toBeGreaterThanOrEqual(AHEAD_WAIT_MS - 50);
    expect(skeleton.seen()).toBe(true);
    releaseFeed();
    expect(await screen.findByRole('region', { name: 'Activity' })).toBeInTheDocument();
    skeleton.stop();
  });
});
