import { errorEnvelope, expectValid } from '../testing/api';
import { example, invalidBody, operations } from './contract';
import { fillPath, prepare, send } from './fixtures';
import { responseSchemas, successEnvelope, undeclaredKeys } from './schemas';
import { byId, checking, freshDb, setUpConformanceServer } from './setup';

/*
 * Conformance of the mock backend to the contract, one case per operation:
 *  (a) a valid request as a suitable demo user, with ids from the seed, answers 200 with a
 *      body that parses with the generated zod `<operationId>Response`;
 *  (b) an invalid one is refused with the contract's error envelope: no token -> 401
 *      (secured operations), a bad body -> 422 with `errors` (required bodies), a missing
 *      callback code -> 422 (OAuth handles).
 * Every request any case sends (fixture steps too) must answer a status its operation
 * declares (`send` checks it: "UNDECLARED STATUS"). An operation with no mock handler fails
 * with "no mock handler for ..." — never skipped. Access (404 unknown ids, 403 other company)
 * is in access.test.ts, query validation in query.test.ts, the contract's shape in
 * coverage.test.ts.
 */

setUpConformanceServer();
beforeEach(() => freshDb());

describe('mock backend conformance to contract/openapi.yaml', () => {
  it('walks every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it.each(byId(operations))(
    '%s answers a valid request with its response schema',
    async (_id, op) =>
      checking(op, async () => {
        const request = await prepare(op);
        const result = await send(op.method, fillPath(op, request.pathParams), {
          token: request.token,
          query: request.query,
          body: request.body,
        });
        if (result.status !== 200) {
          throw new Error(
            `as ${request.actor ?? 'guest'} answered ${result.status}: ${JSON.stringify(result.body).slice(0, 400)}`,
          );
        }
        const schema = responseSchemas.get(`${op.operationId}Response`);
        if (schema) {
          const parsed = expectValid(schema, result.body);
          // zod objects drop unknown keys silently; a key the contract does not name is a
          // leak (an internal field) or a contract gap, either way worth failing on.
          expect(undeclaredKeys(result.body, parsed), 'keys not in the contract').toEqual([]);
        } else expectValid(successEnvelope, result.body);
      }),
  );

  const secured = operations.filter((op) => op.secured);
  it.each(byId(secured))('%s refuses a request without a token (401)', async (_id, op) =>
    checking(op, async () => {
      expect(op.statuses, 'the contract declares 401 for a secured operation').toContain(401);
      // 401 comes before any lookup (Laravel's auth middleware), so any id will do.
      const ids = Object.fromEntries(
        op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 1]),
      );
      const result = await send(op.method, fillPath(op, ids), {
        body: op.body ? example(op.body.schema) : undefined,
      });
      expect(result.status, JSON.stringify(result.body)).toBe(401);
      expectValid(errorEnvelope, result.body);
    }),
  );

  const withBody = operations.filter((op) => op.body?.required);
  it.each(byId(withBody))('%s refuses an invalid body (422 with errors)', async (_id, op) =>
    checking(op, async () => {
      expect(
        op.statuses,
        'the contract declares 422 for an operation with a required body',
      ).toContain(422);
      const request = await prepare(op);
      const result = await send(op.method, fillPath(op, request.pathParams), {
        token: request.token,
        query: request.query,
        body: invalidBody(op.body!.schema),
      });
      expect(result.status, JSON.stringify(result.body)).toBe(422);
      const body = expectValid(errorEnvelope, result.body);
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }),
  );

  const callbacks = operations.filter(
    (op) =>
      !op.secured &&
      !op.body &&
      op.statuses.includes(422) &&
      op.parameters.some((p) => p.in === 'query'),
  );
  it.each(byId(callbacks))('%s refuses a request without its query (422)', async (_id, op) =>
    checking(op, async () => {
      const result = await send(op.method, fillPath(op, {}));
      expect(result.status, JSON.stringify(result.body)).toBe(422);
      const body = expectValid(errorEnvelope, result.body);
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }),
  );
});
