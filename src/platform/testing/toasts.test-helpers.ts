import { act } from '@testing-library/react';
import { preloadToaster } from '@/platform/ui/toaster';

/**
 * Loads Blueprint's toaster (its own chunk, fetched on the first toast) before a test acts, so
 * a toast raised is on screen at once: a test can then check that none was, as a user would.
 */
export function loadToaster(): Promise<void> {
  return act(() => preloadToaster());
}

/** The texts of the toasts on screen. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.bp6-toast')].map((toast) => toast.textContent ?? '');
}
