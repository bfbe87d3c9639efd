import {
  clockInResponse,
  clockOutResponse,
} from '@/platform/api/generated/zod/confirmations/confirmations.zod';
import { getHelperCompanyInvitationResponse } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { clockIn } from '../db/services/time-clock';
import { db, server } from '../node';
import { fixedClock } from '../testing/clock';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { austinJobIn, branchNotices, crewOf } from '../testing/confirmations';

/*
 * Time clock (not in the spec), on a fixed clock (9:00 am in Austin): she starts work from
 * 1 h before an accepted job's start until its end, and finishes it until the order is
 * completed, once each; what her job, the crew page and the activity read; the refusals.
 */

const HOUR = 3_600_000;
const NOW = Date.parse('2027-03-09T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clock = (token: string, orderId: number, what: 'in' | 'out') =>
  call('POST', `/helper/jobs/${orderId}/clock-${what}`, { token });

const notices = (orderId: number) =>
  branchNotices(orderId, ['crew_clocked_in', 'crew_clocked_out']);

describe('time clock', () => {
  it('starts from 1 h before the start, once; finishes past the end, once; both sides read it', async () => {
    // 10:30-11:30 am in Austin.
    const { order, invitations } = await austinJobIn(1.5, { now: NOW, people: 1 });
    const helper = await loginAs('helper@demo.test');
    const early = expectError(await clock(helper, order.id, 'in'), 422);
    expect(early.errors.start_at).toEqual([
      'You can start work from 1 hour before the job starts.',
    ]);
    const notYet = expectError(await clock(helper, order.id, 'out'), 422);
    expect(notYet.errors.status).toEqual(['You have not started work on this job.']);

    vi.setSystemTime(NOW + 0.75 * HOUR);
    const started = expectValid(clockInResponse, (await clock(helper, order.id, 'in')).body).data;
    expect(started).toMatchObject({
      clocked_in_at: new Date(NOW + 0.75 * HOUR).toISOString(),
      clocked_out_at: null,
      // Within 48 h and not yet confirmed: starting work confirms it.
      confirmation: 'confirmed',
    });
    const twice = expectError(await clock(helper, order.id, 'in'), 422);
    expect(twice.errors.status).toEqual(['You have already started work on this job.']);
    // Finish work before the start: refused, it is final and she has worked none of the job
    // yet (QA-211 M2); the app does not offer it then.
    const tooSoon = expectError(await clock(helper, order.id, 'out'), 422);
    expect(tooSoon.errors.start_at).toEqual([
      'This job has not started yet: you can finish work from its start, 10:30 am CST.',
    ]);
    expect(tooSoon.message).toBe(tooSoon.errors.start_at![0]);

    // Past the job's end (it ran over): she may still finish, until it is completed.
    vi.setSystemTime(NOW + 3 * HOUR);
    const finished = expectValid(
      clockOutResponse,
      (await clock(helper, order.id, 'out')).body,
    ).data;
    const times = {
      clocked_in_at: new Date(NOW + 0.75 * HOUR).toISOString(),
      clocked_out_at: new Date(NOW + 3 * HOUR).toISOString(),
    };
    expect(finished).toMatchObject(times);
    const again = expectError(await clock(helper, order.id, 'out'), 422);
    expect(again.errors.status).toEqual(['You have already finished work on this job.']);

    const read = expectValid(
      getHelperCompanyInvitationResponse,
      (await call('GET', `/helper/company-invitations/${invitations[0]!.id}`, { token: helper }))
        .body,
    ).data;
    expect(read).toMatchObject(times);
    const [member] = await crewOf(order.id);
    expect(member).toMatchObject(times);
    expect(notices(order.id)).toEqual([
      // The branch's zone named: the text is stored once, for readers in any zone.
      `Maria Lopez started work on order #${order.number} / At 9:45 am CST.`,
      `Maria Lopez finished work on order #${order.number} / Worked 9:45 am - 12:00 pm CST (2 h 15 min).`,
    ]);
  });

  it('is refused once the job is over, to a pending invitee, to others; a closed order refuses it', async () => {
    const helper = await loginAs('helper@demo.test');
    // 6:00-7:00 am: over at 9:00.
    const over = await austinJobIn(-3, { now: NOW, people: 1 });
    const late = expectError(await clock(helper, over.order.id, 'in'), 422);
    expect(late.errors.start_at).toEqual(['This job is over.']);

    const pending = await austinJobIn(0.5, { now: NOW, people: 1, pending: true });
    const notOn = expectError(await clock(helper, pending.order.id, 'in'), 422);
    expect(notOn.errors.status).toEqual(['You are not on the crew of this job.']);
    // A crew page row shows nothing until she starts.
    const [member] = await crewOf(pending.order.id);
    expect(member).toMatchObject({ clocked_in_at: null, clocked_out_at: null });

    const soon = await austinJobIn(0.5, { now: NOW, people: 1 });
    const owner = await loginAs('owner@demo.test');
    expectError(await clock(owner, soon.order.id, 'in'), 403);
    expectError(await clock(helper, 999_999, 'in'), 404);
    expect((await clock(helper, soon.order.id, 'in')).status).toBe(200);
    await db.patch('orders', soon.order.id, { completed_at: new Date(NOW).toISOString() });
    const closed = expectError(await clock(helper, soon.order.id, 'out'), 422);
    expect(closed.errors.status).toEqual(['The order is already closed.']);
    // An order she was never invited to.
    await db.patch('order_invitations', pending.invitations[0]!.id, { user_id: -1 });
    expectError(await clock(helper, pending.order.id, 'in'), 403);
  });

  it('a move of the start is refused while someone is at work; of the end, not', async () => {
    const { order, invitations } = await austinJobIn(0.5, { now: NOW, people: 1 });
    const helper = await loginAs('helper@demo.test');
    await clock(helper, order.id, 'in');
    const owner = await loginAs('owner@demo.test');
    const current = await call('GET', `/orders/${order.id}`, { token: owner });
    const body = (current.body as { data: Record<string, unknown> }).data;
    const put = (times: { start_at: string; end_at: string }) =>
      call('PUT', `/orders/${order.id}`, { token: owner, body: { ...body, ...times } });
    const by = (at: string, hours: number) => new Date(Date.parse(at) + hours * HOUR).toISOString();
    const refused = expectError(
      await put({ start_at: by(order.start_at, 1), end_at: by(order.end_at, 1) }),
      422,
    );
    expect(refused.errors.start_at).toEqual(['Maria Lopez has started work on this job.']);
    expect((await put({ start_at: order.start_at, end_at: by(order.end_at, 1) })).status).toBe(200);
    expect(db.findById('order_invitations', invitations[0]!.id)!.clocked_in_at).not.toBeNull();
  });

  it('is refused while she is still at work on another job; once she finished it, not', async () => {
    const helper = await loginAs('helper@demo.test');
    // 7:00-8:00 am, over at 9:00, and she never finished; then a 9:30 job.
    const before = await austinJobIn(-2, { now: NOW, people: 1 });
    await clockIn(db, before.invitations[0]!.id, {
      notify: false,
      now: new Date(NOW - 2 * HOUR),
    });
    const next = await austinJobIn(0.5, { now: NOW, people: 1 });
    const refused = expectError(await clock(helper, next.order.id, 'in'), 422);
    expect(refused.errors.status).toEqual([
      `You are still at work on order #${before.order.number}: finish it first.`,
    ]);
    expect((await clock(helper, before.order.id, 'out')).status).toBe(200);
    expect((await clock(helper, next.order.id, 'in')).status).toBe(200);
  });
});
