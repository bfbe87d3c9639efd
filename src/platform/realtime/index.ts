export * from './connection';
export { createEchoConnection } from './echo-connection';
export { FakeRealtimeConnection } from './fake-connection';
