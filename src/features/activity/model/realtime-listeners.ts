import { announce } from '@/platform/browser-notifications';
import { defineListener, REALTIME_EVENTS, type RealtimeSetup } from '@/platform/realtime';
import { href } from '@/platform/routing';
import {
  applyPushedNotifications,
  invalidateNotifiedOrders,
  refreshFeed,
  setUnreadCount,
} from '../api/cache';
import { notificationTarget } from './notification-target';
import {
  isPushedNotification,
  isReadElsewhere,
  type PushedNotification,
  type ReadElsewhere,
} from './realtime-events';

/** Listed for the company on its Browser notifications card (notification-settings-page.tsx). */
const ANNOUNCED_KINDS = new Set<string>([
  'invitation_accepted',
  'invitation_rejected',
  'branch_invitation_accepted',
  'branch_invitation_rejected',
  'outsourcing_application',
  // 7/8: a crew member who can't make it or took time off over the job: a spot to fill.
  'crew_dropped_out',
  'crew_time_off',
  // On the day: a crew member on the way, or running late.
  'crew_on_my_way',
]);

/**
 * The urgent few, shown in a tab in front as a warning toast with "Open crew" (QA 164 M2): a
 * crew member who can't make it, a declined invitation. A spot is open again, maybe this week.
 */
const SHOWN_KINDS = new Set<string>(['crew_dropped_out', 'invitation_rejected']);

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
    // 8/8: answers to the company's invitations, applications to its offers, and a crew
    // member dropping out or taking time off over a job reach a dispatcher whose tab is in
    // the background as browser notifications (when opted in); a tab in front says them in
    // its live region (QA 121 M2). Each is the other side's act: her own are not pushed back.
    defineListener<PushedNotification>({
      channel: 'user',
      event: REALTIME_EVENTS.notificationCreated,
      accept: isPushedNotification,
      apply({ userId }, batch) {
        for (const { notification } of batch) {
          if (!ANNOUNCED_KINDS.has(notification.kind)) continue;
          const target = notificationTarget(notification);
          const shown = SHOWN_KINDS.has(notification.kind) && target !== null;
          announce(userId, {
            title: notification.title,
            body: notification.body,
            path: target ?? href('company-activity'),
            tag: `notification-${notification.id}`,
            plural: shown ? 'crew changes' : 'new activities',
            shown: shown
              ? {
                  action: 'Open crew',
                  summaryAction: 'Open Activity',
                  summaryPath: href('company-activity'),
                }
              : undefined,
          });
        }
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
  // A connection back refetches what is on screen (the realtime saga's refetchMissed).
  afterResubscribe: [],
};
