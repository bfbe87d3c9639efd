import { HttpResponse } from 'msw';
import type { FieldErrors } from '@/platform/api/generated/model';

/** Every response is the contract's envelope {data, message, errors, success}. */
export function ok<T>(data: T, message = ''): Response {
  return HttpResponse.json({ data, message, errors: {}, success: true });
}

export function fail(status: number, message: string, errors: FieldErrors = {}): Response {
  return HttpResponse.json({ data: null, message, errors, success: false }, { status });
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
