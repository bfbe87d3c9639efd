import type { SagaServices } from '@/platform/store';
import { startServices } from './services';
import { createShell } from './shell';

/**
 * Composition root in one go: the shell (store) and the services (query client, sagas,
 * session start-up) together. Tests use this; main.tsx loads the services lazily instead.
 * `stop` tears the services down (a test's app must not act during the next test);
 * `options.retryDelay`: how long a failed read waits for its one retry (tests: at once).
 */
export function createApp(
  overrides: Partial<SagaServices> = {},
  options: { retryDelay?: number } = {},
) {
  const { store } = createShell();
  const { queryClient, stop } = startServices(store, overrides, options);
  return { store, queryClient, stop };
}
