import type { Intent } from '@blueprintjs/core';
import type { InvitableEmployee, InvitationStatus } from '@/platform/api/generated/model';

/** A person's invitation to this order: none yet, or the status of their latest one. */
export type InvitationState = 'not-invited' | InvitationStatus;

export const INVITATION_STATE: Record<InvitationState, { label: string; intent: Intent }> = {
  'not-invited': { label: 'Not invited', intent: 'none' },
  pending: { label: 'Pending', intent: 'warning' },
  accepted: { label: 'Accepted', intent: 'success' },
  rejected: { label: 'Rejected', intent: 'danger' },
  cancelled: { label: 'Cancelled', intent: 'none' },
};

/**
 * The invitable lists hold people with no live invitation: never invited, or an earlier
 * invitation that was rejected or cancelled (the API's `invitation`). Live ones (pending,
 * accepted) are on the current crew instead.
 */
export function invitableState(employee: InvitableEmployee): InvitationState {
  return employee.invitation?.status ?? 'not-invited';
}

/** The positions the picker filters by, with their icons (spec 3: 1 truck, 2 foreman, 3 loader). */
export const POSITION_FILTERS = [1, 2, 3] as const;
export type PositionFilter = (typeof POSITION_FILTERS)[number];

/**
 * The crew page's two routes: team-add builds a new crew (pick, then "Send invitations"),
 * team-edit changes one (crew first with "Keep" boxes, "Save crew" sends it whole).
 */
export type CrewMode = 'team-add' | 'team-edit';
