import { act } from '@testing-library/react';

/**
 * Lets `ms` pass inside act(): for a test that waits a while and then checks that nothing
 * happened, or that lets a batch window or a transition run out. What lands meanwhile (an
 * answer, a timer's update) is rendered inside act, so the test sees it and React does not
 * warn (vitest.setup.ts fails a test on an update outside act).
 */
export function pauseInAct(ms: number): Promise<void> {
  return inAct(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/**
 * Awaits `work` inside act(): a test's own call to the mock (a fetch as another person or
 * device, a read of what the page should show) while a page runs. The page's answers and
 * pushes that land meanwhile render inside act, as in any wait of Testing Library's; awaited
 * bare, they rendered outside it, and in a loaded full run the crew page's offers did
 * ("An update to OfferOpenSpots ... not wrapped in act", 2026-12-04).
 */
export function inAct<T>(work: () => Promise<T>): Promise<T> {
  return act(work);
}
