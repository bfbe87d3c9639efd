import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { href } from '@/platform/routing';
import { SkeletonList } from '@/platform/ui';
import { JobLists } from '../list/job-lists';

/**
 * /company/job: the Not formed tab is the Job area's first list, so the bare path is
 * replaced by /company/job/not-formed (query kept). One URL per list keeps the tab links,
 * the sidebar and back/forward simple; `replace` keeps /company/job out of the history.
 */
export function JobPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    navigate(`${href('company-job-not-formed')}${search ? `?${search}` : ''}`, { replace: true });
  }, [navigate, search]);
  return <SkeletonList label="Loading jobs" />;
}

export function NotFormedJobsPage() {
  return <JobLists tab="not-formed" />;
}

export function FormedJobsPage() {
  return <JobLists tab="formed" />;
}

export function JobHistoryPage() {
  return <JobLists tab="history" />;
}
