import {
  deleteAccountResponse,
  forgotPasswordResponse,
  getMeResponse,
  registerCompanyResponse,
  requestPasswordResetOtpResponse,
  requestRegisterOtpResponse,
  resetPasswordResponse,
  signUpHelperResponse,
  updatePasswordResponse,
  verifyPasswordResetOtpResponse,
  verifyRegisterOtpResponse,
} from '@/platform/api/generated/zod/auth/auth.zod';
import { db, DEMO_PASSWORD, resetDb, server } from '../node';
import { ACCOUNT_DELETED_REASON } from '../db/services/account-deletion';
import { clockIn } from '../db/services/time-clock';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { fixedClock } from '../testing/clock';
import { austinJobIn } from '../testing/confirmations';
import { MOCK_OTP_CODE } from './auth';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const REGISTRATION = {
  company_name: 'Hill Country Haulers',
  first_name: 'Hank',
  last_name: 'Morris',
  email: 'hank@hillcountry.test',
  phone: '5125550199',
  password: 'secret123',
  password_confirmation: 'secret123',
  branch_name: 'Hill Country Haulers Austin',
  city: 'Austin',
  state_initials: 'TX',
};

describe('POST /auth/register', () => {
  it('creates the company, its owner and a first branch, and signs the owner in', async () => {
    const result = await call('POST', '/auth/register', { body: REGISTRATION });
    expect(result.status).toBe(200);
    const { data } = expectValid(registerCompanyResponse, result.body);
    expect(data.user).toMatchObject({
      type: 1,
      email: 'hank@hillcountry.test',
      first_name: 'Hank',
    });
    expect(data.user.company_id).not.toBeNull();
    const company = db.findById('companies', data.user.company_id ?? 0);
    expect(company).toMatchObject({ name: 'Hill Country Haulers', owner_id: data.user.id });
    const branches = db.branches.findMany((q) => q.where({ company_id: company?.id ?? 0 }));
    expect(branches).toHaveLength(1);
    expect(branches[0]).toMatchObject({ city: 'Austin', state: 'Texas', state_initials: 'TX' });
    // No picture nobody chose: the UI draws the branch's own initials (QA 205 L8).
    expect(branches[0]!.avatar_url).toBeNull();
    const me = await call('POST', '/auth/get-me', { token: data.access_token });
    expect(expectValid(getMeResponse, me.body).data.user.id).toBe(data.user.id);
    const list = await call('GET', '/company-branches', { token: data.access_token });
    expect(list.status).toBe(200);
    // The new owner can log in later with the chosen password.
    await expect(loginAs('hank@hillcountry.test', REGISTRATION.password)).resolves.toMatch(
      /^mock_/,
    );
  });

  it('names every missing field (422)', async () => {
    const body = expectError(await call('POST', '/auth/register', { body: {} }), 422);
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        'branch_name',
        'city',
        'company_name',
        'email',
        'first_name',
        'last_name',
        'password',
        'phone',
        'state_initials',
      ].sort(),
    );
    expect(body.errors.company_name).toEqual(['The company name field is required.']);
    expect(body.message).toBe('The company name field is required. (and 8 more errors)');
  });

  it('checks formats, the confirmation and a taken email (422)', async () => {
    const body = expectError(
      await call('POST', '/auth/register', {
        body: {
          ...REGISTRATION,
          email: 'owner@demo.test',
          phone: '(512) 555-0199',
          password_confirmation: 'other123',
          state_initials: 'Texas',
        },
      }),
      422,
    );
    expect(body.errors.email).toEqual(['The email has already been taken.']);
    expect(body.errors.phone).toEqual(['The phone field must be 10 digits.']);
    expect(body.errors.password).toEqual(['The password field confirmation does not match.']);
    expect(body.errors.state_initials).toBeDefined();
    const bad = expectError(
      await call('POST', '/auth/register', {
        body: { ...REGISTRATION, email: 'nope', password: 'short', password_confirmation: 'short' },
      }),
      422,
    );
    expect(bad.errors.email).toEqual(['The email field must be a valid email address.']);
    expect(bad.errors.password).toEqual(['The password field must be at least 8 characters.']);
  });
});

describe('POST /auth/forgot-password', () => {
  it('returns the address for a known account', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const result = await call('POST', '/auth/forgot-password', {
      body: { email: 'Helper@Demo.Test' },
    });
    expect(result.status).toBe(200);
    expect(expectValid(forgotPasswordResponse, result.body).data.email).toBe('helper@demo.test');
  });

  it('422s for an unknown or invalid email', async () => {
    expectError(await call('POST', '/auth/forgot-password', { body: { email: 'x@y.test' } }), 422);
    const body = expectError(await call('POST', '/auth/forgot-password', { body: {} }), 422);
    expect(body.errors.email).toEqual(['The email field is required.']);
  });
});

describe('POST /auth/update-password', () => {
  it('401 without a token', async () => {
    expectError(await call('POST', '/auth/update-password', { body: {} }), 401);
  });

  it('changes the password; the token stays valid', async () => {
    const token = await loginAs('helper@demo.test');
    const result = await call('POST', '/auth/update-password', {
      token,
      body: {
        current_password: DEMO_PASSWORD,
        password: 'newpass99',
        password_confirmation: 'newpass99',
      },
    });
    expect(result.status).toBe(200);
    expectValid(updatePasswordResponse, result.body);
    expect((await call('POST', '/auth/get-me', { token })).status).toBe(200);
    await expect(loginAs('helper@demo.test', 'newpass99')).resolves.toMatch(/^mock_/);
  });

  it('422s for a wrong current password or a bad new one', async () => {
    const token = await loginAs('owner@demo.test');
    const body = expectError(
      await call('POST', '/auth/update-password', {
        token,
        body: { current_password: 'wrong', password: 'newpass99', password_confirmation: 'x' },
      }),
      422,
    );
    expect(body.errors.current_password).toEqual(['The password is incorrect.']);
    expect(body.errors.password).toEqual(['The password field confirmation does not match.']);
  });

  it('422s on `password` for the current password again, and keeps it (QA helper-175 L4)', async () => {
    const token = await loginAs('helper@demo.test');
    const body = expectError(
      await call('POST', '/auth/update-password', {
        token,
        body: {
          current_password: DEMO_PASSWORD,
          password: DEMO_PASSWORD,
          password_confirmation: DEMO_PASSWORD,
        },
      }),
      422,
    );
    expect(body.errors).toEqual({
      password: ['The new password must be different from the current one.'],
    });
    await expect(loginAs('helper@demo.test', DEMO_PASSWORD)).resolves.toMatch(/^mock_/);
  });
});

describe('DELETE /auth/delete-account', () => {
  it('401 without a token, 403 for company users', async () => {
    expectError(await call('DELETE', '/auth/delete-account'), 401);
    const token = await loginAs('owner@demo.test');
    expectError(await call('DELETE', '/auth/delete-account', { token }), 403);
    const manager = await loginAs('manager@demo.test');
    expectError(await call('DELETE', '/auth/delete-account', { token: manager }), 403);
  });

  it('deletes the helper and their data and revokes the token', async () => {
    const token = await loginAs('helper@demo.test');
    const user = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }));
    const result = await call('DELETE', '/auth/delete-account', { token });
    expect(result.status).toBe(200);
    expectValid(deleteAccountResponse, result.body);
    expect(db.findById('users', user?.id ?? 0)).toBeUndefined();
    expect(db.helper_profiles.findMany((q) => q.where({ user_id: user?.id ?? 0 }))).toHaveLength(0);
    expect(
      db.helper_reviews.findMany((q) => q.where({ helper_user_id: user?.id ?? 0 })),
    ).toHaveLength(0);
    expectError(await call('POST', '/auth/get-me', { token }), 401);
    expectError(
      await call('POST', '/auth/login', {
        body: { email: 'helper@demo.test', password: DEMO_PASSWORD },
      }),
      422,
    );
  });
});

describe('DELETE /auth/delete-account: the companies stop seeing her (QA 56 H1)', () => {
  // On a fixed Tuesday morning in Austin, the seed anchored to it: at some hours of a real
  // day Maria's seeded jobs overlap the ones made here (review 56 found 35 hours of 168).
  fixedClock(Date.parse('2027-03-09T15:00:00Z'));

  it('ends her live crews and invitations of jobs not started (the branch told), keeps a job she is at work on, and removes her memberships', async () => {
    const now = Date.now();
    const onCrew = await austinJobIn(30, { now, people: 1 });
    const invited = await austinJobIn(50, { now, people: 1, pending: true });
    const atWork = await austinJobIn(0.5, { now, people: 1 });
    await clockIn(db, atWork.invitations[0]!.id);
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const token = await loginAs('helper@demo.test');

    expect((await call('DELETE', '/auth/delete-account', { token })).status).toBe(200);

    const invitation = (id: number) => db.findById('order_invitations', id)!;
    expect(invitation(onCrew.invitations[0]!.id)).toMatchObject({
      status: 'rejected',
      reject_reason: ACCOUNT_DELETED_REASON,
      dropped_out_at: expect.any(String),
    });
    expect(invitation(invited.invitations[0]!.id)).toMatchObject({ status: 'rejected' });
    expect(invitation(atWork.invitations[0]!.id)).toMatchObject({ status: 'accepted' });
    // The spot is open again, and the branch is told in its feed.
    expect(db.findById('orders', onCrew.order.id)!.status).toBe(1);
    const titles = db.notifications
      .findMany((q) => q.where({ order_id: onCrew.order.id }))
      .map((n) => n.title);
    expect(titles).toContain(
      `Maria Lopez deleted their account and left the crew of order #${onCrew.order.number}`,
    );
    // Of the job she is at work on, the branch learns she will not clock out (review 56).
    expect(
      db.notifications.findMany((q) => q.where({ order_id: atWork.order.id })).map((n) => n.title),
    ).toContain(`Maria Lopez deleted their account while at work on order #${atWork.order.number}`);
    // No member of any branch is her any more (the rows stay, removed, for history).
    const memberships = db.employees.findMany((q) => q.where({ user_id: maria.id }));
    expect(memberships.length).toBeGreaterThan(0);
    expect(memberships.every((e) => e.deleted_at != null)).toBe(true);
    expect(db.time_off.findMany((q) => q.where({ user_id: maria.id }))).toHaveLength(0);
  });
});

describe('helper sign-up with a one-time code (auth-v2/register)', () => {
  const email = 'new.helper@demo.test';
  const profile = {
    first_name: 'Nina',
    last_name: 'Park',
    phone: '5125550142',
    password: 'helper123',
    password_confirmation: 'helper123',
  };

  it('request -> verify -> signup creates a type-4 helper with an onboarding profile', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const requested = await call('POST', '/auth-v2/register/request-otp', { body: { email } });
    expect(requested.status).toBe(200);
    const otp = expectValid(requestRegisterOtpResponse, requested.body).data;
    expect(otp).toMatchObject({ email, resend_after: 60 });
    expect(new Date(otp.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(MOCK_OTP_CODE));

    const wrong = expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: otp.otp_id, code: '000000' },
      }),
      422,
    );
    expect(wrong.errors.code).toEqual(['The code is invalid.']);
    const short = expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: otp.otp_id, code: '12345' },
      }),
      422,
    );
    expect(short.errors.code).toEqual(['The code field must be 6 digits.']);

    const verified = await call('POST', '/auth-v2/register/verify-otp', {
      body: { otp_id: otp.otp_id, code: MOCK_OTP_CODE },
    });
    expect(verified.status).toBe(200);
    const { temporary_token } = expectValid(verifyRegisterOtpResponse, verified.body).data;

    // The code is single use.
    expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: otp.otp_id, code: MOCK_OTP_CODE },
      }),
      422,
    );

    const signedUp = await call('POST', '/auth-v2/register/signup', {
      body: { ...profile, temporary_token },
    });
    expect(signedUp.status).toBe(200);
    const { data } = expectValid(signUpHelperResponse, signedUp.body);
    expect(data.user).toMatchObject({ type: 4, email, first_name: 'Nina', company_id: null });
    const helperProfile = db.helper_profiles.findFirst((q) => q.where({ user_id: data.user.id }));
    expect(helperProfile?.status).toBe(1);

    // The temporary token is single use too.
    const again = expectError(
      await call('POST', '/auth-v2/register/signup', { body: { ...profile, temporary_token } }),
      422,
    );
    expect(again.errors.temporary_token).toBeDefined();
    // The new helper can log in later with the chosen password.
    await expect(loginAs(email, profile.password)).resolves.toMatch(/^mock_/);
  });

  it('422s for a taken email, a quick resend, unknown otp ids and expired codes', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const taken = expectError(
      await call('POST', '/auth-v2/register/request-otp', { body: { email: 'owner@demo.test' } }),
      422,
    );
    expect(taken.errors.email).toEqual(['The email has already been taken.']);
    const first = await call('POST', '/auth-v2/register/request-otp', { body: { email } });
    const otp = expectValid(requestRegisterOtpResponse, first.body).data;
    const resend = expectError(
      await call('POST', '/auth-v2/register/request-otp', { body: { email } }),
      422,
    );
    expect(resend.errors.email?.[0]).toMatch(/^Please wait \d+ seconds/);
    const unknown = expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: 'nope', code: '123456' },
      }),
      422,
    );
    expect(unknown.errors.otp_id).toBeDefined();
    await db.otps.update((q) => q.where({ otp_id: otp.otp_id }), {
      data(draft) {
        draft.expires_at = new Date(Date.now() - 1000).toISOString();
      },
    });
    const expired = expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: otp.otp_id, code: MOCK_OTP_CODE },
      }),
      422,
    );
    expect(expired.errors.code?.[0]).toMatch(/expired/);
    expect(expired.errors.otp_id).toEqual(['This code can no longer be used.']);
    // Its message is the code's alone (the page shows the two as one).
    expect(expired.message).toBe('The code has expired. Please request a new one.');
    // An expired code does not hold a new one back for its cool-down.
    const again = await call('POST', '/auth-v2/register/request-otp', { body: { email } });
    expect(expectValid(requestRegisterOtpResponse, again.body).data.otp_id).not.toBe(otp.otp_id);
  });

  it('five wrong codes: the fifth says the tries are over, and a new code may be asked for at once', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const address = 'five.tries@example.com';
    const first = await call('POST', '/auth-v2/register/request-otp', { body: { email: address } });
    const otp = expectValid(requestRegisterOtpResponse, first.body).data;
    const answers: string[] = [];
    const spent: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wrong = expectError(
        await call('POST', '/auth-v2/register/verify-otp', {
          body: { otp_id: otp.otp_id, code: '000000' },
        }),
        422,
      );
      answers.push(wrong.errors.code![0]!);
      spent.push(Boolean(wrong.errors.otp_id));
    }
    expect(answers).toEqual([
      ...Array(4).fill('The code is invalid.'),
      'Too many wrong codes. Please request a new one.',
      'Too many wrong codes. Please request a new one.',
    ]);
    // A code that can no longer be used names its id too (contract/README).
    expect(spent).toEqual([false, false, false, false, true, true]);
    // The right code no longer works either; a new one is sent without the cool-down.
    const right = expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: otp.otp_id, code: MOCK_OTP_CODE },
      }),
      422,
    );
    expect(right.errors.code).toEqual(['Too many wrong codes. Please request a new one.']);
    const again = await call('POST', '/auth-v2/register/request-otp', { body: { email: address } });
    expect(expectValid(requestRegisterOtpResponse, again.body).data.otp_id).not.toBe(otp.otp_id);
  });

  it('signup validates its fields and the token', async () => {
    const body = expectError(
      await call('POST', '/auth-v2/register/signup', {
        body: {
          temporary_token: 'tmp_forged',
          password: 'helper123',
          password_confirmation: 'nope',
        },
      }),
      422,
    );
    expect(body.errors.temporary_token).toEqual(['The temporary token is invalid or has expired.']);
    expect(body.errors.first_name).toEqual(['The first name field is required.']);
    expect(body.errors.phone).toEqual(['The phone field is required.']);
    expect(body.errors.password).toEqual(['The password field confirmation does not match.']);
  });
});

describe('password reset with a one-time code (auth-v2/reset-password)', () => {
  it('request -> verify -> reset sets the password and signs out old sessions', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const oldToken = await loginAs('helper@demo.test');
    const unknown = expectError(
      await call('POST', '/auth-v2/reset-password/request-otp', {
        body: { email: 'no@demo.test' },
      }),
      422,
    );
    expect(unknown.errors.email).toBeDefined();
    const requested = await call('POST', '/auth-v2/reset-password/request-otp', {
      body: { email: 'helper@demo.test' },
    });
    const otp = expectValid(requestPasswordResetOtpResponse, requested.body).data;
    // A register code does not verify a reset (and vice versa).
    expectError(
      await call('POST', '/auth-v2/register/verify-otp', {
        body: { otp_id: otp.otp_id, code: MOCK_OTP_CODE },
      }),
      422,
    );
    const verified = await call('POST', '/auth-v2/reset-password/verify-otp', {
      body: { otp_id: otp.otp_id, code: MOCK_OTP_CODE },
    });
    const { temporary_token } = expectValid(verifyPasswordResetOtpResponse, verified.body).data;
    expectError(
      await call('POST', '/auth-v2/register/signup', {
        body: {
          temporary_token,
          first_name: 'A',
          last_name: 'B',
          phone: '5125550100',
          password: 'x'.repeat(8),
          password_confirmation: 'x'.repeat(8),
        },
      }),
      422,
    );
    const mismatch = expectError(
      await call('POST', '/auth-v2/reset-password', {
        body: { temporary_token, password: 'fresh1234', password_confirmation: 'fresh12345' },
      }),
      422,
    );
    expect(mismatch.errors.password).toEqual(['The password field confirmation does not match.']);
    const reset = await call('POST', '/auth-v2/reset-password', {
      body: { temporary_token, password: 'fresh1234', password_confirmation: 'fresh1234' },
    });
    expect(reset.status).toBe(200);
    expectValid(resetPasswordResponse, reset.body);
    expectError(await call('POST', '/auth/get-me', { token: oldToken }), 401);
    await expect(loginAs('helper@demo.test', 'fresh1234')).resolves.toMatch(/^mock_/);
    expectError(
      await call('POST', '/auth-v2/reset-password', {
        body: { temporary_token, password: 'again1234', password_confirmation: 'again1234' },
      }),
      422,
    );
  });
});
