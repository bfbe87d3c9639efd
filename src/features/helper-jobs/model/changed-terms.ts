import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { branchTimeZone, formatAddress, formatHourlyRate, formatWhen } from '@/platform/format';
import { helperJobRate } from '@/platform/orders';

type Job = HelperCompanyInvitation | HelperOutsourceOffer;

const stops = (job: Job) =>
  [...job.order.pick_up_addresses, ...job.order.destination_addresses].map((a) => formatAddress(a));

/**
 * What a helper agrees to when she accepts: the job's times, its pay and its addresses. The
 * ones that differ between what her page showed (`seen`) and the job as it is now, in words
 * ('the pay: $40.00/h → $25.00/h'): accepting on a page left open while the company changed
 * the job booked her on terms she never saw (QA 2026-12-04, two people over HTTP).
 */
export function changedTerms(seen: Job, now: Job): string[] {
  const zone = branchTimeZone(now.branch);
  const changes: string[] = [];
  if (seen.order.start_at !== now.order.start_at || seen.order.end_at !== now.order.end_at)
    changes.push(`the time: ${formatWhen(seen.order, zone)} → ${formatWhen(now.order, zone)}`);
  const [was, is] = [helperJobRate(seen), helperJobRate(now)];
  if (was !== is) changes.push(`the pay: ${formatHourlyRate(was)} → ${formatHourlyRate(is)}`);
  if (stops(seen).join('|') !== stops(now).join('|'))
    changes.push(`the address: ${stops(now).join('; ')}`);
  return changes;
}

/** The toast of an Accept held back because the job changed. */
export const changedTermsText = (number: number, changes: string[]) =>
  `Order #${number} changed since you opened it (${changes.join('; ')}). Check it, then accept.`;
