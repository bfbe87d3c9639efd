import type { MockDb } from '../db';
import type { NotificationRecord } from '../db/schema';
import { unreadCountFor } from '../db/services/notifications';
import { toNotification } from '../handlers/lib/presenters';
import type { PusherHub } from './hub';

export const EVENTS = {
  notificationCreated: 'notification-created',
  notificationsRead: 'notifications-read',
} as const;

export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
export const branchChannel = (branchId: number) => `private-branch.${branchId}`;

type Hooks = {
  on(type: string, listener: (event: { data: Record<string, unknown> }) => void): unknown;
  removeListener(type: string, listener: (event: { data: Record<string, unknown> }) => void): void;
};

/**
 * Every notification the mock backend stores — made in this tab or synced from another —
 * is pushed as `notification-created` to its user's private channel, with the new unread
 * count: one source, so the event and the list always agree. Read-state changes go out as
 * `notifications-read` on the branch channel (other tabs of the same user catch up).
 */
export function bridgeDbToHub(db: MockDb, hub: PusherHub): () => void {
  const hooks = db.notifications.hooks as unknown as Hooks;
  const pendingReads = new Map<string, { branchId: number; userId: number }>();
  let flushScheduled = false;

  // Hooks run before the record lands in the collection: publish on the next task.
  const onCreate = (event: { data: Record<string, unknown> }) => {
    if (db.isSilent) return;
    const record = event.data.record as NotificationRecord;
    setTimeout(() => {
      hub.publish(userChannel(record.user_id), EVENTS.notificationCreated, {
        notification: toNotification(record),
        unread_count: unreadCountFor(db, record.user_id, record.branch_id),
      });
    }, 0);
  };

  const onUpdate = (event: { data: Record<string, unknown> }) => {
    if (db.isSilent) return;
    const record = event.data.nextRecord as NotificationRecord;
    pendingReads.set(`${record.user_id}:${record.branch_id}`, { branchId: record.branch_id, userId: record.user_id });
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(() => {
      flushScheduled = false;
      for (const { branchId, userId } of pendingReads.values()) {
        hub.publish(branchChannel(branchId), EVENTS.notificationsRead, {
          branch_id: branchId,
          user_id: userId,
          unread_count: unreadCountFor(db, userId, branchId),
        });
      }
      pendingReads.clear();
    }, 0);
  };

  hooks.on('create', onCreate);
  hooks.on('update', onUpdate);
  return () => {
    hooks.removeListener('create', onCreate);
    hooks.removeListener('update', onUpdate);
  };
}
