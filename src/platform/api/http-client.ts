import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { apiBaseUrl } from '@/platform/config/config';
import { tokenStorage } from '@/platform/session/storage';
import { toast } from '@/platform/ui/toaster';
import { ApiError } from './api-error';
import type { ErrorEnvelope } from './generated/model';

/** Spec section 8, verbatim. */
export const ERROR_TEXTS = {
  unauthorized: 'Error: Unauthorized user',
  noResponse: 'An unexpected error occurred:',
} as const;

/** The one axios instance: base /api on the provider's host, JSON, bearer token. */
export const http = axios.create({
  baseURL: apiBaseUrl,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = tokenStorage.get();
  // A call may name its own credential (start-up checks a URL token before storing it).
  if (token && !config.headers.has('Authorization'))
    config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {};
/** The session registers what a 401 does beyond clearing the token (e.g. reset the store). */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

function toEnvelope(body: unknown, fallbackMessage: string): ErrorEnvelope {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ErrorEnvelope>;
  return {
    data: null,
    message: typeof b.message === 'string' && b.message ? b.message : fallbackMessage,
    errors: b.errors && typeof b.errors === 'object' ? b.errors : {},
    success: false,
  };
}

/** Spec section 8: every failure toasts, then rejects with the envelope (success false). */
export function handleHttpError(error: AxiosError): never {
  if (axios.isCancel(error)) throw error;
  const response = error.response;
  if (!response) {
    toast.error(ERROR_TEXTS.noResponse);
    throw new ApiError(undefined, toEnvelope(undefined, ERROR_TEXTS.noResponse));
  }
  if (response.status === 401) {
    tokenStorage.clear();
    toast.error(ERROR_TEXTS.unauthorized);
    onUnauthorized();
    throw new ApiError(401, toEnvelope(response.data, ERROR_TEXTS.unauthorized));
  }
  const envelope = toEnvelope(response.data, error.message);
  toast.error(envelope.message);
  throw new ApiError(response.status, envelope);
}

http.interceptors.response.use(undefined, handleHttpError);

/** orval's mutator: every generated hook calls through here and gets the body back. */
export const apiRequest = <T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> => http.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
