import {
  getAppleRedirectUrlResponse,
  getGoogleRedirectUrlResponse,
  getMeResponse,
  handleAppleCallbackResponse,
  handleGoogleCallbackResponse,
  loginResponse,
} from '@/platform/api/generated/zod/auth/auth.zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CREDENTIALS = 'These credentials do not match our records.';

describe('POST /auth/login', () => {
  it.each(Object.values(DEMO_ACCOUNTS))(
    'signs in $email with the demo password',
    async (account) => {
      const result = await call('POST', '/auth/login', {
        body: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(result.status).toBe(200);
      const body = expectValid(loginResponse, result.body);
      expect(body.success).toBe(true);
      expect(body.data.access_token).toMatch(/^mock_/);
      expect(body.data.user).toMatchObject({
        email: account.email,
        type: account.type,
        first_name: account.first_name,
      });
      expect(body.data.user).not.toHaveProperty('password');
      expect(body.data.user).not.toHaveProperty('branch_ids');
    },
  );

  it('treats the email case-insensitively', async () => {
    const result = await call('POST', '/auth/login', {
      body: { email: 'Owner@Demo.Test', password: DEMO_PASSWORD },
    });
    expect(result.status).toBe(200);
  });

  it('gives the helper no company and helper positions', async () => {
    const result = await call('POST', '/auth/login', {
      body: { email: 'helper@demo.test', password: DEMO_PASSWORD },
    });
    const { data } = expectValid(loginResponse, result.body);
    expect(data.user).toMatchObject({
      type: 4,
      company_id: null,
      positions: [3, 1],
      first_name: 'Maria',
      last_name: 'Lopez',
    });
  });

  it('rejects a wrong password with the credentials message on the email field', async () => {
    const result = await call('POST', '/auth/login', {
      body: { email: 'owner@demo.test', password: 'nope1234' },
    });
    const body = expectError(result, 422, CREDENTIALS);
    expect(body.errors).toEqual({ email: [CREDENTIALS] });
  });

  it('rejects an unknown email the same way', async () => {
    const result = await call('POST', '/auth/login', {
      body: { email: 'nobody@demo.test', password: DEMO_PASSWORD },
    });
    expect(expectError(result, 422, CREDENTIALS).errors).toEqual({ email: [CREDENTIALS] });
  });

  it('reports every missing field', async () => {
    const body = expectError(await call('POST', '/auth/login', { body: {} }), 422);
    expect(body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(body.message).toBe('The email field is required. (and 1 more error)');
  });

  it('reports a malformed email and a missing password', async () => {
    const body = expectError(
      await call('POST', '/auth/login', { body: { email: 'owner', password: '' } }),
      422,
    );
    expect(body.errors.email).toEqual(['The email field must be a valid email address.']);
    expect(body.errors.password).toEqual(['The password field is required.']);
  });

  it('treats a body that is not JSON as empty', async () => {
    const response = await fetch('http://localhost/api/auth/login', {
      method: 'POST',
      body: 'email=x',
    });
    expect(response.status).toBe(422);
  });
});

describe('POST /auth/get-me', () => {
  it('returns the user behind the token', async () => {
    const token = await loginAs('manager@demo.test');
    const result = await call('POST', '/auth/get-me', { token });
    expect(result.status).toBe(200);
    const body = expectValid(getMeResponse, result.body);
    expect(body.data.user).toMatchObject({ email: 'manager@demo.test', type: 5 });
  });

  it('keeps each login separate', async () => {
    const owner = await loginAs('owner@demo.test');
    const helper = await loginAs('helper@demo.test');
    const [a, b] = await Promise.all([
      call('POST', '/auth/get-me', { token: owner }),
      call('POST', '/auth/get-me', { token: helper }),
    ]);
    expect(expectValid(getMeResponse, a.body).data.user.email).toBe('owner@demo.test');
    expect(expectValid(getMeResponse, b.body).data.user.email).toBe('helper@demo.test');
  });

  it.each([
    ['no token', null],
    ['an unknown token', 'mock_not-a-session'],
  ])('answers 401 Unauthenticated. with %s', async (_label, token) => {
    expectError(await call('POST', '/auth/get-me', { token }), 401, 'Unauthenticated.');
  });

  it('forgets tokens when the data is reset', async () => {
    const token = await loginAs('owner@demo.test');
    await resetDb();
    expectError(await call('POST', '/auth/get-me', { token }), 401);
  });
});

describe('OAuth', () => {
  it.each([
    ['google', getGoogleRedirectUrlResponse, '/authorization-google'],
    ['apple', getAppleRedirectUrlResponse, '/authorization-apple'],
  ] as const)(
    '%s redirect URL opens the mock consent page, which returns to the app callback',
    async (provider, schema, route) => {
      const result = await call('GET', `/auth-v2/oauth/${provider}/get-redirect-url`);
      const url = new URL(expectValid(schema, result.body).data.url);
      expect(url.origin).toBe('http://localhost');
      expect(url.pathname).toBe(`/mock-oauth/${provider}`);
      expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost${route}`);
    },
  );

  it('google callback signs in the account named by the code', async () => {
    const result = await call(
      'GET',
      '/auth-v2/oauth/google/handle?code=mock-google.manager%40demo.test&authuser=0',
    );
    expect(result.status).toBe(200);
    const body = expectValid(handleGoogleCallbackResponse, result.body);
    expect(body.data.user.email).toBe('manager@demo.test');
    expect((await call('POST', '/auth/get-me', { token: body.data.access_token })).status).toBe(
      200,
    );
  });

  it('apple callback (POST) signs in too', async () => {
    const result = await call(
      'POST',
      '/auth-v2/oauth/apple/handle?code=mock-apple.helper%40demo.test',
    );
    expect(expectValid(handleAppleCallbackResponse, result.body).data.user.type).toBe(4);
  });

  it.each([
    ['an error from the provider', '/auth-v2/oauth/google/handle?error=access_denied'],
    ['no code', '/auth-v2/oauth/google/handle'],
    ['a foreign code', '/auth-v2/oauth/google/handle?code=real-google-code'],
    ['an unknown account', '/auth-v2/oauth/google/handle?code=mock-google.nobody%40demo.test'],
  ])('google callback answers 422 for %s', async (_label, path) => {
    const body = expectError(await call('GET', path), 422);
    expect(body.errors.code).toHaveLength(1);
  });
});
