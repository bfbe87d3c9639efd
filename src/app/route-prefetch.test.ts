import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteName } from '@/platform/routing';
import { prefetchPageData } from './route-prefetch';
import { routeByName } from './route-table';

const owner = { isHelper: false, isManager: false };
const queryClient = new QueryClient();

/** Replaces a route's loaded prefetch with a spy. */
function spyOn(name: RouteName) {
  const run = vi.fn();
  vi.spyOn(routeByName.get(name)!.prefetch!, 'loaded').mockReturnValue(run);
  return run;
}

afterEach(() => vi.restoreAllMocks());

describe('prefetchPageData: the page the guards will show asks for its data', () => {
  it("a company page asks with the branch, the route's params and the query", () => {
    const run = spyOn('company-calendar');
    prefetchPageData(queryClient, 7, owner, {
      pathname: '/company/calendar',
      search: '?view=week&date=2026-12-01',
    });
    expect(run).toHaveBeenCalledWith({
      queryClient,
      branchId: 7,
      params: {},
      search: 'view=week&date=2026-12-01',
    });
  });

  it('a redirect asks for its target: / and /company/job', () => {
    const activity = spyOn('company-activity');
    const notFormed = spyOn('company-job-not-formed');
    prefetchPageData(queryClient, 3, owner, { pathname: '/', search: '' });
    prefetchPageData(queryClient, 3, owner, { pathname: '/company/job', search: '?page=2' });
    expect(activity).toHaveBeenCalledTimes(1);
    expect(notFormed).toHaveBeenCalledWith(expect.objectContaining({ search: 'page=2' }));
  });

  it('nothing for a page outside the company area, or one the guards leave', () => {
    const activity = spyOn('company-activity');
    // A manager's helper area has no branch data; a helper is sent away from company pages.
    prefetchPageData(
      queryClient,
      3,
      { isHelper: false, isManager: true },
      {
        pathname: '/helper/job',
        search: '',
      },
    );
    prefetchPageData(
      queryClient,
      3,
      { isHelper: true, isManager: false },
      {
        pathname: '/company/activity',
        search: '',
      },
    );
    expect(activity).not.toHaveBeenCalled();
  });

  it('waits for the page module when it has not loaded yet', async () => {
    const run = vi.fn();
    const prefetch = routeByName.get('company-branch')!.prefetch!;
    vi.spyOn(prefetch, 'loaded').mockReturnValue(undefined);
    vi.spyOn(prefetch, 'load').mockResolvedValue(run);
    prefetchPageData(queryClient, 5, owner, { pathname: '/company/branch', search: '' });
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ branchId: 5 })),
    );
  });
});
