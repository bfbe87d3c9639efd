import { refreshAll } from '@/platform/api/cache';
import { whenIdle } from '@/platform/services';
import type { QueryClient } from '@tanstack/react-query';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
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
  takeLatest,
} from 'redux-saga/effects';
import { configureHttpClient } from '@/platform/api/http-client';
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
import {
  channels,
  type ConnectionState,
  type RealtimeConnection,
  type RealtimeFactory,
} from './connection';
import type { RealtimeContext, RealtimeListener, RealtimeSetup } from './listeners';
import { connectionChanged, liveUpdatesChanged, type RealtimeState } from './realtime.slice';

/*
 * The app's one realtime connection: opened when a session starts, closed when it ends. It
 * joins the user's private channel (everyone) and the active branch's channel (company users),
 * and hands each pushed event to the listeners the features registered (src/app/services.ts).
 */

type Pushed = { listener: RealtimeListener; payload: unknown };
type Message =
  | { type: 'event'; pushed: Pushed }
  | { type: 'subscribed' }
  | { type: 'state'; previous: ConnectionState; current: ConnectionState };

/** Listens to every listener's event on one channel; a payload that does not fit is dropped. */
function listenAll(
  connection: RealtimeConnection,
  name: string,
  listeners: RealtimeListener[],
  emit: (message: Message) => void,
): () => void {
  const stops = listeners.map((listener) =>
    connection.listenPrivate(name, listener.event, (payload) => {
      if (listener.accept(payload)) emit({ type: 'event', pushed: { listener, payload } });
    }),
  );
  return () => stops.forEach((stop) => stop());
}

function userEvents(
  connection: RealtimeConnection,
  userId: number,
  listeners: RealtimeListener[],
): EventChannel<Message> {
  const name = channels.user(userId);
  return eventChannel<Message>((emit) => {
    const stopListening = listenAll(connection, name, listeners, emit);
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

function* realtimeContext(userId: number) {
  const queryClient: QueryClient = yield getContext('queryClient');
  const activeBranchId: number = yield select(selectActiveBranchId);
  return { queryClient, userId, activeBranchId } satisfies RealtimeContext;
}

/**
 * Applies pushed events: each listener gets its payloads of the burst as one batch. The
 * listeners start together, oldest event first, and the burst ends when all have: one waiting
 * on a refetch (or a slow read) holds no other, and the refresh table's rows of one burst
 * refresh together (refresh-table.ts), each query once. One batch that cannot be applied is
 * lost, not the connection: the next push lands.
 */
export function* applyPushed(pushed: Pushed[], userId: number) {
  const context: RealtimeContext = yield call(realtimeContext, userId);
  const batches = new Map<RealtimeListener, unknown[]>();
  for (const { listener, payload } of pushed) {
    const batch = batches.get(listener) ?? [];
    batch.push(payload);
    batches.set(listener, batch);
  }
  yield call(applyTogether, context, batches);
}

function applyTogether(context: RealtimeContext, batches: Map<RealtimeListener, unknown[]>) {
  return Promise.all(
    [...batches].map(async ([listener, batch]) => {
      try {
        await listener.apply(context, batch);
      } catch (error) {
        console.error(`Could not apply pushed ${listener.event}`, error);
      }
    }),
  );
}

/** What the features do once subscribed, first or again (Pusher does not replay). */
function* afterSubscribe(hooks: RealtimeSetup['afterResubscribe'], userId: number) {
  const context: RealtimeContext = yield call(realtimeContext, userId);
  for (const hook of hooks ?? []) {
    try {
      yield call(hook, context);
    } catch (error) {
      console.error('Could not catch up after subscribing', error);
    }
  }
}

/**
 * What is on screen may have missed pushes: after a reconnect, and once a channel is first
 * subscribed (a page's data was read before; the socket waits for an idle moment, and the
 * bench's hand-over met a crew page showing a helper Pending for good). Every query is marked
 * stale: those on screen refetch in place, the rest when next shown. A fetch under way is
 * started again, not joined (review 57 L4): a change made between it and this subscription
 * is in neither its answer nor a push.
 */
function* refetchMissed() {
  const queryClient: QueryClient = yield getContext('queryClient');
  try {
    yield call(refreshAll, queryClient);
  } catch (error) {
    console.error('Could not refetch what the socket may have missed', error);
  }
}

function branchEvents(
  connection: RealtimeConnection,
  branchId: number,
  listeners: RealtimeListener[],
): EventChannel<Message> {
  const name = channels.branch(branchId);
  return eventChannel<Message>((emit) => {
    const stop = listenAll(connection, name, listeners, emit);
    const stopSubscribed = connection.onSubscribed(name, () => emit({ type: 'subscribed' }));
    return () => {
      stop();
      stopSubscribed();
      connection.leave(name);
    };
  }, buffers.expanding<Message>(64));
}

/**
 * One branch's channel, until cancelled (then it is left). Once it is first subscribed, what is
 * on screen is fetched again (refetchMissed): the branch's pushes (orders, crews, team) sent
 * before then reached nobody. A later subscription is a reconnect, which the user channel's
 * subscription covers.
 */
function* watchBranch(
  connection: RealtimeConnection,
  branchId: number,
  userId: number,
  listeners: RealtimeListener[],
) {
  const chan = branchEvents(connection, branchId, listeners);
  let subscribed = false;
  try {
    while (true) {
      const first: Message = yield take(chan);
      yield delay(PUSH_BATCH_WINDOW_MS);
      const messages: Message[] = [first, ...((yield flush(chan)) as Message[])];
      if (!subscribed && messages.some((m) => m.type === 'subscribed')) {
        subscribed = true;
        yield call(refetchMissed);
      }
      const pushed = messages.flatMap((m) => (m.type === 'event' ? [m.pushed] : []));
      if (pushed.length) yield call(applyPushed, pushed, userId);
    }
  } finally {
    chan.close();
  }
}

/**
 * The active branch's channel: when the branch changes, the old one is left, the new joined.
 * Deleting a branch resets the active id to 0 without an activation, and 0 joins nothing.
 */
export function* branchChannelFlow(
  connection: RealtimeConnection,
  userId: number,
  listeners: RealtimeListener[],
) {
  let branchId: number = yield select(selectActiveBranchId);
  let task: Task | undefined;
  while (true) {
    if (task) yield cancel(task);
    task = branchId
      ? ((yield fork(watchBranch, connection, branchId, userId, listeners)) as Task)
      : undefined;
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

/**
 * The longest the socket waits for an idle moment of the main thread: its library's download,
 * start-up and channel authorisation then do not compete with a page's first render and first
 * data. Nothing is lost by waiting: what was pushed meanwhile is fetched again once the
 * channels are subscribed (refetchMissed; the features' afterFirstSubscribe).
 */
export const REALTIME_IDLE_TIMEOUT_MS = 1000;

/**
 * One connection per session: created once a token (and user) exists, closed on logout, and
 * closed too if this flow ever ends some other way (never a socket left open and unheard).
 */
export function* connectionFlow(setup: RealtimeSetup) {
  const factory: RealtimeFactory = yield getContext('realtime');
  const user: UserData | null = yield select(selectUser);
  if (!user) return;
  let connection: RealtimeConnection | null = null;
  let chan: EventChannel<Message> | null = null;
  const onUser = setup.listeners.filter((l) => l.channel === 'user');
  const onBranch = setup.listeners.filter((l) => l.channel === 'branch');
  try {
    yield call(whenIdle, REALTIME_IDLE_TIMEOUT_MS);
    try {
      connection = yield call(factory);
    } catch {
      // The socket library could not load or start: no realtime for this session (the next
      // login tries again); the lists still load, and poll slowly (useFallbackPolling).
      yield put(connectionChanged('failed'));
      return;
    }
    // Calls now carry this socket's id, so the server leaves it out of what they broadcast.
    const socket = connection!;
    configureHttpClient({ getSocketId: () => socket.socketId() });
    chan = userEvents(socket, user.id, onUser);
    const watchesBranch = !user.isHelper && onBranch.length > 0;
    if (watchesBranch) yield fork(branchChannelFlow, connection!, user.id, onBranch);
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
        if (message.type === 'event') {
          pushed.push(message.pushed);
          continue;
        }
        if (pushed.length) yield call(applyPushed, pushed, user.id);
        pushed = [];
        if (message.type === 'subscribed') {
          // The first subscription follows the first fetch; any later one, a lost connection.
          // A company's screens refetch with its branch's channel (watchBranch).
          subscriptions += 1;
          if (subscriptions === 1) {
            yield call(afterSubscribe, setup.afterFirstSubscribe, user.id);
            if (!watchesBranch) yield call(refetchMissed);
          } else {
            yield call(refetchMissed);
            yield fork(afterSubscribe, setup.afterResubscribe, user.id);
          }
        } else yield put(connectionChanged(message.current));
      }
      if (pushed.length) yield call(applyPushed, pushed, user.id);
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

/**
 * How long a lost socket may take to come back before the frame says live updates are
 * paused: a moment's drop (a Wi-Fi hand-over, the demo's reset in another tab) says nothing.
 */
export const LIVE_PAUSE_GRACE_MS = 3_000;

/**
 * What the frame says of live updates (LiveUpdatesNotice), from the socket's states: paused
 * once a socket that had connected has been away for the grace (or none can connect:
 * `unavailable`), off when the connection failed for good, nothing once it is back. A state
 * that follows restarts the wait (takeLatest), and one still down keeps what is shown.
 */
function* liveUpdatesFlow({ payload }: ReturnType<typeof connectionChanged>) {
  const { everConnected }: RealtimeState = yield select(
    (state: { realtime: RealtimeState }) => state.realtime,
  );
  if (payload === 'failed') yield put(liveUpdatesChanged('off'));
  else if (payload === 'unavailable' || (payload === 'connecting' && everConnected)) {
    yield delay(LIVE_PAUSE_GRACE_MS);
    yield put(liveUpdatesChanged('paused'));
  }
}

const START: string[] = [sessionRestored.type, loggedIn.type];
const STOP: string[] = [logoutRequested.type, unauthorized.type, sessionAnonymous.type];

/**
 * Starts a connection when a session starts (a token and its user), restarts it when another
 * session starts over it (a new token, e.g. /oauth-login, may be another user), and closes it
 * when the session ends.
 */
export function createRealtimeSaga(setup: RealtimeSetup) {
  return function* realtimeSaga() {
    yield takeLatest(connectionChanged.type, liveUpdatesFlow);
    let task: Task | null = null;
    let action: { type: string } = yield take(START);
    while (true) {
      if (task) yield cancel(task);
      task = null;
      // Spawned: should one connection's flow fail, the next session still gets realtime.
      if (START.includes(action.type)) task = (yield spawn(connectionFlow, setup)) as Task;
      action = yield take([...START, ...STOP]);
    }
  };
}
