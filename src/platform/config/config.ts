/**
 * Runtime configuration, read once from Vite's env. Mock mode is the default; setting
 * VITE_API_URL switches to the real provider (the mock code is then compiled out, because
 * `isMockMode` is a build-time constant).
 */
import { isLoopbackHost } from './loopback';

export { isLoopbackHost };

const env = import.meta.env;

export const apiHost: string = (env.VITE_API_URL ?? '').replace(/\/$/, '');
export const isMockMode: boolean = !env.VITE_API_URL;
/**
 * Hybrid mode (VITE_API_URL and VITE_MOCK set): the in-browser mock answers the operations
 * VITE_MOCK names (contract tags or operationIds, comma-separated), the provider the rest.
 */
export const isHybridMode: boolean = Boolean(env.VITE_API_URL && env.VITE_MOCK);
export const mockedOperationsSpec: string = isHybridMode ? env.VITE_MOCK! : '';
/** Base of every call: /api on the provider's API host (same origin in mock mode). */
export const apiBaseUrl = `${apiHost}/api`;

/**
 * A development setup: the dev server, or a build whose API runs on this machine (the real
 * mode against `npm run mock:server`). A build for a real provider is never one.
 */
export const isLocalDevelopment: boolean =
  Boolean(env.DEV) || (URL.canParse(apiHost) && isLoopbackHost(new URL(apiHost).hostname));

export const publicWebsiteUrl: string =
  env.VITE_PUBLIC_WEBSITE_URL ?? 'https://moversmarketplace.example';

export const pusherConfig = {
  key: env.VITE_PUSHER_KEY ?? 'movers-demo-key',
  host:
    env.VITE_PUSHER_HOST ??
    (typeof window !== 'undefined' ? window.location.hostname : 'localhost'),
  port: Number(env.VITE_PUSHER_PORT ?? 9000),
  securePort: 443,
  forceTLS: false,
  disableStats: true,
};
