import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'wouter';
import { href, type RouteName, type StaticRouteName } from './routes';

/**
 * Which named routes the app mounts. Features link to pages of later issues (sign-up, password
 * reset...) by name; until such a page is mounted its path counts as unknown and bounces to
 * /, so links to it render disabled instead. The app provides its route table; without a
 * provider (a feature rendered alone) every route counts as mounted.
 */
const MountedRoutesContext = createContext<ReadonlySet<RouteName> | null>(null);

export function MountedRoutesProvider({
  routes,
  children,
}: {
  routes: ReadonlySet<RouteName>;
  children: ReactNode;
}) {
  return <MountedRoutesContext.Provider value={routes}>{children}</MountedRoutesContext.Provider>;
}

/** `available(name)`: whether the route's page is mounted. */
export function useRouteAvailability(): (route: RouteName) => boolean {
  const routes = useContext(MountedRoutesContext);
  return (route) => routes === null || routes.has(route);
}

/** A text link to a parameterless named route; dimmed and inert while it is not mounted. */
export function RouteLink({ to, children }: { to: StaticRouteName; children: ReactNode }) {
  const available = useRouteAvailability();
  if (!available(to)) {
    return (
      <a role="link" aria-disabled="true" className="app-link-unavailable">
        {children}
      </a>
    );
  }
  return <Link href={href(to)}>{children}</Link>;
}
