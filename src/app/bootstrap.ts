import type { SagaServices } from '@/platform/store';
import { startServices } from './services';
import { createShell } from './shell';

/**
 * Composition root in one go: the shell (store) and the services (query client, sagas,
 * session start-up) together. Tests use this; main.tsx loads the services lazily instead.
 */
export function createApp(overrides: Partial<SagaServices> = {}) {
  const { store } = createShell();
  const { queryClient } = startServices(store, overrides);
  return { store, queryClient };
}
