import { act, waitFor } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { burstWindow } from '@/platform/ui/announcer';

/**
 * Holds the announcer's burst window open until the test ends it, for a test about texts
 * pushed in several socket batches within one window: on the real 1 s timer, whether the
 * last batch made it in depended on the machine's load. `endWith(count)` waits until the
 * window has gathered `count` texts, then ends it (inside act); later windows are timed again.
 */
export function holdBurstWindow() {
  const { open, close } = burstWindow;
  let end: (() => void) | undefined;
  const restore = () => {
    Object.assign(burstWindow, { open, close });
  };
  burstWindow.open = (ending) => {
    end = ending;
    return 'held';
  };
  burstWindow.close = () => {
    end = undefined;
  };
  onTestFinished(restore);
  return {
    async endWith(count: number) {
      await waitFor(() => expect(burstWindow.gathered()).toBe(count));
      restore();
      const ending = end;
      end = undefined;
      expect(ending, 'a text opened the window').toBeTypeOf('function');
      act(() => ending!());
    },
  };
}
