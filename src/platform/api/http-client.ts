import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { apiBaseUrl, isMockMode, mockedOperationsSpec } from '@/platform/config/config';
import { ApiError } from './api-error';
import type { ErrorEnvelope } from './generated/model';

/** Spec section 8, verbatim. */
export const ERROR_TEXTS = {
  unauthorized: 'Error: Unauthorized user',
  noResponse: 'An unexpected error occurred:',
} as const;

/**
 * What a failure whose answer carries no message says (spec section 8 toasts the server's
 * message; a proxy's HTML error page has none): a sentence with its status, not the HTTP
 * library's "Request failed with status code 500" (review 54).
 */
export function noMessageText(status: number): string {
  return `The request failed (error ${status}). Please try again.`;
}

/** A call that hangs ends here and counts as "no response" (spec section 8's toast). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The one axios instance: base /api on the provider's host, JSON, bearer token. */
export const http = axios.create({
  baseURL: apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

/*
 * Development against a real API (hybrid mode too, its mocked calls aside): every answer is
 * checked against the contract's zod schema, and a console warning names the operation and
 * the field that differs (./response-check.ts). Registered first, so it sees the body as it
 * came. Production builds drop this block and the module (import.meta.env.DEV is false).
 */
if (import.meta.env.DEV && !isMockMode) {
  const checker = Promise.all([import('./response-check'), import('./operations')]).then(
    ([{ checkResponse }, { selectOperations }]) => {
      const mocked = selectOperations(mockedOperationsSpec).operations;
      const skip = new Set(mocked.map((op) => op.operationId));
      return (response: AxiosResponse) =>
        checkResponse(
          {
            method: response.config.method ?? 'get',
            url: http.getUri(response.config),
            body: response.data,
          },
          apiBaseUrl,
          skip,
        );
    },
  );
  http.interceptors.response.use(async (response) => {
    (await checker)(response);
    return response;
  });
}

/**
 * Changes how long a call may hang. Mock builds only: end-to-end journeys shorten it (the
 * mock's `requestTimeoutMs`, applied in main.tsx) so a timeout shows in seconds.
 */
export function setRequestTimeout(ms: number): void {
  http.defaults.timeout = ms;
}

/**
 * What the client needs from the rest of the app, passed in (the session owns the token,
 * realtime owns the socket) so that platform/api imports neither of them.
 */
export type HttpClientHooks = {
  /** The bearer token to send, if any. */
  getToken: () => string | null;
  /** Called on a 401 for the current token (the session clears the token and resets). */
  onUnauthorized: () => void;
  /**
   * The realtime socket's id, sent as X-Socket-ID as Laravel Echo does, so the server can
   * leave this very socket out of the broadcasts a call causes (its own echo).
   */
  getSocketId: () => string | undefined;
};

const hooks: HttpClientHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  getSocketId: () => undefined,
};

export function configureHttpClient(next: Partial<HttpClientHooks>): void {
  Object.assign(hooks, next);
}

/** Calls that named their own credential (start-up checks a URL token before storing it). */
const ownCredential = new WeakSet<object>();
/**
 * Calls sent while the browser said it was offline: never sent, so not done. Read when they
 * are sent, not when they fail (review 57: a save that reached the server as the phone lost
 * its connection said "not saved", and its retry made a second job).
 */
const sentOffline = new WeakSet<object>();

http.interceptors.request.use((config) => {
  const token = hooks.getToken();
  if (config.headers.has('Authorization')) ownCredential.add(config);
  else if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const socketId = hooks.getSocketId();
  if (socketId) config.headers.set('X-Socket-ID', socketId);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) sentOffline.add(config);
  return config;
});

function toEnvelope(body: unknown, fallbackMessage: string): ErrorEnvelope {
  const b = (isObjectBody(body) ? body : {}) as Partial<ErrorEnvelope>;
  return {
    // Spec section 7: the body is passed on as it came, with success false.
    ...b,
    data: null,
    message: typeof b.message === 'string' && b.message ? b.message : fallbackMessage,
    errors: b.errors && typeof b.errors === 'object' ? b.errors : {},
    success: false,
  };
}

/** The bearer token a call carried (null: none). */
function sentToken(error: AxiosError): string | null {
  const sent = error.config?.headers?.get?.('Authorization');
  return typeof sent === 'string' && sent.startsWith('Bearer ')
    ? sent.slice('Bearer '.length)
    : null;
}

/**
 * Spec section 8: every failure rejects with the envelope (success false); a 401 also ends
 * the session at once. The toast is not raised here but once per failed operation, after
 * its retries (`notifyApiError`, called by the query client's caches and by direct callers).
 */
export function handleHttpError(error: AxiosError): never {
  if (axios.isCancel(error)) throw error;
  const response = error.response;
  if (!response)
    throw new ApiError(undefined, toEnvelope(undefined, ERROR_TEXTS.noResponse), {
      unanswered: error.config && sentOffline.has(error.config) ? 'offline' : 'lost',
    });
  if (response.status === 401) {
    // Only a 401 to what the session holds now ends it: its own token, or no token at all
    // when none is kept (another tab signed out: this tab must go to the login page too).
    // A call that carried another token (or none while one is kept now) left before a
    // sign-out or a sign-in: its answer says nothing of this session. A call that names its
    // own credential (start-up's URL token) ends whatever is kept.
    const current = hooks.getToken();
    const own = error.config !== undefined && ownCredential.has(error.config);
    const sent = sentToken(error);
    const pastSession = !own && sent !== current;
    if (own || sent === current) hooks.onUnauthorized();
    throw new ApiError(401, toEnvelope(response.data, ERROR_TEXTS.unauthorized), { pastSession });
  }
  const alreadyDeleted = response.status === 404 && wasDeletedHere(error.config?.url);
  throw new ApiError(response.status, toEnvelope(response.data, noMessageText(response.status)), {
    alreadyDeleted,
    retryAfter: response.status === 429 ? retryAfterSeconds(response.headers) : undefined,
  });
}

/** A Retry-After header in seconds: a number of them, or an HTTP date (RFC 9110). */
export function retryAfterSeconds(
  headers: Record<string, unknown> | undefined,
  now = Date.now(),
): number | undefined {
  const value = headers?.['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * What this session's own DELETE calls removed (their paths, by the session's token). A 404
 * later met on such a path, or below it (a deleted order's card, a deleted branch's job list
 * asked once more), is the answer to our own earlier request, not a failure to tell the user
 * about. Another session's (a sign-in as someone else, without a reload; each test's) is news.
 */
const deletedHere = new Map<string, Set<string>>();
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!.replace(/\/+$/, '');
const sessionKey = () => hooks.getToken() ?? '';

function wasDeletedHere(url: string | undefined): boolean {
  const path = pathOf(url);
  for (const gone of deletedHere.get(sessionKey()) ?? [])
    if (path === gone || path.startsWith(`${gone}/`)) return true;
  return false;
}

/** A JSON object body (an envelope), not an array, a string or a file. */
function isObjectBody(body: unknown): body is Record<string, unknown> {
  return Object.prototype.toString.call(body) === '[object Object]';
}

http.interceptors.response.use((response) => {
  if (response.config.method?.toLowerCase() === 'delete') {
    const mine = deletedHere.get(sessionKey()) ?? new Set<string>();
    deletedHere.set(sessionKey(), mine.add(pathOf(response.config.url)));
  }
  // Spec section 7: "success body gets success true", whatever the server sent or left out;
  // the rest of the body is passed on unchanged. Only the API's envelope (it has `data`):
  // Pusher's channel authorisation ({auth, channel_data}) is not one.
  if (isObjectBody(response.data) && 'data' in response.data) response.data.success = true;
  return response;
}, handleHttpError);

/** orval's mutator: every generated hook calls through here and gets the body back. */
export const apiRequest = <T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => http.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
