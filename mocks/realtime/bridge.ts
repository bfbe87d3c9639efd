import type { MockDb } from '../db';
import type { NotificationRecord } from '../db/schema';
import { unreadCountFor } from '../db/services/notifications';
import { toNotification } from '../handlers/lib/presenters';
import type { PusherHub } from './hub';
import { forgetReadOrigins, readOrigin } from './origin';

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
 * `notifications-read` on the branch channel (other tabs of the same user catch up), to all
 * but the socket that made the change (X-Socket-ID, noted in ./origin).
 */
export function bridgeDbToHub(db: MockDb, hub: PusherHub): () => void {
  const hooks = db.notifications.hooks as unknown as Hooks;
  const pendingReads = new Map<string, { branchId: number; userId: number; origin?: string }>();
  let flushScheduled = false;

  // Hooks run before the record lands in the collection: publish on the next task, all
  // records created meanwhile together (a burst is one task, not hundreds).
  const created: NotificationRecord[] = [];
  const publishCreated = () => {
    const batch = created.splice(0);
    const counts = new Map<string, number>();
    const unread = (record: NotificationRecord) => {
      const key = `${record.user_id}:${record.branch_id}`;
      if (!counts.has(key)) counts.set(key, unreadCountFor(db, record.user_id, record.branch_id));
      return counts.get(key)!;
    };
    // Each event carries the unread count as of that notification, as a server would send it.
    const later = new Map<string, number>();
    for (let i = batch.length - 1; i >= 0; i--) {
      const record = batch[i]!;
      const key = `${record.user_id}:${record.branch_id}`;
      later.set(key, (later.get(key) ?? 0) + (record.is_read ? 0 : 1));
    }
    const seen = new Map<string, number>();
    for (const record of batch) {
      const key = `${record.user_id}:${record.branch_id}`;
      seen.set(key, (seen.get(key) ?? 0) + (record.is_read ? 0 : 1));
      hub.publish(userChannel(record.user_id), EVENTS.notificationCreated, {
        notification: toNotification(record),
        unread_count: unread(record) - (later.get(key)! - seen.get(key)!),
      });
    }
  };
  const onCreate = (event: { data: Record<string, unknown> }) => {
    if (db.isSilent) return;
    if (created.push(event.data.record as NotificationRecord) === 1) setTimeout(publishCreated, 0);
  };

  const onUpdate = (event: { data: Record<string, unknown> }) => {
    if (db.isSilent) return;
    const record = event.data.nextRecord as NotificationRecord;
    const origin = readOrigin(record.user_id, record.branch_id);
    pendingReads.set(`${record.user_id}:${record.branch_id}:${origin ?? ''}`, {
      branchId: record.branch_id,
      userId: record.user_id,
      origin,
    });
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(() => {
      flushScheduled = false;
      for (const { branchId, userId, origin } of pendingReads.values()) {
        hub.publish(
          branchChannel(branchId),
          EVENTS.notificationsRead,
          {
            branch_id: branchId,
            user_id: userId,
            unread_count: unreadCountFor(db, userId, branchId),
          },
          { except: origin },
        );
      }
      pendingReads.clear();
      forgetReadOrigins();
    }, 0);
  };

  hooks.on('create', onCreate);
  hooks.on('update', onUpdate);
  return () => {
    hooks.removeListener('create', onCreate);
    hooks.removeListener('update', onUpdate);
  };
}
