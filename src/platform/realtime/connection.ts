/**
 * The realtime connection as the app sees it: private channels, events, connection state.
 * One implementation speaks Pusher through laravel-echo (below, loaded lazily so /login
 * stays small); tests pass an in-memory one through the saga context.
 */
export type ConnectionState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'unavailable'
  | 'failed'
  | 'disconnected';

export interface RealtimeConnection {
  /** Listens to `event` on the private channel `name`; returns a function that stops it. */
  listenPrivate(name: string, event: string, callback: (data: unknown) => void): () => void;
  /**
   * Calls back each time the private channel `name` is subscribed: first, and again after
   * every reconnect (the socket library re-authorises and re-subscribes). Only from then on
   * are its events delivered. Returns a function that stops the callbacks.
   */
  onSubscribed(name: string, callback: () => void): () => void;
  /** The socket's id once connected (sent as X-Socket-ID so the server skips its echo). */
  socketId(): string | undefined;
  /** Leaves a channel (unsubscribes). */
  leave(name: string): void;
  onStateChange(
    callback: (previous: ConnectionState, current: ConnectionState) => void,
  ): () => void;
  disconnect(): void;
}

export type RealtimeFactory = () => Promise<RealtimeConnection>;

/** Channel names (the Laravel convention: the user's model channel, one channel per branch). */
export const channels = {
  user: (userId: number) => `App.Models.User.${userId}`,
  branch: (branchId: number) => `branch.${branchId}`,
};

export const REALTIME_EVENTS = {
  notificationCreated: 'notification-created',
  notificationsRead: 'notifications-read',
} as const;
