import {
  cantMakeHelperJobResponse,
  confirmHelperJobResponse,
} from '@/platform/api/generated/zod/confirmations/confirmations.zod';
import {
  getHelperCompanyInvitationResponse,
  getHelperJobCountsResponse,
  getHelperOutsourceOfferResponse,
  listHelperOutsourceOffersResponse,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import {
  getOrderCardResponse,
  getOrderCurrentCrewResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { flagIfUnconfirmed } from '../db/services/confirmations';
import { acceptInvitation } from '../db/services/invitations';
import { austinJobIn } from '../testing/confirmations';
import { takenThroughOffer } from '../testing/offers';
import { db, server } from '../node';
import { fixedClock } from '../testing/clock';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * Confirmations (7/8): the 48 h / 24 h windows on a fixed clock, the 422s, who may call,
 * the spot reopening, and what the company's crew views show.
 */

const HOUR = 3_600_000;
/** The test's now: a fixed instant (the seed is anchored to it too). */
const NOW = Date.parse('2027-03-09T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** An order's whole write body: one hour of loading, starting `hours` after NOW. */
function orderBody(hours: number, helpers = 2) {
  const start = NOW + hours * HOUR;
  return {
    help_type: 1,
    pick_up_addresses: [{ street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }],
    customer: { first_name: 'Casey', last_name: 'Tester', primary_phone: '5125550199' },
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + HOUR).toISOString(),
    helpers_needed: helpers,
    trucks_needed: 1,
    hourly_rate: 4500,
  };
}

/**
 * An order of the owner's branch where Maria is a member, starting `hours` after NOW. She
 * accepted it before her confirmation was asked (49 h before the start, the clock set back
 * for her Accept): an Accept within the 48 h is her confirmation too.
 */
async function jobOfMaria(hours: number, accept = true, helpers = 2) {
  const owner = await loginAs('owner@demo.test');
  const ownerUser = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  const employee = db.employees
    .findMany((q) => q.where({ user_id: maria().id }))
    .find((e) => db.findById('branches', e.branch_id)?.company_id === ownerUser.company_id)!;
  const created = await call('POST', `/company-branches/${employee.branch_id}/orders`, {
    token: owner,
    body: orderBody(hours, helpers),
  });
  expect(created.status).toBe(200);
  const orderId = (created.body as { data: { id: number } }).data.id;
  const invited = await call('POST', `/orders/${orderId}/invite-employee`, {
    token: owner,
    body: { employee_ids: [employee.id] },
  });
  const invitationId = (invited.body as { data: Array<{ id: number }> }).data[0]!.id;
  const helper = await loginAs('helper@demo.test');
  if (accept) {
    const was = Date.now();
    vi.setSystemTime(Math.min(was, NOW + (hours - 49) * HOUR));
    const accepted = await call('POST', `/helper/company-invitations/${invitationId}/accept`, {
      token: helper,
    });
    vi.setSystemTime(was);
    expect(accepted.status).toBe(200);
  }
  return { owner, helper, orderId, invitationId, employeeId: employee.id };
}

/** Her invitation as she reads it. */
const hers = async (helper: string, invitationId: number) =>
  expectValid(
    getHelperCompanyInvitationResponse,
    (await call('GET', `/helper/company-invitations/${invitationId}`, { token: helper })).body,
  ).data;

async function crewOf(owner: string, orderId: number) {
  const result = await call('GET', `/orders/${orderId}/current-crew`, { token: owner });
  return expectValid(getOrderCurrentCrewResponse, result.body).data;
}

describe('confirm', () => {
  it('is refused before 48 h, allowed from 48 h, the same on a second call', async () => {
    const { owner, helper, orderId, employeeId } = await jobOfMaria(50);
    const early = expectError(
      await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper }),
      422,
    );
    expect(early.errors.start_at).toEqual([
      'You can confirm this job from 48 hours before it starts.',
    ]);
    let member = (await crewOf(owner, orderId)).find((m) => m.employee_id === employeeId)!;
    expect(member).toMatchObject({ confirmation: 'not_due', confirmed_at: null });

    vi.setSystemTime(NOW + 2 * HOUR); // 48 h before the start
    member = (await crewOf(owner, orderId)).find((m) => m.employee_id === employeeId)!;
    expect(member.confirmation).toBe('awaiting');
    const first = await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    expect(first.status).toBe(200);
    const confirmed = expectValid(confirmHelperJobResponse, first.body).data;
    expect(confirmed).toMatchObject({
      order_id: orderId,
      confirmation: 'confirmed',
      confirmed_at: new Date(NOW + 2 * HOUR).toISOString(),
      confirm_from: new Date(NOW + 2 * HOUR).toISOString(),
      dropped_out_at: null,
    });

    vi.setSystemTime(NOW + 3 * HOUR);
    const second = expectValid(
      confirmHelperJobResponse,
      (await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper })).body,
    ).data;
    expect(second.confirmed_at).toBe(confirmed.confirmed_at);
    member = (await crewOf(owner, orderId)).find((m) => m.employee_id === employeeId)!;
    expect(member).toMatchObject({
      confirmation: 'confirmed',
      confirmed_at: confirmed.confirmed_at,
    });
  });

  it('is overdue within 24 h (counted on the card and the badge), refused once started', async () => {
    const { owner, helper, orderId, invitationId } = await jobOfMaria(30);
    const card = async () =>
      expectValid(
        getOrderCardResponse,
        (await call('GET', `/orders/${orderId}/card`, { token: owner })).body,
      ).data;
    const counts = async () =>
      expectValid(
        getHelperJobCountsResponse,
        (await call('GET', '/helper/job-counts', { token: helper })).body,
      ).data.awaiting_confirmation;
    expect((await card()).unconfirmed_count).toBe(1);
    const before = await counts();
    expect(before).toBeGreaterThanOrEqual(1);

    vi.setSystemTime(NOW + 7 * HOUR); // 23 h before
    const mine = expectValid(
      getHelperCompanyInvitationResponse,
      (await call('GET', `/helper/company-invitations/${invitationId}`, { token: helper })).body,
    ).data;
    expect(mine.confirmation).toBe('overdue');

    await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    expect((await card()).unconfirmed_count).toBe(0);
    expect(await counts()).toBe(before - 1);

    const other = await jobOfMaria(60);
    vi.setSystemTime(NOW + 61 * HOUR);
    const started = expectError(
      await call('POST', `/helper/jobs/${other.orderId}/confirm`, { token: helper }),
      422,
    );
    expect(started.errors.start_at).toEqual(['This job has already started.']);
  });

  it('counts a job taken through an offer once, under her offers (where it is listed)', async () => {
    const helper = await loginAs('helper@demo.test');
    const counts = async () =>
      expectValid(
        getHelperJobCountsResponse,
        (await call('GET', '/helper/job-counts', { token: helper })).body,
      ).data;
    const before = await counts();
    const { order } = await austinJobIn(30, { now: NOW, people: 0, helpersNeeded: 1 });
    await takenThroughOffer(order, { at: NOW, helper: 'helper@demo.test' });
    const after = await counts();
    expect(after.awaiting_confirmation).toBe(before.awaiting_confirmation + 1);
    expect(after.awaiting_confirmation_by_group).toEqual({
      company: before.awaiting_confirmation_by_group.company,
      outsource: before.awaiting_confirmation_by_group.outsource + 1,
    });
    await jobOfMaria(40);
    expect((await counts()).awaiting_confirmation_by_group).toEqual({
      company: before.awaiting_confirmation_by_group.company + 1,
      outsource: before.awaiting_confirmation_by_group.outsource + 1,
    });
  });

  it('her Accept within 48 h of the start is her confirmation too; an earlier one is not (QA-211 M4)', async () => {
    const helper = await loginAs('helper@demo.test');
    const owner = await loginAs('owner@demo.test');
    const soon = await jobOfMaria(20, false);
    const accepted = await call('POST', `/helper/company-invitations/${soon.invitationId}/accept`, {
      token: helper,
    });
    expect(accepted.status).toBe(200);
    expect(await hers(helper, soon.invitationId)).toMatchObject({
      confirmation: 'confirmed',
      confirmed_at: new Date(NOW).toISOString(),
    });
    const member = (await crewOf(owner, soon.orderId)).find(
      (m) => m.employee_id === soon.employeeId,
    )!;
    expect(member).toMatchObject({ confirmation: 'confirmed' });
    // Never flagged to the company: she has answered.
    vi.setSystemTime(NOW + 2 * HOUR);
    expect(await flagIfUnconfirmed(db, soon.invitationId)).toBe(false);

    vi.setSystemTime(NOW);
    const later = await jobOfMaria(60, false);
    await call('POST', `/helper/company-invitations/${later.invitationId}/accept`, {
      token: helper,
    });
    expect(await hers(helper, later.invitationId)).toMatchObject({
      confirmation: 'not_due',
      confirmed_at: null,
    });
  });

  it("an offer's Accept within 48 h is her confirmation too", async () => {
    const helper = await loginAs('helper@demo.test');
    const page = expectValid(
      listHelperOutsourceOffersResponse,
      (await call('GET', '/helper/outsource-offers?bucket=new&per_page=50', { token: helper }))
        .body,
    );
    const offer = page.data.data.find((o) => o.my_application === null && o.status === 'open')!;
    // Moved to 30 h from now, an hour long (between her other jobs).
    await db.patch('orders', offer.order.id, {
      start_at: new Date(NOW + 30 * HOUR).toISOString(),
      end_at: new Date(NOW + 31 * HOUR).toISOString(),
    });
    const taken = await call('POST', `/helper/outsource-offers/${offer.id}/accept`, {
      token: helper,
    });
    expect(taken.status).toBe(200);
    const mine = expectValid(
      getHelperOutsourceOfferResponse,
      (await call('GET', `/helper/outsource-offers/${offer.id}`, { token: helper })).body,
    ).data;
    expect(mine).toMatchObject({
      confirmation: 'confirmed',
      confirmed_at: new Date(NOW).toISOString(),
    });
  });

  it('422 on status for a pending invitation; 404 unknown order; 403 not hers or a company user', async () => {
    const { owner, helper, orderId } = await jobOfMaria(30, false);
    const pending = expectError(
      await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper }),
      422,
    );
    expect(pending.errors.status).toEqual(['You are not on the crew of this job.']);
    expectError(await call('POST', '/helper/jobs/999999/confirm', { token: helper }), 404);
    const other = await loginAs('priya.patel@helpers.demo.test');
    expectError(await call('POST', `/helper/jobs/${orderId}/confirm`, { token: other }), 403);
    expectError(
      await call('POST', `/helper/jobs/${orderId}/cant-make-it`, {
        token: other,
        body: { reason: 'x' },
      }),
      403,
    );
    expectError(await call('POST', `/helper/jobs/${orderId}/confirm`, { token: owner }), 403);
    expectError(await call('POST', `/helper/jobs/${orderId}/confirm`), 401);
  });
});

describe('confirm on her time off (QA helper-159 F1)', () => {
  /** Her time off on the job's day on Austin's clocks (UTC-6 in March 2027). */
  const takeOff = (helper: string, orderId: number) => {
    const start = db.findById('orders', orderId)!.start_at;
    const day = new Date(Date.parse(start) - 6 * HOUR).toISOString().slice(0, 10);
    return call('POST', '/helper-profile/time-off', {
      token: helper,
      body: { start_date: day, end_date: day, reason: null },
    });
  };

  it('is refused with 422 on start_at, as accepting on that day is; the crew page keeps her unconfirmed', async () => {
    // 20 h ahead: she is asked (overdue), and takes that day off after accepting.
    const { owner, helper, orderId, employeeId } = await jobOfMaria(20);
    expect((await takeOff(helper, orderId)).status).toBe(200);
    const refused = expectError(
      await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper }),
      422,
    );
    expect(refused.errors.start_at).toEqual(['You are off on that day.']);
    const member = (await crewOf(owner, orderId)).find((m) => m.employee_id === employeeId)!;
    expect(member.confirmed_at).toBeNull();
  });

  it('is no longer counted as awaiting her: not on her Job page badge, not on the job card', async () => {
    // 40 h ahead (asked, awaiting): another day than the one the test above took off.
    const { owner, helper, orderId } = await jobOfMaria(40);
    const card = async () =>
      expectValid(
        getOrderCardResponse,
        (await call('GET', `/orders/${orderId}/card`, { token: owner })).body,
      ).data.unconfirmed_count;
    const counts = async () =>
      expectValid(
        getHelperJobCountsResponse,
        (await call('GET', '/helper/job-counts', { token: helper })).body,
      ).data.awaiting_confirmation;
    expect(await card()).toBe(1);
    const before = await counts();
    expect((await takeOff(helper, orderId)).status).toBe(200);
    expect(await card()).toBe(0);
    expect(await counts()).toBe(before - 1);
  });

  it('goes through once she removes that time off', async () => {
    const { helper, orderId } = await jobOfMaria(20);
    const added = await takeOff(helper, orderId);
    const entry = (added.body as { data: { id: number } }).data;
    expect(
      (await call('DELETE', `/helper-profile/time-off/${entry.id}`, { token: helper })).status,
    ).toBe(200);
    const confirmed = await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    expect(confirmed.status).toBe(200);
    expect(expectValid(confirmHelperJobResponse, confirmed.body).data.confirmed_at).not.toBeNull();
  });
});

describe("can't make it", () => {
  it('needs a reason (1..500)', async () => {
    const { helper, orderId } = await jobOfMaria(30);
    const path = `/helper/jobs/${orderId}/cant-make-it`;
    const missing = expectError(await call('POST', path, { token: helper, body: {} }), 422);
    expect(missing.errors.reason).toEqual(['The reason field is required.']);
    expectError(await call('POST', path, { token: helper, body: { reason: '   ' } }), 422);
    expectError(
      await call('POST', path, { token: helper, body: { reason: 'x'.repeat(501) } }),
      422,
    );
  });

  it('takes her off the crew, reopens the spot and notifies the branch', async () => {
    const { owner, helper, orderId, invitationId, employeeId } = await jobOfMaria(30);
    const order = () => db.findById('orders', orderId)!;
    expect(order().status).toBe(3);
    const result = await call('POST', `/helper/jobs/${orderId}/cant-make-it`, {
      token: helper,
      body: { reason: 'My car broke down.' },
    });
    expect(result.status).toBe(200);
    expect(expectValid(cantMakeHelperJobResponse, result.body).data).toMatchObject({
      invitation_id: invitationId,
      confirmation: null,
      dropped_out_at: new Date(NOW).toISOString(),
      dropped_out_reason: 'My car broke down.',
    });
    expect(order().status).toBe(1);
    expect((await crewOf(owner, orderId)).some((m) => m.employee_id === employeeId)).toBe(false);
    const mine = expectValid(
      getHelperCompanyInvitationResponse,
      (await call('GET', `/helper/company-invitations/${invitationId}`, { token: helper })).body,
    ).data;
    // What she said and when: her details tell "left" from "rejected" (review M4).
    expect(mine).toMatchObject({
      status: 'rejected',
      bucket: 'waiting',
      dropped_out_at: new Date(NOW).toISOString(),
      dropped_out_reason: 'My car broke down.',
    });
    const notification = db.notifications.findFirst((q) =>
      q.where({ kind: 'crew_dropped_out', order_id: orderId }),
    );
    expect(notification?.title).toBe(
      `Maria Lopez can't make it to order #${order().number}: My car broke down.`,
    );
    // Left: a second time is a 422, and so is confirming.
    expectError(
      await call('POST', `/helper/jobs/${orderId}/cant-make-it`, {
        token: helper,
        body: { reason: 'x' },
      }),
      422,
    );
    expectError(await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper }), 422);
  });

  it('through an offer: the application is withdrawn, declined, and the filled offer opens', async () => {
    const { orderId } = await jobOfMaria(30, false);
    const { offer, application } = await takenThroughOffer(db.findById('orders', orderId)!, {
      at: NOW,
    });
    expect(db.findById('outsource_offers', offer.id)?.status).toBe('filled');
    const token = await loginAs('priya.patel@helpers.demo.test');
    const result = await call('POST', `/helper/jobs/${orderId}/cant-make-it`, {
      token,
      body: { reason: 'Family emergency.' },
    });
    expect(result.status).toBe(200);
    expect(db.findById('offer_applications', application.id)?.status).toBe('withdrawn');
    expect(db.findById('outsource_offers', offer.id)?.status).toBe('open');
    const seen = await call('GET', `/helper/outsource-offers/${offer.id}`, { token });
    expect(expectValid(getHelperOutsourceOfferResponse, seen.body).data).toMatchObject({
      bucket: 'waiting',
      dropped_out_at: new Date(NOW).toISOString(),
      dropped_out_reason: 'Family emergency.',
    });
  });

  it('is refused once the job has started', async () => {
    const { helper, orderId } = await jobOfMaria(2);
    vi.setSystemTime(NOW + 3 * HOUR);
    const started = expectError(
      await call('POST', `/helper/jobs/${orderId}/cant-make-it`, {
        token: helper,
        body: { reason: 'Late' },
      }),
      422,
    );
    expect(started.errors.start_at).toEqual([
      'This job has already started; call the company instead.',
    ]);
  });
});

describe('the 24 h flag', () => {
  it('notifies the branch once per person and job, only when overdue', async () => {
    const { invitationId, orderId } = await jobOfMaria(30);
    expect(await flagIfUnconfirmed(db, invitationId)).toBe(false); // awaiting, not overdue
    vi.setSystemTime(NOW + 7 * HOUR);
    expect(await flagIfUnconfirmed(db, invitationId)).toBe(true);
    expect(await flagIfUnconfirmed(db, invitationId)).toBe(false);
    const flags = db.notifications.findMany((q) =>
      q.where({ kind: 'crew_unconfirmed', order_id: orderId }),
    );
    const number = db.findById('orders', orderId)!.number;
    // One per person who manages the branch, all the same event.
    expect(new Set(flags.map((n) => n.title))).toEqual(
      new Set([`Maria Lopez has not confirmed order #${number}`]),
    );
  });
});

describe('the 24 h flag after a late question', () => {
  it('gives who was asked within 24 h of the start an hour before flagging them', async () => {
    // Accepted 20 h before the start (or the job moved to then): asked at once.
    const { owner, invitationId, orderId } = await jobOfMaria(20);
    const crewFlags = () =>
      db.notifications.findMany((q) => q.where({ kind: 'crew_unconfirmed', order_id: orderId }));
    await db.patch('order_invitations', invitationId, {
      confirm_asked_at: new Date(NOW).toISOString(),
    });
    expect((await crewOf(owner, orderId))[0]).toMatchObject({ confirmation: 'overdue' });
    vi.setSystemTime(NOW + 59 * 60_000);
    expect(await flagIfUnconfirmed(db, invitationId)).toBe(false);
    expect(crewFlags()).toEqual([]);
    vi.setSystemTime(NOW + HOUR);
    expect(await flagIfUnconfirmed(db, invitationId)).toBe(true);
    expect(crewFlags().length).toBeGreaterThan(0);
  });
});

describe('a moved job (not in the spec)', () => {
  const times = (hours: number) => {
    const { start_at, end_at } = orderBody(hours);
    return { start_at, end_at };
  };

  it('keeps the times she agreed to and asks her to confirm again, until she confirms', async () => {
    const { owner, helper, orderId, invitationId, employeeId } = await jobOfMaria(30);
    await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    expect(await hers(helper, invitationId)).toMatchObject({
      confirmation: 'confirmed',
      rescheduled_from: null,
    });

    // Another field changed: not a move.
    const notes = await call('PUT', `/orders/${orderId}`, {
      token: owner,
      body: { ...orderBody(30), notes: 'Ring twice.' },
    });
    expect(notes.status).toBe(200);
    expect((await hers(helper, invitationId)).confirmation).toBe('confirmed');

    // Two moves: she still agreed to the first times.
    for (const hours of [32, 34]) {
      const moved = await call('PUT', `/orders/${orderId}`, {
        token: owner,
        body: orderBody(hours),
      });
      expect(moved.status).toBe(200);
    }
    expect(await hers(helper, invitationId)).toMatchObject({
      confirmation: 'awaiting',
      confirmed_at: null,
      rescheduled_from: times(30),
    });
    const member = (await crewOf(owner, orderId)).find((m) => m.employee_id === employeeId)!;
    expect(member).toMatchObject({ confirmation: 'awaiting', confirmed_at: null });

    const confirmed = expectValid(
      confirmHelperJobResponse,
      (await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper })).body,
    ).data;
    expect(confirmed).toMatchObject({ confirmation: 'confirmed', rescheduled_from: null });
    expect((await hers(helper, invitationId)).rescheduled_from).toBeNull();
  });

  it('is no longer news once the job has started; a job under way keeps her confirmation', async () => {
    const { owner, helper, orderId, invitationId } = await jobOfMaria(30);
    await call('PUT', `/orders/${orderId}`, { token: owner, body: orderBody(32) });
    expect((await hers(helper, invitationId)).rescheduled_from).toEqual(times(30));
    await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    await call('PUT', `/orders/${orderId}`, { token: owner, body: orderBody(31) });
    expect((await hers(helper, invitationId)).rescheduled_from).toEqual(times(32));
    await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    const confirmedAt = db.findById('order_invitations', invitationId)!.confirmed_at;
    expect(confirmedAt).not.toBeNull();
    await db.patch('order_invitations', invitationId, { rescheduled_from: times(29) });

    vi.setSystemTime(NOW + 31 * HOUR + 60_000); // a minute into the job
    expect((await hers(helper, invitationId)).rescheduled_from).toBeNull();
    // Its end moved while it is under way: her confirmation stays (none asked again).
    const { start_at } = orderBody(31);
    const longer = await call('PUT', `/orders/${orderId}`, {
      token: owner,
      body: { ...orderBody(31), start_at, end_at: new Date(NOW + 33 * HOUR).toISOString() },
    });
    expect(longer.status).toBe(200);
    expect(db.findById('order_invitations', invitationId)!.confirmed_at).toBe(confirmedAt);
  });

  it('a started job moved to a start still ahead is news, as any move of a job not started yet', async () => {
    // Accepted and confirmed before it started; half an hour into it, nobody clocked in.
    const { owner, helper, orderId, invitationId, employeeId } = await jobOfMaria(30);
    vi.setSystemTime(NOW + 28 * HOUR);
    await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    await call('POST', `/helper/jobs/${orderId}/on-my-way`, { token: helper });
    vi.setSystemTime(NOW + 30.5 * HOUR);
    expect(db.findById('order_invitations', invitationId)!.confirmed_at).not.toBeNull();

    // The company moves it two days on, and cuts its pay.
    const moved = await call('PUT', `/orders/${orderId}`, {
      token: owner,
      body: { ...orderBody(80), hourly_rate: 4000 },
    });
    expect(moved.status).toBe(200);
    expect(await hers(helper, invitationId)).toMatchObject({
      confirmation: 'not_due',
      confirmed_at: null,
      rescheduled_from: times(30),
      repriced_from: 4500,
      on_my_way_at: null,
    });
    const member = (await crewOf(owner, orderId)).find((m) => m.employee_id === employeeId)!;
    expect(member).toMatchObject({ confirmation: 'not_due', confirmed_at: null });
  });

  it('a started job someone has worked on cannot start again later (she could not clock in again)', async () => {
    const { owner, helper, orderId, invitationId } = await jobOfMaria(30);
    vi.setSystemTime(NOW + 30 * HOUR);
    await call('POST', `/helper/jobs/${orderId}/clock-in`, { token: helper });
    vi.setSystemTime(NOW + 30.5 * HOUR);
    await call('POST', `/helper/jobs/${orderId}/clock-out`, { token: helper });
    const refused = expectError(
      await call('PUT', `/orders/${orderId}`, { token: owner, body: orderBody(80) }),
      422,
    );
    expect(refused.errors.start_at).toEqual([
      'Maria Lopez has already worked on this job: it cannot start again later. Duplicate it for the new time.',
    ]);
    expect(db.findById('orders', orderId)!.start_at).toBe(times(30).start_at);
    expect((await hers(helper, invitationId)).rescheduled_from).toBeNull();
    // Its end may move (a job running over).
    const longer = await call('PUT', `/orders/${orderId}`, {
      token: owner,
      body: { ...orderBody(30), end_at: new Date(NOW + 33 * HOUR).toISOString() },
    });
    expect(longer.status).toBe(200);
  });

  it('back at the times she agreed to is no move; a pending invitee is not told', async () => {
    const accepted = await jobOfMaria(60);
    const pending = await jobOfMaria(80, false);
    for (const hours of [62, 60])
      await call('PUT', `/orders/${accepted.orderId}`, {
        token: accepted.owner,
        body: orderBody(hours),
      });
    await call('PUT', `/orders/${pending.orderId}`, { token: pending.owner, body: orderBody(90) });
    expect((await hers(accepted.helper, accepted.invitationId)).rescheduled_from).toBeNull();
    expect(await hers(pending.helper, pending.invitationId)).toMatchObject({
      status: 'pending',
      rescheduled_from: null,
    });
  });

  it('422 on start_at when it would put someone of the crew on two jobs at once', async () => {
    const first = await jobOfMaria(60);
    const second = await jobOfMaria(70);
    const number = db.findById('orders', first.orderId)!.number;
    const clash = expectError(
      await call('PUT', `/orders/${second.orderId}`, { token: second.owner, body: orderBody(60) }),
      422,
    );
    expect(clash.errors.start_at).toEqual([
      `Maria Lopez is already on order #${number} at that time.`,
    ]);
    // Nothing moved.
    expect(db.findById('orders', second.orderId)!.start_at).toBe(times(70).start_at);
    expect((await hers(second.helper, second.invitationId)).rescheduled_from).toBeNull();
    // Touching windows are fine.
    const after = await call('PUT', `/orders/${second.orderId}`, {
      token: second.owner,
      body: orderBody(61),
    });
    expect(after.status).toBe(200);
  });

  it('names everyone of the crew it would double-book, in one message (a form shows one a field)', async () => {
    // 7 pm and 9 pm in Austin: the same two people on both crews, nobody busy then.
    const first = await austinJobIn(10, { now: NOW, people: 2 });
    const second = await austinJobIn(12, { now: NOW, people: 2 });
    const owner = await loginAs('owner@demo.test');
    const clash = expectError(
      await call('PUT', `/orders/${second.order.id}`, { token: owner, body: orderBody(10) }),
      422,
    );
    expect(clash.errors.start_at).toEqual([
      first.members
        .map(
          (m) =>
            `${m.first_name} ${m.last_name} is already on order #${first.order.number} at that time.`,
        )
        .join(' '),
    ]);
  });
});

describe('a repriced job (not in the spec)', () => {
  const priced = (hours: number, hourly_rate: number) => ({ ...orderBody(hours), hourly_rate });

  it('keeps the rate she agreed to; a cut asks her to confirm again, a raise does not', async () => {
    const { owner, helper, orderId, invitationId } = await jobOfMaria(30);
    await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper });
    expect(await hers(helper, invitationId)).toMatchObject({
      confirmation: 'confirmed',
      repriced_from: null,
    });

    // A raise: told, her confirmation stands.
    await call('PUT', `/orders/${orderId}`, { token: owner, body: priced(30, 5000) });
    expect(await hers(helper, invitationId)).toMatchObject({
      hourly_rate: 5000,
      repriced_from: 4500,
      confirmation: 'confirmed',
    });
    // Two changes, a cut among them: she still agreed to the first rate, and is asked again.
    await call('PUT', `/orders/${orderId}`, { token: owner, body: priced(30, 3000) });
    expect(await hers(helper, invitationId)).toMatchObject({
      hourly_rate: 3000,
      repriced_from: 4500,
      confirmation: 'awaiting',
      confirmed_at: null,
    });
    const confirmed = expectValid(
      confirmHelperJobResponse,
      (await call('POST', `/helper/jobs/${orderId}/confirm`, { token: helper })).body,
    ).data;
    expect(confirmed.confirmation).toBe('confirmed');
    expect((await hers(helper, invitationId)).repriced_from).toBeNull();
  });

  it('back at the rate she agreed to is no change; a pending invitee and a started job are not told', async () => {
    const accepted = await jobOfMaria(60);
    const pending = await jobOfMaria(80, false);
    for (const rate of [4000, 4500])
      await call('PUT', `/orders/${accepted.orderId}`, {
        token: accepted.owner,
        body: priced(60, rate),
      });
    await call('PUT', `/orders/${pending.orderId}`, {
      token: pending.owner,
      body: priced(80, 3000),
    });
    expect((await hers(accepted.helper, accepted.invitationId)).repriced_from).toBeNull();
    expect(await hers(pending.helper, pending.invitationId)).toMatchObject({
      status: 'pending',
      repriced_from: null,
    });

    await call('PUT', `/orders/${accepted.orderId}`, {
      token: accepted.owner,
      body: priced(60, 4000),
    });
    expect((await hers(accepted.helper, accepted.invitationId)).repriced_from).toBe(4500);
    vi.setSystemTime(NOW + 60 * HOUR + 60_000); // a minute into the job
    expect((await hers(accepted.helper, accepted.invitationId)).repriced_from).toBeNull();
  });

  it("leaves who came through an offer alone: their pay is their application's rate", async () => {
    const { owner, orderId } = await jobOfMaria(40, false, 3);
    const { offer, application } = await takenThroughOffer(db.findById('orders', orderId)!, {
      at: NOW,
    });
    const token = await loginAs('priya.patel@helpers.demo.test');
    await call('POST', `/helper/jobs/${orderId}/confirm`, { token });
    await call('PUT', `/orders/${orderId}`, { token: owner, body: priced(40, 3000) });
    const spot = db.findById('offer_applications', application.id)!.order_invitation_id!;
    expect(db.findById('order_invitations', spot)).toMatchObject({ status: 'accepted' });
    expect(db.findById('order_invitations', spot)!.repriced_from ?? null).toBeNull();
    const seen = await call('GET', `/helper/outsource-offers/${offer.id}`, { token });
    expect(expectValid(getHelperOutsourceOfferResponse, seen.body).data).toMatchObject({
      bucket: 'accepted',
      hourly_rate: 4000,
      confirmation: 'confirmed',
    });
  });
});

describe('her crew mates (not in the spec)', () => {
  it('lists who else accepted, foremen first, by first name and last initial; none until she is on it', async () => {
    // 11 pm on the branch's clocks: nobody of the seed works then.
    const pending = await jobOfMaria(62, false, 3);
    expect((await hers(pending.helper, pending.invitationId)).crew).toEqual([]);

    const { owner, helper, orderId, invitationId, employeeId } = await jobOfMaria(38, true, 3);
    expect((await hers(helper, invitationId)).crew).toEqual([]);
    const branchId = db.findById('employees', employeeId)!.branch_id;
    const others = db.employees
      .findMany((q) => q.where({ branch_id: branchId, status: 1 }))
      .filter((e) => e.user_id == null && e.deleted_at == null);
    const foreman = others.find((e) => e.positions.includes(2))!;
    const loader = others.find((e) => !e.positions.some((p) => p === 2 || p === 4))!;
    const invited = await call('POST', `/orders/${orderId}/invite-employee`, {
      token: owner,
      body: { employee_ids: [loader.id, foreman.id] },
    });
    for (const { id } of (invited.body as { data: Array<{ id: number }> }).data)
      await acceptInvitation(db, id);

    const mate = (e: typeof foreman) => ({
      first_name: e.first_name,
      last_initial: e.last_name.charAt(0),
      positions: e.positions,
    });
    expect((await hers(helper, invitationId)).crew).toEqual([mate(foreman), mate(loader)]);
  });
});
