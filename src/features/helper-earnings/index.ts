import { lazyComponent, type AppRouteDef } from '@/platform/routing';

// The helper's earnings (not in the spec, issue 8/8).
export const helperEarningsRoutes: AppRouteDef[] = [
  {
    name: 'helper-earnings',
    title: 'Earnings',
    component: lazyComponent(() => import('./pages/earnings-page').then((m) => m.EarningsPage)),
  },
];
