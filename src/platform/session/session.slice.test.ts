import { describe, expect, it } from 'vitest';
import { loggedIn, sessionReducer } from './session.slice';
import { toUserData } from './storage';

const reduce = sessionReducer;
const user = toUserData({ id: 1, type: 4, email: 'nina@example.com' } as never);

describe('session slice', () => {
  it('starts without the personal-info flag', () => {
    expect(reduce(undefined, { type: 'init' }).isPersonalInfoSection).toBe(false);
  });

  it('a sign-in sets the personal-info flag only when asked', () => {
    let state = reduce(undefined, loggedIn({ token: 't', user, personalInfo: true }));
    expect(state).toMatchObject({
      status: 'authenticated',
      user,
      isPersonalInfoSection: true,
    });
    // The token's one owner is storage (tokenStorage), not the store.
    expect(state).not.toHaveProperty('token');
    state = reduce(state, loggedIn({ token: 't2', user }));
    expect(state.isPersonalInfoSection).toBe(false);
  });
});
