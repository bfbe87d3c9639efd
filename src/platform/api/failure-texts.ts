import { isApiError } from './api-error';

/*
 * What a failed call did not do, said where it was asked: above a form (platform/forms'
 * submit errors) or in a confirmation's dialog (platform/ui's ConfirmDialog). `entered`: the
 * place holds what the person typed, and says it is still there.
 */

/** "Everything you entered is still here; try again." or, with nothing typed, "Try again." */
const andThen = (next: string, entered: boolean) =>
  entered
    ? `Everything you entered is still here; ${next}`
    : `${next[0]!.toUpperCase()}${next.slice(1)}`;

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
  entered = true,
  plural = false,
): string | undefined {
  const was = plural ? 'were' : 'was';
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
    return `Too many attempts: ${subject} ${was} not ${done}. ${andThen(`try again ${when}.`, entered)}`;
  }
  if (!isApiError(error) || !error.unanswered) return undefined;
  return error.unanswered === 'offline'
    ? `You are offline: ${subject} ${was} not ${done}. ${andThen('try again once you are back online.', entered)}`
    : `The server did not answer: ${subject} may have been ${done}. ${andThen('check before you try again.', entered)}`;
}

/** What a form says when `subject` was not `done`: "The job was not saved. Everything…". */
export function notDoneMessage(
  subject: string,
  done = 'saved',
  entered = true,
  plural = false,
): string {
  return `${subject[0]!.toUpperCase()}${subject.slice(1)} ${plural ? 'were' : 'was'} not ${done}. ${andThen('try again.', entered)}`;
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
 * What a confirmation's dialog says when its action failed (QA helper-103: a failed Delete
 * left the question as it was, the toast alone saying anything): `subject` was not `done`,
 * may have been (no answer), or the server's reason for refusing it.
 */
export function confirmFailureMessage(
  error: unknown,
  subject: string,
  done: string,
  plural = false,
): string {
  return (
    unansweredMessage(error, subject, done, false, plural) ??
    failureMessage(error, notDoneMessage(subject, done, false, plural))
  );
}
