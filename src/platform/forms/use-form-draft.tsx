import { Button, Callout } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useForm } from 'react-final-form';
import { formatDateTime } from '@/platform/format';
import { selectIsLoggedIn, selectUser } from '@/platform/session';
import { useAppSelector, type RootState } from '@/platform/store';
import { deleteDraft, loadDraft, saveDraft, type Draft } from './drafts';

export type FormDraft<V> = {
  /** This user's kept draft of this form, once loaded (null: none). */
  draft: Draft<V> | null;
  /**
   * Runs a save with the draft kept while it is on its way: written first (a lost session
   * takes the user to /login at once), deleted once the save is over unless the session was
   * lost meanwhile (a 401), in which case it waits for the same user to sign in again.
   */
  guardSave: <R>(values: V, save: () => Promise<R>) => Promise<R>;
  /** Drops the draft (restored or dismissed). */
  clear: () => void;
};

/**
 * Typed work survives a lost session (2/8): a form's values are kept in the drafts store
 * (IndexedDB, by user and form) while its save runs, and offered back by DraftNotice when
 * the same user is on that form again; the login takes them there (session saga).
 */
export function useFormDraft<V>(form: string): FormDraft<V> {
  const store = useStore<RootState>();
  const user = useAppSelector(selectUser);
  // The user whose form this is, kept through the 401 that signs them out.
  const userId = useRef<number | null>(user?.id ?? null);
  if (user?.id) userId.current = user.id;
  const [draft, setDraft] = useState<Draft<V> | null>(null);

  useEffect(() => {
    const id = userId.current;
    if (!id) return;
    let live = true;
    loadDraft<V>(id, form)
      .then((found) => live && setDraft(found))
      .catch(() => undefined); // no IndexedDB (private mode): nothing to offer
    return () => {
      live = false;
    };
  }, [form]);

  const guardSave = useCallback(
    async <R,>(values: V, save: () => Promise<R>): Promise<R> => {
      const id = userId.current;
      if (!id) return save();
      const path = `${window.location.pathname}${window.location.search}`;
      const kept = saveDraft({ userId: id, form, path, values }).then(
        () => true,
        () => false,
      );
      await kept;
      try {
        return await save();
      } finally {
        const signedIn =
          selectIsLoggedIn(store.getState()) && selectUser(store.getState())?.id === id;
        if (signedIn) await deleteDraft(id, form).catch(() => undefined);
      }
    },
    [form, store],
  );

  const clear = useCallback(() => {
    setDraft(null);
    if (userId.current) void deleteDraft(userId.current, form).catch(() => undefined);
  }, [form]);

  return { draft, guardSave, clear };
}

/**
 * Inside a form: "Your session ended before this was saved" with Restore (puts the kept
 * values back) and Discard. Nothing while there is no draft.
 */
export function DraftNotice<V extends object>({
  draft,
  clear,
  what,
}: Pick<FormDraft<V>, 'draft' | 'clear'> & { what: string }) {
  const form = useForm<V>();
  if (!draft) return null;
  return (
    <Callout intent="warning" title="Unsaved changes kept" className="app-draft-notice">
      <p>
        Your session ended before {what} was saved ({formatDateTime(draft.savedAt)}). What you typed
        was kept for you.
      </p>
      <div className="app-state-actions app-draft-notice__actions">
        <Button
          intent="primary"
          text="Restore"
          onClick={() => {
            form.batch(() => {
              for (const [key, value] of Object.entries(draft.values))
                form.change(key as keyof V, value as V[keyof V]);
            });
            clear();
          }}
        />
        <Button text="Discard" onClick={clear} />
      </div>
    </Callout>
  );
}
