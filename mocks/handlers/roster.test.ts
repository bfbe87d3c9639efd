import {
  listCompanyRosterResponse,
  removeFromRosterResponse,
  setRosterStatusResponse,
} from '@/platform/api/generated/zod/roster/roster.zod';
import {
  listBranchEmployeesResponse,
  searchHelpersGloballyResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import { getOrderInvitableEmployeesResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { globalSearchResponse } from '@/platform/api/generated/zod/search/search.zod';
import { listHelperOutsourceOffersResponse } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { db } from '../db';
import { plannedApplicants } from '../realtime/auto-answer';
import { isClosed } from '../db/services/orders';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * The company's roster (7/8): favourites and blocks, per company, keyed by the helper's user
 * id; a block withdraws what is pending and hides the helper from the company's searches,
 * invitable lists and offers.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userByEmail = (email: string) => db.users.findFirst((q) => q.where({ email }))!;
const GABRIELA = 'gabriela.reyes@helpers.demo.test';
const JAMES = 'james.carter@helpers.demo.test';
const TREMAINE = 'tremaine.young@helpers.demo.test';
const RACHEL = 'rachel.baker@helpers.demo.test';
const companyId = () => db.companies.findFirst((q) => q.where({ name: 'Lone Star Movers' }))!.id;
const branchIds = () =>
  new Set(db.branches.findMany((q) => q.where({ company_id: companyId() })).map((b) => b.id));
const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;

async function searchHelpers(token: string, search = '') {
  const path = `/company-branches/${austin().id}/search-helpers-globally?per_page=100&search=${encodeURIComponent(search)}`;
  return expectValid(searchHelpersGloballyResponse, (await call('GET', path, { token })).body).data
    .data;
}

/** An active order of the company in Austin, and its invitable people (both groups). */
async function invitable(token: string) {
  const order = db.orders
    .findMany((q) => q.where({ branch_id: austin().id }))
    .find((o) => !isClosed(o))!;
  const body = expectValid(
    getOrderInvitableEmployeesResponse,
    (await call('GET', `/orders/${order.id}/invitable-employees`, { token })).body,
  ).data;
  return { order, people: [...body.branch_employees, ...body.other_branch_employees] };
}

describe('roster', () => {
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });

  it('lists the seeded roster by last name, one list at a time; managers read it too', async () => {
    const all = expectValid(
      listCompanyRosterResponse,
      (await call('GET', '/company-roster', { token: owner })).body,
    ).data;
    expect(all.map((e) => [e.last_name, e.status])).toEqual([
      ['Baker', 'favourite'],
      ['Reyes', 'favourite'],
      ['Young', 'blocked'],
    ]);
    const blocked = expectValid(
      listCompanyRosterResponse,
      (await call('GET', '/company-roster?status=blocked', { token: owner })).body,
    ).data;
    expect(blocked.map((e) => e.helper_id)).toEqual([userByEmail(TREMAINE).id]);
    expectError(await call('GET', '/company-roster?status=starred', { token: owner }), 422);
    const manager = await loginAs('manager@demo.test');
    const seen = expectValid(
      listCompanyRosterResponse,
      (await call('GET', '/company-roster', { token: manager })).body,
    ).data;
    expect(seen).toHaveLength(3);
  });

  it('guards: 401, helpers 403, unknown user 404, a user who is no marketplace helper 422', async () => {
    const gabriela = userByEmail(GABRIELA).id;
    expectError(await call('GET', '/company-roster'), 401);
    const helper = await loginAs('helper@demo.test');
    expectError(await call('GET', '/company-roster', { token: helper }), 403);
    expectError(
      await call('PUT', `/company-roster/${gabriela}`, {
        token: helper,
        body: { status: 'blocked' },
      }),
      403,
    );
    expectError(await call('DELETE', `/company-roster/${gabriela}`, { token: helper }), 403);
    const missing = expectError(
      await call('PUT', '/company-roster/999999', { token: owner, body: { status: 'favourite' } }),
      404,
    );
    expect(missing.message).toBe('Helper not found.');
    expectError(await call('DELETE', '/company-roster/999999', { token: owner }), 404);
    const ownerId = userByEmail('owner@demo.test').id;
    const notHelper = expectError(
      await call('PUT', `/company-roster/${ownerId}`, {
        token: owner,
        body: { status: 'favourite' },
      }),
      422,
    );
    expect(notHelper.errors.helper_id).toEqual([
      'Only marketplace helpers can be put on the roster.',
    ]);
    const bad = expectError(
      await call('PUT', `/company-roster/${gabriela}`, { token: owner, body: { status: 'fan' } }),
      422,
    );
    expect(Object.keys(bad.errors)).toEqual(['status']);
  });

  it("another company's roster is its own", async () => {
    const other = await loginAs('other-owner@demo.test');
    const theirs = expectValid(
      listCompanyRosterResponse,
      (await call('GET', '/company-roster', { token: other })).body,
    ).data;
    expect(theirs).toEqual([]);
    const tremaine = userByEmail(TREMAINE).id;
    expectValid(
      setRosterStatusResponse,
      (
        await call('PUT', `/company-roster/${tremaine}`, {
          token: other,
          body: { status: 'favourite' },
        })
      ).body,
    );
    const ours = expectValid(
      listCompanyRosterResponse,
      (await call('GET', '/company-roster', { token: owner })).body,
    ).data;
    expect(ours.find((e) => e.helper_id === tremaine)?.status).toBe('blocked');
    // Their unblock-free delete touches only their entry.
    expectValid(
      removeFromRosterResponse,
      (await call('DELETE', `/company-roster/${tremaine}`, { token: other })).body,
    );
    expect(
      db.roster_entries.findMany((q) => q.where({ helper_id: tremaine })).map((e) => e.status),
    ).toEqual(['blocked']);
  });

  it('a helper who deleted her account stays listed as Former helper until the company removes her entry', async () => {
    const gabriela = userByEmail(GABRIELA).id;
    const tremaine = userByEmail(TREMAINE).id;
    for (const email of [GABRIELA, TREMAINE]) {
      const token = await loginAs(email);
      expect((await call('DELETE', '/auth/delete-account', { token })).status).toBe(200);
    }
    const listed = expectValid(
      listCompanyRosterResponse,
      (await call('GET', '/company-roster', { token: owner })).body,
    ).data;
    expect(
      listed
        .filter((e) => e.first_name === 'Former')
        .map((e) => e.helper_id)
        .sort(),
    ).toEqual([gabriela, tremaine].sort());
    // Anyone without her entry on their roster still meets an unknown user (404, before 403).
    const helper = await loginAs('helper@demo.test');
    expectError(await call('DELETE', `/company-roster/${gabriela}`, { token: helper }), 404);
    const other = await loginAs('other-owner@demo.test');
    const notTheirs = expectError(
      await call('DELETE', `/company-roster/${gabriela}`, { token: other }),
      404,
    );
    expect(notTheirs.message).toBe('Helper not found.');
    // The owner removes the favourite, a manager the block.
    const removed = expectValid(
      removeFromRosterResponse,
      (await call('DELETE', `/company-roster/${gabriela}`, { token: owner })).body,
    );
    expect(removed.message).toBe('Removed from the roster.');
    const manager = await loginAs('manager@demo.test');
    expectValid(
      removeFromRosterResponse,
      (await call('DELETE', `/company-roster/${tremaine}`, { token: manager })).body,
    );
    expect(
      db.roster_entries
        .findMany((q) => q.where({ company_id: companyId() }))
        .map((e) => e.helper_id),
    ).toEqual([userByEmail(RACHEL).id]);
    // Gone from the roster, she is an unknown user again; putting her back is 404.
    expectError(await call('DELETE', `/company-roster/${gabriela}`, { token: owner }), 404);
    expectError(
      await call('PUT', `/company-roster/${gabriela}`, {
        token: owner,
        body: { status: 'favourite' },
      }),
      404,
    );
  });

  it('a favourite is marked in helper search, the team and the invitable lists', async () => {
    const rachel = userByEmail(RACHEL).id;
    const gabriela = userByEmail(GABRIELA).id;
    const found = await searchHelpers(owner);
    expect(found.find((h) => h.id === rachel)?.roster_status).toBe('favourite');
    expect(
      found
        .filter((h) => h.roster_status === 'favourite')
        .map((h) => h.id)
        .sort(),
    ).toEqual([rachel, gabriela].sort());
    const team = expectValid(
      listBranchEmployeesResponse,
      (
        await call('GET', `/company-branches/${austin().id}/employees?per_page=100`, {
          token: owner,
        })
      ).body,
    ).data.data;
    expect(team.find((e) => e.user_id === gabriela)?.roster_status).toBe('favourite');
    expect(team.find((e) => e.user_id === null)?.roster_status).toBeNull();
    const { people } = await invitable(owner);
    const listed = people.filter((p) => p.user_id === gabriela);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.roster_status === 'favourite')).toBe(true);
    // Taking her off the list: null everywhere.
    await call('DELETE', `/company-roster/${gabriela}`, { token: owner });
    expect(
      (await invitable(owner)).people.find((p) => p.user_id === gabriela)?.roster_status,
    ).toBeNull();
  });

  it('blocking withdraws her pending order invitations and applications, hides her, refuses inviting her', async () => {
    const gabriela = userByEmail(GABRIELA).id;
    const ours = branchIds();
    const pendingBefore = db.order_invitations
      .findMany((q) => q.where({ user_id: gabriela, status: 'pending' }))
      .filter((i) => ours.has(i.branch_id));
    const acceptedBefore = db.order_invitations
      .findMany((q) => q.where({ user_id: gabriela, status: 'accepted' }))
      .filter((i) => ours.has(i.branch_id));
    const offersOfOurs = new Set(
      db.outsource_offers
        .all()
        .filter((o) => ours.has(o.branch_id))
        .map((o) => o.id),
    );
    const applicationsBefore = db.offer_applications
      .findMany((q) => q.where({ helper_id: gabriela, status: 'pending' }))
      .filter((a) => offersOfOurs.has(a.offer_id));
    expect(pendingBefore.length).toBeGreaterThan(0);
    const employeeId = (await invitable(owner)).people.find(
      (p) => p.user_id === gabriela,
    )!.employee_id;

    const result = await call('PUT', `/company-roster/${gabriela}`, {
      token: owner,
      body: { status: 'blocked' },
    });
    const entry = expectValid(setRosterStatusResponse, result.body);
    expect(entry.data).toMatchObject({
      helper_id: gabriela,
      status: 'blocked',
      last_name: 'Reyes',
    });
    const live = pendingBefore.filter((i) => !isClosed(db.findById('orders', i.order_id)!));
    const withdrawn = live.length + applicationsBefore.length;
    expect(entry.message).toBe(
      `Helper blocked. ${withdrawn} pending invitations or applications withdrawn.`,
    );
    for (const i of live) expect(db.findById('order_invitations', i.id)!.status).toBe('cancelled');
    for (const i of acceptedBefore)
      expect(db.findById('order_invitations', i.id)!.status).toBe('accepted');
    for (const a of applicationsBefore)
      expect(db.findById('offer_applications', a.id)!.status).toBe('rejected');

    // Gone from the company's searches and invitable lists; still a member, marked blocked.
    expect((await searchHelpers(owner, 'Reyes')).map((h) => h.id)).not.toContain(gabriela);
    expect((await searchHelpers(owner)).map((h) => h.id)).not.toContain(gabriela);
    const global = expectValid(
      globalSearchResponse,
      (
        await call('GET', `/company-branches/${austin().id}/search?search=Gabriela`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(global.employees).toEqual([]);
    const { order, people } = await invitable(owner);
    expect(people.map((p) => p.user_id)).not.toContain(gabriela);
    const member = expectValid(
      listBranchEmployeesResponse,
      (
        await call('GET', `/company-branches/${austin().id}/employees?search=Reyes`, {
          token: owner,
        })
      ).body,
    ).data.data;
    expect(member.map((e) => e.roster_status)).toEqual(['blocked']);

    // Inviting her is refused, to an order or to a branch.
    const invite = expectError(
      await call('POST', `/orders/${order.id}/invite-employee`, {
        token: owner,
        body: { employee_ids: [employeeId] },
      }),
      422,
    );
    expect(invite.errors.employee_ids).toEqual(['Gabriela Reyes is blocked by your company.']);
    const branch = db.branches.findFirst((q) => q.where({ company_id: companyId() }))!;
    expectError(
      await call('POST', `/company-branches/${branch.id}/invite-helper?id=${gabriela}`, {
        token: owner,
      }),
      422,
    );

    // Unblocked: found again; what the block withdrew stays withdrawn.
    expectValid(
      removeFromRosterResponse,
      (await call('DELETE', `/company-roster/${gabriela}`, { token: owner })).body,
    );
    expect((await searchHelpers(owner, 'Reyes')).map((h) => h.id)).toContain(gabriela);
    for (const i of live) expect(db.findById('order_invitations', i.id)!.status).toBe('cancelled');
    // Removing someone on neither list is not an error.
    expect((await call('DELETE', `/company-roster/${gabriela}`, { token: owner })).status).toBe(
      200,
    );
  });

  it('blocking withdraws her pending invitations to join a branch', async () => {
    const james = userByEmail(JAMES).id;
    const ours = branchIds();
    const pending = db.branch_invitations
      .findMany((q) => q.where({ helper_id: james, status: 'pending' }))
      .filter((i) => ours.has(i.branch_id));
    expect(pending.length).toBeGreaterThan(0);
    await call('PUT', `/company-roster/${james}`, { token: owner, body: { status: 'blocked' } });
    for (const i of pending)
      expect(db.findById('branch_invitations', i.id)!.status).toBe('cancelled');
    // A favourite again: nothing comes back, and she is found and invitable again.
    await call('PUT', `/company-roster/${james}`, { token: owner, body: { status: 'favourite' } });
    for (const i of pending)
      expect(db.findById('branch_invitations', i.id)!.status).toBe('cancelled');
    expect((await searchHelpers(owner, 'Carter')).map((h) => h.roster_status)).toEqual([
      'favourite',
    ]);
  });

  it("blocking rejects her pending applications to the company's offers", async () => {
    const ours = branchIds();
    const offers = new Set(
      db.outsource_offers
        .all()
        .filter((o) => ours.has(o.branch_id))
        .map((o) => o.id),
    );
    const pending = db.offer_applications
      .findMany((q) => q.where({ status: 'pending' }))
      .filter((a) => offers.has(a.offer_id));
    expect(pending.length).toBeGreaterThan(0);
    const helperId = pending[0]!.helper_id;
    const hers = pending.filter((a) => a.helper_id === helperId);
    const result = await call('PUT', `/company-roster/${helperId}`, {
      token: owner,
      body: { status: 'blocked' },
    });
    expect(result.status).toBe(200);
    for (const a of hers) expect(db.findById('offer_applications', a.id)!.status).toBe('rejected');
    // Someone else's applications stay pending.
    for (const a of pending.filter((a) => a.helper_id !== helperId))
      expect(db.findById('offer_applications', a.id)!.status).toBe('pending');
  });

  it("a blocked helper no longer sees the company's open offers and cannot apply", async () => {
    const ours = branchIds();
    // A marketplace helper to whom an open offer of the company shows as new.
    const candidates = ['luis.rivera@helpers.demo.test', 'monica.hill@helpers.demo.test', JAMES];
    let chosen: { email: string; token: string; ids: number[] } | null = null;
    for (const email of candidates) {
      const token = await loginAs(email);
      const offers = expectValid(
        listHelperOutsourceOffersResponse,
        (await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', { token })).body,
      ).data.data.filter((o) => ours.has(o.branch.id));
      if (offers.length) {
        chosen = { email, token, ids: offers.map((o) => o.id) };
        break;
      }
    }
    expect(chosen, 'a helper sees an open offer of the company').not.toBeNull();
    const { email, token, ids } = chosen!;
    await call('PUT', `/company-roster/${userByEmail(email).id}`, {
      token: owner,
      body: { status: 'blocked' },
    });
    const after = expectValid(
      listHelperOutsourceOffersResponse,
      (await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', { token })).body,
    ).data.data;
    expect(after.filter((o) => ours.has(o.branch.id))).toEqual([]);
    const fresh = ids.find(
      (id) =>
        !db.offer_applications.findFirst((q) =>
          q.where({ offer_id: id, helper_id: userByEmail(email).id }),
        ),
    );
    if (fresh !== undefined)
      expect([403, 404, 422]).toContain(
        (await call('POST', `/helper/outsource-offers/${fresh}/apply`, { token, body: {} })).status,
      );
  });

  it('an offer she applied to and withdrew from leaves her New list when the company blocks her (QA 2026-12-04)', async () => {
    const ours = branchIds();
    const token = await loginAs('helper@demo.test');
    const newOffers = async () =>
      expectValid(
        listHelperOutsourceOffersResponse,
        (await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', { token })).body,
      )
        .data.data.filter((o) => ours.has(o.branch.id))
        .map((o) => o.id);
    const [offer] = await newOffers();
    expect(offer, 'an open offer of the company in her New list').toBeDefined();
    expect(
      (await call('POST', `/helper/outsource-offers/${offer}/apply`, { token, body: {} })).status,
    ).toBe(200);
    expect(
      (await call('POST', `/helper/outsource-offers/${offer}/withdraw`, { token, body: {} }))
        .status,
    ).toBe(200);
    expect(await newOffers()).toContain(offer);

    await call('PUT', `/company-roster/${userByEmail('helper@demo.test').id}`, {
      token: owner,
      body: { status: 'blocked' },
    });
    expect(await newOffers()).toEqual([]);
  });

  it("the demo's simulated helpers never plan to apply to a company that blocked them", async () => {
    const ours = branchIds();
    const offer = db.outsource_offers
      .all()
      .find((o) => ours.has(o.branch_id) && plannedApplicants(db, o).length > 0)!;
    expect(offer).toBeDefined();
    const planned = plannedApplicants(db, offer)[0]!;
    await call('PUT', `/company-roster/${planned.id}`, {
      token: owner,
      body: { status: 'blocked' },
    });
    expect(plannedApplicants(db, offer).map((u) => u.id)).not.toContain(planned.id);
  });
});
