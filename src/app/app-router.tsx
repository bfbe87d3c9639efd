import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { matchRoute, resolveRedirect, ROUTES } from '@/platform/routing';
import {
  selectIsHelper,
  selectIsLoggedIn,
  selectIsManager,
  selectSession,
  sessionRetryRequested,
} from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { ErrorState, SkeletonList } from '@/platform/ui';
import { CompanyLayout } from './layouts/company-layout';
import { HelperLayout } from './layouts/helper-layout';
import { mountedRoutes, routeByName } from './route-table';

/**
 * Guards (spec section 2) and the layout: the layout follows the area of the current route,
 * so a manager on /company/activity sees the company layout whatever the dashboard flag.
 */
export function AppRouter() {
  const [location, navigate] = useLocation();
  const session = useAppSelector(selectSession);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isHelper = useAppSelector(selectIsHelper);
  const isManager = useAppSelector(selectIsManager);
  const dispatch = useAppDispatch();
  // While the session is being checked (or cannot be), nobody is sent anywhere.
  const settled = session.status === 'anonymous' || session.status === 'authenticated';
  const redirect = settled
    ? resolveRedirect(location, { loggedIn, isHelper, isManager }, mountedRoutes)
    : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const match = matchRoute(location, mountedRoutes);
  const route = match ? routeByName.get(match.name) : undefined;
  useEffect(() => {
    if (route) document.title = `${route.title} · Movers Marketplace`;
  }, [route]);

  if (session.status === 'unreachable') {
    // Start-up could not check the kept token (server error, offline): the session is kept
    // and checked again when the network returns, after a while, or now on "Try again".
    return (
      <main className="app-boot">
        <ErrorState
          message={`${session.startupError ?? ''} Your session is kept; we will try again when the connection is back.`}
          onRetry={() => dispatch(sessionRetryRequested())}
        />
      </main>
    );
  }
  if (session.status === 'booting') {
    return (
      <div className="app-boot" role="status" aria-label="Loading your account">
        <Spinner size={40} />
      </div>
    );
  }
  if (redirect || !match || !route) return null;

  const Page = route.component;
  const page = (
    <Suspense fallback={<SkeletonList label="Loading page" />}>
      <Page params={match.params} />
    </Suspense>
  );
  const area = ROUTES[match.name].area;
  if (area === 'company')
    return (
      <CompanyLayout title={route.title} back={route.back}>
        {page}
      </CompanyLayout>
    );
  if (area === 'helper')
    return (
      <HelperLayout title={route.title} back={route.back}>
        {page}
      </HelperLayout>
    );
  return page;
}
