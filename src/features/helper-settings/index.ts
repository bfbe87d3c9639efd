import { lazyComponent, type AppRouteDef } from '@/platform/routing';

// One chunk per page: the map (work settings) and the cropper (personal info) stay with theirs.
export const helperSettingsRoutes: AppRouteDef[] = [
  {
    name: 'helper-settings-personal-info',
    title: 'Personal info',
    component: lazyComponent(() =>
      import('./pages/personal-info-page').then((m) => m.PersonalInfoPage),
    ),
  },
  {
    name: 'helper-settings-specifications',
    title: 'Specifications',
    component: lazyComponent(() =>
      import('./pages/specifications-page').then((m) => m.SpecificationsPage),
    ),
  },
  {
    name: 'helper-settings-role',
    title: 'Your role',
    component: lazyComponent(() => import('./pages/role-page').then((m) => m.RolePage)),
  },
  {
    name: 'helper-settings-work-settings',
    title: 'Work settings',
    component: lazyComponent(() =>
      import('./pages/work-settings-page').then((m) => m.WorkSettingsPage),
    ),
  },
  {
    name: 'helper-settings-your-rating',
    title: 'Your rating',
    component: lazyComponent(() =>
      import('./pages/your-rating-page').then((m) => m.YourRatingPage),
    ),
  },
  {
    name: 'helper-settings-reset-password',
    title: 'Reset password',
    component: lazyComponent(() =>
      import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    name: 'helper-settings-notifications',
    title: 'Notifications',
    component: lazyComponent(() =>
      import('./pages/notifications-page').then((m) => m.NotificationsPage),
    ),
  },
  {
    name: 'helper-settings-calendar-sync',
    title: 'Calendar sync',
    component: lazyComponent(() =>
      import('./pages/calendar-sync-page').then((m) => m.CalendarSyncPage),
    ),
  },
  {
    name: 'helper-settings-danger-zone',
    title: 'Danger zone',
    component: lazyComponent(() =>
      import('./pages/danger-zone-page').then((m) => m.DangerZonePage),
    ),
  },
  {
    name: 'helper-settings-subscription',
    title: 'Subscription',
    component: lazyComponent(() =>
      import('./pages/subscription-page').then((m) => m.SubscriptionPage),
    ),
  },
];
