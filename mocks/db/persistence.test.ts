import { createMockDb, type MockDb } from './database';
import { MockDbPersistence, type ChannelLike, type PersistedMeta } from './persistence';
import { MOCK_SCHEMA_VERSION } from './schema';
import { seedScenario } from './seed';

const ANCHOR = new Date('2026-03-02T16:00:00Z');
const META: PersistedMeta = {
  scenario: 'default',
  schemaVersion: MOCK_SCHEMA_VERSION,
  seededAt: ANCHOR.toISOString(),
};

/** An in-memory BroadcastChannel: delivers to the other members, asynchronously, cloned. */
function createChannelHub() {
  const members = new Set<FakeChannel>();
  const posted: unknown[] = [];
  class FakeChannel implements ChannelLike {
    listeners = new Set<(event: MessageEvent) => void>();
    constructor() {
      members.add(this);
    }
    postMessage(message: unknown) {
      posted.push(message);
      for (const member of members) {
        if (member === this) continue;
        const data = structuredClone(message);
        setTimeout(
          () => member.listeners.forEach((listener) => listener({ data } as MessageEvent)),
          0,
        );
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      members.delete(this);
    }
  }
  return { posted, channel: () => new FakeChannel() };
}

let databaseName: string;
let opened: MockDbPersistence[] = [];

beforeEach(() => {
  databaseName = `movers-mock-db-test-${Math.random().toString(36).slice(2)}`;
});
afterEach(() => {
  opened.forEach((persistence) => persistence.close());
  opened = [];
});

async function open(db: MockDb, channel: ChannelLike | null = null) {
  const persistence = await MockDbPersistence.open(db, { databaseName, channel });
  opened.push(persistence);
  return persistence;
}

/** Lets queued timers and IndexedDB callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function seededWithPersistence(channel: ChannelLike | null = null) {
  const db = createMockDb();
  await db.silently(() => seedScenario(db, 'default', { now: ANCHOR }));
  const persistence = await open(db, channel);
  await persistence.writeSnapshot(META);
  persistence.start();
  return { db, persistence };
}

describe('IndexedDB persistence', () => {
  it('round-trips: a new db instance hydrates exactly what was written, changes included', async () => {
    const { db, persistence } = await seededWithPersistence();
    const first = db.notifications.findFirst((q) => q.where({ is_read: false }))!;
    await db.notifications.update(first, {
      data(draft) {
        draft.is_read = true;
      },
    });
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
  async function twoTabs() {
    const hub = createChannelHub();
    const a = await seededWithPersistence(hub.channel());
    const bDb = createMockDb();
    const b = await open(bDb, hub.channel());
    await b.hydrate();
    b.start();
    await settle();
    hub.posted.length = 0;
    return { hub, a, b: { db: bDb, persistence: b } };
  }

  it('applies a change from another tab in memory without writing or echoing it', async () => {
    const { hub, a, b } = await twoTabs();
    const target = a.db.notifications.findFirst((q) => q.where({ is_read: false }))!;
    await a.db.notifications.update(target, {
      data(draft) {
        draft.is_read = true;
      },
    });
    await a.persistence.flush();
    await settle();
    await b.persistence.flush();

    expect(b.db.findById('notifications', target.id)?.is_read).toBe(true);
    expect(a.persistence.writtenRecords).toBe(1);
    expect(b.persistence.writtenRecords).toBe(0);
    expect(hub.posted).toHaveLength(1);
  });

  it('never overwrites a newer stored record with a stale copy', async () => {
    const { a, b } = await twoTabs();
    // Tab A changes record 1, then tab B changes record 2: each writes only its own record.
    await a.db.notifications.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.title = 'from A';
      },
    });
    await a.persistence.flush();
    await settle();
    await b.db.notifications.update((q) => q.where({ id: 2 }), {
      data(draft) {
        draft.title = 'from B';
      },
    });
    await b.persistence.flush();
    await settle();

    const third = createMockDb();
    await (await open(third)).hydrate();
    expect(third.findById('notifications', 1)?.title).toBe('from A');
    expect(third.findById('notifications', 2)?.title).toBe('from B');
    expect(a.db.findById('notifications', 2)?.title).toBe('from B');
    expect(b.persistence.writtenRecords).toBe(1);
  });

  it('syncs creates and deletes', async () => {
    const { a, b } = await twoTabs();
    const session = await a.db.insert('sessions', {
      token: 'tab-a',
      user_id: 1,
      created_at: ANCHOR.toISOString(),
    });
    a.db.notifications.delete((q) => q.where({ id: 3 }));
    await a.persistence.flush();
    await settle();
    await b.persistence.flush();
    expect(b.db.findById('sessions', session.id)?.token).toBe('tab-a');
    expect(b.db.findById('notifications', 3)).toBeUndefined();
    // The receiving tab's next id moved on too.
    expect(b.db.nextId('sessions')).toBe(session.id + 1);
  });

  it('re-hydrates the other tabs after a reseed', async () => {
    const { a, b } = await twoTabs();
    await a.db.clearAll();
    await a.db.silently(() => seedScenario(a.db, 'empty', { now: ANCHOR }));
    await a.persistence.writeSnapshot({ ...META, scenario: 'empty' });
    await settle();
    await b.persistence.flush();
    expect(b.db.branches.count()).toBe(0);
    expect(b.db.snapshot()).toEqual(a.db.snapshot());
    expect(b.persistence.writtenRecords).toBe(0);
  });
});
