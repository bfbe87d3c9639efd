import { http } from './lib/http';
import {
  forgotPasswordBody,
  loginBody,
  registerCompanyBody,
  requestPasswordResetOtpBody,
  requestRegisterOtpBody,
  resetPasswordBody,
  signUpHelperBody,
  updatePasswordBody,
  verifyPasswordResetOtpBody,
  verifyRegisterOtpBody,
} from '@/platform/api/generated/zod/auth/auth.zod';
import { db, USER_TYPE, type OtpRecord, type UserRecord } from '../db';
import { PLACES } from '../db/seed/places';
import { svgAvatar } from '../db/seed/avatar';
import { US_STATES, zoneOfState } from '../db/seed/us-states';
import {
  deleteHelperAccount,
  ensureHelperProfile,
  ensureSubscription,
} from '../db/services/helpers';
import { leaveCompaniesOnDeletion } from '../db/services/account-deletion';
import { forbidden, ok, validationError } from './lib/envelope';
import {
  addError,
  check,
  confirmed,
  emailRule,
  readJson,
  refuse,
  validate,
} from './lib/validation';
import { toUser } from './lib/presenters';
import { requireUser } from './lib/guards';
import { MOCK_OTP_CODE } from './otp-code';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

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
 * OAuth without Google or Apple: the "redirect URL" points to the mock provider's consent
 * page inside the app (mocks/oauth-consent, mounted only in mock mode), which returns to the
 * app's callback route like the provider would: with a code that names the demo account
 * chosen there (`mock-google.owner@demo.test`), or with `error=access_denied` when denied.
 */
type Provider = 'google' | 'apple';
export const MOCK_CONSENT_PATH: Record<Provider, string> = {
  google: '/mock-oauth/google',
  apple: '/mock-oauth/apple',
};
export const OAUTH_CALLBACK_ROUTE: Record<Provider, string> = {
  google: '/authorization-google',
  apple: '/authorization-apple',
};

/**
 * The consent page is on the mock's own origin; the provider returns to the app's callback,
 * on the app's origin: the same in mock mode, the caller's (its CORS Origin) when the app
 * calls the mock server from elsewhere (real mode against `npm run mock:server`).
 */
function redirectUrl(request: Request, provider: Provider): string {
  const origin = new URL(request.url).origin;
  const app = request.headers.get('origin') ?? origin;
  const url = new URL(MOCK_CONSENT_PATH[provider], origin);
  url.searchParams.set('redirect_uri', new URL(OAUTH_CALLBACK_ROUTE[provider], app).toString());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider === 'google' ? 'email profile openid' : 'name email');
  return url.toString();
}

async function handleOAuthCallback(request: Request, provider: Provider): Promise<Response> {
  const params = new URL(request.url).searchParams;
  if (params.get('error')) {
    throw validationError({ code: [`The ${provider} sign-in was cancelled or failed.`] });
  }
  const code = params.get('code') ?? '';
  if (!code) throw validationError({ code: ['The code field is required.'] });
  const prefix = `mock-${provider}.`;
  const user = code.startsWith(prefix) ? findByEmail(code.slice(prefix.length)) : undefined;
  if (!user) throw validationError({ code: ['The authorization code is invalid or has expired.'] });
  return signIn(user);
}

/* ---------------------------------------------------------------------------------------
 * Registration, password changes and the one-time-code flows (auth-v2). In mock mode every
 * code is MOCK_OTP_CODE (logged with console.info so a demo can read it).
 * ------------------------------------------------------------------------------------- */

export { MOCK_OTP_CODE };
const OTP_TTL_MS = 10 * 60_000;
const TEMPORARY_TOKEN_TTL_MS = 30 * 60_000;
const RESEND_AFTER_SECONDS = 60;
const MAX_OTP_ATTEMPTS = 5;
const EMAIL_TAKEN = 'The email has already been taken.';
const EMAIL_UNKNOWN = "We can't find a user with that email address.";
const TEMPORARY_TOKEN_INVALID = 'The temporary token is invalid or has expired.';
const TOO_MANY_TRIES = 'Too many wrong codes. Please request a new one.';
const SAME_PASSWORD = 'The new password must be different from the current one.';

const OTP_BODIES = {
  register: { request: requestRegisterOtpBody, verify: verifyRegisterOtpBody },
  reset: { request: requestPasswordResetOtpBody, verify: verifyPasswordResetOtpBody },
} as const;

async function requestOtp(request: Request, purpose: OtpRecord['purpose']): Promise<Response> {
  const { email } = validate(OTP_BODIES[purpose].request, await readJson(request));
  const user = findByEmail(email);
  if (purpose === 'register' && user) throw validationError({ email: [EMAIL_TAKEN] });
  if (purpose === 'reset' && !user) throw validationError({ email: [EMAIL_UNKNOWN] });

  const now = Date.now();
  const wanted = email.toLowerCase();
  const latest = db.otps
    .findMany((q) => q.where({ purpose, email: (value) => value.toLowerCase() === wanted }))
    .sort((a, b) => b.id - a.id)[0];
  // A code still usable holds a new one back for the cool-down; one out of tries (or expired)
  // does not.
  if (
    latest &&
    !latest.verified_at &&
    latest.attempts < MAX_OTP_ATTEMPTS &&
    new Date(latest.expires_at).getTime() > now
  ) {
    const wait = Math.ceil(
      (new Date(latest.created_at).getTime() + RESEND_AFTER_SECONDS * 1000 - now) / 1000,
    );
    if (wait > 0)
      throw validationError({
        email: [`Please wait ${wait} seconds before requesting another code.`],
      });
  }
  // A new code replaces any earlier unused one for this email.
  db.otps.deleteMany((q) =>
    q.where({ purpose, email: (value) => value.toLowerCase() === wanted, used_at: null }),
  );
  const otp = await db.insert('otps', {
    otp_id: crypto.randomUUID(),
    purpose,
    email: user?.email ?? email,
    code: MOCK_OTP_CODE,
    attempts: 0,
    expires_at: new Date(now + OTP_TTL_MS).toISOString(),
    verified_at: null,
    temporary_token: null,
    token_expires_at: null,
    used_at: null,
    created_at: new Date(now).toISOString(),
  });
  console.info(`[mock backend] one-time code for ${otp.email} (${purpose}): ${MOCK_OTP_CODE}`);
  return ok(
    {
      otp_id: otp.otp_id,
      email: otp.email,
      expires_at: otp.expires_at,
      resend_after: RESEND_AFTER_SECONDS,
    },
    'We sent a 6-digit code to your email.',
  );
}

async function verifyOtp(request: Request, purpose: OtpRecord['purpose']): Promise<Response> {
  const { otp_id: otpId, code } = validate(OTP_BODIES[purpose].verify, await readJson(request));

  const otp = db.otps.findFirst((q) => q.where({ otp_id: otpId, purpose }));
  if (!otp) throw validationError({ otp_id: ['The selected otp id is invalid.'] });
  const now = Date.now();
  // A code that can no longer be used names otp_id too (contract/README): another may be
  // asked for at once.
  if (otp.attempts >= MAX_OTP_ATTEMPTS) throw spentCode(TOO_MANY_TRIES);
  if (otp.verified_at || new Date(otp.expires_at).getTime() <= now) {
    throw spentCode('The code has expired. Please request a new one.');
  }
  if (otp.code !== code) {
    await db.patch('otps', otp.id, { attempts: otp.attempts + 1 });
    // The last try says so (QA 2026-12-05: "has expired" after five wrong codes was not so).
    if (otp.attempts + 1 >= MAX_OTP_ATTEMPTS) throw spentCode(TOO_MANY_TRIES);
    throw validationError({ code: ['The code is invalid.'] });
  }
  const temporaryToken = `tmp_${crypto.randomUUID().replaceAll('-', '')}`;
  const expiresAt = new Date(now + TEMPORARY_TOKEN_TTL_MS).toISOString();
  await db.patch('otps', otp.id, {
    verified_at: new Date(now).toISOString(),
    temporary_token: temporaryToken,
    token_expires_at: expiresAt,
  });
  return ok(
    { temporary_token: temporaryToken, email: otp.email, expires_at: expiresAt },
    'The code is correct.',
  );
}

/** The 422 of a code that can no longer be used: on the code, and on its id. */
function spentCode(message: string) {
  // The envelope's message is the code's alone: the id's says the same thing, and the page
  // shows the two as one (not "… (and 1 more error)").
  return validationError(
    { code: [message], otp_id: ['This code can no longer be used.'] },
    message,
  );
}

/** A verified, unused, unexpired temporary token of the given flow. */
function findTemporaryToken(token: string, purpose: OtpRecord['purpose']): OtpRecord | undefined {
  const otp = db.otps.findFirst((q) => q.where({ temporary_token: token, purpose }));
  if (!otp || otp.used_at || !otp.token_expires_at) return undefined;
  return new Date(otp.token_expires_at).getTime() > Date.now() ? otp : undefined;
}

async function markUsed(otp: OtpRecord): Promise<void> {
  await db.patch('otps', otp.id, { used_at: new Date().toISOString() });
}

/** Laravel's `email` rule on login too (the contract types it as a plain string). */
const loginRequest = loginBody.extend({ email: emailRule });

/** Contract tag `auth`. */
export const authHandlers = [
  // login: 422 with per-field messages for a bad payload, 422 for wrong credentials
  // (Laravel's message on the email field), else a new session token and the user.
  http.post('*/api/auth/login', async ({ request }) => {
    const { email, password } = validate(loginRequest, await readJson(request));
    const user = findByEmail(email);
    if (!user || user.password !== password) {
      throw validationError({ email: [INVALID_CREDENTIALS] }, INVALID_CREDENTIALS);
    }
    return signIn(user);
  }),

  // getMe: the user behind the bearer token.
  http.post('*/api/auth/get-me', async ({ request }) => {
    const user = requireUser(request);
    return ok({ user: toUser(user) });
  }),

  // OAuth (see handleOAuthCallback): redirect URLs and callbacks for Google and Apple.
  http.get('*/api/auth-v2/oauth/google/get-redirect-url', async ({ request }) => {
    return ok({ url: redirectUrl(request, 'google') });
  }),
  http.get('*/api/auth-v2/oauth/google/handle', async ({ request }) => {
    return handleOAuthCallback(request, 'google');
  }),
  http.get('*/api/auth-v2/oauth/apple/get-redirect-url', async ({ request }) => {
    return ok({ url: redirectUrl(request, 'apple') });
  }),
  http.post('*/api/auth-v2/oauth/apple/handle', async ({ request }) => {
    return handleOAuthCallback(request, 'apple');
  }),

  // registerCompany: company + owner (type 1) + first branch, then signed in.
  http.post('*/api/auth/register', async ({ request }) => {
    const input = await readJson(request);
    const { data, errors } = check(
      registerCompanyBody.omit({ password_confirmation: true }),
      input,
    );
    confirmed(input, errors);
    const state = typeof input.state_initials === 'string' ? input.state_initials : '';
    if (state && !US_STATES[state])
      addError(errors, 'state_initials', 'The selected state initials is invalid.');
    if (typeof input.email === 'string' && findByEmail(input.email))
      addError(errors, 'email', EMAIL_TAKEN);
    refuse(errors);
    const {
      company_name: companyName,
      first_name: firstName,
      last_name: lastName,
      email,
      phone,
      password,
      branch_name: branchName,
      address,
      city,
      state_initials: stateInitials,
    } = data!;

    const now = new Date().toISOString();
    const companyId = await db.reserveId('companies');
    const owner = await db.insert('users', {
      type: 1,
      email,
      password,
      first_name: firstName,
      last_name: lastName,
      phone,
      avatar_url: null,
      company_id: companyId,
      branch_ids: [],
      created_at: now,
    });
    await db.insert('companies', {
      id: companyId,
      name: companyName,
      logo_url: svgAvatar(companyName, { shape: 'square' }),
      owner_id: owner.id,
      created_at: now,
    });
    const place = Object.values(PLACES).find(
      (candidate) =>
        candidate.city.toLowerCase() === city.toLowerCase() &&
        candidate.state_initials === stateInitials,
    );
    await db.insert('branches', {
      company_id: companyId,
      name: branchName,
      // No picture: nobody chose one (the UI draws the branch's initials, and Edit branch offers
      // no Remove for it: QA 205 L8).
      avatar_url: null,
      city,
      state: US_STATES[stateInitials],
      state_initials: stateInitials,
      timezone: zoneOfState(stateInitials),
      address: address?.trim() ?? '',
      phone,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      created_at: now,
    });
    await ensureSubscription(db, owner, now);
    return signIn(owner);
  }),

  // forgotPassword (older link flow): the address must belong to an account.
  http.post('*/api/auth/forgot-password', async ({ request }) => {
    const { email } = validate(forgotPasswordBody, await readJson(request));
    const user = findByEmail(email);
    if (!user) throw validationError({ email: [EMAIL_UNKNOWN] });
    console.info(`[mock backend] password reset link "sent" to ${user.email}`);
    return ok({ email: user.email }, 'We have emailed your password reset link.');
  }),

  // updatePassword: the current password must match, and the new one differ; the token stays valid.
  http.post('*/api/auth/update-password', async ({ request }) => {
    const user = requireUser(request);
    const input = await readJson(request);
    const { data, errors } = check(updatePasswordBody.omit({ password_confirmation: true }), input);
    confirmed(input, errors);
    if (typeof input.current_password === 'string' && input.current_password !== user.password)
      addError(errors, 'current_password', 'The password is incorrect.');
    // The current one again changes nothing (QA helper-175 L4: it said "Password changed").
    else if (typeof input.password === 'string' && input.password === user.password)
      addError(errors, 'password', SAME_PASSWORD);
    refuse(errors);
    const { password } = data!;
    await db.patch('users', user.id, { password });
    return ok(null, 'Your password has been changed.');
  }),

  // deleteAccount: helpers only; deletes the helper and their data, revoking the token.
  http.delete('*/api/auth/delete-account', async ({ request }) => {
    const user = requireUser(request);
    if (user.type !== USER_TYPE.helper) throw forbidden();
    // The companies stop seeing her first: her crews and invitations end, her memberships go.
    await leaveCompaniesOnDeletion(db, user);
    await deleteHelperAccount(db, user);
    return ok(null, 'Your account has been deleted.');
  }),

  http.post('*/api/auth-v2/register/request-otp', async ({ request }) => {
    return requestOtp(request, 'register');
  }),
  http.post('*/api/auth-v2/register/verify-otp', async ({ request }) => {
    return verifyOtp(request, 'register');
  }),

  // signUpHelper: needs the register flow's temporary token; creates a type-4 helper with
  // an empty profile (status 1, onboarding) and signs them in.
  http.post('*/api/auth-v2/register/signup', async ({ request }) => {
    const input = await readJson(request);
    const { data, errors } = check(signUpHelperBody.omit({ password_confirmation: true }), input);
    confirmed(input, errors);
    const token = typeof input.temporary_token === 'string' ? input.temporary_token : '';
    const otp = token ? findTemporaryToken(token, 'register') : undefined;
    if (token && !otp) addError(errors, 'temporary_token', TEMPORARY_TOKEN_INVALID);
    if (otp && findByEmail(otp.email)) addError(errors, 'temporary_token', EMAIL_TAKEN);
    refuse(errors);
    const { first_name: firstName, last_name: lastName, phone, password } = data!;
    if (!otp) throw validationError({ temporary_token: [TEMPORARY_TOKEN_INVALID] });

    const now = new Date().toISOString();
    await markUsed(otp);
    const helper = await db.insert('users', {
      type: 4,
      email: otp.email,
      password,
      first_name: firstName,
      last_name: lastName,
      phone,
      avatar_url: null,
      company_id: null,
      positions: [],
      branch_ids: [],
      created_at: now,
    });
    await ensureHelperProfile(db, helper, now);
    await ensureSubscription(db, helper, now);
    return signIn(helper);
  }),

  http.post('*/api/auth-v2/reset-password/request-otp', async ({ request }) => {
    return requestOtp(request, 'reset');
  }),
  http.post('*/api/auth-v2/reset-password/verify-otp', async ({ request }) => {
    return verifyOtp(request, 'reset');
  }),

  // resetPassword: needs the reset flow's temporary token; signs out every session.
  http.post('*/api/auth-v2/reset-password', async ({ request }) => {
    const input = await readJson(request);
    const { data, errors } = check(resetPasswordBody.omit({ password_confirmation: true }), input);
    confirmed(input, errors);
    const token = typeof input.temporary_token === 'string' ? input.temporary_token : '';
    const otp = token ? findTemporaryToken(token, 'reset') : undefined;
    const user = otp ? findByEmail(otp.email) : undefined;
    if (token && !user) addError(errors, 'temporary_token', TEMPORARY_TOKEN_INVALID);
    refuse(errors);
    const { password } = data!;
    if (!otp || !user) throw validationError({ temporary_token: [TEMPORARY_TOKEN_INVALID] });

    await markUsed(otp);
    await db.patch('users', user.id, { password });
    db.sessions.deleteMany((q) => q.where({ user_id: user.id }));
    return ok(null, 'Your password has been reset. Please sign in.');
  }),
];
