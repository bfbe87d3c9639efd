import type { ApplicationStatus, OutsourceOfferStatus } from '@/platform/api/generated/model';

type StatusLook = { label: string; intent: 'none' | 'primary' | 'success' | 'warning' | 'danger' };

/**
 * Offer statuses as people read them. Open is the live one (primary, like a link to act on);
 * filled is the good outcome (green); closed/cancelled are finished (grey / danger).
 */
export const OFFER_STATUS = {
  open: { label: 'Open', intent: 'primary' },
  filled: { label: 'Filled', intent: 'success' },
  closed: { label: 'Closed', intent: 'none' },
  cancelled: { label: 'Withdrawn', intent: 'danger' },
} as const satisfies Record<OutsourceOfferStatus, StatusLook>;

/**
 * An open offer whose job has ended: nobody can join its crew any more (the API refuses an
 * accept), so it no longer reads as live. Withdraw still closes it.
 */
export const ENDED_OFFER: StatusLook = { label: 'Ended', intent: 'none' };

export const APPLICATION_STATUS = {
  pending: { label: 'Pending', intent: 'warning' },
  accepted: { label: 'Accepted', intent: 'success' },
  rejected: { label: 'Rejected', intent: 'none' },
  cancelled: { label: 'Cancelled', intent: 'danger' },
  // The helper took it back (or declined the offer after applying).
  withdrawn: { label: 'Withdrawn', intent: 'none' },
} as const satisfies Record<ApplicationStatus, StatusLook>;

/** The offer can still be withdrawn (the mock refuses closed and cancelled offers). */
export const canWithdrawOffer = (status: OutsourceOfferStatus) =>
  status === 'open' || status === 'filled';

/** Accepting needs an open offer; a filled, closed or withdrawn one takes nobody else. */
export const canAcceptApplication = (application: ApplicationStatus, offer: OutsourceOfferStatus) =>
  application === 'pending' && offer === 'open';

/** Rejecting, like accepting, answers a pending application of an open offer. */
export const canRejectApplication = canAcceptApplication;

/**
 * Cancel takes an accepted helper off the crew while the order has not closed. A pending one
 * is answered with Reject instead (the API would cancel it too; one "no" is enough).
 */
export const canCancelApplication = (application: ApplicationStatus, offer: OutsourceOfferStatus) =>
  application === 'accepted' && offer !== 'closed';
