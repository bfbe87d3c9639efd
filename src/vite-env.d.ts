/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** Hybrid mode: tags or operationIds the in-browser mock answers (README). */
  readonly VITE_MOCK?: string;
  readonly VITE_PUBLIC_WEBSITE_URL?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_PORT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The mock's service worker scripts' version (vite.config.ts): its address names it. */
declare const __MOCK_WORKER_VERSION__: string;
