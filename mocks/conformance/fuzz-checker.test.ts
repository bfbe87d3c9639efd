import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { server } from '../node';
import { example, operations, type Operation } from './contract';
import {
  arbitraryFor,
  checkResponse,
  emailPaths,
  integerPaths,
  responseSchema,
  schemaAt,
  sendRaw,
  setAt,
} from './fuzz';
import { setUpConformanceServer } from './setup';

/*
 * The fuzz test's oracle must be able to fail: fake answers (and a deliberately wrong mock
 * handler) that break the contract are reported, conforming ones are not.
 */

setUpConformanceServer();

const op = (id: string): Operation => {
  const found = operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

const validEmployee = () =>
  example(responseSchema(op('getEmployee'), 200)!) as {
    data: Record<string, unknown>;
  };

describe('checkResponse', () => {
  it('accepts a conforming answer', () => {
    expect(checkResponse(op('getEmployee'), { status: 200, body: validEmployee() })).toEqual([]);
    expect(
      checkResponse(op('getEmployee'), {
        status: 404,
        body: { data: null, message: 'Employee not found.', errors: {}, success: false },
      }),
    ).toEqual([]);
  });

  it('reports a 5xx', () => {
    expect(checkResponse(op('getEmployee'), { status: 500, body: {} })[0]).toMatch(
      /server error 500/,
    );
  });

  it('reports a status the operation does not declare', () => {
    expect(checkResponse(op('login'), { status: 404, body: null })[0]).toMatch(
      /status 404 is not declared \(declared: 200, 422\)/,
    );
  });

  it('reports a body that does not match the declared schema', () => {
    const body = validEmployee();
    body.data.price = 2.5; // integer in the contract
    const problems = checkResponse(op('getEmployee'), { status: 200, body });
    expect(problems.join('\n')).toMatch(/\/data\/price must be integer/);

    const missing = validEmployee();
    delete missing.data.email;
    expect(checkResponse(op('getEmployee'), { status: 200, body: missing }).join('\n')).toMatch(
      /must have required property 'email'/,
    );

    const badEmail = validEmployee();
    badEmail.data.email = 'a!b@x.example'; // z.email() refuses it: so does the pattern
    expect(checkResponse(op('getEmployee'), { status: 200, body: badEmail }).join('\n')).toMatch(
      /\/data\/email must match pattern/,
    );

    expect(
      checkResponse(op('getEmployee'), { status: 422, body: { message: 1 } }).length,
    ).toBeGreaterThan(0);
  });

  it('fails a property run against a deliberately wrong mock handler', async () => {
    // A tools list whose items lack `name`: every run of the property must find it.
    server.use(
      http.get('*/api/tools', () =>
        HttpResponse.json({ data: [{ id: 1 }], message: '', errors: {}, success: true }),
      ),
    );
    const listTools = op('listTools');
    await expect(
      fc.assert(
        fc.asyncProperty(fc.constant(null), async () => {
          const answer = await sendRaw({ method: 'GET', path: '/tools', token: 'x', query: {} });
          const problems = checkResponse(listTools, answer);
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        { seed: 1, numRuns: 1, includeErrorInReport: true },
      ),
    ).rejects.toThrow(/must have required property 'name'/);
  });
});

describe('request helpers', () => {
  it('finds every integer field of a body, nested and in arrays', () => {
    const paths = integerPaths(op('createEmployee').body!.schema).map((p) => p.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['branch_id', 'positions.0', 'price', 'status']));
    const order = integerPaths(op('completeOrder').body!.schema).map((p) => p.join('.'));
    expect(order).toContain('crew_hours.0.employee_id');
    expect(order).not.toContain('worked_hours'); // a number (quarter hours), not an integer
  });

  it('finds email fields, nested too', () => {
    expect(emailPaths(op('createBranchOrder').body!.schema)).toEqual([['customer', 'email']]);
    expect(emailPaths(op('registerCompany').body!.schema)).toEqual([['email']]);
  });

  it('sets one field, filling what is missing from the schema', () => {
    const schema = op('completeOrder').body!.schema;
    const body = setAt({ worked_hours: 2 }, ['crew_hours', 0, 'employee_id'], 1.5, schema) as {
      worked_hours: number;
      crew_hours: Array<{ employee_id: number; worked_hours: number }>;
    };
    expect(body.worked_hours).toBe(2);
    expect(body.crew_hours[0]!.employee_id).toBe(1.5);
    expect(typeof body.crew_hours[0]!.worked_hours).toBe('number');
    expect(schemaAt(schema, ['crew_hours', 0, 'employee_id'])?.type).toBe('integer');
  });

  it('generates schema-following bodies deterministically', () => {
    const schema = op('createBranchOrder').body!.schema;
    const a = fc.sample(arbitraryFor(schema), { seed: 7, numRuns: 3 });
    const b = fc.sample(arbitraryFor(schema), { seed: 7, numRuns: 3 });
    expect(a).toEqual(b);
    for (const body of a as Array<Record<string, unknown>>) {
      expect(Number.isInteger(body.helpers_needed)).toBe(true);
      expect(body.helpers_needed as number).toBeGreaterThanOrEqual(1);
      expect(body.helpers_needed as number).toBeLessThanOrEqual(20);
    }
  });
});
