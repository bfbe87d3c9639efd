import { zonedDate, zonedInstant } from '@/platform/format/zone';
import { createMockDb } from '../database';
import { DEMO_COMPANIES, seedScenario } from './index';

/*
 * The dispatch showcase's day off (seed/dispatch.ts): on whatever weekday the demo starts
 * (the browser's worlds are built per weekday), Gabriela Reyes took the board's day off after
 * accepting an Austin job of that day, so the board flags it; the showcase puts her on #C only
 * where none of her jobs that day (in any branch: she is a member of several) overlaps it.
 */
const ANCHORS = Array.from(
  { length: 7 },
  (_, day) => new Date(Date.UTC(2031, 5, 2 + day, 17, 0)), // Monday 2 June 2031 on, noon in Austin
);

describe('the dispatch showcase’s day off', () => {
  it.each(ANCHORS.map((anchor) => [anchor.toISOString().slice(0, 10), anchor]))(
    '%s: Gabriela Reyes is off that day, on an Austin job of the day she accepted before',
    async (_, anchor) => {
      const db = createMockDb();
      await seedScenario(db, 'default', { now: anchor });
      const company = db.companies.findFirst((q) => q.where({ name: DEMO_COMPANIES.main }))!;
      const austin = db.branches.findFirst((q) =>
        q.where({ company_id: company.id, city: 'Austin' }),
      )!;
      const day = zonedDate(anchor, austin.timezone);
      const from = zonedInstant(day, '00:00', austin.timezone).toISOString();
      const to = zonedInstant(day, '23:59', austin.timezone).toISOString();

      const off = db.time_off.findMany((q) =>
        q.where((e) => e.start_date <= day && day <= e.end_date),
      );
      expect(off).toHaveLength(1);
      const gabriela = db.findById('users', off[0]!.user_id)!;
      expect(`${gabriela.first_name} ${gabriela.last_name}`).toBe('Gabriela Reyes');

      // On a job of the board that day, accepted before the day off was taken.
      const live = db.order_invitations
        .findMany((q) => q.where({ user_id: gabriela.id }))
        .filter((i) => i.status === 'accepted' || i.status === 'pending')
        .map((i) => ({ invitation: i, order: db.findById('orders', i.order_id)! }))
        .filter(
          ({ order }) => order.cancelled_at == null && order.start_at < to && from < order.end_at,
        );
      const here = live.filter(
        ({ order, invitation }) =>
          order.branch_id === austin.id && invitation.status === 'accepted',
      );
      expect(here.length).toBeGreaterThan(0);
      for (const { invitation } of here)
        expect(Date.parse(invitation.responded_at!)).toBeLessThan(Date.parse(off[0]!.created_at));
      // The showcase booked her on #C (Grace Kowalski's job) only where nothing of hers overlaps.
      const c = live.find(({ order }) => order.customer.last_name === 'Kowalski');
      if (c)
        for (const { order } of live)
          if (order !== c.order)
            expect(order.end_at <= c.order.start_at || c.order.end_at <= order.start_at).toBe(true);
    },
  );
});
