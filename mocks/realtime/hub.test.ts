// @vitest-environment happy-dom
import { authorizeBroadcastingChannelResponse } from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import { db, hub, resetDb, server } from '../node';
import { call, expectValid, loginAs } from '../testing/api';
import type { HubConnection } from './hub';
import { authString, MOCK_APP_KEY } from './protocol';

/*
 * The mock's Pusher server (protocol 7) as a client sees it: raw JSON frames in, raw JSON
 * frames out. The hub under test is the one the app talks to (`hub` of node.ts, behind the
 * MSW socket handler), and private-channel signatures come from POST /api/broadcasting/auth,
 * exactly as laravel-echo obtains them.
 */

type Frame = { event: string; channel?: string; data?: unknown };

interface TestSocket {
  connection: HubConnection;
  /** Every frame the hub sent, parsed once (the `data` string left as it came). */
  frames: Frame[];
  send(event: string, data: unknown): void;
  /** Frames of one event, their `data` decoded from the JSON string the wire carries. */
  received(event: string): Array<{ channel?: string; data: unknown }>;
  close(): void;
}

const open: TestSocket[] = [];

function connect(): TestSocket {
  const frames: Frame[] = [];
  const connection = hub.connect((raw) => frames.push(JSON.parse(raw) as Frame));
  const socket: TestSocket = {
    connection,
    frames,
    send: (event, data) => connection.receive(JSON.stringify({ event, data })),
    received: (event) =>
      frames
        .filter((f) => f.event === event)
        .map((f) => ({
          channel: f.channel,
          data: typeof f.data === 'string' ? JSON.parse(f.data) : f.data,
        })),
    close() {
      connection.close();
      open.splice(open.indexOf(socket), 1);
    },
  };
  open.push(socket);
  return socket;
}

let ownerToken: string;
let ownerChannel: string;
let austinChannel: string;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Nothing here writes domain data, so one seed serves the whole file.
  await resetDb();
  ownerToken = await loginAs('owner@demo.test');
  const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
  ownerChannel = `private-App.Models.User.${owner.id}`;
  austinChannel = `private-branch.${austin.id}`;
});
afterEach(() => {
  for (const socket of [...open]) socket.close();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The signature the app gets for this socket and channel, through the real handler. */
async function authorize(socketId: string, channel: string, token = ownerToken) {
  const result = await call('POST', '/broadcasting/auth', {
    token,
    body: { socket_id: socketId, channel_name: channel },
  });
  expect(result.status).toBe(200);
  return expectValid(authorizeBroadcastingChannelResponse, result.body).auth;
}

async function subscribe(socket: TestSocket, channel: string) {
  socket.send('pusher:subscribe', {
    channel,
    auth: await authorize(socket.connection.socketId, channel),
  });
}

describe('pusher:connection_established', () => {
  it('is the first frame, with a socket_id and activity_timeout in a JSON-string data', () => {
    const before = hub.connectionCount;
    const socket = connect();
    expect(socket.frames).toHaveLength(1);
    const [first] = socket.frames;
    expect(first!.event).toBe('pusher:connection_established');
    expect(first!.channel).toBeUndefined();
    // Pusher sends connection and channel event payloads as JSON strings.
    expect(typeof first!.data).toBe('string');
    const data = JSON.parse(first!.data as string) as Record<string, unknown>;
    expect(data).toEqual({ socket_id: socket.connection.socketId, activity_timeout: 120 });
    // pusher-js only accepts "digits.digits" socket ids.
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(hub.connectionCount).toBe(before + 1);
  });

  it('gives every connection its own socket_id and forgets closed ones', () => {
    const before = hub.connectionCount;
    const a = connect();
    const b = connect();
    expect(a.connection.socketId).not.toBe(b.connection.socketId);
    expect(hub.connectionCount).toBe(before + 2);
    a.close();
    b.close();
    expect(hub.connectionCount).toBe(before);
  });
});

describe('pusher:ping', () => {
  it('is answered by pusher:pong, on the connection that pinged only', () => {
    const pinging = connect();
    const quiet = connect();
    pinging.send('pusher:ping', {});
    expect(pinging.frames.at(-1)).toMatchObject({ event: 'pusher:pong' });
    expect(pinging.frames.at(-1)!.channel).toBeUndefined();
    // pusher-js may also send the data as a string.
    pinging.connection.receive(JSON.stringify({ event: 'pusher:ping', data: '{}' }));
    expect(pinging.received('pusher:pong')).toHaveLength(2);
    expect(quiet.received('pusher:pong')).toHaveLength(0);
  });

  it('ignores frames that are not Pusher JSON without answering or closing', () => {
    const socket = connect();
    socket.connection.receive('not json');
    socket.connection.receive(JSON.stringify({ data: {} }));
    socket.connection.receive(new ArrayBuffer(4));
    expect(socket.frames.map((f) => f.event)).toEqual(['pusher:connection_established']);
    socket.send('pusher:ping', {});
    expect(socket.received('pusher:pong')).toHaveLength(1);
  });
});

describe('pusher:subscribe', () => {
  it('succeeds on private channels with the signature from /broadcasting/auth', async () => {
    const socket = connect();
    await subscribe(socket, ownerChannel);
    await subscribe(socket, austinChannel);
    expect(socket.received('pusher_internal:subscription_succeeded')).toEqual([
      { channel: ownerChannel, data: {} },
      { channel: austinChannel, data: {} },
    ]);
    expect(socket.received('pusher:error')).toEqual([]);
    expect(hub.subscribers(ownerChannel)).toBe(1);
    expect(hub.subscribers(austinChannel)).toBe(1);
  });

  it('disconnectAll forgets every connection: nothing is subscribed or delivered after it', async () => {
    const socket = connect();
    await subscribe(socket, ownerChannel);
    hub.disconnectAll();
    expect(hub.subscribers(ownerChannel)).toBe(0);
    expect(hub.connectionCount).toBe(0);
    expect(hub.publish(ownerChannel, 'notification-created', { x: 1 })).toBe(0);
    expect(socket.received('notification-created')).toEqual([]);
  });

  it('the handler signs with the key and secret the hub checks', async () => {
    const socket = connect();
    const auth = await authorize(socket.connection.socketId, ownerChannel);
    expect(auth).toBe(authString(MOCK_APP_KEY, socket.connection.socketId, ownerChannel));
    expect(auth.startsWith(`${MOCK_APP_KEY}:`)).toBe(true);
  });

  it('refuses a bad signature with pusher:error 4009 and delivers nothing', async () => {
    const socket = connect();
    const other = connect();
    const good = await authorize(socket.connection.socketId, ownerChannel);
    const [key, signature] = good.split(':') as [string, string];
    const flipped = (signature[0] === '0' ? '1' : '0') + signature.slice(1);
    const attempts: Array<{ channel: string; auth?: string }> = [
      { channel: ownerChannel, auth: `${key}:${flipped}` }, // tampered
      { channel: ownerChannel, auth: `other-key:${signature}` }, // wrong app key
      { channel: ownerChannel }, // no auth at all
      // Signed for another socket: a signature is bound to its socket_id.
      { channel: ownerChannel, auth: await authorize(other.connection.socketId, ownerChannel) },
      // Signed for another channel of the same user.
      { channel: austinChannel, auth: good },
      // Not a private channel of this product, even "signed".
      {
        channel: 'public-news',
        auth: authString(MOCK_APP_KEY, socket.connection.socketId, 'public-news'),
      },
    ];
    for (const attempt of attempts) socket.send('pusher:subscribe', attempt);

    const errors = socket.received('pusher:error');
    expect(errors).toHaveLength(attempts.length);
    for (const error of errors) {
      expect(error.channel).toBeUndefined();
      expect(error.data).toMatchObject({ code: 4009, message: expect.any(String) });
    }
    expect(socket.received('pusher_internal:subscription_succeeded')).toEqual([]);
    expect(hub.subscribers(ownerChannel)).toBe(0);
    expect(hub.subscribers(austinChannel)).toBe(0);
    expect(hub.publish(ownerChannel, 'notification-created', { x: 1 })).toBe(0);
    expect(socket.received('notification-created')).toEqual([]);
  });

  it('the auth endpoint itself refuses channels the user may not join (403)', async () => {
    const socket = connect();
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const otherCompany = db.branches.findFirst((q) => q.where({ city: 'Miami' }))!;
    for (const channel of [
      `private-App.Models.User.${helper.id}`,
      `private-branch.${otherCompany.id}`,
      'presence-branch.1',
    ]) {
      const result = await call('POST', '/broadcasting/auth', {
        token: ownerToken,
        body: { socket_id: socket.connection.socketId, channel_name: channel },
      });
      expect(result.status, channel).toBe(403);
    }
  });
});

describe('pusher:unsubscribe', () => {
  it('stops events of that channel reaching the socket, and only of that channel', async () => {
    const leaving = connect();
    const staying = connect();
    await subscribe(leaving, ownerChannel);
    await subscribe(leaving, austinChannel);
    await subscribe(staying, ownerChannel);

    expect(hub.publish(ownerChannel, 'notification-created', { n: 1 })).toBe(2);
    leaving.send('pusher:unsubscribe', { channel: ownerChannel });
    expect(hub.subscribers(ownerChannel)).toBe(1);
    expect(hub.publish(ownerChannel, 'notification-created', { n: 2 })).toBe(1);
    expect(hub.publish(austinChannel, 'notifications-read', { n: 3 })).toBe(1);

    expect(leaving.received('notification-created').map((e) => e.data)).toEqual([{ n: 1 }]);
    expect(leaving.received('notifications-read').map((e) => e.data)).toEqual([{ n: 3 }]);
    expect(staying.received('notification-created').map((e) => e.data)).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
  });
});

describe('publish', () => {
  it('reaches the subscribed sockets only, as a channel frame with JSON-string data', async () => {
    const owner = connect();
    const branchOnly = connect();
    const idle = connect();
    await subscribe(owner, ownerChannel);
    await subscribe(branchOnly, austinChannel);
    const framesBefore = { owner: owner.frames.length, branch: branchOnly.frames.length };

    const payload = { notification: { id: 7, title: 'Hi' }, unread_count: 4 };
    expect(hub.publish(ownerChannel, 'notification-created', payload)).toBe(1);

    expect(owner.frames.slice(framesBefore.owner)).toEqual([
      { event: 'notification-created', channel: ownerChannel, data: JSON.stringify(payload) },
    ]);
    expect(branchOnly.frames).toHaveLength(framesBefore.branch);
    expect(idle.frames.map((f) => f.event)).toEqual(['pusher:connection_established']);

    // A closed socket is no longer a subscriber.
    owner.close();
    expect(hub.subscribers(ownerChannel)).toBe(0);
    expect(hub.publish(ownerChannel, 'notification-created', payload)).toBe(0);
    expect(owner.frames.slice(framesBefore.owner)).toHaveLength(1);
  });

  it('returns 0 for a channel nobody joined', () => {
    connect();
    expect(hub.publish('private-branch.999999', 'notifications-read', {})).toBe(0);
  });
});

describe('over a WebSocket (the MSW socket handler)', () => {
  it('handshakes, pongs, subscribes with /broadcasting/auth and receives a published event', async () => {
    const before = hub.connectionCount;
    const messages: Frame[] = [];
    let notify: (() => void) | undefined;
    const next = (event: string) =>
      new Promise<Frame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), 2_000);
        const check = () => {
          const found = messages.find((m) => m.event === event);
          if (!found) return;
          clearTimeout(timer);
          notify = undefined;
          resolve(found);
        };
        notify = check;
        check();
      });

    const socket = new WebSocket('ws://localhost:9000/app/movers-demo-key?protocol=7&client=js');
    socket.addEventListener('message', (event) => {
      messages.push(JSON.parse(String(event.data)) as Frame);
      notify?.();
    });
    try {
      const established = await next('pusher:connection_established');
      const { socket_id: socketId } = JSON.parse(established.data as string) as {
        socket_id: string;
      };
      expect(hub.connectionCount).toBe(before + 1);

      socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      await next('pusher:pong');

      const auth = await authorize(socketId, ownerChannel);
      socket.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel: ownerChannel, auth } }),
      );
      expect(await next('pusher_internal:subscription_succeeded')).toMatchObject({
        channel: ownerChannel,
      });

      expect(hub.publish(ownerChannel, 'notification-created', { unread_count: 1 })).toBe(1);
      const pushed = await next('notification-created');
      expect(pushed).toEqual({
        event: 'notification-created',
        channel: ownerChannel,
        data: JSON.stringify({ unread_count: 1 }),
      });
    } finally {
      socket.close();
    }
    await vi.waitFor(() => expect(hub.connectionCount).toBe(before), { timeout: 2_000 });
  });
});
