import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionState } from './connection';

/**
 * The realtime socket's state. Screens that follow the other side live read it to fall back
 * to slow polling while the socket is down (use-fallback-polling.ts).
 */
export type RealtimeState = { connection: ConnectionState };

const initialState: RealtimeState = { connection: 'initialized' };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
  },
});

export const { connectionChanged } = realtimeSlice.actions;

export const selectRealtimeConnected = (state: { realtime: RealtimeState }) =>
  state.realtime.connection === 'connected';
