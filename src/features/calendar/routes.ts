import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

/** The task calendars (7/10); react-big-calendar loads inside each page, after it paints. */
export const calendarRoutes: AppRouteDef[] = [
  {
    name: 'company-calendar',
    title: 'Task calendar',
    component: lazy(() =>
      import('./pages/company-calendar-page').then((m) => ({ default: m.CompanyCalendarPage })),
    ),
  },
  {
    name: 'helper-calendar',
    title: 'Task calendar',
    component: lazy(() =>
      import('./pages/helper-calendar-page').then((m) => ({ default: m.HelperCalendarPage })),
    ),
  },
];
