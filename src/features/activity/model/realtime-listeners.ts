import { defineListener, REALTIME_EVENTS, type RealtimeSetup } from '@/platform/realtime';
import {
  applyPushedNotifications,
  invalidateNotifiedOrders,
  refreshFeed,
  setUnreadCount,
} from '../api/cache';
import {
  isPushedNotification,
  isReadElsewhere,
  type PushedNotification,
  type ReadElsewhere,
} from './realtime-events';

/**
 * What the activity feature does with pushed events: a new notification goes to the top of
 * the feed and replaces the unread count (spec section 4), and marks the order it names
 * stale; a read made elsewhere (another tab or device of the same user) sets the count and
 * refetches the loaded pages; after the first subscription, page 1 and the count are fetched
 * again (what was made between the first fetch and the subscription was never pushed).
 */
export const activityRealtime: Required<RealtimeSetup> = {
  listeners: [
    defineListener<PushedNotification>({
      channel: 'user',
      event: REALTIME_EVENTS.notificationCreated,
      accept: isPushedNotification,
      apply({ queryClient, activeBranchId }, batch) {
        applyPushedNotifications(queryClient, activeBranchId, batch);
        invalidateNotifiedOrders(queryClient, batch);
      },
    }),
    defineListener<ReadElsewhere>({
      channel: 'branch',
      event: REALTIME_EVENTS.notificationsRead,
      accept: isReadElsewhere,
      async apply({ queryClient, userId }, batch) {
        // The server leaves out the socket that made the read (X-Socket-ID).
        const mine = batch.filter((event) => event.user_id === userId);
        const last = mine.at(-1);
        if (!last) return;
        setUnreadCount(queryClient, last.branch_id, last.unread_count);
        await refreshFeed(queryClient, last.branch_id);
      },
    }),
  ],
  afterFirstSubscribe: [
    async ({ queryClient, activeBranchId }) => {
      if (activeBranchId) await refreshFeed(queryClient, activeBranchId);
    },
  ],
};
