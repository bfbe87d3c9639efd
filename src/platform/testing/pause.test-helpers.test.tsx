import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { inAct, pauseInAct } from './pause.test-helpers';

/** What vitest.setup.ts collects of React's "not wrapped in act" warnings in this test. */
const actWarnings = (globalThis as { [key: symbol]: string[] | undefined })[
  Symbol.for('movers.act-warnings')
]!;

/** A part of a page whose answer comes 10 ms after it renders. */
function Answering() {
  const [text, setText] = useState('Waiting');
  useEffect(() => {
    const timer = setTimeout(() => setText('Answered'), 10);
    return () => clearTimeout(timer);
  }, []);
  return <p>{text}</p>;
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 50));

describe('inAct', () => {
  it("renders what lands while a test awaits its own call inside act, and gives the call's result", async () => {
    render(<Answering />);
    expect(await inAct(() => later(42))).toBe(42);
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(actWarnings).toEqual([]);
  });

  it('awaited bare, the same answer lands outside act (what inAct is for)', async () => {
    render(<Answering />);
    // React warns as the state is set; the render itself may come later on a loaded machine.
    for (let i = 0; i < 200 && actWarnings.length === 0; i++) await later(0);
    expect(actWarnings.splice(0)).toEqual([
      expect.stringContaining('An update to Answering inside a test was not wrapped in act'),
    ]);
    expect(await screen.findByText('Answered')).toBeInTheDocument();
  });

  it('pauseInAct lets the time pass inside act too', async () => {
    render(<Answering />);
    await pauseInAct(50);
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(actWarnings).toEqual([]);
  });
});
