import { useFormState } from 'react-final-form';
import { AppButton } from '@/platform/ui';

/** The save button of one settings form: busy while saving, and says so. */
export function SaveButton({ text = 'Save changes' }: { text?: string }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className="helper-settings__actions">
      <AppButton type="submit" intent="primary" text={text} loading={submitting} />
    </div>
  );
}
