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
import { readHelperItem, readNewItems, readNotificationSettings } from '../api/announcement-data';
import {
  announcementFor,
  changedSince,
  madeSince,
  moveOf,
  MOVED_RULE,
  repriceOf,
  REPRICED_RULE,
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
/** The last move and pay change this page heard of for each accepted job (per user). */
const movesHeard = new Map<string, string>();
const repricesHeard = new Map<string, string>();

/** Whether `value` is news for `key` in `heard`, which then holds it. */
function newTo(heard: Map<string, string>, key: string, value: string | null): boolean {
  if (!value || heard.get(key) === value) return false;
  heard.set(key, value);
  return true;
}

/**
 * An accepted job of hers that the company moved or repriced: told once per new time or
 * rate (a move and a pay change heard together: the move), and not at all when the change
 * came while the page was in view (she saw it on screen).
 */
async function announceUpdate(
  { queryClient, userId }: RealtimeContext,
  kind: HelperItemKind,
  id: number,
  key: string,
  seen: boolean,
): Promise<void> {
  const item = await readHelperItem(queryClient, kind, id, { fresh: true });
  const moved = newTo(movesHeard, key, moveOf(item));
  const repriced = newTo(repricesHeard, key, repriceOf(item));
  if (!moved && !repriced) return;
  const rule = moved ? MOVED_RULE : REPRICED_RULE;
  // A move from before this page listened (a reload, the demo's moved job) was on her
  // screens already: her invitation has not changed since.
  const since = listeningSince.get(userId) ?? Date.now();
  if (item && 'updated_at' in item && !changedSince(item.updated_at, since)) return;
  if (seen) return;
  if (!settingsAllow(await readNotificationSettings(queryClient), rule.topic)) return;
  announce(userId, announcementFor(kind, id, rule, item));
}

/**
 * Pushes are told in the order they came, each once the one before has read what it needed:
 * a second push of an item waits for what the first found out (its status, its move). Read
 * side by side, a move she saw in view was told once the page was hidden, if its read took
 * longer than her switch away (a loaded machine, 2026-11-30).
 */
let told: Promise<void> = Promise.resolve();
function inTurn(task: () => Promise<void>): Promise<void> {
  const turn = told.then(task);
  told = turn.catch(() => undefined);
  return turn;
}

function announceChanges(
  context: RealtimeContext,
  kind: HelperItemKind,
  batch: Array<{ id: number; status: string }>,
): Promise<void> {
  // In view as it came: she saw it on screen, whatever the page is by the time it is read.
  const seen = document.visibilityState === 'visible';
  return inTurn(() => tellChanges(context, kind, batch, seen));
}

async function tellChanges(
  context: RealtimeContext,
  kind: HelperItemKind,
  batch: Array<{ id: number; status: string }>,
  seen: boolean,
): Promise<void> {
  const { queryClient, userId } = context;
  for (const event of batch) {
    const key = `${userId}:${kind}:${event.id}`;
    const previous = heard.get(key);
    const rule = ruleFor(kind, event.status, previous);
    heard.set(key, event.status);
    // In view, announce() says it in the live region, opted in or not (QA 121 M2); in the
    // background only a notification she opted into and her settings allow tells her.
    const optedIn = isOptedIn(userId);
    if (!seen && !optedIn) continue;
    if (!rule && kind === 'invitation' && event.status === 'accepted') {
      if (optedIn) await announceUpdate(context, kind, event.id, key, seen);
      continue;
    }
    if (!rule) continue;
    if (!seen && !settingsAllow(await readNotificationSettings(queryClient), rule.topic)) continue;
    // As the server has it now: an open page's cached copy is from before the change (QA
    // helper-172 M1: her open invitation, withdrawn, was told as "Job cancelled" from it).
    const item = await readHelperItem(queryClient, kind, event.id, { fresh: true });
    const since = listeningSince.get(userId) ?? Date.now();
    if (rule.isNew && !madeSince(item, since)) continue;
    // An item this page never heard of, pushed again with a status it had before the page
    // listened (a reload; the same order invited again pushes its older invitations too):
    // no news. QA 2026-12-04: every earlier "Invitation moved" was told again after a reload.
    const stale = item && 'updated_at' in item && !changedSince(item.updated_at, since);
    if (!rule.isNew && previous === undefined && stale) continue;
    // Seen as it came but hidden since: her settings were not asked, so no notification.
    if (seen && document.visibilityState !== 'visible') continue;
    announce(userId, announcementFor(kind, event.id, rule, item));
  }
}

/**
 * A lost connection came back: what was pushed meanwhile was not (Pusher does not replay).
 * Her new invitations and offers are read, and each this page has not heard of is told as its
 * push would have been (made since the page listened, her settings, the tab in the
 * background). QA 2026-12-04: an invitation sent while the socket was down was listed once
 * it came back, and never told.
 */
async function catchUp(context: RealtimeContext): Promise<void> {
  const { queryClient, userId } = context;
  if (!isOptedIn(userId)) return;
  for (const kind of ['invitation', 'offer'] as const) {
    const unheard = (await readNewItems(queryClient, kind))
      .filter((item) => !heard.has(`${userId}:${kind}:${item.id}`))
      .map((item) => ({ id: item.id, status: item.status }));
    if (unheard.length > 0) await announceChanges(context, kind, unheard);
  }
}

/** Browser notifications of a helper's invitations and offers (8/8). */
export const helperJobsRealtime: Required<
  Pick<RealtimeSetup, 'listeners' | 'afterFirstSubscribe' | 'afterResubscribe'>
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
      // What an earlier app of this page heard (a sign-out and in again, or the tests' apps,
      // which share this module) is not what this one has heard.
      for (const map of [heard, movesHeard, repricesHeard])
        for (const key of map.keys()) if (key.startsWith(`${userId}:`)) map.delete(key);
    },
  ],
  afterResubscribe: [catchUp],
};
