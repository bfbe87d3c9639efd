import { Button, Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  href,
  lazyComponent,
  matchRoute,
  otherSideOf,
  preloadComponent,
  requiresLogin,
  resolveRedirect,
  ROUTES,
  ShownTitleContext,
  type RouteArea,
  type RouteName,
} from '@/platform/routing';
import { useServices, useServicesHandle } from '@/platform/services';
import {
  selectIsHelper,
  selectIsLoggedIn,
  selectIsManager,
  logoutRequested,
  selectSession,
  sessionRetryRequested,
  leaveWantedPage,
} from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { ErrorState, preloadIcons, SkeletonList, toast } from '@/platform/ui';
import { ROUTE_ERROR_TEXT, RouteBoundary } from './route-boundary';
import { mountedRoutes, routeByName } from './route-table';

// The layouts (menus, popovers, drawer, the activity badge) load with the first page of their
// area, so /login does not fetch them.
const CompanyLayout = lazyComponent(() =>
  import('./layouts/company-layout').then((m) => m.CompanyLayout),
);
const HelperLayout = lazyComponent(() =>
  import('./layouts/helper-layout').then((m) => m.HelperLayout),
);
const LAYOUTS: Partial<Record<RouteArea, typeof CompanyLayout>> = {
  company: CompanyLayout,
  helper: HelperLayout,
};

/**
 * Starts the download of the page at `path` (with its data prefetch) and of its area's layout
 * with the app's icons, so the page's first render draws them (a pure redirect route: its
 * target's page). Failures show up when they render.
 */
function preloadRoute(path: string) {
  const match = matchRoute(path, mountedRoutes);
  if (!match) return;
  const { area, redirectTo } = ROUTES[match.name];
  const layout = LAYOUTS[area];
  if (layout) {
    layout.preload().catch(() => undefined);
    preloadIcons().catch(() => undefined);
  }
  const page = routeByName.get(redirectTo ? (redirectTo as RouteName) : match.name);
  if (page) preloadComponent(page.component).catch(() => undefined);
  page?.prefetch?.load().catch(() => undefined);
}

/**
 * Mounted beside a light page (inside its Suspense boundary, so only once the page itself
 * has rendered): loads the services after the next frame has painted, so they are there
 * when the user submits, without delaying the page's first paint.
 */
function LoadServicesAfterPaint() {
  const handle = useServicesHandle();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => handle.ready().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [handle]);
  return null;
}

/**
 * Beside the page, inside its Suspense boundary: says when the page's content is on screen.
 * Rendered whatever the callback, so a page's tree is the same with it or without.
 */
function PageMounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/** Said when an address that is no page of the app was opened, on the way to the first page. */
export const unknownPathText = (path: string) =>
  `There is no page at ${path}: the link may be mistyped or out of date. Here is your first page.`;

/** Said when a signed-in person opened a page of the other side, on the way to their first page. */
export const otherSideText = (path: string, side: 'company' | 'helper') =>
  `The page at ${path} is for ${side === 'company' ? 'moving companies' : 'helpers'}. Here is your first page.`;

/** The boot screen; index.html carries a copy for a signed-in load's first paint (prerender.tsx). */
export function Booting() {
  return (
    <div className="app-boot" role="status" aria-label="Loading your account">
      <Spinner size={40} />
    </div>
  );
}

/**
 * Guards (spec section 2) and the layout: the layout follows the area of the current route,
 * so a manager on /company/activity sees the company layout whatever the dashboard flag.
 */
export function AppRouter({ onPageMounted }: { onPageMounted?: () => void } = {}) {
  const [location, navigate] = useLocation();
  const session = useAppSelector(selectSession);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isHelper = useAppSelector(selectIsHelper);
  const isManager = useAppSelector(selectIsManager);
  const dispatch = useAppDispatch();
  const servicesHandle = useServicesHandle();
  const services = useServices();
  // While the session is being checked (or cannot be), or a sign-in is choosing where it
  // lands, nobody is sent anywhere.
  const settled =
    (session.status === 'anonymous' || session.status === 'authenticated') && !session.arriving;
  const redirect = settled
    ? resolveRedirect(location, { loggedIn, isHelper, isManager }, mountedRoutes)
    : null;
  const match = matchRoute(location, mountedRoutes);
  // A pure redirect route (/company/job → its first list, Not formed) keeps the query.
  const redirectTo = match ? (ROUTES[match.name].redirectTo as RouteName | undefined) : undefined;
  const keepsQuery = redirectTo !== undefined && redirect === ROUTES[redirectTo].path;
  const rawSearch = useSearch();
  const search = rawSearch ? `?${rawSearch}` : '';

  // An address that is no page goes to / (spec section 2), and the other side's page to the
  // person's first page; a signed-in person is told why, rather than land on another page
  // without a word (QA helper-85, QA helper-130).
  const unknownPath = redirect !== null && !match && loggedIn && location !== '/';
  const otherSide =
    redirect !== null && match ? otherSideOf(match.name, { loggedIn, isHelper, isManager }) : null;
  const told = unknownPath
    ? unknownPathText(location)
    : otherSide
      ? otherSideText(location, otherSide)
      : null;
  // A signed-out person sent to sign in from a private page is taken back to it (saga).
  const wanted = redirect === href('login') && match !== null && requiresLogin(match.name);
  // A session that ends under a page leaves it for that same person (not whoever signs in next).
  const lastUserId = useRef<number | null>(null);
  if (session.user) lastUserId.current = session.user.id;
  const toldOf = useRef<string | null>(null);
  useEffect(() => {
    if (!redirect) {
      // A page in between: the same wrong address opened again is told again.
      toldOf.current = null;
      return;
    }
    if (wanted) leaveWantedPage(location + search + window.location.hash, lastUserId.current);
    navigate(redirect + (keepsQuery ? search : ''), { replace: true });
    // Once per visit of the address (React's development double effects would say it twice).
    if (told && toldOf.current !== location) {
      toldOf.current = location;
      toast.info(told);
    }
  }, [redirect, navigate, keepsQuery, search, told, wanted, location]);

  const route = match ? routeByName.get(match.name) : undefined;
  const area = match ? ROUTES[match.name].area : undefined;
  // What the page shows in place of itself ("Job not found") names it (useShownTitle).
  const [shownTitle, setShownTitle] = useState<string | null>(null);
  const title = shownTitle ?? route?.title;
  useEffect(() => {
    if (title) document.title = `${title} · Movers Marketplace`;
  }, [title]);
  // Fetch the page and its layout while the session boots, not after: a reload of a company
  // page then waits for get-me, the layout and the page together, and both render at once
  // when the session is there (not for a page the guard is about to leave). A failure here
  // shows up when they render.
  useEffect(() => {
    if (!redirect) preloadRoute(location);
  }, [location, redirect]);
  // The services (query client, sagas) check a kept token, and every page but the light ones
  // (/login) needs them: they load then (main.tsx may have started them already). A failed
  // download shows an error with a retry.
  const needsServices =
    !services && (session.status === 'booting' || (route !== undefined && !route.beforeServices));
  const [servicesError, setServicesError] = useState<unknown>(null);
  useEffect(() => {
    if (needsServices) servicesHandle.ready().catch(setServicesError);
  }, [needsServices, servicesHandle]);

  if (session.status === 'unreachable') {
    // Start-up could not check the kept token (server error, offline): the session is kept
    // and checked again when the network returns, after a while, or now on "Try again".
    return (
      <main className="app-boot">
        <ErrorState
          message={`${session.startupError ?? ''} Your session is kept; we will try again when the connection is back.`}
          onRetry={() => dispatch(sessionRetryRequested())}
          // A retry cannot fix every start-up failure (a token the server cannot read, one
          // so large it answers 431): the person can always end the session instead.
          otherAction={<Button text="Log out" onClick={() => dispatch(logoutRequested())} />}
        />
      </main>
    );
  }
  if (servicesError && needsServices) {
    return (
      <main className="app-boot">
        <ErrorState
          message={ROUTE_ERROR_TEXT}
          onRetry={() => {
            setServicesError(null);
            servicesHandle.ready().catch(setServicesError);
          }}
        />
      </main>
    );
  }
  if (session.status === 'booting') return <Booting />;
  if (redirect || !match || !route || !area) return null;
  if (needsServices) return <Booting />;

  const Page = route.component;
  const boundary = (
    <RouteBoundary resetKey={location}>
      <Suspense fallback={<SkeletonList label="Loading page" />}>
        <ShownTitleContext.Provider value={setShownTitle}>
          <Page params={match.params} />
        </ShownTitleContext.Provider>
        <PageMounted onMounted={onPageMounted} />
        {!services && <LoadServicesAfterPaint />}
      </Suspense>
    </RouteBoundary>
  );
  // The page colour is a variable every page background uses, so one wrapper sets it.
  const page = route.background ? (
    <div className={`app-route-bg app-route-bg--${route.background}`}>{boundary}</div>
  ) : (
    boundary
  );
  const Layout = LAYOUTS[area];
  if (!Layout) return page;
  // Until the layout arrives the boot spinner stays, as on a reload: no half-drawn shell.
  return (
    <RouteBoundary resetKey={area}>
      <Suspense fallback={<Booting />}>
        <Layout title={title ?? route.title} back={route.back}>
          {page}
        </Layout>
      </Suspense>
    </RouteBoundary>
  );
}
