import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './guard';
import {
  href,
  isPublicRouteName,
  matchRoute,
  PUBLIC_ROUTE_NAMES,
  type DynamicRouteName,
  type RouteName,
  type StaticRouteName,
} from './routes';

const mounted = new Set<RouteName>([
  'root',
  'company',
  'helper',
  'login',
  'sign-up',
  'reset-password',
  'company-activity',
  'helper-job',
  'company-job-edit',
]);
const anon = { loggedIn: false, isHelper: false, isManager: false };
const company = { loggedIn: true, isHelper: false, isManager: false };
const helper = { loggedIn: true, isHelper: true, isManager: false };
const manager = { loggedIn: true, isHelper: false, isManager: true };

describe('route table', () => {
  it('builds paths from names and params', () => {
    expect(href('company-activity')).toBe('/company/activity');
    expect(href('company-job-edit', { id: 42 })).toBe('/company/job/edit/42');
    expect(href('reset-password')).toBe('/forgot-password');
  });

  // The @ts-expect-error lines are checked by `npm run typecheck`: each fails it once the
  // call it marks compiles.
  it('takes params exactly for the routes whose path has them', () => {
    // A nav table's or a prop's name, not narrowed to a literal.
    const fromStaticName = (name: StaticRouteName) => href(name);
    expect(fromStaticName('company-team')).toBe('/company/team');
    const dynamic: DynamicRouteName = 'helper-job-company-details';
    expect(dynamic).toBe('helper-job-company-details');
    // @ts-expect-error a route with parameters needs them
    expect(() => href('company-job-edit')).toThrow('missing param id');
    // @ts-expect-error a route without parameters takes none
    expect(href('login', { id: 1 })).toBe('/login');
    // @ts-expect-error the params are the path's own
    expect(() => href('company-job-edit', { job: 1 })).toThrow('missing param id');
    // @ts-expect-error any route name might be one with parameters
    const fromAnyName = (name: RouteName) => href(name);
    expect(fromAnyName('login')).toBe('/login');
    // @ts-expect-error a route with parameters is no StaticRouteName
    const notStatic: StaticRouteName = 'company-job-edit';
    expect(notStatic).toBe('company-job-edit');
  });

  it('counts exactly the spec names (and the empty name) as public', () => {
    expect([...PUBLIC_ROUTE_NAMES].sort()).toEqual(
      [
        '',
        'auth-apple',
        'auth-google',
        'login',
        'reset-password',
        'sign-up',
        'sign-up-company',
        'sign-up-helper',
      ].sort(),
    );
    expect(isPublicRouteName('company-activity')).toBe(false);
    expect(isPublicRouteName('')).toBe(true);
  });

  it('matches mounted routes with params and ignores unmounted ones', () => {
    expect(matchRoute('/company/job/edit/7', mounted)).toEqual({
      name: 'company-job-edit',
      params: { id: '7' },
    });
    expect(matchRoute('/company/team', mounted)).toBeNull();
  });
});

describe('guards and redirects (spec section 2)', () => {
  it('sends a logged-out user on a protected page to /login', () => {
    expect(resolveRedirect('/company/activity', anon, mounted)).toBe('/login');
    expect(resolveRedirect('/helper/job', anon, mounted)).toBe('/login');
  });

  it('sends a logged-in user on /login to / and on to their area', () => {
    expect(resolveRedirect('/login', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/login', helper, mounted)).toBe('/helper/job');
  });

  it('sends a logged-in user on a sign-up page to their area (QA 57 M10)', () => {
    expect(resolveRedirect('/sign-up', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/sign-up/company', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/sign-up/helper', helper, mounted)).toBe('/helper/job');
  });

  it('sends a logged-in user on the forgot-password page to their area (QA helper-130 M1)', () => {
    expect(resolveRedirect('/forgot-password', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/forgot-password', helper, mounted)).toBe('/helper/job');
    expect(resolveRedirect('/forgot-password', anon, mounted)).toBeNull();
  });

  it('redirects / to /company/activity (then /login when logged out)', () => {
    expect(resolveRedirect('/', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/', anon, mounted)).toBe('/login');
  });

  it('redirects unknown paths to /', () => {
    expect(resolveRedirect('/no/such/page', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/company/team', anon, mounted)).toBe('/login');
  });

  it('redirects the area roots', () => {
    expect(resolveRedirect('/company', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/helper', helper, mounted)).toBe('/helper/job');
  });

  it('never shows a helper the company area', () => {
    expect(resolveRedirect('/company/activity', helper, mounted)).toBe('/helper/job');
    expect(resolveRedirect('/', helper, mounted)).toBe('/helper/job');
  });

  it('leaves allowed pages alone', () => {
    expect(resolveRedirect('/login', anon, mounted)).toBeNull();
    expect(resolveRedirect('/sign-up', anon, mounted)).toBeNull();
    expect(resolveRedirect('/company/activity', company, mounted)).toBeNull();
    expect(resolveRedirect('/helper/job', manager, mounted)).toBeNull();
    expect(resolveRedirect('/helper/job', helper, mounted)).toBeNull();
  });

  it('keeps company owners out of the helper area: only helpers and managers use it (spec 6)', () => {
    expect(resolveRedirect('/helper/job', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/helper', company, mounted)).toBe('/company/activity');
    expect(resolveRedirect('/helper/job', manager, mounted)).toBeNull();
    expect(resolveRedirect('/company/activity', manager, mounted)).toBeNull();
  });
});
