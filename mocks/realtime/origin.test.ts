import { authorizeBroadcastingChannelResponse } from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import { db, hub, resetDb, server } from '../node';
import { API, call, expectValid, loginAs } from '../testing/api';
import { branchChannel, EVENTS } from './index';

/*
 * Laravel's toOthers(): a read made through a call that carries X-Socket-ID is broadcast as
 * notifications-read to every other socket of the branch channel, never back to its own.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let token: string;
let austin: number;
beforeEach(async () => {
  await resetDb();
  token = await loginAs('owner@demo.test');
  austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
});

/** A socket (a tab) subscribed to the branch channel, recording notifications-read. */
async function tab() {
  const reads: unknown[] = [];
  const connection = hub.connect((raw) => {
    const frame = JSON.parse(raw) as { event: string; data: string };
    if (frame.event === EVENTS.notificationsRead) reads.push(JSON.parse(frame.data));
  });
  const channel = branchChannel(austin);
  const result = await call('POST', '/broadcasting/auth', {
    token,
    body: { socket_id: connection.socketId, channel_name: channel },
  });
  const { auth } = expectValid(authorizeBroadcastingChannelResponse, result.body);
  connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  return { socketId: connection.socketId, reads, close: () => connection.close() };
}

async function post(action: string, socketId: string | null, body?: unknown) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  };
  if (socketId) headers['X-Socket-ID'] = socketId;
  const response = await fetch(`${API}/notifications/branch/${austin}/${action}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status).toBe(200);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('notifications-read leaves out the socket that made the read (X-Socket-ID)', () => {
  it('mark-as-read: the other tab hears it, the reading tab does not', async () => {
    const [reader, other] = [await tab(), await tab()];
    const unread = db.notifications.findFirst((q) =>
      q.where({ branch_id: austin, is_read: false }),
    )!;
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const mine = db.notifications.findFirst((q) =>
      q.where({ branch_id: austin, user_id: owner.id, is_read: false }),
    )!;
    expect(unread).toBeDefined();
    await post('mark-as-read', reader.socketId, { notification_id: mine.id });
    await settle();
    expect(reader.reads).toEqual([]);
    expect(other.reads).toHaveLength(1);
    expect(other.reads[0]).toMatchObject({ branch_id: austin, user_id: owner.id });
    reader.close();
    other.close();
  });

  it('mark-all-as-read (many records): still one event, to the others only', async () => {
    const [reader, other] = [await tab(), await tab()];
    await post('mark-all-as-read', reader.socketId);
    await settle();
    expect(reader.reads).toEqual([]);
    expect(other.reads).toHaveLength(1);
    expect(other.reads[0]).toMatchObject({ unread_count: 0 });
    reader.close();
    other.close();
  });

  it('without X-Socket-ID every socket hears it (a call from outside a tab)', async () => {
    const [a, b] = [await tab(), await tab()];
    await post('mark-all-as-read', null);
    await settle();
    expect(a.reads).toHaveLength(1);
    expect(b.reads).toHaveLength(1);
    a.close();
    b.close();
  });
});
