import { lazyComponent, lazyValue, type AppRouteDef } from '@/platform/routing';

// One chunk for the three lists (they share cards, dialogs and pagination).
const page = () => import('../pages/job-list-page');

/**
 * The list pages of the jobs feature (5/10); each page is a lazy chunk under ../pages/.
 * /company/job itself is a redirect to the first list, Not formed (platform/routing/routes.ts).
 */
export const listRoutes: AppRouteDef[] = [
  {
    name: 'company-job-not-formed',
    title: 'Not formed',
    component: lazyComponent(() => page().then((m) => m.NotFormedJobsPage)),
    prefetch: lazyValue(() => page().then((m) => m.prefetchJobList('not-formed'))),
  },
  {
    name: 'company-job-formed',
    title: 'Formed',
    component: lazyComponent(() => page().then((m) => m.FormedJobsPage)),
    prefetch: lazyValue(() => page().then((m) => m.prefetchJobList('formed'))),
  },
  {
    name: 'company-job-history',
    title: 'History',
    component: lazyComponent(() => page().then((m) => m.JobHistoryPage)),
    prefetch: lazyValue(() => page().then((m) => m.prefetchJobList('history'))),
  },
];
