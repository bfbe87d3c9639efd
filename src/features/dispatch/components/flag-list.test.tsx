import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardFlag, JobRow } from '../model/board';
import { FlagList } from './flag-list';

const flags: BoardFlag[] = Array.from({ length: 15 }, (_, i) => ({
  kind: i % 2 === 0 ? 'understaffed' : 'no-foreman',
  text: `#${1000 + i} flag ${i}`,
  orderId: 10 + i,
  orderNumber: 1000 + i,
}));
/** Their jobs: the even ones still to crew (Not formed), the odd ones formed. */
const jobs = flags.map((flag, i) => ({
  order: { id: flag.orderId, status: i % 2 ? 4 : 1 },
})) as unknown as JobRow[];

describe('FlagList', () => {
  it('lists 12 flags, then all of them on “Show all”; each links to where it is fixed, named with its order', async () => {
    render(<FlagList flags={flags} jobs={jobs} />);
    const list = () => within(screen.getByRole('list'));
    expect(list().getAllByRole('listitem')).toHaveLength(12);
    // Each link is named with its order (the visible words first, as they read), and opens
    // its crew page as the job lists do: Team add for a crew to build (QA-176 L2).
    expect(list().getByRole('link', { name: 'See best matches for #1000' })).toHaveAttribute(
      'href',
      '/company/job/team-add/10#best-matches',
    );
    expect(
      list().getByRole('link', { name: 'Open the crew of #1001 (no foreman)' }),
    ).toHaveAttribute('href', '/company/job/team-edit/11');
    await userEvent.click(screen.getByRole('button', { name: 'Show all 15' }));
    expect(list().getAllByRole('listitem')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });

  it('a job short of people whose every spot has an invitation opens its crew, not best matches (QA helper-87)', () => {
    render(
      <FlagList
        flags={[
          {
            kind: 'understaffed',
            text: '#1125 needs 1 more person (every spot has an invitation)',
            orderId: 7,
            orderNumber: 1125,
            allInvited: true,
          },
        ]}
        jobs={[]}
      />,
    );
    expect(screen.queryByRole('link', { name: /See best matches/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Open the crew of #1125 (short of people)' }),
    ).toHaveAttribute('href', '/company/job/team-edit/7');
  });

  it('names the flag in each link, so two flags of one job read apart (review 52 L11)', () => {
    render(
      <FlagList
        flags={[
          { kind: 'no-foreman', text: '#1030 has no foreman', orderId: 3, orderNumber: 1030 },
          {
            kind: 'time-off',
            text: 'Maria Lopez has time off but is on #1030',
            orderId: 3,
            orderNumber: 1030,
            employeeId: 7,
            person: 'Maria Lopez',
          },
        ]}
        jobs={[]}
      />,
    );
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual([
      'Open the crew of #1030 (no foreman)',
      'Open the crew of #1030 (Maria Lopez, time off)',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows nothing when nothing needs attention', () => {
    const { container } = render(<FlagList flags={[]} jobs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
