import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

// One chunk for the three lists (they share cards, dialogs and pagination).
const page = () => import('../pages/job-list-page');

/** The list pages of the jobs feature (5/10); each page is a lazy chunk under ../pages/. */
export const listRoutes: AppRouteDef[] = [
  {
    name: 'company-job',
    title: 'Job',
    component: lazy(() => page().then((m) => ({ default: m.JobPage }))),
  },
  {
    name: 'company-job-not-formed',
    title: 'Not formed',
    component: lazy(() => page().then((m) => ({ default: m.NotFormedJobsPage }))),
  },
  {
    name: 'company-job-formed',
    title: 'Formed',
    component: lazy(() => page().then((m) => ({ default: m.FormedJobsPage }))),
  },
  {
    name: 'company-job-history',
    title: 'History',
    component: lazy(() => page().then((m) => ({ default: m.JobHistoryPage }))),
  },
];
