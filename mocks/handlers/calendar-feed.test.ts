import {
  getHelperCalendarFeedResponse,
  regenerateHelperCalendarFeedResponse,
} from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import { orderEventUid } from '@/platform/orders/calendar-event';
import { readCalendar } from '@/platform/calendar-file/read-ics.test-helpers';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { helperInvitations, invitationBucket, offerBucket } from './lib/helper-jobs';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/*
 * A helper's calendar subscription (8/8, contract/README.md "Calendar feed"): one live
 * address per helper, made on the first read; a new one revokes the old, whose address
 * answers 404; the address serves her accepted jobs with the app's own UIDs.
 */

const feedOf = async (token: string) =>
  expectValid(
    getHelperCalendarFeedResponse,
    (await call('GET', '/helper-profile/calendar-feed', { token })).body,
  ).data;

const fetchFeed = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, 'http://localhost'));

describe('calendar feed', () => {
  it('is made on the first read and stays the same address', async () => {
    const token = await loginAs('helper@demo.test');
    const first = await feedOf(token);
    expect(first.url).toMatch(/^http:\/\/localhost\/ical\/[0-9a-f]{32}\.ics$/);
    expect(await feedOf(token)).toEqual(first);
    expect(db.calendar_feeds.findMany((q) => q.where({ revoked_at: null }))).toHaveLength(1);
  });

  it('two first reads at once make one address (each checked once the other has written)', async () => {
    const token = await loginAs('helper@demo.test');
    // As in the browser, where an insert waits for IndexedDB to give it an id.
    const insert = db.insert.bind(db);
    vi.spyOn(db, 'insert').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return insert(...args);
    });
    try {
      const [a, b] = await Promise.all([feedOf(token), feedOf(token)]);
      expect(a.url).toBe(b.url);
    } finally {
      vi.restoreAllMocks();
    }
    expect(db.calendar_feeds.findMany((q) => q.where({ revoked_at: null }))).toHaveLength(1);
  });

  it("serves the helper's accepted jobs as iCalendar, with the app's UIDs", async () => {
    const token = await loginAs('helper@demo.test');
    const { url } = await feedOf(token);
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar;charset=utf-8');
    const { events } = readCalendar(await response.text());

    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const accepted = new Set([
      ...helperInvitations(maria)
        .filter((i) => invitationBucket(i) === 'accepted')
        .map((i) => i.order_id),
      ...db.outsource_offers
        .all()
        .filter((o) => offerBucket(o, maria.id) === 'accepted')
        .map((o) => o.order_id),
    ]);
    expect(accepted.size).toBeGreaterThan(0);
    expect(events.map((e) => e.uid).sort()).toEqual([...accepted].map(orderEventUid).sort());
    for (const event of events) {
      const order = db.orders.findFirst((q) => q.where({ id: Number(/\d+/.exec(event.uid)![0]) }))!;
      expect(event.start.toISOString()).toBe(new Date(order.start_at).toISOString());
      expect(event.end.toISOString()).toBe(new Date(order.end_at).toISOString());
      // Dated by its last change (the order's, or her answer's if later): a calendar app
      // takes a later version for newer.
      const mine = db.order_invitations
        .findMany((q) => q.where({ order_id: order.id, user_id: maria.id }))
        .map((i) => Date.parse(i.updated_at));
      const changed = Math.max(Date.parse(order.updated_at), ...mine);
      expect(event.lastModified?.getTime()).toBe(Math.floor(changed / 1000) * 1000);
      expect(event.sequence).toBe(Math.floor(changed / 60_000));
    }
  });

  it('a new address revokes the old one, which then answers 404', async () => {
    const token = await loginAs('helper@demo.test');
    const old = await feedOf(token);
    const made = await call('POST', '/helper-profile/calendar-feed', { token });
    expect(made.status).toBe(200);
    const fresh = expectValid(regenerateHelperCalendarFeedResponse, made.body).data;
    expect(fresh.url).not.toBe(old.url);
    expect(await feedOf(token)).toEqual(fresh);
    expect((await fetchFeed(old.url)).status).toBe(404);
    expect((await fetchFeed(fresh.url)).status).toBe(200);
    expect((await fetchFeed('http://localhost/ical/not-a-token.ics')).status).toBe(404);
  });

  it('is for the helper area only', async () => {
    const owner = await loginAs('owner@demo.test');
    expectError(await call('GET', '/helper-profile/calendar-feed', { token: owner }), 403);
    expectError(await call('POST', '/helper-profile/calendar-feed', { token: owner }), 403);
    expectError(await call('GET', '/helper-profile/calendar-feed'), 401);
  });
});
