import { listMyBranchInvitationsQueryParams } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import {
  getOrderDetailQueryParams,
  listBranchOrdersCalendarQueryParams,
  listBranchOrdersQueryParams,
} from '@/platform/api/generated/zod/orders/orders.zod';
import * as auth from '@/platform/api/generated/zod/auth/auth.zod';
import * as branches from '@/platform/api/generated/zod/branches/branches.zod';
import * as broadcasting from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import * as companyRatings from '@/platform/api/generated/zod/company-ratings/company-ratings.zod';
import * as confirmations from '@/platform/api/generated/zod/confirmations/confirmations.zod';
import * as helperCalendar from '@/platform/api/generated/zod/helper-calendar/helper-calendar.zod';
import * as helperJobs from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import * as helperProfile from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import * as notifications from '@/platform/api/generated/zod/notifications/notifications.zod';
import * as orders from '@/platform/api/generated/zod/orders/orders.zod';
import * as outsourcing from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import * as roster from '@/platform/api/generated/zod/roster/roster.zod';
import * as search from '@/platform/api/generated/zod/search/search.zod';
import * as servingAreas from '@/platform/api/generated/zod/serving-areas/serving-areas.zod';
import * as subscriptions from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';
import * as team from '@/platform/api/generated/zod/team/team.zod';
import * as timeOff from '@/platform/api/generated/zod/time-off/time-off.zod';
import type { z } from 'zod';
import { deref, operations, type Schema } from '../../conformance/contract';
import { BODY_MESSAGES, integerPaths, parseQuery, readJson, validate } from './validation';

/*
 * parseQuery: query strings -> the generated query schema. The generated zod has no `.int()`
 * for `type: integer`, so integer keys are checked here; a refusal is the thrown 422 response.
 */

const request = (query: string) => new Request(`http://localhost/api/x?${query}`);

async function refusal(
  run: () => unknown,
): Promise<{ status: number; errors: Record<string, string[]> }> {
  try {
    run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const body = (await thrown.json()) as { errors: Record<string, string[]>; success: boolean };
    expect(body.success).toBe(false);
    return { status: thrown.status, errors: body.errors };
  }
  throw new Error('parseQuery accepted the query');
}

describe('parseQuery', () => {
  it('turns integer keys into numbers and applies the defaults', () => {
    expect(parseQuery(request('page=2&per_page=7'), listBranchOrdersQueryParams)).toMatchObject({
      page: 2,
      per_page: 7,
      sort: '-updated_at',
    });
    expect(parseQuery(request(''), listBranchOrdersQueryParams)).toMatchObject({
      page: 1,
      per_page: 5,
    });
  });

  it.each(['1.5', '2.0', 'abc', '1e2', ' '])('refuses page=%j with 422 on page', async (value) => {
    const { status, errors } = await refusal(() =>
      parseQuery(request(`page=${encodeURIComponent(value)}`), listBranchOrdersQueryParams),
    );
    expect(status).toBe(422);
    expect(errors).toEqual({ page: ['The page field must be an integer.'] });
  });

  it("refuses non-integer bracketed keys and keeps the other fields' messages", async () => {
    const { errors } = await refusal(() =>
      parseQuery(
        request('filter[date_from]=2024-01-01&page[size]=2.5&page[number]=0'),
        listBranchOrdersCalendarQueryParams,
      ),
    );
    expect(errors).toEqual({
      'page[size]': ['The page size field must be an integer.'],
      'page[number]': ['The page number field must be at least 1.'],
      'filter[date_to]': ['The filter date to field is required.'],
    });
  });

  it('still checks integer bounds and literal unions', async () => {
    expect(
      (await refusal(() => parseQuery(request('per_page=101'), listBranchOrdersQueryParams)))
        .errors,
    ).toEqual({
      per_page: ['The per page field must not be greater than 100.'],
    });
    expect(parseQuery(request('mover=1'), getOrderDetailQueryParams)).toEqual({ mover: 1 });
    expect(
      (await refusal(() => parseQuery(request('mover=1.5'), getOrderDetailQueryParams))).errors,
    ).toEqual({
      mover: ['The selected mover is invalid.'],
    });
  });

  it('keeps text keys as text', () => {
    expect(
      parseQuery(request('filter[status]=2,3&sort=start_at'), listBranchOrdersQueryParams),
    ).toMatchObject({
      'filter[status]': '2,3',
      sort: 'start_at',
    });
  });

  it('words a missing required enum as "required" (Laravel), an unknown one as invalid', async () => {
    expect(
      (await refusal(() => parseQuery(request(''), listMyBranchInvitationsQueryParams))).errors,
    ).toEqual({
      bucket: ['The bucket field is required.'],
    });
    expect(
      (await refusal(() => parseQuery(request('bucket=old'), listMyBranchInvitationsQueryParams)))
        .errors,
    ).toEqual({ bucket: ['The selected bucket is invalid.'] });
  });
});

/* ------------------------------------------------------------------ integer body fields */

const generated: Record<string, unknown> = {
  ...auth,
  ...branches,
  ...broadcasting,
  ...companyRatings,
  ...confirmations,
  ...helperCalendar,
  ...helperJobs,
  ...helperProfile,
  ...notifications,
  ...orders,
  ...outsourcing,
  ...roster,
  ...search,
  ...servingAreas,
  ...subscriptions,
  ...team,
  ...timeOff,
};

/** What the contract itself says: the dotted paths typed `integer` (`[]` for items). */
function contractIntegerPaths(schema: Schema): string[] {
  const paths = new Set<string>();
  const walk = (node: Schema, path: string[]) => {
    const s = deref(node);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    // An integer enum (PositionCode) is a zod literal union, which refuses fractions itself.
    if (types.includes('integer') && !s.enum) paths.add(path.join('.'));
    for (const [key, child] of Object.entries(s.properties ?? {})) walk(child, [...path, key]);
    if (s.items) walk(s.items, [...path, '[]']);
    for (const option of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])])
      walk(option, path);
  };
  walk(schema, []);
  return [...paths].sort();
}

describe('integer body fields', () => {
  const withJsonBody = operations.filter((op) =>
    op.body?.contentTypes.includes('application/json'),
  );

  it('covers every JSON request body of the contract', () => {
    expect(withJsonBody.length).toBeGreaterThan(20);
    const missing = withJsonBody
      .map((op) => `${op.operationId}Body`)
      .filter((name) => !generated[name]);
    expect(missing).toEqual([]);
  });

  // The mock treats every zod number as an integer except DECIMAL_FIELDS; this keeps that
  // set equal to what the contract says, body by body.
  it.each(withJsonBody.map((op) => [op.operationId, op] as const))(
    "%s: the integer fields are exactly the contract's",
    (operationId, op) => {
      const schema = generated[`${operationId}Body`] as z.ZodType;
      expect(integerPaths(schema)).toEqual(contractIntegerPaths(op.body!.schema));
    },
  );

  const refusal = (run: () => unknown) =>
    new Promise<Record<string, string[]>>((resolve, reject) => {
      try {
        run();
        reject(new Error('validate accepted the body'));
      } catch (thrown) {
        if (!(thrown instanceof Response)) return reject(thrown as Error);
        expect(thrown.status).toBe(422);
        void thrown
          .json()
          .then((body: { errors: Record<string, string[]> }) => resolve(body.errors));
      }
    });

  it("refuses fractions in nested and array integers, keeps zod's other messages", async () => {
    expect(
      await refusal(() =>
        validate(orders.completeOrderBody, {
          worked_hours: 2.25,
          crew_hours: [
            { employee_id: 1, worked_hours: 1.5 },
            { employee_id: 2.5, worked_hours: 1 },
          ],
        }),
      ),
    ).toEqual({
      'crew_hours.1.employee_id': ['The crew_hours.1.employee_id field must be an integer.'],
    });
    expect(
      await refusal(() =>
        validate(orders.inviteEmployeeToOrderBody, { employee_ids: [1, 2.5, 'x'] }),
      ),
    ).toEqual({
      'employee_ids.1': ['The employee_ids.1 field must be an integer.'],
      'employee_ids.2': ['The employee_ids.2 field must be an integer.'],
    });
  });

  it('accepts whole numbers written with a fraction part of zero, as JSON does', () => {
    expect(validate(team.updateEmployeePriceStatusBody, { price: 3000.0 })).toEqual({
      price: 3000,
    });
  });
});

describe("readJson (Laravel's TrimStrings and ConvertEmptyStringsToNull)", () => {
  const post = (body: unknown) =>
    new Request('http://localhost/api/x', { method: 'POST', body: JSON.stringify(body) });

  it('trims strings (not passwords), empty ones become null, nested too', async () => {
    expect(
      await readJson(
        post({
          first_name: '  Ann ',
          about: '   ',
          password: ' secret ',
          customer: { email: ' a@b.example ' },
          tags: [' x ', ''],
        }),
      ),
    ).toEqual({
      first_name: 'Ann',
      about: null,
      password: ' secret ',
      customer: { email: 'a@b.example' },
      tags: ['x', null],
    });
  });

  it('reads no body as an empty one, and refuses a body that is not a JSON object (4/8)', async () => {
    const raw = (body?: string) =>
      readJson(new Request('http://localhost/api/x', { method: 'POST', body }));
    expect(await raw()).toEqual({});
    expect(await raw('  ')).toEqual({});
    for (const [body, message] of [
      ['[null,null]', BODY_MESSAGES.notObject],
      ['"text"', BODY_MESSAGES.notObject],
      ['null', BODY_MESSAGES.notObject],
      ['d,', BODY_MESSAGES.notJson],
      ['{', BODY_MESSAGES.notJson],
    ] as const) {
      const refused = await raw(body).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, body).toBeInstanceOf(Response);
      const response = refused as Response;
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { body: [message] }, success: false });
    }
  });
});

describe('text caps count characters (code points), as Laravel and the contract do', () => {
  const body = (reason: string) => ({ start_date: '2026-03-02', end_date: '2026-03-03', reason });

  it('takes 200 emoji under a cap of 200 (400 UTF-16 units), and keeps them as sent', () => {
    const reason = '😀'.repeat(150) + 'é'.repeat(50);
    expect(validate(timeOff.createHelperTimeOffBody, body(reason))).toEqual(body(reason));
  });

  it('refuses 201 characters, emoji or not, with the cap in the message', async () => {
    for (const reason of ['😀'.repeat(201), 'a'.repeat(201)])
      expect(
        (await refusal(() => validate(timeOff.createHelperTimeOffBody, body(reason)))).errors,
      ).toEqual({ reason: ['The reason field must not be greater than 200 characters.'] });
  });

  it("still reports the other fields' refusals beside a cap met in code points", async () => {
    const { errors } = await refusal(() =>
      validate(timeOff.createHelperTimeOffBody, { ...body('😀'.repeat(150)), start_date: 'soon' }),
    );
    expect(errors).toEqual({ start_date: ['The start date field must match the format Y-m-d.'] });
  });
});
