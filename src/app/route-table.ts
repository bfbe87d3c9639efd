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
import type { AppRouteDef, RouteName } from '@/platform/routing';

/** Every page the app mounts; a path of any other route counts as unknown (goes to /). */
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

/** Pure redirect routes of the spec (/, /company, /helper) are mounted with the pages. */
const REDIRECT_ROUTES: RouteName[] = [
  'root',
  'company',
  'company-job',
  'helper',
  'company-settings',
  'helper-settings',
];

export const mountedRoutes: ReadonlySet<RouteName> = new Set([
  ...REDIRECT_ROUTES,
  ...appRoutes.map((r) => r.name),
]);
export const routeByName = new Map(appRoutes.map((r) => [r.name, r]));
