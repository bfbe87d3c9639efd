import { ApiError } from '@/platform/api/api-error';

/** A failed call as the HTTP client hands it on: its status, the server's message and fields. */
export function apiFailure(
  status: number,
  message: string,
  errors: Record<string, string[]> = {},
): ApiError {
  return new ApiError(status, { data: null, message, errors, success: false });
}
