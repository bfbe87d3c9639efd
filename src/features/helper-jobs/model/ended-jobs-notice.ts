import { useEffect, useSyncExternalStore } from 'react';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import type { JobGroup } from './buckets';
import {
  EMPTY,
  endedForHer,
  listeners,
  read,
  remember,
  type EndedJob,
  type HelperJob,
  type Store,
} from './ended-jobs';

/*
 * The Job page's part of her ended jobs (ended-jobs.ts keeps them, with what her screens have
 * shown her): the notice's jobs, and what the page adds from her Cancelled lists. A file of its
 * own so that it goes with the Job page alone.
 */

/**
 * Read from a Cancelled list as the Job page opens: those ended for her that are not over
 * (a job past needs no warning: its Cancelled card says it) and that she has not seen on this
 * device. The rule is README's ("ended jobs she was not told of live").
 */
function rememberUnseen(userId: number, group: JobGroup, jobs: HelperJob[]): void {
  const now = Date.now();
  remember(
    userId,
    group,
    jobs.filter((job) => endedForHer(job) && Date.parse(job.order.end_at) > now),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of hers saw it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function useStore(): { userId: number | undefined; store: Store } {
  const userId = useAppSelector(selectUser)?.id;
  const store = useSyncExternalStore(subscribe, () =>
    userId === undefined ? EMPTY : read(userId),
  );
  return { userId, store };
}

/** Her jobs ended by the company that she has not seen yet (oldest first), one per order. */
export function useEndedJobs(): EndedJob[] {
  const { jobs } = useStore().store;
  return jobs.filter((job, i) => jobs.findIndex((other) => other.order === job.order) === i);
}

/** The Job page: her Cancelled lists' first pages as read (undefined while they load). */
export function useRememberUnseen(group: JobGroup, jobs: HelperJob[] | undefined): void {
  const userId = useAppSelector(selectUser)?.id;
  useEffect(() => {
    if (userId !== undefined && jobs) rememberUnseen(userId, group, jobs);
  }, [userId, group, jobs]);
}
