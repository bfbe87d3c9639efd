import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/platform/ui/toaster';
import { ApiError } from './api-error';
import { apiRequest, ERROR_TEXTS, http, setUnauthorizedHandler } from './http-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('HTTP client (spec sections 7 and 8)', () => {
  it('calls base /api with the bearer token and returns the body', async () => {
    localStorage.setItem('token', 'abc');
    let auth: string | null = null;
    server.use(
      mswHttp.get('*/api/ping', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: 1, message: '', errors: {}, success: true });
      }),
    );
    await expect(apiRequest({ url: '/ping', method: 'GET' })).resolves.toEqual({
      data: 1,
      message: '',
      errors: {},
      success: true,
    });
    expect(auth).toBe('Bearer abc');
    expect(http.defaults.baseURL).toBe('/api');
  });

  it('on 401 clears the stored token, toasts the spec text and tells the session', async () => {
    localStorage.setItem('token', 'expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      mswHttp.get('*/api/me', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const error = await rejection(apiRequest({ url: '/me', method: 'GET' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(errorToast).toHaveBeenCalledWith(ERROR_TEXTS.unauthorized);
    expect(ERROR_TEXTS.unauthorized).toBe('Error: Unauthorized user');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.envelope.success).toBe(false);
    setUnauthorizedHandler(() => {});
  });

  it('toasts the server message of other errors and rejects with the envelope and field errors', async () => {
    server.use(
      mswHttp.post('*/api/things', () =>
        HttpResponse.json(
          {
            data: null,
            message: 'The name field is required.',
            errors: { name: ['The name field is required.'] },
            success: false,
          },
          { status: 422 },
        ),
      ),
    );
    const error = await rejection(apiRequest({ url: '/things', method: 'POST', data: {} }));
    expect(errorToast).toHaveBeenCalledWith('The name field is required.');
    expect(error.status).toBe(422);
    expect(error.envelope).toEqual({
      data: null,
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
      success: false,
    });
    expect(error.fieldErrors.name).toEqual(['The name field is required.']);
  });

  it('keeps the token on errors other than 401', async () => {
    localStorage.setItem('token', 'keep');
    server.use(
      mswHttp.get('*/api/secret', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    await rejection(apiRequest({ url: '/secret', method: 'GET' }));
    expect(localStorage.getItem('token')).toBe('keep');
    expect(errorToast).toHaveBeenCalledWith('Forbidden');
  });

  it('toasts the spec text when no response comes', async () => {
    server.use(mswHttp.get('*/api/down', () => HttpResponse.error()));
    const error = await rejection(apiRequest({ url: '/down', method: 'GET' }));
    expect(errorToast).toHaveBeenCalledWith('An unexpected error occurred:');
    expect(error.status).toBeUndefined();
    expect(error.envelope.success).toBe(false);
  });
});
