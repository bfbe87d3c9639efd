import dayjs from 'dayjs';
import { formatDate, formatMoney } from '@/platform/format';
import { formatHours } from '@/platform/orders';
import type { PeriodTotals } from '../model/earnings';
import { ColumnHeads } from './earnings-table';

/** 'Week of 03/08/2026' (its Sunday) or 'March 2026'. */
export function periodLabel({ period, key }: Pick<PeriodTotals, 'period' | 'key'>): string {
  return period === 'week' ? `Week of ${formatDate(key)}` : dayjs(`${key}-01`).format('MMMM YYYY');
}

/** How many periods a chart shows at most: the latest (the table and the CSV have every job). */
export const PERIODS_SHOWN = 12;

/**
 * Totals per period as a table whose pay cells carry a bar (plain CSS, no chart library for
 * a few bars): screen readers read the table, everyone else sees the bars. `totals` are all
 * the periods, newest first; the latest PERIODS_SHOWN show, and the caption says so when
 * there were more (QA 2026-12-04: 12 of a busy year's weeks, unlabelled, did not add up to
 * the total above them).
 */
export function PeriodChart({ title, totals: all }: { title: string; totals: PeriodTotals[] }) {
  const totals = all.slice(0, PERIODS_SHOWN);
  const max = Math.max(1, ...totals.map((t) => t.pay));
  return (
    <table className="earn-chart">
      <caption>
        {title}
        {all.length > totals.length && ` (the latest ${totals.length} of ${all.length})`}
      </caption>
      <ColumnHeads names={['Period', 'Jobs', 'Hours', 'Pay']} />
      <tbody>
        {totals.map((t) => (
          <tr key={t.key}>
            <th scope="row">{periodLabel(t)}</th>
            <td>{t.jobs}</td>
            <td>{formatHours(t.hours)}</td>
            <td className="earn-chart__pay">
              <span className="earn-chart__bar" aria-hidden="true">
                <span style={{ width: `${(t.pay / max) * 100}%` }} />
              </span>
              <span className="earn-chart__amount">{formatMoney(t.pay)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
