import { useMemo } from 'react';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { useListBranchOutsourceOffers } from './endpoints';

/**
 * Whether an order's live offer stands in the way of a new one: an open one does (one open
 * offer per order, the server refusing a second with a 422 on order_id). A filled one does
 * not: filled by its own count it takes nobody for a spot the crew loses later (one of the
 * company's own people can't make it), so a new offer is how that spot reaches the
 * marketplace; one the full crew filled opens again by itself as a spot opens.
 */
export const blocksNewOffer = (offer: Pick<OutsourceOffer, 'status'>) => offer.status === 'open';

/**
 * A branch's live offers (open and filled), by their order: its open one, else its newest
 * filled one (an order whose offer filled may have a new one for a spot open again). The
 * offer form leaves the orders with an open one out of its picker; the crew page and the Not
 * formed job cards link an order to its own (QA 58 L7).
 */
export function useLiveOffers(branchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const options = { query: { enabled } };
  const open = useListBranchOutsourceOffers(branchId, { status: 'open', per_page: 100 }, options);
  const filled = useListBranchOutsourceOffers(
    branchId,
    { status: 'filled', per_page: 100 },
    options,
  );
  const byOrder = useMemo(() => {
    // Newest first in each list: the later entries of the same order win, so the oldest
    // filled go first and the open ones last.
    const offers = [
      ...[...(filled.data?.data.data ?? [])].reverse(),
      ...(open.data?.data.data ?? []),
    ];
    return new Map<number, OutsourceOffer>(offers.map((offer) => [offer.order_id, offer]));
  }, [open.data, filled.data]);
  const queries = [open, filled] as const;
  // Both lists answered, or one failed, when an order is taken to have none.
  const known = queries.every((query) => !query.isPending) || queries.some((q) => q.isError);
  // Both lists read in full: an order missing from them has no offer (what a warning needs).
  const read = queries.every((query) => query.isSuccess);
  return { byOrder, queries, known, read };
}

/**
 * The order's live offer, once the branch's offers are known (`known`: both lists answered,
 * or one failed, when the order is taken to have none).
 */
export function useLiveOfferOf(
  branchId: number,
  orderId: number,
): { offer: OutsourceOffer | undefined; known: boolean } {
  const { byOrder, known } = useLiveOffers(branchId);
  return { offer: byOrder.get(orderId), known };
}
