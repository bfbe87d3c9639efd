import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the new value only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'M' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'Ma' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'Mar' });
    // 1,200 ms since the first keystroke, but never 1,000 ms of quiet: still the old value.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Mar');
  });

  it('a value changed back before the delay never comes out', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(500));
    rerender({ value: 'a' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('a');
  });
});
