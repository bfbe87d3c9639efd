/*
 * The Pusher wire protocol (v7), the part the app uses: connection_established, subscribe /
 * subscription_succeeded, unsubscribe, ping/pong, and channel events whose `data` is a JSON
 * string. Shared by the in-browser MSW socket and the Node mock server.
 */

export const MOCK_APP_SECRET = 'movers-mock-secret';
/** The app key the hub signs with (the client's own key does not matter to the mock). */
export const MOCK_APP_KEY = 'movers-mock';

export type PusherFrame = { event: string; channel?: string; data?: unknown };

export function frame(event: string, data: unknown, channel?: string): string {
  // Pusher sends `data` as a string for connection and channel events.
  const body: PusherFrame = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
  if (channel) body.channel = channel;
  return JSON.stringify(body);
}

export function parseFrame(raw: unknown): PusherFrame | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as PusherFrame;
    if (!value || typeof value.event !== 'string') return null;
    if (typeof value.data === 'string') {
      try {
        value.data = JSON.parse(value.data);
      } catch {
        // plain string data stays as is
      }
    }
    return value;
  } catch {
    return null;
  }
}

/** A deterministic stand-in for Pusher's HMAC: the socket and channel, signed with the secret. */
export function signature(socketId: string, channel: string): string {
  const input = `${MOCK_APP_SECRET}:${socketId}:${channel}`;
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 + c, 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

export function authString(key: string, socketId: string, channel: string): string {
  return `${key}:${signature(socketId, channel)}`;
}

/** `private-App.Models.User.7` -> { kind: 'user', id: 7 }; `private-branch.3` -> branch 3. */
export function parsePrivateChannel(name: string): { kind: 'user' | 'branch'; id: number } | null {
  const user = /^private-App\.Models\.User\.(\d+)$/.exec(name);
  if (user) return { kind: 'user', id: Number(user[1]) };
  const branch = /^private-branch\.(\d+)$/.exec(name);
  if (branch) return { kind: 'branch', id: Number(branch[1]) };
  return null;
}
