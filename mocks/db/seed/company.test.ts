import { createMockDb } from '../database';
import { seedScenario } from './index';

const NOW = new Date('2026-06-01T15:00:00.000Z');

describe('company-domain seeds', () => {
  it('default: ~40 orders per branch, employees, serving areas, offers', async () => {
    const db = createMockDb();
    await seedScenario(db, 'default', { now: NOW });
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    expect(db.orders.findMany((q) => q.where({ branch_id: austin.id }))).toHaveLength(
      40 + 3 + 4 + 2,
    ); // + the matching showcase's three Tuesday jobs, the dispatch showcase's four and the confirmations showcase's two (tomorrow)
    expect(austin.serving_area_ids?.length).toBeGreaterThan(0);
    expect(
      db.serving_areas.findFirst((q) => q.where({ fips: '48453' }))?.name_with_state_initials,
    ).toBe('Travis County, TX');
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    expect(
      db.employees.findFirst((q) => q.where({ branch_id: austin.id, user_id: maria.id })),
    ).toBeTruthy();
    expect(db.outsource_offers.findMany((q) => q.where(() => true)).length).toBeGreaterThan(0);
    const statuses = new Set(db.orders.findMany((q) => q.where(() => true)).map((o) => o.status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4]);
  });

  it('is deterministic', async () => {
    const a = createMockDb();
    const b = createMockDb();
    await seedScenario(a, 'default', { now: NOW });
    await seedScenario(b, 'default', { now: NOW });
    expect(a.snapshot().orders).toEqual(b.snapshot().orders);
    expect(a.snapshot().order_invitations).toEqual(b.snapshot().order_invitations);
  });

  it('busy: 2,000 orders on the first branch', async () => {
    const db = createMockDb();
    await seedScenario(db, 'busy', { now: NOW });
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    expect(db.orders.findMany((q) => q.where({ branch_id: austin.id }))).toHaveLength(
      2000 + 3 + 4 + 66 + 2,
    ); // + showcases, the dispatch day filled up to 100 jobs (66 more at NOW), the confirmations showcase's two
  });

  it('empty: no orders', async () => {
    const db = createMockDb();
    await seedScenario(db, 'empty', { now: NOW });
    expect(db.orders.findMany((q) => q.where(() => true))).toHaveLength(0);
  });
});
