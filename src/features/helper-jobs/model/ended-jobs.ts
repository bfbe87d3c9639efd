import { useEffect } from 'react';
import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { branchTimeZone, formatDate } from '@/platform/format';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { jobOpensAt, takenOffCrew, type JobGroup } from './buckets';

export type HelperJob = HelperCompanyInvitation | HelperOutsourceOffer;

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

/** An invitation an offer application of hers made is kept as that offer (jobOpensAt). */
const refOf = (group: JobGroup, job: HelperJob): JobRef => ({
  ...jobOpensAt(group, job),
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
 * (ended-jobs-notice.ts: a removal made while no tab of hers listened). A job over drops out
 * of what she has seen: no list brings it back. This file goes with the realtime listeners,
 * which every page loads: the Job page's own part is in that one.
 */
export type Store = { jobs: EndedJob[]; seen: JobRef[] };
const key = (userId: number) => `helperEndedJobs:${userId}`;
export const EMPTY: Store = { jobs: [], seen: [] };
const cache = new Map<number, { raw: string | null; store: Store }>();
export const listeners = new Set<() => void>();

export function read(userId: number): Store {
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
export function remember(userId: number, group: JobGroup, jobs: HelperJob[]): void {
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
 * What seeing `shown` (one Order details, or a Cancelled list: `wholeGroup`) settles: the kept
 * jobs of their orders (the same job heard as the invitation it was, and read as the offer
 * that made it), or every kept one of the group, leave the notice; those and the ended ones
 * shown are seen.
 */
function markSeen(userId: number, group: JobGroup, shown: HelperJob[], wholeGroup: boolean) {
  const store = read(userId);
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
  if (done.length + fresh.length > 0)
    write(userId, {
      jobs: store.jobs.filter((job) => !done.includes(job)),
      seen: [...store.seen, ...fresh],
    });
}

/**
 * Seen on screen: `shown`, her Order details' job or (`wholeGroup`) a Cancelled list's page;
 * undefined while it loads. Run again as it is read again: what comes while the page is open
 * (its toast came over what she sees) is seen once the page shows it, and a push heard after
 * that finds it seen already (remember).
 */
export function useSeenOnScreen(
  group: JobGroup,
  shown: HelperJob | HelperJob[] | undefined,
  wholeGroup = false,
): void {
  const userId = useAppSelector(selectUser)?.id;
  useEffect(() => {
    if (userId === undefined || !shown) return;
    markSeen(userId, group, Array.isArray(shown) ? shown : [shown], wholeGroup);
  }, [userId, group, shown, wholeGroup]);
}
