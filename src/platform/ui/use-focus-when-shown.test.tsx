import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusWhenShown } from './use-focus-when-shown';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

/**
 * "Start" is replaced by a line that arrives only once `arrival` resolves (a slow answer, a
 * slow render): the test says when, not a timer (a 30 ms timer fired before a loaded machine's
 * click had returned, and the line was there already: npm test, 2026-12-02).
 */
function Sample({ arrival }: { arrival: Promise<void> }) {
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
        void arrival.then(() => setShown(true));
      }}
    >
      Start
    </button>
  );
}

describe('useFocusWhenShown', () => {
  it('focuses the element in the commit that shows it, however late that comes', async () => {
    let arrive = () => {};
    const arrival = new Promise<void>((resolve) => (arrive = resolve));
    render(<Sample arrival={arrival} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await pauseInAct(30); // commits come and go meanwhile
    expect(screen.queryByText('Started')).not.toBeInTheDocument();
    await act(async () => arrive());
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
