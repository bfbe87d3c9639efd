import { sessionStore } from './storage';

/**
 * Activity's Getting started panel, put away by this user on this browser: dismissed, or every
 * step once done (QA 205 M2). Per user id; with the session's storage, so logout wipes it as
 * it wipes the rest (spec section 4), and a second person's tab keeps its own.
 */
const gettingStartedKey = (userId: number) => `gettingStartedDone:${userId}`;
export const gettingStartedStorage = {
  isPutAway(userId: number): boolean {
    return sessionStore().getItem(gettingStartedKey(userId)) === '1';
  },
  putAway(userId: number): void {
    sessionStore().setItem(gettingStartedKey(userId), '1');
  },
};
