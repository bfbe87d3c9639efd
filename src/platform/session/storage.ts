/**
 * The session's browser storage, under the spec's keys (local: token, activeBranchId,
 * userData; session: isManagerChangeDashboard, and the tab's own activeBranchId). The one place
 * that touches these keys.
 */
import type { User } from '@/platform/api/generated/model';

export const STORAGE_KEYS = {
  token: 'token',
  activeBranchId: 'activeBranchId',
  userData: 'userData',
  isManagerChangeDashboard: 'isManagerChangeDashboard',
} as const;

export const HELPER_TYPE = 4;
export const MANAGER_TYPE = 5;

/** userData as stored: the API user plus the two flags derived from its type. */
export type UserData = User & { isHelper: boolean; isManager: boolean };

export function toUserData(user: User): UserData {
  return { ...user, isHelper: user.type === HELPER_TYPE, isManager: user.type === MANAGER_TYPE };
}

/**
 * Where the session is kept: localStorage under the spec's keys, shared by every tab; or, in
 * a tab opened as a second person's (mock demos only: the Demo panel's "Open a second
 * person's tab", `?tab-session` in main.tsx), that tab's own sessionStorage, so a company
 * owner and a helper can be signed in side by side in one browser on the one in-browser mock.
 */
export const TAB_SESSION = 'tabSession';
/** The address parameter that opens a tab as a second person's (main.tsx). */
export const TAB_SESSION_PARAM = 'tab-session';
export const sessionStore = (): Storage =>
  sessionStorage.getItem(TAB_SESSION) === '1' ? sessionStorage : localStorage;

/** Whether this tab's session is the shared one (every tab's), not a second person's. */
export const sessionInLocalStorage = (): boolean => sessionStore() === localStorage;

/** From now on this tab keeps its own session (and so does a reload of it). */
export function keepSessionInThisTab(): void {
  // The shared session's branch for this tab is not the second person's.
  if (sessionInLocalStorage()) sessionStorage.removeItem(STORAGE_KEYS.activeBranchId);
  sessionStorage.setItem(TAB_SESSION, '1');
}

export const tokenStorage = {
  get(): string | null {
    return sessionStore().getItem(STORAGE_KEYS.token);
  },
  set(token: string): void {
    sessionStore().setItem(STORAGE_KEYS.token, token);
  },
  clear(): void {
    sessionStore().removeItem(STORAGE_KEYS.token);
  },
};

export const userDataStorage = {
  get(): UserData | null {
    const raw = sessionStore().getItem(STORAGE_KEYS.userData);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as UserData;
    } catch {
      return null;
    }
  },
  /** Stores the user data exactly as the session holds it (flags included). */
  set(data: UserData): UserData {
    sessionStore().setItem(STORAGE_KEYS.userData, JSON.stringify(data));
    return data;
  },
};

const BRANCH = STORAGE_KEYS.activeBranchId;
const branchIn = (store: Storage): number => {
  const id = Number(store.getItem(BRANCH) ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * The active branch is each tab's own (QA 133: a switch in one tab took the other tab to that
 * branch at its next reload, its half-typed job seemingly lost): this tab's sessionStorage
 * keeps it across the tab's reloads, and another tab's switch does not change it. The shared
 * store's id is the branch last chosen in any tab: where a tab without one of its own (a new
 * tab) starts. In a second person's tab both are that tab's sessionStorage.
 */
export const activeBranchStorage = {
  /** This tab's active branch: its own, else the shared one (0 for none). */
  get(): number {
    return branchIn(sessionStorage) || branchIn(sessionStore());
  },
  /** Chosen in this tab: this tab's, and where a new tab starts. */
  set(id: number): void {
    sessionStorage.setItem(BRANCH, String(id));
    sessionStore().setItem(BRANCH, String(id));
  },
  /**
   * Taken without a choice (a start-up, a sign-in, a branch gone): this tab's; where a new tab
   * starts only if that names none of the user's branches (`listed`), so a reload of this tab
   * does not undo another tab's later choice.
   */
  settle(id: number, listed: readonly number[]): void {
    sessionStorage.setItem(BRANCH, String(id));
    if (!listed.includes(branchIn(sessionStore()))) sessionStore().setItem(BRANCH, String(id));
  },
  /** This tab's, and the shared one too when it is the same branch. */
  clear(): void {
    const own = branchIn(sessionStorage);
    sessionStorage.removeItem(BRANCH);
    if (!own || branchIn(sessionStore()) === own) sessionStore().removeItem(BRANCH);
  },
};

/** Session-storage flag; defaults to true as the spec says. */
export const managerDashboardStorage = {
  get(): boolean {
    return sessionStorage.getItem(STORAGE_KEYS.isManagerChangeDashboard) !== 'false';
  },
  set(value: boolean): void {
    sessionStorage.setItem(STORAGE_KEYS.isManagerChangeDashboard, String(value));
  },
};

/**
 * Takes `token` from the URL query first (removing it from the address bar), else storage.
 * A URL token is not stored here: spec section 4 stores it only once get-me accepts it.
 */
export function readStartupToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return tokenStorage.get();
}

const LOGIN_NOTICE = 'loginNotice';

/**
 * A message for the login page a logout's reload lands on: what happened before the reload
 * (a toast then went with the page: "Your account has been deleted" was never seen, QA
 * 2026-12-05). It outlives the logout's wipe, and is read once.
 */
export const loginNotice = {
  leave(text: string): void {
    sessionStorage.setItem(LOGIN_NOTICE, text);
  },
  take(): string | null {
    const text = sessionStorage.getItem(LOGIN_NOTICE);
    sessionStorage.removeItem(LOGIN_NOTICE);
    return text;
  },
};

export const WANTED_PAGE_KEY = 'wantedPage';

/**
 * An address of this app: one '/', then no second '/' or '\\', and no space or control
 * character (a browser drops a tab or newline, making '/\t/x' read '//x'): never another site's.
 */
export const isAppPath = (path: string): boolean =>
  /^\/(?![/\\])/.test(path) && !/[\s\p{Cc}]/u.test(path);

/**
 * The private page a signed-out person asked for (path, query and hash), kept in this tab
 * while they sign in (the login page's own links and a reload keep it; a logout's wipe does
 * not). The next sign-in in the tab takes it (the session saga), and it is gone once taken.
 * Left as a session ended under the page, it names that session's user (`userId`): it is
 * theirs alone. Only the leaving is here, in the first load; the taking is the saga's.
 */
export type WantedPage = { path: string; userId: number | null };
export function leaveWantedPage(path: string, userId: number | null): void {
  if (isAppPath(path)) sessionStorage.setItem(WANTED_PAGE_KEY, JSON.stringify({ path, userId }));
}

/**
 * Logout's wipe of local and session storage (spec section 4; its reload is the caller's), the
 * token with the rest: the user's other tabs see one wipe ('storage' with no key), a Logout,
 * and say "You were signed out in another tab." (a token removed alone reads there as a 401
 * met elsewhere).
 */
export function wipeSession(): void {
  const ownTab = sessionStore() === sessionStorage;
  const notice = sessionStorage.getItem(LOGIN_NOTICE);
  // A second person's tab leaves the shared (first person's) session alone, and stays one.
  if (!ownTab) localStorage.clear();
  sessionStorage.clear();
  if (ownTab) keepSessionInThisTab();
  if (notice) loginNotice.leave(notice);
}
