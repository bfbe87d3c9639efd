import { lazyComponent, type AppRouteDef } from '@/platform/routing';

/** A job's printable sheet (QA 136 M3), a lazy chunk of its own. */
export const sheetRoutes: AppRouteDef[] = [
  {
    name: 'company-job-sheet',
    title: 'Job sheet',
    back: true,
    component: lazyComponent(() => import('./pages/job-sheet-page').then((m) => m.JobSheetPage)),
  },
];
