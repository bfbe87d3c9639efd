import type { MockDb } from '../database';
import type { NotificationRecord } from '../schema';
import { branchAudience } from './access';

export type NotificationKind = NotificationRecord['kind'];

export interface BranchEvent {
  branch_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  order_id?: number | null;
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
  const branch = db.findById('branches', event.branch_id);
  if (!branch) throw new Error(`notifyBranch: unknown branch ${event.branch_id}`);
  const created: NotificationRecord[] = [];
  for (const user of branchAudience(db, branch)) {
    created.push(
      await db.insert('notifications', {
        branch_id: branch.id,
        user_id: user.id,
        kind: event.kind,
        title: event.title,
        body: event.body,
        is_read: options.isReadFor?.(user.id) ?? false,
        order_id: event.order_id ?? null,
        created_at: event.created_at ?? new Date().toISOString(),
      }),
    );
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
