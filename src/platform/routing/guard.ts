import { ROUTES, matchRoute, requiresLogin, href, type RouteName } from './routes';

export type GuardSession = { loggedIn: boolean; isHelper: boolean; isManager: boolean };

/**
 * Spec section 2's guards and redirects, as one pure function: the path to go to instead
 * of `pathname`, or null to stay. Gaps are closed the way users expect (README): a helper
 * is never shown the company area, / sends a helper to the helper area, and only helpers
 * and managers use the helper area (spec section 6): anyone else goes to their own.
 */
export function resolveRedirect(
  pathname: string,
  session: GuardSession,
  mounted: ReadonlySet<RouteName>,
): string | null {
  let path = pathname;
  // A chain is at most a few hops (/ -> /company/activity -> /login); the cap guards loops.
  for (let hop = 0; hop < 5; hop++) {
    const next = step(path, session, mounted);
    if (next === null) return path === pathname ? null : path;
    path = next;
  }
  return path;
}

const GUESTS_ONLY: readonly RouteName[] = [
  'login',
  'sign-up',
  'sign-up-company',
  'sign-up-helper',
  'reset-password',
];

function step(
  pathname: string,
  session: GuardSession,
  mounted: ReadonlySet<RouteName>,
): string | null {
  const match = matchRoute(pathname, mounted);
  if (!match) return pathname === '/' ? null : '/';
  const { name } = match;
  const route = ROUTES[name];
  // Signing in or up again, or resetting a forgotten password, is for guests: a signed-in user
  // goes to their area (QA 57: Back after signing up showed an empty "Step 1 of 3", as if it
  // had failed; QA helper-130: a reset while signed in ended on /login under "Error:
  // Unauthorized user", or left the owner signed in under "Please log in.").
  if (GUESTS_ONLY.includes(name) && session.loggedIn) return '/';
  if (requiresLogin(name) && !session.loggedIn) return href('login');
  if (session.loggedIn && session.isHelper && name === 'root') return href('helper-job');
  const otherSide = otherSideOf(name, session);
  if (otherSide) return otherSide === 'company' ? href('helper-job') : href('company-activity');
  if (route.redirectTo) return ROUTES[route.redirectTo as RouteName].path;
  return null;
}

/**
 * The other side's area when the signed-in user may not open the route `name` (a helper on a
 * company page; on a helper page, anyone but a helper or a manager), else null. The guard
 * sends them to their first page, the router says why, and a sign-in does not return there.
 */
export function otherSideOf(name: RouteName, session: GuardSession): 'company' | 'helper' | null {
  if (!session.loggedIn) return null;
  const { area } = ROUTES[name];
  if (area === 'company' && session.isHelper) return 'company';
  if (area === 'helper' && !session.isHelper && !session.isManager) return 'helper';
  return null;
}
