import type { OrderStatus } from '@/platform/api/generated/model';
import { formatTimeAt } from '@/platform/format';

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

/*
 * On my way (not in the spec; contract/README "On my way"): what a crew member told the
 * company on the day, said the same way wherever it shows (her Order details, the crew page,
 * the dispatch board). Here, beside the order's status, so the pages that show both fetch one
 * chunk (the helper's Order details stood at its 30 files).
 */

type Told = {
  on_my_way_at: string | null;
  late_minutes: number | null;
  expected_at: string | null;
};

/** 'on the way' or '15 min late'; null until she tells. */
export function onTheWayText(told: Told): string | null {
  if (!told.on_my_way_at) return null;
  const late = told.late_minutes ?? 0;
  return late > 0 ? `${late} min late` : 'on the way';
}

/**
 * The same with when she will be there, on the branch's clock: 'on the way' or '15 min late,
 * expected 9:15 am'; null until she tells.
 */
export function onTheWayLine(told: Told, timeZone?: string): string | null {
  const text = onTheWayText(told);
  if (!text || !told.late_minutes || !told.expected_at) return text;
  return `${text}, expected ${formatTimeAt(told.expected_at, timeZone)}`;
}
