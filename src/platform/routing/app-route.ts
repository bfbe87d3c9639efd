import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { LazyValue } from './lazy-component';
import type { RouteName } from './routes';

export type RoutePageProps = { params: Record<string, string> };

/** Where a page's first data is asked for ahead of its render (see AppRouteDef.prefetch). */
export type RoutePrefetchContext = {
  queryClient: QueryClient;
  /** The branch the page will show (a company page). */
  branchId: number;
  params: Record<string, string>;
  /** The location's query string, without its `?`. */
  search: string;
};

/** What a feature contributes to the route table: a page for one named route. */
export type AppRouteDef = {
  name: RouteName;
  /** Page title (desktop page header, mobile header, document title). */
  title: string;
  component: ComponentType<RoutePageProps> | LazyExoticComponent<ComponentType<RoutePageProps>>;
  /** Shows a back button beside the title. */
  back?: boolean;
  /** The page's background; the light grey page colour by default (spec: sign-up-helper is white). */
  background?: 'white';
  /**
   * The page renders before the app's services (query client, sagas, realtime) have loaded:
   * it uses no React Query hook and awaits `useServicesHandle().ready()` before calling the
   * API (/login, so that its first load stays light). Other pages wait for the services.
   */
  beforeServices?: boolean;
  /**
   * Asks for the data the page shows first, with the query options its own hooks use, so
   * that a reload asks for it alongside the session check instead of after the page has
   * rendered (src/app/route-prefetch.ts). A lazyValue from the page's module: it downloads
   * with the page.
   */
  prefetch?: LazyValue<(context: RoutePrefetchContext) => void>;
};
