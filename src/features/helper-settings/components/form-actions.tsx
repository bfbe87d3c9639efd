import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { FormSubmitError } from '@/platform/forms';
import { AppButton } from '@/platform/ui';
import { useUnsaved } from './unsaved-cards';

/**
 * The save button of one settings form: busy while saving, and says so; above it, a failed
 * save's notice until the form is edited again; beside it, "Not saved yet" while the form has
 * changes not saved (a page of several cards has a Save in each: QA 57a M5).
 */
export function SaveButton({ text = 'Save changes' }: { text?: string }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const unsaved = useUnsaved();
  const noteId = useId();
  return (
    <div className="helper-settings__actions">
      <FormSubmitError className="helper-settings__not-saved" />
      {unsaved && (
        <span id={noteId} className="helper-settings__unsaved">
          Not saved yet
        </span>
      )}
      <AppButton
        type="submit"
        intent="primary"
        text={text}
        loading={submitting}
        aria-describedby={unsaved ? noteId : undefined}
      />
    </div>
  );
}
