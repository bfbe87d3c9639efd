import { useState, type ReactNode, type Ref } from 'react';
import { Form, useFormState } from 'react-final-form';
import { US_STATE_ITEMS } from '@/platform/format';
import {
  DraftFormButtons,
  DraftNotice,
  FormSubmitError,
  PhoneField,
  SelectField,
  ServerChangesNotice,
  TextField,
  useFormDraft,
  ValidatingForm,
  type ServerCopy,
} from '@/platform/forms';
import { ServingAreasField, type LngLat } from '@/platform/map';
import { branchRules, type BranchFormValues } from '../model/branch-form-values';
import { AvatarField } from './avatar-field';

export type BranchFormProps = {
  /** Read once: later renders never reset what has been typed. */
  initialValues: BranchFormValues;
  /**
   * Resolves to submit errors when the save failed (the values stay as typed). An edit's
   * (with `serverCopy`) calls `sending` right before its write, once its read is done.
   */
  onSubmit: (
    values: BranchFormValues,
    sending: () => Promise<void>,
  ) => Promise<Record<string, unknown> | undefined>;
  onCancel: () => void;
  title: string;
  submitText: string;
  currentAvatarUrl?: string | null;
  focus?: LngLat;
  /** Which form this is for its kept draft ('branch:create', 'branch:edit:3'). */
  draftName: string;
  /** Add: said above the fields (the plan's limit reached). */
  notice?: ReactNode;
  /** The Name field, which the page focuses when its button opened the form. */
  nameRef?: Ref<HTMLInputElement>;
  /** Edit: the branch on the server, merged into the form as someone else saves it. */
  serverCopy?: ServerCopy<BranchFormValues>;
};

function NameInPicture({ currentUrl }: { currentUrl?: string | null }) {
  const { values } = useFormState<BranchFormValues>({ subscription: { values: true } });
  return <AvatarField currentUrl={currentUrl} branchName={values.name} />;
}

/** Create and edit a branch: details, picture and serving areas. */
export function BranchForm({
  initialValues,
  onSubmit,
  onCancel,
  title,
  submitText,
  currentAvatarUrl,
  focus,
  draftName,
  notice,
  nameRef,
  serverCopy,
}: BranchFormProps) {
  const [initial] = useState(initialValues);
  // What is typed survives a lost session: kept while the save runs, offered back after.
  const draft = useFormDraft<BranchFormValues>(draftName, serverCopy?.base);
  return (
    <Form<BranchFormValues>
      subscription={{ submitting: true }}
      initialValues={initial}
      // An edit reads the branch before it writes (`sending`): until then, nothing was sent.
      onSubmit={(values) =>
        draft.guardSave(values, (sending) => onSubmit(values, sending), serverCopy !== undefined)
      }
      render={({ handleSubmit, submitting }) => (
        <ValidatingForm
          handleSubmit={handleSubmit}
          aria-label={title}
          className="branch-main branch-form"
        >
          <section className="app-card branch-card" aria-labelledby="branch-form-details">
            <h2 id="branch-form-details" className="branch-card__title">
              {title}
            </h2>
            <FormSubmitError className="branch-form__callout" />
            {notice}
            <DraftNotice kept={draft} what="this branch" />
            <div className="branch-form__grid">
              <TextField
                className="branch-form__span-2"
                name="name"
                label="Name"
                inputRef={nameRef}
                autoComplete="organization"
                placeholder="e.g. Lone Star Movers San Antonio"
                validate={branchRules.name}
              />
              <PhoneField name="phone" label="Phone" validate={branchRules.phone} />
              <TextField
                name="address"
                label="Address"
                autoComplete="street-address"
                placeholder="Street and number"
                validate={branchRules.address}
              />
              <TextField
                name="city"
                label="City"
                autoComplete="address-level2"
                validate={branchRules.city}
              />
              <SelectField
                name="state_initials"
                label="State"
                items={US_STATE_ITEMS}
                placeholder="Choose a state"
                validate={branchRules.state}
              />
            </div>
          </section>

          <section className="app-card branch-card" aria-labelledby="branch-form-picture">
            <h2 id="branch-form-picture" className="branch-card__title">
              Picture <span className="app-muted branch-card__info">(optional)</span>
            </h2>
            <NameInPicture currentUrl={currentAvatarUrl} />
          </section>

          <section className="app-card branch-card" aria-labelledby="branch-form-areas">
            <h2 id="branch-form-areas" className="branch-card__title">
              Serving areas <span className="app-muted branch-card__info">(optional)</span>
            </h2>
            <ServingAreasField
              name="serving_areas"
              label="Search counties"
              placeholder="Search counties, e.g. Travis"
              helperText="Pick counties from the search, or click them on the map. Marketplace helpers see your outsourcing offers only in these counties."
              emptyText="No serving areas selected yet. Search for a county above, or click one on the map."
              focus={focus}
              mapHeight={320}
            />
          </section>

          {serverCopy && <ServerChangesNotice copy={serverCopy} what="branch" />}
          <div className="branch-form__actions">
            <DraftFormButtons
              draft={draft}
              submitting={submitting}
              submitText={submitText}
              onCancel={onCancel}
            />
          </div>
        </ValidatingForm>
      )}
    />
  );
}
