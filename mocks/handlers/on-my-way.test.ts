import { tellOnMyWayResponse } from '@/platform/api/generated/zod/confirmations/confirmations.zod';
import { getHelperCompanyInvitationResponse } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { db, server } from '../node';
import { fixedClock } from '../testing/clock';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { austinJobIn, branchNotices, crewOf, moveJob } from '../testing/confirmations';

/*
 * On my way (not in the spec): from 3 h before an accepted job's start until its end, on a
 * fixed clock; what the company's crew page and activity read; the 422s and who may call.
 */

const HOUR = 3_600_000;
const NOW = Date.parse('2027-03-09T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tell = (token: string, orderId: number, body: unknown) =>
  call('POST', `/helper/jobs/${orderId}/on-my-way`, { token, body });

const notices = (orderId: number) => branchNotices(orderId, ['crew_on_my_way']);

describe('on my way', () => {
  it('is refused before 3 h ahead; on time, then late: her job, the crew page and the activity say so', async () => {
    const { order, invitations } = await austinJobIn(4, { now: NOW, people: 1 });
    const helper = await loginAs('helper@demo.test');
    const early = expectError(await tell(helper, order.id, { late_minutes: null }), 422);
    expect(early.errors.start_at).toEqual([
      'You can say you are on your way from 3 hours before the job starts.',
    ]);
    expect(notices(order.id)).toEqual([]);

    vi.setSystemTime(NOW + 1.5 * HOUR);
    const onTime = expectValid(
      tellOnMyWayResponse,
      (await tell(helper, order.id, { late_minutes: null })).body,
    ).data;
    expect(onTime).toMatchObject({
      on_my_way_at: new Date(NOW + 1.5 * HOUR).toISOString(),
      late_minutes: 0,
      expected_at: order.start_at,
      on_my_way_from: new Date(NOW + HOUR).toISOString(),
      // Within 48 h and not yet confirmed: on the way confirms it.
      confirmation: 'confirmed',
    });

    vi.setSystemTime(NOW + 2 * HOUR);
    await tell(helper, order.id, { late_minutes: 15 });
    const read = expectValid(
      getHelperCompanyInvitationResponse,
      (await call('GET', `/helper/company-invitations/${invitations[0]!.id}`, { token: helper }))
        .body,
    ).data;
    const late = {
      on_my_way_at: new Date(NOW + 2 * HOUR).toISOString(),
      late_minutes: 15,
      expected_at: new Date(NOW + 4.25 * HOUR).toISOString(),
    };
    expect(read).toMatchObject(late);
    const [member] = await crewOf(order.id);
    expect(member).toMatchObject(late);
    expect(notices(order.id)).toEqual([
      `Maria Lopez is on the way to order #${order.number} / Expected on time.`,
      `Maria Lopez is running 15 min late for order #${order.number} / Expected at 1:15 pm CST.`,
    ]);
  });

  it('under way: how late from now, never on time; not once it is over', async () => {
    const { order } = await austinJobIn(-0.5, { now: NOW, people: 1 });
    const helper = await loginAs('helper@demo.test');
    const onTime = expectError(await tell(helper, order.id, { late_minutes: 0 }), 422);
    expect(onTime.errors.late_minutes).toEqual(['The job has started: say how late you will be.']);
    expect((await tell(helper, order.id, { late_minutes: 30 })).status).toBe(200);
    const [member] = await crewOf(order.id);
    expect(member).toMatchObject({
      late_minutes: 30,
      expected_at: new Date(NOW + 0.5 * HOUR).toISOString(),
      confirmation: null,
    });
    vi.setSystemTime(Date.parse(order.end_at));
    const over = expectError(await tell(helper, order.id, { late_minutes: 15 }), 422);
    expect(over.errors.start_at).toEqual(['This job is over.']);
  });

  it('422 for minutes out of 0..180 and a pending invitee; 403 for a job never hers; 404 unknown order', async () => {
    const { order } = await austinJobIn(1, { now: NOW, people: 1 });
    const helper = await loginAs('helper@demo.test');
    expectError(await tell(helper, order.id, { late_minutes: 181 }), 422);
    expectError(await tell(helper, order.id, { late_minutes: -5 }), 422);
    const pending = await austinJobIn(2, { now: NOW, people: 1, pending: true });
    const notOn = expectError(await tell(helper, pending.order.id, {}), 422);
    expect(notOn.errors.status).toEqual(['You are not on the crew of this job.']);
    // A crew page row shows nothing until she tells.
    const [member] = await crewOf(pending.order.id);
    expect(member).toMatchObject({ on_my_way_at: null, late_minutes: null });
    const owner = await loginAs('owner@demo.test');
    expectError(await tell(owner, order.id, {}), 403);
    expectError(await tell(helper, 999_999, {}), 404);
    // Someone else's invitation: an order she was never invited to.
    await db.patch('order_invitations', pending.invitations[0]!.id, { user_id: -1 });
    expectError(await tell(helper, pending.order.id, {}), 403);
  });

  it('a move of the job clears it (it was said of the old times); a closed order refuses it', async () => {
    const { order, invitations } = await austinJobIn(2, { now: NOW, people: 1 });
    const helper = await loginAs('helper@demo.test');
    await tell(helper, order.id, { late_minutes: 15 });
    await moveJob(order, 24);
    expect(db.findById('order_invitations', invitations[0]!.id)).toMatchObject({
      on_my_way_at: null,
      late_minutes: null,
      expected_at: null,
    });
    const [member] = await crewOf(order.id);
    expect(member).toMatchObject({ on_my_way_at: null, late_minutes: null, expected_at: null });
    const soon = await austinJobIn(0.5, { now: NOW, people: 1 });
    await db.patch('orders', soon.order.id, { cancelled_at: new Date(NOW).toISOString() });
    const closed = expectError(await tell(helper, soon.order.id, { late_minutes: 15 }), 422);
    expect(closed.errors.status).toEqual(['The order is already closed.']);
  });
});
