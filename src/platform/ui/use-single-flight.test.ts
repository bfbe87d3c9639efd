import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api/api-error';
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
