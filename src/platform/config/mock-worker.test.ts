import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_SERVICE_WORKER_URL, registerMockWorker } from './mock-worker';

/** The address of this build's worker, as a worker reports it. */
const THIS_BUILDS_WORKER = new URL(MOCK_SERVICE_WORKER_URL, window.location.href).href;
/** The worker of the deploy before (its address names another version). */
const PREVIOUS_DEPLOYS_WORKER = new URL('/mock-service-worker.js?v=0ld', window.location.href).href;

/** A worker of a registration, whose state the test moves on. */
class FakeWorker extends EventTarget {
  constructor(
    public state: ServiceWorkerState,
    public scriptURL = THIS_BUILDS_WORKER,
  ) {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

type FakeRegistration = Partial<Record<'installing' | 'waiting' | 'active', FakeWorker | null>> & {
  update?: () => Promise<void>;
};

/** Update checks asked of any registration the fake container gave out. */
let updateChecks = 0;

/** navigator.serviceWorker as far as registerMockWorker reads it. */
class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registered: string[] = [];
  constructor(private registration: () => Promise<FakeRegistration>) {
    super();
  }
  async register(url: string) {
    this.registered.push(url);
    const registration = await this.registration();
    registration.update ??= async () => {
      updateChecks += 1;
    };
    return registration;
  }
  /** `worker` takes the page (msw's worker claims its clients as it activates). */
  claim(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer;

/** Registers through `container` and checks that it waits until `worker` takes the page. */
async function expectWaitForClaimOf(container: FakeContainer, worker: FakeWorker) {
  const claimed = registerMockWorker(asContainer(container), 10_000);
  expect(await settled(claimed)).toBe(false);
  container.claim(worker);
  expect(await settled(claimed)).toBe(true);
}

/** Whether `promise` has settled after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('registerMockWorker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    updateChecks = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    // Never: a deploy's worker is a new address, which register() installs. An update check
    // made soon after an install took seconds in Chromium, and other pages' register() waited.
    expect(updateChecks).toBe(0);
  });

  it("registers the mock's worker and, on a first visit, waits until it claims the page", async () => {
    const installing = new FakeWorker('installing');
    const container = new FakeContainer(async () => ({ installing, active: null }));
    const claimed = registerMockWorker(asContainer(container), 10_000);
    expect(container.registered).toEqual([MOCK_SERVICE_WORKER_URL]);
    expect(await settled(claimed)).toBe(false);
    installing.become('installed');
    installing.become('activating');
    installing.become('activated');
    // Active, but the page is not controlled yet: MSW would reload it here.
    expect(await settled(claimed)).toBe(false);
    // Another worker taking the page is not this one's claim.
    container.claim(new FakeWorker('activated'));
    expect(await settled(claimed)).toBe(false);
    container.claim(installing);
    expect(await settled(claimed)).toBe(true);
  });

  it('waits for a worker that is waiting or activating as well', async () => {
    for (const [worker, registration] of [
      [new FakeWorker('installed'), 'waiting'],
      [new FakeWorker('activating'), 'active'],
    ] as const) {
      await expectWaitForClaimOf(
        new FakeContainer(async () => ({ [registration]: worker })),
        worker,
      );
    }
  });

  it('the address names the version of the worker scripts this build ships', () => {
    expect(MOCK_SERVICE_WORKER_URL).toMatch(/^\/mock-service-worker\.js\?v=[0-9a-f]{12}$/);
    expect(MOCK_SERVICE_WORKER_URL).toBe(`/mock-service-worker.js?v=${__MOCK_WORKER_VERSION__}`);
  });

  it("does not register or wait when this build's worker controls the page (a reload, a second tab)", async () => {
    // register() is a job the browser queues behind other pages' registrations and updates.
    const active = new FakeWorker('activated');
    const container = new FakeContainer(async () => ({ active }));
    container.controller = active;
    expect(await settled(registerMockWorker(asContainer(container), 10_000))).toBe(true);
    expect(container.registered).toEqual([]);
  });

  it('on a load after a deploy (the page controlled by the worker before), waits until the new one takes the page', async () => {
    // msw's worker takes over at once (skipWaiting, claim); greeted before, the one it
    // replaces never answered MSW's start.
    for (const state of ['installing', 'installed', 'activating'] as const) {
      const previous = new FakeWorker('activated', PREVIOUS_DEPLOYS_WORKER);
      const update = new FakeWorker(state);
      const container = new FakeContainer(async () => ({
        active: state === 'activating' ? update : previous,
        ...(state === 'installing' ? { installing: update } : {}),
        ...(state === 'installed' ? { waiting: update } : {}),
      }));
      container.controller = previous;
      await expectWaitForClaimOf(container, update);
      expect(container.registered).toEqual([MOCK_SERVICE_WORKER_URL]);
    }
  });

  it('goes on at once when the new worker has claimed the page already', async () => {
    const activating = new FakeWorker('activating');
    const container = new FakeContainer(async () => ({ active: activating }));
    container.controller = new FakeWorker('activated', PREVIOUS_DEPLOYS_WORKER);
    const claimed = registerMockWorker(asContainer(container), 10_000);
    container.claim(activating);
    expect(await settled(claimed)).toBe(true);
  });

  it('does not wait for a claim that will not come: an activated worker (a hard reload)', async () => {
    const container = new FakeContainer(async () => ({ active: new FakeWorker('activated') }));
    expect(await settled(registerMockWorker(asContainer(container), 10_000))).toBe(true);
  });

  it('stops waiting when the worker fails to install, or at the bound', async () => {
    const failing = new FakeWorker('installing');
    const first = registerMockWorker(
      asContainer(new FakeContainer(async () => ({ installing: failing }))),
      10_000,
    );
    expect(await settled(first)).toBe(false);
    failing.become('redundant');
    expect(await settled(first)).toBe(true);

    const stuck = registerMockWorker(
      asContainer(new FakeContainer(async () => ({ installing: new FakeWorker('installing') }))),
      10_000,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(stuck)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stuck)).toBe(true);
  });

  it('resolves when the registration fails or service workers are missing (MSW reports it)', async () => {
    const refused = new FakeContainer(() => Promise.reject(new Error('SecurityError')));
    await expect(registerMockWorker(asContainer(refused), 10_000)).resolves.toBeUndefined();
    await expect(registerMockWorker(undefined, 10_000)).resolves.toBeUndefined();
  });
});

describe("msw's worker, as the mock's worker wraps it (public/mock-service-worker.js)", () => {
  it('still has the two names the wrapper puts restarted tabs back with', () => {
    // A restarted worker refills msw's set of mocked tabs and hands a request that waited for
    // that to msw's handling; a newer msw without them leaves its tabs unanswered after a
    // restart (QA-218 H1): the wrapper must follow it.
    const msw = readFileSync('public/mockServiceWorker.js', 'utf8');
    expect(msw).toMatch(/^const activeClientIds = new Set\(\)$/m);
    expect(msw).toMatch(
      /^async function handleRequest\(event, requestId, requestInterceptedAt\) \{$/m,
    );
    const wrapper = readFileSync('public/mock-service-worker.js', 'utf8');
    expect(wrapper).toContain('activeClientIds.add(id)');
    expect(wrapper).toContain('handleRequest(event, crypto.randomUUID(), interceptedAt)');
  });
});
