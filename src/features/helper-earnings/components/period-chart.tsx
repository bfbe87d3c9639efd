import dayjs from 'dayjs';
import { formatDate, formatMoney } from '@/platform/format';
import { formatHours } from '@/platform/orders';
import type { PeriodTotals } from '../model/earnings';
import { ColumnHeads } from './earnings-table';

/** 'Week of 03/08/2026' (its Sunday) or 'March 2026'. */
export function periodLabel({ period, key }: Pick<PeriodTotals, 'period' | 'key'>): string {
  return period === 'week' ? `Week of ${formatDate(key)}` : dayjs(`${key}-01`).format('MMMM YYYY');
}

/**
 * Totals per period as a table whose pay cells carry a bar (plain CSS, no chart library for
 * a few bars): screen readers read the table, everyone else sees the bars.
 */
export function PeriodChart({ title, totals }: { title: string; totals: PeriodTotals[] }) {
  const max = Math.max(1, ...totals.map((t) => t.pay));
  return (
    <table className="earn-chart">
      <caption>{title}</caption>
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
