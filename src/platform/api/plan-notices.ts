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
/** `visible`: the notice shows now; a hidden one listens for saves only (the plan read allows). */
const planNotices = new Map<PlanNotice, { visible: boolean }>();

/**
 * While it is on the page, a plan notice takes the plan refusals; the returned function ends
 * that. A hidden one (the plan as read allows it) takes those of saves only: the page read an
 * older plan (review 58), where a refused read (a search) is said by its own screen.
 */
export function showPlanRefusalsIn(notice: PlanNotice, visible = true): () => void {
  planNotices.set(notice, { visible });
  return () => void planNotices.delete(notice);
}

/** A save's plan refusal that a notice on the page shows (the form does not repeat it). */
export function isPlanRefusalShown(error: unknown): error is ApiError {
  return isPlanRefusal(error) && planNotices.size > 0;
}

/** Hands a plan refusal to the notices showing (notifyApiError: reads and saves alike). */
export function handToPlanNotices(error: ApiError): void {
  planNotices.forEach(({ visible }, show) => visible && show(error));
}

/** Hands a save's plan refusal to the hidden notices too (the mutation cache). */
export function handSaveRefusalToHiddenNotices(error: unknown): void {
  if (!isPlanRefusal(error)) return;
  planNotices.forEach(({ visible }, show) => !visible && show(error));
}
