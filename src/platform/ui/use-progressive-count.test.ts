import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first rows at once, then a step more per task until the total', async () => {
    const { result } = renderHook(() => useProgressiveCount(50, 'a', { first: 20, step: 10 }));
    expect(result.current).toBe(20);
    const seen = [result.current];
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        await vi.runOnlyPendingTimersAsync();
      });
      seen.push(result.current);
    }
    expect(seen).toEqual([20, 30, 40, 50, 50, 50]);
  });

  it('a short list is whole at once and schedules nothing', () => {
    const { result } = renderHook(() => useProgressiveCount(7, 'a', { first: 20 }));
    expect(result.current).toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new key starts again from the first rows; the same key keeps what is shown', async () => {
    const { result, rerender } = renderHook(
      ({ total, key }) => useProgressiveCount(total, key, { first: 10, step: 10 }),
      { initialProps: { total: 40, key: 'monday' } },
    );
    for (let i = 0; i < 2; i++)
      await act(async () => {
        await vi.runOnlyPendingTimersAsync();
      });
    expect(result.current).toBe(30);
    rerender({ total: 45, key: 'monday' }); // a refetch of the same day
    expect(result.current).toBe(30);
    rerender({ total: 45, key: 'tuesday' });
    expect(result.current).toBe(10);
  });
});
