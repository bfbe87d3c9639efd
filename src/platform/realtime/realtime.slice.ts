import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ConnectionState } from './connection';

/**
 * What the user is told of live updates: `paused` while a socket that had connected is
 * reconnecting (or none can connect), past a short grace; `off` once no socket will come back
 * this session (the socket library failed); null while they flow, or before the first try.
 */
export type LiveUpdates = 'paused' | 'off' | null;

/**
 * The realtime socket's state. Screens that follow the other side live read it to fall back
 * to slow polling while the socket is down (use-fallback-polling.ts); the frame says so
 * (`liveUpdates`, realtime.saga.ts's liveUpdatesFlow).
 */
export type RealtimeState = {
  connection: ConnectionState;
  /** Whether this session's socket has been connected (a later `connecting` is a loss). */
  everConnected: boolean;
  liveUpdates: LiveUpdates;
};

const initialState: RealtimeState = {
  connection: 'initialized',
  everConnected: false,
  liveUpdates: null,
};

export const connectionChanged = createAction<ConnectionState>('realtime/connectionChanged');
export const liveUpdatesChanged = createAction<LiveUpdates>('realtime/liveUpdatesChanged');

/** A plain reducer, as the session's (platform/session/session.slice.ts says why). */
export function realtimeReducer(state = initialState, action: UnknownAction): RealtimeState {
  if (connectionChanged.match(action)) {
    const connection = action.payload;
    if (connection === 'connected') return { connection, everConnected: true, liveUpdates: null };
    // Closed by the app: the session ended (or another began); nothing is lost.
    if (connection === 'disconnected')
      return { connection, everConnected: false, liveUpdates: null };
    return { ...state, connection };
  }
  if (liveUpdatesChanged.match(action)) return { ...state, liveUpdates: action.payload };
  return state;
}

export const selectRealtimeConnected = (state: { realtime: RealtimeState }) =>
  state.realtime.connection === 'connected';

export const selectLiveUpdates = (state: { realtime: RealtimeState }) => state.realtime.liveUpdates;
