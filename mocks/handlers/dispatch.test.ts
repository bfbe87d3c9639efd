import { getBranchDispatchDayResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { zonedDate } from '@/platform/format/zone';
import { db, server } from '../node';
import { fixedClock } from '../testing/clock';
import { call, expectValid, loginAs } from '../testing/api';
import { austinJobIn } from '../testing/confirmations';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A fixed Tuesday morning in Austin, the seed anchored to it: no test here reads today.
fixedClock(Date.parse('2027-03-09T15:00:00Z'));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET company-branches/{id}/dispatch', () => {
  it("names the day's jobs a person declined, so the board can say so before inviting again (QA 56)", async () => {
    const { order, invitations } = await austinJobIn(50, {
      now: Date.now(),
      people: 1,
      pending: true,
    });
    const helper = await loginAs('helper@demo.test');
    const owner = await loginAs('owner@demo.test');
    const rejected = await call(
      'POST',
      `/helper/company-invitations/${invitations[0]!.id}/reject`,
      {
        token: helper,
        body: {},
      },
    );
    expect(rejected.status).toBe(200);
    const day = zonedDate(order.start_at, 'America/Chicago');
    const board = expectValid(
      getBranchDispatchDayResponse,
      (
        await call('GET', `/company-branches/${order.branch_id}/dispatch?date=${day}`, {
          token: owner,
        })
      ).body,
    ).data;
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const row = board.people.find((p) => p.user_id === maria.id)!;
    expect(row.declined_order_ids).toEqual([order.id]);
    // Nobody else declined it.
    expect(
      board.people.filter((p) => p.declined_order_ids?.includes(order.id)).map((p) => p.user_id),
    ).toEqual([maria.id]);
  });
});
