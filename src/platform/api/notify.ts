import { toast } from '@/platform/ui/toaster';
import { isApiError, isNotFound } from './api-error';
import { ERROR_TEXTS } from './http-client';
import { handToPlanNotices, isPlanRefusalShown } from './plan-notices';

/** The spec's toast text for a failed call (section 8). */
export function errorText(error: unknown): string | null {
  if (!isApiError(error) || error.alreadyDeleted || error.pastSession) return null;
  if (error.status === undefined) return ERROR_TEXTS.noResponse;
  if (error.status === 401) return ERROR_TEXTS.unauthorized;
  return error.envelope.message;
}

/**
 * Toasts a failed operation (spec section 8). Called after the last retry. Calls that fail
 * together with the same text (a 401 under several open queries) give one toast: the toaster
 * does not stack an error toast that is already up (`toast.error`, platform/ui/toaster.tsx).
 * Errors that are not the API's (a cancelled call, a bug) are not toasted, nor a 404 for what
 * this session itself deleted. A plan refusal also goes to the plan notice on screen.
 * `endsOnSuccess`: the next success closes its toast (a call whose success makes its failure
 * outdated: ERRORS_END_ON_SUCCESS_META).
 */
export function notifyApiError(error: unknown, { endsOnSuccess = false } = {}): void {
  if (isPlanRefusalShown(error)) handToPlanNotices(error);
  const text = errorText(error);
  // No answer came: the next call that goes through (its success toast) says it is outdated.
  if (text === ERROR_TEXTS.noResponse || (text && endsOnSuccess))
    toast.error(text, { endsOnSuccess: true });
  else if (text) toast.error(text);
}

/**
 * A delete that found its thing gone already (a mutation with GONE_IS_DONE_META): what the
 * person wanted is true, so it is done, and said as news, not as a failure (`text`: "This time
 * off was already removed."). True when so; the caller then goes on as after its own delete.
 */
export function doneAlready(error: unknown, text: string): boolean {
  if (!isNotFound(error)) return false;
  toast.info(text);
  return true;
}
