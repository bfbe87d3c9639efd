import { lazyComponent, lazyValue, type AppRouteDef } from '@/platform/routing';

/**
 * The task calendars (7/10); react-big-calendar loads inside each page, after it paints (on a
 * reload of the company's, beside the page's data: prefetchCompanyCalendar).
 */
export const calendarRoutes: AppRouteDef[] = [
  {
    name: 'company-calendar',
    title: 'Task calendar',
    component: lazyComponent(() =>
      import('./pages/company-calendar-page').then((m) => m.CompanyCalendarPage),
    ),
    prefetch: lazyValue(() =>
      import('./pages/company-calendar-page').then((m) => m.prefetchCompanyCalendar),
    ),
  },
  {
    name: 'helper-calendar',
    title: 'Task calendar',
    component: lazyComponent(() =>
      import('./pages/helper-calendar-page').then((m) => m.HelperCalendarPage),
    ),
  },
];
