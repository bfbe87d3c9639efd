import { toast } from '@/platform/ui/toaster';
import { isApiError } from './api-error';
import { ERROR_TEXTS } from './http-client';
import { handToPlanNotices, isPlanRefusalShown } from './plan-notices';

/** The same text raised again within this window is the same failure seen twice. */
const SAME_FAILURE_MS = 1000;
const recent = new Map<string, number>();

/** The spec's toast text for a failed call (section 8). */
export function errorText(error: unknown): string | null {
  if (!isApiError(error) || error.alreadyDeleted || error.pastSession) return null;
  if (error.status === undefined) return ERROR_TEXTS.noResponse;
  if (error.status === 401) return ERROR_TEXTS.unauthorized;
  return error.envelope.message;
}

/**
 * Toasts a failed operation once (spec section 8). Called after the last retry. Calls that
 * fail together with the same text (a 401 under several open queries) give one toast.
 * Errors that are not the API's (a cancelled call, a bug) are not toasted, nor a 404 for what
 * this session itself deleted. A plan refusal also goes to the plan notice on screen.
 */
export function notifyApiError(error: unknown, now = Date.now()): void {
  if (isPlanRefusalShown(error)) handToPlanNotices(error);
  const text = errorText(error);
  if (text) notifyFailure(text, now);
}

/**
 * Forgets the failures said so far: an app torn down (app/services.ts's stop, between tests)
 * leaves the next one free to say the same text within the second (error-states.test's second
 * failed branch list was taken for the first's, and not toasted, once the tests no longer sat
 * out React Query's one-second retry).
 */
export function forgetSaidFailures(): void {
  recent.clear();
}

/**
 * Toasts a failure's text once: the same text again within a second is the same failure
 * seen twice (see notifyApiError). The session's end on a 401 says it this way: the queries
 * that met the 401 are dropped with the session's cache, so their own toast never came.
 */
export function notifyFailure(text: string, now = Date.now()): void {
  const last = recent.get(text);
  recent.set(text, now);
  // A clock that went back (a test's fixed clock, a corrected system clock) starts afresh.
  if (last !== undefined && now >= last && now - last < SAME_FAILURE_MS) return;
  toast.error(text);
}
