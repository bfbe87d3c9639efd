import { href, parseRouteId } from '@/platform/routing';

/**
 * Add new job as a copy of a job (Duplicate job: a move's next day, a repeat customer): its
 * customer, addresses, time window, crew size, price and notes, without its date or its crew.
 */
export function duplicateJobHref(id: number): string {
  return `${href('company-job-create')}?from=${id}`;
}

/** The job Add new job copies (`?from=<id>`), or null. */
export function duplicateSource(search: string): number | null {
  return parseRouteId(new URLSearchParams(search).get('from') ?? undefined);
}
