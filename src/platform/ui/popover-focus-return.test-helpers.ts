/** Shared by the tests of what uses usePopoverFocusReturn (multi-select, date input, menus). */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

/**
 * Waits until `isOpen` says the popup has gone, then past Blueprint's 300 ms closing transition
 * (and a frame): the moment its late focus return came. Inside act(), as the transition's end
 * updates the popover's state.
 */
export async function afterTheClosingTransition(isOpen: () => boolean): Promise<void> {
  await waitFor(() => expect(isOpen()).toBe(false));
  await pauseInAct(400);
}
