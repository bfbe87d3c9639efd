import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listBranchEmployees, updateEmployee } from '@/platform/api/generated/endpoints/team/team';
import type { Manager } from '@/platform/api/generated/model';
import { refreshAfter } from '@/platform/api/cache';
import { memberToValues, toUpdatePayload } from '../model/member-form-values';

const sameEmail = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** The manager has no member card with Manager access in the branch: nothing to switch off. */
export class NoManagerMember extends Error {}

/**
 * Takes a manager's access to one branch away (Team › Managers › Remove access): the contract
 * gives and takes it only through a member's `is_manager` (contract/README, "a member's
 * is_manager"), so this finds the manager's member card in the branch (by email) and saves it
 * with Manager access off, as the member form's switch does. The member stays on the team.
 * Every list of managers, the branch's members and pickers refetch.
 */
export function useRemoveManagerAccess(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (manager: Manager) => {
      const page = await listBranchEmployees(branchId, { search: manager.email, per_page: 100 });
      const member = page.data.data.find((e) => e.is_manager && sameEmail(e.email, manager.email));
      if (!member) throw new NoManagerMember();
      return updateEmployee(member.id, {
        ...toUpdatePayload(memberToValues(member)),
        is_manager: false,
      });
    },
    onSettled: () => refreshAfter(queryClient, 'teamMembers', { branchId }),
  });
}
