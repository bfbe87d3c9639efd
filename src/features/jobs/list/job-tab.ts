import type { OrderStatusGroup } from '@/platform/orders';

/** The Job area's three lists: the two status groups of active orders, and history. */
export type JobTab = OrderStatusGroup | 'history';
