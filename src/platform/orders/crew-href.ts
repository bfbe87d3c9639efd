import type { OrderCard } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';
import { orderStatusGroup } from './status';

/**
 * A job's crew page: Team edit once its crew is formed (status 4), else Team add, where it is
 * built. The job cards' Edit crew / Build crew, Edit job's Crew and the dispatch board's
 * links open it alike (QA-176 L2: the board opened Team edit for a job still to crew).
 */
export function crewHref(order: Pick<OrderCard, 'id' | 'status'>): string {
  return href(order.status === 4 ? 'company-job-team-edit' : 'company-job-team-add', {
    id: order.id,
  });
}

/**
 * The job list a job is on: Not formed until its crew is formed, then Formed, and History
 * once it is completed or cancelled.
 */
export function jobListHref(order: {
  status: number;
  completed_at?: string | null;
  cancelled_at?: string | null;
}): string {
  if (order.completed_at != null || order.cancelled_at != null) return href('company-job-history');
  return href(
    orderStatusGroup(order.status) === 'formed' ? 'company-job-formed' : 'company-job-not-formed',
  );
}

/** Find AI (/company/outsourcing) with the order chosen in its offer form. */
export function marketplaceOfferHref(orderId: number): string {
  return `${href('company-outsourcing')}?${new URLSearchParams({ order: String(orderId) })}`;
}
