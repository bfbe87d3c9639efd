import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { db, DEMO_ACCOUNTS, invitationService, resetDatabase, type Snapshot } from '../db';
import { setAutoAnswerDelay } from '../realtime/auto-answer';
import {
  autoAnswerDelayMs,
  simulatorIntervalMs,
  startHttpServer,
  startSimulatorFromEnv,
} from './main';

/*
 * The mock server's demo activity: MOCK_SIMULATOR_MS turns the simulator on (one notification
 * per interval); unset or anything but a positive number leaves it off, so runs that assert on
 * notifications stay deterministic. Node has no Web Locks, so the server's simulator always
 * leads.
 */

// `undefined` means "read process.env": make sure the variable is unset there.
beforeEach(() => {
  vi.stubEnv('MOCK_SIMULATOR_MS', undefined);
  vi.stubEnv('MOCK_AUTO_ANSWER_MS', undefined);
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

describe('MOCK_AUTO_ANSWER_MS', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['-1', 0],
    ['later', 0],
    ['4000', 4000],
  ])('%j -> %d ms (off unless a positive number)', (raw, expected) => {
    expect(autoAnswerDelayMs(raw)).toBe(expected);
  });

  it('reads the environment when given nothing', () => {
    expect(autoAnswerDelayMs()).toBe(0);
    vi.stubEnv('MOCK_AUTO_ANSWER_MS', '2500');
    expect(autoAnswerDelayMs()).toBe(2500);
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

describe('POST /__mock/auto-answer', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    await resetDatabase(db, 'default');
    server = await startHttpServer(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => vi.stubGlobal('navigator', undefined));
  afterEach(() => {
    setAutoAnswerDelay(0);
    vi.unstubAllGlobals();
  });

  const post = async (delayMs: unknown) => {
    const response = await fetch(`${origin}/__mock/auto-answer`, {
      method: 'POST',
      body: JSON.stringify({ delayMs }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it('switches the auto-answers on for a journey that wants them, and off again', async () => {
    expect(await post(40)).toMatchObject({ status: 200, body: { message: 'Auto-answers on' } });
    const order = db.orders
      .all()
      .find(
        (o) => o.status === 1 && o.completed_at == null && o.start_at > new Date().toISOString(),
      )!;
    const member = db.employees.findFirst((q) =>
      q.where({ branch_id: order.branch_id, user_id: null, status: 1 }),
    )!;
    const [invitation] = await invitationService.inviteEmployees(db, order.id, [member.id]);
    await vi.waitFor(
      () => expect(db.findById('order_invitations', invitation!.id)!.status).not.toBe('pending'),
      { timeout: 2_000, interval: 20 },
    );

    expect(await post(0)).toMatchObject({ status: 200, body: { message: 'Auto-answers off' } });
    const [later] = await invitationService.inviteEmployees(db, order.id, [
      db.employees.findMany((q) =>
        q.where({ branch_id: order.branch_id, user_id: null, status: 1 }),
      )[1]!.id,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(db.findById('order_invitations', later!.id)!.status).toBe('pending');
    expect((await post(-5)).status).toBe(422);
  });
});
