import { HttpResponse } from 'msw';
import type { FieldErrors } from '@/platform/api/generated/model';

/**
 * A JSON response without the Content-Length that HttpResponse.json works out (a Blob of the
 * whole text per response: ~27 ms at 4x CPU for a busy month's eleven calendar pages). Nothing
 * reads it: the worker passes the body on as it is, and the mock server sends it chunked.
 */
function json(body: unknown, status = 200): Response {
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Every response is the contract's envelope {data, message, errors, success}. */
export function ok<T>(data: T, message = ''): Response {
  return json({ data, message, errors: {}, success: true });
}

export function fail(status: number, message: string, errors: FieldErrors = {}): Response {
  return json({ data: null, message, errors, success: false }, status);
}

// Laravel's own wording, since the real provider is a Laravel API.
export const unauthenticated = () => fail(401, 'Unauthenticated.');
export const forbidden = () => fail(403, 'This action is unauthorized.');
export const notFound = (what: string) => fail(404, `${what} not found.`);

/** 422 the way Laravel words it: the first message, plus how many more there are. */
export function validationError(errors: FieldErrors, message?: string): Response {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const summary =
    message ??
    `${messages[0] ?? 'The given data was invalid.'}${more > 0 ? ` (and ${more} more error${more > 1 ? 's' : ''})` : ''}`;
  return fail(422, summary, errors);
}
