import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextEntryFocus, type EntryFocusRule } from './modal';

/** A list of entries, each with Remove and Edit; a heading to fall back on. */
function List({ names }: { names: string[] }) {
  return (
    <>
      <h2>People</h2>
      <ul>
        <li className="not-an-entry">Header row</li>
        {names.map((name) => (
          <li key={name} className="entry">
            <button type="button">Edit {name}</button>
            <button type="button" className="remove">
              Remove {name}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

const rule: EntryFocusRule = {
  entry: '.entry',
  control: '.remove',
  fallback: () => screen.getByRole('heading', { name: 'People' }),
};
const button = (name: string) => screen.getByRole('button', { name });

describe('nextEntryFocus (QA helper-116)', () => {
  it('focuses the same control of the next entry once one has gone', () => {
    const { rerender } = render(<List names={['Ann', 'Bo', 'Cy']} />);
    const move = nextEntryFocus(button('Remove Bo'), rule);
    rerender(<List names={['Ann', 'Cy']} />);
    expect(move()).toBe(true);
    expect(button('Remove Cy')).toHaveFocus();
  });

  it('the previous entry’s when it was the last, and the fallback (focusable) when none is left', () => {
    const { rerender } = render(<List names={['Ann', 'Bo']} />);
    const move = nextEntryFocus(button('Remove Bo'), rule);
    rerender(<List names={['Ann']} />);
    move();
    expect(button('Remove Ann')).toHaveFocus();

    const last = nextEntryFocus(button('Remove Ann'), rule);
    rerender(<List names={[]} />);
    expect(last()).toBe(true);
    expect(screen.getByRole('heading', { name: 'People' })).toHaveFocus();
  });

  it('says false while there is nowhere to go yet', () => {
    render(<List names={['Ann']} />);
    const move = nextEntryFocus(button('Remove Ann'), { ...rule, fallback: () => null });
    expect(move()).toBe(false);
  });
});
