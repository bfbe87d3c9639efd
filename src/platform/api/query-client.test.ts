import { QueryObserver } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/platform/ui/toaster';
import { apiRequest } from './http-client';
import { notifyApiError } from './notify';
import { AHEAD_META, createQueryClient, fetchLatest, GONE_IS_DONE_META } from './query-client';
import { ApiError } from './api-error';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const failing = (status: number, message: string) => {
  let calls = 0;
  server.use(
    mswHttp.get('*/api/thing', () => {
      calls += 1;
      return HttpResponse.json({ message }, { status });
    }),
  );
  return () => calls;
};

/** Runs one query as a mounted component would, until it settles. */
async function runQuery(key: string) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => apiRequest({ url: '/thing', method: 'GET' }),
    retryDelay: 1,
  });
  const settled = new Promise<void>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status === 'error') {
        stop();
        resolve();
      }
    });
  });
  await settled;
  return client;
}

describe('query client: one failure, one toast (spec section 8)', () => {
  it('a query that fails with 5xx is retried once and toasts once, after the retry', async () => {
    const calls = failing(500, 'Server Error A');
    await runQuery('a');
    expect(calls()).toBe(2);
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Server Error A');
  });

  it('a 4xx is an answer: no retry, one toast with the server message', async () => {
    const calls = failing(403, 'This action is unauthorized B.');
    await runQuery('b');
    expect(calls()).toBe(1);
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('This action is unauthorized B.');
  });

  it('a failed mutation toasts once', async () => {
    failing(500, 'Server Error C');
    const client = createQueryClient();
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => apiRequest({ url: '/thing', method: 'GET' }) })
        .execute(undefined),
    ).rejects.toBeInstanceOf(ApiError);
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Server Error C');
  });
});

describe('query client: a delete whose thing is gone already (GONE_IS_DONE_META)', () => {
  const runMutation = (meta?: Record<string, unknown>) => {
    const client = createQueryClient();
    return client
      .getMutationCache()
      .build(client, { meta, mutationFn: () => apiRequest({ url: '/thing', method: 'GET' }) })
      .execute(undefined);
  };

  it('its 404 is no failure to toast: the caller says it was done already', async () => {
    failing(404, 'Thing not found.');
    await expect(runMutation(GONE_IS_DONE_META)).rejects.toBeInstanceOf(ApiError);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('any other failure of it is toasted, and a 404 without the meta too', async () => {
    failing(422, 'The thing is closed.');
    await expect(runMutation(GONE_IS_DONE_META)).rejects.toBeInstanceOf(ApiError);
    failing(404, 'Thing not found.');
    await expect(runMutation()).rejects.toBeInstanceOf(ApiError);
    expect(errorToast.mock.calls).toEqual([['The thing is closed.'], ['Thing not found.']]);
  });
});

describe('query client: queries asked for ahead of any page (AHEAD_META)', () => {
  const thing = () => apiRequest({ url: '/thing', method: 'GET' });

  it('a failure nobody has asked to see is not toasted', async () => {
    const calls = failing(404, 'Branch not found E.');
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['e'], queryFn: thing, meta: AHEAD_META });
    expect(calls()).toBe(1);
    expect(client.getQueryState(['e'])?.status).toBe('error');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('once a page shows the query, its failure is toasted as usual', async () => {
    const calls = failing(403, 'Not yours F.');
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['f'], queryFn: thing, meta: AHEAD_META });
    const observer = new QueryObserver(client, { queryKey: ['f'], queryFn: thing });
    await new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'error' && !result.isFetching) {
          stop();
          resolve();
        }
      });
    });
    expect(calls()).toBe(2); // the page asked again
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('Not yours F.');
  });
});

describe('fetchLatest: the read before a save', () => {
  /**
   * The thing on the server (version 1 cached by a page), whose reads answer when `answer` is
   * called; `sent()` counts them.
   */
  function heldThing() {
    let answers: (() => void)[] = [];
    let version = 1;
    let sent = 0;
    server.use(
      mswHttp.get('*/api/thing', async () => {
        sent += 1;
        const now = version;
        await new Promise<void>((resolve) => answers.push(resolve));
        return HttpResponse.json({ version: now });
      }),
    );
    const client = createQueryClient();
    const options = {
      queryKey: ['thing'],
      // As orval's: it hands the signal to the call.
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<{ version: number }>({ url: '/thing', method: 'GET', signal }),
    };
    client.setQueryData(['thing'], { version: 1 });
    // A page that shows it.
    const page = new QueryObserver(client, { ...options, staleTime: Infinity });
    const leave = page.subscribe(() => undefined);
    return {
      client,
      options,
      page,
      leave,
      sent: () => sent,
      savedElsewhere: () => (version = 2),
      answer: async () => {
        await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
        const waiting = answers;
        answers = [];
        waiting.forEach((resolve) => resolve());
      },
    };
  }

  it('gives what the server holds though the page that shows it goes while it is read', async () => {
    const thing = heldThing();
    thing.savedElsewhere();
    const latest = fetchLatest(thing.client, thing.options);
    await vi.waitFor(() => expect(thing.sent()).toBe(1));
    thing.leave(); // the user leaves while the save reads
    await thing.answer();
    await expect(latest).resolves.toEqual({ version: 2 });
    expect(thing.client.getQueryData(['thing'])).toEqual({ version: 2 });
  });

  it("replaces the page's own read on its way, and the page gets its answer", async () => {
    const thing = heldThing();
    const pageRead = thing.page.refetch(); // the page reads again (version 1 on the server)
    await vi.waitFor(() => expect(thing.sent()).toBe(1));
    thing.savedElsewhere();
    const latest = fetchLatest(thing.client, thing.options);
    await vi.waitFor(() => expect(thing.sent()).toBe(2));
    await thing.answer();
    await expect(latest).resolves.toEqual({ version: 2 });
    // Not the copy from before (what cancelling the page's read outright gave it).
    expect((await pageRead).data).toEqual({ version: 2 });
  });

  it('replaces a read of the same on its way, whose caller gets its answer', async () => {
    const thing = heldThing();
    const first = fetchLatest(thing.client, thing.options); // e.g. a notification's read
    await vi.waitFor(() => expect(thing.sent()).toBe(1));
    thing.savedElsewhere();
    const second = fetchLatest(thing.client, thing.options);
    await vi.waitFor(() => expect(thing.sent()).toBe(2));
    thing.leave();
    await thing.answer();
    await expect(second).resolves.toEqual({ version: 2 });
    await expect(first).resolves.toEqual({ version: 2 });
  });
});

describe('notifyApiError', () => {
  const error = (status: number | undefined, message: string) =>
    new ApiError(status, { data: null, message, errors: {}, success: false });

  it('uses the spec texts for 401 and no response (which the next success closes), the server message otherwise', () => {
    notifyApiError(error(401, 'Unauthenticated.'));
    notifyApiError(error(undefined, 'x'));
    notifyApiError(error(422, 'The name field is required.'));
    expect(errorToast.mock.calls).toEqual([
      ['Error: Unauthorized user'],
      ['An unexpected error occurred:', { endsOnSuccess: true }],
      ['The name field is required.'],
    ]);
  });

  it('does not toast what is not an API error (a cancelled call, a bug)', () => {
    notifyApiError(new Error('boom'));
    expect(errorToast).not.toHaveBeenCalled();
  });
});
