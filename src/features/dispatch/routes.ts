import { lazyComponent, type AppRouteDef } from '@/platform/routing';

/** The dispatch board (6/8, beyond the spec). */
export const dispatchRoutes: AppRouteDef[] = [
  {
    name: 'company-dispatch',
    title: 'Dispatch',
    component: lazyComponent(() => import('./pages/dispatch-page').then((m) => m.DispatchPage)),
  },
];
