import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { db, DEMO_ACCOUNTS, invitationService, resetDatabase, type Snapshot } from '../db';
import { hub, startRealtimeBridge } from '../realtime';
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

/** An order still to come that takes invitations, and a member of its branch with no account. */
function openOrderAndMember() {
  const order = db.orders
    .all()
    .find(
      (o) => o.status === 1 && o.completed_at == null && o.start_at > new Date().toISOString(),
    )!;
  const member = db.employees.findFirst((q) =>
    q.where({ branch_id: order.branch_id, user_id: null, status: 1 }),
  )!;
  return { order, member };
}

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
    const { order, member } = openOrderAndMember();
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

describe("a call's change events and its X-Socket-ID", () => {
  /** Invites someone as the owner, from the socket `socket`; what each push left out. */
  async function inviteFrom(profile: 'spec' | 'full', socket: string) {
    await resetDatabase(db, 'default');
    const server = await startHttpServer(0, '127.0.0.1', profile);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stopBridge = startRealtimeBridge();
    const publish = vi.spyOn(hub, 'publish');
    try {
      const login = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.owner.email, password: 'demo1234' }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const { order, member } = openOrderAndMember();
      // The invited person answers 40 ms later: a timer the call set, not the call.
      setAutoAnswerDelay(40);
      const response = await fetch(`${origin}/api/orders/${order.id}/invite-employee`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Socket-ID': socket,
        },
        body: JSON.stringify({ employee_ids: [member.id] }),
      });
      expect(response.status).toBe(200);
      const [invitation] = ((await response.json()) as { data: Array<{ id: number }> }).data;
      const ours = () =>
        publish.mock.calls.filter(
          ([, event, data]) =>
            event === 'order-invitation-changed' && (data as { id: number }).id === invitation!.id,
        );
      await vi.waitFor(
        () =>
          expect(
            ours().some(([, , data]) => (data as { status: string }).status !== 'pending'),
          ).toBe(true),
        { timeout: 2_000, interval: 20 },
      );
      return ours().map(([, , data, options]) => ({
        status: (data as { status: string }).status,
        except: options?.except,
      }));
    } finally {
      setAutoAnswerDelay(0);
      publish.mockRestore();
      stopBridge();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  beforeEach(() => vi.stubGlobal('navigator', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it("spec profile: the call's own pushes leave its socket out (toOthers); the answer it led to reaches everyone", async () => {
    const pushes = await inviteFrom('spec', '1001.7919');
    // The branch's channel (a member with no account has no user channel).
    expect(pushes.filter((p) => p.status === 'pending')).toEqual([
      { status: 'pending', except: '1001.7919' },
    ]);
    const answers = pushes.filter((p) => p.status !== 'pending');
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((p) => p.except === undefined)).toBe(true);
  });

  it('default profile: every socket hears every change, its maker too', async () => {
    const pushes = await inviteFrom('full', '1001.7919');
    expect(pushes.map((p) => p.status)).toContain('pending');
    expect(pushes.length).toBeGreaterThan(1);
    expect(pushes.every((p) => p.except === undefined)).toBe(true);
  });
});
