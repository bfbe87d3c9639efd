import type { OrderStatus } from '@/platform/api/generated/model';

/**
 * Spec section 3: order statuses, shown the same way everywhere (design guide): 1 Not formed
 * (grey), 2 Pending (amber), 3 Partially formed (blue), 4 Formed (green).
 */
export const ORDER_STATUS = {
  1: { label: 'Not formed', intent: 'none' },
  2: { label: 'Pending', intent: 'warning' },
  3: { label: 'Partially formed', intent: 'primary' },
  4: { label: 'Formed', intent: 'success' },
} as const satisfies Record<OrderStatus, { label: string; intent: string }>;

/** The label of a status; an unknown value from the API reads as its number. */
export function orderStatusLabel(status: number): string {
  return ORDER_STATUS[status as OrderStatus]?.label ?? `Status ${status}`;
}

/** Spec section 4: the order status filter — not formed = 1; formed = 2, 3, 4. */
export const ORDER_STATUS_FILTER = {
  'not-formed': [1],
  formed: [2, 3, 4],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrderStatusGroup = keyof typeof ORDER_STATUS_FILTER;

/** `filter[status]` as the API takes it: a comma list ('2,3,4'). */
export function statusFilterParam(group: OrderStatusGroup): string {
  return ORDER_STATUS_FILTER[group].join(',');
}

/** Which tab an order of this status belongs to. */
export function orderStatusGroup(status: number): OrderStatusGroup {
  return status === 1 ? 'not-formed' : 'formed';
}
