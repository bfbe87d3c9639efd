import { createMockDb, type MockDb } from '../database';
import { seedScenario } from '../seed';
import { acceptInvitation } from './invitations';
import { StateError } from './orders';

/*
 * The row an accepted invitation adds to the branch's Activity reads as the seeded ones
 * beside it: "Priya is on the crew for Felix Ambrose's move (3 of 3 spots filled)." (the live
 * one read "1 of 4 crew spots filled.": QA helper-105).
 */

const ANCHOR = new Date('2026-03-02T16:00:00Z');
const SEEDED_STYLE = /^\S+ is on the crew for .+'s move \(\d+ of \d+ spots filled\)\.$/;

let db: MockDb;
beforeEach(async () => {
  db = createMockDb();
  await seedScenario(db, 'default', { now: ANCHOR });
});

/** Accepts the first pending invitation that can be accepted; returns it. */
async function acceptSome() {
  for (const invitation of db.order_invitations.findMany((q) => q.where({ status: 'pending' }))) {
    try {
      await acceptInvitation(db, invitation.id, { now: ANCHOR });
      return invitation;
    } catch (error) {
      if (!(error instanceof StateError)) throw error;
    }
  }
  throw new Error('no pending invitation of the seed can be accepted');
}

describe('an accepted invitation’s Activity row', () => {
  it('names her, the customer and the spots filled, as the seeded rows do', async () => {
    const seeded = db.notifications.findMany((q) => q.where({ kind: 'invitation_accepted' }));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) expect(row.body).toMatch(SEEDED_STYLE);

    const invitation = await acceptSome();
    const order = db.findById('orders', invitation.order_id)!;
    const employee = db.findById('employees', invitation.employee_id)!;
    const filled = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id }))
      .filter((i) => i.status === 'accepted').length;
    const live = db.notifications
      .findMany((q) => q.where({ kind: 'invitation_accepted', order_id: order.id }))
      .filter((n) => n.created_at === ANCHOR.toISOString());
    expect(live.length).toBeGreaterThan(0);
    for (const row of live)
      expect(row.body).toBe(
        `${employee.first_name} is on the crew for ${order.customer.first_name} ${order.customer.last_name}'s move (${filled} of ${order.helpers_needed} spots filled).`,
      );
  });
});

describe('a formed order’s Activity row', () => {
  it('says its spots as the seeded rows do, and "The crew spot … is filled." for one (QA-164 L3: "All 1 crew spots")', async () => {
    const seeded = db.notifications.findMany((q) => q.where({ kind: 'order_formed' }));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded)
      expect(row.body).toMatch(
        /^(All \d+ crew spots|The crew spot) for .+'s move (are|is) filled\.$/,
      );

    // A one-spot order whose only invitation is accepted now.
    for (const invitation of db.order_invitations.findMany((q) => q.where({ status: 'pending' }))) {
      const order = db.findById('orders', invitation.order_id)!;
      for (const other of db.order_invitations.findMany((q) => q.where({ order_id: order.id })))
        if (other.id !== invitation.id)
          await db.patch('order_invitations', other.id, { status: 'cancelled' });
      await db.patch('orders', order.id, { helpers_needed: 1, status: 2 });
      try {
        await acceptInvitation(db, invitation.id, { now: ANCHOR });
      } catch (error) {
        if (!(error instanceof StateError)) throw error;
        continue;
      }
      const live = db.notifications
        .findMany((q) => q.where({ kind: 'order_formed', order_id: order.id }))
        .filter((n) => n.created_at === ANCHOR.toISOString())
        .map((n) => n.body);
      expect(live.length).toBeGreaterThan(0);
      const customer = `${order.customer.first_name} ${order.customer.last_name}`;
      expect(new Set(live)).toEqual(new Set([`The crew spot for ${customer}'s move is filled.`]));
      return;
    }
    throw new Error('no pending invitation of the seed can be accepted');
  });
});
