import { ws } from 'msw';
import type { PusherHub } from './hub';

/**
 * The Pusher socket in mock mode: MSW intercepts the app's WebSocket to any host's
 * /app/{key} (pusher-js dials ws://HOST:9000/app/KEY?protocol=7...) and the hub answers.
 */
export function pusherSocketHandler(hub: PusherHub) {
  const pusher = ws.link(/^wss?:\/\/[^/]+\/app\/[^/?]+/);
  return pusher.addEventListener('connection', ({ client }) => {
    const connection = hub.connect((data) => client.send(data));
    client.addEventListener('message', (event) => connection.receive(event.data));
    client.addEventListener('close', () => connection.close());
  });
}
