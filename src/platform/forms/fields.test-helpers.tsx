/** Shared by the field adapters' test files: a final-form form around the fields, with Save. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { Form } from 'react-final-form';
import { UiProviders } from '@/platform/ui';

export type Values = Record<string, unknown>;
export type SubmitMock = Mock<(values: Values) => unknown>;

export function renderForm(
  children: ReactNode,
  { onSubmit = vi.fn(), initialValues }: { onSubmit?: SubmitMock; initialValues?: Values } = {},
) {
  render(
    <Form<Values>
      onSubmit={onSubmit as (v: Values) => undefined}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <button type="submit">Save</button>
        </form>
      )}
    />,
    { wrapper: UiProviders },
  );
  return { onSubmit, user: userEvent.setup() };
}

export const groupOf = (el: HTMLElement) => el.closest('.bp6-form-group')!;
