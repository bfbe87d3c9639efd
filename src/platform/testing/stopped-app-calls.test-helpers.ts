/**
 * What the test harness (src/app/test-utils.tsx) knows of the apps' HTTP calls, as a reload
 * would: `generation` moves on each time the apps stop (an answer to a call of an older one
 * goes nowhere); `afterStop` holds from the stop until the next app starts or the next test
 * begins (vitest.setup.ts), and a call made meanwhile is a stopped app's, never sent;
 * `dropped` counts the calls that went nowhere. One record per worker's module graph, shared
 * by the harness and the setup file, which must not import the app to reset it.
 */
const calls = { generation: 0, dropped: 0, afterStop: false };

export function stoppedAppCalls() {
  return calls;
}

/** A test begins: whatever app stopped before it, the calls now are this test's. */
export function testBegins() {
  calls.afterStop = false;
}
