import { useMemo } from 'react';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { useListBranchOutsourceOffers } from './endpoints';

/**
 * A branch's live offers (open and filled), by their order: an order has at most one, the
 * server refusing a second (a 422 on order_id). The offer form leaves these orders out of its
 * picker; the crew page links an order to its own (QA 58 L7).
 */
export function useLiveOffers(branchId: number) {
  const open = useListBranchOutsourceOffers(branchId, { status: 'open', per_page: 100 });
  const filled = useListBranchOutsourceOffers(branchId, { status: 'filled', per_page: 100 });
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
  return { byOrder, queries: [open, filled] as const };
}

/**
 * The order's live offer, once the branch's offers are known (`known`: both lists answered,
 * or one failed, when the order is taken to have none).
 */
export function useLiveOfferOf(
  branchId: number,
  orderId: number,
): { offer: OutsourceOffer | undefined; known: boolean } {
  const { byOrder, queries } = useLiveOffers(branchId);
  const known = queries.every((query) => !query.isPending) || queries.some((q) => q.isError);
  return { offer: byOrder.get(orderId), known };
}
