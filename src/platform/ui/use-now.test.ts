import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the clock again every minute while mounted', () => {
    vi.useFakeTimers({ now: Date.parse('2031-06-04T12:30:00Z') });
    const { result, unmount } = renderHook(() => useNow());
    expect(result.current).toBe(Date.parse('2031-06-04T12:30:00Z'));
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(Date.parse('2031-06-04T12:30:00Z'));
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(Date.parse('2031-06-04T12:31:00Z'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
