import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { DraftNotice, useFormDraft, ValidatingForm } from '@/platform/forms';
import { ReportUnsaved, SavedValuesScope, sameValues } from './unsaved-cards';

/**
 * One form of the helper's settings. What is typed and not saved is kept when the page is
 * left (another settings tab, Back, a reload) and offered back with Restore and Discard, as
 * the job, member and branch forms do (QA 56: a tap on the next tab lost the typing without
 * a word); a save's values are kept while it is on its way (a lost session keeps them).
 * `draftName` names the form among the user's drafts ('helper:personal-info').
 */
export function SettingsForm<V extends object>({
  draftName,
  what,
  label,
  initialValues,
  onSubmit,
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
  children: ReactNode;
}) {
  const draft = useFormDraft<V>(draftName, initialValues);
  // What the server holds as far as this form knows: what it started with, then what it
  // last saved ("Not saved yet" compares the values with it).
  const [saved, setSaved] = useState<{ values: V }>({ values: initialValues });
  const submit = async (values: V) => {
    const errors = await draft.guardSave(values, () => onSubmit(values));
    if (!errors || Object.keys(errors).length === 0) setSaved({ values });
    return errors;
  };
  return (
    <Form<V>
      subscription={{}}
      initialValues={initialValues}
      onSubmit={submit}
      render={({ handleSubmit }) => (
        <ValidatingForm aria-label={label} handleSubmit={handleSubmit}>
          <SavedValuesScope value={saved}>
            <DraftNotice kept={draft} what={what} same={sameValues} startsFrom={saved} />
            <ReportUnsaved name={label} />
            {children}
          </SavedValuesScope>
        </ValidatingForm>
      )}
    />
  );
}
