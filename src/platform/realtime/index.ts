export * from './connection';
export { createEchoConnection } from './echo-connection';
export { FakeRealtimeConnection } from './fake-connection';
export * from './events';
export * from './listeners';
export {
  connectionChanged,
  realtimeReducer,
  selectLiveUpdates,
  type LiveUpdates,
} from './realtime.slice';
export { useFallbackPolling } from './use-fallback-polling';
