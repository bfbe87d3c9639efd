import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
import { configureHttpClient } from '@/platform/api/http-client';
import { pusherConfig } from '@/platform/config/config';
import { tokenStorage } from '@/platform/session/storage';
import { toast } from '@/platform/ui/toaster';
import type { ConnectionState } from './connection';
import { createEchoConnection } from './echo-connection';

/**
 * laravel-echo is replaced by a recording fake: the constructor options are captured and
 * every method the connection uses is a spy. pusher-js is replaced by a sentinel class so
 * the test can check it is the one handed to Echo (and nothing opens a socket).
 */
const fake = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const state = {
    options: undefined as Record<string, unknown> | undefined,
    instances: [] as unknown[],
    bound: new Map<string, Set<Handler>>(),
  };
  return state;
});

vi.mock('pusher-js', () => ({
  default: class FakePusher {
    static readonly isFakePusher = true;
  },
}));

vi.mock('laravel-echo', () => {
  class FakeEcho {
    options: Record<string, unknown>;
    channel = {
      listen: vi.fn(function (this: unknown) {
        return this;
      }),
      stopListening: vi.fn(function (this: unknown) {
        return this;
      }),
      subscribed: vi.fn(function (this: unknown, _callback: () => void) {
        return this;
      }),
    };
    private = vi.fn((_name: string) => this.channel);
    leave = vi.fn();
    disconnect = vi.fn();
    socketId = vi.fn(() => '4242.17');
    connector = {
      pusher: {
        connection: {
          bind: vi.fn((event: string, handler: (...args: unknown[]) => void) => {
            const set = fake.bound.get(event) ?? new Set();
            set.add(handler);
            fake.bound.set(event, set);
          }),
          unbind: vi.fn((event: string, handler: (...args: unknown[]) => void) => {
            fake.bound.get(event)?.delete(handler);
          }),
        },
      },
    };
    constructor(options: Record<string, unknown>) {
      this.options = options;
      fake.options = options;
      fake.instances.push(this);
    }
  }
  return { default: FakeEcho };
});

type FakeEchoInstance = {
  options: Record<string, unknown>;
  channel: {
    listen: ReturnType<typeof vi.fn>;
    stopListening: ReturnType<typeof vi.fn>;
    subscribed: ReturnType<typeof vi.fn>;
  };
  private: ReturnType<typeof vi.fn>;
  leave: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
  connector: {
    pusher: {
      connection: { bind: ReturnType<typeof vi.fn>; unbind: ReturnType<typeof vi.fn> };
    };
  };
};

type AuthCallback = (error: Error | null, data: { auth: string } | null) => void;
type CustomHandler = (
  params: { socketId: string; channelName: string },
  callback: AuthCallback,
) => void;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  // As the app wires it (bootstrap): the client sends whatever token the session holds now.
  configureHttpClient({ getToken: () => tokenStorage.get() });
  fake.options = undefined;
  fake.instances = [];
  fake.bound.clear();
  vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function connect() {
  const connection = await createEchoConnection();
  const echo = fake.instances.at(-1) as FakeEchoInstance;
  return { connection, echo };
}

/** Calls the captured channel authoriser and resolves with what it passes to its callback. */
function authorise(
  handler: CustomHandler,
  socketId: string,
  channelName: string,
): Promise<{ error: Error | null; data: { auth: string } | null }> {
  return new Promise((resolve) => {
    handler({ socketId, channelName }, (error, data) => resolve({ error, data }));
  });
}

describe('createEchoConnection: Echo settings (spec section 7)', () => {
  it('builds one Echo over pusher-js: Pusher protocol, 9000 plain / 443 secure, stats off, TLS not forced', async () => {
    const { echo } = await connect();
    expect(fake.instances).toHaveLength(1);
    const options = echo.options;
    const { default: Pusher } = await import('pusher-js');
    expect(options.broadcaster).toBe('pusher');
    expect(options.Pusher).toBe(Pusher);
    expect(options.wsPort).toBe(9000);
    expect(options.wssPort).toBe(443);
    expect(options.forceTLS).toBe(false);
    expect(options.disableStats).toBe(true);
    expect(options.key).toBe(pusherConfig.key);
    expect(options.key).toEqual(expect.any(String));
    expect(options.wsHost).toBe(pusherConfig.host);
    expect(options.enabledTransports).toEqual(['ws', 'wss']);
    expect(
      (options.channelAuthorization as { customHandler?: unknown } | undefined)?.customHandler,
    ).toEqual(expect.any(Function));
  });
});

describe('createEchoConnection: private channel authorisation', () => {
  function customHandler(echo: FakeEchoInstance): CustomHandler {
    return (echo.options.channelAuthorization as { customHandler: CustomHandler }).customHandler;
  }

  it('POSTs socket_id and channel_name to /api/broadcasting/auth with the token current at each call', async () => {
    const seen: { authorization: string | null; body: unknown; url: string }[] = [];
    server.use(
      mswHttp.post('*/api/broadcasting/auth', async ({ request }) => {
        const body = await request.json();
        seen.push({
          authorization: request.headers.get('authorization'),
          body,
          url: new URL(request.url).pathname,
        });
        return HttpResponse.json({ auth: `movers-demo-key:signature-${seen.length}` });
      }),
    );
    // The token exists before the connection is built, so one captured at creation would be stale.
    tokenStorage.set('first');
    const { echo } = await connect();
    const handler = customHandler(echo);

    const first = await authorise(handler, '123.456', 'private-App.Models.User.7');
    tokenStorage.set('second');
    const second = await authorise(handler, '123.789', 'private-branch.3');

    expect(seen).toEqual([
      {
        authorization: 'Bearer first',
        body: { socket_id: '123.456', channel_name: 'private-App.Models.User.7' },
        url: '/api/broadcasting/auth',
      },
      {
        authorization: 'Bearer second',
        body: { socket_id: '123.789', channel_name: 'private-branch.3' },
        url: '/api/broadcasting/auth',
      },
    ]);
    expect(first).toEqual({ error: null, data: { auth: 'movers-demo-key:signature-1' } });
    expect(second).toEqual({ error: null, data: { auth: 'movers-demo-key:signature-2' } });
  });

  it('passes an error (and no data) to the callback when the server refuses with 403', async () => {
    server.use(
      mswHttp.post('*/api/broadcasting/auth', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { echo } = await connect();
    tokenStorage.set('someone-else');

    const result = await authorise(customHandler(echo), '1.2', 'private-branch.99');

    expect(result.data).toBeNull();
    expect(result.error).toBeInstanceOf(Error);
    expect(result.error).toBeInstanceOf(ApiError);
    expect((result.error as ApiError).status).toBe(403);
    // A 403 is not a 401: the token stays.
    expect(tokenStorage.get()).toBe('someone-else');
  });
});

describe('createEchoConnection: the RealtimeConnection it returns', () => {
  it('listenPrivate listens on the private channel with a leading-dot event name, and its return stops exactly that', async () => {
    const { connection, echo } = await connect();
    const callback = vi.fn();

    const stop = connection.listenPrivate('branch.3', 'notification-created', callback);

    expect(echo.private).toHaveBeenCalledExactlyOnceWith('branch.3');
    expect(echo.channel.listen).toHaveBeenCalledExactlyOnceWith('.notification-created', callback);
    expect(echo.channel.stopListening).not.toHaveBeenCalled();

    stop();

    expect(echo.channel.stopListening).toHaveBeenCalledExactlyOnceWith(
      '.notification-created',
      callback,
    );
    expect(echo.leave).not.toHaveBeenCalled();
  });

  it("onSubscribed calls back on each of the private channel's subscription_succeeded until stopped", async () => {
    const { connection, echo } = await connect();
    const callback = vi.fn();

    const stop = connection.onSubscribed('App.Models.User.7', callback);

    expect(echo.private).toHaveBeenCalledExactlyOnceWith('App.Models.User.7');
    expect(echo.channel.subscribed).toHaveBeenCalledOnce();
    const succeeded = echo.channel.subscribed.mock.calls[0][0] as () => void;
    succeeded(); // first subscription
    succeeded(); // re-subscribed after a reconnect
    expect(callback).toHaveBeenCalledTimes(2);

    stop();
    succeeded();
    expect(callback).toHaveBeenCalledTimes(2);
    expect(echo.leave).not.toHaveBeenCalled();
  });

  it("socketId() is Echo's socket id (sent as X-Socket-ID by the HTTP client)", async () => {
    const { connection } = await connect();
    expect(connection.socketId()).toBe('4242.17');
  });

  it('leave() leaves the channel through echo.leave', async () => {
    const { connection, echo } = await connect();
    connection.leave('App.Models.User.7');
    expect(echo.leave).toHaveBeenCalledExactlyOnceWith('App.Models.User.7');
    expect(echo.disconnect).not.toHaveBeenCalled();
  });

  it('disconnect() calls echo.disconnect', async () => {
    const { connection, echo } = await connect();
    connection.disconnect();
    expect(echo.disconnect).toHaveBeenCalledOnce();
  });

  it('onStateChange binds state_change on the pusher connection, maps {previous, current}, and unbinds the same handler', async () => {
    const { connection, echo } = await connect();
    const { bind, unbind } = echo.connector.pusher.connection;
    const callback = vi.fn<(previous: ConnectionState, current: ConnectionState) => void>();

    const off = connection.onStateChange(callback);

    expect(bind).toHaveBeenCalledOnce();
    expect(bind.mock.calls[0][0]).toBe('state_change');
    const handler = bind.mock.calls[0][1] as (states: {
      previous: ConnectionState;
      current: ConnectionState;
    }) => void;
    expect(fake.bound.get('state_change')?.size).toBe(1);

    handler({ previous: 'connecting', current: 'connected' });
    expect(callback).toHaveBeenCalledExactlyOnceWith('connecting', 'connected');

    off();

    expect(unbind).toHaveBeenCalledExactlyOnceWith('state_change', handler);
    expect(fake.bound.get('state_change')?.size).toBe(0);
  });
});
