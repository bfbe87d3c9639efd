import { db } from '../db';
import type { OrderRecord, OutsourceOfferRecord } from '../db/schema';

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
