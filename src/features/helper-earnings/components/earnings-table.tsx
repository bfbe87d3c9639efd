import { Link } from 'wouter';
import { formatDate, formatHourlyRate, formatMoney, formatTimeRange } from '@/platform/format';
import { formatHours } from '@/platform/orders';
import { helperJobHref } from '@/platform/routing';
import type { EarningJob } from '../model/earnings';

/** A job's Order details (her invitation's or offer's page). */
export const detailsOf = (job: EarningJob) => helperJobHref(job.group, job.itemId);

/** The header row of the page's tables. */
export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** How a completed job's pay is known, under its amount (the legend below the table says more). */
export const SOURCE_TEXT: Record<EarningJob['source'], string> = {
  recorded: 'recorded',
  clock: 'your time clock',
  window: 'estimated',
};

/**
 * Jobs with their date and window on the branch's clocks, hours, rate and pay; with
 * `showSource`, whether the company recorded the hours and pay, or they are her time clock's
 * or the window's.
 */
export function EarningsTable(props: { jobs: EarningJob[]; label: string; showSource?: boolean }) {
  const { jobs, label, showSource = false } = props;
  return (
    <table className="earn-table" aria-label={label}>
      <ColumnHeads names={['Date', 'Company', 'Hours', 'Rate', 'Pay']} />
      <tbody>
        {jobs.map((job) => (
          <tr key={job.orderId}>
            <td>
              <span className="earn-table__nowrap">{formatDate(job.start_at, job.zone)}</span>
              <div className="app-muted earn-table__sub">
                {formatTimeRange(job.start_at, job.end_at, job.zone)}
              </div>
            </td>
            <td>
              {job.company}
              <div className="app-muted earn-table__sub">
                {job.branch} · <Link href={detailsOf(job)}>Order #{job.orderNumber}</Link>
              </div>
            </td>
            <td>{formatHours(job.hours)}</td>
            <td className="earn-table__nowrap">{formatHourlyRate(job.rate)}</td>
            <td className="earn-table__pay">
              {formatMoney(job.pay)}
              {showSource && (
                <div className="app-muted earn-table__sub earn-table__source">
                  {SOURCE_TEXT[job.source]}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
