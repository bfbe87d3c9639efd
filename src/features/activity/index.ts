import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

export { ActivityBadge, useHasUnread } from './components/activity-badge';

export const activityRoutes: AppRouteDef[] = [
  {
    name: 'company-activity',
    title: 'Activity',
    component: lazy(() => import('./pages/activity-page').then((m) => ({ default: m.ActivityPage }))),
  },
];
