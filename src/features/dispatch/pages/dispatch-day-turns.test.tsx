import { act, screen } from '@testing-library/react';
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
    renderApp('/company/dispatch');
    expect(await screen.findByText('Wednesday, June 4, 2031')).toBeInTheDocument();
    // The page settles before midnight (its socket opens at the first idle moment and the
    // queries on screen are read again then): nothing else draws the board again after it.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(Date.now()).toBeLessThan(midnight);
    expect(screen.getByText('Wednesday, June 4, 2031')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(midnight - Date.now() + 10));
    expect(await screen.findByText('Thursday, June 5, 2031')).toBeInTheDocument();
    expect(screen.queryByText('Wednesday, June 4, 2031')).toBeNull();
  });
});
