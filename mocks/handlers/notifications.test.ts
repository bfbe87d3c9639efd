import {
  getBranchNotificationsCountResponse,
  listBranchNotificationsResponse,
  markAllBranchNotificationsAsReadResponse,
  markBranchNotificationAsReadResponse,
} from '@/platform/api/generated/zod/notifications/notifications.zod';
import { listCompanyBranchesResponse } from '@/platform/api/generated/zod/branches/branches.zod';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let ownerToken: string;
let austinId: number;

beforeEach(async () => {
  await resetDb();
  ownerToken = await loginAs('owner@demo.test');
  austinId = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
});

const path = (branchId: number, action: string) => `/notifications/branch/${branchId}/${action}`;

async function listPage(query: string, token = ownerToken, branchId = austinId) {
  const result = await call('GET', `${path(branchId, 'get-notifications')}${query}`, { token });
  expect(result.status).toBe(200);
  return expectValid(listBranchNotificationsResponse, result.body).data;
}

async function unreadCount(token = ownerToken, branchId = austinId) {
  const result = await call('GET', path(branchId, 'notifications-count'), { token });
  expect(result.status).toBe(200);
  return expectValid(getBranchNotificationsCountResponse, result.body).data.unread_count;
}

describe('GET get-notifications', () => {
  it('pages 10 at a time, newest first, with Laravel paging fields', async () => {
    const first = await listPage('');
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 26 });
    expect(first.data).toHaveLength(10);
    const times = first.data.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.data.every((item) => item.branch_id === austinId)).toBe(true);
    expect(first.data[0]).not.toHaveProperty('user_id');

    const third = await listPage('?page=3');
    expect(third).toMatchObject({ current_page: 3, total: 26 });
    expect(third.data).toHaveLength(6);
    const welcome = third.data.at(-1);
    expect(welcome?.title).toBe('Welcome to Movers Marketplace');
    // Named as every other row names it: Austin and Austin North are two branches of one city.
    const austin = db.branches.findFirst((q) => q.where({ id: austinId }))!;
    expect(welcome?.body).toContain(`Your ${austin.name} branch is ready.`);

    const pages = [first, await listPage('?page=2'), third].flatMap((page) =>
      page.data.map((item) => item.id),
    );
    expect(new Set(pages).size).toBe(26);
  });

  it('reads like a real product', async () => {
    const titles = (await listPage('?page=1')).data.map((item) => item.title).join('\n');
    expect(titles).toMatch(
      /accepted your invitation to order #\d{4}|Order #\d{4} is now formed|New order #\d{4}/,
    );
  });

  it('returns an empty page past the end, and page 1 for a bad page', async () => {
    expect(await listPage('?page=9')).toMatchObject({ current_page: 9, last_page: 3, data: [] });
    expect((await listPage('?page=abc')).current_page).toBe(1);
    expect((await listPage('?page=0')).current_page).toBe(1);
  });

  it('filters unread with type=unread; an empty type means all', async () => {
    const unread = await listPage('?type=unread');
    expect(unread).toMatchObject({ total: 6, last_page: 1 });
    expect(unread.data.every((item) => !item.is_read)).toBe(true);
    expect((await listPage('?type=')).total).toBe(26);
  });

  it('mixes read and unread, newest unread first', async () => {
    const { data } = await listPage('');
    expect(data.slice(0, 6).every((item) => !item.is_read)).toBe(true);
    expect(data.slice(6).every((item) => item.is_read)).toBe(true);
  });

  it('answers 422 for an unknown type', async () => {
    const result = await call('GET', `${path(austinId, 'get-notifications')}?type=archived`, {
      token: ownerToken,
    });
    expect(expectError(result, 422).errors).toEqual({ type: ['The selected type is invalid.'] });
  });

  it('keeps read state per person: the manager has their own', async () => {
    const managerToken = await loginAs('manager@demo.test');
    expect((await listPage('?type=unread', managerToken)).total).toBe(3);
    expect((await listPage('', managerToken)).total).toBe(26);
  });

  it('pages the 120 unread of the busy scenario', async () => {
    await resetDb('busy');
    const token = await loginAs('owner@demo.test');
    const busyAustin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
    const page = await listPage('?type=unread&page=12', token, busyAustin);
    expect(page).toMatchObject({ current_page: 12, last_page: 12, total: 120 });
    expect(page.data).toHaveLength(10);
    expect(await unreadCount(token, busyAustin)).toBe(120);
  });
});

describe('GET get-notifications with before_id (the "Load more" cursor)', () => {
  it('pages the rows older than the cursor, newest first', async () => {
    const first = await listPage('');
    const next = await listPage(`?before_id=${first.data.at(-1)!.id}`);
    const second = await listPage('?page=2');
    expect(next.data.map((n) => n.id)).toEqual(second.data.map((n) => n.id));
    expect(next.total).toBe(first.total - 10);
  });

  it('answers the first page after the cursor whatever `page` says (the spec fallback the client sends beside it)', async () => {
    const first = await listPage('');
    const cursor = first.data.at(-1)!.id;
    const withPage = await listPage(`?page=2&before_id=${cursor}`);
    expect(withPage.data.map((n) => n.id)).toEqual(
      (await listPage(`?before_id=${cursor}`)).data.map((n) => n.id),
    );
    expect(withPage.current_page).toBe(1);
  });

  it('stays correct while rows leave the unread filter: nothing skipped, nothing repeated', async () => {
    await resetDb('busy');
    ownerToken = await loginAs('owner@demo.test');
    const first = await listPage('?type=unread');
    expect(first.data).toHaveLength(10);
    // Three rows the user holds are read meanwhile: by page number, page 2 would now start
    // three rows later and skip three unread rows.
    for (const n of first.data.slice(0, 3))
      await call('POST', path(austinId, 'mark-as-read'), {
        token: ownerToken,
        body: { notification_id: n.id },
      });
    const byCursor = await listPage(`?type=unread&before_id=${first.data.at(-1)!.id}`);
    const everyUnread = (await listPage('?type=unread')).total;
    const all: number[] = [];
    for (let page = 1; page <= Math.ceil(everyUnread / 10); page++)
      all.push(...(await listPage(`?type=unread&page=${page}`)).data.map((n) => n.id));
    // The cursor page is exactly the unread rows after the ones held.
    const heldStillUnread = first.data.slice(3).map((n) => n.id);
    const afterHeld = all.slice(heldStillUnread.length, heldStillUnread.length + 10);
    expect(byCursor.data.map((n) => n.id)).toEqual(afterHeld);
    expect(byCursor.data.some((n) => first.data.some((h) => h.id === n.id))).toBe(false);
  });

  it("answers 422 for a cursor that is not one of the user's notifications in the branch", async () => {
    const result = await call('GET', `${path(austinId, 'get-notifications')}?before_id=999999`, {
      token: ownerToken,
    });
    expectError(result, 422);
  });
});

describe('GET notifications-count', () => {
  it('counts the unread of the user in the branch', async () => {
    expect(await unreadCount()).toBe(6);
  });
});

describe('POST mark-as-read', () => {
  it('marks one read and returns it with the new count', async () => {
    const [newest] = (await listPage('?type=unread')).data;
    const result = await call('POST', path(austinId, 'mark-as-read'), {
      token: ownerToken,
      body: { notification_id: newest.id },
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(markBranchNotificationAsReadResponse, result.body);
    expect(data.notification).toEqual({ ...newest, is_read: true });
    expect(data.unread_count).toBe(5);
    expect(await unreadCount()).toBe(5);
    expect((await listPage('?type=unread')).data.map((item) => item.id)).not.toContain(newest.id);
  });

  it('is idempotent', async () => {
    const [newest] = (await listPage('?type=unread')).data;
    const mark = () =>
      call('POST', path(austinId, 'mark-as-read'), {
        token: ownerToken,
        body: { notification_id: newest.id },
      });
    await mark();
    const again = expectValid(markBranchNotificationAsReadResponse, (await mark()).body);
    expect(again.data.unread_count).toBe(5);
  });

  it("does not touch the manager's copy", async () => {
    const managerToken = await loginAs('manager@demo.test');
    const [newest] = (await listPage('?type=unread')).data;
    await call('POST', path(austinId, 'mark-as-read'), {
      token: ownerToken,
      body: { notification_id: newest.id },
    });
    expect(await unreadCount(managerToken)).toBe(3);
  });

  it.each([
    [{}, 'The notification id field is required.'],
    [{ notification_id: 'x' }, 'The notification id field must be an integer.'],
    [{ notification_id: 1.5 }, 'The notification id field must be an integer.'],
  ])('answers 422 for body %j', async (body, message) => {
    const result = await call('POST', path(austinId, 'mark-as-read'), { token: ownerToken, body });
    expect(expectError(result, 422, message).errors).toEqual({ notification_id: [message] });
  });

  it("answers 404 for an unknown notification or someone else's", async () => {
    const managerToken = await loginAs('manager@demo.test');
    const [managersOwn] = (await listPage('', managerToken)).data;
    for (const id of [999_999, managersOwn.id]) {
      const result = await call('POST', path(austinId, 'mark-as-read'), {
        token: ownerToken,
        body: { notification_id: id },
      });
      expectError(result, 404, 'Notification not found.');
    }
  });

  it('answers 404 for a notification of another branch', async () => {
    const dallasId = db.branches.findFirst((q) => q.where({ city: 'Dallas' }))!.id;
    const [dallasItem] = (await listPage('', ownerToken, dallasId)).data;
    const result = await call('POST', path(austinId, 'mark-as-read'), {
      token: ownerToken,
      body: { notification_id: dallasItem.id },
    });
    expectError(result, 404);
  });
});

describe('POST mark-all-as-read', () => {
  it('reads everything of the user in the branch and returns 0', async () => {
    const result = await call('POST', path(austinId, 'mark-all-as-read'), { token: ownerToken });
    expect(result.status).toBe(200);
    expect(
      expectValid(markAllBranchNotificationsAsReadResponse, result.body).data.unread_count,
    ).toBe(0);
    expect(await unreadCount()).toBe(0);
    expect((await listPage('?type=unread')).total).toBe(0);
    // Other branches and other people keep theirs.
    const branches = expectValid(
      listCompanyBranchesResponse,
      (await call('GET', '/company-branches', { token: ownerToken })).body,
    ).data;
    expect(branches.map((branch) => branch.unread_notifications_count)).toEqual([0, 3, 2]);
    expect(await unreadCount(await loginAs('manager@demo.test'))).toBe(3);
  });

  it('works when nothing is unread', async () => {
    const houstonId = db.branches.findFirst((q) => q.where({ city: 'Houston' }))!.id;
    await call('POST', path(houstonId, 'mark-all-as-read'), { token: ownerToken });
    const again = await call('POST', path(houstonId, 'mark-all-as-read'), { token: ownerToken });
    expect(
      expectValid(markAllBranchNotificationsAsReadResponse, again.body).data.unread_count,
    ).toBe(0);
  });
});

describe('access rules on every notifications call', () => {
  const calls = [
    ['GET', 'get-notifications'],
    ['GET', 'notifications-count'],
    ['POST', 'mark-as-read'],
    ['POST', 'mark-all-as-read'],
  ] as const;

  it.each(calls)('%s %s: 401 without a token', async (method, action) => {
    expectError(
      await call(method, path(austinId, action), { body: { notification_id: 1 } }),
      401,
      'Unauthenticated.',
    );
  });

  it.each(calls)('%s %s: 404 for an unknown branch', async (method, action) => {
    expectError(
      await call(method, path(9999, action), { token: ownerToken, body: { notification_id: 1 } }),
      404,
    );
  });

  it.each(calls)("%s %s: 403 for another company's branch", async (method, action) => {
    const other = db.branches.findFirst((q) => q.where({ city: 'Miami' }))!.id;
    expectError(
      await call(method, path(other, action), { token: ownerToken, body: { notification_id: 1 } }),
      403,
    );
  });

  it.each(calls)('%s %s: 403 for an unassigned manager and a helper', async (method, action) => {
    const houstonId = db.branches.findFirst((q) => q.where({ city: 'Houston' }))!.id;
    for (const email of ['manager@demo.test', 'newmanager@demo.test', 'helper@demo.test']) {
      const token = await loginAs(email);
      expectError(
        await call(method, path(houstonId, action), { token, body: { notification_id: 1 } }),
        403,
      );
    }
  });
});
