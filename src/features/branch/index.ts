import { lazyComponent, lazyValue, type AppRouteDef } from '@/platform/routing';

// The branch feature: switching the active branch (header) and the Branch page (6/10).
export { BranchSwitcher } from './components/branch-switcher';

/** /company/branch; the page (and the map and cropper it loads lazily) is its own chunk. */
export const branchRoutes: AppRouteDef[] = [
  {
    name: 'company-branch',
    title: 'Branch',
    component: lazyComponent(() => import('./pages/branch-page').then((m) => m.BranchPage)),
    prefetch: lazyValue(() => import('./pages/branch-page').then((m) => m.prefetchBranchPage)),
  },
];
