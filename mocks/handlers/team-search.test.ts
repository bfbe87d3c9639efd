import { searchHelpersGloballyResponse } from '@/platform/api/generated/zod/team/team.zod';
import { db } from '../db';
import { helperProfileOf } from '../db/services/helpers';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * Find helpers' search (searchHelpersGlobally): who serves the branch's area first (QA: the
 * Austin branch's search listed Houston, Atlanta and Miami helpers before those serving
 * Austin), then best rated, then by name; a helper who deleted her account is not listed, and
 * inviting her from a list read before answers 404.
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
