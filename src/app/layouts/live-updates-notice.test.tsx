import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConnectionState } from '@/platform/realtime';
import { LIVE_PAUSE_GRACE_MS, PUSH_BATCH_WINDOW_MS } from '@/platform/realtime/realtime.saga';
import { ownerSubscribedOnActivity } from '../realtime.saga.test-helpers';
import { setupMockServer } from '../test-utils';
import { LIVE_UPDATES_TEXTS } from './live-updates-notice';

setupMockServer();

/**
 * The owner on Activity, her socket's states under the test's hand (`set`, which lets the
 * saga's batch window pass: states come through the same channel as pushes), and the app's
 * timers too (`pass`): only setTimeout, the notice's grace being a saga's delay; nothing else
 * is on its way by then.
 */
async function ownerOnActivityWithSocket({ connected = true } = {}) {
  const { app } = await ownerSubscribedOnActivity();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => void vi.useRealTimers());
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const set = async (state: ConnectionState) => {
    act(() => app.realtime.setState(state));
    await pass(PUSH_BATCH_WINDOW_MS);
  };
  if (connected) await set('connected');
  return { app, set, pass };
}

/** The frame's live region for the notice (always there, so its changes are announced). */
const notice = () =>
  screen.getAllByRole('status').find((el) => el.classList.contains('app-live-updates'))!;

describe('live updates notice', () => {
  it('says a lost socket once it has been away for the grace, and goes when it is back', async () => {
    const { set, pass } = await ownerOnActivityWithSocket();
    expect(notice()).toBeEmptyDOMElement();
    await set('connecting');
    await pass(LIVE_PAUSE_GRACE_MS - 100);
    expect(notice()).toBeEmptyDOMElement();
    await pass(100);
    expect(notice()).toHaveTextContent(LIVE_UPDATES_TEXTS.paused);
    // Pusher's later states while it keeps trying leave it said.
    await set('unavailable');
    await set('connecting');
    expect(notice()).toHaveTextContent(LIVE_UPDATES_TEXTS.paused);
    await set('connected');
    expect(notice()).toBeEmptyDOMElement();
  });

  it('says nothing of a drop shorter than the grace', async () => {
    const { set, pass } = await ownerOnActivityWithSocket();
    await set('connecting');
    await pass(LIVE_PAUSE_GRACE_MS / 2);
    await set('connected');
    await pass(LIVE_PAUSE_GRACE_MS * 2);
    expect(notice()).toBeEmptyDOMElement();
  });

  it('a socket that never connects is said once Pusher calls it unavailable; its first try is not', async () => {
    const { set, pass } = await ownerOnActivityWithSocket({ connected: false });
    await set('connecting');
    await pass(LIVE_PAUSE_GRACE_MS * 2);
    expect(notice()).toBeEmptyDOMElement();
    await set('unavailable');
    await pass(LIVE_PAUSE_GRACE_MS);
    expect(notice()).toHaveTextContent(LIVE_UPDATES_TEXTS.paused);
  });

  it('a connection that failed for good says live updates are off at once, and offers a reload', async () => {
    const { app, set } = await ownerOnActivityWithSocket();
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    onTestFinished(() => void vi.restoreAllMocks());
    await set('failed');
    expect(notice()).toHaveTextContent(LIVE_UPDATES_TEXTS.off);
    vi.useRealTimers();
    await app.user.click(within(notice()).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
