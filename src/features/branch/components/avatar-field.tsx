import { FormGroup } from '@blueprintjs/core';
import { useId, useRef, type ChangeEvent } from 'react';
import { useField, useForm } from 'react-final-form';
import { LazyAvatarCropper, MIN_CROP_SIZE, encodeAvatar } from '@/platform/widgets';
import { AppButton } from '@/platform/ui';
import {
  BRANCH_MESSAGES,
  NO_AVATAR_CHANGE,
  branchRules,
  type AvatarValue,
} from '../model/branch-form-values';

const ACCEPT = 'image/png,image/jpeg,image/webp';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The branch picture (spec section 4): the current avatar (at most 220 px high) until an
 * image is chosen, then the cropper (at least 100 x 100 px) with a preview of the crop. The
 * crop is what is sent, as a data URL; an image too small to crop keeps the form from
 * saving (the cropper says why) and is never sent.
 */
export function AvatarField({
  currentUrl,
  branchName,
}: {
  currentUrl?: string | null;
  branchName: string;
}) {
  const form = useForm();
  const { input, meta } = useField<AvatarValue>('avatar', { validate: branchRules.avatar });
  const value = input.value || NO_AVATAR_CHANGE;
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = `${useId().replace(/:/g, '')}-avatar-hint`;
  // The cropper reports after renders: merge into what the field holds then.
  const latest = (): AvatarValue => form.getFieldState('avatar')?.value ?? NO_AVATAR_CHANGE;
  const update = (changes: Partial<AvatarValue>) => input.onChange({ ...latest(), ...changes });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must still fire a change
    if (!file) return;
    const image = await readAsDataUrl(file);
    input.onChange({ image, crop: null, tooSmall: false, remove: false });
    input.onBlur();
  };

  // The cropper shows the too-small message itself; a server message shows here.
  const serverError =
    typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit
      ? meta.submitError
      : undefined;
  const current = value.remove ? null : currentUrl;

  return (
    <FormGroup
      intent={serverError || value.tooSmall ? 'danger' : 'none'}
      helperText={
        <span id={hintId}>
          {serverError ?? `PNG, JPEG or WebP, at least ${MIN_CROP_SIZE} x ${MIN_CROP_SIZE} px.`}
        </span>
      }
    >
      <div className="branch-avatar">
        <LazyAvatarCropper
          currentUrl={current}
          image={value.image}
          alt={`${branchName || 'Branch'} picture`}
          tooSmallMessage={BRANCH_MESSAGES.imageTooSmall}
          onImageLoaded={(_, largeEnough) =>
            update({ tooSmall: !largeEnough, ...(largeEnough ? {} : { crop: null }) })
          }
          onCrop={(canvas) => update({ crop: encodeAvatar(canvas) })}
        />
        <div className="branch-avatar__buttons">
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label="Choose image"
            aria-describedby={hintId}
            onChange={(event) => void choose(event)}
          />
          <AppButton
            icon="media"
            text={value.image ? 'Choose another image' : 'Choose image'}
            aria-invalid={value.tooSmall || undefined}
            onClick={() => fileRef.current?.click()}
          />
          {(value.image || value.remove) && (
            <AppButton
              variant="minimal"
              text={currentUrl ? 'Keep current picture' : 'Clear'}
              onClick={() => input.onChange(NO_AVATAR_CHANGE)}
            />
          )}
          {!value.image && !value.remove && currentUrl && (
            <AppButton
              variant="minimal"
              intent="danger"
              text="Remove picture"
              onClick={() => update({ remove: true })}
            />
          )}
        </div>
      </div>
    </FormGroup>
  );
}
