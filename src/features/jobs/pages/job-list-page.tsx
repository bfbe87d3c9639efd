import { JobLists } from '../list/job-lists';

export function NotFormedJobsPage() {
  return <JobLists tab="not-formed" />;
}

export function FormedJobsPage() {
  return <JobLists tab="formed" />;
}

export function JobHistoryPage() {
  return <JobLists tab="history" />;
}
