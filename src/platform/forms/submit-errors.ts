import { FORM_ERROR, getIn, setIn, type SubmissionErrors } from 'final-form';
import { isApiError } from '@/platform/api/api-error';
import { failureMessage, unansweredMessage } from '@/platform/api/failure-texts';
import { isPlanRefusalShown } from '@/platform/api/plan-notices';

export { failureMessage, notDoneMessage, unansweredMessage } from '@/platform/api/failure-texts';

/*
 * A failed call's field errors as final-form submit errors: the one place forms turn a 422
 * into messages on their fields (and the rest above the form), so what was typed stays.
 */

/** The first message of a field's error (a string, or the server's list of them). */
export function firstMessage(error: unknown): string | undefined {
  if (error === undefined || error === null || error === false || error === '') return undefined;
  if (Array.isArray(error)) return firstMessage(error[0]);
  return typeof error === 'string' ? error : undefined;
}

/** What an API error may carry: ApiError exposes `fieldErrors`; raw envelopes have `errors`. */
type FieldErrorSource =
  | { fieldErrors: Record<string, string[] | string> }
  | { envelope: { errors?: Record<string, string[] | string> | null } }
  | { errors?: Record<string, string[] | string> | null };

function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Partial<Record<'fieldErrors' | 'errors' | 'envelope', unknown>>;
  const candidates = [
    e.fieldErrors,
    (e.envelope as { errors?: unknown } | undefined)?.errors,
    e.errors,
    // axios-style: the envelope is the response body.
    (e as { response?: { data?: { errors?: unknown } } }).response?.data?.errors,
  ];
  const found = candidates.find((c) => c && typeof c === 'object' && !Array.isArray(c));
  return found as Record<string, unknown> | undefined;
}

/**
 * Turns a failed call's field errors (e.g. a 422) into final-form submit errors, first
 * message per field, so `onSubmit` can `return toSubmitErrors(error)` and the messages appear
 * on their fields while everything typed stays. Dotted server keys ('addresses.0.city')
 * become nested paths. Returns undefined when there are no field errors.
 */
export function toSubmitErrors(
  error: FieldErrorSource | unknown,
): Record<string, unknown> | undefined {
  const fieldErrors = fieldErrorsOf(error);
  if (!fieldErrors) return undefined;
  let result: object = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const message = firstMessage(messages);
    if (message) result = setIn(result, key, message);
  }
  return Object.keys(result).length ? (result as Record<string, unknown>) : undefined;
}

/**
 * A save the company's plan refused while a plan notice on screen says why (PlanLimitNotice,
 * which turns into the alert): still a failed save, so everything typed and its draft stay,
 * but under a key no field and no form message shows, so the form does not say it again.
 * Undefined for any other failure.
 */
export function shownPlanRefusalErrors(error: unknown): Record<string, string> | undefined {
  return isPlanRefusalShown(error) ? { plan: error.message } : undefined;
}

/**
 * Where a server key's message goes in a form: the field's path (dotted: 'customer.email',
 * 'pick_up_addresses.0.zip'), or undefined when the form has no field for it.
 */
export type FieldOf = (apiKey: string) => string | undefined;

/**
 * A failed save's submit errors, the one way forms turn a failure into messages: a 422's
 * messages on the fields they name (`fields`: the form's top-level field names, a server key
 * 'addresses.0.city' going to its nested field; or a `FieldOf` for a form whose fields the
 * server names otherwise), first message per field; messages on any other key (e.g. `status`:
 * the record changed meanwhile) above the form (FORM_ERROR), together; a failure without field
 * errors above the form too: `failureMessage` (the server's reason for a refusal, `fallback`
 * when the server failed); a plan refusal a plan notice shows, nowhere else. Everything typed
 * stays. A call without an answer names what may have happened: `[subject, done]`, e.g. ['the
 * order', 'cancelled'] ("the order may have been cancelled"; review 57: "it may have been sent").
 */
export function submitErrorsFor(
  error: unknown,
  fields: readonly string[] | FieldOf,
  fallback: string,
  [subject, done]: readonly [string, string] = ['it', 'sent'],
  /** False: the call that failed only read, before the write (nothing was sent): not done. */
  sent = true,
): SubmissionErrors {
  const shown = shownPlanRefusalErrors(error);
  if (shown) return shown;
  const lost = isApiError(error) && error.unanswered === 'lost';
  const unanswered = sent || !lost ? unansweredMessage(error, subject, done) : undefined;
  if (unanswered) return { [FORM_ERROR]: unanswered };
  const fieldOf: FieldOf =
    typeof fields === 'function'
      ? fields
      : (key) => (fields.includes(key.split('.')[0]!) ? key : undefined);
  let onFields: object = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrorsOf(error) ?? {})) {
    const message = firstMessage(messages);
    if (!message) continue;
    const path = fieldOf(key);
    if (path === undefined) general.push(message);
    else if (getIn(onFields, path) === undefined) onFields = setIn(onFields, path, message);
  }
  if (Object.keys(onFields).length && !general.length) return onFields;
  return {
    ...onFields,
    [FORM_ERROR]: general.length ? general.join(' ') : failureMessage(error, fallback),
  };
}
