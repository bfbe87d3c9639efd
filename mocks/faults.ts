import { http, HttpResponse, type HttpHandler } from 'msw';
import { withoutCallFrames } from './handlers/lib/call-frames';

/*
 * Mock-only fault injection, for end-to-end journeys and manual testing. Playwright's
 * page.route never sees requests the MSW service worker answers, so faults live here, in a
 * handler that runs before every other one: a matching request is answered with the fault;
 * anything else falls through to the real mock handlers.
 *
 *   window.__moversMock.faults.failNext({
 *     method: 'POST', path: '/api/company-branches/:id/orders', kind: '500', times: 1,
 *   });
 */

/**
 * - `500`: a server error with Laravel's production body (`Server Error`).
 * - `401`: `Unauthenticated.` (a session the server no longer accepts).
 * - `offline`: no response at all (a network error, as when the connection is gone).
 * - `timeout`: no answer until the client gives up (its abort ends the wait), then none at all.
 */
export type FaultKind = '500' | '401' | 'offline' | 'timeout';

export const FAULT_KINDS: readonly FaultKind[] = ['500', '401', 'offline', 'timeout'];

export interface FaultRule {
  /** HTTP method to match (any when omitted), case-insensitive. */
  method?: string;
  /**
   * Path to match, with or without the `/api` prefix: literal segments, `:name` for any one
   * segment, a trailing `*` for any rest ('/api/orders/:id', '/api/notifications/*').
   * The query string is ignored.
   */
  path: string;
  kind: FaultKind;
  /** How many matching requests fail (default 1); later ones are answered normally. */
  times?: number;
}

export interface PendingFault {
  method: string | null;
  path: string;
  kind: FaultKind;
  remaining: number;
}

/** How long a `timeout` fault holds a request whose client never aborts (then no response). */
export const TIMEOUT_FAULT_HOLD_MS = 120_000;

/** Laravel's body for an unhandled exception with APP_DEBUG off, in the contract's envelope. */
export const SERVER_ERROR_MESSAGE = 'Server Error';

type Rule = PendingFault & { segments: string[] };

function splitPath(path: string): string[] {
  const clean = path.split('?')[0].replace(/\/+$/, '');
  const segments = clean.split('/').filter(Boolean);
  // '/api/orders' and '/orders' name the same call (the client's base path is /api).
  return segments[0] === 'api' ? segments.slice(1) : segments;
}

/** Does a request path (its pathname) match a rule's pattern? */
export function matchFaultPath(pattern: string, pathname: string): boolean {
  const want = splitPath(pattern);
  const got = splitPath(pathname);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*' && i === want.length - 1) return got.length >= i;
    if (i >= got.length) return false;
    if (want[i].startsWith(':')) continue;
    if (want[i] !== got[i]) return false;
  }
  return want.length === got.length;
}

function validate(rule: FaultRule): void {
  if (!rule || typeof rule.path !== 'string' || !rule.path.trim())
    throw new Error('faults.failNext: `path` is required');
  if (!FAULT_KINDS.includes(rule.kind))
    throw new Error(
      `faults.failNext: unknown kind "${String(rule.kind)}" (${FAULT_KINDS.join(', ')})`,
    );
  const times = rule.times ?? 1;
  if (!Number.isInteger(times) || times < 1)
    throw new Error('faults.failNext: `times` must be a positive integer');
}

export interface FaultController {
  /** Queues a fault for the next `times` matching requests. */
  failNext(rule: FaultRule): void;
  /** Drops every queued fault. */
  clear(): void;
  /** The faults still waiting for their requests (tests, the console). */
  pending(): PendingFault[];
  /** How many requests have been failed so far (since the page started or `clear`). */
  readonly injected: number;
  /** Takes the fault for a request, if one matches (the handler below uses it). */
  take(method: string, pathname: string): FaultKind | null;
}

export function createFaultController(): FaultController {
  let rules: Rule[] = [];
  let injected = 0;
  return {
    failNext(rule) {
      validate(rule);
      rules.push({
        method: rule.method ? rule.method.toUpperCase() : null,
        path: rule.path,
        kind: rule.kind,
        remaining: rule.times ?? 1,
        segments: splitPath(rule.path),
      });
    },
    clear() {
      rules = [];
      injected = 0;
    },
    pending() {
      return rules.map(({ method, path, kind, remaining }) => ({ method, path, kind, remaining }));
    },
    get injected() {
      return injected;
    },
    take(method, pathname) {
      // First queued, first used: two faults on one call fail its next two requests in order.
      const rule = rules.find(
        (r) => (!r.method || r.method === method.toUpperCase()) && matchFaultPath(r.path, pathname),
      );
      if (!rule) return null;
      rule.remaining -= 1;
      if (rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
      injected += 1;
      return rule.kind;
    },
  };
}

/** The page's (or process's) one set of faults. */
export const faults = createFaultController();

function waitForAbort(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The handler that answers faulted requests; put it before every other handler. Requests
 * no fault matches fall through (the resolver returns nothing).
 */
export function faultHandler(
  controller: FaultController = faults,
  options: { holdMs?: number } = {},
): HttpHandler {
  return withoutCallFrames(() =>
    http.all(/\/api\//, async ({ request }) => {
      const kind = controller.take(request.method, new URL(request.url).pathname);
      switch (kind) {
        case null:
          return undefined;
        case '500':
          return HttpResponse.json(
            { data: null, message: SERVER_ERROR_MESSAGE, errors: {}, success: false },
            { status: 500 },
          );
        case '401':
          return HttpResponse.json(
            { data: null, message: 'Unauthenticated.', errors: {}, success: false },
            { status: 401 },
          );
        case 'offline':
          return HttpResponse.error();
        case 'timeout':
          await waitForAbort(request.signal, options.holdMs ?? TIMEOUT_FAULT_HOLD_MS);
          return HttpResponse.error();
      }
    }),
  );
}
