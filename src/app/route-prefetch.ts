import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, resolveRedirect, ROUTES } from '@/platform/routing';
import { mountedRoutes, routeByName } from './route-table';

/**
 * A reload of a company page asks for the page's first data alongside the session check
 * (the session saga calls this through its context, see requestCompanyDataEarly): the route
 * the guards will show for the kept user (a redirect's target, e.g. /company/job → Not
 * formed) asks with its own query options, so the page finds the data in the cache when it
 * renders instead of asking after its first render. Only company pages (they have branches).
 */
export function prefetchPageData(
  queryClient: QueryClient,
  branchId: number,
  user: { isHelper: boolean; isManager: boolean },
  location: { pathname: string; search: string } = window.location,
) {
  const session = { loggedIn: true, ...user };
  const path = resolveRedirect(location.pathname, session, mountedRoutes) ?? location.pathname;
  const match = matchRoute(path, mountedRoutes);
  if (!match || ROUTES[match.name].area !== 'company') return;
  const prefetch = routeByName.get(match.name)?.prefetch;
  if (!prefetch) return;
  const context = {
    queryClient,
    branchId,
    params: match.params,
    search: location.search.replace(/^\?/, ''),
  };
  const run = prefetch.loaded();
  if (run) run(context);
  else
    prefetch
      .load()
      .then((loaded) => loaded(context))
      .catch(() => undefined); // the page's own download failure shows when it renders
}
