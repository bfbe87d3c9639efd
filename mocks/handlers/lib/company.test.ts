import { listMyBranchInvitationsQueryParams } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import {
  getOrderDetailQueryParams,
  listBranchOrdersCalendarQueryParams,
  listBranchOrdersQueryParams,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { parseQuery } from './company';

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
