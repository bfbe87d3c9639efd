import type { OrderCard } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';

/**
 * Whether an order can still be offered to the marketplace: it needs crew (not formed), is
 * open and has not started (Find AI lists the same orders, less those already on an offer).
 * The crew page, the Not formed job cards and an offer's applications page ask it alike.
 */
export function canOfferToMarketplace(
  order: Pick<OrderCard, 'status' | 'start_at' | 'completed_at' | 'cancelled_at'>,
  now: number,
): boolean {
  return (
    order.status !== 4 &&
    !order.completed_at &&
    !order.cancelled_at &&
    Date.parse(order.start_at) > now
  );
}

/** Find AI (/company/outsourcing) with the order chosen in its offer form. */
export function marketplaceOfferHref(orderId: number): string {
  return `${href('company-outsourcing')}?${new URLSearchParams({ order: String(orderId) })}`;
}
