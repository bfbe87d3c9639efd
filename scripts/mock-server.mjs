// Runs the mock backend as a real HTTP + Pusher server (mocks/server/main.ts), bundled by
// lib/bundle-ts.mjs (one bundle per checkout and port, so two servers started at once never
// empty or import each other's).
//   MOCK_SERVER_PORT (8787)  MOCK_PUSHER_PORT (9000)  MOCK_SCENARIO (default)
//   MOCK_SIMULATOR_MS (off): emit a demo notification every N ms
//   MOVERS_CLOCK_OFFSET_MS: run on the machine's time moved by that much (scripts/lib/shift-clock.mjs;
//   the real-API journeys set it)
import { importBundled } from './lib/bundle-ts.mjs';
import { shiftClockFromEnv } from './lib/shift-clock.mjs';

shiftClockFromEnv();

const { module: server } = await importBundled('mocks/server/main.ts', {
  name: 'mock-server',
  instance: process.env.MOCK_SERVER_PORT ?? 8787,
});
await server.main();
