import { createMockDb, type MockDb } from './database';
import {
  BASE_KEY,
  idleAfter,
  MockDbPersistence,
  type ChannelLike,
  type PersistedMeta,
} from './persistence';
import { collectionNames, MOCK_SCHEMA_VERSION } from './schema';
import { seedScenario } from './seed';
import { createChannelHub } from '../testing/channels';

const ANCHOR = new Date('2026-03-02T16:00:00Z');
const META: PersistedMeta = {
  scenario: 'default',
  schemaVersion: MOCK_SCHEMA_VERSION,
  seededAt: ANCHOR.toISOString(),
};

let databaseName: string;
let opened: MockDbPersistence[] = [];

beforeEach(() => {
  databaseName = `movers-mock-db-test-${Math.random().toString(36).slice(2)}`;
});
afterEach(() => {
  opened.forEach((persistence) => persistence.close());
  opened = [];
});

async function open(
  db: MockDb,
  channel: ChannelLike | null = null,
  options: { onRemoteReset?: () => void } = {},
) {
  const persistence = await MockDbPersistence.open(db, { databaseName, channel, ...options });
  opened.push(persistence);
  return persistence;
}

/** Marks the db's first unread notification read (a local change); returns it. */
async function readFirstUnread(db: MockDb) {
  const first = db.notifications.findFirst((q) => q.where({ is_read: false }))!;
  await db.notifications.update(first, {
    data(draft) {
      draft.is_read = true;
    },
  });
  return first;
}

/** Lets queued timers and IndexedDB callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function seededWithPersistence(channel: ChannelLike | null = null) {
  const db = createMockDb();
  await db.silently(() => seedScenario(db, 'default', { now: ANCHOR }));
  const persistence = await open(db, channel);
  await persistence.writeSnapshot(META);
  // Committed, and its 'reset' told, before the caller opens another tab: in the background
  // it could come after that tab had started, which then heard of it once more than the test
  // said (a full run on a loaded machine, 2026-12-02).
  await persistence.flush();
  persistence.start();
  return { db, persistence };
}

/** One request's result. */
function get<T>(store: IDBObjectStore, key: IDBValidKey): Promise<T> {
  return new Promise((resolve) => {
    const request = store.get(key);
    request.onsuccess = () => resolve(request.result as T);
  });
}

/** Edits this test's stored data in one readwrite transaction (the app's own connection closed). */
async function editStored(edit: (records: IDBObjectStore, meta: IDBObjectStore) => Promise<void>) {
  const idb = await new Promise<IDBDatabase>((resolve) => {
    const request = indexedDB.open(databaseName);
    request.onsuccess = () => resolve(request.result);
  });
  const tx = idb.transaction(['records', 'meta'], 'readwrite');
  await edit(tx.objectStore('records'), tx.objectStore('meta'));
  await new Promise((resolve) => (tx.oncomplete = resolve));
  idb.close();
}

describe('IndexedDB persistence', () => {
  it('writes a snapshot as one text in one put, not a row per record; all of it is stored', async () => {
    const db = createMockDb();
    await db.silently(() => seedScenario(db, 'default', { now: ANCHOR }));
    const records = collectionNames.reduce((n, name) => n + db.collections[name].all().length, 0);
    expect(records).toBeGreaterThan(300);
    const persistence = await open(db);
    // Every put of this test's database (a write left by an earlier file must not count).
    const original = IDBObjectStore.prototype.put;
    const puts: Array<{ store: string; key: unknown; value: unknown }> = [];
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.transaction.db.name === databaseName)
        puts.push({ store: this.name, key: args[1], value: args[0] });
      return original.apply(this, args);
    });
    try {
      await persistence.writeSnapshot(META);
      await persistence.flush();
    } finally {
      put.mockRestore();
    }
    expect(puts.filter((p) => p.store === 'records')).toEqual([]);
    const base = puts.filter((p) => p.key === BASE_KEY);
    expect(base).toHaveLength(1);
    expect(typeof base[0].value).toBe('string');
    // All of it stored: a new db hydrates every record, as the db held it.
    const reopened = createMockDb();
    expect(await (await open(reopened)).hydrate()).toBe(true);
    expect(
      collectionNames.reduce((n, name) => n + reopened.collections[name].all().length, 0),
    ).toBe(records);
    expect(reopened.snapshot()).toEqual(db.snapshot());
  });

  it('reads data stored as rows alone (before the base existed), and refuses a base it cannot read', async () => {
    const { db, persistence } = await seededWithPersistence();
    await persistence.flush();
    persistence.close();
    opened = opened.filter((p) => p !== persistence);
    // Rewritten as the layout before: every record a row of its own, no base.
    await editStored(async (records, meta) => {
      const base = JSON.parse(await get<string>(meta, BASE_KEY)) as Record<
        string,
        Array<{ id: number }>
      >;
      meta.delete(BASE_KEY);
      for (const [collection, rows] of Object.entries(base))
        for (const data of rows) records.put({ collection, id: data.id, data });
    });
    const fromRows = createMockDb();
    expect(await (await open(fromRows)).hydrate()).toBe(true);
    expect(fromRows.snapshot()).toEqual(db.snapshot());
    // A base cut short (a write that never finished) is refused: the caller reseeds.
    await editStored(async (_, meta) => void meta.put('{"users": [', BASE_KEY));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await (await open(createMockDb())).hydrate()).toBe(false);
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('round-trips: a new db instance hydrates exactly what was written, changes included', async () => {
    const { db, persistence } = await seededWithPersistence();
    const first = await readFirstUnread(db);
    await db.insert('sessions', {
      token: 'kept-token',
      user_id: 1,
      created_at: ANCHOR.toISOString(),
    });
    db.notifications.delete((q) => q.where({ id: 2 }));
    await persistence.flush();
    expect(persistence.writtenRecords).toBe(3);

    const reopened = createMockDb();
    const second = await open(reopened);
    expect(await second.readMeta()).toEqual(META);
    expect(await second.hydrate()).toBe(true);
    expect(reopened.snapshot()).toEqual(db.snapshot());
    expect(reopened.findById('notifications', first.id)?.is_read).toBe(true);
    expect(reopened.findById('notifications', 2)).toBeUndefined();
    expect(reopened.sessions.findFirst((q) => q.where({ token: 'kept-token' }))).toBeDefined();
  });

  it('continues ids after hydration instead of reusing them', async () => {
    const { db } = await seededWithPersistence();
    const reopened = createMockDb();
    await (await open(reopened)).hydrate();
    const session = await reopened.insert('sessions', {
      token: 'x',
      user_id: 1,
      created_at: ANCHOR.toISOString(),
    });
    expect(session.id).toBe(1);
    const { id: _id, ...values } = db.notifications.all()[0];
    const notification = await reopened.insert('notifications', { ...values, title: 'New one' });
    expect(notification.id).toBe(db.notifications.count() + 1);
  });

  it('writes only the records that changed, once per batch', async () => {
    const { db, persistence } = await seededWithPersistence();
    const record = db.notifications.findFirst((q) => q.where({ id: 1 }))!;
    for (const title of ['a', 'b', 'c']) {
      await db.notifications.update(record, {
        data(draft) {
          draft.title = title;
        },
      });
    }
    await persistence.flush();
    expect(persistence.writtenRecords).toBe(1);
  });

  it('does not write hydration or seeding back', async () => {
    const { persistence } = await seededWithPersistence();
    await persistence.hydrate();
    await persistence.flush();
    expect(persistence.writtenRecords).toBe(0);
  });

  describe('hydration validates a sample of what this db stored (5/8)', () => {
    /** Rewrites the stored users whose index (in id order) `which` picks with an email of 42. */
    async function spoilStoredUsers(which: (index: number, count: number) => boolean) {
      await editStored(async (_, meta) => {
        const base = JSON.parse(await get<string>(meta, BASE_KEY)) as {
          users: Array<{ id: number; email: unknown }>;
        };
        const users = [...base.users].sort((a, b) => a.id - b.id);
        expect(users.length).toBeGreaterThan(3);
        users.forEach((user, i) => {
          if (which(i, users.length)) user.email = 42;
        });
        meta.put(JSON.stringify(base), BASE_KEY);
      });
    }
    const hydrateQuietly = async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        return await (await open(createMockDb())).hydrate();
      } finally {
        warn.mockRestore();
        error.mockRestore();
      }
    };

    it('refuses a collection whose shape changed (every record), so the caller reseeds', async () => {
      const { persistence } = await seededWithPersistence();
      await persistence.flush();
      persistence.close();
      await spoilStoredUsers(() => true);
      expect(await hydrateQuietly()).toBe(false);
    });

    it.each([
      ['first', (i: number) => i === 0],
      ['middle', (i: number, n: number) => i === (n - 1) >> 1],
      ['last', (i: number, n: number) => i === n - 1],
    ])('refuses a collection whose %s record does not fit', async (_, which) => {
      const { persistence } = await seededWithPersistence();
      await persistence.flush();
      persistence.close();
      await spoilStoredUsers(which);
      expect(await hydrateQuietly()).toBe(false);
    });

    it('takes the records it does not sample as this db stored them (the trade-off)', async () => {
      const { db, persistence } = await seededWithPersistence();
      await persistence.flush();
      persistence.close();
      const second = db.users.all().sort((a, b) => a.id - b.id)[1]!;
      expect(db.users.count()).toBeGreaterThanOrEqual(5); // the second is not sampled
      await spoilStoredUsers((i) => i === 1);
      const reopened = createMockDb();
      expect(await (await open(reopened)).hydrate()).toBe(true);
      expect(reopened.findById('users', second.id)?.email).toBe(42);
    });
  });

  it('reports stored data that no longer fits the schemas so the caller can reseed', async () => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('records', { keyPath: ['collection', 'id'] });
      request.result.createObjectStore('meta');
    };
    const idb = await new Promise<IDBDatabase>(
      (resolve) => (request.onsuccess = () => resolve(request.result)),
    );
    const tx = idb.transaction('records', 'readwrite');
    tx.objectStore('records').put({
      collection: 'users',
      id: 1,
      data: { id: 1, email: 'not an email' },
    });
    tx.objectStore('records').put({ collection: 'gone-collection', id: 1, data: { id: 1 } });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    idb.close();

    const db = createMockDb();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {}); // @msw/data logs the zod issues
    expect(await (await open(db)).hydrate()).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
    expect(db.users.count()).toBe(0);
  });
});

describe('cross-tab sync', () => {
  async function twoTabs(bOptions: { onRemoteReset?: () => void } = {}) {
    const hub = createChannelHub();
    const a = await seededWithPersistence(hub.channel());
    const bDb = createMockDb();
    const b = await open(bDb, hub.channel(), bOptions);
    await b.hydrate();
    b.start();
    await hub.delivered();
    hub.posted.length = 0;
    return { hub, a, b: { db: bDb, persistence: b } };
  }

  it('a change another tab makes while this one starts is applied once it has started', async () => {
    const hub = createChannelHub();
    const a = await seededWithPersistence(hub.channel());
    const bDb = createMockDb();
    const b = await open(bDb, hub.channel());
    await b.hydrate({ inSlices: true });
    // Tab A's change reaches tab B after its load and before its start (the demo's start
    // gives the page tasks in between): held, not lost.
    const target = await readFirstUnread(a.db);
    await a.persistence.flush();
    await hub.delivered();
    expect(bDb.findById('notifications', target.id)?.is_read).toBe(false);
    b.start();
    await b.flush();
    expect(bDb.findById('notifications', target.id)?.is_read).toBe(true);
    expect(b.writtenRecords).toBe(0);
  });

  it('applies a change from another tab in memory without writing or echoing it', async () => {
    const { hub, a, b } = await twoTabs();
    const target = await readFirstUnread(a.db);
    await a.persistence.flush();
    await hub.delivered();
    await b.persistence.flush();

    expect(b.db.findById('notifications', target.id)?.is_read).toBe(true);
    expect(a.persistence.writtenRecords).toBe(1);
    expect(b.persistence.writtenRecords).toBe(0);
    expect(hub.posted).toHaveLength(1);
  });

  it('never overwrites a newer stored record with a stale copy', async () => {
    const { hub, a, b } = await twoTabs();
    // Tab A changes record 1, then tab B changes record 2: each writes only its own record.
    await a.db.notifications.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.title = 'from A';
      },
    });
    await a.persistence.flush();
    await hub.delivered();
    await b.db.notifications.update((q) => q.where({ id: 2 }), {
      data(draft) {
        draft.title = 'from B';
      },
    });
    await b.persistence.flush();
    await hub.delivered();

    const third = createMockDb();
    await (await open(third)).hydrate();
    expect(third.findById('notifications', 1)?.title).toBe('from A');
    expect(third.findById('notifications', 2)?.title).toBe('from B');
    expect(a.db.findById('notifications', 2)?.title).toBe('from B');
    expect(b.persistence.writtenRecords).toBe(1);
  });

  it('syncs creates and deletes', async () => {
    const { hub, a, b } = await twoTabs();
    const session = await a.db.insert('sessions', {
      token: 'tab-a',
      user_id: 1,
      created_at: ANCHOR.toISOString(),
    });
    a.db.notifications.delete((q) => q.where({ id: 3 }));
    await a.persistence.flush();
    await hub.delivered();
    await b.persistence.flush();
    expect(b.db.findById('sessions', session.id)?.token).toBe('tab-a');
    expect(b.db.findById('notifications', 3)).toBeUndefined();
    // The receiving tab's next id moved on too.
    expect(b.db.nextId('sessions')).toBe(session.id + 1);
  });

  it('re-hydrates the other tabs after a reseed, then tells them (their pages refetch)', async () => {
    // Tab B's branches each time it is told (its start hydrates A's first snapshot too).
    const told = { db: null as MockDb | null, branches: [] as number[] };
    const { hub, a, b } = await twoTabs({
      onRemoteReset: () => told.branches.push(told.db?.branches.count() ?? -1),
    });
    told.db = b.db;
    told.branches.length = 0;
    await a.db.clearAll();
    await a.db.silently(() => seedScenario(a.db, 'empty', { now: ANCHOR }));
    await a.persistence.writeSnapshot({ ...META, scenario: 'empty' });
    // Committed (it goes on in the background), then told: 'reset' is posted now.
    await a.persistence.flush();
    await hub.delivered();
    await b.persistence.flush();
    expect(b.db.branches.count()).toBe(0);
    expect(b.db.snapshot()).toEqual(a.db.snapshot());
    expect(b.persistence.writtenRecords).toBe(0);
    // Told once, with the new data in (review 54).
    expect(told.branches).toEqual([0]);
  });

  it('a snapshot commits in the background: flush() waits for it, and the reset is told after', async () => {
    const hub = createChannelHub();
    const db = createMockDb();
    await db.silently(() => seedScenario(db, 'default', { now: ANCHOR }));
    const persistence = await open(db, hub.channel());
    await persistence.writeSnapshot(META);
    // Queued, not yet committed: the other tabs are not told yet (nothing to re-read).
    expect(hub.posted).toEqual([]);
    // A change made now is not in the snapshot's rows (each put copied its record).
    persistence.start();
    const first = await readFirstUnread(db);
    await persistence.flush();
    expect(hub.posted).toEqual([
      { source: 'movers-mock-db', origin: persistence.tabId, type: 'reset' },
      expect.objectContaining({ type: 'changes' }),
    ]);
    const reopened = createMockDb();
    expect(await (await open(reopened)).hydrate()).toBe(true);
    expect(reopened.snapshot()).toEqual(db.snapshot());
    expect(reopened.findById('notifications', first.id)?.is_read).toBe(true);
  });

  describe('a snapshot scheduled for an idle moment (a first load)', () => {
    /** The page's idle moments, run by hand. */
    function idleMoments() {
      const tasks = new Set<() => void>();
      return {
        whenIdle: (task: () => void) => {
          tasks.add(task);
          return () => tasks.delete(task);
        },
        waiting: () => tasks.size,
        idle: () => [...tasks].forEach((task) => (tasks.delete(task), task())),
      };
    }
    async function scheduled(hub = createChannelHub()) {
      const db = createMockDb();
      await db.silently(() => seedScenario(db, 'default', { now: ANCHOR }));
      const moments = idleMoments();
      const persistence = await MockDbPersistence.open(db, {
        databaseName,
        channel: hub.channel(),
        whenIdle: moments.whenIdle,
      });
      opened.push(persistence);
      persistence.scheduleSnapshot(META);
      persistence.start();
      return { db, persistence, hub, moments };
    }
    const stored = async () => {
      const reader = createMockDb();
      const other = await open(reader);
      return { meta: await other.readMeta(), hydrated: await other.hydrate(), db: reader };
    };

    it('is not written when scheduled, and is once the page is idle', async () => {
      const { db, hub, persistence, moments } = await scheduled();
      expect((await stored()).meta).toBeUndefined();
      expect(hub.posted).toEqual([]);
      expect(moments.waiting()).toBe(1);
      moments.idle();
      // Its commit (it is no longer waiting: nothing is written twice). Told once flush() is
      // back, before anything else runs: a flush asked as the idle moment started the write
      // came back before the commit, while the write waited for the ones before it.
      await persistence.flush();
      expect(hub.posted).toEqual([expect.objectContaining({ type: 'reset' })]);
      const after = await stored();
      expect(after.meta).toEqual(META);
      expect(after.db.snapshot()).toEqual(db.snapshot());
    });

    it('flush() (every handler awaits it) writes it at once, with the changes made before', async () => {
      const { db, persistence } = await scheduled();
      const first = await readFirstUnread(db);
      await persistence.flush();
      const after = await stored();
      expect(after.meta).toEqual(META);
      expect(after.hydrated).toBe(true);
      expect(after.db.findById('notifications', first.id)?.is_read).toBe(true);
      expect(after.db.snapshot()).toEqual(db.snapshot());
    });

    it('a record created before it is written gets the next id of the world and is stored with it', async () => {
      const { db, persistence } = await scheduled();
      const maxId = Math.max(...db.users.findMany().map((user) => user.id));
      const { id: _taken, ...template } = db.users.findFirst((q) => q.where({ id: 1 }))!;
      const user = await db.insert('users', { ...template, email: 'late@demo.test' });
      expect(user.id).toBe(maxId + 1);
      await persistence.flush();
      const after = await stored();
      expect(after.meta).toEqual(META);
      expect(after.db.findById('users', user.id)?.email).toBe('late@demo.test');
    });

    it('close() drops it (the db is being replaced)', async () => {
      const { persistence, moments } = await scheduled();
      persistence.close();
      opened = opened.filter((p) => p !== persistence);
      expect(moments.waiting()).toBe(0);
      expect((await stored()).meta).toBeUndefined();
    });

    describe('idleAfter(ready): the idle moments once the mock has started', () => {
      function gate() {
        let open!: () => void;
        let fail!: (error: Error) => void;
        const ready = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
        return { ready, open: () => open(), fail: (error: Error) => fail(error) };
      }

      it('looks for an idle moment only once ready has settled', async () => {
        const moments = idleMoments();
        const { ready, open } = gate();
        const task = vi.fn();
        idleAfter(ready, moments.whenIdle)(task);
        await settle();
        expect(moments.waiting()).toBe(0); // the start's own idle moments are not used
        open();
        await settle();
        expect(moments.waiting()).toBe(1);
        expect(task).not.toHaveBeenCalled();
        moments.idle();
        expect(task).toHaveBeenCalledOnce();
      });

      it('a failed start still lets it run; a cancel before or after the start drops it', async () => {
        const moments = idleMoments();
        const failed = gate();
        const task = vi.fn();
        idleAfter(failed.ready, moments.whenIdle)(task);
        failed.fail(new Error('no worker'));
        await settle();
        moments.idle();
        expect(task).toHaveBeenCalledOnce();

        const before = gate();
        const early = vi.fn();
        idleAfter(before.ready, moments.whenIdle)(early)();
        before.open();
        await settle();
        expect(moments.waiting()).toBe(0);

        const after = gate();
        const late = vi.fn();
        const cancel = idleAfter(after.ready, moments.whenIdle)(late);
        after.open();
        await settle();
        expect(moments.waiting()).toBe(1);
        cancel();
        expect(moments.waiting()).toBe(0);
        expect([early, late].map((fn) => fn.mock.calls.length)).toEqual([0, 0]);
      });
    });
  });

  describe('ids of records created in two tabs', () => {
    const session = (token: string) => ({
      token,
      user_id: 1,
      created_at: ANCHOR.toISOString(),
    });
    const maxId = (db: MockDb, name: 'sessions' | 'notifications') =>
      Math.max(0, ...db[name].all().map((record) => record.id));
    /** Records of every collection by id (tabs that received records in another order agree). */
    const byId = (db: MockDb) =>
      Object.fromEntries(
        Object.entries(db.snapshot()).map(([name, records]) => [
          name,
          [...records].sort((x, y) => x.id - y.id),
        ]),
      );

    /**
     * Until the tabs are quiet: every message delivered and applied, every write done, and a
     * round that posted nothing new (an applied message may be answered). A 20 ms pause
     * between two flushes was too short on a loaded machine: a full run found one tab without
     * the other's sessions (2026-12-07).
     */
    async function settleBoth(
      hub: ReturnType<typeof createChannelHub>,
      ...tabs: Array<{ persistence: MockDbPersistence }>
    ) {
      for (let round = 0; round < 50; round++) {
        const posted = hub.posted.length;
        await hub.delivered();
        for (const tab of tabs) await tab.persistence.flush();
        if (hub.posted.length === posted) return;
      }
      throw new Error('the two tabs did not settle in 50 rounds');
    }

    it('two tabs creating at the same moment get different, consecutive ids and keep both records', async () => {
      const { hub, a, b } = await twoTabs();
      // Where the seed's ids go on: the same in both tabs, whichever seeded.
      const sessionBase = (a.db.nextIds().sessions ?? 1) - 1;
      const notificationBase = (a.db.nextIds().notifications ?? 1) - 1;
      const { id: _id, ...notification } = a.db.notifications.all()[0];
      // Interleaved, none awaited before the others start: each tab alone would pick "max + 1".
      const created = await Promise.all([
        a.db.insert('sessions', session('a1')),
        b.db.insert('sessions', session('b1')),
        a.db.insert('sessions', session('a2')),
        b.db.insert('sessions', session('b2')),
        a.db.insert('notifications', { ...notification, title: 'from A' }),
        b.db.insert('notifications', { ...notification, title: 'from B' }),
      ]);
      await settleBoth(hub, a, b);

      const sessionIds = created.slice(0, 4).map((record) => record.id);
      expect([...sessionIds].sort((x, y) => x - y)).toEqual(
        [1, 2, 3, 4].map((step) => sessionBase + step),
      );
      const notificationIds = created.slice(4).map((record) => record.id);
      expect([...notificationIds].sort((x, y) => x - y)).toEqual([
        notificationBase + 1,
        notificationBase + 2,
      ]);

      // Stored: a tab opened now sees all of them; and each tab has the other's records.
      const third = createMockDb();
      await (await open(third)).hydrate();
      for (const db of [a.db, b.db, third]) {
        expect(db.sessions.all().map((record) => record.token)).toEqual(
          expect.arrayContaining(['a1', 'a2', 'b1', 'b2']),
        );
        expect(db.notifications.findMany((q) => q.where({ title: 'from A' }))).toHaveLength(1);
        expect(db.notifications.findMany((q) => q.where({ title: 'from B' }))).toHaveLength(1);
        expect(byId(db)).toEqual(byId(third));
      }
      expect(a.persistence.writtenRecords).toBe(3);
      expect(b.persistence.writtenRecords).toBe(3);
    });

    it('many concurrent creates in both tabs: no id is given twice', async () => {
      const { hub, a, b } = await twoTabs();
      const base = maxId(a.db, 'sessions');
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? b : a).db.insert('sessions', session(`t${index}`)),
        ),
      );
      await settleBoth(hub, a, b);
      expect(created.map((record) => record.id).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, index) => base + index + 1),
      );
      expect(a.db.sessions.count()).toBe(b.db.sessions.count());
      expect(byId(a.db)).toEqual(byId(b.db));
    });

    it('blocks of ids reserved at once by two tabs are consecutive and never overlap', async () => {
      const { hub, a, b } = await twoTabs();
      const base = maxId(a.db, 'sessions');
      const [fromA, fromB, one] = await Promise.all([
        a.db.reserveIds('sessions', 5),
        b.db.reserveIds('sessions', 3),
        a.db.reserveId('sessions'),
      ]);
      for (const block of [fromA, fromB])
        expect(block).toEqual(block.map((_, index) => block[0] + index));
      expect([...fromA, ...fromB, one].sort((x, y) => x - y)).toEqual(
        Array.from({ length: 9 }, (_, index) => base + index + 1),
      );
      // Reserved ids are inserted without a second claim, and the next fresh id goes past them.
      await a.db.insert('sessions', { ...session('reserved'), id: fromA[4] });
      expect((await b.db.insert('sessions', session('after'))).id).toBe(base + 10);
      await settleBoth(hub, a, b);
      expect(b.db.findById('sessions', fromA[4])?.token).toBe('reserved');
    });

    it('an id taken with nextId is claimed, and refused if another tab already has it', async () => {
      const { hub, a, b } = await twoTabs();
      const base = maxId(a.db, 'sessions');

      // Claimed: the other tab's next id goes past it.
      const claimed = a.db.nextId('sessions');
      expect(claimed).toBe(base + 1);
      await a.db.insert('sessions', { ...session('claimed'), id: claimed });
      expect((await b.db.insert('sessions', session('next'))).id).toBe(base + 2);
      await settleBoth(hub, a, b);

      // B's record (base + 3) is created before A, which has not heard of it, uses nextId.
      const early = await b.db.reserveId('sessions');
      const stale = a.db.nextId('sessions');
      expect(stale).toBe(early);
      await b.db.insert('sessions', { ...session('b-first'), id: early });
      await expect(a.db.insert('sessions', { ...session('a-late'), id: stale })).rejects.toThrow(
        'taken',
      );
      await settleBoth(hub, a, b);
      expect(a.db.findById('sessions', early)?.token).toBe('b-first');
      const third = createMockDb();
      await (await open(third)).hydrate();
      expect(third.findById('sessions', early)?.token).toBe('b-first');
    });

    it('does not reuse the id of a deleted record, even in a tab opened later', async () => {
      const { a } = await twoTabs();
      const base = maxId(a.db, 'sessions');
      const created = await a.db.insert('sessions', session('gone'));
      a.db.sessions.delete((q) => q.where({ id: created.id }));
      await a.persistence.flush();

      const later = createMockDb();
      const persistence = await open(later);
      await persistence.hydrate();
      persistence.start();
      expect(maxId(later, 'sessions')).toBe(base);
      expect((await later.insert('sessions', session('new'))).id).toBe(base + 2);
    });

    it('a reseed restarts the ids at "max + 1" of the new data', async () => {
      const { hub, a, b } = await twoTabs();
      const base = maxId(a.db, 'sessions');
      await a.db.insert('sessions', session('before'));
      await settleBoth(hub, a, b);
      await a.db.clearAll();
      await a.db.silently(() => seedScenario(a.db, 'default', { now: ANCHOR }));
      await a.persistence.writeSnapshot(META);
      await settleBoth(hub, a, b);
      expect((await b.db.insert('sessions', session('after'))).id).toBe(base + 1);
    });

    it('without persistence (Node) ids stay "max + 1" in memory', async () => {
      const db = createMockDb();
      expect((await db.insert('sessions', session('x'))).id).toBe(1);
      expect(await db.reserveId('sessions')).toBe(2);
      expect((await db.insert('sessions', session('y'))).id).toBe(3);
    });
  });
});
