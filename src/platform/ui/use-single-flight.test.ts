import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

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
