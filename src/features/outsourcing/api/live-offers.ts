import { useMemo } from 'react';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { useListBranchOutsourceOffers } from './endpoints';

/**
 * A branch's live offers (open and filled), by their order: an order has at most one, the
 * server refusing a second (a 422 on order_id). The offer form leaves these orders out of its
 * picker; the crew page and the Not formed job cards link an order to its own (QA 58 L7).
 */
export function useLiveOffers(branchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const options = { query: { enabled } };
  const open = useListBranchOutsourceOffers(branchId, { status: 'open', per_page: 100 }, options);
  const filled = useListBranchOutsourceOffers(
    branchId,
    { status: 'filled', per_page: 100 },
    options,
  );
  const byOrder = useMemo(
    () =>
      new Map<number, OutsourceOffer>(
        [...(open.data?.data.data ?? []), ...(filled.data?.data.data ?? [])].map((offer) => [
          offer.order_id,
          offer,
        ]),
      ),
    [open.data, filled.data],
  );
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
