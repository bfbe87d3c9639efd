import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '@/platform/api/api-error';
import {
  getGetEmployeeQueryKey,
  useCreateEmployee,
  useGetEmployee,
  useUpdateEmployee,
} from '../api/endpoints';
import type { Employee } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { href, type RoutePageProps } from '@/platform/routing';
import { BranchGate } from '@/platform/session';
import { AppButton, EmptyState, ErrorState, SkeletonList, toast } from '@/platform/ui';
import { refreshAfter } from '@/platform/api/cache';
import { PlanLimitNotice } from '@/features/subscription';
import { MemberForm } from '../components/member-form';
import { MemberTimeOff } from '../components/member-time-off';
import { RemoveMemberDialog } from '../components/remove-member-dialog';
import {
  emptyMemberValues,
  memberToValues,
  toCreatePayload,
  toMemberSubmitErrors,
  toUpdatePayload,
  type MemberFormValues,
} from '../model/member-form-values';
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
  // Opened from a position's tab, the new member starts with that position.
  const [initialValues] = useState(() => emptyMemberValues(TEAM_TABS[origin].position));

  const onSubmit = async (values: MemberFormValues) => {
    try {
      const { data } = await create.mutateAsync({ data: toCreatePayload(values, branchId) });
      toast.success(`${fullName(data)} was added to the team`);
      void refreshAfter(queryClient, 'teamMembers', { branchId });
      navigate(listHref);
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

function EditMemberForm({ member }: { member: Employee }) {
  const origin = useOrigin();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const update = useUpdateEmployee();
  const [removing, setRemoving] = useState(false);
  const listHref = href(TEAM_TABS[origin].route);
  const [initialValues] = useState(() => memberToValues(member));

  const onSubmit = async (values: MemberFormValues) => {
    try {
      const response = await update.mutateAsync({ id: member.id, data: toUpdatePayload(values) });
      queryClient.setQueryData(getGetEmployeeQueryKey(member.id), response);
      toast.success(`${fullName(response.data)} was saved`);
      void refreshAfter(queryClient, 'teamMembers', { branchId: member.branch_id });
      navigate(listHref);
      return undefined;
    } catch (error) {
      return toMemberSubmitErrors(error);
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
        ownDetailsOf={member.is_helper && member.user_id !== null ? fullName(member) : undefined}
        extraAction={
          <AppButton
            variant="outlined"
            intent="danger"
            size="medium"
            text="Remove member"
            onClick={() => setRemoving(true)}
          />
        }
      />
      {/* A member with an account keeps time off (7/8); one without an account has none. */}
      {member.user_id != null && <MemberTimeOff employeeId={member.id} />}
      {removing && (
        <RemoveMemberDialog
          member={member}
          onClose={() => setRemoving(false)}
          onRemoved={() => navigate(listHref)}
        />
      )}
    </>
  );
}

/** /company/team/edit/{id} (Edit member): the member loaded with GET employees/{id}. */
export function MemberEditPage({ params }: RoutePageProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetEmployee(id, { query: { enabled: valid } });
  const notFound = (
    <EmptyState icon="people" title="Member not found" description="They may have been removed." />
  );
  if (!valid) return notFound;
  if (query.isPending) return <SkeletonList rows={4} label="Loading the member" />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : undefined;
    // A 403 reads as every refused permission does (ErrorState: no Try again).
    if (status === 404) return notFound;
    return (
      <ErrorState
        error={query.error}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <EditMemberForm key={query.data.data.id} member={query.data.data} />;
}
