import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '@/platform/routing';
import { appRoutes, mountedRoutes, routeByName } from './route-table';

const names = Object.keys(ROUTES) as RouteName[];

describe('the route table', () => {
  it("mounts every route of the spec's table: a page, or a pure redirect to one", () => {
    expect([...mountedRoutes].sort()).toEqual([...names].sort());
    for (const name of names) {
      const { redirectTo } = ROUTES[name];
      if (redirectTo) {
        expect(routeByName.has(name), name).toBe(false);
        expect(routeByName.get(redirectTo as RouteName)?.name, name).toBe(redirectTo);
      } else {
        expect(routeByName.get(name)?.name, name).toBe(name);
      }
    }
  });

  it('has one page per route', () => {
    expect(new Set(appRoutes.map((r) => r.name)).size).toBe(appRoutes.length);
  });
});
