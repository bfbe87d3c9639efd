import { Tag } from '@blueprintjs/core';
import type { OrderCard } from '@/platform/api/generated/model';
import { ORDER_STATUS, orderStatusLabel } from './status';

/** The status tag, coloured as everywhere else (design guide); closed orders say so instead. */
export function OrderStatusTag({
  order,
  round,
  minimal,
}: {
  /** The closing stamps may be unknown (a search result of a provider without them). */
  order: Pick<OrderCard, 'status'> & Partial<Pick<OrderCard, 'completed_at' | 'cancelled_at'>>;
  round?: boolean;
  /** Light tags (a search result's line). */
  minimal?: boolean;
}) {
  if (order.completed_at)
    return (
      <Tag intent="success" round={round} minimal={minimal}>
        Completed
      </Tag>
    );
  if (order.cancelled_at)
    return (
      <Tag intent="danger" round={round} minimal={minimal}>
        Cancelled
      </Tag>
    );
  const intent = ORDER_STATUS[order.status]?.intent ?? 'none';
  return (
    <Tag intent={intent} minimal={minimal || intent === 'none'} round={round}>
      {orderStatusLabel(order.status)}
    </Tag>
  );
}
