import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { addDays, branchTimeZone, weekdayOf, zonedDate } from '@/platform/format';
import { awaitsCompletion, expectedPay, helperJobRate } from '@/platform/orders';

/*
 * The helper's earnings (not in the spec, issue 8/8), computed from her accepted jobs: the
 * accepted buckets of her company invitations and outsourcing offers. A completed job pays
 * what the company recorded for her when it completed the order (the items' `recorded_pay`,
 * contract/README "Recorded pay": her hours x her rate on the job); any other job, and a
 * completed one with nothing recorded, pays its window's hours x the job's rate for her (what
 * its card shows as Pay). The order's final price is what the customer was charged for the
 * whole crew, so it is not hers.
 */

export type EarningJob = {
  orderId: number;
  orderNumber: number;
  group: 'company' | 'outsource';
  /** The invitation's or the offer's id (its Order details). */
  itemId: number;
  company: string;
  branch: string;
  /** The branch's IANA zone: the job's date and times are read on its clocks. */
  zone: string;
  start_at: string;
  end_at: string;
  /** 'YYYY-MM-DD' of the start on the branch's clocks. */
  date: string;
  /** The recorded hours, else her time clock's (expectedPay), else the window's. */
  hours: number;
  /** Cents an hour. */
  rate: number;
  /** Cents: the recorded pay, else those hours x rate. */
  pay: number;
  /** Where hours and pay come from: recorded by the company at completion, her time clock, or the window. */
  source: 'recorded' | 'clock' | 'window';
  completed: boolean;
  /** The order's completion (awaitsCompletion reads it). */
  completed_at: string | null;
};

function toJob(
  group: EarningJob['group'],
  item: HelperCompanyInvitation | HelperOutsourceOffer,
  rate: number,
): EarningJob {
  const { order, branch } = item;
  const zone = branchTimeZone(branch);
  const recorded = item.recorded_pay;
  return {
    orderId: order.id,
    orderNumber: order.number,
    group,
    itemId: item.id,
    company: branch.company_name,
    branch: branch.name,
    zone,
    start_at: order.start_at,
    end_at: order.end_at,
    date: zonedDate(order.start_at, zone),
    rate,
    ...(recorded
      ? { hours: recorded.worked_hours, pay: recorded.pay, source: 'recorded' as const }
      : expectedPay(item, rate)),
    completed: order.completed_at != null,
    completed_at: order.completed_at,
  };
}

/**
 * One job per order: a taken offer also puts her on the order's crew as an invitation, so
 * the offer's entry (with the offer's rate) stands for both. Sorted by start.
 */
export function earningJobs(
  invitations: HelperCompanyInvitation[],
  offers: HelperOutsourceOffer[],
): EarningJob[] {
  const byOrder = new Map<number, EarningJob>();
  for (const invitation of invitations)
    byOrder.set(invitation.order.id, toJob('company', invitation, invitation.hourly_rate));
  for (const offer of offers)
    byOrder.set(offer.order.id, toJob('outsource', offer, helperJobRate(offer)));
  return [...byOrder.values()].sort(
    (a, b) => a.start_at.localeCompare(b.start_at) || a.orderId - b.orderId,
  );
}

export type EarningsSplit = {
  /** Completed by the company, newest first. */
  completed: EarningJob[];
  /** Not completed and not over yet (upcoming), soonest first. */
  upcoming: EarningJob[];
  /** Over, but the company has not marked them completed. */
  awaiting: EarningJob[];
};

export function splitEarnings(jobs: EarningJob[], now: number): EarningsSplit {
  const completed = jobs.filter((j) => j.completed).reverse();
  const awaiting = jobs.filter((j) => awaitsCompletion(j, now));
  return {
    completed,
    upcoming: jobs.filter((j) => !j.completed && !awaiting.includes(j)),
    awaiting,
  };
}

export type Totals = { jobs: number; hours: number; pay: number };

export function totalsOf(jobs: EarningJob[]): Totals {
  return jobs.reduce(
    (t, j) => ({ jobs: t.jobs + 1, hours: t.hours + j.hours, pay: t.pay + j.pay }),
    { jobs: 0, hours: 0, pay: 0 },
  );
}

export type Period = 'week' | 'month';
export type PeriodTotals = Totals & { period: Period; key: string };

/** Weeks start on Sunday (US calendars): the Sunday on or before a date. */
export const weekOf = (date: string): string => addDays(date, -weekdayOf(date));
export const monthOf = (date: string): string => date.slice(0, 7);

function nextPeriod(period: Period, key: string): string {
  if (period === 'week') return addDays(key, 7);
  const [y, m] = key.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Totals per calendar week or month of the jobs' dates (each on its branch's clocks, so no
 * zone change moves a job to another week), newest first: every period from the first job's
 * to the last job's, or to `through`'s (today: this week and this month show, at $0 until a
 * job of theirs is done; QA helper-120 read last month's row as this month's), empty ones
 * included, at most `limit` of the latest.
 */
export function totalsBy(
  jobs: EarningJob[],
  period: Period,
  limit = 12,
  through?: string,
): PeriodTotals[] {
  const keyOf = period === 'week' ? weekOf : monthOf;
  const byKey = new Map<string, EarningJob[]>();
  for (const job of jobs) {
    const key = keyOf(job.date);
    byKey.set(key, [...(byKey.get(key) ?? []), job]);
  }
  const keys = [...byKey.keys()].sort();
  if (keys.length === 0) return [];
  const last = through && keyOf(through) > keys.at(-1)! ? keyOf(through) : keys.at(-1)!;
  const all: PeriodTotals[] = [];
  for (let key = keys[0]!; key <= last; key = nextPeriod(period, key))
    all.push({ period, key, ...totalsOf(byKey.get(key) ?? []) });
  return all.reverse().slice(0, limit);
}
