import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/platform/api/generated/model';
import {
  activeBranchStorage,
  keepSessionInThisTab,
  managerDashboardStorage,
  readStartupToken,
  STORAGE_KEYS,
  tokenStorage,
  toUserData,
  userDataStorage,
  wipeSession,
} from './storage';

const user = (type: User['type']): User => ({
  id: 1,
  type,
  email: 'a@b.test',
  first_name: 'Ann',
  last_name: 'Lee',
  avatar_url: null,
  company_id: 1,
});

describe('session storage', () => {
  it('derives the helper and manager flags from the type whenever user data is set', () => {
    expect(toUserData(user(4))).toMatchObject({ isHelper: true, isManager: false });
    expect(toUserData(user(5))).toMatchObject({ isHelper: false, isManager: true });
    expect(toUserData(user(1))).toMatchObject({ isHelper: false, isManager: false });
    userDataStorage.set(toUserData(user(5)));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData)!)).toMatchObject({
      isManager: true,
      isHelper: false,
    });
  });

  it('takes the token from the URL first and removes it from the address bar', () => {
    localStorage.setItem('token', 'stored');
    window.history.replaceState(null, '', '/company/activity?token=from-url&tab=2#x');
    expect(readStartupToken()).toBe('from-url');
    expect(window.location.search).toBe('?tab=2');
    expect(window.location.hash).toBe('#x');
    // Stored only once get-me accepts it (session.saga).
    expect(localStorage.getItem('token')).toBe('stored');
  });

  it('falls back to the stored token', () => {
    window.history.replaceState(null, '', '/company/activity');
    localStorage.setItem('token', 'stored');
    expect(readStartupToken()).toBe('stored');
    localStorage.clear();
    expect(readStartupToken()).toBeNull();
  });

  it('persists the active branch id (default 0)', () => {
    expect(activeBranchStorage.get()).toBe(0);
    activeBranchStorage.set(12);
    expect(localStorage.getItem('activeBranchId')).toBe('12');
    expect(activeBranchStorage.get()).toBe(12);
    activeBranchStorage.clear();
    expect(activeBranchStorage.get()).toBe(0);
  });

  it("keeps the active branch per tab: a tab's own (its reload's) before the one last chosen anywhere (QA 133)", () => {
    // A tab without its own (a new tab, or one signed in by the bench / e2e) reads the shared one.
    localStorage.setItem('activeBranchId', '5');
    expect(activeBranchStorage.get()).toBe(5);
    // Chosen here: this tab's, and a new tab's.
    activeBranchStorage.set(7);
    expect(sessionStorage.getItem('activeBranchId')).toBe('7');
    expect(localStorage.getItem('activeBranchId')).toBe('7');
    // Another tab chooses 8: this tab stays on 7, at its reload too.
    localStorage.setItem('activeBranchId', '8');
    expect(activeBranchStorage.get()).toBe(7);
    // Its reload takes 7 again without undoing the other tab's later choice for new tabs...
    activeBranchStorage.settle(7, [7, 8]);
    expect(localStorage.getItem('activeBranchId')).toBe('8');
    // ...unless that names none of the user's branches.
    activeBranchStorage.settle(7, [7]);
    expect(localStorage.getItem('activeBranchId')).toBe('7');
    // Leaving the branch here clears the shared id only when it is the same branch.
    localStorage.setItem('activeBranchId', '8');
    activeBranchStorage.clear();
    expect(sessionStorage.getItem('activeBranchId')).toBeNull();
    expect(activeBranchStorage.get()).toBe(8);
  });

  it('defaults isManagerChangeDashboard to true in session storage', () => {
    expect(managerDashboardStorage.get()).toBe(true);
    managerDashboardStorage.set(false);
    expect(sessionStorage.getItem('isManagerChangeDashboard')).toBe('false');
    expect(managerDashboardStorage.get()).toBe(false);
  });

  it('logout wipes local and session storage', () => {
    tokenStorage.set('t');
    activeBranchStorage.set(3);
    sessionStorage.setItem('isManagerChangeDashboard', 'false');
    wipeSession();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(tokenStorage.get()).toBeNull();
  });
});

describe("a second person's tab (mock demos)", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps its own token, user and branch in this tab, leaving the shared session alone', () => {
    tokenStorage.set('owner-token');
    activeBranchStorage.set(3);
    keepSessionInThisTab();
    expect(tokenStorage.get()).toBeNull();
    tokenStorage.set('helper-token');
    activeBranchStorage.set(9);
    expect(tokenStorage.get()).toBe('helper-token');
    expect(activeBranchStorage.get()).toBe(9);
    expect(localStorage.getItem('token')).toBe('owner-token');
    expect(localStorage.getItem('activeBranchId')).toBe('3');
  });

  it("does not take the shared session's branch of the tab it was", () => {
    activeBranchStorage.set(3);
    keepSessionInThisTab();
    expect(activeBranchStorage.get()).toBe(0);
    expect(localStorage.getItem('activeBranchId')).toBe('3');
  });

  it("logging out there wipes only that tab's session, and the tab stays a second person's", () => {
    tokenStorage.set('owner-token');
    keepSessionInThisTab();
    tokenStorage.set('helper-token');
    wipeSession();
    expect(tokenStorage.get()).toBeNull();
    expect(localStorage.getItem('token')).toBe('owner-token');
    tokenStorage.set('next');
    expect(localStorage.getItem('token')).toBe('owner-token');
  });
});
