import { errorEnvelope, expectValid } from '../testing/api';
import { deref, operations, type Parameter, type Schema } from './contract';
import { fillPath, prepare, send } from './fixtures';
import { byId, checking, freshDb, setUpConformanceServer } from './setup';

/*
 * Query strings, parameter by parameter: a request valid for the operation gets one
 * parameter replaced by a value the contract does not allow. Whatever the mock answers must
 * be declared (`send` checks it), and a value that breaks the parameter's schema (a
 * non-integer or out-of-range integer, an unknown enum value, a broken pattern or date) is a
 * 422 with a message under that parameter's name.
 */

setUpConformanceServer();
beforeEach(() => freshDb());

/**
 * `page` on these lists follows Laravel's paginator instead (an invalid page is page 1, see
 * mocks/README.md); their other parameters are validated like everywhere else.
 */
const LENIENT_PAGE = new Set([
  'listBranchNotifications',
  'listHelperCompanyInvitations',
  'listHelperOutsourceOffers',
]);

type Probe = { value: string; refused: boolean; message?: RegExp };

function typeOf(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** Values to try for a parameter, and whether the contract makes each one a 422. */
function probes(opId: string, param: Parameter): Probe[] {
  const schema = deref(param.schema ?? {});
  const strict = !(param.name === 'page' && LENIENT_PAGE.has(opId));
  if (schema.enum) return [{ value: 'not-a-value', refused: true }];
  switch (typeOf(schema)) {
    case 'integer': {
      const list: Probe[] = [
        { value: '1.5', refused: strict, message: /must be an integer/ },
        { value: 'abc', refused: strict, message: /must be an integer/ },
      ];
      if (schema.minimum !== undefined)
        list.push({ value: String(schema.minimum - 1), refused: strict });
      if (schema.maximum !== undefined)
        list.push({ value: String(schema.maximum + 1), refused: true });
      return list;
    }
    case 'string':
      if (schema.pattern) return [{ value: '!bad!', refused: true }];
      if (schema.format === 'date') return [{ value: '2024-13-45', refused: true }];
      return [{ value: '!bad!', refused: false }];
    default:
      return [{ value: '!bad!', refused: false }];
  }
}

const withQuery = operations.filter((op) => op.parameters.some((p) => p.in === 'query'));

describe('query parameters', () => {
  it('every numeric query parameter is an integer (the mock refuses fractions for them)', () => {
    const numbers = withQuery.flatMap((op) =>
      op.parameters
        .filter((p) => p.in === 'query' && typeOf(deref(p.schema ?? {})) === 'number')
        .map((p) => `${op.operationId} ${p.name}`),
    );
    expect(numbers).toEqual([]);
  });

  it.each(byId(withQuery))('%s refuses query values its schema does not allow', (_id, op) =>
    checking(op, async () => {
      const request = await prepare(op);
      for (const param of op.parameters.filter((p) => p.in === 'query')) {
        for (const probe of probes(op.operationId, param)) {
          const result = await send(op.method, fillPath(op, request.pathParams), {
            token: request.token,
            query: { ...request.query, [param.name]: probe.value },
            body: request.body,
          });
          if (!probe.refused) continue;
          const what = `${param.name}=${probe.value}: ${JSON.stringify(result.body).slice(0, 300)}`;
          expect(result.status, what).toBe(422);
          const body = expectValid(errorEnvelope, result.body);
          expect(Object.keys(body.errors), what).toContain(param.name);
          if (probe.message)
            expect(body.errors[param.name]?.join(' '), what).toMatch(probe.message);
        }
      }
    }),
  );
});
