import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useBackCloses } from './use-back-closes';

/** A menu that has a history entry while open (as the phone's menu), closed by its button. */
function Menu({ onPick }: { onPick: () => void }) {
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>Open menu</button>
      {open && (
        <button
          onClick={() => {
            setOpen(false);
            onPick();
          }}
        >
          Pick
        </button>
      )}
    </>
  );
}

const landed = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('useBackCloses', () => {
  it('a replace asked as the overlay closes is made on the page’s entry, not undone by the closing (QA-171 #1)', async () => {
    // A browser's go() lands in a later task (happy-dom's at once, within the call): here when
    // the test lands it. (A timer for it raced act()'s own macrotask: under load the timer ran
    // first, and the go had landed before the test looked.)
    const go = window.history.go.bind(window.history);
    let onItsWay: (() => void) | null = null;
    const later = vi.spyOn(window.history, 'go');
    later.mockImplementation((delta) => void (onItsWay = () => go(delta)));
    onTestFinished(() => later.mockRestore());
    window.history.replaceState(null, '', '/company/team/edit/4');
    const entries = window.history.length;
    render(<Menu onPick={() => undefined} />);
    await act(async () => screen.getByRole('button', { name: 'Open menu' }).click());
    await act(() => Promise.resolve()); // the menu's entry, a microtask after
    expect(window.history.length).toBe(entries + 1);

    // The menu closes (its entry goes: a go(-1) on its way), and the page replaces its
    // address before that lands, as a page leaving for its list does.
    const popped = landed();
    await act(async () => screen.getByRole('button', { name: 'Pick' }).click());
    expect(onItsWay).not.toBeNull(); // its go(-1) is on its way
    window.history.replaceState(null, '', '/company/team/employees');
    await act(async () => {
      onItsWay!();
      await popped;
    });
    expect(window.location.pathname).toBe('/company/team/employees');
  });
});
