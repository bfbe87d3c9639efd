import { render, screen } from '@testing-library/react';
import { AppButton } from './app-button';
import { BUTTON_SIZES } from './constants';

describe('AppButton', () => {
  it('has the spec four sizes, average by default, each on the matching Blueprint size', () => {
    expect(Object.keys(BUTTON_SIZES)).toEqual(['small', 'average', 'medium', 'large']);
    render(
      <>
        <AppButton text="Default" />
        <AppButton size="small" text="Small" />
        <AppButton size="medium" text="Medium" />
        <AppButton size="large" text="Large" />
      </>,
    );
    const button = (name: string) => screen.getByRole('button', { name });
    expect(button('Default')).toHaveClass('app-button--average');
    expect(button('Default')).toHaveStyle({ minHeight: '30px' });
    expect(button('Small')).toHaveClass('bp6-small');
    expect(button('Medium')).toHaveStyle({ minHeight: '36px' });
    expect(button('Large')).toHaveClass('bp6-large');
    expect(button('Large')).toHaveStyle({ minHeight: '40px' });
  });
});
