import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import type { AppStore } from '@/platform/store';
import { MountedRoutesProvider } from '@/platform/routing';
import { ToasterHost } from '@/platform/ui';
import { AppRouter } from './app-router';
import { mountedRoutes } from './route-table';

/**
 * Blueprint's providers without BlueprintProvider's third, HotkeysProvider: the app has no
 * hotkeys, and its shortcuts dialog would pull Blueprint's overlay code into the first load.
 */
function UiProviders({ children }: { children: ReactNode }) {
  return (
    <PortalProvider>
      <OverlaysProvider>{children}</OverlaysProvider>
    </PortalProvider>
  );
}

// The demo panel is mock code: it is only ever imported in mock mode.
const DemoPanel = import.meta.env.VITE_API_URL
  ? null
  : lazy(() => import('@mocks/browser').then((m) => ({ default: m.DemoPanel })));

export function App({
  store,
  queryClient,
  demoPanel = true,
}: {
  store: AppStore;
  queryClient: QueryClient;
  demoPanel?: boolean;
}) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <UiProviders>
          <ToasterHost />
          <Router>
            <MountedRoutesProvider routes={mountedRoutes}>
              <AppRouter />
            </MountedRoutesProvider>
          </Router>
          {DemoPanel && demoPanel && (
            <Suspense fallback={null}>
              <DemoPanel />
            </Suspense>
          )}
        </UiProviders>
      </QueryClientProvider>
    </Provider>
  );
}
