import { FORM_ERROR, getIn, setIn, type SubmissionErrors } from 'final-form';
import { isApiError } from '@/platform/api/api-error';
import { isPlanRefusalShown } from '@/platform/api/plan-notices';

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
 * What a form says above itself when its call got no answer (QA 57 H1, H3), or was told to
 * wait (429), or undefined for any other failure. Offline, nothing was sent. Otherwise (a
 * timeout, a dropped connection) the server may have done it: "not saved… try again", said
 * as a fact, made a second job. Told to wait, it was not done, and the wait is said (QA 57b
 * L2: only the server's "Too Many Attempts." was, and Retry-After went unread).
 */
export function unansweredMessage(
  error: unknown,
  subject: string,
  done = 'saved',
): string | undefined {
  if (isApiError(error) && error.status === 429) {
    const wait = error.retryAfter;
    const when =
      wait === undefined
        ? 'in a little while'
        : wait <= 1
          ? 'in a second'
          : wait < 120
            ? `in ${wait} seconds`
            : `in ${Math.ceil(wait / 60)} minutes`;
    return `Too many attempts: ${subject} was not ${done}. Everything you entered is still here; try again ${when}.`;
  }
  if (!isApiError(error) || !error.unanswered) return undefined;
  return error.unanswered === 'offline'
    ? `You are offline: ${subject} was not ${done}. Everything you entered is still here; try again once you are back online.`
    : `The server did not answer: ${subject} may have been ${done}. Everything you entered is still here; check before you try again.`;
}

/** What a form says when `subject` was not `done`: "The job was not saved. Everything…". */
export function notDoneMessage(subject: string, done = 'saved'): string {
  return `${subject[0]!.toUpperCase()}${subject.slice(1)} was not ${done}. Everything you entered is still here; try again.`;
}

/**
 * The words above a form for a failure with no field to put them on: the server's own message
 * for a refusal (a 4xx says why: "The order changed meanwhile"), but the form's `fallback`,
 * which says what was not done and that everything typed is still there, when the server
 * failed (a 5xx's "Server Error" is the toast's, as the spec's catalogue says, and is no
 * answer a form can give: QA 58 L4), said nothing, or did not answer at all: a fault of the
 * page's own code ("Canvas 2D context is not available" from a picture's crop) is no text
 * for a user either.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const refused = isApiError(error) && error.status !== undefined && error.status < 500;
  return refused && error.message ? error.message : fallback;
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
): SubmissionErrors {
  const shown = shownPlanRefusalErrors(error);
  if (shown) return shown;
  const unanswered = unansweredMessage(error, subject, done);
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
