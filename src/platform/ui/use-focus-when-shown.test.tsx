import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { onTestFinished } from 'vitest';
import {
  useFocusKeptThroughChange,
  useFocusWhenShown,
  watchForLostFocus,
} from './use-focus-when-shown';
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

/**
 * The test draws the frames and tells the time: `requestAnimationFrame`, its cancel and
 * `performance.now()` are the test's until it ends.
 */
function testFrames() {
  let clock = 0;
  let id = 0;
  const frames = new Map<number, FrameRequestCallback>();
  const spies = [
    vi.spyOn(performance, 'now').mockImplementation(() => clock),
    vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => (frames.set(++id, callback), id)),
    vi
      .spyOn(window, 'cancelAnimationFrame')
      .mockImplementation((handle) => void frames.delete(handle)),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  return {
    at: (ms: number) => void (clock = ms),
    draw: (count = 1) => {
      for (let i = 0; i < count; i++) {
        const due = [...frames.values()];
        frames.clear();
        due.forEach((callback) => callback(clock));
      }
    },
    pending: () => frames.size,
  };
}

describe('watchForLostFocus', () => {
  it('on a machine too busy to draw, a focus lost after its seconds but within its frames is still put back', () => {
    const button = document.createElement('button');
    button.textContent = 'Tell the company';
    const title = document.createElement('h2');
    title.tabIndex = -1;
    title.textContent = 'Order #1016';
    document.body.append(button, title);
    button.focus();
    const frames = testFrames();
    try {
      watchForLostFocus(() => title.focus());
      // Its 3 s go by in the time of one frame; the dialog closes late, its button going.
      frames.at(5000);
      frames.draw();
      button.remove();
      frames.draw();
      expect(title).toHaveFocus();
    } finally {
      title.remove();
    }
  });
});

describe('watchForLostFocus, the focus moved on', () => {
  it('a dialog that gives the focus back to its opener, which then goes: the focus is put back', () => {
    const sent = document.createElement('button');
    const opener = document.createElement('button');
    const title = document.createElement('h2');
    title.tabIndex = -1;
    document.body.append(sent, opener, title);
    sent.focus();
    const frames = testFrames();
    try {
      watchForLostFocus(() => title.focus());
      sent.remove(); // the dialog closes...
      opener.focus(); // ...and gives the focus back to its opener,
      frames.draw();
      expect(opener).toHaveFocus();
      opener.remove(); // which the page's new state removes
      frames.draw();
      expect(title).toHaveFocus();
    } finally {
      title.remove();
    }
  });

  it('the opener keeps the focus past the watch’s seconds and frames, then goes: the focus is still put back; moved on elsewhere, the watch ends', () => {
    const sent = document.createElement('button');
    const opener = document.createElement('button');
    const other = document.createElement('button');
    const title = document.createElement('h2');
    title.tabIndex = -1;
    document.body.append(sent, opener, other, title);
    sent.focus();
    const frames = testFrames();
    try {
      const onLost = vi.fn(() => title.focus());
      watchForLostFocus(onLost);
      sent.remove();
      opener.focus();
      // A busy machine: the refetch that removes the opener lands 10 s and 300 frames later.
      frames.at(10_000);
      frames.draw(300);
      expect(frames.pending()).toBe(1);
      opener.remove();
      frames.draw(1);
      expect(title).toHaveFocus();
      expect(onLost).toHaveBeenCalledTimes(1);

      // Watched again, and the person moves on from the opener: the watch ends with its time.
      sent.focus();
      frames.at(0);
      const again = vi.fn(() => title.focus());
      watchForLostFocus(again);
      document.body.append(opener);
      opener.focus();
      other.focus();
      frames.at(10_000);
      frames.draw(300);
      expect(frames.pending()).toBe(0);
      other.remove();
      frames.draw(1);
      expect(again).not.toHaveBeenCalled();
    } finally {
      title.remove();
      opener.remove();
      sent.remove();
    }
  });
});

describe('useFocusKeptThroughChange', () => {
  /** A title and, while `state` is 'open', the button that goes with it; a field apart. */
  function Page({ state }: { state: string }) {
    const title = useRef<HTMLHeadingElement>(null);
    useFocusKeptThroughChange(title, state);
    return (
      <>
        <h2 ref={title} tabIndex={-1}>
          Order #1130
        </h2>
        {state === 'open' && <button type="button">I can't make it</button>}
        <input aria-label="Note" />
      </>
    );
  }

  it('gives the target a focus the redraw took away, only on a change of state, never a focus kept elsewhere', () => {
    const { rerender } = render(<Page state="open" />);
    // The first render is no change: the page's own focus rules apply.
    expect(document.body).toHaveFocus();
    act(() => screen.getByRole('button').focus());
    rerender(<Page state="left" />);
    expect(screen.getByRole('heading')).toHaveFocus();

    act(() => screen.getByRole('textbox').focus());
    rerender(<Page state="open" />);
    expect(screen.getByRole('textbox')).toHaveFocus();
    // The same state drawn again (a refetch with nothing new) moves nothing either.
    act(() => screen.getByRole('button').focus());
    rerender(<Page state="open" />);
    expect(screen.getByRole('button')).toHaveFocus();
  });
});
