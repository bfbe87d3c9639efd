import {
  cancelOrderResponse,
  completeOrderResponse,
  createBranchOrderResponse,
  editOrderInvitationsResponse,
  getBranchOrdersCountResponse,
  getOrderCardResponse,
  getOrderCurrentCrewResponse,
  getOrderDetailResponse,
  getOrderInvitableEmployeesResponse,
  getOrderResponse,
  inviteEmployeeToOrderResponse,
  listBranchOrderHistoryResponse,
  listBranchOrdersCalendarResponse,
  listBranchOrdersResponse,
  updateOrderResponse,
  deleteOrderResponse,
  cancelOrderInvitationByCompanyResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { addDays, zonedDate, zonedInstant } from '@/platform/format/zone';
import { db, invitationService } from '../db';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
const future = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  help_type: 3,
  pick_up_addresses: [{ street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' }],
  destination_addresses: [{ street: '500 Burnet Rd', city: 'Austin', state: 'TX', zip: '78756' }],
  customer: { first_name: 'Laura', last_name: 'Hill', primary_phone: '5125550142' },
  start_at: future(3, 15),
  end_at: future(3, 19),
  helpers_needed: 2,
  trucks_needed: 1,
  hourly_rate: 4000,
  ...overrides,
});

const HOUR = 3_600_000;

describe('orders', () => {
  let owner: string;

  /** Creates an order through the API (not formed); returns its id. */
  async function createOrder(branchId: number, overrides: Record<string, unknown> = {}) {
    const result = await call('POST', `/company-branches/${branchId}/orders`, {
      token: owner,
      body: orderBody(overrides),
    });
    return expectValid(createBranchOrderResponse, result.body).data.id;
  }

  /** Invites the first `n` invitable members of the order's own branch. */
  async function inviteBranchEmployees(orderId: number, n: number) {
    const invitable = expectValid(
      getOrderInvitableEmployeesResponse,
      (await call('GET', `/orders/${orderId}/invitable-employees`, { token: owner })).body,
    ).data;
    const ids = invitable.branch_employees.slice(0, n).map((e) => e.employee_id);
    expect(ids).toHaveLength(n);
    const invited = expectValid(
      inviteEmployeeToOrderResponse,
      (
        await call('POST', `/orders/${orderId}/invite-employee`, {
          token: owner,
          body: { employee_ids: ids },
        })
      ).body,
    ).data;
    expect(invited).toHaveLength(n);
    return invited;
  }

  async function activeIds(branchId: number) {
    const list = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `/company-branches/${branchId}/orders?per_page=100`, { token: owner }))
        .body,
    ).data;
    expect(list.total).toBeLessThanOrEqual(100);
    return list.data.map((o) => o.id);
  }

  async function historyIds(branchId: number) {
    const list = expectValid(
      listBranchOrderHistoryResponse,
      (
        await call('GET', `/company-branches/${branchId}/orders/history?per_page=100`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(list.total).toBeLessThanOrEqual(100);
    return list.data.map((o) => o.id);
  }
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });

  it('guards: 401, 403 helper/other company/unassigned manager, 404', async () => {
    const austin = branchOf('Austin');
    const houston = branchOf('Houston');
    const miami = branchOf('Miami');
    expectError(await call('GET', `/company-branches/${austin.id}/orders`), 401);
    const helper = await loginAs('helper@demo.test');
    expectError(await call('GET', `/company-branches/${austin.id}/orders`, { token: helper }), 403);
    expectError(await call('GET', `/company-branches/${miami.id}/orders`, { token: owner }), 403);
    const manager = await loginAs('manager@demo.test');
    expectError(
      await call('GET', `/company-branches/${houston.id}/orders`, { token: manager }),
      403,
    );
    expectError(await call('GET', '/orders/999999', { token: owner }), 404);
    const miamiOrder = db.orders.findFirst((q) => q.where({ branch_id: miami.id }))!;
    expectError(await call('GET', `/orders/${miamiOrder.id}`, { token: owner }), 403);
    expectError(await call('GET', `/orders/${miamiOrder.id}/detail`, { token: helper }), 403);
  });

  it('lists with filter/sort/pagination; counts agree with lists', async () => {
    const austin = branchOf('Austin');
    const base = `/company-branches/${austin.id}/orders`;
    const all = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?per_page=100`, { token: owner })).body,
    );
    const formed = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?filter[status]=2,3,4&per_page=100`, { token: owner })).body,
    );
    const notFormed = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?filter[status]=1`, { token: owner })).body,
    );
    expect(notFormed.data.per_page).toBe(5);
    expect(notFormed.data.data.length).toBeLessThanOrEqual(5);
    expect(formed.data.data.every((o) => o.status >= 2)).toBe(true);
    expect(formed.data.total + notFormed.data.total).toBe(all.data.total);
    const updated = all.data.data.map((o) => o.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    const count = expectValid(
      getBranchOrdersCountResponse,
      (await call('GET', `${base}/count?filter[status]=2,3,4`, { token: owner })).body,
    );
    expect(count.data).toEqual({ count: formed.data.total, total_count: all.data.total });
    // page 2 continues page 1 of the same sort
    const p1 = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?sort=start_at`, { token: owner })).body,
    );
    const p2 = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?sort=start_at&page=2`, { token: owner })).body,
    );
    const starts = [...p1.data.data, ...p2.data.data].map((o) => o.start_at);
    expect(starts).toEqual([...starts].sort());
    expect(p2.data.current_page).toBe(2);
    // bad params: 422
    expectError(await call('GET', `${base}?filter[status]=9`, { token: owner }), 422);
    expectError(await call('GET', `${base}?sort=name`, { token: owner }), 422);
    expectError(await call('GET', `${base}?per_page=0`, { token: owner }), 422);
    // One order starts in two hours, one in three days: the seed may have none within 48 hours
    // (it depends on the date the data is anchored to), and the filter must tell them apart.
    const inTwoHours = Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000;
    const soonId = await createOrder(austin.id, {
      start_at: new Date(inTwoHours).toISOString(),
      end_at: new Date(inTwoHours + 3 * HOUR).toISOString(),
    });
    const laterId = await createOrder(austin.id);
    const soonFrom = Date.now();
    const soon = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?filter[starting_soon]=1&per_page=100`, { token: owner })).body,
    );
    expect(soon.data.data.map((o) => o.id)).toContain(soonId);
    expect(soon.data.data.map((o) => o.id)).not.toContain(laterId);
    for (const o of soon.data.data) {
      expect(Date.parse(o.start_at)).toBeGreaterThanOrEqual(soonFrom);
      expect(Date.parse(o.start_at) - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
    }
    const soonCount = expectValid(
      getBranchOrdersCountResponse,
      (await call('GET', `${base}/count?filter[starting_soon]=1`, { token: owner })).body,
    );
    expect(soonCount.data).toEqual({ count: soon.data.total, total_count: all.data.total + 2 });
    // history and calendar
    const history = expectValid(
      listBranchOrderHistoryResponse,
      (await call('GET', `${base}/history`, { token: owner })).body,
    );
    expect(history.data.total).toBeGreaterThan(0);
    expect(history.data.data.every((o) => o.completed_at || o.cancelled_at)).toBe(true);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const calendar = expectValid(
      listBranchOrdersCalendarResponse,
      (
        await call(
          'GET',
          `${base}/calendar?filter[date_from]=${from}&filter[date_to]=${to}&page[size]=100`,
          { token: owner },
        )
      ).body,
    );
    expect(calendar.data.total).toBeGreaterThan(0);
    expect(calendar.data.data.every((o) => o.cancelled_at === null)).toBe(true);
    expectError(
      await call('GET', `${base}/calendar?filter[date_from]=${from}`, { token: owner }),
      422,
    );
    expectError(
      await call(
        'GET',
        `${base}/calendar?filter[date_from]=${from}&filter[date_to]=${to}&page[size]=101`,
        { token: owner },
      ),
      422,
    );
  });

  it('calendar: orders overlapping the days [date_from, date_to] of the branch zone (jobs crossing midnight count)', async () => {
    const austin = branchOf('Austin');
    expect(austin.timezone).toBe('America/Chicago');
    // Austin's local days, whatever the zone of the process or the server (4/8).
    const date = (offset: number) => addDays(zonedDate(Date.now(), austin.timezone), offset);
    const at = (offset: number, time: string) =>
      zonedInstant(date(offset), time, austin.timezone).toISOString();
    // The range is Austin's days D+10 .. D+11.
    const from = date(10);
    const to = date(11);
    const make = (start: string, end: string) =>
      createOrder(austin.id, { start_at: start, end_at: end });
    const crossesIntoFrom = await make(at(9, '22:00'), at(10, '02:00'));
    const endsBeforeFrom = await make(at(9, '10:00'), at(9, '14:00'));
    const endsJustBeforeFrom = await make(at(9, '20:00'), at(9, '23:59'));
    const startsAtFrom = await make(at(10, '00:00'), at(10, '04:00'));
    const startsAtLastSecond = await make(at(11, '23:59'), at(12, '03:00'));
    const startsAfterTo = await make(at(12, '00:00'), at(12, '04:00'));
    const spansRange = await make(at(9, '18:00'), at(12, '06:00'));
    const ids = expectValid(
      listBranchOrdersCalendarResponse,
      (
        await call(
          'GET',
          `/company-branches/${austin.id}/orders/calendar?filter[date_from]=${from}&filter[date_to]=${to}&page[size]=100`,
          { token: owner },
        )
      ).body,
    ).data.data.map((o) => o.id);
    expect(ids).toEqual(
      expect.arrayContaining([crossesIntoFrom, startsAtFrom, startsAtLastSecond, spansRange]),
    );
    expect(ids).not.toContain(endsBeforeFrom);
    expect(ids).not.toContain(endsJustBeforeFrom);
    expect(ids).not.toContain(startsAfterTo);
    // By start_at: the order that began the day before comes before the one at midnight.
    expect(ids.indexOf(crossesIntoFrom)).toBeLessThan(ids.indexOf(startsAtFrom));
    // A one-day range is one local day as well.
    const single = expectValid(
      listBranchOrdersCalendarResponse,
      (
        await call(
          'GET',
          `/company-branches/${austin.id}/orders/calendar?filter[date_from]=${to}&filter[date_to]=${to}`,
          { token: owner },
        )
      ).body,
    ).data.data.map((o) => o.id);
    expect(single).toEqual(expect.arrayContaining([startsAtLastSecond, spansRange]));
    expect(single).not.toContain(crossesIntoFrom);
    expect(single).not.toContain(startsAtFrom);
  });

  it('create validates (required, enums, help type drops addresses) and starts not formed', async () => {
    const austin = branchOf('Austin');
    const bad = expectError(
      await call('POST', `/company-branches/${austin.id}/orders`, {
        token: owner,
        body: { help_type: 7 },
      }),
      422,
    );
    expect(bad.errors.help_type).toEqual(['The selected help type is invalid.']);
    expect(bad.errors.customer).toEqual(['The customer field is required.']);
    expectError(
      await call('POST', `/company-branches/${austin.id}/orders`, {
        token: owner,
        body: orderBody({ help_type: 3, destination_addresses: [] }),
      }),
      422,
    );
    const created = expectValid(
      createBranchOrderResponse,
      (
        await call('POST', `/company-branches/${austin.id}/orders`, {
          token: owner,
          body: orderBody({ help_type: 1 }),
        })
      ).body,
    );
    expect(created.data.status).toBe(1);
    expect(created.data.destination_addresses).toEqual([]);
    expect(created.data.destination_address).toBeNull();
    expect(created.data.number).toBeGreaterThan(1001);
    const dropped = expectValid(
      createBranchOrderResponse,
      (
        await call('POST', `/company-branches/${austin.id}/orders`, {
          token: owner,
          body: orderBody({ help_type: 2 }),
        })
      ).body,
    );
    expect(dropped.data.pick_up_addresses).toEqual([]);
    const updated = expectValid(
      updateOrderResponse,
      (
        await call('PUT', `/orders/${created.data.id}`, {
          token: owner,
          body: orderBody({ helpers_needed: 3 }),
        })
      ).body,
    );
    expect(updated.data.helpers_needed).toBe(3);
    expectValid(
      getOrderResponse,
      (await call('GET', `/orders/${created.data.id}`, { token: owner })).body,
    );
  });

  it('takes date-times with a numeric offset (RFC 3339) and stores the same instant; refuses one that is no date (4/8)', async () => {
    const austin = branchOf('Austin');
    // 15:00 UTC three days ahead, written as 10:00 at -05:00 (Austin in summer).
    const start = future(3, 15);
    const withOffset = (iso: string) =>
      new Date(Date.parse(iso) - 5 * HOUR).toISOString().replace('.000Z', '-05:00');
    const created = expectValid(
      createBranchOrderResponse,
      (
        await call('POST', `/company-branches/${austin.id}/orders`, {
          token: owner,
          body: orderBody({ start_at: withOffset(start), end_at: withOffset(future(3, 19)) }),
        })
      ).body,
    );
    expect(Date.parse(created.data.start_at)).toBe(Date.parse(start));
    const bad = expectError(
      await call('PUT', `/orders/${created.data.id}`, {
        token: owner,
        body: orderBody({ start_at: '2027-13-45T99:00:00-05:00' }),
      }),
      422,
    );
    expect(bad.errors.start_at).toEqual(['The start at field must be a valid date.']);
  });

  it('status machine: invite -> pending -> partially formed -> formed; cancel; delete only not formed', async () => {
    const austin = branchOf('Austin');
    const created = expectValid(
      createBranchOrderResponse,
      (
        await call('POST', `/company-branches/${austin.id}/orders`, {
          token: owner,
          body: orderBody(),
        })
      ).body,
    );
    const id = created.data.id;
    const invitable = expectValid(
      getOrderInvitableEmployeesResponse,
      (await call('GET', `/orders/${id}/invitable-employees`, { token: owner })).body,
    );
    expect(invitable.data.other_branch_employees.length).toBeGreaterThan(0);
    const [a, b, c] = invitable.data.branch_employees.map((e) => e.employee_id);
    const invited = expectValid(
      inviteEmployeeToOrderResponse,
      (
        await call('POST', `/orders/${id}/invite-employee`, {
          token: owner,
          body: { employee_ids: [a, b, c] },
        })
      ).body,
    );
    expect(invited.data).toHaveLength(3);
    expect(db.findById('orders', id)!.status).toBe(2);
    // delete of a non-not-formed order is 422 on status
    expect(
      expectError(await call('DELETE', `/orders/${id}`, { token: owner }), 422).errors.status,
    ).toBeDefined();
    await invitationService.acceptInvitation(db, invited.data[0].id);
    expect(db.findById('orders', id)!.status).toBe(3);
    await invitationService.acceptInvitation(db, invited.data[1].id);
    expect(db.findById('orders', id)!.status).toBe(4);
    const titles = db.notifications.findMany((q) => q.where({ order_id: id })).map((n) => n.title);
    expect(titles).toContain(`Order #${created.data.number} is now formed`);
    expect(titles.some((t) => t.includes('accepted your invitation to order'))).toBe(true);
    const crew = expectValid(
      getOrderCurrentCrewResponse,
      (await call('GET', `/orders/${id}/current-crew`, { token: owner })).body,
    );
    expect(crew.data.map((m) => m.invitation_status)).toEqual(['accepted', 'accepted', 'pending']);
    const card = expectValid(
      getOrderCardResponse,
      (await call('GET', `/orders/${id}/card`, { token: owner })).body,
    );
    expect(card.data.crew_count).toBe(2);
    expect(card.data.invitations_count).toBe(1);
    // company cancels the pending one
    expectValid(
      cancelOrderInvitationByCompanyResponse,
      (await call('POST', `/invitations/${invited.data[2].id}/cancel-by-company`, { token: owner }))
        .body,
    );
    expectError(
      await call('POST', `/invitations/${invited.data[2].id}/cancel-by-company`, { token: owner }),
      422,
    );
    // edit-invitations: keep only a
    const edited = expectValid(
      editOrderInvitationsBodyCheck(),
      (
        await call('POST', `/orders/${id}/edit-invitations`, {
          token: owner,
          body: { employee_ids: [a] },
        })
      ).body,
    );
    expect(edited.data.map((i) => i.employee.employee_id)).toEqual([a]);
    expect(db.findById('orders', id)!.status).toBe(3);
    const detail = expectValid(
      getOrderDetailResponse,
      (await call('GET', `/orders/${id}/detail?mover=1&moving_team=1`, { token: owner })).body,
    );
    expect(detail.data.mover?.branch_id).toBe(austin.id);
    expect(detail.data.moving_team).toHaveLength(1);
    expect(
      expectValid(
        getOrderDetailResponse,
        (await call('GET', `/orders/${id}/detail`, { token: owner })).body,
      ).data.mover,
    ).toBeUndefined();
    // complete before start: 422
    expectError(
      await call('POST', `/orders/${id}/complete`, { token: owner, body: { worked_hours: 4 } }),
      422,
    );
    expectError(
      await call('POST', `/orders/${id}/complete`, { token: owner, body: { worked_hours: 0.3 } }),
      422,
    );
    // cancel from formed, a minute later (the crew at cancellation is told by its time)
    vi.setSystemTime(Date.now() + 60_000);
    const cancelled = expectValid(
      cancelOrderResponse,
      (
        await call('POST', `/orders/${id}/cancel`, {
          token: owner,
          body: { reason: 'Customer moved the date' },
        })
      ).body,
    );
    expect(cancelled.data.cancelled_at).not.toBeNull();
    // The branch's activity tells everyone who runs it; the owner who cancelled has it read.
    const told = db.notifications.findMany((q) =>
      q.where({ order_id: id, kind: 'order_cancelled' }),
    );
    const ownerId = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.id;
    expect(told.length).toBeGreaterThan(1);
    expect(told.filter((n) => !n.is_read).map((n) => n.user_id)).not.toContain(ownerId);
    expect(told.find((n) => n.user_id === ownerId)?.is_read).toBe(true);
    expect(told.some((n) => n.user_id !== ownerId && !n.is_read)).toBe(true);
    // Its History card keeps the crew it had when it was called off (review L15: "0 of 1").
    const historyCard = expectValid(
      listBranchOrderHistoryResponse,
      (
        await call('GET', `/company-branches/${austin.id}/orders/history?per_page=100`, {
          token: owner,
        })
      ).body,
    ).data.data.find((o) => o.id === id)!;
    expect(historyCard.crew_count).toBe(1);
    expect(historyCard.crew_preview.map((e) => e.employee_id)).toEqual(
      detail.data.moving_team!.map((m) => m.employee_id),
    );
    expect(historyCard.invitations_count).toBe(0);
    expectError(await call('POST', `/orders/${id}/cancel`, { token: owner, body: {} }), 422);
    // delete a fresh not formed order
    const fresh = expectValid(
      createBranchOrderResponse,
      (
        await call('POST', `/company-branches/${austin.id}/orders`, {
          token: owner,
          body: orderBody(),
        })
      ).body,
    );
    expectError(
      await call('POST', `/orders/${fresh.data.id}/cancel`, { token: owner, body: {} }),
      422,
    );
    expectValid(
      deleteOrderResponse,
      (await call('DELETE', `/orders/${fresh.data.id}`, { token: owner })).body,
    );
    expect(db.findById('orders', fresh.data.id)).toBeUndefined();
  });

  it('completes a started, formed order with payload; pending invitations are cancelled', async () => {
    const austin = branchOf('Austin');
    const id = await createOrder(austin.id, { helpers_needed: 2 });
    const [a, b, c] = await inviteBranchEmployees(id, 3);
    await invitationService.acceptInvitation(db, a.id);
    await invitationService.acceptInvitation(db, b.id);
    expect(db.findById('orders', id)!.status).toBe(4);
    // Not started yet: 422 on status.
    expect(
      expectError(
        await call('POST', `/orders/${id}/complete`, { token: owner, body: { worked_hours: 4 } }),
        422,
      ).errors.status,
    ).toBeDefined();
    // The job started two hours ago.
    await db.orders.update((q) => q.where({ id }), {
      data(draft) {
        draft.start_at = new Date(Date.now() - 2 * HOUR).toISOString();
        draft.end_at = new Date(Date.now() + 2 * HOUR).toISOString();
      },
    });
    const crewHours = [{ employee_id: a.employee.employee_id, worked_hours: 3.5 }];
    const done = expectValid(
      completeOrderResponse,
      (
        await call('POST', `/orders/${id}/complete`, {
          token: owner,
          body: { worked_hours: 4.5, notes: 'ok', crew_hours: crewHours },
        })
      ).body,
    );
    expect(done.data.completed_at).not.toBeNull();
    expect(done.data.status).toBe(4);
    expect(db.findById('order_invitations', c.id)!.status).toBe('cancelled');
    expect(db.findById('order_invitations', a.id)!.status).toBe('accepted');
    const detail = expectValid(
      getOrderDetailResponse,
      (await call('GET', `/orders/${id}/detail?moving_team=1`, { token: owner })).body,
    );
    expect(detail.data.completion?.worked_hours).toBe(4.5);
    const hours = Object.fromEntries(
      (detail.data.moving_team ?? []).map((m) => [m.employee_id, m.worked_hours]),
    );
    expect(hours).toEqual({ [a.employee.employee_id]: 3.5, [b.employee.employee_id]: 4.5 });
    expect(await activeIds(austin.id)).not.toContain(id);
    expect(await historyIds(austin.id)).toContain(id);
    // Closed: a second completion or a cancel is 422.
    expectError(
      await call('POST', `/orders/${id}/complete`, { token: owner, body: { worked_hours: 4 } }),
      422,
    );
    expectError(await call('POST', `/orders/${id}/cancel`, { token: owner, body: {} }), 422);
  });

  it('cancel: pending AND accepted invitations become cancelled; the order moves to history', async () => {
    const austin = branchOf('Austin');
    const base = `/company-branches/${austin.id}/orders`;
    const id = await createOrder(austin.id, { helpers_needed: 3 });
    const [a, b, c] = await inviteBranchEmployees(id, 3);
    await invitationService.acceptInvitation(db, a.id);
    await invitationService.acceptInvitation(db, b.id);
    expect(db.findById('orders', id)!.status).toBe(3);
    const countBefore = expectValid(
      getBranchOrdersCountResponse,
      (await call('GET', `${base}/count?filter[status]=2,3,4`, { token: owner })).body,
    ).data;
    expect(await activeIds(austin.id)).toContain(id);
    expect(await historyIds(austin.id)).not.toContain(id);

    const cancelled = expectValid(
      cancelOrderResponse,
      (await call('POST', `/orders/${id}/cancel`, { token: owner, body: { reason: 'Moved' } }))
        .body,
    );
    expect(cancelled.data.cancelled_at).not.toBeNull();
    expect(cancelled.data.cancel_reason).toBe('Moved');
    expect(cancelled.data.status).toBe(3); // closing keeps the status
    expect(cancelled.data.crew_count).toBe(0);
    expect(cancelled.data.invitations_count).toBe(0);
    for (const invitation of [a, b, c])
      expect(db.findById('order_invitations', invitation.id)!.status).toBe('cancelled');
    expect(
      expectValid(
        getOrderCurrentCrewResponse,
        (await call('GET', `/orders/${id}/current-crew`, { token: owner })).body,
      ).data,
    ).toEqual([]);
    // Who was on the crew at cancellation time is still the moving team.
    const detail = expectValid(
      getOrderDetailResponse,
      (await call('GET', `/orders/${id}/detail?moving_team=1`, { token: owner })).body,
    );
    expect((detail.data.moving_team ?? []).map((m) => m.employee_id).sort()).toEqual(
      [a.employee.employee_id, b.employee.employee_id].sort(),
    );
    // Out of the active list and counts, first in the history (most recently closed).
    expect(await activeIds(austin.id)).not.toContain(id);
    const countAfter = expectValid(
      getBranchOrdersCountResponse,
      (await call('GET', `${base}/count?filter[status]=2,3,4`, { token: owner })).body,
    ).data;
    expect(countAfter).toEqual({
      count: countBefore.count - 1,
      total_count: countBefore.total_count - 1,
    });
    const history = expectValid(
      listBranchOrderHistoryResponse,
      (await call('GET', `${base}/history`, { token: owner })).body,
    ).data;
    expect(history.data[0].id).toBe(id);
    expect(history.data[0].cancelled_at).toBe(cancelled.data.cancelled_at);
    // Calendar leaves cancelled orders out.
    const day = db.findById('orders', id)!.start_at.slice(0, 10);
    const calendar = expectValid(
      listBranchOrdersCalendarResponse,
      (
        await call('GET', `${base}/calendar?filter[date_from]=${day}&filter[date_to]=${day}`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(calendar.data.map((o) => o.id)).not.toContain(id);
  });

  it('status goes back 2 -> 1 when the last pending invitation is cancelled by the company', async () => {
    const austin = branchOf('Austin');
    const id = await createOrder(austin.id);
    const [first, second] = await inviteBranchEmployees(id, 2);
    expect(db.findById('orders', id)!.status).toBe(2);
    await call('POST', `/invitations/${first.id}/cancel-by-company`, { token: owner });
    expect(db.findById('orders', id)!.status).toBe(2); // one pending left
    const result = await call('POST', `/invitations/${second.id}/cancel-by-company`, {
      token: owner,
    });
    expect(expectValid(cancelOrderInvitationByCompanyResponse, result.body).data.status).toBe(
      'cancelled',
    );
    expect(db.findById('orders', id)!.status).toBe(1);
    const order = expectValid(
      getOrderResponse,
      (await call('GET', `/orders/${id}`, { token: owner })).body,
    );
    expect(order.data).toMatchObject({ status: 1, invitations_count: 0, crew_count: 0 });
    // Not formed again: it can be deleted, not cancelled.
    expectError(await call('POST', `/orders/${id}/cancel`, { token: owner, body: {} }), 422);
    expectValid(
      deleteOrderResponse,
      (await call('DELETE', `/orders/${id}`, { token: owner })).body,
    );
  });

  it('status goes back 2 -> 1 when the helper rejects the last pending invitation', async () => {
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const membership = db.employees.findFirst((q) =>
      q.where((e) => e.user_id === maria.id && e.deleted_at == null && e.status === 1),
    )!;
    expect(membership).toBeDefined();
    const id = await createOrder(membership.branch_id, {
      start_at: future(9, 6),
      end_at: future(9, 8),
    });
    const invited = expectValid(
      inviteEmployeeToOrderResponse,
      (
        await call('POST', `/orders/${id}/invite-employee`, {
          token: owner,
          body: { employee_ids: [membership.id] },
        })
      ).body,
    ).data;
    expect(db.findById('orders', id)!.status).toBe(2);
    const helper = await loginAs('helper@demo.test');
    const rejected = await call('POST', `/helper/company-invitations/${invited[0].id}/reject`, {
      token: helper,
      body: { reason: 'Busy' },
    });
    expect(rejected.status).toBe(200);
    expect(db.findById('order_invitations', invited[0].id)!.status).toBe('rejected');
    expect(db.findById('orders', id)!.status).toBe(1);
    const card = expectValid(
      getOrderCardResponse,
      (await call('GET', `/orders/${id}/card`, { token: owner })).body,
    );
    expect(card.data).toMatchObject({ status: 1, invitations_count: 0 });
  });

  it('starting_soon: now <= start_at <= now + 48 h, sorted by start; count agrees', async () => {
    const austin = branchOf('Austin');
    const base = `/company-branches/${austin.id}/orders`;
    const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
    const soon = await createOrder(austin.id, { start_at: inHours(1), end_at: inHours(4) });
    const later = await createOrder(austin.id, { start_at: inHours(50), end_at: inHours(53) });
    // An active order that already started (created for later, then the time came).
    const started = await createOrder(austin.id, { start_at: inHours(5), end_at: inHours(8) });
    await db.orders.update((q) => q.where({ id: started }), {
      data(draft) {
        draft.start_at = inHours(-1);
        draft.end_at = inHours(2);
      },
    });
    const before = Date.now();
    const list = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?filter[starting_soon]=1&per_page=100`, { token: owner })).body,
    ).data;
    const after = Date.now();
    expect(list.data.length).toBeGreaterThan(0);
    const ids = list.data.map((o) => o.id);
    expect(ids).toContain(soon);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(started);
    for (const o of list.data) {
      expect(Date.parse(o.start_at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(o.start_at)).toBeLessThanOrEqual(after + 48 * HOUR);
      expect(o.completed_at ?? o.cancelled_at).toBeNull();
    }
    const starts = list.data.map((o) => o.start_at);
    expect(starts).toEqual([...starts].sort());
    const all = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?per_page=1`, { token: owner })).body,
    ).data;
    const count = expectValid(
      getBranchOrdersCountResponse,
      (await call('GET', `${base}/count?filter[starting_soon]=1`, { token: owner })).body,
    ).data;
    expect(count).toEqual({ count: list.total, total_count: all.total });
    // Both filters together.
    const notFormedSoon = expectValid(
      listBranchOrdersResponse,
      (
        await call('GET', `${base}?filter[starting_soon]=1&filter[status]=1&per_page=100`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(notFormedSoon.data.map((o) => o.id)).toContain(soon);
    expect(notFormedSoon.data.every((o) => o.status === 1)).toBe(true);
    const bothCount = expectValid(
      getBranchOrdersCountResponse,
      (
        await call('GET', `${base}/count?filter[starting_soon]=1&filter[status]=1`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(bothCount.count).toBe(notFormedSoon.total);
  });

  it('create and update: start_at in the past is 422 (keeping a started order start is fine)', async () => {
    const austin = branchOf('Austin');
    const past = new Date(Date.now() - 3 * HOUR).toISOString();
    const bad = expectError(
      await call('POST', `/company-branches/${austin.id}/orders`, {
        token: owner,
        body: orderBody({ start_at: past, end_at: future(1) }),
      }),
      422,
    );
    expect(bad.errors.start_at).toBeDefined();
    const id = await createOrder(austin.id);
    expect(
      expectError(
        await call('PUT', `/orders/${id}`, {
          token: owner,
          body: orderBody({ start_at: past, end_at: future(1) }),
        }),
        422,
      ).errors.start_at,
    ).toBeDefined();
    await db.orders.update((q) => q.where({ id }), {
      data(draft) {
        draft.start_at = past;
      },
    });
    const kept = await call('PUT', `/orders/${id}`, {
      token: owner,
      body: orderBody({ start_at: past, end_at: future(1), notes: 'Running late' }),
    });
    expect(expectValid(updateOrderResponse, kept.body).data.notes).toBe('Running late');
  });

  it('busy: filtered, paginated query over 2,000 orders', async () => {
    // On a fixed clock, a Tuesday morning in Austin: on the real one, from a Friday afternoon
    // to a Saturday morning (Central) no weekday job started in the next 48 hours, and "Not
    // formed + starting soon" found nothing (failed at 21:32 UTC on Friday 2026-11-27).
    const now = new Date('2027-03-09T15:30:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await resetDb('busy', { now });
    owner = await loginAs('owner@demo.test');
    const austin = branchOf('Austin');
    const t0 = performance.now();
    const result = await call(
      'GET',
      `/company-branches/${austin.id}/orders?filter[status]=2,3,4&page=3&per_page=5`,
      { token: owner },
    );
    const ms = performance.now() - t0;
    console.info(`busy filtered page query: ${ms.toFixed(1)} ms`);
    const body = expectValid(listBranchOrdersResponse, result.body);
    expect(body.data.current_page).toBe(3);
    expect(body.data.data).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(100);
    for (const o of body.data.data) {
      expect([2, 3, 4]).toContain(o.status);
      expect(o.completed_at ?? o.cancelled_at).toBeNull();
    }
    const base = `/company-branches/${austin.id}/orders`;
    const count = expectValid(
      getBranchOrdersCountResponse,
      (await call('GET', `${base}/count?filter[status]=2,3,4`, { token: owner })).body,
    ).data;
    const everything = expectValid(
      listBranchOrdersResponse,
      (await call('GET', `${base}?per_page=1`, { token: owner })).body,
    ).data;
    expect(count).toEqual({ count: body.data.total, total_count: everything.total });
    expect(body.data.total).toBeLessThan(everything.total);
    // Not formed + starting soon, a whole page: every row fits, total = count.
    const before = Date.now();
    const soon = expectValid(
      listBranchOrdersResponse,
      (
        await call('GET', `${base}?filter[status]=1&filter[starting_soon]=1&per_page=100`, {
          token: owner,
        })
      ).body,
    ).data;
    const after = Date.now();
    expect(soon.data.length).toBeGreaterThan(0);
    for (const o of soon.data) {
      expect(o.status).toBe(1);
      expect(Date.parse(o.start_at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(o.start_at)).toBeLessThanOrEqual(after + 48 * HOUR);
    }
    const soonCount = expectValid(
      getBranchOrdersCountResponse,
      (
        await call('GET', `${base}/count?filter[status]=1&filter[starting_soon]=1`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(soonCount.count).toBe(soon.total);
    // A hung test's bound, not a speed check. Seeding the busy world at this anchor (faker
    // over 2,000 orders) takes ~2 s alone and 8-11 s beside the journeys or 4 busy loops; CI,
    // with Chromium, the preview and two test threads on 2 cores, once took over 30 s
    // (2026-12-02). Its speed is the bench's (npm run bench), not this test's.
  }, 90_000);
});

function editOrderInvitationsBodyCheck() {
  return editOrderInvitationsResponse;
}
