import fc from 'fast-check';
import { db } from '../node';
import { operations, type Operation, type Schema } from './contract';
import { fillPath, prepare } from './fixtures';
import {
  type Answer,
  arbitraryFor,
  type BodyPath,
  checkResponse,
  emailPaths,
  integerPaths,
  schemaAt,
  type Request,
  sendRaw,
  setAt,
} from './fuzz';
import { byId, freshDb, setUpConformanceServer } from './setup';

/*
 * Property-based conformance of the mock backend (msw/node, in process) to the contract,
 * over every operation. For each operation, from its valid request (fixtures.ts: who calls
 * it, ids from the seed) fast-check derives requests: the valid one, ones with fields replaced
 * by schema-following values (so they reach the handlers' logic) and by junk (wrong types,
 * blanks, fractions, missing keys), other path ids, no token. Every answer must be a status
 * the operation declares, never a 5xx, with a body matching that status's schema. Then two
 * rules the contract states for every body: an integer field given a fraction is a 422, and an
 * email zod's z.email() refuses is a 422.
 * Deterministic (fixed seed, db reseeded per operation) and bounded (RUNS per operation).
 */

const SEED = 20_260_410;
const RUNS = 6;

setUpConformanceServer();

// Reseeding costs ~0.1 s: only after something may have changed the data (a non-GET
// operation's runs, or a single-field case the mock accepted).
let dirty = true;
async function seeded(op: Operation): Promise<void> {
  if (dirty) await freshDb();
  dirty = op.method !== 'GET';
}

/**
 * An in-range fraction for an integer field: the valid value (or the minimum) plus 0.5, so
 * only the fraction is wrong (2.5 would be refused by `minimum: 100` for the wrong reason).
 */
function fractionFor(body: unknown, path: BodyPath, schema: Schema): number {
  const s = schemaAt(schema, path) ?? {};
  let current: unknown = body;
  for (const key of path)
    current = (current as Record<string | number, unknown> | undefined)?.[key];
  const start =
    typeof current === 'number' ? current : (s.minimum ?? (s.enum?.[0] as number | undefined) ?? 2);
  return s.maximum !== undefined && start + 0.5 > s.maximum ? start - 0.5 : start + 0.5;
}

const describeRequest = (r: Request) =>
  `${r.method} ${r.path}${Object.keys(r.query).length ? `?${new URLSearchParams(r.query)}` : ''}` +
  `${r.token ? '' : ' (no token)'}${r.body === undefined ? '' : ` ${JSON.stringify(r.body).slice(0, 300)}`}`;

function failIfWrong(op: Operation, request: Request, answer: Answer) {
  const problems = checkResponse(op, answer);
  if (problems.length > 0)
    throw new Error(
      `${op.operationId}: ${describeRequest(request)}\n  -> ${problems.join('\n  -> ')}`,
    );
}

const queryText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

type Base = Awaited<ReturnType<typeof prepare>>;

/** Sends a request the contract's rules refuse: a declared, schema-true 422, nothing else. */
async function expectRefused(op: Operation, request: Request): Promise<void> {
  const answer = await sendRaw(request);
  dirty ||= answer.status < 300;
  failIfWrong(op, request, answer);
  expect(
    answer.status,
    `${describeRequest(request)} -> ${JSON.stringify(answer.body).slice(0, 300)}`,
  ).toBe(422);
}

function baseRequest(op: Operation, base: Base): Request {
  return {
    method: op.method,
    path: fillPath(op, base.pathParams),
    token: base.token,
    query: Object.fromEntries(Object.entries(base.query).map(([k, v]) => [k, String(v)])),
    body: op.body ? (base.body ?? {}) : undefined,
  };
}

/** Requests derived from the valid one: replaced fields, junk, other ids, no token. */
function requests(op: Operation, base: Base): fc.Arbitrary<Request> {
  const ids = Object.fromEntries(
    Object.entries(base.pathParams).map(([name, value]) => [
      name,
      fc.oneof(
        { arbitrary: fc.constant(value), weight: 8 },
        { arbitrary: fc.constantFrom<string | number>(999_999, 0, 'abc'), weight: 1 },
      ),
    ]),
  );
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const query = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, fc.option(arbitraryFor(p.schema ?? {}, 0.3, p.name))]),
    ),
  );
  const bodySchema = op.body?.schema;
  const baseBody = (base.body ?? {}) as Record<string, unknown>;
  const body: fc.Arbitrary<unknown> = bodySchema
    ? fc.oneof(
        // the valid body with some fields replaced (schema values or junk) or dropped
        {
          weight: 3,
          arbitrary: (arbitraryFor(bodySchema, 0.35) as fc.Arbitrary<unknown>).chain((generated) =>
            fc.subarray(Object.keys((generated ?? {}) as object)).map((keys) => {
              const out: Record<string, unknown> = { ...baseBody };
              for (const key of keys) out[key] = (generated as Record<string, unknown>)[key];
              return out;
            }),
          ),
        },
        // a body generated from the schema alone
        { weight: 1, arbitrary: arbitraryFor(bodySchema, 0.1) },
      )
    : fc.constant(undefined);
  return fc
    .record({
      ids: fc.record(ids),
      query,
      body,
      noToken: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ ids: pathParams, query: q, body: b, noToken }) => {
      const merged: Record<string, string> = Object.fromEntries(
        Object.entries(base.query).map(([k, v]) => [k, String(v)]),
      );
      for (const [k, v] of Object.entries(q)) {
        const text = queryText(v);
        if (text !== undefined) merged[k] = text;
      }
      return {
        method: op.method,
        path: fillPath(op, pathParams as Record<string, string | number>),
        token: noToken ? null : base.token,
        query: merged,
        body: b,
      };
    });
}

describe('fuzzing the mock backend with requests generated from contract/openapi.yaml', () => {
  it.each(byId(operations))(
    '%s answers declared statuses with their schemas, never a 5xx',
    async (_id, op) => {
      await seeded(op);
      const base = await prepare(op);
      await fc.assert(
        fc.asyncProperty(requests(op, base), async (request) => {
          failIfWrong(op, request, await sendRaw(request));
        }),
        {
          seed: SEED,
          numRuns: RUNS,
          examples: [[baseRequest(op, base)]],
          // the mock is stateful: shrinking would replay against changed data
          endOnFailure: true,
          // the report then says which request and what was wrong, not just the seed
          includeErrorInReport: true,
        },
      );
    },
  );

  const integerCases = operations.flatMap((op) =>
    op.body
      ? integerPaths(op.body.schema).map(
          (path) =>
            [`${op.operationId} ${path.join('.')}`, op, path] as [string, Operation, BodyPath],
        )
      : [],
  );
  it('finds the integer body fields', () => {
    expect(integerCases.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'createEmployee price',
        'createBranchOrder helpers_needed',
        'updateOrder hourly_rate',
        'createOutsourceOffer hourly_rate',
      ]),
    );
  });
  it.each(integerCases)('%s = a fraction (n.5) is refused with 422', async (_name, op, path) => {
    await seeded(op);
    const base = await prepare(op);
    const value = fractionFor(base.body, path, op.body!.schema);
    const request = {
      ...baseRequest(op, base),
      body: setAt(base.body ?? {}, path, value, op.body!.schema),
    };
    await expectRefused(op, request);
  });

  const emailCases = operations.flatMap((op) =>
    op.body
      ? emailPaths(op.body.schema).flatMap((path) =>
          ['a!b@x.example', 'a@b', 'plain', 'a@b-.example.com'].map(
            (email) =>
              [`${op.operationId} ${path.join('.')} = ${email}`, op, path, email] as [
                string,
                Operation,
                BodyPath,
                string,
              ],
          ),
        )
      : [],
  );
  it.each(emailCases)('%s is refused with 422 (not z.email())', async (_name, op, path, email) => {
    await seeded(op);
    const base = await prepare(op);
    const request = {
      ...baseRequest(op, base),
      body: setAt(base.body ?? {}, path, email, op.body!.schema),
    };
    await expectRefused(op, request);
  });

  // 4/8, found by a peer fuzzer (Schemathesis): a body that is not an object passed with 200
  // where every field is optional. The contract's bodies are objects: anything else is a 422.
  const notObjectCases = operations.flatMap((op) =>
    op.body?.contentTypes.includes('application/json')
      ? ([[null, null], 'd,'] as const).map(
          (body) => [`${op.operationId} body ${JSON.stringify(body)}`, op, body] as const,
        )
      : [],
  );
  it.each(notObjectCases)('%s is refused with 422', async (_name, op, body) => {
    await seeded(op);
    const base = await prepare(op);
    const request = { ...baseRequest(op, base), body };
    await expectRefused(op, request);
  });

  // signUpHelper's email is not in its body: it comes from the register OTP flow's token.
  it('an email z.email() refuses cannot reach signUpHelper through the register OTP flow', async () => {
    // Every step is checked; the flow goes on after a wrong answer so all of them are named.
    const problems: string[] = [];
    const step = async (id: string, body: Record<string, unknown>) => {
      const operation = operations.find((o) => o.operationId === id)!;
      const request: Request = {
        method: 'POST',
        path: operation.path,
        token: null,
        query: {},
        body,
      };
      const answer = await sendRaw(request);
      try {
        failIfWrong(operation, request, answer);
      } catch (error) {
        problems.push((error as Error).message);
      }
      dirty ||= answer.status < 300;
      return answer as { status: number; body: { data: Record<string, string> } };
    };
    if (dirty) await freshDb();
    const email = 'a!b@x.example';
    const requested = await step('requestRegisterOtp', { email });
    if (requested.status !== 200) return expect(problems).toEqual([]); // refused at step 1
    const otpId = requested.body.data.otp_id!;
    const code = db.otps.findFirst((q) => q.where({ otp_id: otpId }))?.code ?? '';
    const verified = await step('verifyRegisterOtp', { otp_id: otpId, code });
    if (verified.status !== 200) return expect(problems).toEqual([]);
    await step('signUpHelper', {
      temporary_token: verified.body.data.temporary_token,
      first_name: 'Odd',
      last_name: 'Email',
      phone: '5125550177',
      password: 'Conformance123',
      password_confirmation: 'Conformance123',
    });
    expect(problems).toEqual([]);
  });
});
