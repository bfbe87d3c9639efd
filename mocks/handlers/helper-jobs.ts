import { http } from './lib/http';
import {
  applyToOutsourceOfferBody,
  listHelperCompanyInvitationsQueryParams,
  listHelperOutsourceOffersQueryParams,
  rejectHelperCompanyInvitationBody,
  rejectOutsourceOfferBody,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { db } from '../db';
import { busyWith } from '../db/services/availability';
import { OFF_SELF_MESSAGE, offDuring } from '../db/services/time-off';
import {
  acceptInvitation,
  ENDED_MESSAGES,
  hasEnded,
  rejectInvitation,
} from '../db/services/invitations';
import { applyToOffer, takeOffer, withdrawApplication } from '../db/services/outsourcing';
import { ok, validationError } from './lib/envelope';
import { parseBody, parseQuery } from './lib/validation';
import {
  bucketOrder,
  orderTimes,
  companyInvitations,
  offerSpot,
  helperJobCounts,
  invitationBucket,
  myApplication,
  myDecline,
  offerBucket,
  toHelperInvitation,
  toHelperOffer,
} from './lib/helper-jobs';
import { paginate } from './lib/pagination';
import { guarded, requireHelperArea, requireMyInvitation, requireVisibleOffer } from './lib/guards';
import { loadZipCounties } from '../db/services/geography';

/*
 * Contract tag `helper-jobs`: the helper's company invitations and outsourcing offers by
 * bucket, with accept/reject/apply. State changes go through the company domain's services
 * (mocks/db/services/invitations.ts, outsourcing.ts), which move the order status and notify
 * the branch; the realtime layer pushes those notifications. No double booking:
 * db/services/availability.ts.
 */

/** The helper's own wording of the no-double-booking 422 (the service names them). */
const BUSY = { start_at: ['You already have an accepted job at this time.'] };
/** Her wording of the time-off 422 (7/8). */
const OFF = { start_at: [OFF_SELF_MESSAGE] };

/** Her invitation's or offer's job has ended: nothing left to accept or apply to. */
function endedJob(orderId: number) {
  const order = db.findById('orders', orderId);
  return order != null && hasEnded(order);
}

/** An accepted job of the helper (any branch or company) that overlaps this order. */
function overlappingJob(userId: number, orderId: number) {
  const order = db.findById('orders', orderId);
  return order ? busyWith(db, { user_id: userId }, order) : undefined;
}

/** Her time off on the days of this order (its branch's clocks). */
function offFor(userId: number, orderId: number) {
  const order = db.findById('orders', orderId);
  return order ? offDuring(db, { user_id: userId }, order) : undefined;
}

export const helperJobHandlers = [
  http.get('*/api/helper/company-invitations', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    const {
      bucket,
      page,
      per_page: perPage,
    } = parseQuery(request, listHelperCompanyInvitationsQueryParams);
    // Her invitations say where each job is (order_serving_areas), with ZIP codes placed.
    await loadZipCounties();
    const items = companyInvitations(user)
      .filter((invitation) => invitationBucket(invitation) === bucket)
      .map((invitation) => ({
        invitation,
        id: invitation.id,
        ...orderTimes(invitation.order_id, invitation),
        updated: invitation.updated_at,
      }))
      .sort(bucketOrder(bucket));
    return ok(paginate(items, page, perPage, (item) => toHelperInvitation(item.invitation)));
  }),

  http.get('*/api/helper/job-counts', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    return ok(helperJobCounts(user));
  }),

  http.get('*/api/helper/company-invitations/:id', async ({ request, params }) => {
    const { invitation } = await requireMyInvitation(request, params.id);
    await loadZipCounties();
    return ok(toHelperInvitation(invitation));
  }),

  // Accept: pending only (422 on status), a job that has not ended (422 on end_at), not
  // overlapping another accepted job (422 on start_at); the order's status moves and the
  // branch is notified. Within 48 h of the start it is her confirmation too.
  http.post('*/api/helper/company-invitations/:id/accept', async ({ request, params }) => {
    const { user, invitation } = await requireMyInvitation(request, params.id);
    return guarded(async () => {
      if (invitation.status === 'pending' && endedJob(invitation.order_id))
        throw validationError({ end_at: [ENDED_MESSAGES.accept] });
      if (invitation.status === 'pending' && overlappingJob(user.id, invitation.order_id))
        throw validationError(BUSY);
      if (invitation.status === 'pending' && offFor(user.id, invitation.order_id))
        throw validationError(OFF);
      const updated = await acceptInvitation(db, invitation.id, { byHer: true });
      return ok(toHelperInvitation(updated), 'Invitation accepted.');
    });
  }),

  // Reject: a pending or accepted invitation, with an optional reason (≤500).
  http.post('*/api/helper/company-invitations/:id/reject', async ({ request, params }) => {
    const { invitation } = await requireMyInvitation(request, params.id);
    const { reason } = await parseBody(request, rejectHelperCompanyInvitationBody);
    return guarded(async () => {
      const updated = await rejectInvitation(db, invitation.id, reason ?? null);
      return ok(toHelperInvitation(updated), 'Invitation declined.');
    });
  }),

  http.get('*/api/helper/outsource-offers', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    const {
      bucket,
      page,
      per_page: perPage,
    } = parseQuery(request, listHelperOutsourceOffersQueryParams);
    const items = db.outsource_offers
      .all()
      .filter((offer) => offerBucket(offer, user.id) === bucket)
      .map((offer) => ({
        offer,
        id: offer.id,
        ...orderTimes(offer.order_id, offerSpot(offer.id, user.id)),
        updated: offer.updated_at,
      }))
      .sort(bucketOrder(bucket));
    return ok(paginate(items, page, perPage, (item) => toHelperOffer(item.offer, user.id)));
  }),

  http.get('*/api/helper/outsource-offers/:id', async ({ request, params }) => {
    const { user, offer } = await requireVisibleOffer(request, params.id);
    return ok(toHelperOffer(offer, user.id));
  }),

  // Apply (the company decides): optional message (≤1000) and proposed rate (cents); 422 on
  // end_at once the offer's order has ended.
  http.post('*/api/helper/outsource-offers/:id/apply', async ({ request, params }) => {
    const { user, offer } = await requireVisibleOffer(request, params.id);
    const { message, proposed_hourly_rate: rate } = await parseBody(
      request,
      applyToOutsourceOfferBody,
    );
    return guarded(async () => {
      if (offer.status === 'open' && endedJob(offer.order_id))
        throw validationError({ end_at: [ENDED_MESSAGES.apply] });
      if (myDecline(offer.id, user.id))
        db.offer_declines.deleteMany((q) => q.where({ offer_id: offer.id, helper_id: user.id }));
      await applyToOffer(db, offer.id, user.id, {
        message: message ?? null,
        proposed_hourly_rate: rate ?? null,
      });
      return ok(toHelperOffer(offer, user.id), 'Application sent.');
    });
  }),

  // Accept (book now): on the crew at once (within 48 h of the start, confirmed too); 422 on
  // status when the offer is not open, on end_at once its order has ended.
  http.post('*/api/helper/outsource-offers/:id/accept', async ({ request, params }) => {
    const { user, offer } = await requireVisibleOffer(request, params.id);
    return guarded(async () => {
      if (offer.status === 'open' && endedJob(offer.order_id))
        throw validationError({ end_at: [ENDED_MESSAGES.accept] });
      if (offer.status === 'open' && overlappingJob(user.id, offer.order_id))
        throw validationError(BUSY);
      if (offer.status === 'open' && offFor(user.id, offer.order_id)) throw validationError(OFF);
      await takeOffer(db, offer.id, user.id, { byHer: true });
      db.offer_declines.deleteMany((q) => q.where({ offer_id: offer.id, helper_id: user.id }));
      const fresh = db.findById('outsource_offers', offer.id) ?? offer;
      return ok(toHelperOffer(fresh, user.id), 'You joined the crew.');
    });
  }),

  // Withdraw: takes back the pending application; the offer stays in "new" while it is open,
  // so she may apply again (reject, by contrast, declines the offer: "waiting").
  http.post('*/api/helper/outsource-offers/:id/withdraw', async ({ request, params }) => {
    const { user, offer } = await requireVisibleOffer(request, params.id);
    return guarded(async () => {
      const application = myApplication(offer.id, user.id);
      if (application?.status !== 'pending')
        throw validationError({ status: ['You have no pending application to this offer.'] });
      await withdrawApplication(db, application.id);
      return ok(toHelperOffer(offer, user.id), 'Application withdrawn.');
    });
  }),

  // Reject (decline): withdraws a pending application; an accepted one cannot be declined
  // here (the company takes the helper off the crew).
  http.post('*/api/helper/outsource-offers/:id/reject', async ({ request, params }) => {
    const { user, offer } = await requireVisibleOffer(request, params.id);
    const { reason } = await parseBody(request, rejectOutsourceOfferBody);
    if (myDecline(offer.id, user.id))
      throw validationError({ status: ['You have already declined this offer.'] });
    const application = myApplication(offer.id, user.id);
    if (application?.status === 'accepted')
      throw validationError({
        status: ['You are on this crew; ask the company to take you off it.'],
      });
    if (application?.status === 'pending') await withdrawApplication(db, application.id);
    await db.insert('offer_declines', {
      offer_id: offer.id,
      helper_id: user.id,
      reason: reason ?? null,
      created_at: new Date().toISOString(),
    });
    return ok(toHelperOffer(offer, user.id), 'Offer declined.');
  }),
];
