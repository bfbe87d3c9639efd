import {
  createCompanyBranchResponse,
  deleteCompanyBranchResponse,
  getCompanyBranchResponse,
  updateCompanyBranchResponse,
} from '@/platform/api/generated/zod/branches/branches.zod';
import {
  getOrderCardResponse,
  getOrderCurrentCrewResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { invitationService, orderService } from '../db';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { fakeCanvasDataUrl } from '../testing/images';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const body = {
  name: 'Lone Star Movers San Antonio',
  phone: '2105550123',
  address: '300 Alamo Plaza',
  city: 'San Antonio',
  state_initials: 'TX',
};

describe('branch create/update/delete', () => {
  it('owner creates (422 per field, managers 403), updates partially, deletes with its data', async () => {
    expectError(await call('POST', '/company-branches', { body }), 401);
    const manager = await loginAs('manager@demo.test');
    expectError(await call('POST', '/company-branches', { token: manager, body }), 403);
    const helper = await loginAs('helper@demo.test');
    expectError(await call('POST', '/company-branches', { token: helper, body }), 403);
    const owner = await loginAs('owner@demo.test');
    const bad = expectError(
      await call('POST', '/company-branches', { token: owner, body: { name: 'X', phone: '123' } }),
      422,
    );
    expect(bad.errors.address).toEqual(['The address field is required.']);
    expect(bad.errors.phone).toBeDefined();
    expectError(
      await call('POST', '/company-branches', {
        token: owner,
        body: { ...body, serving_area_ids: [99999] },
      }),
      422,
    );
    const travis = db.serving_areas.findFirst((q) => q.where({ fips: '48453' }))!;
    const created = expectValid(
      createCompanyBranchResponse,
      (
        await call('POST', '/company-branches', {
          token: owner,
          body: { ...body, serving_area_ids: [travis.id] },
        })
      ).body,
    );
    expect(created.data.state).toBe('Texas');
    expect(created.data.serving_area_ids).toEqual([travis.id]);
    const updated = expectValid(
      updateCompanyBranchResponse,
      (
        await call('POST', `/company-branches/${created.data.id}`, {
          token: owner,
          body: { name: 'SA Branch' },
        })
      ).body,
    );
    expect(updated.data.name).toBe('SA Branch');
    expect(updated.data.address).toBe(body.address);

    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    const detail = expectValid(
      getCompanyBranchResponse,
      (await call('GET', `/company-branches/${austin.id}`, { token: owner })).body,
    );
    expect(detail.data.orders_count).toBeGreaterThan(0);
    expect(detail.data.employees_count).toBeGreaterThan(0);
    expect(detail.data.serving_area_ids.length).toBeGreaterThan(0);
    expectError(await call('DELETE', `/company-branches/${austin.id}`, { token: manager }), 403);
    expectValid(
      deleteCompanyBranchResponse,
      (await call('DELETE', `/company-branches/${austin.id}`, { token: owner })).body,
    );
    expect(db.orders.findMany((q) => q.where({ branch_id: austin.id }))).toHaveLength(0);
    expectError(await call('GET', `/company-branches/${austin.id}`, { token: owner }), 404);
  });

  it('refuses a state that is no US state and blank names, on create and update alike (4/8)', async () => {
    const owner = await loginAs('owner@demo.test');
    const created = expectError(
      await call('POST', '/company-branches', {
        token: owner,
        body: { ...body, state_initials: 'AA' },
      }),
      422,
    );
    expect(created.errors.state_initials).toEqual(['The selected state initials is invalid.']);
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    const path = `/company-branches/${austin.id}`;
    const updated = expectError(
      await call('POST', path, { token: owner, body: { state_initials: 'AA' } }),
      422,
    );
    expect(updated.errors.state_initials).toEqual(['The selected state initials is invalid.']);
    for (const field of ['name', 'address', 'city'])
      expect(
        expectError(await call('POST', path, { token: owner, body: { [field]: '' } }), 422).errors,
      ).toHaveProperty(field);
    expect(db.branches.findFirst((q) => q.where({ id: austin.id }))).toMatchObject({
      state_initials: austin.state_initials,
      name: austin.name,
    });
    expect(
      (await call('POST', path, { token: owner, body: { state_initials: 'DC' } })).status,
    ).toBe(200);
  });

  it('refuses an avatar that is not an image of the type it names (the contract checks the prefix only)', async () => {
    const owner = await loginAs('owner@demo.test');
    const png = fakeCanvasDataUrl('image/png', 512, 512);
    for (const avatar of [
      'data:image/png;base64,aGVsbG8gd29ybGQ=', // "hello world"
      fakeCanvasDataUrl('image/webp', 512, 512).replace('image/webp', 'image/jpeg'),
    ]) {
      const refused = expectError(
        await call('POST', '/company-branches', { token: owner, body: { ...body, avatar } }),
        422,
      );
      expect(refused.errors.avatar).toEqual(['The avatar field must be an image.']);
    }
    const created = expectValid(
      createCompanyBranchResponse,
      (await call('POST', '/company-branches', { token: owner, body: { ...body, avatar: png } }))
        .body,
    );
    expect(created.data.avatar_url).toBe(png);
    const refused = expectError(
      await call('POST', `/company-branches/${created.data.id}`, {
        token: owner,
        body: { avatar: 'data:image/webp;base64,bm90IGFuIGltYWdl' },
      }),
      422,
    );
    expect(refused.errors.avatar).toEqual(['The avatar field must be an image.']);
  });

  it("deleting a branch takes its members off other branches' crews and recomputes those orders", async () => {
    const owner = await loginAs('owner@demo.test');
    const dallas = db.branches.findFirst((q) => q.where({ city: 'Dallas' }))!;
    const houston = db.branches.findFirst((q) => q.where({ city: 'Houston' }))!;
    const active = (branchId: number) =>
      db.employees
        .findMany((q) => q.where((e) => e.branch_id === branchId && e.deleted_at == null))
        .filter((e) => e.status === 1);
    const [fromDallas, otherFromDallas] = active(dallas.id);
    const [fromHouston] = active(houston.id);
    // Beyond the seed's orders (at most a few weeks ahead of the hour it is anchored to), so
    // no member is already busy then, whatever the hour the test runs at.
    const day = new Date(Date.now() + 200 * 86_400_000);
    day.setUTCHours(14, 0, 0, 0);
    const order = async (helpersNeeded: number) => {
      const result = await call('POST', `/company-branches/${houston.id}/orders`, {
        token: owner,
        body: {
          help_type: 1,
          pick_up_addresses: [{ street: '1 Main St', city: 'Houston', state: 'TX', zip: '77002' }],
          customer: { first_name: 'Ann', last_name: 'Lee', primary_phone: '7135550100' },
          start_at: day.toISOString(),
          end_at: new Date(day.getTime() + 3 * 3_600_000).toISOString(),
          helpers_needed: helpersNeeded,
          trucks_needed: 1,
          hourly_rate: 4000,
        },
      });
      expect(result.status).toBe(200);
      return (result.body as { data: { id: number } }).data.id;
    };
    // A: a Dallas member accepted, a Houston member pending -> 3 partially formed.
    const a = await order(2);
    const [acceptedA, pendingA] = await invitationService.inviteEmployees(db, a, [
      fromDallas.id,
      fromHouston.id,
    ]);
    await invitationService.acceptInvitation(db, acceptedA.id);
    expect(db.findById('orders', a)!.status).toBe(3);
    // B: a Dallas member accepted, crew full -> 4 formed.
    const b = await order(1);
    const [acceptedB] = await invitationService.inviteEmployees(db, b, [otherFromDallas.id]);
    await invitationService.acceptInvitation(db, acceptedB.id);
    expect(db.findById('orders', b)!.status).toBe(4);
    // C: only a Dallas member, pending -> 2 pending.
    const c = await order(1);
    const [pendingC] = await invitationService.inviteEmployees(db, c, [fromDallas.id]);
    expect(db.findById('orders', c)!.status).toBe(2);

    expect((await call('DELETE', `/company-branches/${dallas.id}`, { token: owner })).status).toBe(
      200,
    );

    expect(db.employees.findMany((q) => q.where({ branch_id: dallas.id }))).toHaveLength(0);
    for (const id of [acceptedA.id, acceptedB.id, pendingC.id])
      expect(db.findById('order_invitations', id)!.status).toBe('cancelled');
    expect(db.findById('order_invitations', pendingA.id)!.status).toBe('pending');
    expect(db.findById('orders', a)!.status).toBe(2);
    expect(db.findById('orders', b)!.status).toBe(1);
    expect(db.findById('orders', c)!.status).toBe(1);
    // The card's crew count agrees with the current crew.
    for (const id of [a, b, c]) {
      const card = expectValid(
        getOrderCardResponse,
        (await call('GET', `/orders/${id}/card`, { token: owner })).body,
      ).data;
      const crew = expectValid(
        getOrderCurrentCrewResponse,
        (await call('GET', `/orders/${id}/current-crew`, { token: owner })).body,
      ).data;
      expect(card.crew_count).toBe(crew.filter((m) => m.invitation_status === 'accepted').length);
      expect(card.invitations_count).toBe(
        crew.filter((m) => m.invitation_status === 'pending').length,
      );
      expect(card.crew_count).toBe(0);
    }
    // No live invitation of a deleted member is left anywhere.
    const deleted = new Set([fromDallas.id, otherFromDallas.id]);
    expect(
      db.order_invitations
        .all()
        .filter((i) => deleted.has(i.employee_id) && orderService.isLive(i))
        .filter((i) => !orderService.isClosed(db.findById('orders', i.order_id)!)),
    ).toEqual([]);
  });
});
