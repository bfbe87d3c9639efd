import { authString, frame, parseFrame, parsePrivateChannel } from './protocol';

/*
 * A Pusher-compatible server core, independent of the transport: each connection gets a
 * `send` function; the hub answers the protocol and fans published events out to the
 * connections subscribed to a channel. The MSW socket handler (browser) and the Node mock
 * server both drive it.
 */

export interface HubConnection {
  socketId: string;
  receive(raw: unknown): void;
  close(): void;
}

export interface PusherHub {
  connect(send: (data: string) => void): HubConnection;
  /** Sends to every subscriber of `channel` but the socket `except` (Laravel's toOthers). */
  publish(channel: string, event: string, data: unknown, options?: { except?: string }): number;
  /** How many connections are subscribed to a channel (tests, diagnostics). */
  subscribers(channel: string): number;
  /** Every channel a connection is subscribed to now (the mock server's presence). */
  channels(): Set<string>;
  /** Forgets every connection, as a restarted server would (a test file's server closing). */
  disconnectAll(): void;
  readonly connectionCount: number;
}

export function createPusherHub(options: { key: string }): PusherHub {
  type Conn = { socketId: string; send: (data: string) => void; channels: Set<string> };
  const connections = new Set<Conn>();
  let sequence = 0;

  const subscribe = (conn: Conn, data: { channel?: string; auth?: string }) => {
    const channel = data.channel ?? '';
    // Only private channels exist in this product; each needs a valid signature from
    // POST /api/broadcasting/auth for this very socket.
    if (
      !parsePrivateChannel(channel) ||
      data.auth !== authString(options.key, conn.socketId, channel)
    ) {
      conn.send(
        frame('pusher:error', {
          code: 4009,
          message: `Subscription to ${channel} refused: invalid signature`,
        }),
      );
      return;
    }
    conn.channels.add(channel);
    conn.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  };

  return {
    connect(send) {
      sequence += 1;
      const conn: Conn = {
        socketId: `${1000 + sequence}.${(sequence * 7919) % 100000}`,
        send,
        channels: new Set(),
      };
      connections.add(conn);
      send(
        frame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: 120 }),
      );
      return {
        socketId: conn.socketId,
        receive(raw) {
          const message = parseFrame(raw);
          if (!message) return;
          const data = (message.data ?? {}) as { channel?: string; auth?: string };
          switch (message.event) {
            case 'pusher:ping':
              send(frame('pusher:pong', {}));
              break;
            case 'pusher:subscribe':
              subscribe(conn, data);
              break;
            case 'pusher:unsubscribe':
              if (data.channel) conn.channels.delete(data.channel);
              break;
            default:
              // client events (whispers) are not used by the product
              break;
          }
        },
        close() {
          connections.delete(conn);
        },
      };
    },
    publish(channel, event, data, options = {}) {
      let delivered = 0;
      const message = frame(event, data, channel);
      for (const conn of connections) {
        if (conn.channels.has(channel) && conn.socketId !== options.except) {
          conn.send(message);
          delivered += 1;
        }
      }
      return delivered;
    },
    subscribers(channel) {
      let count = 0;
      for (const conn of connections) if (conn.channels.has(channel)) count += 1;
      return count;
    },
    channels() {
      const names = new Set<string>();
      for (const conn of connections) for (const name of conn.channels) names.add(name);
      return names;
    },
    disconnectAll() {
      connections.clear();
    },
    get connectionCount() {
      return connections.size;
    },
  };
}
