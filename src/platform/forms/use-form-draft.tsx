import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { FormState } from 'final-form';
import { useForm } from 'react-final-form';
import { selectIsLoggedIn, selectSigningOut, selectUser } from '@/platform/session';
import { useAppSelector, type RootState } from '@/platform/store';
import { deleteDraft, loadDraft, saveDraft, type Draft } from './drafts';

export type FormDraft<V> = {
  /** This user's kept draft of this form, once loaded (null: none). */
  draft: Draft<V> | null;
  /**
   * Runs a save with the draft kept while it is on its way: written first (a lost session
   * takes the user to /login at once), deleted once the save has saved; a save that did not
   * (refused, stopped) leaves it as a form left unsaved; a lost session (a 401) leaves it
   * waiting for the same user to sign in again. `readsFirst`: the save reads before it writes
   * (an edit's server copy), and calls `sending` as it writes: until then, nothing was sent.
   */
  guardSave: <R>(
    values: V,
    save: (sending: () => Promise<void>) => Promise<R>,
    readsFirst?: boolean,
  ) => Promise<R>;
  /** Drops the draft (restored or dismissed). */
  clear: () => void;
  /** An edit form's server copy now (useServerCopy's base), which Restore merges into. */
  base?: V;
  /**
   * Keeps what is typed in a form being left unsaved (null: drops what was kept so), unless
   * the form was given up with `discard`.
   */
  keep: (values: V | null) => void;
  /** The form's Cancel: drops its draft, and keeps nothing more of this visit. */
  discard: () => void;
};

/**
 * Saves on their way in this app (its store: a reload starts another), by user and form, each
 * ending once its draft is written or deleted. A form opened again meanwhile (left during a
 * slow save, then back) waits for it before it reads its draft (review 57: it read the save's
 * own "pending" draft and said "it may have been saved" while the save still ran, and kept
 * saying so once it had).
 */
const savesUnderWay = new WeakMap<object, Map<string, Promise<void>>>();
function underWayIn(store: object): Map<string, Promise<void>> {
  let saves = savesUnderWay.get(store);
  if (!saves) savesUnderWay.set(store, (saves = new Map()));
  return saves;
}
const saveKey = (userId: number, form: string) => `${userId}\u0000${form}`;

/**
 * Typed work survives a lost session (2/8): a form's values are kept in the drafts store
 * (IndexedDB, by user and form) while its save runs, and offered back by DraftNotice when
 * the same user is on that form again; the login takes them there (session saga).
 */
export function useFormDraft<V>(
  form: string,
  /** An edit form's server copy (useServerCopy's base): kept with the draft, for Restore. */
  base?: V,
): FormDraft<V> {
  const store = useStore<RootState>();
  const user = useAppSelector(selectUser);
  // The user whose form this is, kept through the 401 that signs them out.
  const userId = useRef<number | null>(user?.id ?? null);
  if (user?.id) userId.current = user.id;
  // Where the form is, as of its last render: a session that ends under it has moved the
  // address to /login by the time the form goes (and keeps what it held).
  const serverBase = useRef(base);
  serverBase.current = base;
  const here = useRef('');
  if (user?.id) here.current = `${window.location.pathname}${window.location.search}`;
  const [draft, setDraft] = useState<Draft<V> | null>(null);

  useEffect(() => {
    const id = userId.current;
    if (!id) return;
    let live = true;
    (underWayIn(store).get(saveKey(id, form)) ?? Promise.resolve())
      .then(() => loadDraft<V>(id, form))
      .then((found) => live && setDraft(found))
      .catch(() => undefined); // no IndexedDB (private mode): nothing to offer
    return () => {
      live = false;
    };
  }, [form, store]);

  const discarded = useRef(false); // `discard`ed: nothing kept, not a save's either (QA 245 H1)
  const guardSave = useCallback(
    async <R,>(
      values: V,
      save: (sending: () => Promise<void>) => Promise<R>,
      readsFirst = false,
    ): Promise<R> => {
      const id = userId.current;
      if (!id) return save(() => Promise.resolve());
      const path = `${window.location.pathname}${window.location.search}`;
      const key = saveKey(id, form);
      let ended = () => {};
      const underWay = new Promise<void>((resolve) => (ended = resolve));
      const saves = underWayIn(store);
      saves.set(key, underWay);
      // Kept as a save on its way until it ends: a page reloaded or left meanwhile finds it so
      // (QA 57 H2: it said the session had ended, and Restore made a second job); as a form
      // left unsaved while its save only reads (QA helper-122: "it may have been saved").
      const keepAs = (reason: NonNullable<Draft['reason']>) =>
        saveDraft({ userId: id, form, path, values, reason, base: serverBase.current }).catch(
          () => undefined,
        );
      await keepAs(readsFirst ? 'left' : 'pending');
      let saved = false;
      try {
        const result = await save(() => (readsFirst ? keepAs('pending') : Promise.resolve()));
        // A submit's errors (a refusal, a Save stopped to show someone else's change) are
        // no save: what was sent is still unsaved work.
        saved = !(result && typeof result === 'object' && Object.keys(result).length > 0);
        return result;
      } finally {
        const signedIn =
          selectIsLoggedIn(store.getState()) && selectUser(store.getState())?.id === id;
        // Saved: nothing to keep, though the session ended meanwhile (review 57: kept as a lost
        // session's, the sign-in took the user back to it and Restore made a second job). Not
        // saved, the session still on: kept as a form left unsaved, whether the user stays
        // (the form keeps it up to date) or has already gone (a page left while the save was on
        // its way kept nothing of its own: review 55). A lost session (a 401): kept for the
        // same user's next sign-in, which goes back to it.
        // The older draft offered goes at once with a save (QA helper-175 M3: Restore undid it).
        if (saved || discarded.current) {
          setDraft(null);
          await deleteDraft(id, form).catch(() => undefined);
        } else await keepAs(signedIn ? 'left' : 'session');
        if (saves.get(key) === underWay) saves.delete(key);
        ended();
      }
    },
    [form, store],
  );

  const clear = useCallback(() => {
    setDraft(null);
    if (userId.current) void deleteDraft(userId.current, form).catch(() => undefined);
  }, [form]);

  const keep = useCallback(
    (values: V | null) => {
      const id = userId.current;
      const state = store.getState();
      const current = selectUser(state)?.id;
      // Not once this user signs out (the sign-out drops these drafts: nothing is kept again
      // as its page goes), nor under another user.
      if (!id || discarded.current || selectSigningOut(state)) return;
      if (current !== undefined && current !== id) return;
      // The session ended under the form (a 401, a sign-out in another tab): what it held
      // as it went is kept as a save's is, and the sign-in takes the user back to it
      // (review 54d: the last changes before the 401 were lost, and the form was not offered).
      const ended = !selectIsLoggedIn(state);
      const path = ended ? here.current : `${window.location.pathname}${window.location.search}`;
      void (
        values === null
          ? deleteDraft(id, form)
          : saveDraft({
              userId: id,
              form,
              path,
              values,
              reason: ended ? 'session' : 'left',
              base: serverBase.current,
            })
      ).catch(() => undefined);
    },
    [form, store],
  );
  const discard = useCallback(() => {
    discarded.current = true;
    clear();
  }, [clear]);

  return { draft, guardSave, clear, keep, discard, base };
}

/** How long typing pauses before what is typed is kept (and at once when the form goes). */
const KEEP_AFTER_MS = 400;

/** Whether the user has been into any of the form's fields. */
const wentIn = <V,>(state: FormState<V>) => Object.values(state.visited ?? {}).some(Boolean);

/**
 * Keeps a form's unsaved changes while it is open (review 54: a reload, Back or a sidebar link
 * lost a half-typed job without a word): once typing pauses, when the form goes, and when the
 * page is left. A change is a difference from the values the form had before the user first
 * went into a field (a form may change its own values as it starts; the job form has no
 * initial values to compare with), so a change put back keeps nothing. While an older draft
 * waits for Restore or Discard, the first change gives it up for the new one (`drop`).
 */
export function useKeepWhileEdited<V>(
  keep: FormDraft<V>['keep'],
  waiting: boolean,
  restored: boolean,
  drop: () => void,
  same: (a: V, b: V) => boolean,
  startsFrom: { values: V } | undefined,
) {
  const form = useForm<V>();
  const baseline = useRef<{ values: V } | null>(null);
  // Set as Restore puts the kept values in: they are a change, not where the form starts
  // (QA 58 M1: taken for the start, typing back to the saved values kept a draft of them).
  const restoring = useRef(false);
  // Whether this form's changes are kept, across its subscriptions (Restore re-subscribes, and
  // the one it ends keeps the restored values as it goes: the next must know, to drop them
  // once typed back; QA 58 M1).
  const kept = useRef(false);
  useEffect(() => {
    let latest: FormState<V> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What a save has just saved is no change, though `startsFrom` lags (a page left mid-save
    // stays mounted, hidden, while the next one loads: QA helper-122). Changed since: kept.
    const changed = (state: FormState<V>) =>
      !state.submitting &&
      (!state.submitSucceeded || state.dirtySinceLastSubmit) &&
      (startsFrom
        ? !same(state.values, startsFrom.values)
        : (wentIn(state) || restored) &&
          !(baseline.current && same(state.values, baseline.current.values)));
    const flush = () => {
      clearTimeout(timer);
      const state = latest;
      latest = null;
      if (!state) return;
      if (changed(state)) {
        if (waiting) drop();
        kept.current = true;
        keep(state.values);
      } else if (kept.current && !state.submitting) {
        kept.current = false;
        keep(null);
      }
    };
    const unsubscribe = form.subscribe(
      (state) => {
        // Until the user goes into a field, what the form holds is where it starts.
        if (!wentIn(state) && !restored && !restoring.current)
          baseline.current = { values: state.values };
        latest = state;
        clearTimeout(timer);
        timer = setTimeout(flush, KEEP_AFTER_MS);
      },
      {
        values: true,
        visited: true,
        submitting: true,
        submitSucceeded: true,
        dirtySinceLastSubmit: true,
      },
    );
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      unsubscribe();
      // Kept again as it goes, though unchanged since: a session that ended under the form
      // keeps it as work the sign-in takes the user back to (useFormDraft's keep).
      if (!latest && kept.current) latest = form.getState();
      flush();
    };
  }, [form, keep, waiting, restored, drop, same, startsFrom]);
  return restoring;
}
