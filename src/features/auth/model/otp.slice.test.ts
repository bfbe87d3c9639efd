import { describe, expect, it } from 'vitest';
import { loggedIn, toUserData } from '@/platform/session';
import { otpFlowCleared, otpSent, otpReducer, otpVerified, type OtpState } from './otp.slice';

const reduce = otpReducer;
const user = toUserData({ id: 1, type: 4, email: 'nina@example.com' } as never);

describe('otp slice: the one-time-code part of the auth state (spec section 3)', () => {
  it('starts empty', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual({ otpId: null, temporaryToken: null, lastSendingEmail: null });
  });

  it('a sent code records its id and address; a new code drops an earlier token', () => {
    let state: OtpState = reduce(undefined, otpSent({ otpId: 'a', email: 'x@example.com' }));
    state = reduce(state, otpVerified({ temporaryToken: 'tmp_1' }));
    expect(state).toMatchObject({ otpId: 'a', temporaryToken: 'tmp_1' });
    state = reduce(state, otpSent({ otpId: 'b', email: 'y@example.com' }));
    expect(state).toEqual({
      otpId: 'b',
      temporaryToken: null,
      lastSendingEmail: 'y@example.com',
    });
  });

  it('clearing ends the flow but keeps the address (the login form fills it in)', () => {
    let state = reduce(undefined, otpSent({ otpId: 'a', email: 'x@example.com' }));
    state = reduce(state, otpVerified({ temporaryToken: 'tmp_1' }));
    state = reduce(state, otpFlowCleared());
    expect(state).toEqual({
      otpId: null,
      temporaryToken: null,
      lastSendingEmail: 'x@example.com',
    });
  });

  it('a sign-in spends the flow', () => {
    let state = reduce(undefined, otpSent({ otpId: 'a', email: 'x@example.com' }));
    state = reduce(state, otpVerified({ temporaryToken: 'tmp_1' }));
    state = reduce(state, loggedIn({ token: 't', user, personalInfo: true }));
    expect(state).toMatchObject({ otpId: null, temporaryToken: null });
  });
});
