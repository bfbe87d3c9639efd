import type { Intent } from '@blueprintjs/core';
import type { InvitationStatus } from '@/platform/api/generated/model';

/**
 * A branch invitation's status as the company reads it: 'rejected' is the helper's answer
 * (Declined), 'cancelled' the company's own withdrawal (contract README).
 */
export const INVITATION_STATUS: Record<InvitationStatus, { label: string; intent: Intent }> = {
  pending: { label: 'Pending', intent: 'warning' },
  accepted: { label: 'Accepted', intent: 'success' },
  rejected: { label: 'Declined', intent: 'danger' },
  cancelled: { label: 'Cancelled', intent: 'none' },
};

export const INVITATION_STATUSES = Object.keys(INVITATION_STATUS) as InvitationStatus[];

export function parseInvitationStatus(value: string | null): InvitationStatus | undefined {
  return INVITATION_STATUSES.find((s) => s === value);
}
