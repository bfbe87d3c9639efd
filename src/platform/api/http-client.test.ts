import { AxiosError } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/platform/ui/toaster';
import { ApiError } from './api-error';
import {
  apiRequest,
  configureHttpClient,
  ERROR_TEXTS,
  http,
  retryAfterSeconds,
} from './http-client';
import { notifyApiError } from './notify';
import { isPlanRefusalShown, showPlanRefusalsIn } from './plan-notices';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let errorToast: ReturnType<typeof vi.spyOn>;
let onUnauthorized: () => void;
let socketId: string | undefined;
beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
  onUnauthorized = vi.fn(() => localStorage.removeItem('token'));
  socketId = undefined;
  configureHttpClient({
    getToken: () => localStorage.getItem('token'),
    onUnauthorized,
    getSocketId: () => socketId,
  });
});
afterEach(() => vi.restoreAllMocks());

/** What the user sees of a failed call: the client rejects, the operation's owner toasts. */
async function failedCall(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise);
  expect(errorToast).not.toHaveBeenCalled();
  notify(error);
  return error;
}

const notify = (error: unknown) => notifyApiError(error);

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

  it("a 429 carries its Retry-After: seconds, or an HTTP date's distance (QA 57b L2)", async () => {
    server.use(
      mswHttp.post('*/api/busy', () =>
        HttpResponse.json(
          { data: null, message: 'Too Many Attempts.', errors: {}, success: false },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const error = await apiRequest({ url: '/busy', method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfter: 30, message: 'Too Many Attempts.' });
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(retryAfterSeconds({ 'retry-after': 'Tue, 01 Dec 2026 10:01:30 GMT' }, now)).toBe(90);
    expect(retryAfterSeconds({ 'retry-after': 'Tue, 01 Dec 2026 09:59:00 GMT' }, now)).toBe(0);
    expect(retryAfterSeconds({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterSeconds({}, now)).toBeUndefined();
  });

  it('sets success true on an envelope the server sent without it (or with false), and passes the rest on unchanged', async () => {
    server.use(
      mswHttp.get('*/api/bare', () =>
        HttpResponse.json({ data: { id: 7 }, message: 'ok', extra: [1] }),
      ),
      mswHttp.get('*/api/odd', () => HttpResponse.json({ data: 2, success: false })),
      mswHttp.get('*/api/list', () => HttpResponse.json([1, 2])),
      mswHttp.post('*/api/broadcasting/auth', () => HttpResponse.json({ auth: 'key:sig' })),
    );
    await expect(apiRequest({ url: '/bare', method: 'GET' })).resolves.toEqual({
      data: { id: 7 },
      message: 'ok',
      extra: [1],
      success: true,
    });
    await expect(apiRequest({ url: '/odd', method: 'GET' })).resolves.toEqual({
      data: 2,
      success: true,
    });
    await expect(apiRequest({ url: '/list', method: 'GET' })).resolves.toEqual([1, 2]);
    // Not the envelope (Pusher's channel authorisation): left as it came.
    await expect(apiRequest({ url: '/broadcasting/auth', method: 'POST' })).resolves.toEqual({
      auth: 'key:sig',
    });
  });

  it('passes an error body on with success false, whatever the server said', async () => {
    server.use(
      mswHttp.get('*/api/broken', () =>
        HttpResponse.json(
          { message: 'Gone fishing', success: true, retry_after: 30 },
          { status: 503 },
        ),
      ),
    );
    const error = await failedCall(apiRequest({ url: '/broken', method: 'GET' }));
    expect(error.envelope).toEqual({
      data: null,
      message: 'Gone fishing',
      errors: {},
      retry_after: 30,
      success: false,
    });
  });

  it('on 401 tells the session (which clears the stored token) and the spec text is toasted', async () => {
    localStorage.setItem('token', 'expired');
    server.use(
      mswHttp.get('*/api/me', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const error = await failedCall(apiRequest({ url: '/me', method: 'GET' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(errorToast).toHaveBeenCalledWith(ERROR_TEXTS.unauthorized);
    expect(ERROR_TEXTS.unauthorized).toBe('Error: Unauthorized user');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.envelope.success).toBe(false);
  });

  it('a 401 to a call that left with another token (or none) leaves the session alone, untoasted', async () => {
    // A call sent before a sign-out or a sign-in is answered after it: the answer is about
    // the session that sent it, not the one the person has now.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: (string | null)[] = [];
    server.use(
      mswHttp.get('*/api/slow', async ({ request }) => {
        sent.push(request.headers.get('authorization'));
        await gate;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    localStorage.setItem('token', 'before');
    const sentBefore = rejection(apiRequest({ url: '/slow', method: 'GET' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    localStorage.removeItem('token');
    const sentSignedOut = rejection(apiRequest({ url: '/slow', method: 'GET' }));
    await vi.waitFor(() => expect(sent).toEqual(['Bearer before', null]));
    localStorage.setItem('token', 'after');
    release();
    for (const error of [await sentBefore, await sentSignedOut]) {
      expect(error.status).toBe(401);
      notify(error);
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('after');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('a 401 to a call without a token while none is kept ends the session (another tab signed out)', async () => {
    server.use(
      mswHttp.post('*/api/orders', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    // The other tab's logout wiped the shared storage: this tab's call goes without a token.
    localStorage.removeItem('token');
    const error = await failedCall(apiRequest({ url: '/orders', method: 'POST', data: {} }));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(errorToast).toHaveBeenCalledWith(ERROR_TEXTS.unauthorized);
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
    const error = await failedCall(apiRequest({ url: '/things', method: 'POST', data: {} }));
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

  it('does not toast a 404 for what this session deleted itself, or anything under it', async () => {
    let deleted = false;
    const notFound = () =>
      HttpResponse.json({ message: 'Order not found.', errors: {} }, { status: 404 });
    server.use(
      mswHttp.delete('*/api/orders/77', () => {
        if (deleted) return notFound();
        deleted = true;
        return HttpResponse.json({ data: null, message: '', errors: {}, success: true });
      }),
      mswHttp.get('*/api/orders/77/card', notFound),
      mswHttp.get('*/api/orders/770', notFound),
    );
    await apiRequest({ url: '/orders/77', method: 'DELETE' });
    // The same delete sent again (a second click, another tab's echo) and a refetch of a part.
    const again = await failedCall(apiRequest({ url: '/orders/77', method: 'DELETE' }));
    const card = await failedCall(apiRequest({ url: '/orders/77/card', method: 'GET' }));
    expect([again.status, again.alreadyDeleted, card.alreadyDeleted]).toEqual([404, true, true]);
    expect(errorToast).not.toHaveBeenCalled();
    // Another order's 404 is news.
    const other = await failedCall(apiRequest({ url: '/orders/770', method: 'GET' }));
    expect(other.alreadyDeleted).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Order not found.');
  });

  it('hands a plan refusal to a plan notice on screen, and toasts it as every failure', async () => {
    const refusal = 'Your Starter plan allows 1 branch. Change plan to add more.';
    server.use(
      mswHttp.post('*/api/company-branches', () =>
        HttpResponse.json(
          { data: null, message: refusal, errors: { plan: [refusal] }, success: false },
          { status: 403 },
        ),
      ),
      mswHttp.get('*/api/secret', () =>
        HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    const save = () => apiRequest({ url: '/company-branches', method: 'POST', data: {} });
    const notice = vi.fn();
    const hide = showPlanRefusalsIn(notice);
    try {
      const error = await rejection(save());
      notify(error);
      expect(isPlanRefusalShown(error)).toBe(true);
      expect(notice).toHaveBeenCalledWith(error);
      // Spec section 8: any error, an error toast.
      expect(errorToast).toHaveBeenCalledWith(refusal);
      // Only the plan's refusals go to the notice.
      notify(await rejection(apiRequest({ url: '/secret', method: 'GET' })));
      expect(errorToast).toHaveBeenLastCalledWith('This action is unauthorized.');
      expect(notice).toHaveBeenCalledTimes(1);
    } finally {
      hide();
    }
    // With no notice on screen, the form says it (isPlanRefusalShown is false).
    const error = await rejection(save());
    notify(error);
    expect(isPlanRefusalShown(error)).toBe(false);
    expect(notice).toHaveBeenCalledTimes(1);
  });

  it('keeps the token on errors other than 401', async () => {
    localStorage.setItem('token', 'keep');
    server.use(
      mswHttp.get('*/api/secret', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    await failedCall(apiRequest({ url: '/secret', method: 'GET' }));
    expect(localStorage.getItem('token')).toBe('keep');
    expect(errorToast).toHaveBeenCalledWith('Forbidden');
  });

  it('an answer without a message (a proxy’s HTML page) toasts a sentence with its status, not the library’s text (review 54)', async () => {
    server.use(
      mswHttp.get(
        '*/api/behind-proxy',
        () =>
          new HttpResponse('<html>Internal Server Error</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await failedCall(apiRequest({ url: '/behind-proxy', method: 'GET' }));
    expect(errorToast).toHaveBeenCalledWith('The request failed (error 502). Please try again.');
    expect(error.status).toBe(502);
    expect(error.envelope).toMatchObject({ success: false, data: null, errors: {} });
  });

  it('toasts the spec text when no response comes', async () => {
    server.use(mswHttp.get('*/api/down', () => HttpResponse.error()));
    const error = await failedCall(apiRequest({ url: '/down', method: 'GET' }));
    expect(errorToast).toHaveBeenCalledWith('An unexpected error occurred:', {
      endsOnSuccess: true,
    });
    expect(error.status).toBeUndefined();
    expect(error.envelope.success).toBe(false);
  });

  it('ends a call that hangs after 30 s, and the timeout counts as "no response" (spec toast)', async () => {
    // msw's XHR interceptor never fires axios's timeout: an adapter that hangs as a silent
    // server would stands in, and fails as axios's own adapters do once the limit passes.
    vi.useFakeTimers();
    const call = rejection(
      apiRequest({
        url: '/hangs',
        method: 'GET',
        adapter: (config) =>
          new Promise((_, reject) =>
            setTimeout(
              () =>
                reject(
                  new AxiosError(
                    `timeout of ${config.timeout}ms exceeded`,
                    AxiosError.ECONNABORTED,
                    config,
                  ),
                ),
              config.timeout,
            ),
          ),
      }),
    );
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    vi.useRealTimers();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeUndefined();
    notify(error);
    expect(errorToast).toHaveBeenCalledWith('An unexpected error occurred:', {
      endsOnSuccess: true,
    });
  });

  it('sends the realtime socket id as X-Socket-ID once there is one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mswHttp.get('*/api/ping', ({ request }) => {
        seen.push(request.headers.get('x-socket-id'));
        return HttpResponse.json({ data: 1, message: '', errors: {}, success: true });
      }),
    );
    await apiRequest({ url: '/ping', method: 'GET' });
    socketId = '1234.5678';
    await apiRequest({ url: '/ping', method: 'GET' });
    expect(seen).toEqual([null, '1234.5678']);
  });
});
