import { announce, isOptedIn } from '@/platform/browser-notifications';
import {
  CHANGE_EVENTS,
  defineListener,
  isOrderInvitationChanged,
  isOutsourceOfferChanged,
  type OrderInvitationChanged,
  type OutsourceOfferChanged,
  type RealtimeContext,
  type RealtimeSetup,
} from '@/platform/realtime';
import { readHelperItem, readNotificationSettings } from '../api/announcement-data';
import {
  announcementFor,
  madeSince,
  ruleFor,
  settingsAllow,
  type HelperItemKind,
} from './announcements';

/** The last status this page heard for each item (per user), to tell new from changed. */
const heard = new Map<string, string>();
/**
 * Since when this page listens on each user's channel, from its first subscription: items
 * made before are not "new" (model/announcements.ts). Not the module's load: a page open
 * since before a seed or a sign-in took the older items of that seed or that user for news.
 */
const listeningSince = new Map<number, number>();

async function announceChanges(
  { queryClient, userId }: RealtimeContext,
  kind: HelperItemKind,
  batch: Array<{ id: number; status: string }>,
): Promise<void> {
  for (const event of batch) {
    const key = `${userId}:${kind}:${event.id}`;
    const rule = ruleFor(kind, event.status, heard.get(key));
    heard.set(key, event.status);
    if (!rule || document.visibilityState === 'visible' || !isOptedIn(userId)) continue;
    if (!settingsAllow(await readNotificationSettings(queryClient), rule.topic)) continue;
    const item = await readHelperItem(queryClient, kind, event.id);
    if (rule.isNew && !madeSince(item, listeningSince.get(userId) ?? Date.now())) continue;
    announce(userId, announcementFor(kind, event.id, rule, item));
  }
}

/** Browser notifications of a helper's invitations and offers (8/8). */
export const helperJobsRealtime: Required<
  Pick<RealtimeSetup, 'listeners' | 'afterFirstSubscribe'>
> = {
  listeners: [
    defineListener<OrderInvitationChanged>({
      channel: 'user',
      event: CHANGE_EVENTS.orderInvitationChanged,
      accept: isOrderInvitationChanged,
      apply: (context, batch) => announceChanges(context, 'invitation', batch),
    }),
    defineListener<OutsourceOfferChanged>({
      channel: 'user',
      event: CHANGE_EVENTS.outsourceOfferChanged,
      accept: isOutsourceOfferChanged,
      apply: (context, batch) => announceChanges(context, 'offer', batch),
    }),
  ],
  afterFirstSubscribe: [
    ({ userId }) => {
      listeningSince.set(userId, Date.now());
    },
  ],
};
