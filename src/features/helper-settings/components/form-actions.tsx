import { useFormState } from 'react-final-form';
import { FormSubmitError } from '@/platform/forms';
import { AppButton } from '@/platform/ui';

/**
 * The save button of one settings form: busy while saving, and says so; above it, a failed
 * save's notice until the form is edited again.
 */
export function SaveButton({ text = 'Save changes' }: { text?: string }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className="helper-settings__actions">
      <FormSubmitError className="helper-settings__not-saved" />
      <AppButton type="submit" intent="primary" text={text} loading={submitting} />
    </div>
  );
}
