import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
import { QUIET_AFTER_CHANGE_MS, useQuietAfterChange } from './use-quiet-after-change';
import { useGuardedAction, useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('ignores calls while one runs, and runs again once it settled (also after a failure)', async () => {
    let finish: (ok: boolean) => void = () => {};
    const action = vi.fn(
      () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject()))),
    );
    const { result } = renderHook(() => useSingleFlight(action));
    let first!: Promise<void>;
    act(() => {
      first = result.current();
      void result.current();
    });
    expect(action).toHaveBeenCalledTimes(1);
    finish(false);
    await expect(first).rejects.toBeUndefined();
    let second!: Promise<void>;
    act(() => {
      second = result.current();
    });
    expect(action).toHaveBeenCalledTimes(2);
    finish(true);
    await second;
  });
});

describe('useGuardedAction (the one guard of buttons, confirms and switches)', () => {
  const apiError = () =>
    new ApiError(422, { data: null, message: 'No.', errors: {}, success: false });

  it('runs once while pending, reports running, and resolves whether it worked', async () => {
    let finish: (ok: boolean) => void = () => {};
    const action = vi.fn(
      () =>
        new Promise<void>(
          (resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(apiError()))),
        ),
    );
    const { result } = renderHook(() => useGuardedAction(action));
    expect(result.current.running).toBe(false);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    expect(action).toHaveBeenCalledOnce();
    expect(result.current.running).toBe(true);
    expect(await second).toBe(false); // ignored: it did nothing
    await act(async () => finish(false));
    expect(await first).toBe(false); // an API failure: toasted elsewhere, not thrown here
    expect(result.current.running).toBe(false);
    let third!: Promise<boolean>;
    act(() => {
      third = result.current.run();
    });
    await act(async () => finish(true));
    expect(await third).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('a synchronous action never shows running; a bug is rethrown, not swallowed', async () => {
    const { result } = renderHook(() =>
      useGuardedAction((fail: boolean) => {
        if (fail) throw new TypeError('bug');
      }),
    );
    await expect(result.current.run(false)).resolves.toBe(true);
    expect(result.current.running).toBe(false);
    await expect(result.current.run(true)).rejects.toThrow('bug');
  });
});

describe('useQuietAfterChange (a tap meant for the button that was replaced)', () => {
  afterEach(() => vi.useRealTimers());

  it('ignores taps for a moment after a change, then acts at once', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout'] });
    const handler = vi.fn((n: number) => n * 2);
    const { result } = renderHook(() => useQuietAfterChange());
    // Nothing changed yet: a tap acts.
    expect(result.current.quiet(handler)(1)).toBe(2);
    expect(result.current.quieting).toBe(false);
    act(() => result.current.changed());
    expect(result.current.quieting).toBe(true); // the buttons' aria-disabled
    act(() => vi.advanceTimersByTime(500)); // the second tap of a double tap
    expect(result.current.quiet(handler)(2)).toBeUndefined();
    expect(handler).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(QUIET_AFTER_CHANGE_MS - 500)); // a tap a moment later
    expect(result.current.quieting).toBe(false);
    expect(result.current.quiet(handler)(3)).toBe(6);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
