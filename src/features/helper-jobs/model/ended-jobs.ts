import { useEffect, useSyncExternalStore } from 'react';
import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { branchTimeZone, formatDate } from '@/platform/format';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { takenOffCrew, type JobGroup } from './buckets';

type HelperJob = HelperCompanyInvitation | HelperOutsourceOffer;

/**
 * A job she had accepted that the company ended for her: it took her off the crew (the crew
 * page's "Remove from crew", or the Cancel of her accepted application on its offer's page) or
 * cancelled the order. Her own "I can't make it" is not one (her invitation is then rejected,
 * her application withdrawn), nor a move (said as a move), nor an invitation she never
 * answered or an application the company never took. QA-211 H1: the job vanished from her
 * calendar with nothing shown.
 */
export function endedForHer(job: HelperJob): boolean {
  if ('my_application' in job) {
    const mine = job.my_application;
    if (mine?.status === 'accepted') return job.order.cancelled_at != null;
    // Answered (taken on) before it was cancelled: `responded_at`, as her invitation's.
    return mine?.status === 'cancelled' && mine.responded_at != null;
  }
  if (job.status !== 'cancelled' || job.responded_at == null || job.moved_to) return false;
  return takenOffCrew(job) || job.order.cancelled_at != null;
}

/** Her notice's sentence: "Lone Star Movers Austin took you off order #1014 (12/16/2026)." */
export function endedText(job: HelperJob): string {
  const when = formatDate(job.order.start_at, branchTimeZone(job.branch));
  const what = job.order.cancelled_at ? 'cancelled' : 'took you off';
  return `${job.branch.name} ${what} order #${job.order.number} (${when}).`;
}

/** One job ended for her: its group and id (where it opens), its order and when it ends. */
type JobRef = { group: JobGroup; id: number; order: number; end: string };
export type EndedJob = JobRef & { text: string };

const refOf = (group: JobGroup, job: HelperJob): JobRef => ({
  group,
  id: job.id,
  order: job.order.id,
  end: job.order.end_at,
});
const same = (a: Omit<JobRef, 'order' | 'end'>, b: Omit<JobRef, 'order' | 'end'>) =>
  a.group === b.group && a.id === b.id;

/**
 * What the Job page shows until she has seen it (opened its Order details, or the Cancelled
 * list of its group), and what she has seen, kept per user in localStorage so a reload or
 * another page keeps both. Filled as the company ends them, heard live by this device
 * (announce-listeners.ts), and from her Cancelled lists when the Job page opens
 * (rememberUnseen: a removal made while no tab of hers listened). A job over drops out of
 * what she has seen: no list brings it back.
 */
type Store = { jobs: EndedJob[]; seen: JobRef[] };
const key = (userId: number) => `helperEndedJobs:${userId}`;
const EMPTY: Store = { jobs: [], seen: [] };
const cache = new Map<number, { raw: string | null; store: Store }>();
const listeners = new Set<() => void>();

function read(userId: number): Store {
  const raw = localStorage.getItem(key(userId));
  const hit = cache.get(userId);
  if (hit && hit.raw === raw) return hit.store;
  const store = parsed(raw);
  cache.set(userId, { raw, store });
  return store;
}

function parsed(raw: string | null): Store {
  try {
    const value = raw ? (JSON.parse(raw) as Store) : EMPTY;
    return Array.isArray(value.jobs) && Array.isArray(value.seen) ? value : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(userId: number, store: Store): void {
  const now = Date.now();
  const seen = store.seen.filter((ref) => Date.parse(ref.end) > now);
  if (store.jobs.length === 0 && seen.length === 0) localStorage.removeItem(key(userId));
  else localStorage.setItem(key(userId), JSON.stringify({ jobs: store.jobs, seen }));
  listeners.forEach((listener) => listener());
}

/** Her jobs among `jobs` ended for her, not seen and not kept yet, kept: one write. */
function remember(userId: number, group: JobGroup, jobs: HelperJob[]): void {
  const store = read(userId);
  const known = [...store.jobs, ...store.seen];
  const added = jobs
    .filter((job) => !known.some((ref) => same(ref, { group, id: job.id })))
    .map((job) => ({ ...refOf(group, job), text: endedText(job) }));
  if (added.length > 0) write(userId, { ...store, jobs: [...store.jobs, ...added] });
}

/** Heard live: her job ended by the company (the caller has checked endedForHer). */
export function rememberEnded(userId: number, group: JobGroup, job: HelperJob): void {
  remember(userId, group, [job]);
}

/**
 * Read from a Cancelled list as the Job page opens: those ended for her that are not over
 * (a job past needs no warning: its Cancelled card says it) and that she has not seen on this
 * device. The rule is README's ("ended jobs she was not told of live").
 */
export function rememberUnseen(userId: number, group: JobGroup, jobs: HelperJob[]): void {
  const now = Date.now();
  remember(
    userId,
    group,
    jobs.filter((job) => endedForHer(job) && Date.parse(job.order.end_at) > now),
  );
}

/**
 * What seeing `shown` (one Order details, or a Cancelled list: `wholeGroup`) settles: the kept
 * jobs of their orders (the same job heard as the invitation it was, and read as the offer
 * that made it), or every kept one of the group; and the ended ones shown, as seen.
 */
function settled(store: Store, group: JobGroup, shown: HelperJob[], wholeGroup: boolean) {
  const ended = shown.filter(endedForHer).map((job) => refOf(group, job));
  const orders = new Set(ended.map((ref) => ref.order));
  const done = store.jobs.filter(
    (job) => orders.has(job.order) || (wholeGroup && job.group === group),
  );
  const fresh = [...ended, ...done].filter(
    (ref, i, all) =>
      !store.seen.some((seen) => same(seen, ref)) &&
      all.findIndex((other) => same(other, ref)) === i,
  );
  return { done, fresh };
}

function markSeen(userId: number, group: JobGroup, shown: HelperJob[], wholeGroup: boolean) {
  const store = read(userId);
  const { done, fresh } = settled(store, group, shown, wholeGroup);
  if (done.length === 0 && fresh.length === 0) return;
  write(userId, {
    jobs: store.jobs.filter((job) => !done.includes(job)),
    seen: [...store.seen, ...fresh.map(({ group, id, order, end }) => ({ group, id, order, end }))],
  });
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

/**
 * Seen on screen: `shown`, her Order details' job or (`wholeGroup`) a Cancelled list's jobs;
 * null: nothing yet (loading). Also what comes while the page is open: its toast came over
 * what she sees.
 */
export function useSeenOnScreen(group: JobGroup, shown: HelperJob[] | null, wholeGroup = false) {
  const { userId, store } = useStore();
  const pending = shown !== null && userId !== undefined;
  const { done, fresh } = pending ? settled(store, group, shown, wholeGroup) : NOTHING;
  const due = done.length + fresh.length > 0;
  useEffect(() => {
    if (due && shown !== null && userId !== undefined) markSeen(userId, group, shown, wholeGroup);
  }, [due, userId, group, shown, wholeGroup]);
}

const NOTHING = { done: [], fresh: [] };
