import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { getGetCompanyQueryKey, useGetCompany, useUpdateCompany } from '../api/endpoints';
import type { Company } from '@/platform/api/generated/model';
import {
  composeValidators,
  DraftNotice,
  FormSubmitError,
  maxLength,
  notDoneMessage,
  required,
  submitErrorsFor,
  TextField,
  useFormDraft,
  ValidatingForm,
} from '@/platform/forms';
import { selectUser } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { AppButton, ErrorState, SkeletonList, failedOutright, toast } from '@/platform/ui';

/** As `company_name` at sign-up (contract: CompanyUpdateRequest.name, 1 to 120). */
const nameRule = composeValidators(required, maxLength(120));
const NOT_RENAMED = notDoneMessage('the company', 'renamed');

type NameValues = { name?: string };

/**
 * The company's name, which helpers read on every job of it (QA 57a M3: shown and editable
 * nowhere on the company side, so a typo at sign-up stayed). Its owner renames it here;
 * a manager reads it. Not in the spec: `GET/PUT /company` (contract/README.md).
 */
export function CompanyCard() {
  const company = useGetCompany();
  return (
    <section className="app-card sub-company" aria-labelledby="sub-company-title">
      <h2 id="sub-company-title" className="sub-section-title">
        Company
      </h2>
      {failedOutright(company) ? (
        <ErrorState
          error={company.error}
          message={company.error?.message ?? ''}
          onRetry={() => void company.refetch()}
        />
      ) : company.data === undefined ? (
        <SkeletonList rows={1} label="Loading your company" />
      ) : (
        <CompanyName company={company.data.data} />
      )}
    </section>
  );
}

function CompanyName({ company }: { company: Company }) {
  const user = useAppSelector(selectUser);
  const queryClient = useQueryClient();
  const update = useUpdateCompany();
  // What is typed and not saved is kept when the page is left, as in every other form.
  const draft = useFormDraft<NameValues>('company:name', { name: company.name });
  if (user?.id !== company.owner_id) {
    return (
      <p className="sub-company__name">
        {company.name}
        <span className="app-muted sub-company__hint">
          {' '}
          · Only the company owner can rename it.
        </span>
      </p>
    );
  }
  const rename = async (values: NameValues) => {
    try {
      const response = await update.mutateAsync({ data: { name: values.name?.trim() ?? '' } });
      queryClient.setQueryData(getGetCompanyQueryKey(), response);
      toast.success(`Company renamed to ${response.data.name}`);
      return undefined;
    } catch (error) {
      return submitErrorsFor(error, ['name'], NOT_RENAMED, ['the company', 'renamed']);
    }
  };
  const onSubmit = (values: NameValues) => draft.guardSave(values, () => rename(values));
  return (
    <Form<NameValues>
      onSubmit={onSubmit}
      initialValues={{ name: company.name }}
      // A name read again (renamed elsewhere) does not replace what is being typed.
      keepDirtyOnReinitialize
      subscription={{ submitting: true, pristine: true }}
      render={({ handleSubmit, submitting, pristine }) => (
        <ValidatingForm
          handleSubmit={handleSubmit}
          aria-label="Company name"
          className="sub-company__form"
        >
          <DraftNotice kept={draft} what="the company's name" />
          <TextField
            name="name"
            label="Company name"
            helperText="Helpers see it on every job you send them. Your branches keep their own names."
            autoComplete="organization"
            validate={nameRule}
          />
          <FormSubmitError />
          <AppButton
            type="submit"
            intent="primary"
            text="Save name"
            loading={submitting}
            disabled={pristine}
          />
        </ValidatingForm>
      )}
    />
  );
}
