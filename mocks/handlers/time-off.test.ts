import {
  getEmployeeResponse,
  listBranchEmployeesResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import {
  createHelperTimeOffResponse,
  listEmployeeTimeOffResponse,
  listHelperTimeOffResponse,
} from '@/platform/api/generated/zod/time-off/time-off.zod';
import {
  createBranchOrderResponse,
  getBranchDispatchDayResponse,
  getOrderCurrentCrewResponse,
  getOrderInvitableEmployeesResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { createOutsourceOfferResponse } from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import { formatDate } from '@/platform/format/date';
import { addDays, zonedDate } from '@/platform/format/zone';
import { db, DEMO_ACCOUNTS, invitationService, StateError } from '../db';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * Time off (7/8, contract/README.md "Time off"): the helper's own list, add and delete with
 * their 422s and access; the company's read of a member's dates; and the clash everywhere
 * the busy rule applies (invitable list, dispatch day, the acceptance guards). Dates are
 * relative to the seed's anchor (now), far enough out that no seeded entry is involved.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ZONE = 'America/Chicago';
const today = () => zonedDate(new Date(), ZONE);
/** A day `days` out on Austin's clocks. */
const dayOut = (days: number) => addDays(today(), days);
const maria = () => db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;

let helper: string;
let owner: string;
beforeEach(async () => {
  await resetDb();
  // Seeded entries are not what these tests look at: start from none.
  db.time_off.deleteMany((q) => q.where({ user_id: maria().id }));
  helper = await loginAs(DEMO_ACCOUNTS.helper.email);
  owner = await loginAs(DEMO_ACCOUNTS.owner.email);
});

const add = (body: Record<string, unknown>, token = helper) =>
  call('POST', '/helper-profile/time-off', { token, body });
const list = async (token = helper) =>
  expectValid(
    listHelperTimeOffResponse,
    (await call('GET', '/helper-profile/time-off', { token })).body,
  ).data;

describe('the helper’s time off', () => {
  it('adds a day and a range, listed by start with the reason', async () => {
    const range = expectValid(
      createHelperTimeOffResponse,
      (await add({ start_date: dayOut(40), end_date: dayOut(42), reason: '  Vacation ' })).body,
    );
    expect(range.message).toBe('Time off added.');
    expect(range.data).toMatchObject({
      start_date: dayOut(40),
      end_date: dayOut(42),
      reason: 'Vacation',
    });
    await add({ start_date: dayOut(30), end_date: dayOut(30) });
    expect(await list()).toEqual([
      expect.objectContaining({ start_date: dayOut(30), end_date: dayOut(30), reason: null }),
      expect.objectContaining({ start_date: dayOut(40), end_date: dayOut(42), reason: 'Vacation' }),
    ]);
  });

  it('refuses bad ranges with a message on the field', async () => {
    await add({ start_date: dayOut(30), end_date: dayOut(32) });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { start_date: dayOut(20), end_date: dayOut(19) },
        'end_date',
        'The end date must be on or after the start date.',
      ],
      [
        { start_date: dayOut(40), end_date: dayOut(100) },
        'end_date',
        'Time off can be at most 60 days at a time.',
      ],
      [
        { start_date: dayOut(-10), end_date: dayOut(-5) },
        'end_date',
        'These dates are already over.',
      ],
      [
        { start_date: dayOut(32), end_date: dayOut(35) },
        'start_date',
        expect.stringMatching(
          /^You already have time off from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\.$/,
        ) as unknown as string,
      ],
      [
        { start_date: 'soon', end_date: dayOut(1) },
        'start_date',
        expect.any(String) as unknown as string,
      ],
      [
        { start_date: dayOut(1), end_date: dayOut(1), reason: 'x'.repeat(201) },
        'reason',
        expect.any(String) as unknown as string,
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = expectError(await add(body), 422);
      expect(error.errors[field]).toEqual([message]);
    }
    expect(await list()).toHaveLength(1);
  });

  it('deletes her own entry; another helper’s is 403, an unknown one 404', async () => {
    const entry = expectValid(
      createHelperTimeOffResponse,
      (await add({ start_date: dayOut(30), end_date: dayOut(30) })).body,
    ).data;
    const other = await db.insert('time_off', {
      user_id: db.users.findFirst((q) => q.where((u) => u.type === 4 && u.id !== maria().id))!.id,
      start_date: dayOut(30),
      end_date: dayOut(30),
      reason: 'Private',
      created_at: new Date().toISOString(),
    });
    expectError(
      await call('DELETE', `/helper-profile/time-off/${other.id}`, { token: helper }),
      403,
    );
    expectError(await call('DELETE', '/helper-profile/time-off/999999', { token: helper }), 404);
    expect(
      (await call('DELETE', `/helper-profile/time-off/${entry.id}`, { token: helper })).status,
    ).toBe(200);
    expect(await list()).toEqual([]);
    expect(db.findById('time_off', other.id)).toBeDefined();
  });

  it('is the helper area’s: a company owner cannot call it', async () => {
    expectError(await call('GET', '/helper-profile/time-off', { token: owner }), 403);
    expectError(await add({ start_date: dayOut(30), end_date: dayOut(30) }, owner), 403);
    expectError(await call('GET', '/helper-profile/time-off'), 401);
  });
});

/** An order of the Austin branch on `date` from `from` to `to` (CST; '+01:00': the next day). */
async function orderOn(date: string, from: string, to: string) {
  const result = await call('POST', `/company-branches/${austin().id}/orders`, {
    token: owner,
    body: {
      help_type: 1,
      pick_up_addresses: [
        { street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      ],
      customer: { first_name: 'Laura', last_name: 'Hill', primary_phone: '5125550142' },
      start_at: `${date}T${from}:00-06:00`,
      end_at: `${to.startsWith('+') ? addDays(date, 1) : date}T${to.replace('+', '')}:00-06:00`,
      helpers_needed: 2,
      trucks_needed: 1,
      hourly_rate: 4000,
    },
  });
  return expectValid(createBranchOrderResponse, result.body).data;
}

describe('the company’s view', () => {
  const membership = () =>
    db.employees.findFirst((q) => q.where({ user_id: maria().id, branch_id: austin().id }))!;

  it('reads a member’s dates without the reason', async () => {
    await add({ start_date: dayOut(30), end_date: dayOut(31), reason: 'Surgery' });
    const dates = expectValid(
      listEmployeeTimeOffResponse,
      (await call('GET', `/employees/${membership().id}/time-off`, { token: owner })).body,
    ).data;
    expect(dates).toEqual([{ start_date: dayOut(30), end_date: dayOut(31) }]);
    // The helper herself cannot read the company's member call; another company's owner neither.
    expectError(
      await call('GET', `/employees/${membership().id}/time-off`, { token: helper }),
      403,
    );
    const other = await loginAs(DEMO_ACCOUNTS.otherOwner.email);
    expectError(await call('GET', `/employees/${membership().id}/time-off`, { token: other }), 403);
  });

  it('the team list and the member carry her time off under way or next, dates only', async () => {
    const member = async () =>
      expectValid(
        getEmployeeResponse,
        (await call('GET', `/employees/${membership().id}`, { token: owner })).body,
      ).data;
    const team = async () =>
      expectValid(
        listBranchEmployeesResponse,
        (
          await call('GET', `/company-branches/${austin().id}/employees?per_page=100`, {
            token: owner,
          })
        ).body,
      ).data.data;
    expect((await member()).time_off).toBeNull();

    await add({ start_date: dayOut(45), end_date: dayOut(46), reason: 'Surgery' });
    await add({ start_date: dayOut(40), end_date: dayOut(40) });
    // Entries over on the branch's clocks (the last ended yesterday there) are not shown; one
    // under way (ending tomorrow) is, and the member's list starts with it too.
    const insert = (start: number, end: number) =>
      db.insert('time_off', {
        user_id: maria().id,
        start_date: dayOut(start),
        end_date: dayOut(end),
        reason: null,
        created_at: new Date().toISOString(),
      });
    await insert(-3, -2);
    await insert(-1, -1);
    expect((await member()).time_off).toEqual({ start_date: dayOut(40), end_date: dayOut(40) });
    const underWay = await insert(0, 1);
    expect((await member()).time_off).toEqual({ start_date: dayOut(0), end_date: dayOut(1) });
    const listed = expectValid(
      listEmployeeTimeOffResponse,
      (await call('GET', `/employees/${membership().id}/time-off`, { token: owner })).body,
    ).data;
    expect(listed.map((e) => e.start_date)).toEqual([dayOut(0), dayOut(40), dayOut(45)]);
    db.time_off.deleteMany((q) => q.where({ id: underWay.id }));
    const members = await team();
    expect(members.find((m) => m.id === membership().id)!.time_off).toEqual({
      start_date: dayOut(40),
      end_date: dayOut(40),
    });
    expect(JSON.stringify(members)).not.toContain('Surgery');
    // A member without an account keeps none.
    const noAccount = members.filter((m) => m.user_id === null);
    expect(noAccount.length).toBeGreaterThan(0);
    expect(noAccount.map((m) => m.time_off)).toEqual(noAccount.map(() => null));
  });

  it('shows her off in the invitable list and the dispatch day; acceptances are refused', async () => {
    // Two months out in winter: Austin is on CST (UTC-6) all along.
    const day = nextWinterDay();
    await add({ start_date: day, end_date: day });
    // A late job the evening before, 23:00-01:00: its last hour is on her day off.
    const late = await orderOn(addDays(day, -1), '23:00', '+01:00');
    const evening = await orderOn(addDays(day, -1), '18:00', '22:00');
    const invitable = async (orderId: number) =>
      expectValid(
        getOrderInvitableEmployeesResponse,
        (await call('GET', `/orders/${orderId}/invitable-employees`, { token: owner })).body,
      ).data.branch_employees.find((e) => e.user_id === maria().id)!;
    expect(await invitable(late.id)).toMatchObject({
      is_available: false,
      busy_with: null,
      time_off: { start_date: day, end_date: day },
    });
    expect(await invitable(evening.id)).toMatchObject({ is_available: true, time_off: null });

    const board = expectValid(
      getBranchDispatchDayResponse,
      (await call('GET', `/company-branches/${austin().id}/dispatch?date=${day}`, { token: owner }))
        .body,
    ).data;
    expect(board.people.find((p) => p.user_id === maria().id)!.time_off).toEqual({
      start_date: day,
      end_date: day,
    });

    // The invitation can be made; her Accept is refused in her words, on start_at.
    await call('POST', `/orders/${late.id}/invite-employee`, {
      token: owner,
      body: { employee_ids: [membership().id] },
    });
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ order_id: late.id, user_id: maria().id }),
    )!;
    const refused = expectError(
      await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token: helper }),
      422,
      'You are off on that day.',
    );
    expect(refused.errors.start_at).toEqual(['You are off on that day.']);
    const byService = await invitationService
      .acceptInvitation(db, invitation.id)
      .catch((error: unknown) => error);
    expect(byService).toBeInstanceOf(StateError);
    expect((byService as StateError).message).toBe('Maria Lopez is off on that day.');
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('pending');

    // An outsourcing offer of that order (her invitation withdrawn first: an offer is not for
    // someone invited to its job, QA 57): taking it as posted, or the company accepting her
    // application, are refused too.
    await invitationService.cancelInvitationByCompany(db, invitation.id);
    const offer = expectValid(
      createOutsourceOfferResponse,
      (
        await call('POST', `/company-branches/${austin().id}/outsource-offers`, {
          token: owner,
          body: { order_id: late.id, helpers_needed: 1, hourly_rate: 4000 },
        })
      ).body,
    ).data;
    const take = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/accept`, { token: helper }),
      422,
    );
    expect(take.errors.start_at).toEqual(['You are off on that day.']);
    expect(
      (
        await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
          token: helper,
          body: {},
        })
      ).status,
    ).toBe(200);
    const application = db.offer_applications.findFirst((q) =>
      q.where({ offer_id: offer.id, helper_id: maria().id }),
    )!;
    const accept = expectError(
      await call('POST', `/company-outsource/offer-application/${application.id}/accept`, {
        token: owner,
      }),
      422,
      'Maria Lopez is off on that day.',
    );
    expect(accept.errors.start_at).toEqual(['Maria Lopez is off on that day.']);
  });
});

describe('time off over a job she accepted', () => {
  it('leaves her on the crew, which shows the dates (never the reason) on the order and the board', async () => {
    const day = nextWinterDay();
    const order = await orderOn(day, '09:00', '13:00');
    const her = db.employees.findFirst((q) =>
      q.where({ user_id: maria().id, branch_id: austin().id }),
    )!;
    const other = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === austin().id && e.user_id === null && e.status === 1),
    )!;
    await call('POST', `/orders/${order.id}/invite-employee`, {
      token: owner,
      body: { employee_ids: [her.id, other.id] },
    });
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ order_id: order.id, user_id: maria().id }),
    )!;
    await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token: helper });
    const crew = async () => {
      const response = await call('GET', `/orders/${order.id}/current-crew`, { token: owner });
      return expectValid(getOrderCurrentCrewResponse, response.body).data;
    };
    expect((await crew()).map((m) => m.time_off)).toEqual([null, null]);

    // She takes the day off afterwards: still on the crew, now with the dates.
    expect((await add({ start_date: day, end_date: day, reason: 'Private matter' })).status).toBe(
      200,
    );
    const members = await crew();
    expect(members.find((m) => m.employee_id === her.id)).toMatchObject({
      invitation_status: 'accepted',
      time_off: { start_date: day, end_date: day },
    });
    expect(members.find((m) => m.employee_id === other.id)!.time_off).toBeNull();
    expect(JSON.stringify(members)).not.toContain('Private matter');
    const board = expectValid(
      getBranchDispatchDayResponse,
      (await call('GET', `/company-branches/${austin().id}/dispatch?date=${day}`, { token: owner }))
        .body,
    ).data;
    const job = board.jobs.find((j) => j.order.id === order.id)!;
    expect(job.crew.find((m) => m.employee_id === her.id)!.time_off).toEqual({
      start_date: day,
      end_date: day,
    });
  });
});

describe('the company is told', () => {
  it('of time off over a job she accepted (crew_time_off, one per job, never the reason), not of one over an invitation she has not answered', async () => {
    const day = nextWinterDay();
    const accepted = await orderOn(day, '09:00', '13:00');
    const pending = await orderOn(addDays(day, 1), '09:00', '13:00');
    const her = db.employees.findFirst((q) =>
      q.where({ user_id: maria().id, branch_id: austin().id }),
    )!;
    for (const order of [accepted, pending])
      await call('POST', `/orders/${order.id}/invite-employee`, {
        token: owner,
        body: { employee_ids: [her.id] },
      });
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ order_id: accepted.id, user_id: maria().id }),
    )!;
    await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token: helper });
    const told = () => db.notifications.findMany((q) => q.where({ kind: 'crew_time_off' }));
    const before = told().length;

    // A day off away from both: nobody is told.
    await add({ start_date: addDays(day, 5), end_date: addDays(day, 5) });
    expect(told()).toHaveLength(before);

    await add({ start_date: day, end_date: addDays(day, 1), reason: 'Private matter' });
    const fresh = told().slice(before);
    const number = db.findById('orders', accepted.id)!.number;
    expect(fresh.length).toBeGreaterThan(0);
    for (const notification of fresh)
      expect(notification).toMatchObject({
        branch_id: austin().id,
        order_id: accepted.id,
        title: `Maria Lopez has time off from ${formatDate(day)} to ${formatDate(addDays(day, 1))}, during order #${number}`,
        body: 'They are still on the crew: ask them, or invite someone else from the crew page.',
        is_read: false,
      });
    // One per person who manages the branch: the owner among them.
    const ownerId = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }))!.id;
    expect(fresh.filter((n) => n.user_id === ownerId)).toHaveLength(1);
    expect(JSON.stringify(fresh)).not.toContain('Private matter');

    // Removed: the same branches are told she is back, once per job; the day away from both
    // told nobody when added and tells nobody when removed.
    const entries = await list();
    const afterAdding = told().length;
    await call(
      'DELETE',
      `/helper-profile/time-off/${entries.find((e) => e.start_date !== day)!.id}`,
      {
        token: helper,
      },
    );
    expect(told()).toHaveLength(afterAdding);
    await call(
      'DELETE',
      `/helper-profile/time-off/${entries.find((e) => e.start_date === day)!.id}`,
      {
        token: helper,
      },
    );
    const back = told().slice(afterAdding);
    expect(back).toHaveLength(fresh.length);
    for (const notification of back)
      expect(notification).toMatchObject({
        branch_id: austin().id,
        order_id: accepted.id,
        title: `Maria Lopez removed their time off from ${formatDate(day)} to ${formatDate(addDays(day, 1))}, during order #${number}`,
        body: 'They are on the crew as before.',
      });
  });
});

/** A Wednesday at least 40 days out between December and February (no clock change near it). */
function nextWinterDay(): string {
  let day = addDays(today(), 40);
  for (;;) {
    const month = Number(day.slice(5, 7));
    if ((month === 12 || month <= 2) && new Date(`${day}T12:00:00Z`).getUTCDay() === 3) return day;
    day = addDays(day, 1);
  }
}
