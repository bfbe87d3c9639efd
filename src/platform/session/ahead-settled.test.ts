import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AHEAD_META } from '@/platform/api/query-client';
import { aheadSettled } from './active-branch.saga';

/** A query function that answers when told to. */
function held<T>(value: T) {
  let answer!: () => void;
  const answered = new Promise<void>((r) => (answer = r));
  return { answer, queryFn: () => answered.then(() => value) };
}

/** Records the moment `promise` resolves, by a flag the test reads. */
function watch(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

const aTask = () => new Promise((r) => setTimeout(r, 0));
/** The cache's word, then the task aheadSettled waits to believe it. */
const twoTasks = async () => {
  await aTask();
  await aTask();
};

describe('aheadSettled: the wait of a reload for the data asked for with get-me', () => {
  it('waits for a query asked for once another has answered (a branch, then its areas)', async () => {
    const queryClient = new QueryClient();
    const details = held({ areaIds: [7] });
    const areas = held(['Travis County, TX']);
    // As the branch page's prefetch does: its areas are asked for in the details' callback.
    void queryClient
      .fetchQuery({ queryKey: ['details'], queryFn: details.queryFn, meta: AHEAD_META })
      .then(() =>
        queryClient.fetchQuery({ queryKey: ['areas'], queryFn: areas.queryFn, meta: AHEAD_META }),
      );
    const wait = watch(aheadSettled(queryClient, 10_000));
    details.answer();
    await twoTasks();
    expect(queryClient.getQueryState(['areas'])?.fetchStatus).toBe('fetching');
    expect(wait.settled).toBe(false);
    areas.answer();
    await twoTasks();
    expect(wait.settled).toBe(true);
  });

  it('resolves a task after the last one answers when none follows', async () => {
    const queryClient = new QueryClient();
    const feed = held([]);
    void queryClient.fetchQuery({ queryKey: ['feed'], queryFn: feed.queryFn, meta: AHEAD_META });
    const wait = watch(aheadSettled(queryClient, 10_000));
    await aTask();
    expect(wait.settled).toBe(false);
    feed.answer();
    await twoTasks();
    expect(wait.settled).toBe(true);
  });

  it('does not wait for queries not asked for ahead', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['other'], queryFn: held(0).queryFn });
    const wait = watch(aheadSettled(queryClient, 10_000));
    await twoTasks();
    expect(wait.settled).toBe(true);
  });

  it('stops waiting after its bound, with a query still out', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: held(0).queryFn, meta: AHEAD_META });
    const wait = watch(aheadSettled(queryClient, 20));
    await aTask();
    expect(wait.settled).toBe(false);
    await new Promise((r) => setTimeout(r, 40));
    expect(wait.settled).toBe(true);
  });
});
