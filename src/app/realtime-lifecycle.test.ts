import { db } from '@mocks/node';
import { createApp } from '@/app/bootstrap';
import { setupMockServer, loginAs } from '@/app/test-utils';
import { FakeRealtimeConnection, type RealtimeFactory } from '@/platform/realtime';
import { loggedIn, logoutRequested, toUserData, type UserData } from '@/platform/session';
import { REALTIME_IDLE_TIMEOUT_MS } from '@/platform/realtime/realtime.saga';

setupMockServer();

function userData(email: string): UserData {
  const user = db.users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`no ${email}`);
  return toUserData(user as Parameters<typeof toUserData>[0]);
}

/** A factory that records each connection it opens; `failFirst` makes the first open throw. */
function recordingFactory(failFirst = false) {
  const opened: FakeRealtimeConnection[] = [];
  let calls = 0;
  const factory: RealtimeFactory = async () => {
    calls += 1;
    if (failFirst && calls === 1) throw new Error('pusher-js failed to load');
    const connection = new FakeRealtimeConnection();
    opened.push(connection);
    return connection;
  };
  return { factory, opened, calls: () => calls };
}

async function flush() {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('realtime connection lifecycle', () => {
  it('opens the socket only once the main thread is idle, not during the first render', async () => {
    const idle: (() => void)[] = [];
    const timeouts: (number | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout?: number }) => {
      idle.push(cb);
      timeouts.push(options?.timeout);
      return idle.length;
    });
    try {
      const { factory, calls } = recordingFactory();
      const { store } = createApp({
        realtime: factory,
        reload: () => undefined,
        navigate: () => {},
      });
      const helper = userData('helper@demo.test');
      store.dispatch(loggedIn({ token: await loginAs('helper@demo.test'), user: helper }));
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      await flush();
      expect(calls()).toBe(0); // still waiting for an idle moment
      expect(timeouts[0]).toBe(REALTIME_IDLE_TIMEOUT_MS); // but not for ever
      idle[0]!();
      await vi.waitFor(() => expect(calls()).toBe(1));
      store.dispatch(logoutRequested());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a new session over an open one closes the old connection and opens one on the new user channel', async () => {
    const { factory, opened } = recordingFactory();
    const { store } = createApp({ realtime: factory, reload: () => undefined, navigate: () => {} });
    const helper = userData('helper@demo.test');
    store.dispatch(loggedIn({ token: await loginAs('helper@demo.test'), user: helper }));
    await vi.waitFor(() => expect(opened[0]?.joined).toContain(`App.Models.User.${helper.id}`));

    // e.g. /oauth-login with another account's token while the first session is live.
    const other = userData('priya.patel@helpers.demo.test');
    store.dispatch(
      loggedIn({ token: await loginAs('priya.patel@helpers.demo.test'), user: other }),
    );
    await vi.waitFor(() => expect(opened[1]?.joined).toContain(`App.Models.User.${other.id}`));
    expect(opened[0].disconnected).toBe(true);
    expect(opened[1].disconnected).toBe(false);

    store.dispatch(logoutRequested());
    await vi.waitFor(() => expect(opened[1].disconnected).toBe(true));
  });

  it('a connection that cannot open leaves the session working, and the next login tries again', async () => {
    const { factory, opened, calls } = recordingFactory(true);
    const { store } = createApp({ realtime: factory, reload: () => undefined, navigate: () => {} });
    const helper = userData('helper@demo.test');
    const token = await loginAs('helper@demo.test');
    store.dispatch(loggedIn({ token, user: helper }));
    await vi.waitFor(() => expect(calls()).toBe(1));
    expect(opened).toHaveLength(0);
    expect(store.getState().session.status).toBe('authenticated');

    store.dispatch(logoutRequested());
    await flush();
    store.dispatch(loggedIn({ token, user: helper }));
    await vi.waitFor(() => expect(opened[0]?.joined).toContain(`App.Models.User.${helper.id}`));
    expect(calls()).toBe(2);
  });
});
