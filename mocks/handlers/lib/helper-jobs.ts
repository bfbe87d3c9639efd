import type {
  BranchSummary,
  HelperBucket,
  HelperCompanyInvitation,
  HelperOrderSummary,
  HelperOutsourceOffer,
  MovedInvitation,
  MyCompanyRating,
  RatingSummary,
  RecordedPay,
} from '@/platform/api/generated/model';
import {
  db,
  type OrderInvitationRecord,
  type OrderRecord,
  type OutsourceOfferRecord,
  type UserRecord,
} from '../../db';
import { isForeman } from '@/platform/format/positions';
import { companyRating, myCompanyReview } from '../../db/services/company-ratings';
import {
  askAt,
  confirmationOf,
  awaitsHerAnswer,
  movedFrom,
  repricedFrom,
} from '../../db/services/confirmations';
import { helperProfileOf } from '../../db/services/helpers';
import { onMyWayFrom, onTheWay } from '../../db/services/on-my-way';
import { clockInFrom, isAtWork, timeClock } from '../../db/services/time-clock';
import { isClosed, onOrderAlready } from '../../db/services/orders';
import { offerBlocksHelper } from '../../db/services/roster-status';
import { crewJobRate } from '../../db/services/invitations';
import { orderCountiesNow } from '../../db/services/geography';

/*
 * The helper's side of order invitations and outsourcing offers (helper-jobs and
 * helper-calendar): which bucket each item is in, what a helper may see, presenters.
 */

export function toHelperOrder(order: OrderRecord): HelperOrderSummary {
  const crew = db.order_invitations.findMany((q) =>
    q.where({ order_id: order.id, status: 'accepted' }),
  ).length;
  const pickUps = order.help_type === 2 ? [] : order.pick_up_addresses.map((a) => ({ ...a }));
  const destinations =
    order.help_type === 1 ? [] : order.destination_addresses.map((a) => ({ ...a }));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    help_type: order.help_type,
    pick_up_addresses: pickUps,
    destination_addresses: destinations,
    pick_up_address: pickUps[0] ?? null,
    destination_address: destinations[0] ?? null,
    start_at: order.start_at,
    end_at: order.end_at,
    helpers_needed: order.helpers_needed,
    trucks_needed: order.trucks_needed,
    notes: order.notes ?? null,
    crew_count: crew,
    completed_at: order.completed_at ?? null,
    cancelled_at: order.cancelled_at ?? null,
    cancel_reason: order.cancelled_at ? (order.cancel_reason ?? null) : null,
    updated_at: order.updated_at,
  };
}

/**
 * What the company recorded for one crew member when it completed the order (contract/README
 * "Recorded pay"): her per-person hours, else the order's, and those hours x her rate on the
 * job; null until the order is completed. The same hours as getOrderDetail's moving_team.
 */
export function recordedPay(
  order: OrderRecord,
  employeeId: number | null | undefined,
  rate: number,
): RecordedPay | null {
  const completion = order.completion;
  if (!completion || employeeId == null) return null;
  const hours =
    completion.crew_hours.find((c) => c.employee_id === employeeId)?.worked_hours ??
    completion.worked_hours;
  return { worked_hours: hours, pay: Math.round(hours * rate) };
}

/** Her rating of the company for this order (7/8), as the helper's items show it. */
export function myCompanyRating(orderId: number, helperUserId: number): MyCompanyRating | null {
  const review = myCompanyReview(db, orderId, helperUserId);
  return review
    ? { rating: review.rating, text: review.text, created_at: review.created_at }
    : null;
}

/** The company of a branch: its rating by helpers (7/8). */
export function branchCompanyRating(branchId: number): RatingSummary {
  const branch = db.findById('branches', branchId);
  return branch ? companyRating(db, branch.company_id) : { average: 0, count: 0 };
}

export function toBranchSummary(branchId: number): BranchSummary {
  const branch = db.findById('branches', branchId);
  if (!branch) throw new Error(`unknown branch ${branchId}`);
  const company = db.findById('companies', branch.company_id);
  return {
    id: branch.id,
    name: branch.name,
    avatar_url: branch.avatar_url,
    city: branch.city,
    state_initials: branch.state_initials,
    timezone: branch.timezone,
    phone: branch.phone,
    company_name: company?.name ?? '',
  };
}

/* ------------------------------------------------------------ confirmations (7/8) */

export function jobConfirmation(invitation: OrderInvitationRecord | undefined) {
  const order = invitation && db.findById('orders', invitation.order_id);
  if (!invitation || !order)
    return {
      confirmation: null,
      confirmed_at: null,
      confirm_from: null,
      dropped_out_at: null,
      dropped_out_reason: null,
      rescheduled_from: null,
      on_my_way_at: null,
      late_minutes: null,
      expected_at: null,
      on_my_way_from: null,
      clock_in_from: null,
      clocked_in_at: null,
      clocked_out_at: null,
    };
  const accepted = invitation.status === 'accepted';
  return {
    confirmation: confirmationOf(invitation, order),
    confirmed_at: accepted ? (invitation.confirmed_at ?? null) : null,
    confirm_from: accepted ? new Date(askAt(order)).toISOString() : null,
    dropped_out_at: invitation.dropped_out_at ?? null,
    // Told back to her beside the date (review M4); only a drop-out has a reason to tell.
    dropped_out_reason: invitation.dropped_out_at ? (invitation.reject_reason ?? null) : null,
    rescheduled_from: movedFrom(invitation, order),
    ...onTheWay(invitation),
    on_my_way_from: accepted ? new Date(onMyWayFrom(order)).toISOString() : null,
    clock_in_from: accepted ? new Date(clockInFrom(order)).toISOString() : null,
    ...timeClock(invitation),
  };
}

/** The helper's side of one job (by order): the answer of confirm and cant-make-it. */
export function toHelperJobConfirmation(invitation: OrderInvitationRecord) {
  return {
    order_id: invitation.order_id,
    invitation_id: invitation.id,
    ...jobConfirmation(invitation),
  };
}

/**
 * Who else is on the crew of her job (not in the spec): its accepted members but her, foremen
 * first, as a crew mate sees them (first name, last initial, role); none unless she is on it.
 */
export function crewMates(invitation: OrderInvitationRecord | undefined) {
  if (!invitation || invitation.status !== 'accepted') return [];
  return db.order_invitations
    .findMany((q) => q.where({ order_id: invitation.order_id, status: 'accepted' }))
    .filter(
      (other) =>
        other.id !== invitation.id &&
        (invitation.user_id == null || other.user_id !== invitation.user_id),
    )
    .flatMap((other) => {
      const member = db.findById('employees', other.employee_id);
      return member
        ? [
            {
              first_name: member.first_name,
              last_initial: member.last_name.trim().charAt(0).toUpperCase(),
              positions: [...member.positions],
            },
          ]
        : [];
    })
    .sort(
      (a, b) =>
        Number(isForeman(b.positions)) - Number(isForeman(a.positions)) ||
        a.first_name.localeCompare(b.first_name),
    );
}

/* ------------------------------------------------------------ company invitations */

const orderCancelled = (orderId: number) => db.findById('orders', orderId)?.cancelled_at != null;

/**
 * new = pending, accepted, waiting = rejected by the helper, cancelled = withdrawn by the
 * company or the order was cancelled. A cancelled order turns what was still live (pending or
 * accepted) into "cancelled"; the helper's own earlier "no" stays under waiting.
 */
export function invitationBucket(invitation: OrderInvitationRecord): HelperBucket {
  if (invitation.status === 'rejected') return 'waiting';
  if (invitation.status === 'cancelled' || orderCancelled(invitation.order_id)) return 'cancelled';
  return invitation.status === 'pending' ? 'new' : 'accepted';
}

export function helperInvitations(user: UserRecord): OrderInvitationRecord[] {
  return db.order_invitations.findMany((q) => q.where({ user_id: user.id }));
}

/**
 * Her Company invitations tab: her order invitations less the ones an offer application of
 * hers made or took over (her Outsourcing offers tab lists that job, and her calendar calls
 * it the offer's), so a job taken through an offer is listed once; and, of an order she was
 * invited to more than once (invited again after a cancel or a refusal), the latest only: one
 * card per job, where she saw two Cancelled cards of the same job (QA, carried since 2026-12).
 */
export function companyInvitations(user: UserRecord): OrderInvitationRecord[] {
  const viaOffers = offerSpots(user.id);
  const latest = new Map<number, OrderInvitationRecord>();
  for (const invitation of helperInvitations(user)) {
    if (viaOffers.has(invitation.id)) continue;
    const kept = latest.get(invitation.order_id);
    if (!kept || invitation.id > kept.id) latest.set(invitation.order_id, invitation);
  }
  return [...latest.values()];
}

/** Her order invitations an offer application of hers made or took over: invitation -> offer. */
export function offerSpots(helperId: number): Map<number, number> {
  return new Map(
    db.offer_applications
      .findMany((q) => q.where({ helper_id: helperId }))
      .filter((application) => application.order_invitation_id != null)
      .map((application) => [application.order_invitation_id!, application.offer_id]),
  );
}

/** Where the company moved this invitation of hers (the dispatch board), once withdrawn. */
function movedTo(invitation: OrderInvitationRecord): MovedInvitation | null {
  if (invitation.status !== 'cancelled' || invitation.moved_to_invitation_id == null) return null;
  const target = db.findById('order_invitations', invitation.moved_to_invitation_id);
  const order = target && db.findById('orders', target.order_id);
  return target && order
    ? { id: target.id, order_number: order.number, start_at: order.start_at }
    : null;
}

export function toHelperInvitation(invitation: OrderInvitationRecord): HelperCompanyInvitation {
  const order = db.findById('orders', invitation.order_id);
  if (!order) throw new Error(`invitation ${invitation.id}: unknown order`);
  return {
    id: invitation.id,
    status: invitation.status,
    bucket: invitationBucket(invitation),
    order: toHelperOrder(order),
    // Where the job is, as the crew page's matching places it (QA-211 L6).
    order_serving_areas: orderCountiesNow(db, order).map((area) => ({ ...area })),
    branch: toBranchSummary(order.branch_id),
    hourly_rate: order.hourly_rate,
    // The crew role: the helper's positions as an employee of the inviting branch.
    positions: [...(db.findById('employees', invitation.employee_id)?.positions ?? [])],
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at ?? null,
    ...jobConfirmation(invitation),
    repriced_from: repricedFrom(invitation, order),
    moved_to: movedTo(invitation),
    // The offer her application to which made or took over this spot: the job is that offer's.
    offer_id:
      invitation.user_id == null
        ? null
        : (offerSpots(invitation.user_id).get(invitation.id) ?? null),
    crew: crewMates(invitation),
    // Only a crew member's: an invitation still accepted when the order was completed.
    recorded_pay:
      invitation.status === 'accepted'
        ? recordedPay(order, invitation.employee_id, crewJobRate(db, invitation))
        : null,
    company_rating: branchCompanyRating(order.branch_id),
    my_company_rating:
      invitation.user_id == null ? null : myCompanyRating(order.id, invitation.user_id),
  };
}

/* ------------------------------------------------------------ outsourcing offers */

/** The helper's latest application to the offer (an earlier one may have been withdrawn). */
export function myApplication(offerId: number, helperId: number) {
  return db.offer_applications
    .findMany((q) => q.where({ offer_id: offerId, helper_id: helperId }))
    .sort((a, b) => b.id - a.id)[0];
}

export function myDecline(offerId: number, helperId: number) {
  return db.offer_declines.findFirst((q) => q.where({ offer_id: offerId, helper_id: helperId }));
}

/** The offer's branch serves one of the helper's counties. */
export function offerInHelperAreas(offer: OutsourceOfferRecord, helperId: number): boolean {
  const profile = helperProfileOf(db, helperId);
  const branch = db.findById('branches', offer.branch_id);
  if (!profile || !branch) return false;
  const areas = new Set(profile.serving_area_ids);
  return (branch.serving_area_ids ?? []).some((id) => areas.has(id));
}

/**
 * Which tab an offer is in for this helper; null when the helper does not see it. The table
 * is written out in contract/README.md ("Helper outsourcing offers: buckets"), and
 * helper-jobs-buckets.test.ts checks every row. First match wins:
 *  - her application accepted: accepted, or cancelled once the order is cancelled;
 *  - she declined the offer (reject): waiting;
 *  - the company rejected her application: waiting; cancelled it: cancelled;
 *  - the offer can still be taken (open, order active): new, whether she applied (pending),
 *    withdrew (she may apply again) or never answered (then only in her serving areas and
 *    while her profile is active);
 *  - no longer takeable (offer filled, closed or withdrawn, order cancelled or completed):
 *    cancelled when she had applied (pending or withdrawn), else she does not see it.
 */
export function offerBucket(offer: OutsourceOfferRecord, helperId: number): HelperBucket | null {
  const application = myApplication(offer.id, helperId);
  const order = db.findById('orders', offer.order_id);
  const status = application?.status;
  if (status === 'accepted') return order?.cancelled_at != null ? 'cancelled' : 'accepted';
  if (myDecline(offer.id, helperId)) return 'waiting';
  if (status === 'rejected') return 'waiting';
  if (status === 'cancelled') return 'cancelled';
  const takeable =
    offer.status === 'open' && order != null && !order.cancelled_at && !order.completed_at;
  // Pending or withdrawn from here on. A company that blocked her no longer offers it to her
  // (QA 2026-12-04: a withdrawn application kept it in her New list, Accept refused).
  if (application) return takeable && !offerBlocksHelper(db, offer, helperId) ? 'new' : 'cancelled';
  // Not listed for someone on the order's crew or invited to it (QA 57 H1): taking it is refused.
  return takeable && offeredToHer(offer, helperId) && !onOrderAlready(db, offer.order_id, helperId)
    ? 'new'
    : null;
}

/**
 * An offer put before her while it is open, unanswered: in her serving areas, her profile
 * active, and (7/8) not from a company that blocked her.
 */
function offeredToHer(offer: OutsourceOfferRecord, helperId: number): boolean {
  if (helperProfileOf(db, helperId)?.status === 3) return false;
  if (offerBlocksHelper(db, offer, helperId)) return false;
  return offerInHelperAreas(offer, helperId);
}

/** The crew spot her latest application to the offer got (an order invitation), if any. */
export function offerSpot(offerId: number, helperId: number) {
  const application = myApplication(offerId, helperId);
  return application?.order_invitation_id != null
    ? db.findById('order_invitations', application.order_invitation_id)
    : undefined;
}

/**
 * The helper may open an offer they can see now or have ever answered, and one that was put
 * before them while open and no longer takes anyone (review H1: the company withdrew it, or
 * it filled or closed, while her Order details were open): it reads as it now is (bucket
 * cancelled, nothing to do) instead of a 403 for a page she already had. It is listed in no
 * bucket unless she answered it (contract/README "Helper outsourcing offers: buckets").
 */
export function helperCanSeeOffer(offer: OutsourceOfferRecord, helperId: number): boolean {
  return (
    offerBucket(offer, helperId) !== null ||
    myApplication(offer.id, helperId) !== undefined ||
    myDecline(offer.id, helperId) !== undefined ||
    offeredToHer(offer, helperId)
  );
}

export function toHelperOffer(offer: OutsourceOfferRecord, helperId: number): HelperOutsourceOffer {
  const order = db.findById('orders', offer.order_id);
  if (!order) throw new Error(`offer ${offer.id}: unknown order`);
  const application = myApplication(offer.id, helperId);
  const spot = offerSpot(offer.id, helperId);
  const accepted = db.offer_applications.findMany((q) =>
    q.where({ offer_id: offer.id, status: 'accepted' }),
  ).length;
  return {
    id: offer.id,
    status: offer.status,
    // An offer the helper can no longer act on but did see (e.g. filled by others).
    bucket: offerBucket(offer, helperId) ?? 'cancelled',
    order: toHelperOrder(order),
    branch: toBranchSummary(offer.branch_id),
    hourly_rate: offer.hourly_rate,
    helpers_needed: offer.helpers_needed,
    positions: [...(offer.positions ?? [])],
    notes: offer.notes ?? null,
    accepted_count: accepted,
    my_application: application
      ? {
          id: application.id,
          status: application.status,
          message: application.message ?? null,
          proposed_hourly_rate: application.proposed_hourly_rate ?? null,
          created_at: application.created_at,
          responded_at: application.responded_at ?? null,
        }
      : null,
    declined_at: myDecline(offer.id, helperId)?.created_at ?? null,
    created_at: offer.created_at,
    // Her crew spot on the order, when the offer put her there (or she left it).
    ...jobConfirmation(spot),
    crew: crewMates(spot),
    // Only when the offer put her on the crew, at the rate the company took her at.
    recorded_pay:
      application?.status === 'accepted' && spot
        ? recordedPay(order, application.employee_id, crewJobRate(db, spot))
        : null,
    company_rating: branchCompanyRating(offer.branch_id),
    my_company_rating: myCompanyRating(order.id, helperId),
  };
}

/** A helper's job by its times (an order's start_at and end_at) and the item's id. */
interface JobTimesKey {
  start: string;
  end: string;
  id: number;
  /** She started work on it and has not finished (time clock): ahead, even past its end. */
  atWork?: boolean;
  /** Its order is completed or cancelled: over, even before its end. */
  closed?: boolean;
}

/** The times of an order as a JobTimesKey's (empty when the order is gone). */
export function orderTimes(orderId: number, spot?: OrderInvitationRecord | null) {
  const order = db.findById('orders', orderId);
  return {
    start: order?.start_at ?? '',
    end: order?.end_at ?? '',
    atWork: isAtWork(spot, order),
    closed: order !== undefined && isClosed(order),
  };
}

/**
 * Jobs not over yet first, soonest first (so one under way leads; one she is still at work
 * on counts as not over); then the ones that are over (awaiting completion, or closed),
 * latest first.
 */
export function aheadFirst(now: string) {
  return (a: JobTimesKey, b: JobTimesKey) => {
    const over = (key: JobTimesKey) => (key.end <= now || key.closed === true) && !key.atWork;
    const aOver = over(a);
    const bOver = over(b);
    if (aOver !== bOver) return aOver ? 1 : -1;
    const order = a.start.localeCompare(b.start) || a.id - b.id;
    return aOver ? -order : order;
  };
}

/**
 * New by start (soonest first); accepted ahead first (aheadFirst: the jobs to come before
 * the past ones still awaiting completion); the other tabs newest first.
 */
export function bucketOrder(bucket: HelperBucket, now = new Date().toISOString()) {
  const ahead = aheadFirst(now);
  return (a: JobTimesKey & { updated: string }, b: typeof a) => {
    if (bucket === 'accepted') return ahead(a, b);
    return bucket === 'new'
      ? a.start.localeCompare(b.start) || a.id - b.id
      : b.updated.localeCompare(a.updated) || b.id - a.id;
  };
}

const EMPTY_COUNTS = (): Record<HelperBucket, number> => ({
  new: 0,
  accepted: 0,
  waiting: 0,
  cancelled: 0,
});

/** How many items each bucket of both lists holds (the lists' own filters). */
export function helperJobCounts(user: UserRecord) {
  const company = EMPTY_COUNTS();
  for (const invitation of companyInvitations(user)) company[invitationBucket(invitation)] += 1;
  const outsource = EMPTY_COUNTS();
  for (const offer of db.outsource_offers.all()) {
    const bucket = offerBucket(offer, user.id);
    if (bucket) outsource[bucket] += 1;
  }
  // Jobs she is asked to confirm and has not (the Job page badge), by order: one job counts
  // once, whether it came by an invitation or an offer; and by the list that holds it (a job
  // taken through an offer is under her offers only), so the page links to where they are.
  const viaOffers = offerSpots(user.id);
  const asked = { company: new Set<number>(), outsource: new Set<number>() };
  for (const invitation of helperInvitations(user)) {
    const order = db.findById('orders', invitation.order_id);
    if (order === undefined || !awaitsHerAnswer(db, invitation, order)) continue;
    asked[viaOffers.has(invitation.id) ? 'outsource' : 'company'].add(invitation.order_id);
  }
  return {
    company,
    outsource,
    awaiting_confirmation: new Set([...asked.company, ...asked.outsource]).size,
    awaiting_confirmation_by_group: {
      company: asked.company.size,
      outsource: asked.outsource.size,
    },
  };
}
