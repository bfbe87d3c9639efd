export * from './connection';
export { createEchoConnection } from './echo-connection';
export { FakeRealtimeConnection } from './fake-connection';
export * from './events';
export * from './listeners';
export {
  connectionChanged,
  realtimeSlice,
  selectRealtimeConnected,
  type RealtimeState,
} from './realtime.slice';
export { FALLBACK_POLL_MS, useFallbackPolling } from './use-fallback-polling';
