/*
 * Where the conformance requests go. The test files leave the default, msw/node's in-process
 * API (`http://localhost/api`, answered by setupServer in the same process); `npm run
 * contract:verify` points it at a live server (fetch over the network). The requests are the
 * same either way: only the base differs.
 */

/** msw/node's API base, as in mocks/testing/api.ts. */
export const IN_PROCESS_API = 'http://localhost/api';

let base = IN_PROCESS_API;

/** Sends every later request to `url` (an API base: contract paths are appended to it). */
export function setApiBase(url: string): void {
  base = url.replace(/\/+$/, '');
}

export function apiBase(): string {
  return base;
}

let readOnly = false;

/** While on, any request but a GET throws instead of being sent (contract:verify's default). */
export function setReadOnly(on: boolean): void {
  readOnly = on;
}

export class ReadOnlyError extends Error {}

export interface RequestOptions {
  token?: string | null;
  query?: Record<string, string | number>;
  body?: unknown;
  contentType?: string;
}

export interface Answer {
  url: URL;
  status: number;
  /** The media type of the answer, lower case without parameters ('' when absent). */
  contentType: string;
  /** The parsed JSON, else the raw text (null for an empty body). */
  body: unknown;
  /** Whether the body parsed as JSON (an empty body counts as not). */
  json: boolean;
}

/** The URL a request for a contract path (`/orders/5`) goes to, query included. */
export function urlFor(path: string, query: RequestOptions['query'] = {}): URL {
  const url = new URL(`${base}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url;
}

/** One request, as the app sends it (Accept JSON, bearer token, JSON body). */
export async function transmit(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const url = urlFor(path, options.query);
  if (readOnly && method.toUpperCase() !== 'GET')
    throw new ReadOnlyError(`read-only: ${method.toUpperCase()} ${url.pathname} not sent`);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = options.contentType ?? 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text || null;
  let json = false;
  try {
    if (text) {
      parsed = JSON.parse(text);
      json = true;
    }
  } catch {
    // keep the raw text: the checks then say what arrived
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  return {
    url,
    status: response.status,
    contentType: contentType.toLowerCase(),
    body: parsed,
    json,
  };
}
