import { useState } from 'react';
import type { Employee } from '@/platform/api/generated/model';
import { useStayInRange } from '@/platform/routing';
import { EmptyState, LinkButton, queryPending, SkeletonList } from '@/platform/ui';
import { useMemberList } from '../api/team-api';
import { TEAM_TABS, type MemberTab } from '../model/team-tabs';
import { addMemberHref } from '../model/team-links';
import { useTeamParams } from '../model/use-team-params';
import { MemberCard } from './member-card';
import { PagedTeamList } from './paged-team-list';
import { RemoveMemberDialog } from './remove-member-dialog';

const EMPTY: Record<MemberTab, { title: string; description: string }> = {
  employees: {
    title: 'No members yet',
    description: 'Add the people who work for this branch, or invite marketplace helpers.',
  },
  helpers: {
    title: 'No helpers yet',
    description: 'Add a member with the Helper position, or invite a marketplace helper.',
  },
  drivers: {
    title: 'No drivers yet',
    description: 'Add a member with the Driver position to see them here.',
  },
  foreman: {
    title: 'No foremen yet',
    description: 'Add a member with the Foreman position to see them here.',
  },
};

/** One member tab: a page of cards (5), pages in the URL, removal confirmed by name. */
export function MemberList({ branchId, tab }: { branchId: number; tab: MemberTab }) {
  const { page: wanted, setPage } = useTeamParams();
  const query = useMemberList(branchId, tab, wanted);
  const page = query.data?.data;
  const moving = useStayInRange(page, wanted, setPage, query.isPlaceholderData);
  const [removing, setRemoving] = useState<Employee | null>(null);

  let body;
  const pending = queryPending(query, { label: 'Loading members' });
  if (pending) body = pending;
  else if (page!.data.length === 0)
    body = moving ? (
      <SkeletonList label="Loading members" />
    ) : (
      <EmptyState
        icon="people"
        title={EMPTY[tab].title}
        description={EMPTY[tab].description}
        action={
          <LinkButton to={addMemberHref(tab)} intent="primary" icon="add" text="Add member" />
        }
      />
    );
  else
    body = (
      <PagedTeamList
        label={TEAM_TABS[tab].label}
        pagesLabel="Member pages"
        page={page!}
        wanted={wanted}
        setPage={setPage}
        busy={query.isFetching}
        card={(member) => <MemberCard member={member} from={tab} onRemove={setRemoving} />}
      />
    );

  return (
    <>
      {body}
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
