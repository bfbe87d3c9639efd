import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFaultController,
  faultHandler,
  matchFaultPath,
  SERVER_ERROR_MESSAGE,
} from './faults';
import { createPusherHub } from './realtime/hub';
import { createSocketFaults, DROP_CLOSE_CODE } from './realtime/socket';

/*
 * The mock's fault hook (window.__moversMock.faults in the browser): a handler in front of
 * the real ones that answers the next matching requests with a fault and lets everything
 * else through. Checked here over msw/node with a stand-in for the real handlers.
 */

const controller = createFaultController();
const real = vi.fn(() => HttpResponse.json({ data: { id: 1 }, success: true }, { status: 201 }));
const server = setupServer(faultHandler(controller, { holdMs: 5_000 }), http.all('*/api/*', real));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  controller.clear();
  real.mockClear();
});
afterAll(() => server.close());

const url = (path: string) => `http://localhost${path}`;
const post = (path: string, init: RequestInit = {}) =>
  fetch(url(path), { method: 'POST', ...init });

describe('matchFaultPath', () => {
  it.each([
    ['/api/company-branches/:id/orders', '/api/company-branches/7/orders', true],
    ['/company-branches/:id/orders', '/api/company-branches/7/orders', true],
    ['/api/company-branches/:id/orders', '/api/company-branches/7/orders/count', false],
    ['/api/company-branches/:id/orders', '/api/company-branches/orders', false],
    ['/api/orders/:id', '/api/orders/12', true],
    ['/api/orders/:id', '/api/orders/12/cancel', false],
    ['/api/notifications/*', '/api/notifications/branch/3/get-notifications', true],
    ['/api/auth/get-me', '/api/auth/get-me/', true],
    ['/api/auth/get-me?x=1', '/api/auth/get-me', true],
    ['/api/auth/login', '/api/auth/get-me', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchFaultPath(pattern, path)).toBe(expected);
  });
});

describe('faults.failNext', () => {
  it('answers the next matching request with a 500 in the envelope, then lets the call through', async () => {
    controller.failNext({ method: 'post', path: '/api/company-branches/:id/orders', kind: '500' });

    const failed = await post('/api/company-branches/3/orders?x=1');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      data: null,
      message: SERVER_ERROR_MESSAGE,
      errors: {},
      success: false,
    });
    expect(real).not.toHaveBeenCalled();

    const next = await post('/api/company-branches/3/orders');
    expect(next.status).toBe(201);
    expect(real).toHaveBeenCalledOnce();
    expect(controller.pending()).toEqual([]);
    expect(controller.injected).toBe(1);
  });

  it('only fails the method and path it names', async () => {
    controller.failNext({ method: 'POST', path: '/api/orders/:id', kind: '500' });

    expect((await fetch(url('/api/orders/5'))).status).toBe(201); // GET
    expect((await post('/api/orders/5/cancel')).status).toBe(201); // another path
    expect(real).toHaveBeenCalledTimes(2);
    expect(controller.pending()).toEqual([
      { method: 'POST', path: '/api/orders/:id', kind: '500', remaining: 1 },
    ]);
    expect((await post('/api/orders/5')).status).toBe(500);
  });

  it('fails `times` requests, then none', async () => {
    controller.failNext({ path: '/api/auth/get-me', kind: '500', times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/api/auth/get-me')).status);
    expect(statuses).toEqual([500, 500, 201]);
  });

  it('401 answers Laravel\'s "Unauthenticated."', async () => {
    controller.failNext({ path: '/api/notifications/*', kind: '401' });
    const response = await fetch(url('/api/notifications/branch/1/get-notifications?page=1'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Unauthenticated.', success: false });
  });

  it('offline gives no response at all (a network error)', async () => {
    controller.failNext({ method: 'POST', path: '/api/orders/:id/cancel', kind: 'offline' });
    await expect(post('/api/orders/1/cancel')).rejects.toThrow(TypeError);
    expect(real).not.toHaveBeenCalled();
  });

  it('timeout holds the request until the client aborts, and never reaches the real handler', async () => {
    controller.failNext({ method: 'POST', path: '/api/orders/:id', kind: 'timeout' });
    const abort = new AbortController();
    // Elapsed time on the monotonic clock: the wall clock may be moved (faketime, NTP).
    const started = performance.now();
    const pending = post('/api/orders/1', { signal: abort.signal });
    let settled = false;
    void pending.catch(() => undefined).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);

    abort.abort();
    await expect(pending).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(real).not.toHaveBeenCalled();
  });

  it('uses queued faults first in, first out', async () => {
    controller.failNext({ path: '/api/orders/:id', kind: '401' });
    controller.failNext({ path: '/api/orders/:id', kind: '500' });
    expect((await post('/api/orders/1')).status).toBe(401);
    expect((await post('/api/orders/1')).status).toBe(500);
    expect((await post('/api/orders/1')).status).toBe(201);
  });

  it('clear() drops every queued fault', async () => {
    controller.failNext({ path: '/api/orders/:id', kind: '500', times: 3 });
    controller.clear();
    expect(controller.pending()).toEqual([]);
    expect((await post('/api/orders/1')).status).toBe(201);
  });

  it('refuses rules it cannot apply', () => {
    expect(() => controller.failNext({ path: '', kind: '500' })).toThrow(/path/);
    expect(() =>
      controller.failNext({ path: '/api/x', kind: 'teapot' as unknown as '500' }),
    ).toThrow(/unknown kind/);
    expect(() => controller.failNext({ path: '/api/x', kind: '500', times: 0 })).toThrow(/times/);
    expect(controller.pending()).toEqual([]);
  });
});

describe('realtime drop (window.__moversMock.realtime)', () => {
  function fakeClient() {
    return { close: vi.fn() };
  }

  it('closes every open socket with an abnormal-closure code and ends its hub connection', () => {
    const hub = createPusherHub({ key: 'k' });
    const faults = createSocketFaults();
    const clients = [fakeClient(), fakeClient()];
    for (const client of clients) {
      const connection = hub.connect(() => undefined);
      expect(faults.accept(client, () => connection.close())).toBe(true);
    }
    expect(hub.connectionCount).toBe(2);
    expect(faults.openSockets).toBe(2);

    expect(faults.drop()).toBe(2);

    for (const client of clients) {
      expect(client.close).toHaveBeenCalledExactlyOnceWith(DROP_CLOSE_CODE, expect.any(String));
    }
    expect(hub.connectionCount).toBe(0);
    expect(faults.openSockets).toBe(0);
    // Without `refuse`, the client's reconnect is accepted at once.
    expect(faults.refusing).toBe(false);
    expect(faults.accept(fakeClient(), () => undefined)).toBe(true);
  });

  it('with refuse, closes new sockets until restore()', () => {
    const faults = createSocketFaults();
    faults.drop({ refuse: true });
    const refused = fakeClient();
    expect(faults.accept(refused, () => undefined)).toBe(false);
    expect(refused.close).toHaveBeenCalledOnce();
    expect(faults.openSockets).toBe(0);

    faults.restore();
    expect(faults.accept(fakeClient(), () => undefined)).toBe(true);
    expect(faults.openSockets).toBe(1);
  });

  it('with forMs, refuses only for that long', () => {
    vi.useFakeTimers();
    try {
      const faults = createSocketFaults();
      faults.drop({ forMs: 1_000 });
      expect(faults.accept(fakeClient(), () => undefined)).toBe(false);
      vi.advanceTimersByTime(1_001);
      expect(faults.accept(fakeClient(), () => undefined)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a socket that closed by itself', () => {
    const faults = createSocketFaults();
    const client = fakeClient();
    const onClose = vi.fn();
    faults.accept(client, onClose);
    faults.release(client);
    expect(faults.drop()).toBe(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
