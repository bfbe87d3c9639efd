// wouter takes useSyncExternalStore from the use-sync-external-store shim, written for React
// before 18 (its production build still carries the fallback: ~0.3 KB gzip of every first
// load); React 19 has it, and the app takes it from React (vite.config.ts's alias).
export { useSyncExternalStore } from 'react';
