import { refresh, uniqueRefreshes, type Refresh } from '@/platform/api/cache';
import { EVENT_CHANGES } from '@/platform/api/event-changes';
import {
  CHANGE_EVENTS,
  isBranchInvitationChanged,
  isMemberTimeOffChanged,
  isOfferApplicationChanged,
  isOrderChanged,
  isOrderInvitationChanged,
  isOutsourceOfferChanged,
  isRosterChanged,
} from './events';
import { defineListener, type RealtimeListener } from './listeners';

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
  [CHANGE_EVENTS.memberTimeOffChanged]: isMemberTimeOffChanged,
  [CHANGE_EVENTS.rosterChanged]: isRosterChanged,
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

/** One listener per row of the table: a burst refreshes each query once. */
export const refreshListeners: RealtimeListener[] = (['user', 'branch'] as const).flatMap(
  (channel) =>
    Object.keys(EVENT_CHANGES[channel]).map((event) =>
      defineListener<unknown>({
        channel,
        event,
        accept: (data): data is unknown => guards[event]!(data),
        async apply({ queryClient }, batch) {
          await refresh(
            queryClient,
            batch.flatMap((payload) => refreshesFor(channel, event, payload)),
          );
        },
      }),
    ),
);
