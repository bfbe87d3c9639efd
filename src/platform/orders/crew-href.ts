import type { OrderCard } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';

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
