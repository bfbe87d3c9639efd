import { lazy } from 'react';
import type { AppRouteDef } from '@/platform/routing';

// One chunk for the eight bucket lists, one for the two details pages.
const buckets = () => import('./pages/bucket-page');
const details = () => import('./pages/details-page');

export const helperJobsRoutes: AppRouteDef[] = [
  {
    name: 'helper-job',
    title: 'Job',
    component: lazy(() =>
      import('./pages/helper-job-page').then((m) => ({ default: m.HelperJobPage })),
    ),
  },
  {
    name: 'helper-job-company-new',
    title: 'New',
    component: lazy(() => buckets().then((m) => ({ default: m.CompanyNewPage }))),
  },
  {
    name: 'helper-job-company-accepted',
    title: 'Accepted',
    component: lazy(() => buckets().then((m) => ({ default: m.CompanyAcceptedPage }))),
  },
  {
    name: 'helper-job-company-waiting',
    title: 'Rejected',
    component: lazy(() => buckets().then((m) => ({ default: m.CompanyWaitingPage }))),
  },
  {
    name: 'helper-job-company-cancelled',
    title: 'Cancelled',
    component: lazy(() => buckets().then((m) => ({ default: m.CompanyCancelledPage }))),
  },
  {
    name: 'helper-job-outsource-new',
    title: 'New',
    component: lazy(() => buckets().then((m) => ({ default: m.OutsourceNewPage }))),
  },
  {
    name: 'helper-job-outsource-accepted',
    title: 'Accepted',
    component: lazy(() => buckets().then((m) => ({ default: m.OutsourceAcceptedPage }))),
  },
  {
    name: 'helper-job-outsource-waiting',
    title: 'Rejected',
    component: lazy(() => buckets().then((m) => ({ default: m.OutsourceWaitingPage }))),
  },
  {
    name: 'helper-job-outsource-cancelled',
    title: 'Cancelled',
    component: lazy(() => buckets().then((m) => ({ default: m.OutsourceCancelledPage }))),
  },
  {
    name: 'helper-job-company-details',
    title: 'Order details',
    back: true,
    component: lazy(() => details().then((m) => ({ default: m.CompanyDetailsPage }))),
  },
  {
    name: 'helper-job-outsource-details',
    title: 'Order details',
    back: true,
    component: lazy(() => details().then((m) => ({ default: m.OutsourceDetailsPage }))),
  },
];
