import type { ConnectionState, RealtimeConnection } from './connection';

/**
 * An in-memory realtime connection for tests: `emit` and `subscribed` play the server,
 * `setState` the network; it records which channels are joined.
 */
export class FakeRealtimeConnection implements RealtimeConnection {
  readonly joined = new Set<string>();
  readonly left: string[] = [];
  disconnected = false;
  /** The socket id the server gave (undefined until connected), as Echo's socketId(). */
  id: string | undefined = 'fake.1';
  #listeners = new Map<string, Set<(data: unknown) => void>>();
  #subscribedListeners = new Map<string, Set<() => void>>();
  #stateListeners = new Set<(previous: ConnectionState, current: ConnectionState) => void>();
  #state: ConnectionState = 'initialized';

  listenPrivate(name: string, event: string, callback: (data: unknown) => void): () => void {
    this.joined.add(name);
    const key = `${name}:${event}`;
    const set = this.#listeners.get(key) ?? new Set();
    set.add(callback);
    this.#listeners.set(key, set);
    return () => set.delete(callback);
  }

  onSubscribed(name: string, callback: () => void): () => void {
    const set = this.#subscribedListeners.get(name) ?? new Set();
    set.add(callback);
    this.#subscribedListeners.set(name, set);
    return () => set.delete(callback);
  }

  socketId(): string | undefined {
    return this.id;
  }

  leave(name: string): void {
    this.joined.delete(name);
    this.left.push(name);
  }

  onStateChange(
    callback: (previous: ConnectionState, current: ConnectionState) => void,
  ): () => void {
    this.#stateListeners.add(callback);
    return () => this.#stateListeners.delete(callback);
  }

  disconnect(): void {
    this.disconnected = true;
    this.setState('disconnected');
  }

  emit(channel: string, event: string, data: unknown): void {
    this.#listeners.get(`${channel}:${event}`)?.forEach((l) => l(data));
  }

  /** The server confirms a (re)subscription to `channel` (pusher:subscription_succeeded). */
  subscribed(channel: string): void {
    this.#subscribedListeners.get(channel)?.forEach((l) => l());
  }

  setState(state: ConnectionState): void {
    const previous = this.#state;
    this.#state = state;
    this.#stateListeners.forEach((l) => l(previous, state));
  }
}
