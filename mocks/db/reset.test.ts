import { describe, expect, it } from 'vitest';
import { createMockDb } from './database';
import { resetDatabase, seededCopies } from './reset';

const ANCHOR = new Date('2027-03-10T15:00:00Z');

/** A db reset to the default world at ANCHOR, with what it held then. */
async function seededDb() {
  const db = createMockDb();
  await resetDatabase(db, 'default', { now: ANCHOR });
  return { db, seeded: db.snapshot(), seededIds: db.nextIds() };
}

describe('resetDatabase', () => {
  it('gives the same world from its kept copy as seeding gave, changes and ids included', async () => {
    const { db: first, seeded, seededIds } = await seededDb();

    // Change the world, then reset it: the kept copy must not have taken the change.
    const order = first.orders.all()[0];
    await first.patch('orders', order.id, { notes: 'changed after seeding' });
    await first.insert('branches', { ...first.branches.all()[0], id: undefined, name: 'Extra' });
    await resetDatabase(first, 'default', { now: ANCHOR });

    expect(first.snapshot()).toEqual(seeded);
    expect(first.nextIds()).toEqual(seededIds);
    const extra = await first.insert('branches', { ...first.branches.all()[0], id: undefined });
    expect(extra.id).toBe(seededIds.branches);

    // Another database restored from the copy holds the same records as the first.
    const second = createMockDb();
    await resetDatabase(second, 'default', { now: ANCHOR });
    expect(second.snapshot()).toEqual(seeded);

    // A world put back from the copy can change without changing the copy.
    await second.patch('orders', order.id, { notes: 'changed after restoring' });
    await resetDatabase(second, 'default', { now: ANCHOR });
    expect(second.snapshot()).toEqual(seeded);
  });

  it('puts back only the collections a test changed, a change made in place included', async () => {
    const { db, seeded, seededIds } = await seededDb();
    const company = db.companies.all()[0];
    const generation = db.generation;

    // Through the db, in place (no hook sees it), and a branch made and removed again (the
    // collection reads as before, its id counter does not).
    await db.patch('orders', db.orders.all()[0].id, { notes: 'changed by a test' });
    (db.users.all()[0] as { first_name: string }).first_name = 'Changed in place';
    const extra = await db.insert('branches', { ...db.branches.all()[0], id: undefined });
    db.branches.delete((q) => q.where({ id: extra.id }));
    await resetDatabase(db, 'default', { now: ANCHOR });

    expect(db.snapshot()).toEqual(seeded);
    expect(db.nextIds()).toEqual(seededIds);
    expect((await db.insert('branches', { ...db.branches.all()[0], id: undefined })).id).toBe(
      seededIds.branches,
    );
    // What no test touched was kept as it was, not made again; the reset is still a new world.
    expect(db.companies.all()[0]).toBe(company);
    expect(db.generation).toBeGreaterThan(generation);
    expect(db.findById('companies', company.id)).toBe(company);
  });

  it('seeds another anchor afresh rather than reusing the copy of the first', async () => {
    const db = createMockDb();
    await resetDatabase(db, 'default', { now: ANCHOR });
    const before = db.orders.all().map((order) => order.start_at);
    await resetDatabase(db, 'default', { now: new Date('2027-05-20T09:00:00Z') });
    expect(db.orders.all().map((order) => order.start_at)).not.toEqual(before);
  });

  it('keeps one copy per scenario, of its latest anchor (a server running for days does not grow)', async () => {
    const db = createMockDb();
    for (const hour of ['09', '10', '11', '12'])
      await resetDatabase(db, 'default', { now: new Date(`2027-05-21T${hour}:00:00Z`) });
    const copies = seededCopies();
    await resetDatabase(db, 'default', { now: new Date('2027-05-22T08:00:00Z') });
    expect(seededCopies()).toBe(copies);
    // The latest anchor's copy is the one kept: asking for it again gives its world.
    const latest = db.snapshot();
    await resetDatabase(db, 'default', { now: new Date('2027-05-22T08:00:00Z') });
    expect(db.snapshot()).toEqual(latest);
  });
});
