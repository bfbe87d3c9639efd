import type { Notification, NotificationKind } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';

type Target = (n: Notification) => string | null;

const byOrder =
  (build: (orderId: number) => string): Target =>
  (n) =>
    n.order_id ? build(n.order_id) : null;

/**
 * Where an activity row leads, by its kind and ids (README: decisions). A helper's answer to
 * an order invitation is about the crew, so it opens the order's crew page in its edit mode
 * (the crew first, with everyone's answer); other order events open the order; an application
 * opens its offer's applications; a helper's answer to a branch invitation opens the team
 * (the member list when they joined, Requested when they declined). A row without the id its
 * kind needs (the demo's older activity has none) has no target: opening it only marks it read.
 */
const TARGETS: Record<NotificationKind, Target> = {
  invitation_accepted: byOrder((id) => href('company-job-team-edit', { id })),
  invitation_rejected: byOrder((id) => href('company-job-team-edit', { id })),
  order_created: byOrder((id) => href('company-job-edit', { id })),
  order_formed: byOrder((id) => href('company-job-edit', { id })),
  order_cancelled: byOrder((id) => href('company-job-edit', { id })),
  outsourcing_application: (n) =>
    n.offer_id ? href('company-outsourcing-offer-applications', { id: n.offer_id }) : null,
  branch_invitation_accepted: () => href('company-team'),
  branch_invitation_rejected: () => href('company-team-requested'),
  system: () => null,
  // 7/8: a helper rated the company; its rating page lists the review.
  company_rated: () => href('company-settings-rating'),
  // Confirmations (7/8): someone left the crew or has not confirmed; the crew page shows who
  // and proposes a replacement.
  crew_dropped_out: byOrder((id) => href('company-job-team-edit', { id })),
  crew_unconfirmed: byOrder((id) => href('company-job-team-edit', { id })),
  // Time off (7/8): a crew member took time off during the job; the crew page shows it and
  // offers to invite someone else.
  crew_time_off: byOrder((id) => href('company-job-team-edit', { id })),
  crew_on_my_way: byOrder((id) => href('company-job-team-edit', { id })),
  // Time clock: someone started or finished work; the crew page shows their times.
  crew_clocked_in: byOrder((id) => href('company-job-team-edit', { id })),
  crew_clocked_out: byOrder((id) => href('company-job-team-edit', { id })),
};

export function notificationTarget(n: Notification): string | null {
  return TARGETS[n.kind]?.(n) ?? null;
}
