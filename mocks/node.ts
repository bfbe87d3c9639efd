import { setupServer } from 'msw/node';
import { db, resetDatabase, type ResetOptions, type ScenarioName } from './db';
import { handlers, outsideContractHandlers } from './handlers';
import { hub, startRealtimeBridge } from './realtime';
import { pusherSocketHandler } from './realtime/socket';

/*
 * For tests (vitest, Node): an MSW server over the same handlers and db as the browser,
 * in memory (no IndexedDB, no cross-tab sync).
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   beforeEach(() => resetDb());            // or resetDb('busy')
 *   afterEach(() => server.resetHandlers());
 *   afterAll(() => server.close());
 */

export const server = setupServer(
  ...handlers,
  ...outsideContractHandlers,
  pusherSocketHandler(hub),
);
startRealtimeBridge();

/** Empties the db and seeds a scenario (about 50-150 ms). */
export function resetDb(
  scenario: ScenarioName = 'default',
  options: ResetOptions = {},
): Promise<void> {
  return resetDatabase(db, scenario, options);
}

export { db, handlers, hub };
export { emitDemoNotifications } from './realtime/simulator';
export { startAutoAnswer } from './realtime/auto-answer';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, listScenarios, type ScenarioName } from './db';
