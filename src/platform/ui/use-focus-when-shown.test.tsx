import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusWhenShown } from './use-focus-when-shown';

/** "Start" is replaced by a line that arrives only `delayMs` later (a slow answer, a slow render). */
function Sample({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  const line = useRef<HTMLParagraphElement>(null);
  const focusWhenShown = useFocusWhenShown();
  return shown ? (
    <p ref={line} tabIndex={-1}>
      Started
    </p>
  ) : (
    <button
      type="button"
      onClick={() => {
        focusWhenShown(line);
        setTimeout(() => setShown(true), delayMs);
      }}
    >
      Start
    </button>
  );
}

describe('useFocusWhenShown', () => {
  it('focuses the element in the commit that shows it, however late that comes', async () => {
    render(<Sample delayMs={30} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByText('Started')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    expect(screen.getByText('Started')).toHaveFocus();
  });

  it('an element already on screen is focused in the next commit', async () => {
    function Present() {
      const target = useRef<HTMLInputElement>(null);
      const focusWhenShown = useFocusWhenShown();
      return (
        <>
          <input ref={target} aria-label="Name" />
          <button type="button" onClick={() => focusWhenShown(target)}>
            Edit
          </button>
        </>
      );
    }
    render(<Present />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
