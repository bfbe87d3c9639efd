import { Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { BranchInvitation } from '@/platform/api/generated/model';
import { usePlanRoomText } from '@/features/subscription';
import { formatDate, helperName, RATE_LABEL } from '@/platform/format';
import { href, useStayInRange } from '@/platform/routing';
import {
  AppButton,
  AppSelect,
  EmptyState,
  LinkButton,
  ConfirmDialog,
  queryPending,
  SkeletonList,
  toast,
} from '@/platform/ui';
import { useInvitationList } from '../api/team-api';
import { useCancelHelperInvitation } from '../api/use-invitation-actions';
import { INVITATION_STATUS, INVITATION_STATUSES } from '../model/invitation-status';
import { useTeamParams } from '../model/use-team-params';
import { HelperRating } from './helper-rating';
import { PersonLine } from '@/platform/widgets';
import { PagedTeamList } from './paged-team-list';

function InvitationCard({
  invitation,
  onCancel,
}: {
  invitation: BranchInvitation;
  onCancel: (invitation: BranchInvitation) => void;
}) {
  const status = INVITATION_STATUS[invitation.status];
  const name = helperName(invitation.helper, invitation.helper.id);
  return (
    <article className="app-card team-card team-card--invitation" aria-label={name}>
      <div className="team-card__main">
        <PersonLine
          person={invitation.helper}
          rate={invitation.helper.hourly_rate}
          rateLabel={RATE_LABEL.asks}
          name={name}
          rating={
            <HelperRating
              helperId={invitation.helper.id}
              name={name}
              rating={invitation.helper.rating}
            />
          }
        />
        <p className="team-card__dates app-muted">
          Invited {formatDate(invitation.created_at)}
          {invitation.responded_at && ` · answered ${formatDate(invitation.responded_at)}`}
          {invitation.status === 'cancelled' && ` · withdrawn ${formatDate(invitation.updated_at)}`}
        </p>
      </div>
      <div className="team-card__side">
        <Tag round minimal intent={status.intent} className="team-card__state">
          {status.label}
        </Tag>
        {invitation.status === 'pending' && (
          <AppButton
            size="small"
            variant="minimal"
            intent="danger"
            text="Cancel invitation"
            // Named by the person, as the crew page's (withdrawTexts): two cards' "Cancel
            // invitation" read alike (QA helper-121 M6).
            aria-label={`Cancel invitation of ${name}`}
            onClick={() => onCancel(invitation)}
          />
        )}
      </div>
    </article>
  );
}

/**
 * Requested: the branch's invitations to marketplace helpers, newest first, with their status;
 * a pending one can be withdrawn (confirmed by name). `?status=` filters.
 */
export function InvitationList({
  branchId,
  onFindHelpers,
}: {
  branchId: number;
  onFindHelpers: () => void;
}) {
  const { page: wanted, status, setPage, setStatus } = useTeamParams();
  const query = useInvitationList(branchId, status, wanted);
  const page = query.data?.data;
  const moving = useStayInRange(page, wanted, setPage, query.isPlaceholderData);
  const [cancelling, setCancelling] = useState<BranchInvitation | null>(null);
  const cancel = useCancelHelperInvitation(branchId);

  // The one confirmation dialog: a failure keeps it open and says so under its question
  // (this one, made by hand, closed on a failure with the toast alone saying it).
  const confirmCancel = async (invitation: BranchInvitation) => {
    await cancel.mutateAsync({ id: invitation.id });
    toast.success(`Invitation of ${helperName(invitation.helper, invitation.helper.id)} cancelled`);
  };

  let body;
  const pending = queryPending(query, { label: 'Loading invitations' });
  if (pending) body = pending;
  else if (page!.data.length === 0)
    body = moving ? (
      <SkeletonList label="Loading invitations" />
    ) : status ? (
      <EmptyState
        title={`No ${INVITATION_STATUS[status].label.toLowerCase()} invitations`}
        description="Choose All to see every invitation."
      />
    ) : (
      <NoInvitationsYet onFindHelpers={onFindHelpers} />
    );
  else
    body = (
      <PagedTeamList
        label="Invitations"
        pagesLabel="Invitation pages"
        page={page!}
        wanted={wanted}
        setPage={setPage}
        busy={query.isFetching}
        card={(invitation) => <InvitationCard invitation={invitation} onCancel={setCancelling} />}
      />
    );

  return (
    <>
      <div className="team-toolbar">
        <label htmlFor="team-invitation-status">Status</label>
        <AppSelect
          id="team-invitation-status"
          value={status ?? ''}
          onChange={(e) => setStatus(INVITATION_STATUSES.find((s) => s === e.currentTarget.value))}
          options={[
            { value: '', label: 'All' },
            ...INVITATION_STATUSES.map((s) => ({ value: s, label: INVITATION_STATUS[s].label })),
          ]}
        />
      </div>
      {body}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title="Cancel invitation"
        question={
          <>
            Cancel the invitation of{' '}
            <strong>{cancelling ? helperName(cancelling.helper, cancelling.helper.id) : ''}</strong>{' '}
            to this branch?
          </>
        }
        confirmLabel="Cancel invitation"
        cancelLabel="Keep invitation"
        loading={cancel.isPending}
        failure={['the invitation', 'cancelled']}
        onConfirm={() => cancelling && confirmCancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}

/**
 * The Requested tab with no invitation: the way to Find helpers, or, on a plan without the
 * helper search (Starter), what it lacks and the way to a plan that has it (QA 57a M4: the
 * empty state sent a new company to a search it could not use).
 */
function NoInvitationsYet({ onFindHelpers }: { onFindHelpers: () => void }) {
  const lacks = usePlanRoomText('helper_search');
  const planLacksIt = typeof lacks === 'string';
  return (
    <EmptyState
      icon="people"
      title="No invitations yet"
      description={
        planLacksIt
          ? `${lacks} Change plan to find marketplace helpers and invite them to this branch.`
          : 'Find marketplace helpers by name, email or phone and invite them to this branch.'
      }
      action={
        planLacksIt ? (
          <LinkButton
            to={href('company-settings-subscription')}
            intent="primary"
            text="Change plan"
          />
        ) : (
          <AppButton intent="primary" icon="search" text="Find helpers" onClick={onFindHelpers} />
        )
      }
    />
  );
}
