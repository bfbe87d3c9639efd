import { useCallback } from 'react';
import type { InvitationStatus } from '@/platform/api/generated/model';
import { usePageParam, useQueryParam, useQueryParams } from '@/platform/routing';
import { parseInvitationStatus } from './invitation-status';

/** A list's page (and the invitations' status filter) in the URL: `?page=2&status=pending`. */
export function useTeamParams() {
  const { refine } = useQueryParams();
  const [page, setPage] = usePageParam();
  const status = useQueryParam('status', parseInvitationStatus, (s) => s ?? null);
  // Another filter starts again from page 1.
  const setStatus = useCallback(
    (s: InvitationStatus | undefined) => refine({ status: s ?? null, page: null }),
    [refine],
  );
  return { page, status, setPage, setStatus };
}
