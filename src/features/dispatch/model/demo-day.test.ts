import { db, resetDb, server } from '@mocks/node';
import type { DispatchDay } from '@/platform/api/generated/model';
import { loginAs } from '@/app/test-utils';
import { buildBoard } from './board';

/*
 * The demo's day on the board (6/8): the default scenario gives the owner's first branch a
 * day that raises every flag, and the busy one a day of 100 jobs for 200 people. Seeded at a
 * fixed anchor (7 am in Austin on a Wednesday), so nothing depends on today's date or hour.
 */

const ANCHOR = new Date('2031-06-04T12:00:00Z');
const DAY = '2031-06-04';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function boardOf(scenario: 'default' | 'busy') {
  await resetDb(scenario, { now: ANCHOR });
  const token = await loginAs('owner@demo.test');
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const response = await fetch(
    `http://localhost/api/company-branches/${austin.id}/dispatch?date=${DAY}`,
    {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    },
  );
  const day = ((await response.json()) as { data: DispatchDay }).data;
  return Object.assign(buildBoard(day, ANCHOR.getTime()), { day });
}

describe('the demo’s dispatch day', () => {
  it('default: every kind of flag, and a job whose crew is full', async () => {
    const board = await boardOf('default');
    // 'time-off' by Gabriela Reyes, the full crew's foreman, who took the day off after
    // accepting (mocks/db/seed/dispatch.ts); Maria Lopez's days off stay clear of her jobs.
    const kinds = new Set(board.flags.map((flag) => flag.kind));
    expect([...kinds].sort()).toEqual([
      'few-drivers',
      'no-foreman',
      'overlap',
      'pending-soon',
      'time-off',
      'understaffed',
    ]);
    // Gabriela Reyes (a marketplace helper of the branch) is still on the full crew of #C,
    // the day off's dates on her (never the reason), and flagged.
    const [away, ...others] = board.day.jobs.flatMap((job) =>
      job.crew.filter((m) => m.time_off !== null).map((member) => ({ job, member })),
    );
    expect(others).toEqual([]);
    expect(away!.member).toMatchObject({
      first_name: 'Gabriela',
      last_name: 'Reyes',
      is_helper: true,
      invitation_status: 'accepted',
      time_off: { start_date: DAY, end_date: DAY },
    });
    expect(JSON.stringify(board.day)).not.toContain('Dentist');
    expect(away!.job.order.customer_last_name).toBe('Kowalski');
    expect(away!.job.crew.filter((m) => m.invitation_status === 'accepted').length).toBe(
      away!.job.order.helpers_needed,
    );
    expect(board.flags.filter((flag) => flag.kind === 'time-off').map((flag) => flag.text)).toEqual(
      [`Gabriela Reyes has time off but is on #${away!.job.order.number}`],
    );
    // Nobody else is off that day: the demo's helper keeps every Accept the demo offers her.
    expect(board.day.people.filter((p) => p.time_off !== null).map((p) => p.first_name)).toEqual([
      'Gabriela',
    ]);
    // Three jobs short of people, and the full crew with Gabriela Reyes off that day: it is
    // effectively short too (review 52 M3).
    expect(board.understaffed).toBe(4);
    expect(board.jobs.filter((job) => job.open === 0 && job.flags.length === 0)).toHaveLength(1);
    // Nobody the seed booked is on two accepted jobs at once.
    for (const row of board.people)
      for (const [a, b] of row.overlaps)
        expect(a.status === 'accepted' && b.status === 'accepted').toBe(false);
  });

  it('busy: 100 jobs and 200 people that day', async () => {
    const board = await boardOf('busy');
    expect(board.jobs).toHaveLength(100);
    expect(board.people).toHaveLength(200);
    expect(board.understaffed).toBeGreaterThan(0);
    expect(board.jobs.filter((job) => job.open === 0).length).toBeGreaterThan(50);
  });
});
