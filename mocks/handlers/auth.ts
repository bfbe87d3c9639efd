import { http } from 'msw';
import type { FieldErrors } from '@/platform/api/generated/model';
import { db } from '../db';
import { requireUser } from './lib/auth';
import { ok, validationError } from './lib/envelope';
import { simulateLatency } from './lib/latency';
import { toUser } from './lib/presenters';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function newToken(): string {
  return `mock_${crypto.randomUUID().replaceAll('-', '')}`;
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
    else if (!EMAIL_PATTERN.test(email)) errors.email = ['The email field must be a valid email address.'];
    if (!password) errors.password = ['The password field is required.'];
    if (Object.keys(errors).length > 0) return validationError(errors);

    const user = db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === email.toLowerCase() }));
    if (!user || user.password !== password) {
      return validationError({ email: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
    }
    const session = await db.insert('sessions', {
      token: newToken(),
      user_id: user.id,
      created_at: new Date().toISOString(),
    });
    return ok({ access_token: session.token, user: toUser(user) }, 'Logged in successfully.');
  }),

  // getMe: the user behind the bearer token.
  http.post('*/api/auth/get-me', async ({ request }) => {
    await simulateLatency();
    const user = requireUser(request);
    return ok({ user: toUser(user) });
  }),
];
