import { AppButton } from '@/platform/ui/app-button';
import type { FormDraft } from './use-form-draft';

/**
 * A kept form's Cancel and submit buttons: Cancel gives the form up, so its changes are not
 * kept as a draft, and goes where `onCancel` leads; neither can be used while it submits.
 */
export function DraftFormButtons({
  draft,
  submitting,
  submitText,
  onCancel,
}: {
  draft: Pick<FormDraft<unknown>, 'discard'>;
  submitting?: boolean;
  submitText: string;
  onCancel: () => void;
}) {
  return (
    <>
      <AppButton
        variant="outlined"
        size="medium"
        text="Cancel"
        disabled={submitting}
        onClick={() => {
          draft.discard();
          onCancel();
        }}
      />
      <AppButton
        type="submit"
        intent="primary"
        size="medium"
        loading={submitting}
        text={submitText}
      />
    </>
  );
}
