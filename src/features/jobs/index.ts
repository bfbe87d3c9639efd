import type { AppRouteDef } from '@/platform/routing';
import { crewRoutes } from './crew/routes';
import { formRoutes } from './form/routes';
import { listRoutes } from './list/routes';

/** Company jobs (5/10): the order lists and actions, the order form, the crew builder. */
export const jobsRoutes: AppRouteDef[] = [...listRoutes, ...formRoutes, ...crewRoutes];
