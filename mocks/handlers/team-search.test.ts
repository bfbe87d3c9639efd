import type { z } from 'zod';
import {
  getOrderCurrentCrewResponse,
  getOrderInvitableEmployeesResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import {
  listBranchEmployeesResponse,
  listHelperBranchInvitationsResponse,
  searchHelpersGloballyResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import { db, orderService } from '../db';
import { helperProfileOf } from '../db/services/helpers';
import { acceptApplication, applyToOffer } from '../db/services/outsourcing';
import { openOfferFor } from '../testing/offers';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * Find helpers' search (searchHelpersGlobally): who serves the branch's area first (QA: the
 * Austin branch's search listed Houston, Atlanta and Miami helpers before those serving
 * Austin), then best rated, then by name; a helper who deleted her account is not listed, and
 * inviting her from a list read before answers 404. And a helper's rate is her own, one
 * figure in every answer that carries it (QA-215).
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
const servesAny = (helperId: number, areaIds: readonly number[]) =>
  helperProfileOf(db, helperId)!.serving_area_ids.some((id) => areaIds.includes(id));

async function search(token: string, branchId: number, query = '') {
  const result = await call(
    'GET',
    `/company-branches/${branchId}/search-helpers-globally?per_page=100${query}`,
    { token },
  );
  return expectValid(searchHelpersGloballyResponse, result.body).data.data;
}

type Row = Awaited<ReturnType<typeof search>>[number];

/** Serving first, then by rating (highest first), then last and first name. */
function expectRanked(rows: Row[]) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    const key = (r: Row) => [Number(!r.serves_branch_area), -r.rating.average] as const;
    const [ka, kb] = [key(a), key(b)];
    const order =
      ka[0] - kb[0] ||
      ka[1] - kb[1] ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name);
    expect(order, `${a.last_name} before ${b.last_name}`).toBeLessThanOrEqual(0);
  }
}

describe('searchHelpersGlobally: the branch’s area first', () => {
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });

  it('lists the helpers who serve the Austin branch’s counties first, then by rating and name', async () => {
    const austin = branchOf('Austin');
    const areas = austin.serving_area_ids!;
    expect(areas.length).toBeGreaterThan(0);
    const rows = await search(owner, austin.id);
    for (const row of rows) expect(row.serves_branch_area).toBe(servesAny(row.id, areas));
    const serving = rows.filter((r) => r.serves_branch_area);
    // The seed's Austin helpers (Maria among them), and some who serve elsewhere.
    expect(serving.map((r) => r.city)).toEqual(serving.map(() => 'Austin'));
    expect(serving.map((r) => `${r.first_name} ${r.last_name}`)).toContain('Maria Lopez');
    expect(rows.length).toBeGreaterThan(serving.length);
    // The first rows are theirs, although a Houston helper is rated higher than any of them.
    expect(rows.slice(0, serving.length)).toEqual(serving);
    const best = Math.max(...rows.map((r) => r.rating.average));
    expect(Math.max(...serving.map((r) => r.rating.average))).toBeLessThan(best);
    expectRanked(rows);
  });

  it('a search keeps the order: the branch’s area first', async () => {
    const dallas = branchOf('Dallas');
    // Every seeded marketplace helper but Maria (helper@demo.test) has such an address; those
    // of Dallas are rated below most others, and come first for the Dallas branch.
    const rows = await search(owner, dallas.id, '&search=@helpers.demo.test');
    expect(rows.map((r) => r.first_name)).not.toContain('Maria');
    const serving = rows.filter((r) => r.serves_branch_area);
    expect(serving.map((r) => r.city)).toEqual(['Dallas', 'Dallas']);
    expect(rows.slice(0, 2)).toEqual(serving);
    expect(rows[2]!.rating.average).toBeGreaterThan(serving[0]!.rating.average);
    expectRanked(rows);
  });

  it('a branch without serving areas: the county its address lies in', async () => {
    const austin = branchOf('Austin');
    const travis = db.serving_areas.findFirst((q) => q.where({ fips: '48453' }))!;
    await db.patch('branches', austin.id, {
      serving_area_ids: [],
      latitude: null,
      longitude: null,
    });
    const rows = await search(owner, austin.id);
    for (const row of rows) expect(row.serves_branch_area).toBe(servesAny(row.id, [travis.id]));
    expect(rows[0]!.serves_branch_area).toBe(true);
    expectRanked(rows);

    // An address the mock cannot place: nobody is said to serve it; best rated first.
    await db.patch('branches', austin.id, { city: 'Nowhere' });
    const unplaced = await search(owner, austin.id);
    expect(unplaced.every((r) => !r.serves_branch_area)).toBe(true);
    expectRanked(unplaced);
  });
});

describe('a helper who deleted her account', () => {
  beforeEach(() => resetDb());

  it('is not listed, and inviting her from a list read before answers 404 Helper not found.', async () => {
    const owner = await loginAs('owner@demo.test');
    const austin = branchOf('Austin');
    const before = await search(owner, austin.id);
    const kayla = before.find((r) => r.first_name === 'Kayla' && r.last_name === 'Mitchell')!;
    expect(kayla).toMatchObject({ employee_id: null, branch_invitation: null });
    const email = db.findById('users', kayla.id)!.email;

    const herToken = await loginAs(email);
    expect((await call('DELETE', '/auth/delete-account', { token: herToken })).status).toBe(200);

    const after = await search(owner, austin.id);
    expect(after.map((r) => r.id)).not.toContain(kayla.id);
    expect(after).toHaveLength(before.length - 1);
    expect(await search(owner, austin.id, '&search=Mitchell')).toEqual([]);

    expectError(
      await call('POST', `/company-branches/${austin.id}/invite-helper?id=${kayla.id}`, {
        token: owner,
      }),
      404,
      'Helper not found.',
    );
    expect(db.branch_invitations.findMany((q) => q.where({ helper_id: kayla.id }))).toEqual([]);
    // A user who is no marketplace helper is still a bad id (422).
    const ownerId = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.id;
    const bad = expectError(
      await call('POST', `/company-branches/${austin.id}/invite-helper?id=${ownerId}`, {
        token: owner,
      }),
      422,
    );
    expect(bad.errors.id).toEqual(['The selected id is invalid.']);
  });
});

describe('one rate per helper: her own, in every answer that carries it (QA-215)', () => {
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });

  async function get<S extends z.ZodType>(schema: S, path: string): Promise<z.output<S>> {
    return expectValid(schema, (await call('GET', path, { token: owner })).body);
  }

  /** Each rate the company's answers give of each helper (by her user id), and where. */
  async function ratesSeen() {
    const seen = new Map<number, Array<{ rate: number; where: string }>>();
    const add = (userId: number | null, rate: number, where: string) => {
      if (userId != null) seen.set(userId, [...(seen.get(userId) ?? []), { rate, where }]);
    };
    const company = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.company_id;
    for (const branch of db.branches.findMany((q) => q.where({ company_id: company! }))) {
      for (const row of await search(owner, branch.id)) add(row.id, row.hourly_rate, 'search');
      const base = `/company-branches/${branch.id}`;
      const members = await get(listBranchEmployeesResponse, `${base}/employees?per_page=100`);
      for (const m of members.data.data) if (m.is_helper) add(m.user_id, m.price, 'member');
      const asked = await get(
        listHelperBranchInvitationsResponse,
        `${base}/helper-branch-invitations?per_page=100`,
      );
      for (const i of asked.data.data) add(i.helper.id, i.helper.hourly_rate, 'requested');
      const open = db.orders
        .findMany((q) => q.where({ branch_id: branch.id }))
        .filter((o) => !orderService.isClosed(o))
        .slice(0, 8);
      for (const order of open) {
        const crew = await get(getOrderCurrentCrewResponse, `/orders/${order.id}/current-crew`);
        for (const c of crew.data) if (c.is_helper) add(c.user_id, c.price, 'crew');
        const picker = await get(
          getOrderInvitableEmployeesResponse,
          `/orders/${order.id}/invitable-employees`,
        );
        for (const e of [...picker.data.branch_employees, ...picker.data.other_branch_employees])
          if (e.is_helper) add(e.user_id, e.price, 'crew picker');
      }
    }
    return seen;
  }

  const ratesOf = (seen: Awaited<ReturnType<typeof ratesSeen>>, userId: number) => [
    ...new Set(seen.get(userId)?.map((r) => r.rate)),
  ];

  function expectOwnRates(seen: Awaited<ReturnType<typeof ratesSeen>>) {
    for (const [userId, rates] of seen)
      expect(ratesOf(seen, userId), `user ${userId}: ${JSON.stringify(rates)}`).toEqual([
        helperProfileOf(db, userId)?.hourly_rate ?? 0,
      ]);
  }

  it('the seeded world: Maria is $32.50 everywhere (not $32.00 in the branch), and so is every helper', async () => {
    const seen = await ratesSeen();
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    expect(ratesOf(seen, maria.id)).toEqual([3250]);
    // Members, the crew and the picker each carry someone's rate: all of them are checked.
    const places = new Set([...seen.values()].flat().map((r) => r.where));
    expect(places).toEqual(new Set(['search', 'member', 'requested', 'crew', 'crew picker']));
    expectOwnRates(seen);
  });

  it('she changes her rate: every branch she joined follows; an offer takes a helper at her own rate, not its', async () => {
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const saved = await call('PUT', '/helper-profile/hourly-rate', {
      token: await loginAs('helper@demo.test'),
      body: { hourly_rate: 2750 },
    });
    expect(saved.status).toBe(200);
    // Priya joins a branch through an offer, accepted at her proposed $40.00: what that job
    // pays her (job_hourly_rate), not her member price there, which is her own rate.
    const priya = db.users.findFirst((q) => q.where({ email: 'priya.patel@helpers.demo.test' }))!;
    const hers = (branchId: number) =>
      db.employees.findFirst((q) => q.where({ branch_id: branchId, user_id: priya.id }));
    let joined: ReturnType<typeof hers>;
    for (const order of db.orders.all()) {
      if (orderService.isClosed(order) || hers(order.branch_id) || order.outsource_offer_id)
        continue;
      const offer = await openOfferFor(order);
      try {
        const application = await applyToOffer(db, offer.id, priya.id, {
          proposed_hourly_rate: 4000,
        });
        await acceptApplication(db, application.id);
      } catch {
        continue; // busy then, or not an offer she may take: the next order
      }
      joined = hers(order.branch_id);
      break;
    }
    expect(joined?.price).toBe(helperProfileOf(db, priya.id)!.hourly_rate);
    expect(joined?.price).not.toBe(4000);
    const seen = await ratesSeen();
    expect(ratesOf(seen, maria.id)).toEqual([2750]);
    expectOwnRates(seen);
  });
});
