import {
  bootMockDb,
  flushMockDb,
  getCurrentScenario,
  getSeededAt,
  listScenarios,
  resetMockData,
  stopMockDb,
} from './backend';
import { db, MOCK_SCHEMA_VERSION } from './db';

const ANCHOR = new Date('2026-03-02T16:00:00Z');
let databaseName: string;

beforeEach(() => {
  databaseName = `movers-mock-db-boot-${Math.random().toString(36).slice(2)}`;
});
afterEach(() => stopMockDb());

function boot(
  href = 'http://localhost/company/activity',
  replaceUrl = vi.fn(),
  whenIdle?: (task: () => void) => () => void,
) {
  return bootMockDb({
    persistence: { databaseName, channel: null, ...(whenIdle && { whenIdle }) },
    now: ANCHOR,
    location: { href },
    replaceUrl,
  });
}

async function markFirstUnreadRead(): Promise<number> {
  const unread = db.notifications.findFirst((q) => q.where({ is_read: false }))!;
  await db.notifications.update(unread, {
    data(draft) {
      draft.is_read = true;
    },
  });
  await flushMockDb();
  return unread.id;
}

async function storedMeta(): Promise<unknown> {
  const request = indexedDB.open(databaseName);
  const idb = await new Promise<IDBDatabase>(
    (resolve) => (request.onsuccess = () => resolve(request.result)),
  );
  const get = idb.transaction('meta').objectStore('meta').get('state');
  const meta = await new Promise((resolve) => (get.onsuccess = () => resolve(get.result)));
  idb.close();
  return meta;
}

describe('bootMockDb', () => {
  it("puts a first visit's world, and a ?scenario= one, in slices (the page gets tasks while it loads)", async () => {
    const restore = vi.spyOn(db, 'restore');
    try {
      await boot();
      await boot('http://localhost/login?scenario=busy');
      expect(restore.mock.calls.map(([, , options]) => options?.inSlices)).toEqual([true, true]);
    } finally {
      restore.mockRestore();
    }
  });

  it('seeds default on the first run, stores it when idle, and hydrates it after that', async () => {
    // The page's idle moment comes when the test says (Node's default is the next timer,
    // which a loaded run met before storedMeta's read: a race, not the behaviour).
    let idle: (() => void) | undefined;
    const whenIdle = (task: () => void) => {
      idle = task;
      return () => (idle = undefined);
    };
    expect(await boot(undefined, undefined, whenIdle)).toBe('default');
    // The first load answers before its snapshot is written (at the first idle moment, or
    // by the first call, which flushes).
    expect(idle).toBeDefined();
    expect(await storedMeta()).toBeUndefined();
    idle!();
    await flushMockDb();
    expect(await storedMeta()).toMatchObject({
      scenario: 'default',
      schemaVersion: MOCK_SCHEMA_VERSION,
    });
    const changed = await markFirstUnreadRead();

    expect(await boot()).toBe('default');
    expect(db.findById('notifications', changed)?.is_read).toBe(true);
  });

  it("a reload keeps the stored world's seeding time; a reset takes the new one", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T15:10:00Z'), toFake: ['Date'] });
    try {
      await boot();
      expect(getSeededAt()).toBe('2026-12-05T15:10:00.000Z');
      await flushMockDb();
      vi.setSystemTime(new Date('2026-12-07T16:00:00Z'));
      // The next day's reload: the kept data, made on the 5th (the Demo panel says so).
      stopMockDb();
      expect(await boot()).toBe('default');
      expect(getSeededAt()).toBe('2026-12-05T15:10:00.000Z');
      await resetMockData();
      expect(getSeededAt()).toBe('2026-12-07T16:00:00.000Z');
      expect(await storedMeta()).toMatchObject({ seededAt: '2026-12-07T16:00:00.000Z' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reseeds with ?scenario=NAME, removes only that parameter, and remembers the scenario', async () => {
    await boot();
    const replaceUrl = vi.fn();
    expect(
      await boot('http://localhost/company/activity?scenario=busy&token=abc#top', replaceUrl),
    ).toBe('busy');
    expect(replaceUrl).toHaveBeenCalledWith('/company/activity?token=abc#top');
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    expect(
      db.notifications.findMany((q) =>
        q.where({ user_id: owner.id, branch_id: 1, is_read: false }),
      ),
    ).toHaveLength(120);
    const changed = await markFirstUnreadRead();

    expect(await boot()).toBe('busy');
    expect(db.findById('notifications', changed)?.is_read).toBe(true);
    expect(getCurrentScenario()).toBe('busy');
  });

  it('keeps the login of a signed-in person when the page opens with ?scenario=', async () => {
    await boot();
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    await db.insert('sessions', {
      token: 'browser-token',
      user_id: owner.id,
      created_at: ANCHOR.toISOString(),
    });
    await flushMockDb();
    stopMockDb();
    await db.clearAll(); // a new page: nothing in memory

    expect(await boot('http://localhost/company/calendar?scenario=busy')).toBe('busy');
    const session = db.sessions.findFirst((q) => q.where({ token: 'browser-token' }));
    expect(db.findById('users', session!.user_id)?.email).toBe('owner@demo.test');
    expect(db.orders.count()).toBeGreaterThan(2000);
  });

  it('ignores an unknown scenario (with a warning) but still cleans the address', async () => {
    await boot();
    const changed = await markFirstUnreadRead();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const replaceUrl = vi.fn();
    expect(await boot('http://localhost/login?scenario=nope', replaceUrl)).toBe('default');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown scenario "nope"'));
    warn.mockRestore();
    expect(replaceUrl).toHaveBeenCalledWith('/login');
    expect(db.findById('notifications', changed)?.is_read).toBe(true);
  });

  it('reseeds the stored scenario when the schema version changed', async () => {
    await boot('http://localhost/?scenario=manager-no-branches');
    const changed = await markFirstUnreadRead();
    // Simulate data written by an older build.
    const request = indexedDB.open(databaseName);
    const idb = await new Promise<IDBDatabase>(
      (resolve) => (request.onsuccess = () => resolve(request.result)),
    );
    const tx = idb.transaction('meta', 'readwrite');
    tx.objectStore('meta').put(
      { scenario: 'manager-no-branches', schemaVersion: MOCK_SCHEMA_VERSION - 1, seededAt: '' },
      'state',
    );
    await new Promise((resolve) => (tx.oncomplete = resolve));
    idb.close();

    expect(await boot()).toBe('manager-no-branches');
    expect(db.findById('notifications', changed)?.is_read).toBe(false);
    await flushMockDb(); // the reseed over stale data is stored when idle, or by a call
    expect(await storedMeta()).toMatchObject({ schemaVersion: MOCK_SCHEMA_VERSION });
  });

  it('works without IndexedDB persistence', async () => {
    expect(await bootMockDb({ persistence: false, now: ANCHOR })).toBe('default');
    expect(db.branches.count()).toBe(5);
  });
});

describe('resetMockData', () => {
  it('switches scenario, stores it, and keeps the login', async () => {
    await boot();
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    await db.insert('sessions', {
      token: 'browser-token',
      user_id: owner.id,
      created_at: ANCHOR.toISOString(),
    });
    await flushMockDb();

    await resetMockData('empty');
    expect(getCurrentScenario()).toBe('empty');
    expect(db.branches.count()).toBe(0);
    expect(await storedMeta()).toMatchObject({ scenario: 'empty' });
    const session = db.sessions.findFirst((q) => q.where({ token: 'browser-token' }))!;
    expect(db.findById('users', session.user_id)?.email).toBe('owner@demo.test');

    expect(await boot()).toBe('empty');
    expect(db.sessions.findFirst((q) => q.where({ token: 'browser-token' }))).toBeDefined();
  });

  it('resets the current scenario by default, undoing changes', async () => {
    await boot();
    const changed = await markFirstUnreadRead();
    await resetMockData();
    expect(db.findById('notifications', changed)?.is_read).toBe(false);
  });

  it('refuses an unknown scenario', async () => {
    await boot();
    await expect(resetMockData('nope')).rejects.toThrow('Unknown mock scenario "nope"');
  });

  it('lists the scenarios with descriptions', () => {
    expect(listScenarios().map((scenario) => scenario.name)).toEqual([
      'default',
      'empty',
      'manager-no-branches',
      'busy',
    ]);
    expect(listScenarios().every((scenario) => scenario.description.length > 10)).toBe(true);
  });
});
