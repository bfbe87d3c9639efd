import { activityRoutes } from '@/features/activity';
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
import type { AppRouteDef } from '@/platform/routing';

/**
 * The pages of the signed-in areas (company and helper): a chunk of its own, loaded by
 * route-table.ts (areaRoutes), so a guest's first load does not carry them.
 */
export const areaRoutes: AppRouteDef[] = [
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
