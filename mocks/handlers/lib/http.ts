import { http as msw, HttpHandler, HttpResponse, type HttpResponseResolver } from 'msw';
import { db } from '../../db';
import { withoutCallFrames } from './call-frames';
import { fail } from './envelope';
import { simulateLatency } from './latency';

/*
 * The handlers' `http`: msw's, with three differences.
 *
 * 1. Every call waits the demo's latency first (handlers/lib/latency.ts; none in Node), unless
 *    its resolver is `immediate(...)` (the socket's channel auth, the calendar feed's file).
 *
 * 2. A call that may write (POST, PUT, PATCH, DELETE) runs with no other such call in between
 *    (db.exclusively, after its latency), as a server's transaction would: a check such as
 *    "applied already?" and the insert after it were two steps, and the insert waits for
 *    IndexedDB to give an id, so two calls at once both passed the check (QA 2026-12-04: one
 *    application twice; the same held for invitations, roster entries and ratings). It
 *    answers only once its writes are stored (db.persisted(): IndexedDB in the browser, a
 *    no-op in Node). An answer that arrived before the write let the app reload at once (a
 *    new session after sign-in, the logout after "Delete my account") and the navigation
 *    abort the write: after the reload the token was unknown, or the deleted account was
 *    back. A real server answers after its commit; so does the mock.
 *
 * 3. A handler that cannot match a request says so before msw parses it (5/8: the calendar's
 *    first load). msw tries each of the ~110 handlers in turn, and for each it read
 *    `document.cookie` and compiled the handler's path into a regular expression: ~8 ms of
 *    every mocked call at full speed, ~0.5 s of the calendar's 1,000-job load at 4x CPU. The
 *    method and the path's segments (`*\/api/company-branches/:id/orders` ends the URL with
 *    five segments, four of them fixed) rule most handlers out at once; a handler that may
 *    match is parsed by msw as before, so what matches and what a resolver gets is unchanged.
 */

type Resolver = (info: never) => unknown;

const IMMEDIATE = Symbol('immediate');

/** A resolver that answers without the demo's latency (see above). */
export function immediate<R extends Resolver>(resolver: R): R {
  return Object.assign(resolver, { [IMMEDIATE]: true });
}

function answering<R extends Resolver>(resolver: R, write: boolean): R {
  const latency = !(IMMEDIATE in resolver);
  return (async (info: never) => {
    if (latency) await simulateLatency();
    if (!write) return resolver(info);
    const response = await db.exclusively(() => resolver(info));
    await db.persisted();
    return response;
  }) as unknown as R;
}

/**
 * The segments a path ends with, for paths of the form `*\/a/:b/c` (any origin and prefix,
 * `tail`) or `/a/:b/c` (the whole path); null for any other form (wildcards inside, regular
 * expressions, absolute URLs), which msw always parses.
 */
export function pathShape(path: unknown): { tail: boolean; segments: string[] } | null {
  if (typeof path !== 'string') return null;
  const tail = path.startsWith('*/');
  const rest = tail ? path.slice(1) : path;
  if (!rest.startsWith('/') || /[*()?+{}]/.test(rest)) return null;
  return { tail, segments: rest.split('/').slice(1) };
}

/**
 * Whether a URL path could match a path of that shape: as many segments (a trailing slash
 * ignored, as path-to-regexp does), each fixed one equal, each parameter non-empty. False
 * only when msw's own matching is bound to fail too.
 */
export function couldMatch(shape: { tail: boolean; segments: string[] }, pathname: string) {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const actual = trimmed.split('/').slice(1);
  const { segments } = shape;
  if (shape.tail ? actual.length < segments.length : actual.length !== segments.length)
    return false;
  const offset = actual.length - segments.length;
  return segments.every((segment, i) => {
    const value = actual[offset + i];
    return segment.startsWith(':') ? value !== '' : segment === value;
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

class PrefilteredHttpHandler extends HttpHandler {
  readonly #method: Method;
  readonly #shape: ReturnType<typeof pathShape>;

  constructor(method: Method, ...rest: ConstructorArguments) {
    super(method, ...rest);
    this.#method = method;
    this.#shape = pathShape(rest[0]);
  }

  override async parse(args: Parameters<HttpHandler['parse']>[0]) {
    const { request } = args;
    const ruledOut =
      request.method.toUpperCase() !== this.#method ||
      (this.#shape !== null && !couldMatch(this.#shape, new URL(request.url).pathname));
    if (ruledOut) return NO_MATCH;
    try {
      return await super.parse(args);
    } catch (error) {
      // msw decodes the path's parameters, and a malformed '%' (`/orders/%E0%A4%A`) threw
      // (a 500 "unhandled exception"). No route of ours has such a parameter: not a match,
      // so the call ends as any unknown address does, a 404 (unknownApiCall below).
      if (error instanceof URIError) return NO_MATCH;
      throw error;
    }
  }
}

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} };

type ConstructorArguments =
  ConstructorParameters<typeof HttpHandler> extends [unknown, ...infer Rest] ? Rest : never;

function handlerFor<M extends typeof msw.get>(method: Method, write: boolean): M {
  return ((path: Parameters<M>[0], resolver: HttpResponseResolver, options?: Parameters<M>[2]) =>
    withoutCallFrames(
      () =>
        new PrefilteredHttpHandler(
          method,
          path,
          answering(resolver as Resolver, write) as HttpResponseResolver,
          options,
        ),
    )) as unknown as M;
}

/**
 * The browser mock's first handler: every call the mock answers (the API, the calendar feed's
 * files) waits until `ready` (the demo's data in the db) and then goes on to the handlers, so
 * the mock can take calls while its data still loads (5/8: the demo's login page is usable
 * once the worker is; the data's load no longer holds it up). A `ready` that failed (the data
 * did not load) fails each call as an unreachable server does, and the app says so. Other
 * requests (fonts, the dev server's modules) pass untouched; a regular expression without
 * groups, as below.
 */
export function answerWhenReady(ready: Promise<unknown>) {
  return withoutCallFrames(() =>
    msw.all(/\/api\/|\/ical\//, async () => {
      try {
        await ready;
      } catch {
        return HttpResponse.error();
      }
      return undefined;
    }),
  );
}

/**
 * The browser mock's last handler: a call to the app's API (`origin`/api/…) that no handler
 * takes gets the 404 a server gives an unknown route, as the mock server (mocks/server/main.ts)
 * words it, instead of going on to the network (where the dev server answered it with the
 * app's index.html). Only the origin's /api/: the dev server serves source modules such as
 * `/src/platform/api/cache.ts`, which must reach it. A regular expression without groups, so
 * msw decodes nothing, whatever the path holds.
 */
export function unknownApiCall(origin: string) {
  const api = new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/`);
  return withoutCallFrames(() =>
    msw.all(api, ({ request }) =>
      fail(404, `No mock handler for ${request.method} ${new URL(request.url).pathname}.`),
    ),
  );
}

export const http = {
  ...msw,
  get: handlerFor<typeof msw.get>('GET', false),
  post: handlerFor<typeof msw.post>('POST', true),
  put: handlerFor<typeof msw.put>('PUT', true),
  patch: handlerFor<typeof msw.patch>('PATCH', true),
  delete: handlerFor<typeof msw.delete>('DELETE', true),
};
