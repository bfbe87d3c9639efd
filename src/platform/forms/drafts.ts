/**
 * Drafts of forms whose save met a lost session (a 401), or that were left with changes not
 * saved (a reload, Back, another page: review 54), kept for the same user until saved or
 * dismissed (2/8). Logout wipes local and session storage (spec section 4), so drafts live
 * in the app's own IndexedDB database, keyed by user id and form; another user signing in on
 * this browser never sees them. Real and mock mode alike (this is not the mock's database).
 */
export type Draft<V = unknown> = {
  /** `${userId}:${form}` */
  key: string;
  userId: number;
  /** Which form: 'job:create:3' (per branch), 'job:edit:42' ... */
  form: string;
  /** Where the form is, to take the user back there after signing in again. */
  path: string;
  values: V;
  savedAt: string;
  /**
   * Why it is kept: its save met a lost session (the default), the form was left, or the page
   * went while its save was on its way (`pending`: that save may have gone through).
   */
  reason?: 'session' | 'left' | 'pending';
  /**
   * An edit form's: the server's copy the typing stood on, so Restore merges what was typed
   * into the server's copy of then (someone else's later changes to other fields stay).
   */
  base?: V;
  /**
   * A lost session's draft the sign-in has taken the user back to: once, not at every
   * sign-in (its form may be gone: a job deleted or closed meanwhile shows "Job not found",
   * which offers nothing). Kept for the form to offer, it goes at sign-out as a form left does.
   */
  returnedTo?: boolean;
};

/** The drafts' IndexedDB database (the tests empty it after each test). */
export const DRAFTS_DB = 'movers-drafts';
const DB_NAME = DRAFTS_DB;
const STORE = 'drafts';

/**
 * The database, kept open once opened (a form's first look for its draft opens it). A form
 * kept as its page goes (pagehide) then writes in that same task: opening it first (a task of
 * its own) let the page go before the write began, and a reload within ~400 ms of the last
 * keystroke kept nothing of it (QA 2026-12-04). Closed for anyone deleting or upgrading it
 * (the tests empty it after each test).
 */
let connection: IDBDatabase | null = null;
let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('userId', 'userId');
    };
    request.onsuccess = () => {
      const db = request.result;
      const forget = () => {
        if (connection === db) connection = null;
        opening = null;
      };
      db.onversionchange = () => {
        forget();
        db.close();
      };
      db.onclose = forget;
      connection = db;
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const start = (db: IDBDatabase) =>
    new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      // Sent to be committed now, not at the end of this task: a page going (pagehide) is
      // torn down before then, and the write with it.
      if (mode === 'readwrite') tx.commit?.();
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  // Open already: the transaction starts now, in the caller's task.
  if (connection) {
    try {
      return start(connection);
    } catch {
      // Closed under us (the browser may close a connection): open it again.
      connection = null;
      opening = null;
    }
  }
  return openDb().then(start);
}

export const draftKey = (userId: number, form: string) => `${userId}:${form}`;

export async function saveDraft<V>(draft: Omit<Draft<V>, 'key' | 'savedAt'>): Promise<void> {
  const record: Draft<V> = {
    ...draft,
    key: draftKey(draft.userId, draft.form),
    savedAt: new Date().toISOString(),
  };
  await run('readwrite', (store) => store.put(record));
}

export async function loadDraft<V>(userId: number, form: string): Promise<Draft<V> | null> {
  const found = await run('readonly', (store) => store.get(draftKey(userId, form)));
  return (found as Draft<V> | undefined) ?? null;
}

export async function deleteDraft(userId: number, form: string): Promise<void> {
  await run('readwrite', (store) => store.delete(draftKey(userId, form)));
}

/**
 * A sign-out (review 54): the forms the user left unsaved go with their session, as their
 * storage does. A save that met a lost session is kept (it waits for them to sign in again),
 * until a sign-in has taken them back to it.
 */
export async function dropLeftDrafts(userId: number): Promise<void> {
  const all = (await run('readonly', (store) => store.index('userId').getAll(userId))) as Draft[];
  await Promise.all(
    all
      .filter((draft) => draft.reason === 'left' || draft.reason === 'pending' || draft.returnedTo)
      .map((draft) => deleteDraft(userId, draft.form)),
  );
}

/**
 * The user's newest draft of a save that met a lost session, to take them back to it after
 * signing in again (once: it is marked so), if any. A form they left is offered where it
 * is, not gone back to.
 */
export async function takeBackToDraft(userId: number): Promise<Draft | null> {
  const all = await run('readonly', (store) => store.index('userId').getAll(userId));
  const drafts = (all as Draft[]).filter(
    (draft) => (draft.reason ?? 'session') === 'session' && !draft.returnedTo,
  );
  drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const latest = drafts[0];
  if (!latest) return null;
  await run('readwrite', (store) => store.put({ ...latest, returnedTo: true }));
  return latest;
}

/**
 * Whether the user has work kept for their next sign-in: a save that met a lost session (or
 * was on its way as the session ended), or a form the session ended under, not yet gone back to.
 */
export async function hasKeptWork(userId: number): Promise<boolean> {
  const all = (await run('readonly', (store) => store.index('userId').getAll(userId))) as Draft[];
  return all.some((draft) => (draft.reason ?? 'session') !== 'left' && !draft.returnedTo);
}

/**
 * Moves what a form kept to another form, without the server copy it stood on: a job deleted
 * while it was being edited starts a new job with what was typed in it (QA 57: the typing went
 * with the page). False when nothing was kept.
 */
export async function moveDraft(
  userId: number,
  from: string,
  to: string,
  path: string,
): Promise<boolean> {
  const draft = await loadDraft(userId, from);
  if (!draft) return false;
  await saveDraft({ userId, form: to, path, values: draft.values, reason: 'left' });
  await deleteDraft(userId, from);
  return true;
}
