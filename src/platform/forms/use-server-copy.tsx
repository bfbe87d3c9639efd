import { Callout } from '@blueprintjs/core';
import type { FormApi } from 'final-form';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import './forms.css';
import { deepEqual, fieldNames, threeWayMerge, valueAt } from './three-way-merge';

/**
 * An edit form's view of the record on the server (two people editing one job or member):
 * the form remembers the server's copy it started from, and each newer copy (the page's query
 * refetched after a pushed change, or re-read right before a save) is merged into what is
 * typed with `threeWayMerge`: fields the user has not touched take the server's values,
 * the user's own changes stay. `ServerChangesNotice`, inside the form, says what happened.
 */
export type ServerCopy<V> = {
  /** The server's copy the form now stands on (the last one merged). */
  base: V;
  /** Names of fields changed by both, differently (the user's values are kept). */
  conflicts: string[];
  /** Names of fields taken from someone else's change. */
  updated: string[];
  /** Called by ServerChangesNotice with the form it sits in. */
  bind: (form: FormApi<V> | null) => void;
  /**
   * Before a save: reads the server's copy again and merges it. `values`: what to send;
   * `stop`: the copy brought conflicts the user has not been shown yet, so the save should
   * wait for them to see the notice and press Save again.
   */
  refresh: (read: () => Promise<V>) => Promise<{ values: V; stop: boolean }>;
};

/**
 * What an edit form's submit returns when `refresh` says stop: the save did not happen, so the
 * form counts it as failed (a key no field has, nothing shown under a field), and what is
 * typed stays unsaved work (review 55: returned as a success, the form's draft was dropped).
 */
export const STOPPED_FOR_SERVER_CHANGES = { serverChanges: 'shown above Save' } as const;

type Kept<V> = {
  base: V;
  form: FormApi<V> | null;
  /** What the form held as it went (a save on its way when the page was left merges it). */
  left?: V;
  conflicts: string[];
  updated: string[];
};

/**
 * `server`: the record as form values, a new object only when the server's copy changed
 * (derive it with useMemo from the query's data); `labels`: field path -> the field's label,
 * in the form's order.
 */
export function useServerCopy<V extends object>(
  server: V,
  labels: Readonly<Record<string, string>>,
  /** Whether two values are one (threeWayMerge's `same`). */
  same: (a: unknown, b: unknown) => boolean = deepEqual,
): ServerCopy<V> {
  const kept = useRef<Kept<V>>({ base: server, form: null, conflicts: [], updated: [] });
  const [shown, setShown] = useState<{ base: V; conflicts: string[]; updated: string[] }>({
    base: server,
    conflicts: [],
    updated: [],
  });

  const receive = useCallback(
    (theirs: V): V => {
      const state = kept.current;
      const form = state.form;
      const mine = form ? form.getState().values : (state.left ?? state.base);
      if (same(theirs, state.base)) return mine;
      const merged = threeWayMerge(state.base, mine, theirs, same);
      if (form && merged.updated.length > 0) {
        form.batch(() => {
          for (const path of merged.updated)
            form.change(path as keyof V, valueAt(merged.value, path) as V[keyof V]);
        });
      }
      const unique = (paths: string[]) => [...new Set(paths)];
      // A conflict ends when the server comes round to the user's value.
      const conflicts = unique([...state.conflicts, ...merged.conflicts]).filter(
        (path) => !same(valueAt(merged.value, path), valueAt(theirs, path)),
      );
      const updated = unique([...state.updated, ...merged.updated]);
      kept.current = { ...state, base: theirs, conflicts, updated };
      const conflictNames = fieldNames(conflicts, labels);
      setShown({
        base: theirs,
        conflicts: conflictNames,
        updated: fieldNames(updated, labels).filter((name) => !conflictNames.includes(name)),
      });
      return merged.value;
    },
    [labels, same],
  );

  // Every newer copy the page gets (a refetch after someone else's change) is merged at once.
  useEffect(() => {
    receive(server);
  }, [server, receive]);

  const bind = useCallback((form: FormApi<V> | null) => {
    const going = kept.current.form;
    // The page left while a save is on its way: that save still merges what was typed (it
    // sent the server's copy instead, and said it was saved: review 55).
    if (!form && going) kept.current.left = going.getState().values;
    kept.current.form = form;
  }, []);

  const refresh = useCallback(
    async (read: () => Promise<V>) => {
      // What the user could see when they pressed Save (a refetch during the read may merge
      // the same copy first: it is still news to them).
      const known = fieldNames(kept.current.conflicts, labels);
      const theirs = await read();
      const values = receive(theirs);
      const now = fieldNames(kept.current.conflicts, labels);
      return { values, stop: now.some((name) => !known.includes(name)) };
    },
    [labels, receive],
  );

  return useMemo(() => ({ ...shown, bind, refresh }), [shown, bind, refresh]);
}

/** "Hourly price, Notes". */
const list = (names: string[]) => names.join(', ');

/**
 * Above an edit form's Save button: the fields someone else changed under the user. A live
 * region, there before it speaks (it may come while the user types, or when a Save stops).
 */
export function ServerChangesNotice<V extends object>({
  copy,
  what,
  own = false,
}: {
  copy: ServerCopy<V>;
  /** 'job', 'member'. */
  what: string;
  /** The record is the user's own (her profile): the other save was hers, elsewhere. */
  own?: boolean;
}) {
  const form = useForm<V>();
  const { bind } = copy;
  useLayoutEffect(() => {
    bind(form);
    return () => bind(null);
  }, [bind, form]);
  const { conflicts, updated } = copy;
  return (
    <div role="status" className="server-changes">
      {(conflicts.length > 0 || updated.length > 0) && (
        <Callout
          intent={conflicts.length > 0 ? 'warning' : 'primary'}
          compact
          icon={conflicts.length > 0 ? 'warning-sign' : 'refresh'}
        >
          {conflicts.length > 0 && (
            <p className="server-changes__line">
              {own
                ? `Your ${what} was changed in another tab or on another device while you were editing it here: ${list(conflicts)}. Saving keeps your values from this page for these.`
                : `Someone else changed this ${what} while you were editing it: ${list(conflicts)}. Saving keeps your values for these.`}
            </p>
          )}
          {updated.length > 0 && (
            <p className="server-changes__line">
              {own
                ? `Updated with what you saved in another tab or on another device: ${list(updated)}.`
                : `Updated with someone else's changes: ${list(updated)}.`}
            </p>
          )}
        </Callout>
      )}
    </div>
  );
}
