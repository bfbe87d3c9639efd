import { href, parseRouteId } from '@/platform/routing';

/**
 * Add new job as a copy of a job (Duplicate job: a move's next day, a repeat customer): its
 * customer, addresses, time window, crew size, price and notes, without its date or its crew.
 */
export function duplicateJobHref(id: number): string {
  return `${href('company-job-create')}?from=${id}`;
}

/**
 * The job Add new job copies (`?from=<id>`): null when the address asks for no copy, 0 when
 * what it names is no job's id (`?from=abc`: the page says "Job not found", as for an unknown
 * one, rather than open an empty form without a word; QA helper-157).
 */
export function duplicateSource(search: string): number | null {
  const raw = new URLSearchParams(search).get('from');
  return raw === null ? null : (parseRouteId(raw) ?? 0);
}

/** The kept draft of a copy: its own, so a plain Add new job's draft is neither shown nor
 * overwritten by it, whichever branch it is made in (QA helper-157). */
export const copyDraftName = (id: number) => `job:copy:${id}`;
