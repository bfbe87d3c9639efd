import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from './routes';

export type RoutePageProps = { params: Record<string, string> };

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
};
