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

/**
 * Withdraw stops an offer taking applications: an open one only. A filled one takes none, and
 * its helpers stay on the crew whatever becomes of it, so withdrawing it did nothing a company
 * could see but read "Withdrawn" over the people it brought (QA-217 L7: "Filled, 1 of 1
 * accepted" kept a Withdraw button); Cancel on an application takes one of them off, and the
 * offer, open again, can then be withdrawn. The API refuses the others (422 on `status`).
 */
export const canWithdrawOffer = (status: OutsourceOfferStatus) => status === 'open';

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

/**
 * Why an answer asked in an open dialog no longer fits, in the crew page's words for its own
 * stale dialog (withdrawChange): the application's new state, else the offer's, else the job's
 * end. `asked` is the state it was asked of (pending for Accept and Reject, accepted for
 * Cancel). QA helper-172 L2: a stale Accept kept its question with only OK and no reason.
 */
export function answerChange(
  asked: ApplicationStatus,
  now: { application: ApplicationStatus; offer: OutsourceOfferStatus; ended: boolean },
  name: string,
  order: string,
) {
  if (now.application !== asked) {
    return {
      withdrawn:
        asked === 'accepted'
          ? `${name} left the crew of ${order}.`
          : `${name} withdrew this application.`,
      accepted: `${name} was accepted meanwhile and is on the crew of ${order}.`,
      rejected: `The application of ${name} was rejected meanwhile.`,
      cancelled: `The application of ${name} was cancelled meanwhile.`,
      pending: `The application of ${name} is pending again.`,
    }[now.application];
  }
  return (
    offerChange(now.offer) ??
    (now.ended ? 'The job has ended: nobody can join its crew now.' : null)
  );
}

/** Why a question asked of an open offer no longer fits: it is no longer open (null if it is). */
export function offerChange(offer: OutsourceOfferStatus): string | null {
  if (offer === 'cancelled') return 'The offer was withdrawn meanwhile.';
  if (offer === 'filled') return 'The offer was filled meanwhile.';
  if (offer === 'closed') return 'The offer has closed meanwhile.';
  return null;
}
