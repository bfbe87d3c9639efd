import type { QueryClient } from '@tanstack/react-query';

/** What a listener gets besides its payloads. */
export type RealtimeContext = {
  queryClient: QueryClient;
  /** The signed-in user (whose private channel this is). */
  userId: number;
  /** The active branch (0 for none, and for helpers). */
  activeBranchId: number;
};

/**
 * What a feature does with one pushed event. The realtime saga (one socket for the app)
 * joins the channels, checks each payload with `accept` (a payload that does not fit is
 * dropped) and hands `apply` the accepted payloads of one burst, oldest first. The app
 * composes every feature's listeners (src/app/services.ts); a feature never opens a socket.
 */
export interface RealtimeListener<T = unknown> {
  /** `user`: the signed-in user's private channel; `branch`: the active branch's (company users). */
  channel: 'user' | 'branch';
  event: string;
  accept(data: unknown): data is T;
  apply(context: RealtimeContext, batch: T[]): void | Promise<void>;
}

/** Typed in, loosely typed out, so listeners of several payloads fit in one list. */
export function defineListener<T>(listener: RealtimeListener<T>): RealtimeListener {
  return listener as unknown as RealtimeListener;
}

/** Realtime as the app composes it: the features' listeners, and what follows a subscription. */
export type RealtimeSetup = {
  listeners: RealtimeListener[];
  /**
   * Run after the user channel is first subscribed (at login that is after the first fetch;
   * whatever happened in between was not pushed: Pusher does not replay).
   */
  afterFirstSubscribe?: Array<(context: RealtimeContext) => void | Promise<void>>;
  /**
   * Run after the user channel is subscribed again (a lost connection came back), once what is
   * on screen has been asked for again: what was pushed meanwhile was not.
   */
  afterResubscribe?: Array<(context: RealtimeContext) => void | Promise<void>>;
};
