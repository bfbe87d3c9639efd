import type { ErrorEnvelope, FieldErrors } from './generated/model';

/**
 * What every failed call rejects with: the HTTP status (undefined when no response came)
 * and the envelope with success false, so queries get error states and forms can put
 * `errors` on their fields.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly envelope: ErrorEnvelope;
  /** A 404 for something this session's own DELETE removed: an answer, not news (no toast). */
  readonly alreadyDeleted: boolean;
  /**
   * A 401 for a call sent with a token the session no longer holds (signed out, or in as
   * someone else, since it left): it says nothing of the current session (no reset, no toast).
   */
  readonly pastSession: boolean;
  /**
   * No answer came (status undefined): `offline` when the browser was offline, so the call was
   * never sent; `lost` otherwise (a timeout, a dropped connection), so what it asked for may
   * have been done (QA 57 H3: "not saved… try again" duplicated a job the server had made).
   */
  readonly unanswered: 'offline' | 'lost' | undefined;
  /** Told to wait (429): the seconds its Retry-After asked for, when it said. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number | undefined,
    envelope: ErrorEnvelope,
    options: {
      alreadyDeleted?: boolean;
      pastSession?: boolean;
      unanswered?: 'offline' | 'lost';
      retryAfter?: number;
    } = {},
  ) {
    super(envelope.message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
    this.alreadyDeleted = options.alreadyDeleted ?? false;
    this.pastSession = options.pastSession ?? false;
    this.unanswered = options.unanswered;
    this.retryAfter = options.retryAfter;
  }

  get fieldErrors(): FieldErrors {
    return this.envelope.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 404: what the call named is not there (never was, or someone removed it first). */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

/**
 * A refusal by the company's plan (403 with `errors.plan`; contract/README.md, "Plan limits"):
 * not a permission the caller lacks, so its message says what to do (change plan).
 */
export function isPlanRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403 && Boolean(error.fieldErrors.plan?.length);
}
