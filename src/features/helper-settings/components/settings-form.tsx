import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { fetchLatest, type FetchLatestOptions } from '@/platform/api/query-client';
import {
  DraftNotice,
  ServerChangesNotice,
  STOPPED_FOR_SERVER_CHANGES,
  useFormDraft,
  useServerCopy,
  ValidatingForm,
} from '@/platform/forms';
import { settingsSaveErrors } from './save-profile';
import { ReportUnsaved, SavedValuesScope, sameValues } from './unsaved-cards';

/**
 * One form of the helper's settings. What is typed and not saved is kept when the page is
 * left (another settings tab, Back, a reload) and offered back with Restore and Discard, as
 * the job, member and branch forms do (QA 56: a tap on the next tab lost the typing without
 * a word); a save's values are kept while it is on its way (a lost session keeps them).
 * `draftName` names the form among the user's drafts ('helper:personal-info').
 */
/**
 * The record on the server, for a form whose fields another tab or device may save meanwhile
 * (as Edit job's and Edit member's: useServerCopy): `values` from the page's query (a new
 * object only when it changed), re-read by `read` right before a save; the fields the user
 * has not touched take the server's values, so a save does not put back what they never
 * changed (QA helper-97: a Last name saved in another tab was undone by this tab's save of
 * its First name).
 */
export type SettingsServerCopy<V> = {
  values: V;
  read: () => Promise<V>;
  /** Field name -> its label, in the form's order (the notice names them). */
  labels: Readonly<Record<string, string>>;
  /** What the notice calls the record: 'personal info'. */
  what: string;
};

const NO_LABELS = {};

/**
 * The server copy of a card read with one query (a get-* call of the work settings): its
 * `data` as form values, and the same query read anew before a save. `options` and `toValues`
 * are module-level (stable); `data` is the query's, a new object only when it changed (QA-185
 * HIGH 2: availability and serving areas saved in another tab were put back by this one).
 */
export function useSettingsServerCopy<T, V>(
  data: T,
  options: () => FetchLatestOptions<{ data: T }>,
  toValues: (data: T) => V,
  labels: Readonly<Record<string, string>>,
  what: string,
): SettingsServerCopy<V> {
  const queryClient = useQueryClient();
  const values = useMemo(() => toValues(data), [data, toValues]);
  const read = useCallback(
    async () => toValues((await fetchLatest(queryClient, options())).data),
    [queryClient, options, toValues],
  );
  return useMemo(() => ({ values, read, labels, what }), [values, read, labels, what]);
}

export function SettingsForm<V extends object>({
  draftName,
  what,
  label,
  initialValues,
  onSubmit,
  server,
  children,
}: {
  draftName: string;
  /** What the notice says was not saved: 'your personal info'. */
  what: string;
  /** The form's accessible name. */
  label: string;
  /** The server's copy as the form started (what Restore merges the kept values into). */
  initialValues: V;
  onSubmit: (values: V) => Promise<Record<string, unknown> | undefined>;
  server?: SettingsServerCopy<V>;
  children: ReactNode;
}) {
  const draft = useFormDraft<V>(draftName, initialValues);
  // One value as far as the user can tell (sameValues: a save's trimmed text is what was typed).
  const copy = useServerCopy<V>(
    server?.values ?? initialValues,
    server?.labels ?? NO_LABELS,
    sameValues,
  );
  // What the server holds as far as this form knows: what it started with, then what it
  // last saved ("Not saved yet" compares the values with it); with a server copy, that copy.
  const [saved, setSaved] = useState<{ values: V }>({ values: initialValues });
  const withServer = server !== undefined;
  // The server's copy, over what this form last saved: what the copy does not hold (a new
  // picture, sent once) is as saved (review 102: the saved picture left "Not saved yet").
  const shownSaved = useMemo(
    () => (withServer ? { values: { ...saved.values, ...copy.base } } : saved),
    [withServer, copy.base, saved],
  );
  const submit = async (values: V) => {
    let sent = values;
    // With a server copy, Save reads it before the write (`sending`): until then, nothing was
    // sent, and a read that failed says so above Save (QA helper-122; it threw out of the form).
    const errors = await draft.guardSave(
      values,
      async (sending) => {
        if (server) {
          let merged: { values: V; stop: boolean };
          try {
            merged = await copy.refresh(server.read);
          } catch (error) {
            return settingsSaveErrors(error, undefined, false);
          }
          // A field changed both here and there is shown above first; the next Save keeps
          // what is typed here.
          if (merged.stop) return STOPPED_FOR_SERVER_CHANGES;
          sent = merged.values;
        }
        await sending();
        return onSubmit(sent);
      },
      withServer,
    );
    if (!errors || Object.keys(errors).length === 0) setSaved({ values: sent });
    return errors;
  };
  return (
    <Form<V>
      subscription={{}}
      initialValues={initialValues}
      onSubmit={submit}
      render={({ handleSubmit }) => (
        <ValidatingForm aria-label={label} handleSubmit={handleSubmit}>
          <SavedValuesScope value={shownSaved}>
            <DraftNotice kept={draft} what={what} same={sameValues} startsFrom={shownSaved} />
            {server && <ServerChangesNotice copy={copy} what={server.what} own />}
            <ReportUnsaved name={label} />
            {children}
          </SavedValuesScope>
        </ValidatingForm>
      )}
    />
  );
}
