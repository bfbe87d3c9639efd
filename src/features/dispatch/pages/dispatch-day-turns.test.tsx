import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { zonedInstant } from '@/platform/format';

setupMockServer();

describe('/company/dispatch left open overnight (QA helper-115)', () => {
  afterEach(() => vi.useRealTimers());

  it('with no day in the address it turns to the new day at the branch’s midnight, without a push or a reload', async () => {
    // 40 s before midnight on Austin's clocks; the clock and timeouts at the real pace.
    const midnight = zonedInstant('2031-06-05', '00:00', 'America/Chicago').getTime();
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: midnight - 40_000,
      shouldAdvanceTime: true,
    });
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { queryClient } = renderApp('/company/dispatch');
    expect(await screen.findByText('Wednesday, June 4, 2031')).toBeInTheDocument();
    // The clock moves a second at a time, each once the calls on their way have answered:
    // one jump of 30 s timed out a call still on its way in a loaded full run (its toast
    // rendered outside act), and the page re-reads its queries as its socket first opens.
    const advance = async (ms: number) => {
      for (let left = ms; left > 0; left -= 1_000) {
        await act(() => vi.advanceTimersByTimeAsync(Math.min(1_000, left)));
        await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      }
    };
    // The page settles before midnight: nothing else draws the board again after it.
    await advance(30_000);
    expect(Date.now()).toBeLessThan(midnight);
    expect(screen.getByText('Wednesday, June 4, 2031')).toBeInTheDocument();
    await advance(midnight - Date.now() + 10);
    expect(await screen.findByText('Thursday, June 5, 2031')).toBeInTheDocument();
    expect(screen.queryByText('Wednesday, June 4, 2031')).toBeNull();
  });
});
