import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/platform/format';
import { TimeAgo } from './time-ago';

const NOW = Date.parse('2031-06-04T12:30:20Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('TimeAgo', () => {
  afterEach(() => vi.useRealTimers());

  it('says when, with the exact moment on hover, and moves on while it stays on screen', () => {
    vi.useFakeTimers({ now: NOW });
    const made = iso(NOW - 20_000);
    const { unmount } = render(<TimeAgo value={made} id="made" />);
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', made);
    expect(time).toHaveAttribute('title', formatDateTime(made));
    expect(time).toHaveAttribute('id', 'made');

    act(() => vi.advanceTimersByTime(60_000));
    expect(time).toHaveTextContent('1 minute ago');
    act(() => vi.advanceTimersByTime(59 * 60_000));
    expect(time).toHaveTextContent('1 hour ago');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock again when the tab comes back to the front', () => {
    vi.useFakeTimers({ now: NOW });
    render(<TimeAgo value={iso(NOW - 20_000)} />);
    const time = screen.getByText('just now');
    // A tab in the background, its timers slowed: 5 minutes pass with no tick.
    vi.setSystemTime(NOW + 5 * 60_000);
    expect(time).toHaveTextContent('just now');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(time).toHaveTextContent('5 minutes ago');
  });

  it('keeps one timer for every time on screen, and reads the clock again when shown anew', () => {
    vi.useFakeTimers({ now: NOW });
    const { unmount } = render(
      <ul>
        <li>
          <TimeAgo value={iso(NOW - 5 * 60_000)} />
        </li>
        <li>
          <TimeAgo value={iso(NOW - 3 * 3_600_000)} />
        </li>
      </ul>,
    );
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('6 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    unmount();
    expect(vi.getTimerCount()).toBe(0);

    // Off screen for 10 minutes with no timer: shown again, it says the time now.
    vi.setSystemTime(NOW + 11 * 60_000);
    render(<TimeAgo value={iso(NOW - 5 * 60_000)} />);
    expect(screen.getByText('16 minutes ago')).toBeInTheDocument();
  });
});
