import type { Notification } from '@/platform/api/generated/model';

/**
 * The realtime payloads are not covered by the contract's schemas, and a socket delivers
 * whatever the server (or a proxy) sends: each payload is checked before it reaches the
 * cache, and one that does not fit is dropped.
 */
export type PushedNotification = { notification: Notification; unread_count: number };
export type ReadElsewhere = { branch_id: number; user_id: number; unread_count: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isInteger(value);
const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0;

/** The fields the feed renders and keys on. An unknown `kind` is kept (it gets a default icon). */
export function isNotification(value: unknown): value is Notification {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isId(value.branch_id) &&
    typeof value.kind === 'string' &&
    typeof value.title === 'string' &&
    typeof value.body === 'string' &&
    typeof value.is_read === 'boolean' &&
    (value.order_id == null || isId(value.order_id)) &&
    typeof value.created_at === 'string'
  );
}

/** notification-created on the user's channel. */
export function isPushedNotification(value: unknown): value is PushedNotification {
  return isRecord(value) && isNotification(value.notification) && isCount(value.unread_count);
}

/** notifications-read on a branch channel. */
export function isReadElsewhere(value: unknown): value is ReadElsewhere {
  return (
    isRecord(value) && isId(value.branch_id) && isId(value.user_id) && isCount(value.unread_count)
  );
}
