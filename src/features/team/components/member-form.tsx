import { Button, FormGroup } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { Form, useField } from 'react-final-form';
import { useLocation } from 'wouter';
import type { PositionCode } from '@/platform/api/generated/model';
import {
  DraftFormButtons,
  DraftNotice,
  FormSubmitError,
  MultiSelectField,
  PhoneField,
  ServerChangesNotice,
  SwitchField,
  TextField,
  useFormDraft,
  ValidatingForm,
  DOLLAR_AFFIX,
  PER_HOUR_AFFIX,
  type ServerCopy,
} from '@/platform/forms';
import { POSITION_LABELS } from '@/platform/format';
import { returnFromForm } from '@/platform/routing';
import { Avatar, PositionIcon } from '@/platform/ui';
import { encodeAvatar, LazyAvatarCropper } from '@/platform/widgets';
import type { MemberFormValues } from '../model/member-form-values';
import { MEMBER_MESSAGES, memberRules } from '../model/member-rules';

/** The positions to choose from, in code order, each with its icon (spec section 3). */
const POSITION_ITEMS = ([1, 2, 3, 4] as const).map((id) => ({
  id: id as PositionCode,
  name: POSITION_LABELS[id]!,
}));

function renderPositionIcon(item: { id: PositionCode }) {
  // Foreman/Driver has no icon of its own (spec): an empty box keeps the labels aligned.
  return item.id === 4 ? (
    <span className="team-form__no-icon" aria-hidden />
  ) : (
    <span aria-hidden className="team-form__icon">
      <PositionIcon positions={[item.id]} />
    </span>
  );
}

/**
 * The photo: the platform cropper, whose crop (scaled to at most 512 px) goes into the form as
 * a data URL; an existing photo can be removed (sent as null).
 */
function AvatarField({ currentUrl }: { currentUrl: string | null }) {
  const { input, meta } = useField<string | null | undefined>('avatar', {
    subscription: { value: true, submitError: true, dirtySinceLastSubmit: true },
    // null (remove the photo) must stay null, not turn into ''.
    allowNull: true,
  });
  // An image too small to crop is never sent and keeps the form from saving (the cropper
  // says why); without this the member would be saved without the photo, silently.
  const tooSmall = useField<boolean>('avatar_too_small', {
    subscription: {},
    validate: (value) => (value ? MEMBER_MESSAGES.imageTooSmall : undefined),
  });
  const [chosen, setChosen] = useState(false);
  const removed = input.value === null;
  const error = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string';
  return (
    <FormGroup
      label="Photo"
      labelInfo="(optional)"
      intent={error ? 'danger' : 'none'}
      helperText={error ? meta.submitError : undefined}
      className="team-form__avatar"
    >
      <LazyAvatarCropper
        currentUrl={removed ? null : currentUrl}
        alt="Current photo"
        tooSmallMessage={MEMBER_MESSAGES.imageTooSmall}
        chooseLabel={currentUrl && !removed ? 'Change photo' : 'Choose photo'}
        onImageChange={(image) => setChosen(image !== null)}
        onImageLoaded={(_, largeEnough) => tooSmall.input.onChange(!largeEnough)}
        onCrop={(canvas) => input.onChange(encodeAvatar(canvas))}
      />
      {currentUrl && !chosen && (
        <Button
          variant="minimal"
          size="small"
          intent={removed ? 'none' : 'danger'}
          text={removed ? 'Keep the current photo' : 'Remove photo'}
          onClick={() => input.onChange(removed ? undefined : null)}
        />
      )}
    </FormGroup>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="app-card team-form__card" aria-labelledby={id}>
      <h2 id={id} className="team-form__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export type MemberFormProps = {
  /** Keep it the same object across renders: new initial values reset what was typed. */
  initialValues: MemberFormValues;
  /**
   * Resolves to submit errors when the save failed (the values stay as typed). An edit's
   * (with `serverCopy`) calls `sending` right before its write, once its read is done.
   */
  onSubmit: (
    values: MemberFormValues,
    sending: () => Promise<void>,
  ) => Promise<Record<string, string> | undefined>;
  submitText: string;
  cancelTo: string;
  /** Edit: the member's current photo. */
  currentAvatar?: string | null;
  /** Edit: a Remove member button beside the others. */
  extraAction?: ReactNode;
  /** Which form this is for its kept draft ('member:create:3', 'member:edit:7'). */
  draftName: string;
  /** Add: said above the fields (the plan's limit reached). */
  notice?: ReactNode;
  /**
   * Edit of a marketplace helper: her name, email, phone, photo and hourly rate are her own
   * (she changes them in her helper profile; the API refuses a change), so they are shown, not
   * editable.
   */
  ownDetailsOf?: string;
  /** Edit: the member on the server, merged into the form as someone else changes them. */
  serverCopy?: ServerCopy<MemberFormValues>;
  /**
   * A manager's form: Manager access is shown as it is, not changeable (only the owner gives
   * or takes it, spec section 4; QA-184 H1), and the save leaves it out.
   */
  managerAccessFixed?: boolean;
  /**
   * A manager's Edit member of a member with Manager access: their email is a login, only
   * the owner's to change (QA-191); shown fixed with this reason, sent as it is.
   */
  emailFixed?: string;
};

/**
 * Add member and Edit member (react-final-form): name, email, phone (+1(###)-###-####, sent
 * as 10 digits), positions (multi-select: the first plus '+N others'), hourly price in dollars
 * (sent in cents), status switch, manager access and an optional photo.
 */
export function MemberForm({
  initialValues,
  onSubmit,
  submitText,
  cancelTo,
  currentAvatar = null,
  extraAction,
  draftName,
  notice,
  ownDetailsOf,
  serverCopy,
  managerAccessFixed = false,
  emailFixed,
}: MemberFormProps) {
  const own = ownDetailsOf !== undefined;
  const [, navigate] = useLocation();
  // What is typed survives a lost session: kept while the save runs, offered back after.
  const draft = useFormDraft<MemberFormValues>(draftName, serverCopy?.base);
  return (
    <Form<MemberFormValues>
      subscription={{ submitting: true }}
      // An edit reads the member's server copy before it writes (`sending`): until then,
      // nothing was sent (QA helper-122).
      onSubmit={(values) =>
        draft.guardSave(values, (sending) => onSubmit(values, sending), serverCopy !== undefined)
      }
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <ValidatingForm handleSubmit={handleSubmit} aria-label="Member" className="team-form">
          <FormSubmitError className="team-form__callout" />
          {notice}
          <DraftNotice kept={draft} what="this member" />
          <Section id="member-person" title="Person">
            {own && (
              <p className="app-muted">
                {`${ownDetailsOf} is a marketplace helper: her name, email, phone, photo and hourly rate are her own, changed in her helper profile.`}
              </p>
            )}
            <div className="team-form__person">
              {own ? (
                <Avatar src={currentAvatar} name={ownDetailsOf} size={64} />
              ) : (
                <AvatarField currentUrl={currentAvatar} />
              )}
              <div className="team-form__grid">
                <TextField
                  name="first_name"
                  label="First name"
                  autoComplete="off"
                  disabled={own}
                  validate={memberRules.name}
                />
                <TextField
                  name="last_name"
                  label="Last name"
                  autoComplete="off"
                  disabled={own}
                  validate={memberRules.name}
                />
                <TextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="off"
                  placeholder="name@example.com"
                  disabled={own || emailFixed !== undefined}
                  helperText={emailFixed}
                  validate={memberRules.email}
                />
                <PhoneField
                  name="phone"
                  label="Phone"
                  disabled={own}
                  validate={memberRules.phone}
                />
              </div>
            </div>
          </Section>

          <Section id="member-work" title="Work">
            <div className="team-form__grid">
              <MultiSelectField
                name="positions"
                label="Positions"
                items={POSITION_ITEMS}
                placeholder="Choose positions"
                renderIcon={renderPositionIcon}
                // Her first position picks her icon: listed as everywhere else, kept on save.
                keepValueOrder
                validate={memberRules.positions}
              />
              <TextField
                name="price"
                label="Hourly price"
                inputMode="decimal"
                leftElement={DOLLAR_AFFIX}
                rightElement={PER_HOUR_AFFIX}
                // Hers, what she asks (QA-215): sent as it is.
                disabled={own}
                validate={memberRules.price}
              />
              <SwitchField
                name="active"
                label="Status"
                helperText="Inactive members are not offered for jobs."
              />
              <SwitchField
                name="is_manager"
                label="Manager access"
                onLabel="Can manage this branch"
                offLabel="No manager access"
                disabled={managerAccessFixed}
                helperText={
                  managerAccessFixed
                    ? MEMBER_MESSAGES.managerAccessOwnerOnly
                    : 'With it, they sign in with this email as a manager of this branch (the first time, “Forgot password?” on the login page sends them a code to set a password).'
                }
              />
            </div>
          </Section>

          {serverCopy && <ServerChangesNotice copy={serverCopy} what="member" />}
          <div className="team-form__actions">
            {extraAction}
            <span className="team-form__spacer" />
            <DraftFormButtons
              draft={draft}
              submitting={submitting}
              submitText={submitText}
              onCancel={() => returnFromForm(navigate, cancelTo)}
            />
          </div>
        </ValidatingForm>
      )}
    />
  );
}
