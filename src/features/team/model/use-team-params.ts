import { useCallback, useEffect } from 'react';
import type { InvitationStatus } from '@/platform/api/generated/model';
import { parsePage, useQueryParams } from '@/platform/routing';
import { parseInvitationStatus } from './invitation-status';

/** A list's page (and the invitations' status filter) in the URL: `?page=2&status=pending`. */
export function useTeamParams() {
  const { params, update } = useQueryParams();
  const page = parsePage(params.get('page'));
  const status = parseInvitationStatus(params.get('status'));
  const setPage = useCallback(
    (p: number, options?: { replace?: boolean }) =>
      update({ page: p > 1 ? String(p) : null }, options),
    [update],
  );
  // Another filter starts again from page 1.
  const setStatus = useCallback(
    (s: InvitationStatus | undefined) => update({ status: s ?? null, page: null }),
    [update],
  );
  return { page, status, setPage, setStatus };
}

/**
 * A page past the end (the last card of the last page went, or a stale link) shows the last
 * page that exists instead of an empty one.
 */
export function useStayInRange(
  page: { data: unknown[]; total: number; last_page: number } | undefined,
  wanted: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
) {
  useEffect(() => {
    if (page && page.data.length === 0 && page.total > 0 && wanted > page.last_page)
      setPage(page.last_page, { replace: true });
  }, [page, wanted, setPage]);
}
