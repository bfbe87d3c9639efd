import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { runSaga } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { CHANGE_EVENTS } from './events';
import { defineListener, type RealtimeListener } from './listeners';
import { applyPushed } from './realtime.saga';
import { refreshListeners } from './refresh-table';

/** Runs the saga's handling of one burst, as the branch channel's loop does. */
function applyBurst(
  queryClient: QueryClient,
  pushed: Array<{ listener: RealtimeListener; payload: unknown }>,
) {
  return runSaga(
    {
      getState: () => ({ activeBranch: { activeBranchId: 2 } }),
      context: { queryClient },
    },
    applyPushed,
    pushed,
    1,
  ).toPromise();
}

describe('realtime saga: a burst of pushes', () => {
  it('starts its listeners together: one waiting on a refetch holds no other', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const slow = defineListener<number>({
      channel: 'branch',
      event: 'slow',
      accept: (data): data is number => typeof data === 'number',
      async apply(_context, batch) {
        order.push(`slow ${batch.join(',')}`);
        await held;
        order.push('slow done');
      },
    });
    const quick = defineListener<number>({
      channel: 'branch',
      event: 'quick',
      accept: (data): data is number => typeof data === 'number',
      apply(_context, batch) {
        order.push(`quick ${batch.join(',')}`);
      },
    });
    let ended = false;
    const burst = applyBurst(new QueryClient(), [
      { listener: slow, payload: 1 },
      { listener: quick, payload: 2 },
      { listener: slow, payload: 3 },
    ]).then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Oldest event first, each listener once with its batch; the burst waits for the slow one.
    expect(order).toEqual(['slow 1,3', 'quick 2']);
    expect(ended).toBe(false);
    release();
    await burst;
    expect(order).toEqual(['slow 1,3', 'quick 2', 'slow done']);
  });

  it("an answered invitation and its order's change, in one burst, refetch the order's shown queries once", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetched: string[] = [];
    const shown = (queryKey: QueryKey) => {
      const observer = new QueryObserver(queryClient, {
        queryKey,
        queryFn: async () => {
          fetched.push(String(queryKey[0]));
          return { data: fetched.length };
        },
        staleTime: Infinity,
      });
      return observer.subscribe(() => undefined);
    };
    const stops = [shown(['/orders/9/current-crew']), shown(['/company-branches/2/orders'])];
    await expect.poll(() => fetched.length).toBe(2);
    fetched.length = 0;
    const row = (event: string) =>
      refreshListeners.find((l) => l.channel === 'branch' && l.event === event)!;
    await applyBurst(queryClient, [
      {
        listener: row(CHANGE_EVENTS.orderInvitationChanged),
        payload: { id: 5, order_id: 9, branch_id: 2, status: 'accepted' },
      },
      { listener: row(CHANGE_EVENTS.orderChanged), payload: { id: 9, branch_id: 2 } },
    ]);
    expect(fetched.sort()).toEqual(['/company-branches/2/orders', '/orders/9/current-crew']);
    expect(queryClient.getQueryData(['/orders/9/current-crew'])).toBeDefined();
    // A burst after it refreshes again (rows of separate bursts are never merged).
    await applyBurst(queryClient, [
      { listener: row(CHANGE_EVENTS.orderChanged), payload: { id: 9, branch_id: 2 } },
    ]);
    expect(fetched.filter((key) => key === '/orders/9/current-crew')).toHaveLength(2);
    stops.forEach((stop) => stop());
  });
});
