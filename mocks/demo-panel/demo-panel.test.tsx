// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectOperations } from '@/platform/api/operations';
import { UiProviders } from '@/platform/ui';
import type { HybridSetup } from '../hybrid/setup';

const resetMockData = vi.fn(async (_scenario?: string) => {
  steps.push('reset');
});
/** When the mock's world was seeded (getSeededAt); none: not known. */
let seededAt: string | undefined;
vi.mock('../backend', () => ({
  getCurrentScenario: () => 'default',
  getSeededAt: () => seededAt,
  listScenarios: () => [
    { name: 'default', label: 'Default', description: 'Three Texas branches.' },
    { name: 'empty', label: 'Empty company', description: 'A fresh company.' },
  ],
  resetMockData: (scenario?: string) => resetMockData(scenario),
}));

/** What happened, in order: the auto-answer paused or resumed, the data reset. */
const steps: string[] = [];
vi.mock('../realtime/auto-answer', () => ({
  pauseAutoAnswer: () => {
    steps.push('pause');
    return () => steps.push('resume');
  },
}));

const emitDemoNotifications = vi.fn(async (_options?: { branchId?: number }) => ({
  count: 1,
  lastTitle: 'x',
}));
vi.mock('../realtime/simulator', () => ({
  emitDemoNotifications: (options?: { branchId?: number }) => emitDemoNotifications(options),
}));
const sendDemoHelperJob = vi.fn(
  async (): Promise<{
    kind: 'invitation';
    order_id: number;
    order_number: number;
    invitation_id: number;
  } | null> => null,
);
vi.mock('../realtime/company-side', () => ({
  sendDemoHelperJob: () => sendDemoHelperJob(),
}));
const otps: Array<{ id: number; email: string; purpose: string }> = [];
vi.mock('../db', () => ({
  db: {
    findById: (_name: string, id: number) => (id === 7 ? { id: 7 } : undefined),
    otps: { findMany: () => [...otps] },
  },
}));

let hybrid: HybridSetup | null = null;
vi.mock('../hybrid/setup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../hybrid/setup')>()),
  hybridSetup: () => hybrid,
}));

const { DemoPanel, oldWorldDay } = await import('./demo-panel');

const renderPanel = () => render(<DemoPanel />, { wrapper: UiProviders });

describe('DemoPanel', () => {
  const reload = vi.fn();
  beforeEach(() => {
    resetMockData.mockClear();
    reload.mockClear();
    steps.length = 0;
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    hybrid = null;
    seededAt = undefined;
  });

  it('shows the one-time code to type, and where the last one went', async () => {
    const user = userEvent.setup();
    otps.length = 0;
    const { unmount } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    const group = await screen.findByRole('group', { name: 'One-time code' });
    expect(group).toHaveTextContent('123456');
    expect(group).toHaveTextContent('Every code is this one in the demo.');
    unmount();

    otps.push(
      { id: 1, email: 'old@example.com', purpose: 'register' },
      { id: 2, email: 'nina@example.com', purpose: 'reset' },
    );
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toHaveTextContent(
      'Last sent to nina@example.com (password reset)',
    );
  });

  it("tells a world seeded on an earlier day in Chicago, the demo world's clocks", () => {
    expect(oldWorldDay('2026-12-05T18:00:00Z', '2026-12-06')).toBe('2026-12-05');
    // 9 pm on the 5th in Chicago, though the 6th in UTC.
    expect(oldWorldDay('2026-12-06T03:00:00Z', '2026-12-06')).toBe('2026-12-05');
    expect(oldWorldDay('2026-12-06T06:00:00Z', '2026-12-06')).toBeUndefined();
    expect(oldWorldDay('2026-12-31T20:00:00Z', '2027-01-01')).toBe('2026-12-31');
    expect(oldWorldDay(undefined, '2026-12-06')).toBeUndefined();
  });

  it("says when the kept data is of an earlier day, and a reset brings today's", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-07T16:00:00Z'), toFake: ['Date'] });
    seededAt = '2026-12-05T15:10:00Z';
    const user = userEvent.setup();
    renderPanel();
    const corner = screen.getByRole('button', { name: 'Demo (old data)' });
    expect(corner).toHaveAttribute(
      'title',
      "The demo's data was made on 12/05/2026: reset it to start from today",
    );
    await user.click(corner);
    expect(
      await screen.findByText(/The demo's data was made on 12\/05\/2026: its jobs of that day/),
    ).toHaveTextContent('Reset data to start from today; changes made since then go.');
    await user.click(screen.getByRole('button', { name: 'Reset data' }));
    expect(resetMockData).toHaveBeenCalledWith('default');
  });

  it("a demo left open turns old at the demo world's midnight", async () => {
    // 11:59:58 pm in Chicago on the day it was seeded.
    vi.useFakeTimers({
      now: new Date('2026-12-08T05:59:58Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
    });
    seededAt = '2026-12-07T14:00:00Z';
    renderPanel();
    expect(screen.getByRole('button', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demo (old data)' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByRole('button', { name: 'Demo (old data)' })).toBeInTheDocument();
  });

  it('resets the current scenario and reloads', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByText('Three Texas branches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset data' }));
    expect(resetMockData).toHaveBeenCalledWith('default');
    expect(reload).toHaveBeenCalled();
    // The simulated people stop before the reset: the reloaded page sweeps the new world whole.
    expect(steps).toEqual(['pause', 'reset']);
  });

  it('a reset that fails starts the simulated people again and frees the button', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    resetMockData.mockImplementationOnce(async () => {
      steps.push('reset');
      throw new Error('IndexedDB is gone');
    });
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Reset data' }));
    expect(steps).toEqual(['pause', 'reset', 'resume']);
    expect(reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[mocks] reset failed', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Reset data' })).toBeEnabled();
    error.mockRestore();
  });

  it('switches scenario', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    const select = await screen.findByRole('combobox', { name: 'Scenario' });
    // The scenarios by their labels, not their names ("default", "empty").
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Default', 'Empty company']);
    await user.selectOptions(select, 'Empty company');
    expect(select).toHaveValue('empty');
    expect(screen.getByText('A fresh company.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch scenario' }));
    expect(resetMockData).toHaveBeenCalledWith('empty');
    expect(reload).toHaveBeenCalled();
  });

  it.each([
    { saved: '7', after: '7', fate: 'kept (the new data has it)' },
    { saved: '9', after: null, fate: 'forgotten (the new data does not have it)' },
  ])('after a reset, the saved active branch $saved is $fate', async ({ saved, after }) => {
    const user = userEvent.setup();
    localStorage.setItem('activeBranchId', saved);
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Reset data' }));
    expect(reload).toHaveBeenCalled();
    expect(localStorage.getItem('activeBranchId')).toBe(after);
    localStorage.removeItem('activeBranchId');
  });

  it('emits a notification into the branch being viewed (the saved active branch)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('activeBranchId', '7');
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Emit a notification now' }));
    expect(emitDemoNotifications).toHaveBeenLastCalledWith({ branchId: 7 });

    // No branch viewed (a helper) or one that does not exist: spread over the demo branches.
    localStorage.setItem('activeBranchId', '99');
    await user.click(screen.getByRole('button', { name: 'Emit a notification now' }));
    expect(emitDemoNotifications).toHaveBeenLastCalledWith({ branchId: undefined });
  });

  it('sends the demo helper a job now (a company invitation or an outsourcing offer)', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    sendDemoHelperJob.mockResolvedValueOnce({
      kind: 'invitation',
      order_id: 8,
      order_number: 1008,
      invitation_id: 3,
    });
    const send = await screen.findByRole('button', { name: 'Send the helper a job now' });
    await user.click(send);
    expect(sendDemoHelperJob).toHaveBeenCalledTimes(1);
    // The order's number, not its id (QA-228 L2).
    expect(await screen.findByText('Sent: an invitation to order #1008.')).toHaveAttribute(
      'role',
      'status',
    );
    // Nothing left to send is said, not silent; nor is a failure.
    await user.click(send);
    expect(
      await screen.findByText('No company has an order she is free for right now.'),
    ).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sendDemoHelperJob.mockRejectedValueOnce(new Error('IndexedDB is gone'));
    await user.click(send);
    expect(
      await screen.findByText('Nothing was sent: the demo data could not be changed.'),
    ).toBeInTheDocument();
  });

  it("opens a second person's tab: the login page, with a session of its own", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(await screen.findByRole('button', { name: "Open a second person's tab" }));
    expect(open).toHaveBeenCalledWith('/login?tab-session', '_blank', 'noopener');
  });

  it('hybrid mode: lists the mocked operations by tag, and drops what needs the mock socket', async () => {
    const user = userEvent.setup();
    hybrid = { ...selectOperations('helper-calendar,getMe'), unhandled: [] };
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo (hybrid)' }));
    const group = await screen.findByRole('group', { name: 'Mocked operations' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['auth: getMe', 'helper-calendar: listHelperCalendar']);
    expect(group).not.toHaveTextContent('VITE_MOCK');
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emit a notification now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the helper a job now' })).toBeNull();
  });

  it('hybrid mode: an unknown name in VITE_MOCK turns the button red and says which', async () => {
    const user = userEvent.setup();
    hybrid = { ...selectOperations('notifications,notificatons'), unhandled: [] };
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo: VITE_MOCK error' }));
    const group = await screen.findByRole('group', { name: 'Mocked operations' });
    expect(group).toHaveTextContent(
      'VITE_MOCK names what the contract does not have: notificatons.',
    );
    expect(within(group).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'One-time code' })).toBeNull();
  });
});
