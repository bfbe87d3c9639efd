import { errorEnvelope, expectValid } from '../testing/api';
import { example, type Operation, operations } from './contract';
import {
  actorFor,
  fillPath,
  HELPER,
  OTHER_HELPER,
  OTHER_OWNER,
  prepare,
  send,
  tokenFor,
} from './fixtures';
import { byId, checking, freshDb, setUpConformanceServer } from './setup';

/*
 * Access rules of the contract (README "Status codes"), operation by operation:
 *  - an unknown path id is 404 with the error envelope, for every operation with a path id;
 *  - company data: the other company's owner gets 403 for what names this company's records
 *    (path ids, a branch filter, a body's branch, a user channel), and a helper gets 403 for
 *    every company call;
 *  - a helper's invitations: another helper gets 403.
 * Each request is first made valid for the right caller (fixtures.ts), so the refusal can
 * only come from who is asking. `send` also fails any undeclared status.
 */

setUpConformanceServer();

const COMPANY_TAGS = new Set([
  'branches',
  'notifications',
  'team',
  'search',
  'orders',
  'outsourcing',
  'roster',
]);
/** Company calls under a tag shared with helper calls (company-ratings, 7/8). */
const COMPANY_OPERATIONS = new Set(['getCompanyRating']);
/**
 * Company calls whose path id is not the company's record: the roster (7/8) is keyed by a
 * marketplace helper, whom every company may put on its own roster (the other company's same
 * request is a change of ITS roster, tested in handlers/roster.test.ts).
 */
const NOT_COMPANY_RECORDS = new Set(['setRosterStatus', 'removeFromRoster']);
/** Company calls without a path id whose request still names the owner's records. */
const NAMES_OWNER_RECORDS = new Set([
  'listManagers',
  'createEmployee',
  'authorizeBroadcastingChannel',
]);

const hasPathId = (op: Operation) => op.parameters.some((p) => p.in === 'path');

async function refused(
  op: Operation,
  email: string,
  request: Awaited<ReturnType<typeof prepare>>,
): Promise<void> {
  const result = await send(op.method, fillPath(op, request.pathParams), {
    token: await tokenFor(email),
    query: request.query,
    body: request.body,
  });
  expect(result.status, `as ${email}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(403);
  expectValid(errorEnvelope, result.body);
}

describe('unknown ids (404)', () => {
  // 404s change nothing, so one seed serves every case.
  beforeAll(() => freshDb());

  const withIds = operations.filter(hasPathId);
  it('covers the operations with a path id', () => {
    expect(withIds.length).toBeGreaterThan(40);
  });

  it.each(byId(withIds))('%s answers an unknown id with 404 and the error envelope', (_id, op) =>
    checking(op, async () => {
      expect(op.statuses, 'the contract declares 404 for an operation with a path id').toContain(
        404,
      );
      const actor = actorFor(op);
      const ids = Object.fromEntries(
        op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 999999]),
      );
      const query = Object.fromEntries(
        op.parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => [p.name, example(p.schema ?? {}, p.name) as string | number]),
      );
      const result = await send(op.method, fillPath(op, ids), {
        token: actor ? await tokenFor(actor) : null,
        query,
        body: op.body ? example(op.body.schema) : undefined,
      });
      expect(result.status, JSON.stringify(result.body)).toBe(404);
      const body = expectValid(errorEnvelope, result.body);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/not found/i);
    }),
  );
});

describe('company data (403)', () => {
  beforeEach(() => freshDb());

  const companyCalls = operations.filter(
    (op) => COMPANY_TAGS.has(op.tag) || COMPANY_OPERATIONS.has(op.operationId),
  );
  const crossCompany = operations.filter(
    (op) =>
      ((COMPANY_TAGS.has(op.tag) && hasPathId(op)) || NAMES_OWNER_RECORDS.has(op.operationId)) &&
      !NOT_COMPANY_RECORDS.has(op.operationId),
  );
  it('covers the company calls', () => {
    expect(companyCalls.length).toBeGreaterThan(40);
    expect(crossCompany.length).toBeGreaterThan(40);
  });

  it.each(byId(crossCompany))(
    "%s refuses the other company's owner (403) a request valid for the owner",
    (_id, op) =>
      checking(op, async () => {
        expect(op.statuses).toContain(403);
        await refused(op, OTHER_OWNER, await prepare(op));
      }),
  );

  it.each(byId(companyCalls))('%s refuses a helper (403)', (_id, op) =>
    checking(op, async () => {
      expect(op.statuses).toContain(403);
      await refused(op, HELPER, await prepare(op));
    }),
  );
});

describe("a helper's invitations (403)", () => {
  beforeEach(() => freshDb());

  const invitations = operations.filter(
    (op) => op.tag === 'helper-jobs' && hasPathId(op) && /invitations/.test(op.path),
  );
  it('covers the invitation calls', () => {
    expect(invitations.map((op) => op.operationId).sort()).toEqual(
      [
        'acceptHelperCompanyInvitation',
        'acceptMyBranchInvitation',
        'getHelperCompanyInvitation',
        'rejectHelperCompanyInvitation',
        'rejectMyBranchInvitation',
      ].sort(),
    );
  });

  it.each(byId(invitations))("%s refuses another helper's invitation (403)", (_id, op) =>
    checking(op, async () => {
      expect(op.statuses).toContain(403);
      await refused(op, OTHER_HELPER, await prepare(op));
    }),
  );
});
