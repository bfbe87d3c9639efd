import { http } from 'msw';
import type { FieldErrors } from '@/platform/api/generated/model';
import { db, DEMO_ACCOUNTS, type UserRecord } from '../db';
import { requireUser } from './lib/auth';
import { ok, validationError } from './lib/envelope';
import { simulateLatency } from './lib/latency';
import { toUser } from './lib/presenters';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function newToken(): string {
  return `mock_${crypto.randomUUID().replaceAll('-', '')}`;
}

async function signIn(user: UserRecord): Promise<Response> {
  const session = await db.insert('sessions', {
    token: newToken(),
    user_id: user.id,
    created_at: new Date().toISOString(),
  });
  return ok({ access_token: session.token, user: toUser(user) }, 'Logged in successfully.');
}

function findByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

/*
 * OAuth without Google or Apple: the "redirect URL" points straight back to the app's own
 * callback route with a code that names the demo account to sign in as
 * (`mock-google.owner@demo.test`), so the whole callback flow runs locally.
 */
type Provider = 'google' | 'apple';
const OAUTH_ACCOUNT = DEMO_ACCOUNTS.owner.email;
const CALLBACK_ROUTE: Record<Provider, string> = {
  google: '/authorization-google',
  apple: '/authorization-apple',
};

function redirectUrl(request: Request, provider: Provider): string {
  const url = new URL(CALLBACK_ROUTE[provider], new URL(request.url).origin);
  url.searchParams.set('code', `mock-${provider}.${OAUTH_ACCOUNT}`);
  if (provider === 'google') {
    url.searchParams.set('scope', 'email profile openid');
    url.searchParams.set('authuser', '0');
    url.searchParams.set('prompt', 'none');
  }
  return url.toString();
}

async function handleOAuthCallback(request: Request, provider: Provider): Promise<Response> {
  const params = new URL(request.url).searchParams;
  if (params.get('error')) {
    return validationError({ code: [`The ${provider} sign-in was cancelled or failed.`] });
  }
  const code = params.get('code') ?? '';
  if (!code) return validationError({ code: ['The code field is required.'] });
  const prefix = `mock-${provider}.`;
  const user = code.startsWith(prefix) ? findByEmail(code.slice(prefix.length)) : undefined;
  if (!user)
    return validationError({ code: ['The authorization code is invalid or has expired.'] });
  return signIn(user);
}

/** Contract tag `auth`. */
export const authHandlers = [
  // login: 422 with per-field messages for a bad payload, 422 for wrong credentials
  // (Laravel's message on the email field), else a new session token and the user.
  http.post('*/api/auth/login', async ({ request }) => {
    await simulateLatency();
    const body = await readJson(request);
    const errors: FieldErrors = {};
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) errors.email = ['The email field is required.'];
    else if (!EMAIL_PATTERN.test(email))
      errors.email = ['The email field must be a valid email address.'];
    if (!password) errors.password = ['The password field is required.'];
    if (Object.keys(errors).length > 0) return validationError(errors);

    const user = findByEmail(email);
    if (!user || user.password !== password) {
      return validationError({ email: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
    }
    return signIn(user);
  }),

  // getMe: the user behind the bearer token.
  http.post('*/api/auth/get-me', async ({ request }) => {
    await simulateLatency();
    const user = requireUser(request);
    return ok({ user: toUser(user) });
  }),

  // OAuth (see handleOAuthCallback): redirect URLs and callbacks for Google and Apple.
  http.get('*/api/auth-v2/oauth/google/get-redirect-url', async ({ request }) => {
    await simulateLatency();
    return ok({ url: redirectUrl(request, 'google') });
  }),
  http.get('*/api/auth-v2/oauth/google/handle', async ({ request }) => {
    await simulateLatency();
    return handleOAuthCallback(request, 'google');
  }),
  http.get('*/api/auth-v2/oauth/apple/get-redirect-url', async ({ request }) => {
    await simulateLatency();
    return ok({ url: redirectUrl(request, 'apple') });
  }),
  http.post('*/api/auth-v2/oauth/apple/handle', async ({ request }) => {
    await simulateLatency();
    return handleOAuthCallback(request, 'apple');
  }),
];
