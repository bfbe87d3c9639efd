import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * What the app runs on besides React and the store: the query client (and, started with it,
 * the sagas, the HTTP client's session hooks and realtime). The first load of a guest page
 * (/login) does without them; they arrive in a chunk of their own, after that page has
 * painted or as soon as a page needs them. A page that renders before them says so in the
 * route table (`beforeServices`) and awaits `ready()` before it calls the API.
 */
export type AppServices = { queryClient: QueryClient };

export type ServicesHandle = {
  /** The services if they have loaded, else null. */
  current: () => AppServices | null;
  /** Loads them (once) and resolves when they run. */
  ready: () => Promise<AppServices>;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A handle that calls `load` on the first `ready()`. A failed load (a chunk that did not
 * download) is forgotten, so the next `ready()` tries again.
 */
export function lazyServices(load: () => Promise<AppServices>): ServicesHandle {
  let services: AppServices | null = null;
  let loading: Promise<AppServices> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => services,
    ready() {
      loading ??= load().then(
        (loaded) => {
          services = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Resolves once the services run, without asking for them: for work that must wait until the
 * app has started (on the demo's /login, the mock's start), but must not start it sooner.
 */
export function servicesStarted(handle: ServicesHandle): Promise<void> {
  return new Promise((resolve) => {
    if (handle.current()) return resolve();
    const stop = handle.subscribe(() => {
      if (!handle.current()) return;
      stop();
      resolve();
    });
  });
}

/** A handle for services that are there already (tests, and the app's synchronous boot). */
export function readyServices(services: AppServices): ServicesHandle {
  const resolved = Promise.resolve(services);
  return { current: () => services, ready: () => resolved, subscribe: () => () => undefined };
}

const ServicesContext = createContext<ServicesHandle | null>(null);

/**
 * Provides the handle and, once the services have loaded, their query client (to React
 * Query's hooks). The tree keeps its shape when they arrive: nothing below remounts.
 */
/**
 * What the prebuilt login page was rendered with (src/app/prerender.tsx): no services. Its
 * hydration renders with this too, then with the services if they have loaded meanwhile.
 */
const noServices = () => null;

export function ServicesProvider({
  handle,
  children,
}: {
  handle: ServicesHandle;
  children: ReactNode;
}) {
  const services = useSyncExternalStore(handle.subscribe, handle.current, noServices);
  const queryClient = services?.queryClient;
  useEffect(() => {
    if (!queryClient) return;
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return (
    <ServicesContext.Provider value={handle}>
      <QueryClientContext.Provider value={queryClient}>{children}</QueryClientContext.Provider>
    </ServicesContext.Provider>
  );
}

export function useServicesHandle(): ServicesHandle {
  const handle = useContext(ServicesContext);
  if (!handle) throw new Error('useServicesHandle: no ServicesProvider above');
  return handle;
}

/** The services once loaded (re-renders when they arrive), else null. */
export function useServices(): AppServices | null {
  const handle = useServicesHandle();
  return useSyncExternalStore(handle.subscribe, handle.current, noServices);
}
