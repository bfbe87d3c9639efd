/**
 * The spec's route names and paths (section 2), one table for the whole product. Features
 * mount the routes they implement; a path whose route is not mounted counts as unknown.
 */
export type RouteArea = 'public' | 'company' | 'helper' | 'root';

type RouteDef = { path: string; area: RouteArea; redirectTo?: string };

const table = {
  root: { path: '/', area: 'root', redirectTo: 'company-activity' },
  // public
  login: { path: '/login', area: 'public' },
  'reset-password': { path: '/forgot-password', area: 'public' },
  'sign-up': { path: '/sign-up', area: 'public' },
  'sign-up-company': { path: '/sign-up/company', area: 'public' },
  'sign-up-helper': { path: '/sign-up/helper', area: 'public' },
  'auth-google': { path: '/authorization-google', area: 'public' },
  'auth-apple': { path: '/authorization-apple', area: 'public' },
  'oauth-login': { path: '/oauth-login', area: 'public' },
  // company area
  company: { path: '/company', area: 'company', redirectTo: 'company-activity' },
  'company-activity': { path: '/company/activity', area: 'company' },
  // The Job area's first list is Not formed: one URL per list keeps the tab links, the sidebar
  // and back/forward simple (the redirect replaces the entry and keeps the query).
  'company-job': { path: '/company/job', area: 'company', redirectTo: 'company-job-not-formed' },
  'company-job-create': { path: '/company/job/create', area: 'company' },
  'company-job-edit': { path: '/company/job/edit/:id', area: 'company' },
  'company-job-not-formed': { path: '/company/job/not-formed', area: 'company' },
  'company-job-formed': { path: '/company/job/formed', area: 'company' },
  'company-job-history': { path: '/company/job/history', area: 'company' },
  'company-job-team-add': { path: '/company/job/team-add/:id', area: 'company' },
  'company-job-team-edit': { path: '/company/job/team-edit/:id', area: 'company' },
  // Beyond the spec (QA 136 M3): a job's sheet for its crew, printed.
  'company-job-sheet': { path: '/company/job/sheet/:id', area: 'company' },
  'company-job-outsourcing': { path: '/company/job/outsourcing', area: 'company' },
  'company-calendar': { path: '/company/calendar', area: 'company' },
  'company-calendar-create': { path: '/company/calendar/create', area: 'company' },
  // Beyond the spec (6/8): the dispatch board.
  'company-dispatch': { path: '/company/dispatch', area: 'company' },
  'company-team': { path: '/company/team', area: 'company' },
  'company-team-create': { path: '/company/team/create', area: 'company' },
  'company-team-edit': { path: '/company/team/edit/:id', area: 'company' },
  'company-team-helpers': { path: '/company/team/helpers', area: 'company' },
  'company-team-drivers': { path: '/company/team/drivers', area: 'company' },
  'company-team-foreman': { path: '/company/team/foreman', area: 'company' },
  'company-team-employees': { path: '/company/team/employees', area: 'company' },
  'company-team-requested': { path: '/company/team/requested', area: 'company' },
  'company-team-favourites': { path: '/company/team/favourites', area: 'company' },
  'company-team-blocked': { path: '/company/team/blocked', area: 'company' },
  'company-branch': { path: '/company/branch', area: 'company' },
  'company-settings': {
    path: '/company/settings',
    area: 'company',
    redirectTo: 'company-settings-subscription',
  },
  'company-settings-subscription': { path: '/company/settings/subscription', area: 'company' },
  // Beyond the spec (7/8): the company's rating by helpers, with their reviews.
  'company-settings-rating': { path: '/company/settings/rating', area: 'company' },
  // Beyond the spec: browser notifications on this device (they were on Subscription).
  'company-settings-notifications': { path: '/company/settings/notifications', area: 'company' },
  'company-outsourcing': { path: '/company/outsourcing', area: 'company' },
  'company-outsourcing-offer-applications': {
    path: '/company/outsourcing/offer-applications/:id',
    area: 'company',
  },
  // helper area
  helper: { path: '/helper', area: 'helper', redirectTo: 'helper-job' },
  'helper-job': { path: '/helper/job', area: 'helper' },
  'helper-job-company-new': { path: '/helper/job/company/new', area: 'helper' },
  'helper-job-company-accepted': { path: '/helper/job/company/accepted', area: 'helper' },
  'helper-job-company-waiting': { path: '/helper/job/company/waiting', area: 'helper' },
  'helper-job-company-cancelled': { path: '/helper/job/company/cancelled', area: 'helper' },
  'helper-job-company-details': { path: '/helper/job/company/details/:id', area: 'helper' },
  'helper-job-outsource-new': { path: '/helper/job/outsource/new', area: 'helper' },
  'helper-job-outsource-accepted': { path: '/helper/job/outsource/accepted', area: 'helper' },
  'helper-job-outsource-waiting': { path: '/helper/job/outsource/waiting', area: 'helper' },
  'helper-job-outsource-cancelled': { path: '/helper/job/outsource/cancelled', area: 'helper' },
  'helper-job-outsource-details': { path: '/helper/job/outsource/details/:id', area: 'helper' },
  'helper-job-branch-invitations': { path: '/helper/job/branch-invitations', area: 'helper' },
  'helper-calendar': { path: '/helper/calendar', area: 'helper' },
  // Beyond the spec (issue 8/8): the helper's earnings.
  'helper-earnings': { path: '/helper/earnings', area: 'helper' },
  'helper-settings': {
    path: '/helper/settings',
    area: 'helper',
    redirectTo: 'helper-settings-personal-info',
  },
  'helper-settings-personal-info': { path: '/helper/settings/personal-info', area: 'helper' },
  'helper-settings-specifications': { path: '/helper/settings/specifications', area: 'helper' },
  'helper-settings-role': { path: '/helper/settings/role', area: 'helper' },
  'helper-settings-work-settings': { path: '/helper/settings/work-settings', area: 'helper' },
  'helper-settings-your-rating': { path: '/helper/settings/your-rating', area: 'helper' },
  'helper-settings-reset-password': { path: '/helper/settings/reset-password', area: 'helper' },
  'helper-settings-notifications': { path: '/helper/settings/notifications', area: 'helper' },
  'helper-settings-calendar-sync': { path: '/helper/settings/calendar-sync', area: 'helper' },
  'helper-settings-danger-zone': { path: '/helper/settings/danger-zone', area: 'helper' },
  'helper-settings-subscription': { path: '/helper/settings/subscription', area: 'helper' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof table;
export const ROUTES: Record<RouteName, RouteDef> = table;

type ParamsOf<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? { [k in K]: string | number } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? { [k in K]: string | number }
    : Record<never, never>;
export type RouteParams<N extends RouteName> = ParamsOf<(typeof table)[N]['path']>;

/** Routes whose path has no parameters ('company-activity'): `href(name)` is all they need. */
export type StaticRouteName = {
  [N in RouteName]: keyof RouteParams<N> extends never ? N : never;
}[RouteName];
/** Routes whose path has parameters ('company-job-edit'): `href(name, params)`. */
export type DynamicRouteName = Exclude<RouteName, StaticRouteName>;

/**
 * Builds the path of a named route: href('company-job-edit', { id: 7 }) -> /company/job/edit/7.
 * Two signatures instead of one conditional rest parameter, so a value typed StaticRouteName
 * (a nav table's entry, a prop) is accepted as it is, without narrowing it to a literal.
 */
export function href(name: StaticRouteName): string;
export function href<N extends DynamicRouteName>(name: N, params: RouteParams<N>): string;
export function href(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`href(${name}): missing param ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A helper's job's details page: by its company invitation's id, or its outsourcing offer's. */
export function helperJobHref(group: 'company' | 'outsource', id: number): string {
  return group === 'company'
    ? href('helper-job-company-details', { id })
    : href('helper-job-outsource-details', { id });
}

/** The details page of an event of the helper's calendar (listHelperCalendar). */
export function helperEventHref(event: {
  source: 'company_invitation' | 'outsource_offer';
  source_id: number;
}): string {
  return helperJobHref(
    event.source === 'company_invitation' ? 'company' : 'outsource',
    event.source_id,
  );
}

/** Spec section 2: these names (and the empty name) are public; every other name is protected. */
export const PUBLIC_ROUTE_NAMES: readonly string[] = [
  'login',
  'reset-password',
  'sign-up',
  'sign-up-company',
  'sign-up-helper',
  'auth-google',
  'auth-apple',
  '',
];

/**
 * oauth-login is a public page (it is how an OAuth login lands) although its name is not in
 * the spec's public-name list; it must be reachable without a session.
 */
const GUEST_REACHABLE: readonly RouteName[] = ['oauth-login', 'root'];

export function isPublicRouteName(name: string): boolean {
  return PUBLIC_ROUTE_NAMES.includes(name);
}
export function requiresLogin(name: RouteName): boolean {
  return !isPublicRouteName(name) && !GUEST_REACHABLE.includes(name);
}

export type RouteMatch = { name: RouteName; params: Record<string, string> };

function compile(path: string): RegExp {
  const pattern = path.replace(/\/:([A-Za-z]+)/g, '/(?<$1>[^/]+)');
  return new RegExp(`^${pattern}/?$`);
}
const compiled = (Object.keys(table) as RouteName[]).map((name) => ({
  name,
  re: compile(ROUTES[name].path),
}));

/** The named route of a pathname, among the mounted ones (others count as unknown). */
export function matchRoute(pathname: string, mounted: ReadonlySet<RouteName>): RouteMatch | null {
  for (const { name, re } of compiled) {
    if (!mounted.has(name)) continue;
    const m = re.exec(pathname);
    if (m) return { name, params: { ...(m.groups ?? {}) } };
  }
  return null;
}

/**
 * A record's id from the address (`/company/job/edit/12`): digits only, from 1, else null
 * ('12abc', '0x1', '1e3', ' 12' and '0' name no record, though Number() reads some of them;
 * nor do more digits than a number holds).
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
