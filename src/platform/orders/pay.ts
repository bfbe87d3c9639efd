import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { formatMoney } from '@/platform/format';
import { clockedHours } from './status';

const MS_PER_HOUR = 3_600_000;

type Window = { start_at: string; end_at: string };

/**
 * The hours of a job's time window, from its two instants (not its clock readings): a
 * 1:00-4:00 am job on the night the clocks go back lasts 4 hours, on the spring night 2.
 * Not in the spec (issue 8/8, earnings).
 */
export function windowHours({ start_at, end_at }: Window): number {
  const ms = Date.parse(end_at) - Date.parse(start_at);
  return Number.isFinite(ms) && ms > 0 ? ms / MS_PER_HOUR : 0;
}

/** Window hours x an hourly rate, in whole cents (rounded once, from milliseconds). */
export function windowPay({ start_at, end_at }: Window, rateCents: number): number {
  const ms = Date.parse(end_at) - Date.parse(start_at);
  return Number.isFinite(ms) && ms > 0 ? Math.round((ms * rateCents) / MS_PER_HOUR) : 0;
}

/** 'about $120.00': what a job pays at its rate for its window, said before it is taken. */
export function aboutPay(window: Window, rateCents: number): string {
  return `about ${formatMoney(windowPay(window, rateCents))}`;
}

/**
 * What a job she took is expected to pay her until the company records her pay (not in the
 * spec): her time clock's hours once she started and finished work, to the quarter hour as the
 * company's completion starts from them (QA-169: "about $172.00", the window's, stayed under
 * "Worked 4 h 25 min"); before that, its window's. At `rateCents`, in whole cents.
 */
export function expectedPay(
  job: { order: Window; clocked_in_at: string | null; clocked_out_at: string | null },
  rateCents: number,
): { hours: number; pay: number; source: 'clock' | 'window' } {
  const clocked = clockedHours(job);
  return clocked === null
    ? { hours: windowHours(job.order), pay: windowPay(job.order, rateCents), source: 'window' }
    : { hours: clocked, pay: Math.round(clocked * rateCents), source: 'clock' };
}

/** 4 -> '4', 4.5 -> '4.5', 7/3 -> '2.33' (hours as people read them). */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/**
 * What a helper's job pays her an hour: the job's rate, or, once the company accepted her
 * application to an offer with a rate of her own, that rate (what the company took her at,
 * and what the mock records her pay at). Pay on her cards and details, and her earnings.
 */
export function helperJobRate(job: HelperCompanyInvitation | HelperOutsourceOffer): number {
  const mine = 'my_application' in job ? job.my_application : null;
  return mine?.status === 'accepted' && mine.proposed_hourly_rate != null
    ? mine.proposed_hourly_rate
    : job.hourly_rate;
}

/**
 * What a crew member is paid an hour on this job, as her own side shows it (contract/README
 * "Pay on the job"): the job's rate, or her accepted offer application's. A provider without
 * `job_hourly_rate` leaves the job's rate (`orderRate`), which is what her own side shows for
 * a company invitation (review 109: the member's price there made two rates for one job
 * again). Her asking price (`price`) is not it. The one rule of the crew page, Order details
 * and Complete order.
 */
export function crewJobRate<Rate extends number | undefined>(
  member: { job_hourly_rate?: number },
  orderRate: Rate,
): number | Rate {
  return member.job_hourly_rate ?? orderRate;
}
