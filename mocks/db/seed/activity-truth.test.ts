import { createMockDb, type Snapshot } from '../database';
import { seedScenario } from './index';

/*
 * The seeded Activity feed tells the truth about the records it links to (a review of the
 * demo found "Tremaine Baker accepted your invitation to order #1002 (3 of 3 spots filled)"
 * opening a cancelled order with nobody invited). Every row of the default world is read as
 * a person would read it and checked against the records, independently of how the seed
 * wrote it.
 */

const ANCHOR = new Date('2026-03-02T16:00:00Z');

let world: Snapshot;
beforeAll(async () => {
  const db = createMockDb();
  await seedScenario(db, 'default', { now: ANCHOR });
  world = db.snapshot();
});

const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
const HELP_TYPE = { 1: 'Pick-up only', 2: 'Destination only', 3: 'Full move' } as const;

/** What is false in a row, or [] when everything it says is true. */
function falsehoods(row: Snapshot['notifications'][number], w: Snapshot): string[] {
  const text = `${row.title} ${row.body}`;
  const branch = w.branches.find((b) => b.id === row.branch_id)!;
  const orderNo = /#(\d+)/.exec(text)?.[1];
  const order = w.orders.find((o) => o.branch_id === row.branch_id && `${o.number}` === orderNo);
  const invitationsOf = (orderId: number) =>
    w.order_invitations.filter((i) => i.order_id === orderId);
  const accepted = (orderId: number) =>
    invitationsOf(orderId).filter((i) => i.status === 'accepted').length;
  const employeeNamed = (who: string, ids: number[]) =>
    w.employees.some((e) => ids.includes(e.id) && name(e) === who);
  const errors: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) errors.push(what);
  };
  if (orderNo !== undefined) {
    expect(order !== undefined, `#${orderNo} is no order of the branch`);
    expect(row.order_id === order?.id, 'order_id is not the order it names');
  }
  const spots = /\((\d+) of (\d+) spots filled\)|has (\d+) of (\d+) spots filled/.exec(row.body);
  if (spots && order) {
    const [filled, of] = (spots[1] ? spots.slice(1, 3) : spots.slice(3, 5)).map(Number);
    expect(filled === accepted(order.id), `${filled} filled, but ${accepted(order.id)} accepted`);
    expect(of === order.helpers_needed, `of ${of}, but ${order.helpers_needed} needed`);
  }
  switch (row.kind) {
    case 'order_created': {
      const m = /^New order #\d+ for (.+)$/.exec(row.title);
      expect(!!m && !!order && m[1] === name(order.customer), 'not the order’s customer');
      if (!order) break;
      const first =
        order.help_type === 2 ? order.destination_addresses[0] : order.pick_up_addresses[0];
      expect(row.body.startsWith(HELP_TYPE[order.help_type]), 'not the order’s help type');
      expect(!!first && row.body.includes(`, ${first.city}`), 'not the order’s city');
      expect(
        row.body.includes(`${order.helpers_needed} helper`) &&
          row.body.includes(`${order.trucks_needed} truck`),
        'not the order’s helpers and trucks',
      );
      break;
    }
    case 'invitation_accepted':
    case 'invitation_rejected': {
      const verb = row.kind === 'invitation_accepted' ? 'accepted' : 'declined';
      const m = new RegExp(`^(.+) ${verb} your invitation to order #\\d+$`).exec(row.title);
      const status = row.kind === 'invitation_accepted' ? 'accepted' : 'rejected';
      const answered = order
        ? invitationsOf(order.id)
            .filter((i) => i.status === status)
            .map((i) => i.employee_id)
        : [];
      expect(!!m && employeeNamed(m[1]!, answered), `nobody of that name has ${status}`);
      break;
    }
    case 'order_formed':
      expect(
        !!order &&
          order.status === 4 &&
          order.cancelled_at == null &&
          accepted(order.id) >= order.helpers_needed,
        'the order is not formed',
      );
      break;
    case 'order_cancelled':
      expect(!!order && order.cancelled_at != null, 'the order is not cancelled');
      expect(!!order && row.body.includes(name(order.customer)), 'not the order’s customer');
      break;
    case 'outsourcing_application': {
      const m = /^(.+) applied to help with order #\d+\.$/.exec(row.body);
      const offer = w.outsource_offers.find((o) => o.id === row.offer_id);
      expect(!!offer && offer.order_id === order?.id, 'offer_id is not the order’s offer');
      const applicants = w.offer_applications
        .filter((a) => a.offer_id === offer?.id)
        .map((a) => w.users.find((u) => u.id === a.helper_id)!);
      expect(!!m && applicants.some((u) => name(u) === m[1]), 'no such application');
      break;
    }
    case 'branch_invitation_accepted': {
      const m = /^(.+) joined your (.+) branch$/.exec(row.title);
      const members = w.employees
        .filter((e) => e.branch_id === branch.id && e.deleted_at == null)
        .map((e) => e.id);
      expect(!!m && m[2] === branch.name, 'not the branch’s name');
      expect(!!m && employeeNamed(m[1]!, members), 'nobody of that name is a member');
      break;
    }
    case 'system':
      expect(row.title === 'Welcome to Movers Marketplace', `an unexpected system row`);
      break;
    default:
      // Kinds the services write (crew_unconfirmed, ...): the order they name is checked above.
      break;
  }
  return errors.map((e) => `${row.id} "${row.title}" / "${row.body}": ${e}`);
}

describe('the seeded activity tells the truth (default world)', () => {
  it('every row’s order, person, customer and count is true of the records', () => {
    expect(world.notifications.length).toBeGreaterThan(50);
    expect(world.notifications.flatMap((row) => falsehoods(row, world))).toEqual([]);
  });

  // The demo's worlds are seeded at each day of a base week (the records differ with the day).
  it.each([3, 4, 5, 6, 7, 8])('and on the other days of the week (March %i)', async (day) => {
    const db = createMockDb();
    await seedScenario(db, 'default', { now: new Date(`2026-03-0${day}T13:00:00Z`) });
    const other = db.snapshot();
    expect(other.notifications.flatMap((row) => falsehoods(row, other))).toEqual([]);
  });

  it('keeps a mixed feed: the kinds the story had, most rows linked to what they name', () => {
    const kinds = new Set(world.notifications.map((n) => n.kind));
    for (const kind of [
      'order_created',
      'invitation_accepted',
      'invitation_rejected',
      'order_formed',
      'order_cancelled',
      'outsourcing_application',
      'branch_invitation_accepted',
    ] as const)
      expect(kinds, kind).toContain(kind);
    const linked = world.notifications.filter((n) => n.order_id != null);
    expect(linked.length / world.notifications.length).toBeGreaterThan(0.7);
  });

  it('says the same in every recipient’s copy of an event', () => {
    const byEvent = new Map<string, Set<string>>();
    for (const n of world.notifications) {
      const key = `${n.branch_id} ${n.created_at} ${n.kind}`;
      byEvent.set(key, (byEvent.get(key) ?? new Set()).add(`${n.title}|${n.body}|${n.order_id}`));
    }
    expect([...byEvent.values()].filter((texts) => texts.size > 1)).toEqual([]);
  });

  it('the checker catches a row that lies', () => {
    const row = world.notifications.find((n) => n.kind === 'invitation_accepted')!;
    const order = world.orders.find((o) => o.id === row.order_id)!;
    const other = world.orders.find(
      (o) => o.branch_id === order.branch_id && o.id !== order.id && o.cancelled_at != null,
    )!;
    const lie = {
      ...row,
      title: row.title.replace(`#${order.number}`, `#${other.number}`),
      order_id: other.id,
    };
    expect(falsehoods(lie, world)).toContainEqual(
      expect.stringContaining('nobody of that name has accepted'),
    );
    const cancelled = world.notifications.find((n) => n.kind === 'order_cancelled')!;
    expect(falsehoods({ ...cancelled, kind: 'order_formed' }, world)).toEqual([
      expect.stringContaining('the order is not formed'),
    ]);
  });
});
