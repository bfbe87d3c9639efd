import type { MockDb } from '../database';
import type { NotificationRecord } from '../schema';
import { countOf } from '@/platform/format/count';
import { branchAudience } from './access';

export type NotificationKind = NotificationRecord['kind'];

/**
 * The titles a branch's activity gives the crew's answers and a formed order: one wording for
 * the live notifications (the services) and the seeded feed (seed/activity-truth.ts).
 */
export const ACTIVITY_TITLES = {
  invitationAccepted: (person: string, orderNumber: number) =>
    `${person} accepted your invitation to order #${orderNumber}`,
  invitationDeclined: (person: string, orderNumber: number) =>
    `${person} declined your invitation to order #${orderNumber}`,
  orderFormed: (orderNumber: number) => `Order #${orderNumber} is now formed`,
};

/**
 * A formed order's row text, live (services/orders.ts) and seeded (seed/activity-truth.ts)
 * alike: "All 3 crew spots for Felix Ambrose's move are filled."; a one-spot job's "The crew
 * spot for … is filled." (QA-164 L3: it would have read "All 1 crew spots are filled.").
 */
export const orderFormedBody = (needed: number, customer: string) =>
  needed === 1
    ? `The crew spot for ${customer}'s move is filled.`
    : `All ${countOf(needed, 'crew spot')} for ${customer}'s move are filled.`;

/**
 * An accepted invitation's row text, live (services/invitations.ts) and seeded
 * (seed/activity-truth.ts) alike: "Priya is on the crew for Felix Ambrose's move (3 of 3 spots
 * filled)." The live one read "1 of 4 crew spots filled." beside it (QA helper-105).
 */
export const invitationAcceptedBody = (
  firstName: string,
  customer: string,
  filled: number,
  needed: number,
) => `${firstName} is on the crew for ${customer}'s move (${filled} of ${needed} spots filled).`;

/**
 * A decline's text when the helper gave no reason: what to do next, and where, the page its
 * row opens (the order's crew, titled Team edit), not the Team page it once named.
 */
export const INVITATION_DECLINED_NEXT = "Invite someone else on the order's crew page.";

export interface BranchEvent {
  branch_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  order_id?: number | null;
  /** The offer an `outsourcing_application` is about (its applications page). */
  offer_id?: number | null;
  created_at?: string;
}

/**
 * Records a branch event as one notification per person who manages the branch. Seeds use
 * it; later handlers (orders, invitations) and the realtime simulator should too, so the
 * fan-out rule lives in one place. Returns the created notifications.
 */
export async function notifyBranch(
  db: MockDb,
  event: BranchEvent,
  options: { isReadFor?: (userId: number) => boolean } = {},
): Promise<NotificationRecord[]> {
  return notifyBranches(db, [event], options);
}

/**
 * `notifyBranch` for several events in order, with the ids of all their notifications
 * reserved at once: a burst (the demo's "emit now", the benchmark) costs one IndexedDB
 * transaction for its ids instead of one per notification.
 */
export async function notifyBranches(
  db: MockDb,
  events: BranchEvent[],
  options: { isReadFor?: (userId: number) => boolean } = {},
): Promise<NotificationRecord[]> {
  const fanOut = events.map((event) => {
    const branch = db.findById('branches', event.branch_id);
    if (!branch) throw new Error(`notifyBranch: unknown branch ${event.branch_id}`);
    return { event, branch, audience: branchAudience(db, branch) };
  });
  const ids = await db.reserveIds(
    'notifications',
    fanOut.reduce((sum, f) => sum + f.audience.length, 0),
  );
  const created: NotificationRecord[] = [];
  for (const { event, branch, audience } of fanOut) {
    for (const user of audience) {
      created.push(
        await db.insert('notifications', {
          id: ids[created.length],
          branch_id: branch.id,
          user_id: user.id,
          kind: event.kind,
          title: event.title,
          body: event.body,
          is_read: options.isReadFor?.(user.id) ?? false,
          order_id: event.order_id ?? null,
          offer_id: event.offer_id ?? null,
          created_at: event.created_at ?? new Date().toISOString(),
        }),
      );
    }
  }
  return created;
}

/** A user's notifications of one branch, newest first (ties: the later record first). */
export function branchNotificationsFor(
  db: MockDb,
  userId: number,
  branchId: number,
  filter: { unreadOnly?: boolean } = {},
): NotificationRecord[] {
  return db.notifications
    .findMany((q) => q.where({ user_id: userId, branch_id: branchId }))
    .filter((notification) => !filter.unreadOnly || !notification.is_read)
    .sort((a, b) =>
      a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1,
    );
}

export function unreadCountFor(db: MockDb, userId: number, branchId: number): number {
  return db.notifications.findMany((q) =>
    q.where({ user_id: userId, branch_id: branchId, is_read: false }),
  ).length;
}
