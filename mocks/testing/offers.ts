import { db, invitationService, type UserRecord } from '../db';
import { busyWith } from '../db/services/availability';
import { offDuring } from '../db/services/time-off';
import { acceptApplication, applyToOffer } from '../db/services/outsourcing';
import type { OrderRecord, OutsourceOfferRecord } from '../db/schema';
import { offerBucket } from '../handlers/lib/helper-jobs';
import { austinJobIn } from './confirmations';

/*
 * Test helper (not imported by the app): an open outsourcing offer of `order`, as Find AI's
 * publish makes one (the order then names its offer), without the API.
 */
export async function openOfferFor(
  order: Pick<OrderRecord, 'id' | 'branch_id'>,
  {
    helpersNeeded = 1,
    positions = [],
    at = Date.now(),
  }: { helpersNeeded?: number; positions?: OutsourceOfferRecord['positions']; at?: number } = {},
): Promise<OutsourceOfferRecord> {
  const now = new Date(at).toISOString();
  const offer = await db.insert('outsource_offers', {
    order_id: order.id,
    branch_id: order.branch_id,
    status: 'open',
    helpers_needed: helpersNeeded,
    hourly_rate: 4000,
    positions,
    notes: null,
    created_at: now,
    updated_at: now,
  });
  await db.patch('orders', order.id, { outsource_offer_id: offer.id });
  return offer;
}

/**
 * A helper (Priya Patel, a marketplace helper, unless `helper` names another account) on the
 * order's crew through an open offer of one helper at $40.00/h, which her application at its
 * rate filled.
 */
export async function takenThroughOffer(
  order: Pick<OrderRecord, 'id' | 'branch_id'>,
  {
    at = Date.now(),
    helper = 'priya.patel@helpers.demo.test',
  }: { at?: number; helper?: string } = {},
) {
  const offer = await openOfferFor(order, { at });
  const user = db.users.findFirst((q) => q.where({ email: helper }))!;
  const application = await applyToOffer(db, offer.id, user.id, {
    message: null,
    proposed_hourly_rate: null,
  });
  await acceptApplication(db, application.id);
  return { offer, application };
}

/** The offers in a helper's New tab she has not applied to, in the seed's order. */
export function unappliedNewOffers(helperId: number): OutsourceOfferRecord[] {
  return db.outsource_offers
    .all()
    .filter(
      (o) =>
        offerBucket(o, helperId) === 'new' &&
        !db.offer_applications.findFirst((q) => q.where({ offer_id: o.id, helper_id: helperId })),
    );
}

/** An offer in the helper's New tab she has not applied to, on an order she is free for. */
export function freshOfferFor(helperId: number): OutsourceOfferRecord {
  const offer = unappliedNewOffers(helperId).find(
    (o) => !busyWith(db, { user_id: helperId }, db.findById('orders', o.order_id)!),
  );
  if (!offer) throw new Error('the seed has no fresh offer for this helper');
  return offer;
}

/** Marketplace helpers (no company) neither busy nor off at the order's time, nor on its crew. */
export function freeMarketplaceHelpers(order: OrderRecord): UserRecord[] {
  return db.users
    .findMany((q) => q.where({ type: 4 }))
    .filter(
      (u) =>
        u.company_id == null &&
        !busyWith(db, { user_id: u.id }, order) &&
        !offDuring(db, { user_id: u.id }, order) &&
        !db.order_invitations.findFirst((q) => q.where({ order_id: order.id, user_id: u.id })),
    );
}

/**
 * An Austin job `hours` after `now` whose offer filled by its own count and is short again:
 * two spots, one the company's own person's (Maria, a member) and one that an offer of one
 * helper filled (a free marketplace helper's application accepted); then Maria can't make it.
 * The order needs a person again and the offer, full by its own count, stays filled.
 */
export async function filledOfferShortAgain({ now, hours = 72 }: { now: number; hours?: number }) {
  const job = await austinJobIn(hours, { now, people: 1, helpersNeeded: 2 });
  const helper = freeMarketplaceHelpers(job.order)[0];
  if (!helper) throw new Error('the seed has no marketplace helper free for the job');
  const { offer } = await takenThroughOffer(job.order, { at: now, helper: helper.email });
  await invitationService.rejectInvitation(db, job.invitations[0]!.id, "Can't make it");
  return {
    order: db.findById('orders', job.order.id)!,
    offer: db.findById('outsource_offers', offer.id)!,
    helper,
  };
}
