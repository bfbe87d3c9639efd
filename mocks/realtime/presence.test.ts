import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, hub, resetDb, server } from '../node';
import { loginAs } from '../testing/api';
import { presenceFromSockets, presentUserIds } from './presence';
import { authString, MOCK_APP_KEY } from './protocol';

/*
 * Who the mock server counts as signed in (`npm run mock:server`, Node: no Web Locks): who has
 * a socket on her own private channel, as a signed-in app keeps (before, every session ever
 * issued counted, so a helper who signed in once was never simulated again).
 */

const userOf = (email: string) => db.users.findFirst((q) => q.where({ email }))!;

/** A socket of the app subscribed to `channel` (signed with the mock's key, as its auth is). */
function subscribed(channel: string) {
  const connection = hub.connect(() => {});
  connection.receive(
    JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel, auth: authString(MOCK_APP_KEY, connection.socketId, channel) },
    }),
  );
  return connection;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetDb();
});
afterAll(() => server.close());
afterEach(() => {
  presenceFromSockets(undefined);
  hub.disconnectAll();
});

describe('presence on the mock server', () => {
  it('is who has her user channel open: a closed socket is gone, a branch channel names nobody', async () => {
    presenceFromSockets(() => hub.channels());
    const maria = userOf('helper@demo.test');
    const owner = userOf('owner@demo.test');
    expect(await presentUserIds(db)).toEqual(new Set());
    const socket = subscribed(`private-App.Models.User.${maria.id}`);
    subscribed(`private-App.Models.User.${owner.id}`);
    subscribed('private-branch.1');
    expect(await presentUserIds(db)).toEqual(new Set([maria.id, owner.id]));
    socket.close();
    expect(await presentUserIds(db)).toEqual(new Set([owner.id]));
  });

  it('without the server’s sockets (the unit tests) every session counts, as before', async () => {
    await loginAs('helper@demo.test');
    const sessions = new Set(db.sessions.all().map((s) => s.user_id));
    expect(sessions).toContain(userOf('helper@demo.test').id);
    expect(await presentUserIds(db)).toEqual(sessions);
  });
});
