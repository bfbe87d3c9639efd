import { refresh, uniqueRefreshes, type Refresh } from '@/platform/api/cache';
import { EVENT_CHANGES } from '@/platform/api/event-changes';
import {
  CHANGE_EVENTS,
  isBranchChanged,
  isBranchInvitationChanged,
  isCompanyChanged,
  isEmployeeChanged,
  isHelperReviewChanged,
  isMemberTimeOffChanged,
  isOfferApplicationChanged,
  isOrderChanged,
  isOrderInvitationChanged,
  isOutsourceOfferChanged,
  isRosterChanged,
  isSubscriptionChanged,
} from './events';
import { defineListener, type RealtimeContext, type RealtimeListener } from './listeners';

/**
 * Pushed changes refresh what platform/api/event-changes's EVENT_CHANGES says (the one table of what
 * each change refreshes); this file checks each payload and batches a burst.
 */
const guards: Record<string, (value: unknown) => boolean> = {
  [CHANGE_EVENTS.orderInvitationChanged]: isOrderInvitationChanged,
  [CHANGE_EVENTS.outsourceOfferChanged]: isOutsourceOfferChanged,
  [CHANGE_EVENTS.offerApplicationChanged]: isOfferApplicationChanged,
  [CHANGE_EVENTS.branchInvitationChanged]: isBranchInvitationChanged,
  [CHANGE_EVENTS.orderChanged]: isOrderChanged,
  [CHANGE_EVENTS.employeeChanged]: isEmployeeChanged,
  [CHANGE_EVENTS.memberTimeOffChanged]: isMemberTimeOffChanged,
  [CHANGE_EVENTS.rosterChanged]: isRosterChanged,
  [CHANGE_EVENTS.helperReviewChanged]: isHelperReviewChanged,
  [CHANGE_EVENTS.branchChanged]: isBranchChanged,
  [CHANGE_EVENTS.subscriptionChanged]: isSubscriptionChanged,
  [CHANGE_EVENTS.companyChanged]: isCompanyChanged,
};

/** What one pushed change refreshes (deduplicated), or nothing for an unknown event. */
export function refreshesFor(
  channel: 'user' | 'branch',
  event: string,
  payload: unknown,
): Refresh[] {
  const entry = (EVENT_CHANGES[channel] as Record<string, (p: unknown) => Refresh[]>)[event];
  if (!entry || !guards[event]?.(payload)) return [];
  return uniqueRefreshes(entry(payload));
}

/**
 * The refreshes of one burst's rows, made once every row of it has added its own: the realtime
 * saga starts a burst's listeners together (applyPushed), each with the burst's context, so
 * they all add theirs before the first await. An order invitation's answer and its order's
 * change (one burst, the same queries) were two rounds of refetches, one after the other.
 */
type BurstRefresh = { refreshes: Refresh[]; done: Promise<void> };
const burstRefreshes = new WeakMap<RealtimeContext, BurstRefresh>();

function refreshWithBurst(context: RealtimeContext, refreshes: Refresh[]): Promise<void> {
  const pending = burstRefreshes.get(context);
  if (pending) {
    pending.refreshes.push(...refreshes);
    return pending.done;
  }
  const ofBurst = [...refreshes];
  // Made in a microtask: after the burst's other rows, which run in the same task, added theirs.
  const done = Promise.resolve().then(() => {
    burstRefreshes.delete(context);
    return refresh(context.queryClient, ofBurst);
  });
  burstRefreshes.set(context, { refreshes: ofBurst, done });
  return done;
}

/** One listener per row of the table: a burst refreshes each query once. */
export const refreshListeners: RealtimeListener[] = (['user', 'branch'] as const).flatMap(
  (channel) =>
    Object.keys(EVENT_CHANGES[channel]).map((event) =>
      defineListener<unknown>({
        channel,
        event,
        accept: (data): data is unknown => guards[event]!(data),
        apply: (context, batch) =>
          refreshWithBurst(
            context,
            batch.flatMap((payload) => refreshesFor(channel, event, payload)),
          ),
      }),
    ),
);
