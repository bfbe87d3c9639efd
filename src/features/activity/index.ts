import { lazyComponent, lazyValue, type AppRouteDef } from '@/platform/routing';

export { ActivityBadge, useHasUnread } from './components/activity-badge';
export {
  activityReducer,
  selectCurrentActivityTitle,
  type ActivityState,
} from './model/activity.slice';
export { activityRealtime } from './model/realtime-listeners';

export const activityRoutes: AppRouteDef[] = [
  {
    name: 'company-activity',
    title: 'Activity',
    component: lazyComponent(() => import('./pages/activity-page').then((m) => m.ActivityPage)),
    prefetch: lazyValue(() => import('./pages/activity-page').then((m) => m.prefetchActivityPage)),
  },
  {
    name: 'company-settings-notifications',
    title: 'Notification settings',
    component: lazyComponent(() =>
      import('./pages/notification-settings-page').then((m) => m.NotificationSettingsPage),
    ),
  },
];
