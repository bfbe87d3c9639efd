import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { consentPage } from './consent';
import { getResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { db, isScenarioName, resetDatabase } from '../db';
import { handlers, outsideContractHandlers } from '../handlers';
import { hub, MOCK_APP_KEY, startRealtimeBridge } from '../realtime';
import { setAutoAnswerDelay } from '../realtime/auto-answer';
import { setChangeOrigin } from '../realtime/origin';
import { presenceFromSockets } from '../realtime/presence';
import { emitDemoNotifications, startActivitySimulator } from '../realtime/simulator';
import { asSpecServerReads, loadSpecQueryRules, mockProfile } from './spec-profile';
import { acceptWebSocket } from './websocket';

/** `/ical/{token}.ics`: a helper's calendar subscription (handlers/calendar-feed.ts). */
const CALENDAR_FEED = /^\/ical\/[^/]+$/;

/*
 * The mock backend as a real server, for the app's real-API build (no service worker):
 *  - HTTP on 127.0.0.1:8787 (MOCK_SERVER_PORT): the same MSW handlers, called through
 *    msw's getResponse; CORS open to any origin; 404 envelope for unknown paths, 405 (with
 *    `Allow`) for a method the path does not declare;
 *  - the Pusher socket on 127.0.0.1:9000 (MOCK_PUSHER_PORT) at /app/{key}, driven by the
 *    same hub as the in-browser mock, with the db-to-hub bridge started.
 * In memory: seeds MOCK_SCENARIO (default `default`) at start.
 * MOCK_SIMULATOR_MS=N (a positive number) starts the demo activity simulator: one demo
 * notification every N ms, as the in-browser mock does. Off by default, so runs that assert on
 * notifications stay deterministic.
 * MOCK_AUTO_ANSWER_MS=N (a positive number) starts the simulated other side
 * (realtime/auto-answer.ts): invited people answer, marketplace helpers apply to offers,
 * after about N ms. Off by default for the same reason.
 * Test-only: POST /__mock/notify {count?, branchId?} creates demo notifications (pushed over
 * the socket by the bridge); POST /__mock/reset {scenario?} reseeds; POST /__mock/auto-answer
 * {delayMs} switches the auto-answers (0 = off); GET /__mock/health.
 * MOCK_PROFILE=spec behaves like a plain backend of the spec (spec-profile.ts): spec calls
 * ignore the query parameters the spec does not name for them, and a call's change events
 * go to every socket but the one its X-Socket-ID names (Laravel's toOthers; origin.ts). MOCK_CONTRACT: the contract
 * it reads that from (default contract/openapi.yaml under the working directory).
 */

const HOST = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const HTTP_PORT = Number(process.env.MOCK_SERVER_PORT ?? 8787);
const PUSHER_PORT = Number(process.env.MOCK_PUSHER_PORT ?? 9000);
const SCENARIO = process.env.MOCK_SCENARIO ?? 'default';

/** A duration from the environment: a positive number of ms, else 0 (off). */
function positiveMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const ms = Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** MOCK_SIMULATOR_MS as an interval: a positive number of ms, else 0 (off). */
export function simulatorIntervalMs(raw: string | undefined = process.env.MOCK_SIMULATOR_MS) {
  return positiveMs(raw);
}

/** MOCK_AUTO_ANSWER_MS as the auto-answer delay: a positive number of ms, else 0 (off). */
export function autoAnswerDelayMs(raw: string | undefined = process.env.MOCK_AUTO_ANSWER_MS) {
  return positiveMs(raw);
}

/**
 * Starts the demo activity simulator when MOCK_SIMULATOR_MS asks for it (the bridge pushes
 * what it creates over the socket). Returns the interval (0 = not started) and a stop.
 */
export function startSimulatorFromEnv(raw: string | undefined = process.env.MOCK_SIMULATOR_MS) {
  const intervalMs = simulatorIntervalMs(raw);
  return { intervalMs, stop: startActivitySimulator(intervalMs) };
}

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Accept, X-Requested-With, X-Socket-ID',
  'Access-Control-Max-Age': '600',
  // A 429's wait, readable by the page on its other origin (QA 58 M4; contract/README).
  'Access-Control-Expose-Headers': 'Retry-After',
};

function envelope(status: number, message: string, data: unknown = null) {
  return { data, message, errors: {}, success: status < 400 };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The methods the handlers declare for this URL (upper case, sorted); empty for an unknown
 * path. Read from the handlers themselves, so it cannot drift from what the mock answers.
 */
export function declaredMethods(url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers as HttpHandler[]) {
    const { method, path } = handler.info;
    // Every mock handler is http.<method>('*/api/...'): string methods and paths only.
    if (typeof method !== 'string' || !(typeof path === 'string' || path instanceof RegExp))
      continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  return [...methods].sort();
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Node's request as a Fetch Request (what MSW handlers take). */
export async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function writeResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function testOnlyRoute(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (!path.startsWith('/__mock/')) return false;
  const raw = req.method === 'POST' ? (await readBody(req)).toString('utf8') : '';
  const input = (raw ? JSON.parse(raw) : {}) as {
    count?: number;
    branchId?: number;
    scenario?: string;
    delayMs?: number;
  };
  if (req.method === 'POST' && path === '/__mock/notify') {
    const created = await emitDemoNotifications({ count: input.count, branchId: input.branchId });
    sendJson(res, 200, envelope(200, 'Created', { created }));
  } else if (req.method === 'POST' && path === '/__mock/reset') {
    const scenario = input.scenario ?? SCENARIO;
    if (!isScenarioName(scenario))
      sendJson(res, 422, envelope(422, `Unknown scenario ${scenario}`));
    else {
      await resetDatabase(db, scenario);
      sendJson(res, 200, envelope(200, 'Reset', { scenario }));
    }
  } else if (req.method === 'POST' && path === '/__mock/auto-answer') {
    const delayMs = Number(input.delayMs ?? 0);
    if (!Number.isFinite(delayMs) || delayMs < 0)
      sendJson(res, 422, envelope(422, 'delayMs must be a number of ms, 0 or more'));
    else {
      setAutoAnswerDelay(delayMs);
      sendJson(
        res,
        200,
        envelope(200, delayMs > 0 ? 'Auto-answers on' : 'Auto-answers off', { delayMs }),
      );
    }
  } else if (req.method === 'GET' && path === '/__mock/health') {
    // ?channel= tells a test when the app has subscribed, so no event is sent too early.
    const channel = new URL(req.url ?? '/', 'http://localhost').searchParams.get('channel');
    sendJson(
      res,
      200,
      envelope(200, 'OK', {
        connections: hub.connectionCount,
        subscribers: channel ? hub.subscribers(channel) : null,
        // The server's clock (the real-API journeys run it moved: scripts/lib/shift-clock.mjs).
        now: new Date().toISOString(),
      }),
    );
  } else {
    sendJson(res, 404, envelope(404, 'Not found.'));
  }
  return true;
}

export function startHttpServer(
  port = HTTP_PORT,
  host = HOST,
  profile = mockProfile(),
): Promise<Server> {
  const origin = `http://${host}:${port}`;
  const specRules =
    profile === 'spec'
      ? loadSpecQueryRules(process.env.MOCK_CONTRACT ?? `${process.cwd()}/contract/openapi.yaml`)
      : [];
  // The socket of the call being answered (spec profile). Only while it is being answered: a
  // timer it set (an auto-answer, the helper's acceptance) runs in its context too, and is
  // news to that socket.
  const calls = new AsyncLocalStorage<{ socket: string | undefined; answering: boolean }>();
  const stopOrigins =
    profile === 'spec'
      ? setChangeOrigin(() => {
          const call = calls.getStore();
          return call?.answering ? call.socket : undefined;
        })
      : () => undefined;
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS);
          res.end();
          return;
        }
        const url = new URL(req.url ?? '/', origin);
        const path = url.pathname;
        if (await testOnlyRoute(req, res, path)) return;
        const consent = req.method === 'GET' ? consentPage(url) : undefined;
        if (consent) {
          res.writeHead(consent.status, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(consent.html);
          return;
        }
        // The helpers' calendar subscriptions live beside the API, outside the contract's
        // paths (contract/README.md, "Calendar feed"): calendar apps GET them with no login.
        if (req.method === 'GET' && CALENDAR_FEED.test(path)) {
          const response = await getResponse(
            outsideContractHandlers,
            await toFetchRequest(req, origin),
          );
          if (response) await writeResponse(res, response);
          else sendJson(res, 404, envelope(404, `No mock handler for ${req.method} ${path}.`));
          return;
        }
        // Decided before building a Fetch Request: undici refuses TRACE/TRACK/CONNECT (that
        // was a 500), and a method the path lacks is the client's mistake, not a missing route.
        const allowed = declaredMethods(url);
        if (allowed.length === 0) {
          sendJson(res, 404, envelope(404, `No mock handler for ${req.method} ${path}.`));
          return;
        }
        const method = (req.method ?? 'GET').toUpperCase();
        if (!allowed.includes(method)) {
          // OPTIONS is answered above for every path (CORS preflight); HEAD is not answered.
          const allow = [...allowed, 'OPTIONS'].join(', ');
          res.writeHead(405, { ...CORS, 'Content-Type': 'application/json', Allow: allow });
          res.end(
            JSON.stringify(
              envelope(
                405,
                `The ${method} method is not supported for ${path}. Allowed: ${allow}.`,
              ),
            ),
          );
          return;
        }
        if (specRules.length) {
          const read = asSpecServerReads(method, url, specRules);
          req.url = `${read.pathname}${read.search}`;
        }
        const request = await toFetchRequest(req, origin);
        const call = { socket: request.headers.get('x-socket-id') ?? undefined, answering: true };
        const response = await calls
          .run(call, () => getResponse(handlers, request))
          .finally(() => (call.answering = false));
        if (response) await writeResponse(res, response);
        else sendJson(res, 404, envelope(404, `No mock handler for ${req.method} ${path}.`));
      } catch (error) {
        console.error('[mock-server]', error);
        if (!res.headersSent) sendJson(res, 500, envelope(500, 'Server Error'));
        else res.end();
      }
    })();
  });
  server.on('close', stopOrigins);
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

export function startPusherServer(port = PUSHER_PORT, host = HOST): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' });
    res.end('Pusher socket: connect with WebSocket to /app/{key}');
  });
  server.on('upgrade', (req, socket) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const match = /^\/app\/([^/]+)$/.exec(path);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const ws = acceptWebSocket(req, socket);
    if (!ws) return;
    // Any key, like the in-browser socket handler: the hub signs channel auth with its own
    // key (MOCK_APP_KEY), and the app's VITE_PUSHER_KEY only names the app in the URL.
    const connection = hub.connect((data) => ws.send(data));
    ws.onMessage((text) => connection.receive(text));
    ws.onClose(() => connection.close());
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

export async function main() {
  if (!isScenarioName(SCENARIO)) throw new Error(`MOCK_SCENARIO ${SCENARIO} is not a scenario`);
  await resetDatabase(db, SCENARIO);
  startRealtimeBridge();
  // Who is signed in, for the simulated people and companies: who has a socket on her channel.
  presenceFromSockets(() => hub.channels());
  const simulator = startSimulatorFromEnv();
  const answerDelay = autoAnswerDelayMs();
  setAutoAnswerDelay(answerDelay);
  const http = await startHttpServer();
  const pusher = await startPusherServer();
  console.log(`[mock-server] scenario "${SCENARIO}", profile "${mockProfile()}"`);
  console.log(
    `[mock-server] API     http://${HOST}:${HTTP_PORT}/api  (${handlers.length} handlers)`,
  );
  console.log(
    `[mock-server] Pusher  ws://${HOST}:${PUSHER_PORT}/app/{key}  (signing key ${MOCK_APP_KEY})`,
  );
  console.log(
    simulator.intervalMs > 0
      ? `[mock-server] demo activity: one notification every ${simulator.intervalMs} ms (MOCK_SIMULATOR_MS)`
      : '[mock-server] demo activity off (set MOCK_SIMULATOR_MS to turn it on)',
  );
  console.log(
    answerDelay > 0
      ? `[mock-server] auto-answers: invitees answer, helpers apply after ~${answerDelay} ms (MOCK_AUTO_ANSWER_MS)`
      : '[mock-server] auto-answers off (set MOCK_AUTO_ANSWER_MS to turn them on)',
  );
  const stop = () => {
    simulator.stop();
    setAutoAnswerDelay(0);
    http.close();
    pusher.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
