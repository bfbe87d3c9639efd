import { db, invitationService, resetDatabase, DEMO_ACCOUNTS } from '../db';
import { austinJobIn, dayOffFor, marketplaceHelperOf } from '../testing/confirmations';
import { mix, pauseAutoAnswer, setAutoAnswerDelay, startAutoAnswer } from './auto-answer';
import {
  confirmReplyDelay,
  plannedConfirmReply,
  plannedOnMyWay,
  plannedTimeClock,
  replyToConfirmation,
} from './confirm-agenda';

/*
 * Confirmations in the demo (confirm-agenda.ts, run by the auto-answer leader) on fake
 * timers from a fixed instant: 48 h before an accepted job the crew member is asked and a
 * simulated one answers later; 24 h before, an unconfirmed one is flagged once; a demo
 * account is asked but never answers by herself.
 */

const DELAY = 1_000;
const HOUR = 3_600_000;
const NOW = new Date('2027-03-09T15:00:00Z');

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal('navigator', undefined);
  await resetDatabase(db, 'default', { now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flags = (orderId: number) =>
  db.notifications.findMany((q) => q.where({ kind: 'crew_unconfirmed', order_id: orderId }));

/** Maria Lopez, the demo's helper account: she never answers by herself. */
const demoHelper = () => db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;

/** A marketplace helper of the order's branch on its crew, confirmed. */
async function confirmedHelperOn(order: { id: number; branch_id: number }) {
  const helper = marketplaceHelperOf(order.branch_id);
  const [spot] = await invitationService.inviteEmployees(db, order.id, [helper.id]);
  await db.patch('order_invitations', spot!.id, {
    status: 'accepted',
    confirm_asked_at: NOW.toISOString(),
    confirmed_at: NOW.toISOString(),
  });
  return { helper, spot: spot! };
}

/** The user takes the day of the order off (in Austin). */
const dayOff = (userId: number, order: { start_at: string }) =>
  dayOffFor(userId, order, 'America/Chicago');

describe('the confirmation agenda', () => {
  it('plans a deterministic mix: most confirm, about one in six drops out, one in six is silent', () => {
    const plans = Array.from({ length: 600 }, (_, i) =>
      plannedConfirmReply({ id: 1000 + i, order_id: 77 + (i % 13) }, mix),
    );
    const share = (p: string) => plans.filter((x) => x === p).length / plans.length;
    expect(share('drop')).toBeGreaterThan(0.1);
    expect(share('drop')).toBeLessThan(0.25);
    expect(share('none')).toBeGreaterThan(0.1);
    expect(share('confirm')).toBeGreaterThan(0.55);
    expect(plannedConfirmReply({ id: 5, order_id: 9 }, mix)).toBe(
      plannedConfirmReply({ id: 5, order_id: 9 }, mix),
    );
  });

  it('asks at 48 h, the simulated crew answers as planned, the silent ones are flagged once at 24 h', async () => {
    const { order, invitations } = await austinJobIn(49, { now: NOW.getTime(), people: 4 });
    const stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(0);
    const asked = () => invitations.map((i) => db.findById('order_invitations', i.id)!);
    expect(asked().every((i) => !i.confirm_asked_at)).toBe(true);

    await vi.advanceTimersByTimeAsync(HOUR); // 48 h before the start
    expect(asked().every((i) => i.confirm_asked_at)).toBe(true);
    const maria = demoHelper();
    await vi.advanceTimersByTimeAsync(
      Math.max(...invitations.map((i) => confirmReplyDelay(DELAY, i, mix))),
    );
    for (const invitation of asked()) {
      const plan = invitation.user_id === maria.id ? 'none' : plannedConfirmReply(invitation, mix);
      if (plan === 'confirm') expect(invitation.confirmed_at).not.toBeNull();
      else if (plan === 'drop')
        expect(invitation).toMatchObject({
          status: 'rejected',
          dropped_out_at: expect.any(String),
        });
      else {
        expect(invitation.status).toBe('accepted');
        expect(invitation.confirmed_at ?? null).toBeNull();
      }
    }
    const silent = asked().filter((i) => i.status === 'accepted' && !i.confirmed_at);
    expect(flags(order.id)).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(24 * HOUR); // 24 h before the start
    const flagged = silent.map((i) => db.findById('order_invitations', i.id)!);
    expect(flagged.every((i) => i.unconfirmed_flagged_at)).toBe(true);
    const titles = new Set(flags(order.id).map((n) => n.title));
    expect(titles.size).toBe(silent.length);
    const count = flags(order.id).length;
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(flags(order.id)).toHaveLength(count); // once per person and job
    stop();
  });

  it('who took the day off leaves the question unanswered (the server refuses that confirm)', async () => {
    const { order } = await austinJobIn(49, { now: NOW.getTime(), people: 1 });
    const helper = marketplaceHelperOf(order.branch_id);
    const [spot] = await invitationService.inviteEmployees(db, order.id, [helper.id]);
    await db.patch('order_invitations', spot!.id, { status: 'accepted' });
    expect(plannedConfirmReply(spot!, mix)).toBe('confirm'); // would confirm, but for the day off
    vi.setSystemTime(NOW.getTime() + 2 * HOUR); // asked: 47 h before the start
    await dayOff(helper.user_id!, order);
    await replyToConfirmation(db, spot!.id, mix);
    const after = db.findById('order_invitations', spot!.id)!;
    expect(after.status).toBe('accepted');
    expect(after.confirmed_at ?? null).toBeNull();
  });

  it('a flag due before the world was loaded is dated when it came due, not at the load', async () => {
    // A job 20 h out whose crew was asked at 48 h and stayed silent: its flag came due 4 h ago.
    const { order, invitations } = await austinJobIn(20, { now: NOW.getTime(), people: 1 });
    const asked = new Date(NOW.getTime() - 28 * HOUR).toISOString();
    await db.patch('order_invitations', invitations[0]!.id, { confirm_asked_at: asked });
    const stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(0);
    const due = new Date(NOW.getTime() - 4 * HOUR).toISOString();
    // One row for each of the branch's people (owner, managers), all dated then.
    expect(flags(order.id).length).toBeGreaterThan(0);
    expect(new Set(flags(order.id).map((n) => n.created_at))).toEqual(new Set([due]));
    expect(db.findById('order_invitations', invitations[0]!.id)!.unconfirmed_flagged_at).toBe(due);
    stop();
  });

  it('a restarted leader carries on: what was asked is not asked again', async () => {
    const { invitations } = await austinJobIn(47, { now: NOW.getTime(), people: 1 });
    let stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(0);
    const first = db.findById('order_invitations', invitations[0]!.id)!.confirm_asked_at;
    expect(first).toBeTruthy();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(0);
    expect(db.findById('order_invitations', invitations[0]!.id)!.confirm_asked_at).toBe(first);
    stop();
  });

  it('a reset under a running sweep writes nothing stale and warns of nothing; the new world is swept', async () => {
    // A world with a job 47 h out whose crew has not been asked yet.
    const { invitations } = await austinJobIn(47, { now: NOW.getTime(), people: 2 });
    const world = db.snapshot();
    const nextIds = db.nextIds();
    await resetDatabase(db, 'default', { now: NOW });
    const warn = vi.spyOn(console, 'warn');
    // The leader's first sweep asks and flags the seeded crews (it awaits each write) ...
    const stop = startAutoAnswer({ delayMs: DELAY, db });
    // ... while the data is replaced under it (a journey's reset, another tab's hydration).
    await db.restore(world, nextIds);
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).not.toHaveBeenCalled();
    // The end of the load swept the new world: its crew is asked, no reset or job change needed.
    for (const invitation of invitations)
      expect(db.findById('order_invitations', invitation.id)!.confirm_asked_at).toBeTruthy();
    stop();
    warn.mockRestore();
  });

  it("paused for a reload (the Demo panel's reset), the app's agenda writes nothing to the new world; resumed, it sweeps it", async () => {
    // The new world: a job 47 h out whose crew has not been asked yet.
    const { invitations } = await austinJobIn(47, { now: NOW.getTime(), people: 2 });
    const world = db.snapshot();
    const nextIds = db.nextIds();
    await resetDatabase(db, 'default', { now: NOW });
    setAutoAnswerDelay(DELAY);
    await vi.advanceTimersByTimeAsync(0);
    const asked = (id: number) => db.findById('order_invitations', id)!.confirm_asked_at;

    const resume = pauseAutoAnswer();
    await db.restore(world, nextIds);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    // Unpaused, the end of the load sweeps at once (the reset test above): here nobody is asked.
    for (const invitation of invitations) expect(asked(invitation.id)).toBeFalsy();

    resume();
    await vi.advanceTimersByTimeAsync(0);
    for (const invitation of invitations) expect(asked(invitation.id)).toBeTruthy();
    setAutoAnswerDelay(0);
  });
});

describe('on the day (on my way, not in the spec)', () => {
  const told = (orderId: number) =>
    db.notifications.findMany((q) => q.where({ kind: 'crew_on_my_way', order_id: orderId }));

  it('plans a tell 20-50 min before the start, mostly on time, sometimes late', () => {
    const plans = Array.from({ length: 600 }, (_, i) =>
      plannedOnMyWay({ id: 1000 + i, order_id: 77 + (i % 13) }, mix),
    );
    expect(new Set(plans.map((p) => p.beforeMs / 60_000))).toEqual(new Set([20, 30, 40, 50]));
    const late = plans.filter((p) => p.lateMinutes > 0).length / plans.length;
    expect(late).toBeGreaterThan(0.2);
    expect(late).toBeLessThan(0.45);
  });

  it('who confirmed tells at the planned time, as planned; the silent, the dropped and a demo account do not', async () => {
    // Evening jobs in Austin (7, 8:30 and 10 pm), nobody busy then; the same four people.
    const jobs = [];
    for (const hours of [10, 11.5, 13])
      jobs.push(await austinJobIn(hours, { now: NOW.getTime(), people: 4 }));
    const all = jobs.flatMap((job) => job.invitations.map((i) => ({ i, order: job.order })));
    const maria = demoHelper();
    const stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(13 * HOUR); // past every planned tell, before the last end
    const expected = all.map(({ i, order }) => {
      if (i.user_id === maria.id || plannedConfirmReply(i, mix) !== 'confirm') return null;
      const plan = plannedOnMyWay(i, mix);
      return {
        on_my_way_at: new Date(Date.parse(order.start_at) - plan.beforeMs).toISOString(),
        late_minutes: plan.lateMinutes,
      };
    });
    // The mix has both here: someone late, someone on time, someone who does not tell.
    expect(expected.some((e) => e && e.late_minutes > 0)).toBe(true);
    expect(expected.some((e) => e && e.late_minutes === 0)).toBe(true);
    expect(expected.some((e) => e === null)).toBe(true);
    expect(
      all.map(({ i }) => {
        const now = db.findById('order_invitations', i.id)!;
        return now.on_my_way_at
          ? { on_my_way_at: now.on_my_way_at, late_minutes: now.late_minutes }
          : null;
      }),
    ).toEqual(expected);
    expect(told(jobs[0]!.order.id).length).toBeGreaterThan(0);
    stop();
  });

  it('a world loaded after the planned steps makes them as planned, silently (no burst of past news)', async () => {
    // 7-8 pm in Austin, four people; they confirm as planned while the demo is open.
    const { order, invitations } = await austinJobIn(10, { now: NOW.getTime(), people: 4 });
    const maria = demoHelper();
    let stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(HOUR);
    stop();
    const confirmed = invitations.filter(
      (i) => i.user_id !== maria.id && plannedConfirmReply(i, mix) === 'confirm',
    );
    expect(confirmed.length).toBeGreaterThan(0);
    const stateOf = (id: number) => {
      const now = db.findById('order_invitations', id)!;
      return [now.on_my_way_at ?? null, now.clocked_in_at ?? null, now.clocked_out_at ?? null];
    };
    const onTheDay = () =>
      db.notifications
        .findMany((q) => q.where({ order_id: order.id }))
        .filter((n) => ['crew_on_my_way', 'crew_clocked_in', 'crew_clocked_out'].includes(n.kind));
    const planned = (i: (typeof invitations)[0]) => ({
      told: new Date(Date.parse(order.start_at) - plannedOnMyWay(i, mix).beforeMs).toISOString(),
      in: new Date(plannedTimeClock(i, order, mix).inAt).toISOString(),
      out: new Date(plannedTimeClock(i, order, mix).outAt).toISOString(),
    });

    // The demo opens again 40 minutes into the job: the latest planned start (30 min late)
    // is more than the grace of a late timer (5 min) behind.
    vi.setSystemTime(Date.parse(order.start_at) + 40 * 60_000);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    // At work since the planned time; the tell is not made after the fact (starting says it).
    expect(confirmed.map((i) => stateOf(i.id))).toEqual(
      confirmed.map((i) => [null, planned(i).in, null]),
    );
    // Nobody else, and nothing told.
    for (const i of invitations.filter((x) => !confirmed.includes(x)))
      expect(stateOf(i.id)).toEqual([null, null, null]);
    expect(onTheDay()).toEqual([]);

    // And again after the finish: done, at the planned times, still silently.
    vi.setSystemTime(Date.parse(order.end_at) + 2 * HOUR);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(confirmed.map((i) => stateOf(i.id))).toEqual(
      confirmed.map((i) => [null, planned(i).in, planned(i).out]),
    );
    expect(onTheDay()).toEqual([]);
  });

  it('a world loaded later makes the missed steps in their planned order across jobs: one person on two jobs does both', async () => {
    // The same four people at 11 pm, then at 8:30 pm (the later job made first: lower ids);
    // nobody is busy then, and the first job's finish (at most 30 min after its end) comes
    // before the second's start.
    const late = await austinJobIn(14, { now: NOW.getTime(), people: 4 });
    const early = await austinJobIn(11.5, { now: NOW.getTime(), people: 4 });
    let stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(HOUR);
    stop();
    const maria = demoHelper();
    const confirmedOf = (job: typeof late) =>
      job.invitations.filter(
        (i) => i.user_id !== maria.id && db.findById('order_invitations', i.id)!.confirmed_at,
      );
    const both = confirmedOf(early).filter((i) =>
      confirmedOf(late).some((j) => j.employee_id === i.employee_id),
    );
    expect(both.length, 'someone confirmed both jobs').toBeGreaterThan(0);
    // The demo opens again 40 minutes into the 11 pm job.
    vi.setSystemTime(Date.parse(late.order.start_at) + 40 * 60_000);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    const clock = (i: { id: number }) => {
      const now = db.findById('order_invitations', i.id)!;
      return [now.clocked_in_at ?? null, now.clocked_out_at ?? null];
    };
    for (const i of confirmedOf(early)) {
      const plan = plannedTimeClock(i, early.order, mix);
      expect(clock(i)).toEqual([
        new Date(plan.inAt).toISOString(),
        new Date(plan.outAt).toISOString(),
      ]);
    }
    for (const i of confirmedOf(late))
      expect(clock(i)).toEqual([
        new Date(plannedTimeClock(i, late.order, mix).inAt).toISOString(),
        null,
      ]);
  });

  it('who took time off over the job since she confirmed does not come: no tell, no clock', async () => {
    const { order, invitations } = await austinJobIn(10, { now: NOW.getTime(), people: 4 });
    const { helper, spot } = await confirmedHelperOn(order);
    let stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(HOUR);
    stop();
    await dayOff(helper.user_id!, order);
    vi.setSystemTime(Date.parse(order.end_at) + 2 * HOUR);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    const after = db.findById('order_invitations', spot.id)!;
    expect(after.confirmed_at).toBeTruthy();
    expect([after.on_my_way_at ?? null, after.clocked_in_at ?? null]).toEqual([null, null]);
    // Who confirmed of the others came.
    const maria = demoHelper();
    const coming = invitations.filter(
      (i) => i.user_id !== maria.id && plannedConfirmReply(i, mix) === 'confirm',
    );
    expect(coming.length).toBeGreaterThan(0);
    for (const i of coming)
      expect(db.findById('order_invitations', i.id)!.clocked_out_at).toBeTruthy();
  });

  it('who took time off after starting work still finishes it', async () => {
    const { order } = await austinJobIn(10, { now: NOW.getTime(), people: 1 });
    const { helper, spot } = await confirmedHelperOn(order);
    vi.setSystemTime(Date.parse(order.start_at) + 40 * 60_000);
    let stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(db.findById('order_invitations', spot.id)!.clocked_in_at).toBeTruthy();
    await dayOff(helper.user_id!, order);
    vi.setSystemTime(Date.parse(order.end_at) + 2 * HOUR);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(db.findById('order_invitations', spot.id)!.clocked_out_at).toBe(
      new Date(plannedTimeClock(spot, order, mix).outAt).toISOString(),
    );
  });

  it('a world loaded between a planned tell and the start makes the tell as planned, silently', async () => {
    const { order, invitations } = await austinJobIn(10, { now: NOW.getTime(), people: 4 });
    let stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(HOUR);
    stop();
    // The demo opens again 11 minutes before the start: every planned tell is 20-50 min
    // before it, every clock-in later than 10 min before.
    vi.setSystemTime(Date.parse(order.start_at) - 11 * 60_000);
    stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    const maria = demoHelper();
    const expected = invitations.map((i) => {
      if (i.user_id === maria.id || plannedConfirmReply(i, mix) !== 'confirm') return null;
      const plan = plannedOnMyWay(i, mix);
      return {
        on_my_way_at: new Date(Date.parse(order.start_at) - plan.beforeMs).toISOString(),
        late_minutes: plan.lateMinutes,
      };
    });
    expect(expected.some((e) => e !== null)).toBe(true);
    expect(
      invitations.map((i) => {
        const now = db.findById('order_invitations', i.id)!;
        return now.on_my_way_at
          ? { on_my_way_at: now.on_my_way_at, late_minutes: now.late_minutes }
          : null;
      }),
    ).toEqual(expected);
    expect(told(order.id)).toEqual([]);
  });

  it('who confirmed starts work as she told and finishes after the end, once each; nobody else', async () => {
    // 7-8 pm in Austin, four people.
    const { order, invitations } = await austinJobIn(10, { now: NOW.getTime(), people: 4 });
    const maria = demoHelper();
    const stop = startAutoAnswer({ delayMs: DELAY, db });
    await vi.advanceTimersByTimeAsync(10 * HOUR); // the start: some are there, none has left
    const planned = invitations.map((i) =>
      i.user_id === maria.id || plannedConfirmReply(i, mix) !== 'confirm'
        ? null
        : plannedTimeClock(i, order, mix),
    );
    expect(planned.some((p) => p !== null)).toBe(true);
    const read = () =>
      invitations.map((i) => {
        const now = db.findById('order_invitations', i.id)!;
        return [now.clocked_in_at ?? null, now.clocked_out_at ?? null];
      });
    // At the start: who planned to be early (or on the dot) has started, nobody else.
    const start = Date.parse(order.start_at);
    expect(read()).toEqual(
      planned.map((p) => [p && p.inAt <= start ? new Date(p.inAt).toISOString() : null, null]),
    );
    await vi.advanceTimersByTimeAsync(1.5 * HOUR); // past every planned finish
    expect(read()).toEqual(
      planned.map((p) =>
        p ? [new Date(p.inAt).toISOString(), new Date(p.outAt).toISOString()] : [null, null],
      ),
    );
    const notices = db.notifications
      .findMany((q) => q.where({ order_id: order.id }))
      .filter((n) => n.kind === 'crew_clocked_in' || n.kind === 'crew_clocked_out');
    expect(notices.length).toBeGreaterThan(0);
    stop();
  });
});
