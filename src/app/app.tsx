import type { QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useLayoutEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { useNotingLocation } from '@/platform/routing';
import type { AppStore } from '@/platform/store';
import {
  readyServices,
  ServicesProvider,
  useServices,
  type ServicesHandle,
} from '@/platform/services';
import { ToasterHost, UiProviders } from '@/platform/ui';
import { AppRouter } from './app-router';

// The demo panel is mock code: it is only ever imported in mock (or hybrid) mode.
const DemoPanel =
  import.meta.env.VITE_API_URL && !import.meta.env.VITE_MOCK
    ? null
    : lazy(() =>
        import('@mocks/browser').then(async (m) => {
          // Shown even if the data did not load: its reset is the way out then.
          await m.whenMockDataReady().catch(() => undefined);
          return { default: m.DemoPanel };
        }),
      );

/** The demo panel, once the mock backend runs (it starts with the services) and its data is in. */
function MockDemoPanel() {
  const services = useServices();
  if (!DemoPanel || !services) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  );
}

/**
 * The app. `services` is the handle of the lazily loaded services (main.tsx); tests and
 * createApp() pass the query client of services that run already instead.
 */
export function App({
  store,
  queryClient,
  services,
  demoPanel = true,
  onPageMounted,
  ssrPath,
}: {
  store: AppStore;
  demoPanel?: boolean;
  /** The path a render outside the browser renders (./prerender.tsx). */
  ssrPath?: string;
  /** Runs once a page's content is on screen (hydrated, on a built page): AppRouter. */
  onPageMounted?: () => void;
} & (
  | { queryClient: QueryClient; services?: never }
  | { services: ServicesHandle; queryClient?: never }
)) {
  const handle = useMemo(
    () => services ?? readyServices({ queryClient: queryClient! }),
    [services, queryClient],
  );
  return (
    <Provider store={store}>
      <ServicesProvider handle={handle}>
        <UiProviders>
          <ToasterHost />
          <Router hook={useNotingLocation} ssrPath={ssrPath}>
            <AppRouter onPageMounted={onPageMounted} />
          </Router>
          {DemoPanel && demoPanel && <MockDemoPanel />}
        </UiProviders>
      </ServicesProvider>
    </Provider>
  );
}

/**
 * The app as main.tsx mounts it. The login page built into index.html is this same tree
 * (./prerender.tsx), so that hydration finds what it renders. `onFirstCommit` runs when the
 * first render is in the document, before it paints; `onPageMounted`: see App.
 */
export function AppRoot({
  store,
  services,
  onFirstCommit,
  onPageMounted,
  ssrPath,
}: {
  store: AppStore;
  services: ServicesHandle;
  onFirstCommit?: () => void;
  onPageMounted?: () => void;
  ssrPath?: string;
}) {
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <StrictMode>
      <App store={store} services={services} onPageMounted={onPageMounted} ssrPath={ssrPath} />
    </StrictMode>
  );
}
