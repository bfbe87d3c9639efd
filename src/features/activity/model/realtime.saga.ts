import type { QueryClient } from '@tanstack/react-query';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  flush,
  fork,
  getContext,
  put,
  select,
  take,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { Notification } from '@/platform/api/generated/model';
import {
  channels,
  REALTIME_EVENTS,
  type ConnectionState,
  type RealtimeConnection,
  type RealtimeFactory,
} from '@/platform/realtime';
import {
  branchActivated,
  loggedIn,
  logoutRequested,
  selectActiveBranchId,
  selectUser,
  sessionAnonymous,
  sessionRestored,
  unauthorized,
  type UserData,
} from '@/platform/session';
import { applyPushedNotifications, refetchFirstPage } from '../api/cache';
import { connectionChanged, notificationPushed } from './activity.slice';

type Pushed = { notification: Notification; unread_count: number };
type ReadElsewhere = { branch_id: number; user_id: number; unread_count: number };
type Message =
  | { type: 'notification'; payload: Pushed }
  | { type: 'state'; previous: ConnectionState; current: ConnectionState };

function userEvents(connection: RealtimeConnection, userId: number): EventChannel<Message> {
  return eventChannel<Message>((emit) => {
    const stopListening = connection.listenPrivate(
      channels.user(userId),
      REALTIME_EVENTS.notificationCreated,
      (data) => emit({ type: 'notification', payload: data as Pushed }),
    );
    const stopState = connection.onStateChange((previous, current) =>
      emit({ type: 'state', previous, current }),
    );
    return () => {
      stopListening();
      stopState();
    };
  }, buffers.expanding<Message>(64));
}

/** Applies pushed notifications, oldest first; a burst arrives here as one batch. */
export function* handlePushedNotifications(batch: Pushed[]) {
  const queryClient: QueryClient = yield getContext('queryClient');
  const activeBranchId: number = yield select(selectActiveBranchId);
  const lastActive = applyPushedNotifications(queryClient, activeBranchId, batch);
  if (lastActive) yield put(notificationPushed({ id: lastActive }));
}

function branchEvents(
  connection: RealtimeConnection,
  branchId: number,
): EventChannel<ReadElsewhere> {
  const name = channels.branch(branchId);
  return eventChannel<ReadElsewhere>((emit) => {
    const stop = connection.listenPrivate(name, REALTIME_EVENTS.notificationsRead, (data) =>
      emit(data as ReadElsewhere),
    );
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
      // Reads made elsewhere (another tab, another device): page 1 and the count again.
      if (event.user_id === userId) yield call(refetchFirstPage, queryClient, event.branch_id);
    }
  } finally {
    chan.close();
  }
}

/** The active branch's channel: when the branch changes, the old one is left, the new joined. */
export function* branchChannelFlow(connection: RealtimeConnection, userId: number) {
  let branchId: number = yield select(selectActiveBranchId);
  let task: Task | undefined;
  while (true) {
    if (task) yield cancel(task);
    task = branchId ? ((yield fork(watchBranch, connection, branchId, userId)) as Task) : undefined;
    let next = branchId;
    while (next === branchId) {
      const action: ReturnType<typeof branchActivated> = yield take(branchActivated.type);
      next = action.payload;
    }
    branchId = next;
  }
}

/** One connection per session: created once a token (and user) exists, closed on logout. */
function* connectionFlow() {
  const factory: RealtimeFactory = yield getContext('realtime');
  const user: UserData | null = yield select(selectUser);
  if (!user) return;
  let connection: RealtimeConnection | null = null;
  let chan: EventChannel<Message> | null = null;
  try {
    try {
      connection = yield call(factory);
    } catch {
      // The socket library could not load or start: no realtime for this session (the next
      // login tries again); the lists still load and refresh through the API.
      yield put(connectionChanged('failed'));
      return;
    }
    chan = userEvents(connection!, user.id);
    if (!user.isHelper) yield fork(branchChannelFlow, connection!, user.id);
    let wasConnected = false;
    while (true) {
      // Take one message and whatever queued up behind it while we were busy, so a burst
      // of pushes becomes one cache update and one render instead of hundreds.
      const first: Message = yield take(chan);
      const rest: Message[] = yield flush(chan);
      let pushed: Pushed[] = [];
      for (const message of [first, ...rest]) {
        if (message.type === 'notification') {
          pushed.push(message.payload);
          continue;
        }
        if (pushed.length) yield call(handlePushedNotifications, pushed);
        pushed = [];
        yield put(connectionChanged(message.current));
        if (message.current === 'connected') {
          // Pusher does not replay what was missed while away: fetch page 1 and the count.
          if (wasConnected) {
            const queryClient: QueryClient = yield getContext('queryClient');
            const branchId: number = yield select(selectActiveBranchId);
            if (branchId) yield call(refetchFirstPage, queryClient, branchId);
          }
          wasConnected = true;
        }
      }
      if (pushed.length) yield call(handlePushedNotifications, pushed);
    }
  } finally {
    if ((yield cancelled()) as boolean) {
      chan?.close();
      connection?.disconnect();
      yield put(connectionChanged('disconnected'));
    }
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
    if (START.includes(action.type)) task = (yield fork(connectionFlow)) as Task;
    action = yield take([...START, ...STOP]);
  }
}
