import { lazyComponent, type AppRouteDef } from '@/platform/routing';

// One page module (one chunk) serves the three routes; the date picker inside it loads only
// when the moving date is opened.
const orderFormPage = () => import('../pages/order-form-page');

/** The form pages of the jobs feature (5/10); each page is a lazy chunk under ../pages/. */
export const formRoutes: AppRouteDef[] = [
  {
    name: 'company-job-create',
    title: 'Add new job',
    back: true,
    component: lazyComponent(() => orderFormPage().then((m) => m.OrderCreatePage)),
  },
  {
    name: 'company-calendar-create',
    title: 'Add new job',
    back: true,
    component: lazyComponent(() => orderFormPage().then((m) => m.CalendarOrderCreatePage)),
  },
  {
    name: 'company-job-edit',
    title: 'Edit job',
    back: true,
    component: lazyComponent(() => orderFormPage().then((m) => m.OrderEditPage)),
  },
];
