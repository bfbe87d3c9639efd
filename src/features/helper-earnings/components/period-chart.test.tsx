import { render, screen, within } from '@testing-library/react';
import { UiProviders } from '@/platform/ui';
import type { PeriodTotals } from '../model/earnings';
import { PERIODS_SHOWN, PeriodChart } from './period-chart';

/** `count` weekly totals, newest first, of $10 more each week back. */
const weeks = (count: number): PeriodTotals[] =>
  Array.from({ length: count }, (_, i) => ({
    period: 'week',
    key: `2026-${String(12 - Math.floor(i / 4)).padStart(2, '0')}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
    jobs: 1,
    hours: 2,
    pay: 1000 * (i + 1),
  }));

describe('PeriodChart', () => {
  it(`shows the latest ${PERIODS_SHOWN} periods and says so when there are more (QA 2026-12-04)`, () => {
    render(<PeriodChart title="By week" totals={weeks(PERIODS_SHOWN + 2)} />, {
      wrapper: UiProviders,
    });
    const chart = screen.getByRole('table', {
      name: `By week (the latest ${PERIODS_SHOWN} of ${PERIODS_SHOWN + 2})`,
    });
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PERIODS_SHOWN);
    expect(rows[0]).toHaveTextContent('$10.00');
    expect(rows.at(-1)).toHaveTextContent(`$${PERIODS_SHOWN * 10}.00`);
  });

  it('every period, under its plain title, when they fit', () => {
    render(<PeriodChart title="By week" totals={weeks(3)} />, { wrapper: UiProviders });
    expect(within(screen.getByRole('table', { name: 'By week' })).getAllByRole('row')).toHaveLength(
      4,
    );
  });
});
