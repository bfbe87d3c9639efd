import type { RoutePrefetchContext } from '@/platform/routing';
import { prefetchJobTab } from '../list/api';
import { JobLists } from '../list/job-lists';
import type { JobTab } from '../list/job-tab';

/** A reload asks for what a tab shows first (see prefetchJobTab). */
export const prefetchJobList =
  (tab: JobTab) =>
  ({ queryClient, branchId, search }: RoutePrefetchContext) =>
    prefetchJobTab(queryClient, branchId, tab, search);

export function NotFormedJobsPage() {
  return <JobLists tab="not-formed" />;
}

export function FormedJobsPage() {
  return <JobLists tab="formed" />;
}

export function JobHistoryPage() {
  return <JobLists tab="history" />;
}
