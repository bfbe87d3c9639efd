import { activityReducer } from '@/features/activity';
import { otpReducer } from '@/features/auth';
import { sessionAnonymous, tokenStorage } from '@/platform/session';
import { createAppStore } from '@/platform/store';
import './root-state';

/** Whether start-up has a token to check: in the URL (oauth) or stored. */
export function hasStartupToken(): boolean {
  return Boolean(new URL(window.location.href).searchParams.get('token') || tokenStorage.get());
}

/**
 * The light half of the composition root: the store (reducers only) for the first render.
 * With no token to check, the session is anonymous at once, so a guest page (/login) renders
 * without the services (./services.ts: query client, sagas, realtime, HTTP client hooks);
 * with one, the session stays 'booting' until the services check it (get-me).
 */
export function createShell({ startupToken = hasStartupToken() } = {}) {
  const store = createAppStore({ reducers: { activity: activityReducer, otp: otpReducer } });
  if (!startupToken) store.dispatch(sessionAnonymous());
  return { store };
}
