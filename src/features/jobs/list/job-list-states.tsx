import { EmptyState, LinkButton } from '@/platform/ui';
import { href } from '@/platform/routing';
import type { JobTab } from './job-tab';

export function AddJobButton() {
  return (
    <LinkButton to={href('company-job-create')} intent="primary" icon="add" text="Add new job" />
  );
}

/** Each list's empty state says what to do next. */
export function EmptyList({ tab, startingSoon }: { tab: JobTab; startingSoon: boolean }) {
  if (tab === 'not-formed')
    return (
      <EmptyState
        icon="briefcase"
        title="No jobs waiting for a crew"
        description="Add a new job: it waits here until you invite its crew."
        action={<LinkButton to={href('company-job-create')} intent="primary" text="Add new job" />}
      />
    );
  if (tab === 'formed')
    return startingSoon ? (
      <EmptyState
        icon="briefcase"
        title="Nothing starts in the next 48 hours"
        description="Turn off Starting soon to see every formed order."
      />
    ) : (
      <EmptyState
        icon="briefcase"
        title="No formed orders yet"
        description="Invite a crew to a job under Not formed; it moves here once people are invited."
        action={<LinkButton to={href('company-job-not-formed')} text="Go to Not formed" />}
      />
    );
  return (
    <EmptyState
      icon="inbox"
      title="No history yet"
      description="Completed and cancelled orders appear here. Complete an order from Formed once its job has started."
    />
  );
}
