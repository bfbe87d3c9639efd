import { useFormState } from 'react-final-form';
import { FormSubmitError } from '@/platform/forms';
import { AppButton } from '@/platform/ui';
import { isUnsaved } from './unsaved-cards';

/**
 * The save button of one settings form: busy while saving, and says so; above it, a failed
 * save's notice until the form is edited again; beside it, "Not saved yet" while the form has
 * changes not saved (a page of several cards has a Save in each: QA 57a M5).
 */
export function SaveButton({ text = 'Save changes' }: { text?: string }) {
  const state = useFormState({
    subscription: {
      submitting: true,
      dirty: true,
      dirtySinceLastSubmit: true,
      submitSucceeded: true,
    },
  });
  return (
    <div className="helper-settings__actions">
      <FormSubmitError className="helper-settings__not-saved" />
      {isUnsaved(state) && !state.submitting && (
        <span className="helper-settings__unsaved">Not saved yet</span>
      )}
      <AppButton type="submit" intent="primary" text={text} loading={state.submitting} />
    </div>
  );
}
