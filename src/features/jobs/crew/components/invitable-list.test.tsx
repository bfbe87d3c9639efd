import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatTimeRange } from '@/platform/format';
import { busyText } from '@/platform/orders';
import type { InvitablePerson } from '../model/one-per-person';
import { InvitableGroup } from './invitable-list';

const START = '2026-11-25T15:00:00Z';
const END = '2026-11-25T19:30:00Z';

function person(overrides: Partial<InvitablePerson>): InvitablePerson {
  return {
    employee_id: 1,
    branch_id: 1,
    branch_name: 'Lone Star Movers Austin',
    first_name: 'Ana',
    last_name: 'Cruz',
    avatar_url: null,
    positions: [3],
    price: 3000,
    rating: { average: 4.5, count: 3 },
    roster_status: null,
    is_available: true,
    busy_with: null,
    time_off: null,
    invitation: null,
    user_id: null,
    is_helper: false,
    serving_area_ids: [],
    availabilities: null,
    also_in: [],
    ...overrides,
  };
}

function renderGroup(employees: InvitablePerson[]) {
  render(
    <InvitableGroup
      title="This branch"
      employees={employees}
      showBranch={false}
      emptyText="Nobody"
      isSelected={() => false}
      disabled={false}
      onToggle={vi.fn()}
      timeZone="America/Chicago"
    />,
  );
  const row = (name: string) =>
    within(screen.getByRole('checkbox', { name: `Select ${name}` }).closest('li')!);
  return { row };
}

describe('invitable list: the rate', () => {
  it("an employee's is the branch's price, unlabelled as on her Team card; a marketplace helper's is what she asks, as Find helpers says it (QA-215)", () => {
    const { row } = renderGroup([
      person({ employee_id: 1, price: 3200 }),
      person({
        employee_id: 2,
        first_name: 'Maria',
        last_name: 'Lopez',
        price: 3250,
        is_helper: true,
        user_id: 7,
      }),
    ]);
    expect(row('Ana Cruz').getByText('$32.00/h')).toBeInTheDocument();
    expect(row('Ana Cruz').queryByText(/Asks/)).toBeNull();
    expect(row('Maria Lopez').getByText('Asks $32.50/h')).toBeInTheDocument();
  });
});

describe('invitable list: busy people (no double booking)', () => {
  it('names the order that holds a busy person and its time; free people have no tag', () => {
    // On the branch's clocks (Austin): 9:00 am - 1:30 pm, named when the process is elsewhere.
    const window = formatTimeRange(START, END, 'America/Chicago');
    expect(window).toMatch(/^9:00 am - 1:30 pm( CST)?$/);
    const { row } = renderGroup([
      person({ employee_id: 1 }),
      person({
        employee_id: 2,
        first_name: 'Maria',
        last_name: 'Lopez',
        is_available: false,
        busy_with: { order_id: 77, number: 1042, start_at: START, end_at: END },
      }),
      person({
        employee_id: 3,
        first_name: 'Luis',
        last_name: 'Rivera',
        is_available: false,
        busy_with: { order_id: null, number: null, start_at: START, end_at: END },
      }),
    ]);
    expect(
      row('Maria Lopez').getByText(`Busy on #1042, ${window}`).closest('.bp6-tag'),
    ).toHaveAttribute('title', 'Accepted on another job at this time');
    expect(row('Luis Rivera').getByText(`Busy on another company's job, ${window}`)).toBeVisible();
    expect(row('Ana Cruz').queryByText(/^Busy/)).not.toBeInTheDocument();
  });

  it('says just Busy when the holding job is not given', () => {
    expect(busyText(null)).toBe('Busy');
    const { row } = renderGroup([person({ is_available: false, busy_with: null })]);
    expect(row('Ana Cruz').getByText('Busy')).toBeInTheDocument();
  });
});

describe('invitable list: time off (7/8)', () => {
  it('shows a person off on the order’s days as off, with the dates, not as busy', () => {
    const { row } = renderGroup([
      person({ employee_id: 1 }),
      person({
        employee_id: 2,
        first_name: 'Maria',
        last_name: 'Lopez',
        is_available: false,
        time_off: { start_date: '2026-11-25', end_date: '2026-11-25' },
      }),
      person({
        employee_id: 3,
        first_name: 'Luis',
        last_name: 'Rivera',
        is_available: false,
        time_off: { start_date: '2026-11-24', end_date: '2026-11-27' },
      }),
    ]);
    expect(
      row('Maria Lopez').getByText('Off that day (time off 11/25/2026)').closest('.bp6-tag'),
    ).toHaveAttribute('title', 'Time off: they cannot accept this job');
    expect(row('Maria Lopez').queryByText(/^Busy/)).not.toBeInTheDocument();
    expect(
      row('Luis Rivera').getByText('Off that day (time off 11/24/2026 – 11/27/2026)'),
    ).toBeVisible();
    expect(row('Ana Cruz').queryByText(/^Off/)).not.toBeInTheDocument();
  });

  it('shows both when a busy person is also off', () => {
    const { row } = renderGroup([
      person({
        is_available: false,
        busy_with: { order_id: 77, number: 1042, start_at: START, end_at: END },
        time_off: { start_date: '2026-11-25', end_date: '2026-11-25' },
      }),
    ]);
    expect(row('Ana Cruz').getByText(/^Busy on #1042/)).toBeVisible();
    expect(row('Ana Cruz').getByText('Off that day (time off 11/25/2026)')).toBeVisible();
  });
});
