import { ws } from 'msw';
import { withoutCallFrames } from '../handlers/lib/call-frames';
import type { HubConnection, PusherHub } from './hub';

/** What the socket handler needs of a client socket: closing it. */
interface ClosableClient {
  close(code?: number, reason?: string): void;
}

/**
 * Mock-only: drops the realtime connection the way a network outage does, so journeys can
 * check that the app reconnects and catches up (`window.__moversMock.realtime`).
 */
export interface SocketFaults {
  /**
   * Closes every open client socket (code 1006, as a lost network gives; pusher-js then
   * reconnects by itself). With `refuse`, new sockets are closed at once too until
   * `restore()` or, given `forMs`, until that time has passed.
   */
  drop(options?: { refuse?: boolean; forMs?: number }): number;
  /** Accepts connections again after a refusing `drop`. */
  restore(): void;
  /** Open client sockets that the hub serves. */
  readonly openSockets: number;
  /** Whether new sockets are being refused. */
  readonly refusing: boolean;
  /**
   * Registers a client socket (the handler below): false when it was refused (and closed).
   * `onClose` runs when `drop` closes it, whether or not the transport reports the close.
   */
  accept(client: ClosableClient, onClose: () => void): boolean;
  /** Forgets a client socket that closed. */
  release(client: ClosableClient): void;
}

/** Close code of an abnormal closure; pusher-js reconnects after it (it is not a 4xxx refusal). */
export const DROP_CLOSE_CODE = 1006;

export function createSocketFaults(): SocketFaults {
  const clients = new Map<ClosableClient, () => void>();
  let refusingUntil = 0;
  const refusing = () => refusingUntil > Date.now();
  return {
    drop(options = {}) {
      if (options.refuse || options.forMs)
        refusingUntil = options.forMs ? Date.now() + options.forMs : Infinity;
      const dropped = [...clients];
      clients.clear();
      for (const [client, onClose] of dropped) {
        client.close(DROP_CLOSE_CODE, 'Connection dropped (mock)');
        onClose();
      }
      return dropped.length;
    },
    restore() {
      refusingUntil = 0;
    },
    get openSockets() {
      return clients.size;
    },
    get refusing() {
      return refusing();
    },
    accept(client, onClose) {
      if (refusing()) {
        client.close(DROP_CLOSE_CODE, 'Connection refused (mock)');
        return false;
      }
      clients.set(client, onClose);
      return true;
    },
    release(client) {
      clients.delete(client);
    },
  };
}

/** The page's (or process's) socket faults, driven by `window.__moversMock.realtime`. */
export const socketFaults = createSocketFaults();

/**
 * The Pusher socket in mock mode: MSW intercepts the app's WebSocket to any host's
 * /app/{key} (pusher-js dials ws://HOST:9000/app/KEY?protocol=7...) and the hub answers.
 */
export function pusherSocketHandler(hub: PusherHub, faults: SocketFaults = socketFaults) {
  return withoutCallFrames(() =>
    ws.link(/^wss?:\/\/[^/]+\/app\/[^/?]+/).addEventListener('connection', ({ client }) => {
      const held: { connection?: HubConnection } = {};
      if (!faults.accept(client, () => held.connection?.close())) return;
      const connection = hub.connect((data) => client.send(data));
      held.connection = connection;
      client.addEventListener('message', (event) => connection.receive(event.data));
      client.addEventListener('close', () => {
        faults.release(client);
        connection.close();
      });
    }),
  );
}
