import type { OrderCard } from '@/platform/api/generated/model';
import { countOf, fullName } from '@/platform/format';
import { formatHours } from '@/platform/orders';
import { href } from '@/platform/routing';

export { formatAddress } from '@/platform/format';

/** How dialogs and toasts name an order: '#1042, Maria Lopez'. */
export function orderName(
  order: Pick<OrderCard, 'number' | 'customer_name' | 'customer_last_name'>,
) {
  const customer = fullName(order.customer_name, order.customer_last_name);
  return customer ? `#${order.number}, ${customer}` : `#${order.number}`;
}

/** 3 -> '3 h', 3.25 -> '3.25 h' (the hours as platform/orders formats them); none -> ''. */
export const hoursText = (hours: number | null | undefined) =>
  hours === null || hours === undefined ? '' : `${formatHours(hours)} h`;

/** '1 truck', '2 trucks'; '4 helpers'. */
export const trucksText = (n: number) => countOf(n, 'truck');
export const helpersText = (n: number) => countOf(n, 'helper');

/**
 * Whether an order can still be offered to the marketplace: it needs crew (not formed), is
 * open and has not started (Find AI lists the same orders, less those already on an offer).
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
