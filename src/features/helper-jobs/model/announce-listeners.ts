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
import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  JobTimes,
} from '@/platform/api/generated/model';
import {
  countsRead,
  readCountsAgain,
  readHelperItem,
  readNewItems,
  readNotificationSettings,
  shownTimes,
} from '../api/announcement-data';
import {
  announcementFor,
  changedSince,
  madeSince,
  movedOnScreen,
  moveOf,
  MOVED_RULE,
  repriceOf,
  REPRICED_RULE,
  ruleFor,
  settingsAllow,
  type HelperItemKind,
} from './announcements';
import { isAsked } from './asked';
import { offerListed } from './buckets';
import { endedForHer, rememberEnded } from './ended-jobs';
import { askToldWithChange, tellingUntil } from './told-asks';

/**
 * What one app has heard on its helper's channel, kept with that app (createHelperJobsRealtime):
 * a page has one app, and each of the tests' apps, which share this module, starts from
 * nothing (kept in the module, an invitation an earlier test's app had heard withdrawn was no
 * news when a later test invited her again: issue 26, the tests shuffled).
 */
type Memory = {
  /** The last status this page heard for each item (per user), to tell new from changed. */
  heard: Map<string, string>;
  /**
   * Since when this page listens on each user's channel, from its first subscription: items
   * made before are not "new" (model/announcements.ts). Not the app's start: a page open
   * since before a seed or a sign-in took the older items of that seed or that user for news.
   */
  listeningSince: Map<number, number>;
  /** The last move and pay change this page heard of for each accepted job (per user). */
  movesHeard: Map<string, string>;
  repricesHeard: Map<string, string>;
  /** The end of the last push's turn (inTurn). */
  told: Promise<void>;
};

/** Whether `value` is news for `key` in `heard`, which then holds it. */
function newTo(heard: Map<string, string>, key: string, value: string | null): boolean {
  if (!value || heard.get(key) === value) return false;
  heard.set(key, value);
  return true;
}

type HelperItem = HelperCompanyInvitation | HelperOutsourceOffer;

/** An invitation she has not answered (not an offer: her lists hold those she may never take). */
const unanswered = (item: HelperItem | undefined): boolean =>
  !!item && !('my_application' in item) && item.status === 'pending';

/**
 * A job of hers that the company moved or repriced: an accepted one's move and pay change
 * (told once per new time or rate; a move and a pay change heard together: the move), and any
 * job whose times changed while a screen showed it (`shown`: the times it showed; QA-221 L3:
 * her open Order details took an invitation's new times, and a screen reader heard nothing,
 * its live region still saying the old ones). In view, said in the live region; in the
 * background, a browser notification if she opted in and her settings allow.
 */
async function announceUpdate(
  memory: Memory,
  { queryClient, userId }: RealtimeContext,
  kind: HelperItemKind,
  id: number,
  key: string,
  seen: boolean,
  shown: JobTimes | undefined,
): Promise<void> {
  const item = await readHelperItem(queryClient, kind, id, { fresh: true });
  // In the background too, an invitation she has not answered, moved since her screens
  // showed it: it keeps no times she agreed to, so the move is told from those (as in view).
  const onScreen = seen || unanswered(item) ? movedOnScreen(item, shown) : null;
  // A change of the job, not of the item: a job taken through an offer is both her
  // invitation and her offer, each pushed (QA: "2 new updates" for one move).
  const job = item ? `${userId}:order:${item.order.id}` : key;
  const moved = newTo(memory.movesHeard, job, moveOf(item) ?? onScreen);
  const repriced = newTo(memory.repricesHeard, job, repriceOf(item));
  if (!moved && !repriced) return;
  const rule = moved ? MOVED_RULE : REPRICED_RULE;
  // A move from before this page listened (a reload, the demo's moved job) was on her
  // screens already: her invitation has not changed since. One her screen showed is news.
  const since = memory.listeningSince.get(userId) ?? Date.now();
  const stale = item && 'updated_at' in item && !changedSince(item.updated_at, since);
  if (stale && !onScreen) return;
  // Seen as it came but hidden since: nobody heard it, and her settings were not asked.
  if (seen && document.visibilityState !== 'visible') return;
  if (!seen && !settingsAllow(await readNotificationSettings(queryClient), rule.topic)) return;
  announce(userId, announcementFor(kind, id, rule, item));
  // A move or a cut asks her confirmation again: said by these words, not by her count's
  // growth as well (told-asks.ts: the two were "2 new updates").
  if (item?.bucket === 'accepted' && isAsked(item.confirmation)) {
    askToldWithChange(queryClient, userId, countsRead(queryClient));
    readCountsAgain(queryClient);
  }
}

/**
 * Pushes are told in the order they came, each once the one before has read what it needed:
 * a second push of an item waits for what the first found out (its status, its move). Read
 * side by side, a move she saw in view was told once the page was hidden, if its read took
 * longer than her switch away (a loaded machine, 2026-11-30).
 */
function inTurn(memory: Memory, task: () => Promise<void>): Promise<void> {
  const turn = memory.told.then(task);
  memory.told = turn.catch(() => undefined);
  return turn;
}

function announceChanges(
  memory: Memory,
  context: RealtimeContext,
  kind: HelperItemKind,
  batch: Array<{ id: number; status: string }>,
): Promise<void> {
  // In view as it came: she saw it on screen, whatever the page is by the time it is read.
  const seen = document.visibilityState === 'visible';
  // What her screens show as it comes, before the push refreshes them (a move made in view).
  const shown = new Map(
    batch.map((event) => [event.id, shownTimes(context.queryClient, kind, event.id)]),
  );
  const turn = inTurn(memory, () => tellChanges(memory, context, kind, batch, seen, shown));
  // What the count of jobs to confirm, refetched for these pushes, waits for (told-asks.ts).
  tellingUntil(context.queryClient, memory.told);
  return turn;
}

async function tellChanges(
  memory: Memory,
  context: RealtimeContext,
  kind: HelperItemKind,
  batch: Array<{ id: number; status: string }>,
  seen: boolean,
  shown: ReadonlyMap<number, JobTimes | undefined> = new Map(),
): Promise<void> {
  const { queryClient, userId } = context;
  const { heard, listeningSince } = memory;
  for (const event of batch) {
    const key = `${userId}:${kind}:${event.id}`;
    const previous = heard.get(key);
    const rule = ruleFor(kind, event.status, previous);
    heard.set(key, event.status);
    // In view, announce() says it in the live region, opted in or not (QA 121 M2); in the
    // background only a notification she opted into and her settings allow tells her.
    const optedIn = isOptedIn(userId);
    // A job of hers the company may have ended is read whatever the tab: the Job page keeps
    // its notice until she has seen it (ended-jobs.ts; QA-211 H1).
    const mayEnd = kind === 'invitation' && event.status === 'cancelled' && rule !== null;
    if (!seen && !optedIn && !mayEnd) continue;
    // The same status again: the job itself changed (its times, its pay).
    const times = shown.get(event.id);
    const update = () => announceUpdate(memory, context, kind, event.id, key, seen, times);
    // An invitation she has not answered, its times on her screens: a move of it is told in
    // the background too, as her accepted jobs' are (the company's save says she is told).
    const unanswered = kind === 'invitation' && event.status === 'pending' && !!times;
    if (!rule) {
      const accepted = kind === 'invitation' && event.status === 'accepted';
      if (((accepted || unanswered) && optedIn) || (seen && (accepted || times))) await update();
      continue;
    }
    // As the server has it now: an open page's cached copy is from before the change (QA
    // helper-172 M1: her open invitation, withdrawn, was told as "Job cancelled" from it).
    const item = await readHelperItem(queryClient, kind, event.id, { fresh: true });
    // An offer in none of her lists (its order hers already, or one she never answered that
    // ended) is pushed to her too, its details being readable: no news unless her screens
    // showed it (QA-230 L1: "New outsourcing offer" of an order she was invited to).
    if (item && 'my_application' in item && !offerListed(item) && !times) continue;
    const since = listeningSince.get(userId) ?? Date.now();
    if (rule.isNew && !madeSince(item, since)) {
      // No news, first heard here as its job changed (an older invitation moved while open,
      // or in the background: optedIn, as above).
      if ((seen && times) || unanswered) await update();
      continue;
    }
    // An item this page never heard of, pushed again with a status it had before the page
    // listened (a reload; the same order invited again pushes its older invitations too):
    // no news. QA 2026-12-04: every earlier "Invitation moved" was told again after a reload.
    const stale = item && 'updated_at' in item && !changedSince(item.updated_at, since);
    if (!rule.isNew && previous === undefined && stale) continue;
    if (mayEnd && item && !('my_application' in item) && endedForHer(item))
      rememberEnded(userId, 'company', item);
    if (!seen && !optedIn) continue;
    if (!seen && !settingsAllow(await readNotificationSettings(queryClient), rule.topic)) continue;
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
async function catchUp(memory: Memory, context: RealtimeContext): Promise<void> {
  const { queryClient, userId } = context;
  if (!isOptedIn(userId)) return;
  for (const kind of ['invitation', 'offer'] as const) {
    const unheard = (await readNewItems(queryClient, kind))
      .filter((item) => !memory.heard.has(`${userId}:${kind}:${item.id}`))
      .map((item) => ({ id: item.id, status: item.status }));
    if (unheard.length > 0) await announceChanges(memory, context, kind, unheard);
  }
}

/** Browser notifications of a helper's invitations and offers (8/8), for one app. */
export function createHelperJobsRealtime(): Required<
  Pick<RealtimeSetup, 'listeners' | 'afterFirstSubscribe' | 'afterResubscribe'>
> {
  const memory: Memory = {
    heard: new Map(),
    listeningSince: new Map(),
    movesHeard: new Map(),
    repricesHeard: new Map(),
    told: Promise.resolve(),
  };
  return {
    listeners: [
      defineListener<OrderInvitationChanged>({
        channel: 'user',
        event: CHANGE_EVENTS.orderInvitationChanged,
        accept: isOrderInvitationChanged,
        apply: (context, batch) => announceChanges(memory, context, 'invitation', batch),
      }),
      defineListener<OutsourceOfferChanged>({
        channel: 'user',
        event: CHANGE_EVENTS.outsourceOfferChanged,
        accept: isOutsourceOfferChanged,
        apply: (context, batch) => announceChanges(memory, context, 'offer', batch),
      }),
    ],
    afterFirstSubscribe: [
      ({ userId }) => {
        memory.listeningSince.set(userId, Date.now());
        // What this app heard in an earlier session (a sign-out and in again) is not what
        // this one has heard.
        for (const map of [memory.heard, memory.movesHeard, memory.repricesHeard])
          for (const key of map.keys()) if (key.startsWith(`${userId}:`)) map.delete(key);
      },
    ],
    afterResubscribe: [(context) => catchUp(memory, context)],
  };
}
