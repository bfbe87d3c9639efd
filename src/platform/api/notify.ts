import { toast } from '@/platform/ui/toaster';
import { isApiError, isPlanRefusal, type ApiError } from './api-error';
import { ERROR_TEXTS } from './http-client';

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

/*
 * A plan notice on screen (PlanLimitNotice: "Your Starter plan allows 1 branch, and you have
 * 3. Change plan to add more.") has said before anything was typed why the plan refuses a
 * save. While one shows, a plan refusal (403 with errors.plan) is handed to it, and it turns
 * into the alert saying what was not done, which the form then does not repeat. The toast
 * stays, as for every failed call (spec section 8: any error, an error toast).
 */
type PlanNotice = (error: ApiError) => void;
const planNotices = new Set<PlanNotice>();

/** While it shows, a plan notice takes the plan refusals; the returned function ends that. */
export function showPlanRefusalsIn(notice: PlanNotice): () => void {
  planNotices.add(notice);
  return () => void planNotices.delete(notice);
}

/** A plan refusal that a notice on screen shows (the form does not repeat it). */
export function isPlanRefusalShown(error: unknown): error is ApiError {
  return isPlanRefusal(error) && planNotices.size > 0;
}

/**
 * Toasts a failed operation once (spec section 8). Called after the last retry. Calls that
 * fail together with the same text (a 401 under several open queries) give one toast.
 * Errors that are not the API's (a cancelled call, a bug) are not toasted, nor a 404 for what
 * this session itself deleted. A plan refusal also goes to the plan notice on screen.
 */
export function notifyApiError(error: unknown, now = Date.now()): void {
  if (isPlanRefusalShown(error)) planNotices.forEach((show) => show(error));
  const text = errorText(error);
  if (!text) return;
  const last = recent.get(text);
  recent.set(text, now);
  // A clock that went back (a test's fixed clock, a corrected system clock) starts afresh.
  if (last !== undefined && now >= last && now - last < SAME_FAILURE_MS) return;
  toast.error(text);
}
