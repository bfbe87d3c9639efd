import { lazyComponent, type AppRouteDef } from '@/platform/routing';

// One page module serves both routes; they differ in mode (see crew-page.tsx). The job sheet,
// opened from it, comes in the same chunk: one chunk fewer for the app's entry to name (its
// size budget), and the sheet opens at once.
const crewPage = () => import('./pages/crew-page');

/** The crew pages of the jobs feature (5/10), and a job's printable sheet (QA 136 M3). */
export const crewRoutes: AppRouteDef[] = [
  {
    name: 'company-job-team-add',
    title: 'Team add',
    back: true,
    component: lazyComponent(() => crewPage().then((m) => m.TeamAddPage)),
  },
  {
    name: 'company-job-team-edit',
    title: 'Team edit',
    component: lazyComponent(() => crewPage().then((m) => m.TeamEditPage)),
  },
  {
    name: 'company-job-sheet',
    title: 'Job sheet',
    back: true,
    component: lazyComponent(() => crewPage().then((m) => m.JobSheetPage)),
  },
];
