// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const resetMockData = vi.fn(async (_scenario?: string) => {});
vi.mock('../backend', () => ({
  getCurrentScenario: () => 'default',
  listScenarios: () => [
    { name: 'default', description: 'Three Texas branches.' },
    { name: 'empty', description: 'A fresh company.' },
  ],
  resetMockData: (scenario?: string) => resetMockData(scenario),
}));

const emitDemoNotifications = vi.fn(async (_options?: { branchId?: number }) => ({
  count: 1,
  lastTitle: 'x',
}));
vi.mock('../realtime/simulator', () => ({
  emitDemoNotifications: (options?: { branchId?: number }) => emitDemoNotifications(options),
}));
const sendDemoHelperJob = vi.fn(async () => null);
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

const { DemoPanel } = await import('./demo-panel');

describe('DemoPanel', () => {
  const reload = vi.fn();
  beforeEach(() => {
    resetMockData.mockClear();
    reload.mockClear();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the one-time code to type, and where the last one went', async () => {
    const user = userEvent.setup();
    otps.length = 0;
    const { unmount } = render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    const group = await screen.findByRole('group', { name: 'One-time code' });
    expect(group).toHaveTextContent('123456');
    expect(group).toHaveTextContent('Every code is this one in the demo.');
    unmount();

    otps.push(
      { id: 1, email: 'old@example.com', purpose: 'register' },
      { id: 2, email: 'nina@example.com', purpose: 'reset' },
    );
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByRole('group', { name: 'One-time code' })).toHaveTextContent(
      'Last sent to nina@example.com (password reset)',
    );
  });

  it('resets the current scenario and reloads', async () => {
    const user = userEvent.setup();
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    expect(await screen.findByText('Three Texas branches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset data' }));
    expect(resetMockData).toHaveBeenCalledWith('default');
    expect(reload).toHaveBeenCalled();
  });

  it('switches scenario', async () => {
    const user = userEvent.setup();
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Scenario' }), 'empty');
    expect(screen.getByText('A fresh company.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch scenario' }));
    expect(resetMockData).toHaveBeenCalledWith('empty');
    expect(reload).toHaveBeenCalled();
  });

  it('emits a notification into the branch being viewed (the saved active branch)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('activeBranchId', '7');
    render(<DemoPanel />);
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
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Send the helper a job now' }));
    expect(sendDemoHelperJob).toHaveBeenCalledTimes(1);
  });

  it("opens a second person's tab: the login page, with a session of its own", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    render(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(await screen.findByRole('button', { name: "Open a second person's tab" }));
    expect(open).toHaveBeenCalledWith('/login?tab-session', '_blank', 'noopener');
  });
});
