import { listHelperCalendarResponse } from '@/platform/api/generated/zod/helper-calendar/helper-calendar.zod';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = (from: string, to: string) =>
  `/helper/calendar?filter[date_from]=${from}&filter[date_to]=${to}`;

describe('GET /helper/calendar', () => {
  it('401 without a token, 403 for an owner', async () => {
    expectError(await call('GET', range(day(0), day(30))), 401);
    const owner = await loginAs('owner@demo.test');
    expectError(await call('GET', range(day(0), day(30)), { token: owner }), 403);
  });

  it('422 for missing, malformed, reversed or too long ranges', async () => {
    const token = await loginAs('helper@demo.test');
    const missing = expectError(await call('GET', '/helper/calendar', { token }), 422);
    expect(Object.keys(missing.errors).sort()).toEqual(['filter[date_from]', 'filter[date_to]']);
    expectError(await call('GET', range('2026-13-01', day(1)), { token }), 422);
    expectError(await call('GET', range(day(5), day(1)), { token }), 422);
    const long = expectError(await call('GET', range(day(0), day(62)), { token }), 422);
    expect(long.errors['filter[date_to]']).toBeDefined();
    expect((await call('GET', range(day(0), day(61)), { token })).status).toBe(200);
  });

  it("lists the helper's accepted and pending jobs in the range, by start", async () => {
    const token = await loginAs('helper@demo.test');
    const result = await call('GET', range(day(-30), day(31)), { token });
    const { data } = expectValid(listHelperCalendarResponse, result.body);
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((e) => e.start_at)).toEqual([...data.map((e) => e.start_at)].sort());
    expect(new Set(data.map((e) => e.status))).toEqual(new Set(['accepted', 'pending']));
    expect(data.some((e) => e.source === 'outsource_offer')).toBe(true);
    for (const event of data) {
      expect(event.id).toBe(`${event.source}:${event.source_id}`);
      expect(event.title).toContain(`#${event.order.number}`);
      expect(event.order.cancelled_at).toBeNull();
    }
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }));
    const cancelled = db.order_invitations.findMany((q) =>
      q.where({ user_id: maria?.id ?? 0, status: 'cancelled' }),
    );
    expect(
      data.some(
        (e) => e.source === 'company_invitation' && cancelled.some((c) => c.id === e.source_id),
      ),
    ).toBe(false);
  });
});
