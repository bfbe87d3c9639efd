import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
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
    expect(button('Small')).toHaveClass('bp6-small', 'app-button--small');
    expect(button('Medium')).toHaveClass('app-button--medium');
    expect(button('Large')).toHaveClass('bp6-large', 'app-button--large');
  });

  it('takes its height from its size class, not an inline style, so a stylesheet can make it taller (44 px taps on touch screens)', () => {
    const sizes = ['small', 'average', 'medium', 'large'] as const;
    render(
      <>
        {sizes.map((size) => (
          <AppButton key={size} size={size} text={size} />
        ))}
        <AppButton text="Styled" style={{ marginLeft: 4 }} />
      </>,
    );
    // theme.css: `.bp6-button.app-button--<size>` sets min-height (24, 30, 36, 40 px); an inline
    // min-height would beat the touch screens' rules without !important.
    for (const size of sizes) {
      const button = screen.getByRole('button', { name: size });
      expect(button).toHaveClass(`app-button--${size}`);
      expect(button.style.minHeight).toBe('');
    }
    // A style given is passed on.
    expect(screen.getByRole('button', { name: 'Styled' }).style.marginLeft).toBe('4px');
  });

  it('gives the focus back when it stops loading, if the browser dropped it meanwhile (QA 2026-12-04)', async () => {
    let finish = () => {};
    const ref = createRef<HTMLButtonElement>();
    render(
      <>
        <AppButton
          ref={ref}
          text="Save"
          onClick={() => new Promise<void>((resolve) => (finish = resolve))}
        />
        <input aria-label="Elsewhere" />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(ref.current).toBe(save);
    await userEvent.click(save);
    expect(save).toBeDisabled();
    // What Chromium does to a focused button that becomes disabled: the focus leaves it for the
    // page (happy-dom keeps it on a disabled button, so it is dropped by hand).
    act(() => {
      const gone = document.createElement('input');
      document.body.append(gone);
      gone.focus();
      gone.remove();
    });
    expect(save).not.toHaveFocus();
    await act(async () => finish());
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();

    // Not when the person has put the focus somewhere else meanwhile.
    await userEvent.click(save);
    act(() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus());
    await act(async () => finish());
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});
