import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

// One chunk per page: the map (work settings) and the cropper (personal info) stay with theirs.
export const helperSettingsRoutes: AppRouteDef[] = [
  {
    name: 'helper-settings-personal-info',
    title: 'Personal info',
    component: lazy(() =>
      import('./pages/personal-info-page').then((m) => ({ default: m.PersonalInfoPage })),
    ),
  },
  {
    name: 'helper-settings-specifications',
    title: 'Specifications',
    component: lazy(() =>
      import('./pages/specifications-page').then((m) => ({ default: m.SpecificationsPage })),
    ),
  },
  {
    name: 'helper-settings-role',
    title: 'Your role',
    component: lazy(() => import('./pages/role-page').then((m) => ({ default: m.RolePage }))),
  },
  {
    name: 'helper-settings-work-settings',
    title: 'Work settings',
    component: lazy(() =>
      import('./pages/work-settings-page').then((m) => ({ default: m.WorkSettingsPage })),
    ),
  },
  {
    name: 'helper-settings-your-rating',
    title: 'Your rating',
    component: lazy(() =>
      import('./pages/your-rating-page').then((m) => ({ default: m.YourRatingPage })),
    ),
  },
  {
    name: 'helper-settings-reset-password',
    title: 'Reset password',
    component: lazy(() =>
      import('./pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
    ),
  },
  {
    name: 'helper-settings-notifications',
    title: 'Notifications',
    component: lazy(() =>
      import('./pages/notifications-page').then((m) => ({ default: m.NotificationsPage })),
    ),
  },
  {
    name: 'helper-settings-danger-zone',
    title: 'Danger zone',
    component: lazy(() =>
      import('./pages/danger-zone-page').then((m) => ({ default: m.DangerZonePage })),
    ),
  },
  {
    name: 'helper-settings-subscription',
    title: 'Subscription',
    component: lazy(() =>
      import('./pages/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
    ),
  },
];
