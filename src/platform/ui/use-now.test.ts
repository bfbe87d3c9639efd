import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow, useToday } from './use-now';

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

describe('useToday (QA helper-115: a page left open overnight)', () => {
  afterEach(() => vi.useRealTimers());
  const CHICAGO = 'America/Chicago';

  it('turns at the zone’s midnight while mounted, not the machine’s', () => {
    // 23:59:30 on Wednesday in Chicago (05:59:30 UTC on Thursday).
    vi.useFakeTimers({ now: Date.parse('2031-06-05T04:59:30Z') });
    const { result, unmount } = renderHook(() => useToday(CHICAGO));
    expect(result.current).toBe('2031-06-04');
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current).toBe('2031-06-04');
    act(() => vi.advanceTimersByTime(1_001));
    expect(result.current).toBe('2031-06-05');
    // And the next night too.
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(result.current).toBe('2031-06-06');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns on the night the clocks go back (a 25-hour day)', () => {
    // Sunday 2031-11-02: 1:00 am happens twice in Chicago; that day lasts 25 hours.
    vi.useFakeTimers({ now: Date.parse('2031-11-02T05:00:00Z') });
    const { result } = renderHook(() => useToday(CHICAGO));
    expect(result.current).toBe('2031-11-02');
    act(() => vi.advanceTimersByTime(23 * 3_600_000));
    expect(result.current).toBe('2031-11-02');
    act(() => vi.advanceTimersByTime(2 * 3_600_000 - 1));
    expect(result.current).toBe('2031-11-02');
    act(() => vi.advanceTimersByTime(2));
    expect(result.current).toBe('2031-11-03');
  });

  it('a computer that slept past midnight finds the new day as the page comes back into view', () => {
    vi.useFakeTimers({ now: Date.parse('2031-06-05T04:00:00Z') });
    const { result } = renderHook(() => useToday(CHICAGO));
    expect(result.current).toBe('2031-06-04');
    // The clock jumps on without the timers running (asleep).
    vi.setSystemTime(Date.parse('2031-06-05T13:00:00Z'));
    expect(result.current).toBe('2031-06-04');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe('2031-06-05');
  });

  it('reads the new zone’s today at once when the zone changes (another branch)', () => {
    // 11 pm in Chicago is already tomorrow in Berlin.
    vi.useFakeTimers({ now: Date.parse('2031-06-05T04:00:00Z') });
    const { result, rerender } = renderHook(({ zone }) => useToday(zone), {
      initialProps: { zone: CHICAGO },
    });
    expect(result.current).toBe('2031-06-04');
    rerender({ zone: 'Europe/Berlin' });
    expect(result.current).toBe('2031-06-05');
  });
});
