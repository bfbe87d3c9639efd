import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './otp-input';

function Harness({
  length,
  numeric,
  spy,
}: {
  length?: number;
  numeric?: boolean;
  spy?: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      label="Verification code"
      length={length}
      numeric={numeric}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('shows 6 boxes by default, or `length` boxes', () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Character 1 of 6' })).toBeInTheDocument();
    unmount();
    render(<Harness length={4} />);
    expect(boxes()).toHaveLength(4);
  });

  it('advances as digits are typed, ignores letters when numeric, and emits the joined code', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(boxes()[0]);
    await user.keyboard('1a2b3');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
    expect(spy).toHaveBeenLastCalledWith('123');
  });

  it('accepts letters when not numeric', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness numeric={false} spy={spy} />);
    await user.click(boxes()[0]);
    await user.keyboard('a1B');
    expect(spy).toHaveBeenLastCalledWith('a1B');
  });

  it('goes back on backspace from an empty box, clearing the previous character', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(spy).toHaveBeenLastCalledWith('1');
    await user.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('fills every box from a paste, keeping only digits', () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => '98-76 54 32' } });
    expect(spy).toHaveBeenLastCalledWith('987654');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual([
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
    ]);
    expect(boxes()[5]).toHaveFocus();
  });

  it('replaces a character typed over a filled box', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(boxes()[0]);
    await user.keyboard('123');
    await user.click(boxes()[1]);
    await user.keyboard('7');
    expect(spy).toHaveBeenLastCalledWith('173');
    expect(boxes()[2]).toHaveFocus();
  });
});
