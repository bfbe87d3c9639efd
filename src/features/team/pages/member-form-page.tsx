import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '@/platform/api/api-error';
import { fetchLatest, SAID_BY_PAGE_META } from '@/platform/api/query-client';
import {
  getGetEmployeeQueryKey,
  getGetEmployeeQueryOptions,
  useCreateEmployee,
  useGetEmployee,
  useUpdateEmployee,
} from '../api/endpoints';
import type { Employee } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import {
  href,
  leaveForm,
  parseRouteId,
  returnFromForm,
  type RoutePageProps,
} from '@/platform/routing';
import { BranchGate, selectIsManager, selectUser, useActivateBranchOf } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import {
  AppButton,
  NotFoundState,
  QueryError,
  SkeletonList,
  failedOutright,
  toast,
  useMounted,
} from '@/platform/ui';
import { refreshAfter } from '@/platform/api/cache';
import { STOPPED_FOR_SERVER_CHANGES, TypedInGone, useServerCopy } from '@/platform/forms';
import { PlanLimitNotice } from '@/features/subscription';
import { MemberForm } from '../components/member-form';
import { MemberTimeOff } from '../components/member-time-off';
import { RemoveMemberDialog } from '../components/remove-member-dialog';
import {
  emptyMemberValues,
  MEMBER_FIELD_LABELS,
  memberToValues,
  toCreatePayload,
  toMemberSubmitErrors,
  toUpdatePayload,
  type MemberFormValues,
} from '../model/member-form-values';
import { fixedEmailNote, MEMBER_MESSAGES, mayRemoveMember } from '../model/member-rules';
import { isTeamTab, TEAM_TABS, type TeamTab } from '../model/team-tabs';
import './team.css';

/**
 * The list the form was opened from (`?from=drivers`), where it goes back to after a save or
 * a removal; All members when it is not known.
 */
function useOrigin(): TeamTab {
  const from = new URLSearchParams(useSearch()).get('from');
  return isTeamTab(from) ? from : 'employees';
}

function CreateMemberForm({ branchId }: { branchId: number }) {
  const origin = useOrigin();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const create = useCreateEmployee();
  const listHref = href(TEAM_TABS[origin].route);
  const mounted = useMounted();
  // Opened from a position's tab, the new member starts with that position.
  const [initialValues] = useState(() => emptyMemberValues(TEAM_TABS[origin].position));
  // Only the owner gives Manager access (QA-184 H1): a manager's form shows it, fixed.
  const ownerOnly = useAppSelector(selectIsManager);

  const onSubmit = async (values: MemberFormValues) => {
    try {
      const { data } = await create.mutateAsync({
        data: toCreatePayload(values, branchId, !ownerOnly),
      });
      toast.success(`${fullName(data)} was added to the team`);
      void refreshAfter(queryClient, 'teamMembers', { branchId });
      if (mounted()) leaveForm(navigate, listHref); // else the user went elsewhere meanwhile: they stay there
      return undefined;
    } catch (error) {
      // The failure was toasted centrally; its field messages go on the fields, values stay.
      return toMemberSubmitErrors(error);
    }
  };

  return (
    <MemberForm
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitText="Add member"
      cancelTo={listHref}
      draftName={`member:create:${branchId}`}
      managerAccessFixed={ownerOnly}
      notice={<PlanLimitNotice room="team_members" />}
    />
  );
}

/** /company/team/create (Add member), in the active branch. */
export function MemberCreatePage() {
  return (
    <BranchGate
      loadingLabel="Loading the form"
      noBranches="A team belongs to a branch. Create a branch first, then add its members."
    >
      {(branchId) => <CreateMemberForm branchId={branchId} />}
    </BranchGate>
  );
}

function EditMemberForm({
  member,
  onRemoving,
}: {
  member: Employee;
  onRemoving: (removing: boolean) => void;
}) {
  const origin = useOrigin();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const update = useUpdateEmployee();
  const [removing, setRemoving] = useState(false);
  const listHref = href(TEAM_TABS[origin].route);
  const mounted = useMounted();
  // The member on the server as form values: a new object only when their copy changed.
  const serverValues = useMemo(() => memberToValues(member), [member]);
  // Once per member: a refetch must not throw away what is being typed (it is merged instead).
  const [initialValues] = useState(() => serverValues);
  const serverCopy = useServerCopy(serverValues, MEMBER_FIELD_LABELS);
  // Only the owner gives or takes Manager access (QA-184 H1): a manager's save leaves it out.
  const ownerOnly = useAppSelector(selectIsManager);
  // A member with Manager access: their email and removal are the owner's too (QA-191).
  const viewer = useAppSelector(selectUser);

  // What is sent is what the form holds (the merge reads it), with the server's news merged.
  const onSubmit = async (_: MemberFormValues, sending: () => Promise<void>) => {
    let sent = false; // until the write: a read with no answer sent nothing (QA helper-122)
    try {
      // The member as they are now (someone else may have saved them since the last push):
      // their changes to fields left alone here are kept. A member removed meanwhile turns
      // the page to "Member not found" (its query failed with the 404).
      const merged = await serverCopy.refresh(async () => {
        const fresh = await fetchLatest(queryClient, {
          ...getGetEmployeeQueryOptions(member.id),
          // As the page's own query: its 404 is the page's "Member not found", not a toast.
          meta: SAID_BY_PAGE_META,
        });
        return memberToValues(fresh.data);
      });
      // New conflicts are shown above Save first; the next Save keeps the user's values.
      if (merged.stop) return STOPPED_FOR_SERVER_CHANGES;
      await sending();
      sent = true;
      const response = await update.mutateAsync({
        id: member.id,
        data: toUpdatePayload(merged.values, !ownerOnly),
      });
      queryClient.setQueryData(getGetEmployeeQueryKey(member.id), response);
      toast.success(`${fullName(response.data)} was saved`);
      void refreshAfter(queryClient, 'teamMembers', { branchId: member.branch_id });
      if (mounted()) returnFromForm(navigate, listHref); // else the user went elsewhere meanwhile: they stay there
      return undefined;
    } catch (error) {
      if (sent && isApiError(error) && error.status === 404) {
        // Removed between the read and the save: the page reads them again and says so.
        void refreshAfter(queryClient, 'removedMember', { id: member.id });
        return undefined;
      }
      return toMemberSubmitErrors(error, sent);
    }
  };

  return (
    <>
      <MemberForm
        initialValues={initialValues}
        onSubmit={onSubmit}
        submitText="Save changes"
        cancelTo={listHref}
        currentAvatar={member.avatar_url}
        draftName={`member:edit:${member.id}`}
        managerAccessFixed={ownerOnly}
        emailFixed={fixedEmailNote(member, viewer)}
        serverCopy={serverCopy}
        ownDetailsOf={member.is_helper && member.user_id !== null ? fullName(member) : undefined}
        extraAction={
          mayRemoveMember(member, viewer) ? (
            <AppButton
              variant="outlined"
              intent="danger"
              size="medium"
              text="Remove member"
              onClick={() => setRemoving(true)}
            />
          ) : (
            <p className="app-muted team-form__note">{MEMBER_MESSAGES.removeOwnerOnly}</p>
          )
        }
      />
      {/* A member with an account keeps time off (7/8); one without an account has none. */}
      {member.user_id != null && <MemberTimeOff employeeId={member.id} />}
      {removing && (
        <RemoveMemberDialog
          member={member}
          onClose={() => setRemoving(false)}
          onRemoving={onRemoving}
          onRemoved={() => navigate(listHref)}
        />
      )}
    </>
  );
}

const MEMBER_NOT_FOUND = {
  icon: 'people',
  title: 'Member not found',
  description: 'They may have been removed.',
  away: { to: href('company-team'), text: 'Go to your team' },
} as const;

/** /company/team/edit/{id} (Edit member): the member loaded with GET employees/{id}. */
export function MemberEditPage({ params }: RoutePageProps) {
  const parsed = parseRouteId(params.id);
  const valid = parsed !== null;
  const id = parsed ?? 0;
  // While this page removes them, it stops reading them: the removal's own push (a provider
  // that tells every socket) asked for them again and got a 404 (QA helper-89). Stopped, their
  // copy counts as unused and the removal forgets it, so Back reads them anew: not found.
  // By id: the same page shows another member after Back, and reads them.
  const [removingId, setRemovingId] = useState<number | null>(null);
  // A 404 or 403 is said by the page itself ("Member not found", "Not yours to open"), not
  // toasted over it.
  const query = useGetEmployee(id, {
    query: { enabled: valid && removingId !== id, meta: SAID_BY_PAGE_META },
  });
  // A member of another branch opened by their address makes it the active one; a branch
  // switched to by hand takes Edit member to that branch's team, the typing kept (QA-171 #1).
  const loaded = query.data?.data;
  const origin = useOrigin();
  useActivateBranchOf(loaded?.branch_id, `Team member ${loaded ? fullName(loaded) : ''}`, {
    page: 'Edit member',
    to: href(TEAM_TABS[origin].route),
    form: true,
  });
  if (!valid) return <NotFoundState {...MEMBER_NOT_FOUND} />;
  if (query.isPending) return <SkeletonList rows={4} label="Loading the member" />;
  if (failedOutright(query)) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    // A 404 "Member not found", a 403 as every refused permission (ErrorState: no Try again).
    // Either keeps what was typed (a member removed, or their branch's access taken), as Edit
    // job does.
    const typedIn = (status === 403 || status === 404) && (
      <TypedInGone
        from={`member:edit:${id}`}
        to={(branchId) => `member:create:${branchId}`}
        toHref={href('company-team-create')}
        kept="What you typed for this member is kept."
        startText="Add a new member with it"
      />
    );
    return (
      <>
        <QueryError query={query} notFound={MEMBER_NOT_FOUND} />
        {typedIn}
      </>
    );
  }
  // Past failedOutright: the data is in (a failed re-read keeps it).
  const member = query.data!.data;
  return (
    <EditMemberForm
      key={member.id}
      member={member}
      onRemoving={(removing) => setRemovingId(removing ? id : null)}
    />
  );
}
