import { lazyComponent, type AppRouteDef } from '@/platform/routing';

export { createHelperJobsRealtime } from './model/announce-listeners';
export { InvitationsBadge, InvitationsLink, InvitationsTag } from './components/invitations-badge';
export { ConfirmationsBadge, ConfirmationsTag } from './components/confirmations-badge';
// A job's facts as Order details says them (the helper calendar's job dialog).
export { AddressFacts, CompanyFact, CrewFact, NotesFact, PayFact } from './components/job-facts';
// Her state on it and her pay, as her card says them (QA helper-159), from its invitation or offer.
export { JobStateNote, useCalendarJob } from './components/job-glance';

// One chunk for the eight bucket lists, one for the two details pages.
const buckets = () => import('./pages/bucket-page');
const details = () => import('./pages/details-page');

export const helperJobsRoutes: AppRouteDef[] = [
  {
    name: 'helper-job',
    title: 'Job',
    component: lazyComponent(() => import('./pages/helper-job-page').then((m) => m.HelperJobPage)),
  },
  // The bucket lists' titles are bucketTitle's words (route-titles.test.ts), written out: its
  // module would bring the buckets' model into every first load (/login's 0.6 KB).
  {
    name: 'helper-job-company-new',
    title: 'Company invitations: New',
    component: lazyComponent(() => buckets().then((m) => m.CompanyNewPage)),
  },
  {
    name: 'helper-job-company-accepted',
    title: 'Company invitations: Accepted',
    component: lazyComponent(() => buckets().then((m) => m.CompanyAcceptedPage)),
  },
  {
    name: 'helper-job-company-waiting',
    title: 'Company invitations: Rejected',
    component: lazyComponent(() => buckets().then((m) => m.CompanyWaitingPage)),
  },
  {
    name: 'helper-job-company-cancelled',
    title: 'Company invitations: Cancelled',
    component: lazyComponent(() => buckets().then((m) => m.CompanyCancelledPage)),
  },
  {
    name: 'helper-job-outsource-new',
    title: 'Outsourcing offers: New',
    component: lazyComponent(() => buckets().then((m) => m.OutsourceNewPage)),
  },
  {
    name: 'helper-job-outsource-accepted',
    title: 'Outsourcing offers: Accepted',
    component: lazyComponent(() => buckets().then((m) => m.OutsourceAcceptedPage)),
  },
  {
    name: 'helper-job-outsource-waiting',
    title: 'Outsourcing offers: Rejected',
    component: lazyComponent(() => buckets().then((m) => m.OutsourceWaitingPage)),
  },
  {
    name: 'helper-job-outsource-cancelled',
    title: 'Outsourcing offers: Cancelled',
    component: lazyComponent(() => buckets().then((m) => m.OutsourceCancelledPage)),
  },
  {
    name: 'helper-job-branch-invitations',
    // BRANCH_INVITATIONS_TITLE, written out (route-titles.test.ts): its module would bring the
    // branch invitations' model into every first load (/login's 0.2 KB).
    title: 'Branch invitations',
    component: lazyComponent(() =>
      import('./pages/branch-invitations-page').then((m) => m.BranchInvitationsPage),
    ),
  },
  {
    name: 'helper-job-company-details',
    title: 'Order details',
    back: true,
    component: lazyComponent(() => details().then((m) => m.CompanyDetailsPage)),
  },
  {
    name: 'helper-job-outsource-details',
    title: 'Order details',
    back: true,
    component: lazyComponent(() => details().then((m) => m.OutsourceDetailsPage)),
  },
];
