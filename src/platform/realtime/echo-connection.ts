import { notifyApiError } from '@/platform/api/notify';
import { pusherConfig } from '@/platform/config/config';
import { authorizeBroadcastingChannel } from './api/endpoints';
import type { ConnectionState, RealtimeConnection } from './connection';

/**
 * laravel-echo over pusher-js: Pusher protocol on port 9000 (443 secure), stats off, TLS not
 * forced (spec section 7). Private channels are authorised by the contract's
 * authorizeBroadcastingChannel (POST /api/broadcasting/auth) through the app's HTTP client,
 * so whatever token is current at subscribe time is used.
 */
export async function createEchoConnection(): Promise<RealtimeConnection> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: pusherConfig.key,
    cluster: 'mt1',
    wsHost: pusherConfig.host,
    wsPort: pusherConfig.port,
    wssPort: pusherConfig.securePort,
    forceTLS: pusherConfig.forceTLS,
    disableStats: pusherConfig.disableStats,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorizeBroadcastingChannel({ socket_id: socketId, channel_name: channelName })
          .then((response) => callback(null, response))
          .catch((error: Error) => {
            notifyApiError(error);
            callback(error, null);
          });
      },
    },
  });
  const pusher = echo.connector.pusher;
  return {
    listenPrivate(name, event, callback) {
      const channel = echo.private(name);
      // A leading dot: the event name is used as is, without Laravel's namespace.
      channel.listen(`.${event}`, callback);
      return () => channel.stopListening(`.${event}`, callback);
    },
    onSubscribed(name, callback) {
      // Echo wraps the callback in its own, so the binding cannot be removed by reference;
      // a flag stops it instead (the binding goes with the channel on leave or disconnect).
      let active = true;
      echo.private(name).subscribed(() => {
        if (active) callback();
      });
      return () => {
        active = false;
      };
    },
    socketId() {
      return echo.socketId() || undefined;
    },
    leave(name) {
      echo.leave(name);
    },
    onStateChange(callback) {
      const handler = (states: { previous: ConnectionState; current: ConnectionState }) =>
        callback(states.previous, states.current);
      pusher.connection.bind('state_change', handler);
      return () => pusher.connection.unbind('state_change', handler);
    },
    disconnect() {
      echo.disconnect();
    },
  };
}
