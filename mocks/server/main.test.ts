import { db, DEMO_ACCOUNTS, resetDatabase, type Snapshot } from '../db';
import { simulatorIntervalMs, startSimulatorFromEnv } from './main';

/*
 * The mock server's demo activity: MOCK_SIMULATOR_MS turns the simulator on (one notification
 * per interval); unset or anything but a positive number leaves it off, so runs that assert on
 * notifications stay deterministic. Node has no Web Locks, so the server's simulator always
 * leads.
 */

// `undefined` means "read process.env": make sure the variable is unset there.
beforeEach(() => {
  vi.stubEnv('MOCK_SIMULATOR_MS', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('MOCK_SIMULATOR_MS', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['-500', 0],
    ['soon', 0],
    ['Infinity', 0],
    ['1500', 1500],
    [' 250 ', 250],
  ])('%j -> %d ms', (raw, expected) => {
    expect(simulatorIntervalMs(raw)).toBe(expected);
  });
});

describe("the mock server's simulator", () => {
  let seeded: Snapshot;
  let ownerId: number;
  let baseline: number;
  const stops: Array<() => void> = [];
  const ownerNotifications = () => db.notifications.findMany((q) => q.where({ user_id: ownerId }));
  const emitted = () => ownerNotifications().length - baseline;

  beforeAll(async () => {
    await resetDatabase(db, 'default');
    seeded = db.snapshot();
  });
  beforeEach(async () => {
    await db.load(seeded);
    ownerId = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }))!.id;
    baseline = ownerNotifications().length;
    // As in Node 20, where the server runs: no navigator.locks.
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: undefined });
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a positive interval emits one demo notification per interval until stopped', async () => {
    const simulator = startSimulatorFromEnv('1000');
    stops.push(simulator.stop);
    expect(simulator.intervalMs).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(emitted()).toBe(0);
    await vi.advanceTimersByTimeAsync(2_001);
    expect(emitted()).toBe(3);
    simulator.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(emitted()).toBe(3);
  });

  it('is off by default: no notification however long the server runs', async () => {
    const simulator = startSimulatorFromEnv(undefined);
    stops.push(simulator.stop);
    expect(simulator.intervalMs).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(emitted()).toBe(0);
  });
});
