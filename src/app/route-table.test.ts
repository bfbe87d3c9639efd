import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteName } from '@/platform/routing';
import { areaPages, mountedRoutes, pageNow, pageOf } from './route-table';

const names = Object.keys(ROUTES) as RouteName[];

afterEach(() => vi.restoreAllMocks());

describe('the route table', () => {
  it("has the guests' pages at hand, and an area's page once the areas' pages are in", async () => {
    // Before they are (this worker's other files may have loaded them: its modules are shared).
    const pending = vi.spyOn(areaPages, 'loaded').mockReturnValue(undefined);
    for (const name of names.filter((n) => ROUTES[n].area === 'public'))
      expect(pageNow(name)?.name).toBe(name);
    expect(pageNow('company-activity')).toBeUndefined();
    pending.mockRestore();
    expect((await pageOf('company-activity'))?.title).toBe('Activity');
    expect(pageNow('helper-job')?.name).toBe('helper-job');
  });

  it("mounts every route of the spec's table: a page, or a pure redirect to one", async () => {
    expect([...mountedRoutes].sort()).toEqual([...names].sort());
    for (const name of names) {
      const { redirectTo } = ROUTES[name];
      const page = await pageOf(name);
      if (redirectTo) {
        expect(page, name).toBeUndefined();
        expect((await pageOf(redirectTo as RouteName))?.name).toBe(redirectTo);
      } else {
        expect(page?.name, name).toBe(name);
      }
    }
  });
});
