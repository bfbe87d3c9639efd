import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSelect } from './app-select';
import { UiProviders } from './ui-providers';

describe('AppSelect', () => {
  it('is a named select whose chevron a screen reader does not hear (QA helper-121)', () => {
    render(
      <>
        <label htmlFor="sort">Sort by</label>
        <AppSelect id="sort" options={['Newest', 'Oldest']} iconProps={{ className: 'x' }} />
      </>,
      { wrapper: UiProviders },
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest');
    // Blueprint's own names the chevron "Open dropdown", an image after every select.
    expect(screen.queryByRole('img')).toBeNull();
    const chevron = document.querySelector('.bp6-html-select .bp6-icon')!;
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    // The caller's icon props still reach it.
    expect(chevron).toHaveClass('x');
  });
});
