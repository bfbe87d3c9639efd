import type { DbChange, IdAllocator, LoadOptions, MockDb, RemoteChange } from './database';
import { collectionNames, isCollectionName, type CollectionName } from './schema';

export const DEFAULT_DATABASE_NAME = 'movers-mock-db';
const IDB_VERSION = 1;
const RECORDS = 'records';
const META = 'meta';
const META_KEY = 'state';
/** Per collection, in `meta`: the lowest id no tab has been given yet. */
const NEXT_ID_PREFIX = 'next-id:';
const reportWriteFailure = (error: unknown) =>
  console.error('[mocks] could not write demo data to IndexedDB', error);
/** How long a scheduled snapshot waits for an idle moment at most. */
const SNAPSHOT_IDLE_TIMEOUT_MS = 2_000;
/**
 * In `meta`: a snapshot's records, as one JSON text (`{ [collection]: record[] }`). The rows of
 * `records` are the changes made since, over it: a record written again, or a tombstone for
 * one deleted. One text is one put: a snapshot of a thousand rows was a thousand puts, each
 * copying its record on the main thread (~230 ms at 4x CPU after every first demo load, and
 * the browser's own work for each row).
 */
export const BASE_KEY = 'base';

/** What the stored data is: which scenario seeded it and with which schema version. */
export interface PersistedMeta {
  scenario: string;
  schemaVersion: number;
  seededAt: string;
}

/** A row of `records`: a record as written, or (`deleted`) a record the base holds no more. */
interface StoredRecord {
  collection: string;
  id: number;
  data?: Record<string, unknown>;
  deleted?: true;
}

/** The part of BroadcastChannel we use, so tests can pass a fake. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type SyncMessage =
  | { source: 'movers-mock-db'; origin: string; type: 'changes'; changes: RemoteChange[] }
  | { source: 'movers-mock-db'; origin: string; type: 'reset' };

export interface PersistenceOptions {
  /** One IndexedDB database per origin; tests pass unique names. */
  databaseName?: string;
  indexedDB?: IDBFactory;
  /** `null` turns cross-tab sync off; default: a BroadcastChannel named like the database. */
  channel?: ChannelLike | null;
  /**
   * Runs `task` at the page's next idle moment and returns how to cancel it (a scheduled
   * snapshot); default: requestIdleCallback (at most 2 s), else the next task.
   */
  whenIdle?: (task: () => void) => () => void;
  /**
   * After another tab's reseed (Reset, a scenario switch) has been loaded here: the page's
   * own copies of the data are older than it (review 54: the other tab's list kept its read
   * rows under counts of 10 unread).
   */
  onRemoteReset?: () => void;
}

function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: SNAPSHOT_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/**
 * A `whenIdle` that starts looking for an idle moment only once `ready` has settled (5/8: the
 * demo's start). The first load's snapshot (then ~1,000 puts, ~55 ms of main thread at 4x
 * CPU) was scheduled while the service worker registered, whose waits leave idle moments;
 * written in one of them, it held up the worker's answer, and the login page's readiness.
 */
export function idleAfter(
  ready: Promise<unknown>,
  idle: (task: () => void) => () => void = whenIdle,
): (task: () => void) => () => void {
  return (task) => {
    let cancelIdle: (() => void) | undefined;
    let cancelled = false;
    const schedule = () => {
      if (!cancelled) cancelIdle = idle(task);
    };
    ready.then(schedule, schedule);
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const req = factory.open(name, IDB_VERSION);
  // One store for all collections (key [collection, id]) so adding a collection needs no
  // IndexedDB upgrade; the IDB version only changes if this layout does.
  req.onupgradeneeded = () => {
    const idb = req.result;
    if (!idb.objectStoreNames.contains(RECORDS))
      idb.createObjectStore(RECORDS, { keyPath: ['collection', 'id'] });
    if (!idb.objectStoreNames.contains(META)) idb.createObjectStore(META);
  };
  return request(req);
}

/** The keys of a collection's rows in `records` (key `[collection, id]`). */
function rowsOf(collection: CollectionName): IDBKeyRange {
  return IDBKeyRange.bound([collection, -Infinity], [collection, Infinity]);
}

function isSyncMessage(value: unknown): value is SyncMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { source?: unknown }).source === 'movers-mock-db'
  );
}

/**
 * Keeps a MockDb in IndexedDB and in step with the other tabs of the origin.
 *
 * - Local changes (from the db's change feed) are collected and flushed on the next task:
 *   each touched record is written (or deleted) on its own, never the whole database, and
 *   the new versions are broadcast.
 * - A broadcast from another tab is applied to the in-memory collections through
 *   `db.applyRemote`, which does not report it to the change feed, so it is neither written
 *   again nor echoed: two tabs never overwrite each other with stale copies.
 * - A reseed writes a full snapshot and broadcasts `reset`; other tabs re-hydrate.
 * - New ids come from a per-collection counter in `meta`, read and moved on inside one
 *   readwrite transaction: IndexedDB runs such transactions one after the other, across
 *   tabs too, so two tabs creating records at the same moment get different ids.
 */
export class MockDbPersistence {
  readonly tabId = Math.random().toString(36).slice(2);
  /** Records written by local changes since open (a diagnostic for tests). */
  writtenRecords = 0;
  #db: MockDb;
  #idb: IDBDatabase;
  #channel: ChannelLike | null;
  #pending = new Map<string, { collection: CollectionName; id: number }>();
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #scheduled: { meta: PersistedMeta; cancel: () => void } | undefined;
  #whenIdle: (task: () => void) => () => void;
  #inbox: Promise<void> = Promise.resolve();
  /** Settles once the last snapshot asked for has its write queued in #flushing. */
  #snapshotQueued: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | undefined;
  #releaseIds: (() => void) | undefined;
  /**
   * Messages from other tabs that came before start(), which applies them in order. The
   * listener is there from open(): a BroadcastChannel keeps no message for a listener added
   * later, and the demo's start gives the page tasks while it loads (load's inSlices), in
   * which another tab's change or reseed would otherwise be lost.
   */
  #held: unknown[] | null = [];
  #onRemoteReset: (() => void) | undefined;
  #onMessage = (event: MessageEvent) =>
    this.#held ? this.#held.push(event.data) : this.#receive(event.data);

  private constructor(
    db: MockDb,
    idb: IDBDatabase,
    channel: ChannelLike | null,
    idle: (task: () => void) => () => void,
  ) {
    this.#db = db;
    this.#idb = idb;
    this.#channel = channel;
    this.#whenIdle = idle;
    this.#channel?.addEventListener('message', this.#onMessage);
  }

  static async open(db: MockDb, options: PersistenceOptions = {}): Promise<MockDbPersistence> {
    const name = options.databaseName ?? DEFAULT_DATABASE_NAME;
    const factory = options.indexedDB ?? globalThis.indexedDB;
    if (!factory) throw new Error('IndexedDB is not available');
    const idb = await openDatabase(factory, name);
    let channel = options.channel;
    if (channel === undefined) {
      channel =
        typeof BroadcastChannel === 'undefined'
          ? null
          : (new BroadcastChannel(name) as ChannelLike);
    }
    const persistence = new MockDbPersistence(db, idb, channel, options.whenIdle ?? whenIdle);
    persistence.#onRemoteReset = options.onRemoteReset;
    return persistence;
  }

  async readMeta(): Promise<PersistedMeta | undefined> {
    const tx = this.#idb.transaction(META, 'readonly');
    return (await request(tx.objectStore(META).get(META_KEY))) as PersistedMeta | undefined;
  }

  /**
   * Loads every stored record into the db (replacing what it holds). Returns false when the
   * stored data does not fit the schemas, so the caller can reseed instead.
   */
  async hydrate({ inSlices = false }: Pick<LoadOptions, 'inSlices'> = {}): Promise<boolean> {
    const tx = this.#idb.transaction([RECORDS, META], 'readonly');
    const [base, rows] = await Promise.all([
      request(tx.objectStore(META).get(BASE_KEY)) as Promise<string | undefined>,
      request(tx.objectStore(RECORDS).getAll()) as Promise<StoredRecord[]>,
    ]);
    // The base, then the rows over it (a change, or a tombstone), by id. Data stored before
    // the base existed is rows alone.
    const byId = new Map<CollectionName, Map<number, unknown>>();
    const recordsOf = (name: CollectionName) => {
      let records = byId.get(name);
      if (!records) byId.set(name, (records = new Map()));
      return records;
    };
    try {
      const snapshot = base === undefined ? {} : (JSON.parse(base) as Record<string, unknown>);
      for (const [name, records] of Object.entries(snapshot)) {
        // A collection that no longer exists is ignored, not fatal.
        if (!isCollectionName(name) || !Array.isArray(records)) continue;
        const into = recordsOf(name);
        for (const record of records as Array<{ id: number }>) into.set(record.id, record);
      }
    } catch (error) {
      console.warn('[mocks] stored demo data could not be read; reseeding', error);
      return false;
    }
    for (const row of rows) {
      if (!isCollectionName(row.collection)) continue;
      if (row.deleted) recordsOf(row.collection).delete(row.id);
      else recordsOf(row.collection).set(row.id, { ...row.data, id: row.id });
    }
    const byCollection: Partial<Record<CollectionName, unknown[]>> = {};
    for (const [name, records] of byId) byCollection[name] = [...records.values()];
    try {
      // Written by this db (the caller checked the schema version): a sample is validated.
      // The records were parsed for this load: the db keeps them (owned).
      await this.#db.load(byCollection, { trusted: 'sampled', inSlices, owned: true });
      return true;
    } catch (error) {
      console.warn('[mocks] stored demo data does not fit the schemas; reseeding', error);
      await this.#db.clearAll();
      return false;
    }
  }

  /**
   * Replaces everything stored with the db's current content (one JSON text, `BASE_KEY`, and
   * no rows over it) and tells other tabs once it is written. Returns when the write is
   * queued (the text is made at once, so later changes cannot leak into it); the commit goes
   * on in the background and `flush()` (which every handler awaits before answering) waits
   * for it. A first demo load does not wait for its data to reach the disk before the app can
   * answer (5/8: mock /login interactive). A failed write keeps the in-memory db and says so,
   * as for any batch.
   */
  async writeSnapshot(meta: PersistedMeta): Promise<void> {
    // One waiting for an idle moment is superseded: this one holds the db as it is now.
    this.#scheduled?.cancel();
    this.#scheduled = undefined;
    // Known to flush() from here on, though its write is queued only once the writes before
    // it are done: a flush() asked meanwhile (a handler's, as the idle moment started the
    // first load's snapshot) returned before the snapshot's commit and answered early.
    const queued = this.#snapshotQueued.then(() => this.#queueSnapshot(meta));
    this.#snapshotQueued = queued.catch(() => undefined);
    await queued;
  }

  async #queueSnapshot(meta: PersistedMeta): Promise<void> {
    await this.#flushWrites();
    this.#pending.clear();
    // The records as the db holds them now (JSON keeps their data and drops what is not).
    // A change made after this is written as a row of its own, after this transaction.
    const snapshot: Record<string, unknown[]> = {};
    for (const name of collectionNames) snapshot[name] = this.#db.collections[name].all();
    const base = JSON.stringify(snapshot);
    const tx = this.#idb.transaction([RECORDS, META], 'readwrite');
    // The id counters restart from the new data: where this db's in-memory ids would go on,
    // so every tab (and every reload) continues with the ids Node would give.
    const metaStore = tx.objectStore(META);
    metaStore.clear();
    metaStore.put(meta, META_KEY);
    metaStore.put(base, BASE_KEY);
    for (const [name, next] of Object.entries(this.#db.nextIds()))
      metaStore.put(next, NEXT_ID_PREFIX + name);
    tx.objectStore(RECORDS).clear();
    const written = done(tx).then(
      () => this.#post({ source: 'movers-mock-db', origin: this.tabId, type: 'reset' }),
      reportWriteFailure,
    );
    this.#flushing = this.#flushing.then(() => written);
  }

  /**
   * `writeSnapshot`, once the page is idle (5/8: the demo's first load). A first load's world
   * is the same precomputed one whenever it is written, and writing it is main-thread work
   * (its text), so the login page becomes usable first. Anything that needs the stored data
   * runs it at once: `flush()` (which every handler awaits before answering) and a local
   * change's write. Ids need it not: the counters the snapshot stores are the db's own.
   */
  scheduleSnapshot(meta: PersistedMeta): void {
    this.#scheduled?.cancel();
    const cancel = this.#whenIdle(() => void this.#writeScheduled().catch(reportWriteFailure));
    this.#scheduled = { meta, cancel };
  }

  /** Writes a scheduled snapshot now, if one is waiting. */
  #writeScheduled(): Promise<void> {
    const scheduled = this.#scheduled;
    if (!scheduled) return Promise.resolve();
    scheduled.cancel();
    this.#scheduled = undefined;
    return this.writeSnapshot(scheduled.meta);
  }

  /** Starts writing local changes and listening to other tabs. */
  start(): void {
    if (this.#unsubscribe) return;
    this.#unsubscribe = this.#db.onChange((change) => this.#enqueue(change));
    this.#releaseIds = this.#db.setIdAllocator(this.#ids);
    const held = this.#held ?? [];
    this.#held = null;
    for (const message of held) this.#receive(message);
  }

  /** Resolves once every change made so far is written (and received changes applied). */
  async flush(): Promise<void> {
    await this.#writeScheduled();
    await this.#snapshotQueued;
    await this.#flushWrites();
  }

  /** Writes the local changes collected so far, after what is queued; applies received ones. */
  async #flushWrites(): Promise<void> {
    if (this.#flushTimer !== undefined) {
      clearTimeout(this.#flushTimer);
      this.#flushTimer = undefined;
      this.#flushing = this.#flushing.then(() => this.#writePending());
    }
    await this.#flushing;
    await this.#inbox;
  }

  close(): void {
    this.#scheduled?.cancel();
    this.#scheduled = undefined;
    if (this.#flushTimer !== undefined) clearTimeout(this.#flushTimer);
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#releaseIds?.();
    this.#releaseIds = undefined;
    this.#channel?.removeEventListener('message', this.#onMessage);
    this.#channel?.close();
    this.#idb.close();
  }

  /** The allocator the db uses while this persistence runs. */
  #ids: IdAllocator = {
    allocate: async (collection, floor, count = 1) => {
      let id = 0;
      await this.#moveNextId(collection, (next) => (id = Math.max(next, floor)) + count);
      return id;
    },
    claim: async (collection, id) => {
      let free = false;
      await this.#moveNextId(collection, (next) => {
        free = id >= next;
        return free ? id + 1 : next;
      });
      return free;
    },
  };

  /**
   * In one readwrite transaction over `records` and `meta`: finds the collection's lowest id
   * no tab has been given (the stored counter, and past the highest stored row, for data
   * written before counters existed) and stores what `move` makes of it. IndexedDB runs
   * readwrite transactions on the same stores one after the other, across tabs too, so no
   * two tabs ever see the same counter.
   */
  async #moveNextId(collection: CollectionName, move: (next: number) => number): Promise<void> {
    const tx = this.#idb.transaction([RECORDS, META], 'readwrite');
    const meta = tx.objectStore(META);
    const key = NEXT_ID_PREFIX + collection;
    const counter = meta.get(key);
    const last = tx.objectStore(RECORDS).openKeyCursor(rowsOf(collection), 'prev');
    // Requests of a transaction complete in order: the counter is known here.
    last.onsuccess = () => {
      const stored = last.result ? (last.result.primaryKey as [string, number])[1] + 1 : 1;
      const counted = typeof counter.result === 'number' ? counter.result : 1;
      const next = Math.max(stored, counted);
      const moved = move(next);
      if (moved !== counter.result) meta.put(moved, key);
    };
    await done(tx);
  }

  #enqueue(change: DbChange): void {
    this.#pending.set(`${change.collection}:${change.id}`, {
      collection: change.collection,
      id: change.id,
    });
    // The next task, not a microtask: an @msw/data update reports its change before the
    // new record replaces the old one, so the record is read once the update has finished.
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = undefined;
      // A snapshot still waiting holds this change too (it is read when written).
      if (this.#scheduled) void this.#writeScheduled().catch(reportWriteFailure);
      else this.#flushing = this.#flushing.then(() => this.#writePending());
    }, 0);
  }

  async #writePending(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending.values()];
    this.#pending.clear();
    const changes: RemoteChange[] = batch.map(({ collection, id }) => {
      const record = this.#db.findById(collection, id);
      return { collection, id, record: record ? structuredClone({ ...record }) : null };
    });
    try {
      const tx = this.#idb.transaction(RECORDS, 'readwrite');
      const store = tx.objectStore(RECORDS);
      for (const change of changes) {
        // A deleted record stays deleted over the base: a tombstone, not a missing row.
        if (change.record)
          store.put({ collection: change.collection, id: change.id, data: change.record });
        else store.put({ collection: change.collection, id: change.id, deleted: true });
      }
      await done(tx);
      this.writtenRecords += changes.length;
    } catch (error) {
      // The in-memory db stays correct; only this batch is not kept across reloads.
      reportWriteFailure(error);
      return;
    }
    this.#post({ source: 'movers-mock-db', origin: this.tabId, type: 'changes', changes });
  }

  #post(message: SyncMessage): void {
    try {
      this.#channel?.postMessage(message);
    } catch (error) {
      console.warn('[mocks] could not broadcast a demo data change', error);
    }
  }

  #receive(message: unknown): void {
    if (!isSyncMessage(message) || message.origin === this.tabId) return;
    // Applied one message at a time, in arrival order.
    this.#inbox = this.#inbox
      .then(async () => {
        if (message.type === 'changes') {
          await this.#db.applyRemote(
            message.changes.filter((change) => isCollectionName(change.collection)),
          );
        } else {
          await this.hydrate();
          this.#onRemoteReset?.();
        }
      })
      .catch((error: unknown) =>
        console.error('[mocks] could not apply a change from another tab', error),
      );
  }
}
