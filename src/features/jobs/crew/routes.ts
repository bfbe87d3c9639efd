import { lazyComponent, type AppRouteDef } from '@/platform/routing';

// One page module serves both routes; they differ in mode (see crew-page.tsx).
const crewPage = () => import('./pages/crew-page');

/** The crew pages of the jobs feature (5/10); each page is a lazy chunk under ../pages/. */
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
];
