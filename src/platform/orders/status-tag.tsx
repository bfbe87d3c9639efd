import { Tag } from '@blueprintjs/core';
import type { OrderCard } from '@/platform/api/generated/model';
import { ORDER_STATUS, orderStatusLabel } from './status';

/** The status tag, coloured as everywhere else (design guide); closed orders say so instead. */
export function OrderStatusTag({
  order,
  round,
}: {
  order: Pick<OrderCard, 'status' | 'completed_at' | 'cancelled_at'>;
  round?: boolean;
}) {
  if (order.completed_at)
    return (
      <Tag intent="success" round={round}>
        Completed
      </Tag>
    );
  if (order.cancelled_at)
    return (
      <Tag intent="danger" round={round}>
        Cancelled
      </Tag>
    );
  const intent = ORDER_STATUS[order.status]?.intent ?? 'none';
  return (
    <Tag intent={intent} minimal={intent === 'none'} round={round}>
      {orderStatusLabel(order.status)}
    </Tag>
  );
}
