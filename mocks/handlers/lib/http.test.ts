import fc from 'fast-check';
import { HttpHandler, matchRequestUrl, http as msw, WebSocketHandler } from 'msw';
import { handlers } from '..';
import { db, resetDb, server } from '../../node';
import { call, loginAs } from '../../testing/api';
import { faultHandler } from '../../faults';
import { hybridGate } from '../../hybrid/gate';
import { createPusherHub } from '../../realtime/hub';
import { pusherSocketHandler } from '../../realtime/socket';
import { calendarFeedFileHandler, calendarFeedHandlers } from '../calendar-feed';
import { withoutCallFrames } from './call-frames';
import { answerWhenReady, couldMatch, http, pathShape, unknownApiCall } from './http';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  db.setPersistHook(async () => {});
});
afterAll(() => server.close());
beforeEach(() => resetDb());

/** Whether `handler` takes a request for `url` (what msw asks before running it). */
async function matchesUrl(handler: HttpHandler, url: string): Promise<boolean> {
  return (await handler.parse({ request: new Request(url) })).match.matches;
}

/**
 * A store that takes a while (IndexedDB under load), recording when each write is stored.
 * Returns the log the test reads.
 */
function slowStore(): string[] {
  const log: string[] = [];
  db.setPersistHook(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    log.push('stored');
  });
  return log;
}

describe('handlers answer a write only once it is stored (the app may reload at once)', () => {
  it('a sign-in and a write: stored first, then answered', async () => {
    const log = slowStore();
    const token = await loginAs('helper@demo.test');
    log.push('answered');
    expect(log).toEqual(['stored', 'answered']);

    // "Delete my account": the app logs out and reloads as soon as this answers.
    log.length = 0;
    const { status } = await call('DELETE', '/auth/delete-account', { token });
    expect(status).toBe(200);
    log.push('answered');
    expect(log).toEqual(['stored', 'answered']);
  });

  it('a read does not wait for the store', async () => {
    const token = await loginAs('helper@demo.test');
    const log = slowStore();
    const { status } = await call('GET', '/helper-profile', { token });
    expect(status).toBe(200);
    log.push('answered');
    expect(log).toEqual(['answered']);
  });
});

describe('a handler that cannot match a request is ruled out before msw parses it', () => {
  const paths = [
    ...new Set(
      handlers
        .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
        .map((handler) => handler.info.path)
        .filter((path): path is string => typeof path === 'string'),
    ),
  ];
  const ORIGIN = 'http://localhost:5173';

  it('knows the shape of every handler path (a path it does not know is always parsed)', () => {
    expect(paths.length).toBeGreaterThan(90);
    expect(paths.filter((path) => pathShape(path) === null)).toEqual([]);
    expect(pathShape('*/api/company-branches/:id/orders')).toEqual({
      tail: true,
      segments: ['api', 'company-branches', ':id', 'orders'],
    });
    expect(pathShape(/\/api\/.*/)).toBeNull();
    expect(pathShape('*/api/*/orders')).toBeNull();
  });

  it('never rules out a URL that msw matches (property: any handler path, any URL)', () => {
    const segment = fc.oneof(
      fc.constantFrom('api', 'orders', 'company-branches', 'calendar', '1', '42', 'count', ''),
      fc.stringMatching(/^[a-z0-9-]{1,6}$/), // msw throws on a malformed %
    );
    // URLs built from another handler's path (so near misses are common), or from scratch.
    const url = fc.oneof(
      fc
        .tuple(fc.constantFrom(...paths), fc.array(segment, { minLength: 4, maxLength: 4 }))
        .map(([path, values]) => {
          let i = 0;
          return path.replace(/^\*/, ORIGIN).replace(/:[A-Za-z]+/g, () => values[i++] || 'x');
        }),
      fc.array(segment, { maxLength: 7 }).map((parts) => `${ORIGIN}/${parts.join('/')}`),
    );
    const suffix = fc.constantFrom('', '/', '?page=2', '/?a=1', '#top');
    fc.assert(
      fc.property(fc.constantFrom(...paths), url, suffix, (path, base, end) => {
        const address = new URL(base + end);
        const matches = matchRequestUrl(address, path, ORIGIN).matches;
        const shape = pathShape(path)!;
        if (matches) expect(couldMatch(shape, address.pathname)).toBe(true);
        return true;
      }),
      { numRuns: 3000 },
    );
  });

  it('every handler path matches its own URLs, with or without a trailing slash', () => {
    for (const path of paths) {
      const address = new URL(path.replace(/^\*/, ORIGIN).replace(/:[A-Za-z]+/g, '7'));
      for (const pathname of [address.pathname, `${address.pathname}/`]) {
        expect(matchRequestUrl(new URL(pathname, ORIGIN), path, ORIGIN).matches).toBe(true);
        expect(couldMatch(pathShape(path)!, pathname), `${path} on ${pathname}`).toBe(true);
      }
    }
    expect(couldMatch(pathShape('*/api/orders/:id')!, '/api/orders/')).toBe(false);
    expect(couldMatch(pathShape('/api/orders/:id')!, '/v2/api/orders/1')).toBe(false);
    expect(couldMatch(pathShape('*/api/orders/:id')!, '/v2/api/orders/1')).toBe(true);
  });

  it("leaves msw's parse to the handlers that may match: other methods and paths are ruled out", async () => {
    const handler = http.get('*/api/company-branches/:id/orders/calendar', () => undefined);
    const parse = vi.spyOn(HttpHandler.prototype, 'parse');
    const parsed = (url: string, method = 'GET') =>
      handler.parse({ request: new Request(url, { method }) });
    try {
      const base = 'http://localhost:5173/api/company-branches';
      expect((await parsed(`${base}/1/orders`)).match.matches).toBe(false);
      expect((await parsed(`${base}/1/orders/calendar`, 'POST')).match.matches).toBe(false);
      expect((await parsed(`${base}/1/orders/count`)).match.matches).toBe(false);
      expect(parse).not.toHaveBeenCalled();
      const calendar = await parsed(`${base}/12/orders/calendar?page[number]=2`);
      expect(calendar.match).toMatchObject({ matches: true, params: { id: '12' } });
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('a path msw cannot decode', () => {
  it('is no match for a handler whose shape it has (it threw, a 500)', async () => {
    const handler = http.get('*/api/company-branches/:id/orders', () => undefined);
    const result = await handler.parse({
      request: new Request('http://localhost:5173/api/company-branches/%E0%A4%A/orders'),
    });
    expect(result.match.matches).toBe(false);
    // The calendar feed's address, beside the API, is one of ours too.
    const feed = await calendarFeedFileHandler.parse({
      request: new Request('http://localhost:5173/ical/%E0%A4%A.ics'),
    });
    expect(feed.match.matches).toBe(false);
  });

  it('gets the 404 of an unknown address from the browser mock, and so does any unknown call', async () => {
    const initial = server.listHandlers();
    // Last, as in mocks/browser.ts: known calls are answered by their handlers.
    server.resetHandlers(...initial, unknownApiCall('http://localhost'));
    try {
      const token = await loginAs('owner@demo.test');
      expect((await call('GET', '/company-branches', { token })).status).toBe(200);
      for (const path of ['/company-branches/%E0%A4%A/orders', '/no-such-call']) {
        const { status, body } = await call('GET', path, { token });
        expect(status).toBe(404);
        expect(body).toMatchObject({
          success: false,
          message: `No mock handler for GET /api${path}.`,
        });
      }
    } finally {
      server.resetHandlers(...initial);
    }
  });

  it("leaves alone what is not the origin's API: the dev server's source modules, other sites", async () => {
    const handler = unknownApiCall('http://localhost:5173');
    expect(await matchesUrl(handler, 'http://localhost:5173/api/no-such-call')).toBe(true);
    expect(await matchesUrl(handler, 'http://localhost:5173/api/orders/%E0%A4%A')).toBe(true);
    expect(await matchesUrl(handler, 'http://localhost:5173/src/platform/api/cache.ts?t=1')).toBe(
      false,
    );
    expect(
      await matchesUrl(handler, 'http://localhost:5173/src/features/team/api/endpoints.ts'),
    ).toBe(false);
    expect(await matchesUrl(handler, 'https://example.com/api/orders')).toBe(false);
    expect(await matchesUrl(handler, 'http://localhost:51730/api/orders')).toBe(false);
  });
});

describe("the browser mock's calls wait for its data (answerWhenReady, first in mocks/browser.ts)", () => {
  /** A promise the test settles. */
  function dataLoading() {
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    return { ready, settle };
  }
  /** A handler that notes each call that reaches it and lets it go on. */
  const noting = (log: string[], note: string) =>
    http.all(/\/api\/|\/ical\//, ({ request }) => {
      log.push(`${note} ${new URL(request.url).pathname}`);
      return undefined;
    });
  /** A task later: the handlers' chain runs on promises, so a call not held has gone on by then. */
  const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds the API and the calendar feed until the data is in, then answers them as before', async () => {
    const { ready, settle } = dataLoading();
    const initial = server.listHandlers();
    const log: string[] = [];
    server.resetHandlers(
      noting(log, 'reached'),
      answerWhenReady(ready),
      noting(log, 'passed'),
      ...initial,
    );
    try {
      const login = loginAs('owner@demo.test');
      const feed = fetch('http://localhost/ical/unknown.ics').then((response) => response.status);
      await vi.waitFor(() => expect(log).toHaveLength(2));
      await aTaskLater();
      expect(log.sort()).toEqual(['reached /api/auth/login', 'reached /ical/unknown.ics']);
      settle.resolve();
      const token = await login;
      expect(await feed).toBe(404);
      expect(log.filter((l) => l.startsWith('passed')).sort()).toEqual([
        'passed /api/auth/login',
        'passed /ical/unknown.ics',
      ]);
      expect((await call('GET', '/company-branches', { token })).status).toBe(200);
    } finally {
      server.resetHandlers(...initial);
    }
  });

  it('fails every call as an unreachable server does when the data did not load', async () => {
    const { ready, settle } = dataLoading();
    const initial = server.listHandlers();
    server.resetHandlers(answerWhenReady(ready), ...initial);
    try {
      const login = loginAs('owner@demo.test');
      settle.reject(new Error('IndexedDB refused'));
      await expect(login).rejects.toThrow(TypeError);
      await expect(call('GET', '/company-branches')).rejects.toThrow(TypeError);
    } finally {
      server.resetHandlers(...initial);
    }
  });

  it("lets other requests go at once (fonts, the dev server's modules)", async () => {
    const handler = answerWhenReady(new Promise(() => undefined));
    expect(await matchesUrl(handler, 'http://localhost:5173/api/auth/login')).toBe(true);
    expect(await matchesUrl(handler, 'http://localhost:5173/ical/feed-1.ics')).toBe(true);
    expect(await matchesUrl(handler, 'http://localhost:5173/src/main.tsx')).toBe(false);
    expect(await matchesUrl(handler, 'http://localhost:5173/fonts/inter.woff2')).toBe(false);
  });
});

describe('handlers are made without a stack trace (the demo builds ~110 as it starts)', () => {
  it("no handler notes its declaration's call frame, and the stack trace limit is put back", () => {
    const limit = Error.stackTraceLimit;
    // Those made with lib/http's `http` (a few use msw's own, e.g. the calendar feed's GET).
    const ours = handlers.filter(
      (h) => h instanceof HttpHandler && h.constructor.name === 'PrefilteredHttpHandler',
    );
    expect(ours.length).toBeGreaterThan(100);
    for (const handler of ours) expect(handler.info.callFrame).toBeUndefined();
    expect(http.get('*/api/example', () => undefined).info.callFrame).toBeUndefined();
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('still traced').stack).toContain('http.test.ts');
  });

  it("nor does any other handler of the browser mock's worker (msw's own `http` and `ws`)", () => {
    // One stack read with frames was enough to cost the demo's start a re-parse of the mock's
    // whole chunk (V8 collects a script's source positions to format a frame in it): ~150 ms
    // at 4x CPU. Each of these is made with msw's own `http.all`, `http.get` or `ws.link`.
    const others = [
      answerWhenReady(Promise.resolve()),
      faultHandler(),
      ...calendarFeedHandlers,
      pusherSocketHandler(createPusherHub({ key: 'test' })),
      unknownApiCall('http://localhost'),
      hybridGate({ operations: [], unknown: [] }),
    ];
    // msw's WebSocketHandler keeps the note on itself, its RequestHandler in `info`.
    const callFrameOf = (handler: (typeof others)[number]) =>
      handler instanceof WebSocketHandler ? handler.callFrame : handler.info.callFrame;
    for (const handler of others) expect(callFrameOf(handler)).toBeUndefined();
    // The check can fail: a handler made with its stack traced notes this file.
    expect(msw.all('*', () => undefined).info.callFrame).toContain('http.test.ts');
  });

  it('puts the limit and Error back when making the handler throws', () => {
    const limit = Error.stackTraceLimit;
    const RealError = Error;
    expect(() =>
      withoutCallFrames(() => {
        throw new Error('no handler');
      }),
    ).toThrow('no handler');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(globalThis.Error).toBe(RealError);
    expect(new Error('traced again').stack).toContain('http.test.ts');
  });

  it('makes no Error at all meanwhile: an inspector would record its stack whatever the limit', () => {
    const made = withoutCallFrames(() => [new Error('with new'), Error('without new'), Error()]);
    for (const error of made) {
      expect(error).toBeInstanceOf(Error);
      // A real Error has a stack even with no frames ("Error: with new").
      expect(error.stack).toBeUndefined();
    }
    expect(made.map((error) => error.message)).toEqual(['with new', 'without new', '']);
    expect(String(made[0])).toBe('Error: with new');
  });
});
