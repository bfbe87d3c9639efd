import { db } from '../db';
import { busyWith } from '../db/services/availability';
import { acceptApplication, applyToOffer } from '../db/services/outsourcing';
import type { OrderRecord, OutsourceOfferRecord } from '../db/schema';
import { offerBucket } from '../handlers/lib/helper-jobs';

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
