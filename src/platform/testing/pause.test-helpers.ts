import { act } from '@testing-library/react';

/**
 * Lets `ms` pass inside act(): for a test that waits a while and then checks that nothing
 * happened, or that lets a batch window or a transition run out. What lands meanwhile (an
 * answer, a timer's update) is rendered inside act, so the test sees it and React does not
 * warn (vitest.setup.ts fails a test on an update outside act).
 */
export function pauseInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
