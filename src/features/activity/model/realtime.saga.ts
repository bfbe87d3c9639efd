import type { QueryClient } from '@tanstack/react-query';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  flush,
  fork,
  getContext,
  put,
  select,
  spawn,
  take,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import {
  channels,
  REALTIME_EVENTS,
  type ConnectionState,
  type RealtimeConnection,
  type RealtimeFactory,
} from '@/platform/realtime';
import {
  branchActivated,
  branchDeleted,
  loggedIn,
  logoutRequested,
  selectActiveBranchId,
  selectUser,
  sessionAnonymous,
  sessionRestored,
  unauthorized,
  type UserData,
} from '@/platform/session';
import { configureHttpClient } from '@/platform/api/http-client';
import {
  applyPushedNotifications,
  invalidateNotifiedOrders,
  refreshFeed,
  setUnreadCount,
} from '../api/cache';
import { connectionChanged } from './activity.slice';
import {
  isPushedNotification,
  isReadElsewhere,
  type PushedNotification as Pushed,
  type ReadElsewhere,
} from './realtime-events';

type Message =
  | { type: 'notification'; payload: Pushed }
  | { type: 'subscribed' }
  | { type: 'state'; previous: ConnectionState; current: ConnectionState };

function userEvents(connection: RealtimeConnection, userId: number): EventChannel<Message> {
  const name = channels.user(userId);
  return eventChannel<Message>((emit) => {
    const stopListening = connection.listenPrivate(
      name,
      REALTIME_EVENTS.notificationCreated,
      (data) => {
        // A malformed push is dropped here, before it can reach the cache.
        if (isPushedNotification(data)) emit({ type: 'notification', payload: data });
      },
    );
    const stopSubscribed = connection.onSubscribed(name, () => emit({ type: 'subscribed' }));
    const stopState = connection.onStateChange((previous, current) =>
      emit({ type: 'state', previous, current }),
    );
    return () => {
      stopListening();
      stopSubscribed();
      stopState();
    };
  }, buffers.expanding<Message>(64));
}

/** Applies pushed notifications, oldest first; a burst arrives here as one batch. */
export function* handlePushedNotifications(batch: Pushed[]) {
  const queryClient: QueryClient = yield getContext('queryClient');
  const activeBranchId: number = yield select(selectActiveBranchId);
  applyPushedNotifications(queryClient, activeBranchId, batch);
  invalidateNotifiedOrders(queryClient, batch);
}

/** One batch that cannot be applied is lost, not the connection: the next push still lands. */
function* applyBatch(batch: Pushed[]) {
  try {
    yield call(handlePushedNotifications, batch);
  } catch (error) {
    console.error('Could not apply pushed notifications', error);
  }
}

/**
 * Pushes reach the user channel only once it is subscribed: at login that is after the feed
 * was first fetched, and after a reconnect it is after the socket is back. Whatever was sent
 * before then was never pushed, so page 1 and the counts are fetched again (Pusher does not
 * replay).
 */
function* refetchAfterSubscribe() {
  const queryClient: QueryClient = yield getContext('queryClient');
  const branchId: number = yield select(selectActiveBranchId);
  if (!branchId) return;
  try {
    yield call(refreshFeed, queryClient, branchId);
  } catch (error) {
    console.error('Could not refetch the activity feed', error);
  }
}

/**
 * After a reconnect (the user channel subscribed again), everything on screen may have missed
 * pushes: a notification about an order also means the order, its lists and counts changed
 * (what `invalidateNotifiedOrders` does for a push). Which orders is unknown, so every query
 * is marked stale: those on screen refetch in place (pages kept, no skeleton), the rest when
 * next shown, as React Query's own refetch-on-reconnect does for the network.
 */
function* refetchAfterReconnect() {
  const queryClient: QueryClient = yield getContext('queryClient');
  try {
    yield call([queryClient, queryClient.invalidateQueries]);
  } catch (error) {
    console.error('Could not refetch after a reconnect', error);
  }
}

function branchEvents(
  connection: RealtimeConnection,
  branchId: number,
): EventChannel<ReadElsewhere> {
  const name = channels.branch(branchId);
  return eventChannel<ReadElsewhere>((emit) => {
    const stop = connection.listenPrivate(name, REALTIME_EVENTS.notificationsRead, (data) => {
      if (isReadElsewhere(data)) emit(data);
    });
    return () => {
      stop();
      connection.leave(name);
    };
  });
}

/** One branch's channel, until cancelled (then it is left). */
function* watchBranch(connection: RealtimeConnection, branchId: number, userId: number) {
  const queryClient: QueryClient = yield getContext('queryClient');
  const chan = branchEvents(connection, branchId);
  try {
    while (true) {
      const event: ReadElsewhere = yield take(chan);
      // Reads made elsewhere (another tab, another device; the server leaves out the socket
      // that made the read, X-Socket-ID): the count at once, the loaded pages refetched.
      if (event.user_id !== userId) continue;
      setUnreadCount(queryClient, event.branch_id, event.unread_count);
      yield call(refreshFeed, queryClient, event.branch_id);
    }
  } finally {
    chan.close();
  }
}

/**
 * The active branch's channel: when the branch changes, the old one is left, the new joined.
 * Deleting a branch resets the active id to 0 without an activation, and 0 joins nothing.
 */
export function* branchChannelFlow(connection: RealtimeConnection, userId: number) {
  let branchId: number = yield select(selectActiveBranchId);
  let task: Task | undefined;
  while (true) {
    if (task) yield cancel(task);
    task = branchId ? ((yield fork(watchBranch, connection, branchId, userId)) as Task) : undefined;
    let next = branchId;
    while (next === branchId) {
      yield take([branchActivated.type, branchDeleted.type]);
      next = yield select(selectActiveBranchId);
    }
    branchId = next;
  }
}

/** How long a push waits for others to join its cache update (about one frame). */
export const PUSH_BATCH_WINDOW_MS = 16;

/** The longest the socket waits for an idle moment of the main thread. */
export const REALTIME_IDLE_TIMEOUT_MS = 1000;

/**
 * Resolves when the main thread is idle (or after `timeout`): the socket library's download,
 * start-up and channel authorisation then do not compete with a page's first render and
 * first data. Nothing is lost by waiting: page 1 is fetched again once the user channel is
 * subscribed (refetchAfterSubscribe).
 */
export function whenIdle(timeout = REALTIME_IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * One connection per session: created once a token (and user) exists, closed on logout, and
 * closed too if this flow ever ends some other way (never a socket left open and unheard).
 */
export function* connectionFlow() {
  const factory: RealtimeFactory = yield getContext('realtime');
  const user: UserData | null = yield select(selectUser);
  if (!user) return;
  let connection: RealtimeConnection | null = null;
  let chan: EventChannel<Message> | null = null;
  try {
    yield call(whenIdle);
    try {
      connection = yield call(factory);
    } catch {
      // The socket library could not load or start: no realtime for this session (the next
      // login tries again); the lists still load and refresh through the API.
      yield put(connectionChanged('failed'));
      return;
    }
    // Calls now carry this socket's id, so the server leaves it out of what they broadcast.
    const socket = connection!;
    configureHttpClient({ getSocketId: () => socket.socketId() });
    chan = userEvents(socket, user.id);
    if (!user.isHelper) yield fork(branchChannelFlow, connection!, user.id);
    let subscriptions = 0;
    while (true) {
      // Take one message and whatever queues up behind it within one frame, so a burst of
      // pushes (each its own socket message, so its own task) becomes a few cache updates
      // and renders instead of one per push; a single push waits at most a frame.
      const first: Message = yield take(chan);
      yield delay(PUSH_BATCH_WINDOW_MS);
      const rest: Message[] = yield flush(chan);
      let pushed: Pushed[] = [];
      for (const message of [first, ...rest]) {
        if (message.type === 'notification') {
          pushed.push(message.payload);
          continue;
        }
        if (pushed.length) yield call(applyBatch, pushed);
        pushed = [];
        if (message.type === 'subscribed') {
          // The first subscription follows the first fetch; any later one, a lost connection.
          subscriptions += 1;
          yield call(subscriptions === 1 ? refetchAfterSubscribe : refetchAfterReconnect);
        } else yield put(connectionChanged(message.current));
      }
      if (pushed.length) yield call(applyBatch, pushed);
    }
  } finally {
    if (connection) configureHttpClient({ getSocketId: () => undefined });
    chan?.close();
    connection?.disconnect();
    // Cancelled: the session ended or another began. Ended with an open connection: failed.
    if ((yield cancelled()) as boolean) yield put(connectionChanged('disconnected'));
    else if (connection) yield put(connectionChanged('failed'));
  }
}

const START: string[] = [sessionRestored.type, loggedIn.type];
const STOP: string[] = [logoutRequested.type, unauthorized.type, sessionAnonymous.type];

/**
 * Starts a connection when a session starts (a token and its user), restarts it when another
 * session starts over it (a new token, e.g. /oauth-login, may be another user), and closes it
 * when the session ends.
 */
export function* realtimeSaga() {
  let task: Task | null = null;
  let action: { type: string } = yield take(START);
  while (true) {
    if (task) yield cancel(task);
    task = null;
    // Spawned: should one connection's flow fail, the next session still gets realtime.
    if (START.includes(action.type)) task = (yield spawn(connectionFlow)) as Task;
    action = yield take([...START, ...STOP]);
  }
}
