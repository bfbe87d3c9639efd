import { useEffect, useSyncExternalStore } from 'react';
import type { HelperCompanyInvitation } from '@/platform/api/generated/model';
import { branchTimeZone, formatDate } from '@/platform/format';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { takenOffCrew } from './buckets';

/**
 * A job she had accepted that the company ended for her: it took her off the crew (the crew
 * page's "Remove from crew") or cancelled the order. Her own "I can't make it" is not one (her
 * invitation is then rejected, not cancelled), nor a move (said as a move), nor an invitation
 * she never answered. QA-211 H1: the job vanished from her calendar with nothing shown.
 */
export function endedForHer(job: HelperCompanyInvitation): boolean {
  if (job.status !== 'cancelled' || job.responded_at == null || job.moved_to) return false;
  return takenOffCrew(job) || job.order.cancelled_at != null;
}

/** Her notice's sentence: "Lone Star Movers Austin took you off order #1014 (12/16/2026)." */
export function endedText(job: HelperCompanyInvitation): string {
  const when = formatDate(job.order.start_at, branchTimeZone(job.branch));
  const what = job.order.cancelled_at ? 'cancelled' : 'took you off';
  return `${job.branch.name} ${what} order #${job.order.number} (${when}).`;
}

export type EndedJob = { id: number; text: string };

/**
 * What the Job page shows until she has seen it (opened its Order details, or her Company
 * invitations' Cancelled list): heard live by this device (announce-listeners.ts), kept per
 * user in localStorage so a reload or another page keeps it.
 */
const key = (userId: number) => `helperEndedJobs:${userId}`;
const NONE: EndedJob[] = [];
const cache = new Map<number, { raw: string | null; jobs: EndedJob[] }>();
const listeners = new Set<() => void>();

function read(userId: number): EndedJob[] {
  const raw = localStorage.getItem(key(userId));
  const hit = cache.get(userId);
  if (hit && hit.raw === raw) return hit.jobs;
  const jobs = parsed(raw);
  cache.set(userId, { raw, jobs });
  return jobs;
}

function parsed(raw: string | null): EndedJob[] {
  try {
    return raw ? (JSON.parse(raw) as EndedJob[]) : NONE;
  } catch {
    return NONE;
  }
}

function write(userId: number, jobs: EndedJob[]): void {
  if (jobs.length === 0) localStorage.removeItem(key(userId));
  else localStorage.setItem(key(userId), JSON.stringify(jobs));
  listeners.forEach((listener) => listener());
}

export function rememberEnded(userId: number, job: HelperCompanyInvitation): void {
  const others = read(userId).filter((ended) => ended.id !== job.id);
  write(userId, [...others, { id: job.id, text: endedText(job) }]);
}

/** Seen: one job (its Order details), or all of them (the Cancelled list). */
export function markEndedSeen(userId: number, id?: number): void {
  const jobs = read(userId);
  const left = id === undefined ? [] : jobs.filter((ended) => ended.id !== id);
  if (left.length !== jobs.length) write(userId, left);
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

/** Her jobs ended by the company that she has not seen yet (oldest first). */
export function useEndedJobs(): EndedJob[] {
  const userId = useAppSelector(selectUser)?.id;
  return useSyncExternalStore(subscribe, () => (userId === undefined ? NONE : read(userId)));
}

/**
 * Seen on screen: the Order details of job `what`, or ('all') her Company invitations'
 * Cancelled list; null: nothing yet (loading). Also what comes while the page is open: its
 * toast came over what she sees.
 */
export function useSeenOnScreen(what: number | 'all' | null): void {
  const userId = useAppSelector(selectUser)?.id;
  const jobs = useEndedJobs();
  const unseen = what === 'all' ? jobs.length > 0 : jobs.some((job) => job.id === what);
  useEffect(() => {
    if (userId !== undefined && unseen) markEndedSeen(userId, what === 'all' ? undefined : what!);
  }, [userId, what, unseen]);
}
