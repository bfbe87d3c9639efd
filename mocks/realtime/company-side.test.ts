import { db, resetDb } from '../node';
import { helperJobCounts } from '../handlers/lib/helper-jobs';
import {
  cancelDemoHelperJob,
  companyMove,
  inviteDemoHelper,
  offerToDemoHelper,
  sendDemoHelperJob,
  startCompanySide,
} from './company-side';

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const counts = () => helperJobCounts(maria());

describe('the companies play against the demo helper (mock)', () => {
  beforeEach(() => resetDb());
  afterEach(() => vi.useRealTimers());

  it('a branch she works for invites her to an upcoming order she is free for: one more New invitation', async () => {
    const before = counts().company.new;
    const move = await inviteDemoHelper(db, 1);
    expect(move?.kind).toBe('invitation');
    const invitation = db.findById(
      'order_invitations',
      move!.kind === 'invitation' ? move!.invitation_id : 0,
    )!;
    expect(invitation).toMatchObject({ user_id: maria().id, status: 'pending' });
    const order = db.findById('orders', invitation.order_id)!;
    expect(order.start_at > new Date().toISOString()).toBe(true);
    expect(counts().company.new).toBe(before + 1);
    // Not invited twice to the same order.
    const again = await inviteDemoHelper(db, 1);
    expect(again?.order_id).not.toBe(move!.order_id);
  });

  it('never to an order whose crew is full: she could not accept it', async () => {
    // Every order with people needs exactly those it has accepted (no room); the others are
    // called off, so no open order is left.
    for (const order of db.orders.all()) {
      const accepted = db.order_invitations
        .findMany((q) => q.where({ order_id: order.id }))
        .filter((i) => i.status === 'accepted').length;
      await db.patch(
        'orders',
        order.id,
        accepted > 0 ? { helpers_needed: accepted } : { cancelled_at: new Date().toISOString() },
      );
    }
    for (let seed = 0; seed < 5; seed++) expect(await inviteDemoHelper(db, seed)).toBeNull();
  });

  it('a company in her serving areas sends her an outsourcing offer: one more New offer', async () => {
    const before = counts().outsource.new;
    const move = await offerToDemoHelper(db, 2);
    expect(move?.kind).toBe('offer');
    const offer = db.findById('outsource_offers', move!.kind === 'offer' ? move!.offer_id : 0)!;
    expect(offer.status).toBe('open');
    expect(db.findById('orders', offer.order_id)!.outsource_offer_id).toBe(offer.id);
    expect(counts().outsource.new).toBe(before + 1);
  });

  it('a company calls off one of her accepted upcoming jobs: Accepted down, Cancelled up', async () => {
    // The job is in one of her two lists: a company invitation's, or an offer's she took.
    const both = (bucket: 'accepted' | 'cancelled') =>
      counts().company[bucket] + counts().outsource[bucket];
    const before = { accepted: both('accepted'), cancelled: both('cancelled') };
    const move = await cancelDemoHelperJob(db, 3);
    expect(move?.kind).toBe('cancel');
    expect(
      db.findById('order_invitations', move!.kind === 'cancel' ? move!.invitation_id : 0)!.status,
    ).toBe('cancelled');
    expect(both('accepted')).toBe(before.accepted - 1);
    expect(both('cancelled')).toBe(before.cancelled + 1);
  });

  it('each move changes her buckets; the demo panel always sends new work', async () => {
    for (const seed of [10, 11, 12, 13, 14, 15]) {
      const before = JSON.stringify(counts());
      const move = await companyMove(db, seed);
      expect(move).not.toBeNull();
      expect(JSON.stringify(counts())).not.toBe(before);
    }
    const move = await sendDemoHelperJob(db);
    expect(['invitation', 'offer']).toContain(move?.kind);
  });

  it('runs every interval once started (0 = off), and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    expect(startCompanySide({ intervalMs: 0, db })).toBeInstanceOf(Function);
    const total = () => {
      const c = counts();
      return JSON.stringify(c);
    };
    const before = total();
    const stop = startCompanySide({ intervalMs: 1000, db });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(total()).not.toBe(before));
    const after = total();
    stop();
    await new Promise((r) => setTimeout(r, 50));
    expect(total()).toBe(after);
  });
});
