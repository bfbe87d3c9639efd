import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_SERVICE_WORKER_URL, registerMockWorker } from './mock-worker';

/** A worker of a registration, whose state the test moves on. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
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

/** navigator.serviceWorker as far as registerMockWorker reads it. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  registered: string[] = [];
  constructor(private registration: () => Promise<FakeRegistration>) {
    super();
  }
  async register(url: string) {
    this.registered.push(url);
    const registration = await this.registration();
    registration.update ??= async () => {};
    return registration;
  }
  /** `worker` takes the page (msw's worker claims its clients as it activates). */
  claim(worker: object) {
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
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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

  it('does not wait when the page is controlled already and nothing newer comes (a reload)', async () => {
    const active = new FakeWorker('activated');
    const container = new FakeContainer(async () => ({ active }));
    container.controller = active;
    expect(await settled(registerMockWorker(asContainer(container), 10_000))).toBe(true);
    // Nor when the worker activating has claimed the page already.
    const activating = new FakeWorker('activating');
    const claimed = new FakeContainer(async () => ({ active: activating }));
    claimed.controller = activating;
    expect(await settled(registerMockWorker(asContainer(claimed), 10_000))).toBe(true);
  });

  it('on a reload that finds the worker updated (a deploy), waits until the new one takes the page', async () => {
    // msw's worker takes over at once (skipWaiting, claim); greeted before, the one it
    // replaces never answered MSW's start.
    for (const state of ['installing', 'installed', 'activating'] as const) {
      const update = new FakeWorker(state);
      const container = new FakeContainer(async () => ({
        active: state === 'activating' ? update : new FakeWorker('activated'),
        ...(state === 'installing' ? { installing: update } : {}),
        ...(state === 'installed' ? { waiting: update } : {}),
      }));
      container.controller = new FakeWorker('activated');
      await expectWaitForClaimOf(container, update);
    }
  });

  it('looks for an update itself first: one found by that check is waited for too', async () => {
    // Otherwise MSW's start (or the browser's own check, running late) could find it after
    // the page had been let go, and the new worker would take the page from under MSW.
    const active = new FakeWorker('activated');
    const update = new FakeWorker('installing');
    const registration: FakeRegistration = { active };
    let checks = 0;
    registration.update = async () => {
      checks += 1;
      registration.installing = update;
    };
    const container = new FakeContainer(async () => registration);
    container.controller = active;
    await expectWaitForClaimOf(container, update);
    expect(checks).toBe(1);
  });

  it('on a first visit does not look for an update: the worker installing is the newest', async () => {
    // In a browser's first page with a worker, that check took seconds (headless Chromium);
    // here it never ends, so waiting for it would never let MSW start.
    const installing = new FakeWorker('installing');
    let checks = 0;
    const container = new FakeContainer(async () => ({
      installing,
      active: null,
      update: () => {
        checks += 1;
        return new Promise<void>(() => {});
      },
    }));
    await expectWaitForClaimOf(container, installing);
    expect(checks).toBe(0);
  });

  it('goes on when the update check fails (offline, say)', async () => {
    const active = new FakeWorker('activated');
    const container = new FakeContainer(async () => ({
      active,
      update: () => Promise.reject(new TypeError('Failed to update')),
    }));
    container.controller = active;
    expect(await settled(registerMockWorker(asContainer(container), 10_000))).toBe(true);
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
