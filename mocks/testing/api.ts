import { z } from 'zod';
import { DEMO_PASSWORD } from '../db';
import { errorEnvelope } from './envelope';

/*
 * Test helpers for the handler tests: real HTTP through msw/node, plus schema checks.
 * Not imported by the app.
 */

export const API = 'http://localhost/api';

export interface ApiResult {
  status: number;
  body: unknown;
}

export async function call(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
}

export async function loginAs(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call('POST', '/auth/login', { body: { email, password } });
  if (status !== 200)
    throw new Error(`login as ${email} failed: ${status} ${JSON.stringify(body)}`);
  return (body as { data: { access_token: string } }).data.access_token;
}

export { errorEnvelope };

/** Parses with the schema and fails the test with zod's explanation when it does not fit. */
export function expectValid<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new Error(`response does not match the schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export function expectError(
  result: ApiResult,
  status: number,
  message?: string,
): z.output<typeof errorEnvelope> {
  expect(result.status).toBe(status);
  const body = expectValid(errorEnvelope, result.body);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
