import { activityRoutes } from '@/features/activity';
import { authRoutes } from '@/features/auth';
import { branchRoutes } from '@/features/branch';
import { calendarRoutes } from '@/features/calendar';
import { companyRatingRoutes } from '@/features/company-rating';
import { dispatchRoutes } from '@/features/dispatch';
import { helperEarningsRoutes } from '@/features/helper-earnings';
import { helperJobsRoutes } from '@/features/helper-jobs';
import { helperSettingsRoutes } from '@/features/helper-settings';
import { jobsRoutes } from '@/features/jobs';
import { outsourcingRoutes } from '@/features/outsourcing';
import { subscriptionRoutes } from '@/features/subscription';
import { teamRoutes } from '@/features/team';
import { ROUTES, type AppRouteDef, type RouteName } from '@/platform/routing';

/** Every page the app mounts. */
export const appRoutes: AppRouteDef[] = [
  ...authRoutes,
  ...activityRoutes,
  ...helperJobsRoutes,
  ...helperEarningsRoutes,
  ...helperSettingsRoutes,
  ...jobsRoutes,
  ...outsourcingRoutes,
  ...teamRoutes,
  ...calendarRoutes,
  ...dispatchRoutes,
  ...branchRoutes,
  ...subscriptionRoutes,
  ...companyRatingRoutes,
];

/**
 * Every route of the spec's table is mounted: a page, or a pure redirect to one (/, /company,
 * /helper…; route-table.test.ts checks each). A path of no route counts as unknown (goes to /).
 */
export const mountedRoutes: ReadonlySet<RouteName> = new Set(Object.keys(ROUTES) as RouteName[]);
export const routeByName = new Map(appRoutes.map((r) => [r.name, r]));
