/*
 * The app's navigate notes, in each history entry it adds, the address of the entry before
 * it: how a form knows whether Back would land where it leaves to (cameFrom and leaveForm,
 * ./back.ts). Apart from back.ts, and small: the Router's hook is in every first load.
 */

import type { BaseLocationHook } from 'wouter';
import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';

export const CAME_FROM = 'from';

export const asRecord = (state: unknown): Record<string, unknown> =>
  state && typeof state === 'object' ? (state as Record<string, unknown>) : {};

/**
 * The app's navigate (the Router's location hook, app.tsx): an entry it adds remembers the
 * address of the entry before it, and an entry it replaces keeps what that entry remembered
 * (the entry before has not changed). A reload keeps it, as the browser keeps history state.
 */
export function navigateNoting(
  to: string | URL,
  options: { replace?: boolean; state?: unknown; transition?: boolean } = {},
) {
  const from = options.replace
    ? asRecord(history.state)[CAME_FROM]
    : location.pathname + location.search;
  browserNavigate(
    to,
    from ? { ...options, state: { ...asRecord(options.state), [CAME_FROM]: from } } : options,
  );
}

/** wouter's browser location with `navigateNoting` as its navigate. */
export const useNotingLocation: BaseLocationHook = (options?: { ssrPath?: string }) => [
  usePathname(options),
  navigateNoting,
];
