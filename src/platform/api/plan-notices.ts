import { isPlanRefusal, type ApiError } from './api-error';

/*
 * A plan notice on screen (PlanLimitNotice: "Your Starter plan allows 1 branch, and you have
 * 3. Change plan to add more.") has said before anything was typed why the plan refuses a
 * save. While one shows, a plan refusal (403 with errors.plan) is handed to it, and it turns
 * into the alert saying what was not done, which the form then does not repeat. The toast
 * stays, as for every failed call (spec section 8: any error, an error toast).
 *
 * Apart from ./notify.ts (which imports the HTTP client) so that the forms, which /login's first
 * load carries, can ask it without bringing axios there.
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

/** Hands a plan refusal to the notices on screen (notifyApiError). */
export function handToPlanNotices(error: ApiError): void {
  planNotices.forEach((show) => show(error));
}
