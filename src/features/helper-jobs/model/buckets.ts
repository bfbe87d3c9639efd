import type { IconName } from '@blueprintjs/core';
import type {
  HelperAwaitingConfirmation,
  HelperBucket,
  HelperCompanyInvitation,
  HelperOutsourceOffer,
} from '@/platform/api/generated/model';
import type { StaticRouteName } from '@/platform/routing';

export type JobGroup = 'company' | 'outsource';

export type BucketDef = { key: HelperBucket; label: string; icon: IconName };

/** Spec section 4: the same four buckets for company invitations and outsourcing offers. */
export const BUCKETS: BucketDef[] = [
  { key: 'new', label: 'New', icon: 'envelope' },
  { key: 'accepted', label: 'Accepted', icon: 'tick-circle' },
  // Spec section 2: the waiting bucket is titled Rejected.
  { key: 'waiting', label: 'Rejected', icon: 'cross-circle' },
  { key: 'cancelled', label: 'Cancelled', icon: 'disable' },
];

export const GROUPS: Array<{ key: JobGroup; title: string; description: string }> = [
  {
    key: 'company',
    title: 'Company invitations',
    description: 'Moving companies invite you to their orders.',
  },
  {
    key: 'outsource',
    title: 'Outsourcing offers',
    description: 'Companies share work they cannot cover with their own team.',
  },
];

export const groupTitle = (group: JobGroup) => GROUPS.find((g) => g.key === group)!.title;
export const bucketLabel = (bucket: HelperBucket) => BUCKETS.find((b) => b.key === bucket)!.label;

/**
 * A bucket list's page title, the group first ("Company invitations: New"): the page's h1 had
 * been the bucket alone, above an h2 naming its group, an outline upside down whose title did
 * not tell the two groups' lists apart (QA helper-121 M5).
 */
export const bucketTitle = (group: JobGroup, bucket: HelperBucket) =>
  `${groupTitle(group)}: ${bucketLabel(bucket)}`;

/** The route of a group's bucket list (spec section 2). */
export function bucketRoute(group: JobGroup, bucket: HelperBucket): StaticRouteName {
  return `helper-job-${group}-${bucket}` as StaticRouteName;
}

/**
 * The groups whose Accepted list holds jobs she is asked to confirm (7/8): a job taken
 * through an offer is under her offers only (QA helper-85: the Job page sent her to her
 * Company invitations for it, where there was nothing to confirm).
 */
export const awaitingGroups = (by: HelperAwaitingConfirmation | undefined): JobGroup[] =>
  by ? GROUPS.map((group) => group.key).filter((group) => by[group] > 0) : [];

/**
 * Where the count of jobs to confirm leads: the Accepted list holding them all, or the Job
 * page, whose notice links to both lists, when both hold some (or a server that does not say
 * which list holds them: `by` undefined).
 */
export function awaitingRoute(by: HelperAwaitingConfirmation | undefined): StaticRouteName {
  const [only, other] = awaitingGroups(by);
  return only && !other ? bucketRoute(only, 'accepted') : 'helper-job';
}

/** Bucket lists show this many cards a page. */
export const PER_PAGE = 10;

/**
 * Why an offer she never answered takes no one now (review H1: it stays readable, Cancelled,
 * once the company withdraws it, or it fills or closes, while her Order details are open).
 */
export function offerEndedText(offer: HelperOutsourceOffer): string {
  if (offer.order.cancelled_at) return 'The company cancelled this order.';
  if (offer.status === 'cancelled') return 'The company withdrew this offer.';
  if (offer.status === 'filled') return 'This offer has been filled.';
  return 'This offer is closed.';
}

/**
 * Whether the offer is in one of her lists (contract/README "Helper outsourcing offers:
 * buckets"): the server files an offer she never answered that no longer takes her under
 * `cancelled` only so its details read, and lists it nowhere. Her announcements follow it: an
 * offer she is not listed is not told (QA-230 L1: "New outsourcing offer" of an order she was
 * invited to, "Offer withdrawn" of one she never saw).
 */
export const offerListed = (offer: HelperOutsourceOffer): boolean =>
  offer.bucket !== 'cancelled' || offer.my_application != null || offer.declined_at != null;

/**
 * An open offer of an active order that is not for her: unanswered and not listed, she is
 * invited to its order or on its crew already (the contract's "not listed, details readable"
 * row; taking it is refused: "You are already on this crew."). Not closed (QA-230 L1).
 */
export function onOfferOrderAlready(offer: HelperOutsourceOffer): boolean {
  const { order } = offer;
  return (
    offer.status === 'open' && !offerListed(offer) && !order.cancelled_at && !order.completed_at
  );
}

export const ON_ORDER_ALREADY = {
  label: 'Invited already',
  text: 'You are invited to this order already, or on its crew, so this offer is not for you.',
};

/**
 * Her pending application that ended with the offer (withdrawn or closed by the company) or
 * with its order (cancelled): the server cancels it, as the company's cancel of her application
 * alone would, but it was the offer that went (QA-230 L2: "The company cancelled your
 * application." read as if she had been removed). A taken-off one is `takenOffOfferCrew`.
 */
export function endedWithOffer(offer: HelperOutsourceOffer): boolean {
  const mine = offer.my_application;
  return (
    mine?.status === 'cancelled' &&
    !takenOffOfferCrew(offer) &&
    (offer.status === 'cancelled' || offer.status === 'closed' || !!offer.order.cancelled_at)
  );
}

/**
 * Why a dialog of her Order details (Accept anyway, Apply, Reject, Withdraw application) no
 * longer fits, said in it in place of its question (Modal's `outdated`): an offer that ended
 * says why as the page does (`offerEndedText`: "The company withdrew this offer."), anything
 * else that the job changed. QA helper-172 M3: the dialog closed under her, her typing gone.
 */
export function answerGoneText(job: HelperCompanyInvitation | HelperOutsourceOffer): string {
  if ('my_application' in job && job.bucket === 'cancelled' && job.status !== 'open')
    return offerEndedText(job);
  return `Order #${job.order.number} changed meanwhile: it can no longer be answered.`;
}

/**
 * The tag of an offer she can no longer take whose order goes on, as `offerEndedText` says
 * why: "Filled", "Withdrawn", "Closed" (not "Cancelled", which the order is not: QA
 * 2026-12-04 saw a filled offer tagged Cancelled).
 */
export function offerEndedLabel(offer: HelperOutsourceOffer): string {
  if (offer.status === 'filled') return 'Filled';
  if (offer.status === 'cancelled') return 'Withdrawn';
  return 'Closed';
}

/**
 * Her invitation the company cancelled after she had accepted it: it took her off the crew
 * (the crew page's "Remove from crew"), not an invitation withdrawn before she answered. Told
 * by `responded_at`, kept from her answer: the company cancels only a live invitation, pending
 * (never answered) or accepted (her "no" cannot be cancelled); a move is said as a move, the
 * order's own cancellation as that. QA helper-172 B: she was told her invitation was withdrawn.
 */
export function takenOffCrew(job: HelperCompanyInvitation): boolean {
  return (
    job.status === 'cancelled' &&
    job.responded_at != null &&
    !job.moved_to &&
    !job.order.cancelled_at
  );
}

/**
 * Where a job of hers opens, heard of as `group`'s item `job`: its own Order details, but an
 * invitation an offer application of hers made or took over (`offer_id`) is that offer's job,
 * listed under her Outsourcing offers, so it opens the offer's (her application, "Removed from
 * the crew" there too); a provider without `offer_id` opens the invitation's.
 */
export function jobOpensAt(
  group: JobGroup,
  job: { id: number; offer_id?: number | null },
): { group: JobGroup; id: number } {
  return group === 'company' && job.offer_id != null
    ? { group: 'outsource', id: job.offer_id }
    : { group, id: job.id };
}

/**
 * Her outsourcing application the company cancelled after it took her on (its `responded_at`
 * kept: contract MyOfferApplication), the order going on: taken off the crew, as an accepted
 * invitation (`takenOffCrew`), not an application cancelled before it was answered.
 */
export function takenOffOfferCrew(offer: HelperOutsourceOffer): boolean {
  const mine = offer.my_application;
  return mine?.status === 'cancelled' && mine.responded_at != null && !offer.order.cancelled_at;
}

/**
 * The words of `takenOffCrew`, one source for her card's and details' tag, her details' callout
 * and the announcement (live region, browser notification).
 */
export const TAKEN_OFF_CREW = {
  label: 'Removed from the crew' as const,
  /** Her details' callout: "Lone Star Movers took you off the crew of order #1016 on …". */
  text: (company: string, order: number, when: string) =>
    `${company} took you off the crew of order #${order} on ${when}; the order goes on without you.`,
  /** Her offer's application, which keeps no time of the removal. */
  offerText: (company: string) =>
    `${company} took you off the crew of this order; the order goes on without you.`,
};

/**
 * Why a job of her Cancelled list ended for her, as its card and its details say it: the order
 * itself cancelled ("Cancelled"; the company's reason is in its details); while the order goes
 * on, an invitation the company withdrew ("Withdrawn"), or took her off the crew
 * after she accepted it ("Removed from the crew": `takenOffCrew`), or moved to another of its
 * jobs ("Moved"), or of an order since closed ("Closed"); her application the company
 * cancelled ("Cancelled by the company"); an offer that ended before it took her
 * (`offerEndedLabel`). Null outside Cancelled.
 * QA 2026-12-04: the Cancelled cards said nothing, and only their details told Moved from
 * Withdrawn. QA-225 M1: the one card with no word was then the order the company cancelled,
 * among cards that each said why ("Withdrawn", "Moved"), its link named without a state.
 */
export function cancelledLabel(job: HelperCompanyInvitation | HelperOutsourceOffer): string | null {
  if (job.bucket !== 'cancelled') return null;
  if (job.order.cancelled_at) return bucketLabel('cancelled');
  if (!('my_application' in job))
    return takenOffCrew(job)
      ? TAKEN_OFF_CREW.label
      : job.order.completed_at
        ? 'Closed'
        : job.moved_to
          ? 'Moved'
          : 'Withdrawn';
  const mine = job.my_application;
  if (mine?.status === 'accepted') return null;
  // The company took her off (or cancelled her application) while its offer goes on: the offer
  // is not closed, as "Closed" told her while the company's page read "Open, 0 of 5 accepted"
  // (QA helper-111). An offer withdrawn as a whole says so instead.
  if (mine?.status === 'cancelled' && !endedWithOffer(job))
    return takenOffOfferCrew(job) ? TAKEN_OFF_CREW.label : 'Cancelled by the company';
  if (onOfferOrderAlready(job)) return ON_ORDER_ALREADY.label;
  return offerEndedLabel(job);
}

/**
 * A new invitation to a job whose crew is full: the server refuses her Accept ("The crew of
 * this order is full."), so the page offers none until a spot opens (its count is pushed). An
 * offer that fills leaves her New list instead.
 */
export function crewIsFull(job: HelperCompanyInvitation | HelperOutsourceOffer): boolean {
  return (
    job.bucket === 'new' &&
    !('accepted_count' in job) &&
    job.order.crew_count >= job.order.helpers_needed
  );
}

export const CREW_FULL_TEXT = 'The crew of this order is full. You can accept once a spot opens.';
