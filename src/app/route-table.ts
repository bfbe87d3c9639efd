import { authRoutes } from '@/features/auth';
import {
  importAgain,
  lazyValue,
  ROUTES,
  type AppRouteDef,
  type RouteName,
} from '@/platform/routing';

/**
 * Every route of the spec's table is mounted: a page, or a pure redirect to one (/, /company,
 * /helper…; route-table.test.ts checks each). A path of no route counts as unknown (goes to /).
 */
export const mountedRoutes: ReadonlySet<RouteName> = new Set(Object.keys(ROUTES) as RouteName[]);

/** The guests' pages (login, sign-up…): in the first load, which renders /login from it. */
const guestPages = new Map(authRoutes.map((route) => [route.name, route]));

/**
 * The signed-in areas' pages (company and helper) come in a chunk of their own (5/8: their
 * names, titles and lazy imports were ~5 KB gzip of /login's first load): the router asks
 * for it as soon as it knows the path of an area page (with the page, while the session is
 * checked), and a guest page once it has painted, so a sign-in does not wait for it.
 * Asked again under a new address after a failed download (importAgain).
 */
export const areaPages = lazyValue(() =>
  importAgain(() => import('./area-routes')).then(
    (m) => new Map(m.areaRoutes.map((route) => [route.name, route])),
  ),
);

/** The page of the route `name` if it is at hand: a guest page always, an area's once loaded. */
export function pageNow(name: RouteName): AppRouteDef | undefined {
  return guestPages.get(name) ?? areaPages.loaded()?.get(name);
}

/** The page of the route `name` (none for a pure redirect), loading its area's pages if need be. */
export async function pageOf(name: RouteName): Promise<AppRouteDef | undefined> {
  return guestPages.get(name) ?? (await areaPages.load()).get(name);
}
