import { EmptyState, LinkButton } from '@/platform/ui';
import { countOf } from '@/platform/format';
import { href, RouteLink } from '@/platform/routing';
import type { JobTab } from './job-tab';

export function AddJobButton() {
  return (
    <LinkButton to={href('company-job-create')} intent="primary" icon="add" text="Add new job" />
  );
}

/**
 * Not formed empty while jobs still short of people are under Formed (the spec's grouping puts
 * a job there once anyone is invited): it says where they are, not that nothing waits for a
 * crew (QA 205 M1: a new company's only job, 0 of 3 accepted, seemed gone).
 */
function NotFormedEmpty({ incomplete }: { incomplete: number }) {
  const one = incomplete === 1;
  return (
    <EmptyState
      icon="briefcase"
      title="No jobs waiting for their first invitations"
      description={
        <>
          {countOf(incomplete, 'job')} with invitations out {one ? 'is' : 'are'} under{' '}
          <RouteLink to="company-job-formed">Formed</RouteLink> until{' '}
          {one ? 'its crew is' : 'their crews are'} complete.
        </>
      }
      action={<LinkButton to={href('company-job-create')} intent="primary" text="Add new job" />}
    />
  );
}

/**
 * Each list's empty state says what to do next. `incomplete`: Not formed's count of the jobs
 * under Formed that still need people (undefined while unknown).
 */
export function EmptyList({
  tab,
  startingSoon,
  incomplete,
}: {
  tab: JobTab;
  startingSoon: boolean;
  incomplete?: number;
}) {
  if (tab === 'not-formed' && incomplete !== undefined && incomplete > 0)
    return <NotFormedEmpty incomplete={incomplete} />;
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
