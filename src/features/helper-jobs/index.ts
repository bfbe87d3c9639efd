import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

export const helperJobsRoutes: AppRouteDef[] = [
  {
    name: 'helper-job',
    title: 'Job',
    component: lazy(() =>
      import('./pages/helper-job-page').then((m) => ({ default: m.HelperJobPage })),
    ),
  },
];
