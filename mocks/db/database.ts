import { Collection } from '@msw/data';
import type { z } from 'zod';
import { IdIndex } from './id-index';
import {
  collectionNames,
  collectionSchemas,
  type CollectionName,
  type CollectionSchemas,
  type Entity,
  type EntityInput,
} from './schema';

export type Collections = { [K in CollectionName]: Collection<CollectionSchemas[K]> };

/** What persistence and sync need to know about a local change: which record, not how. */
export interface DbChange {
  collection: CollectionName;
  id: number;
  kind: 'put' | 'delete';
}

/** A change made in another tab: the record as it now is, or null when it was deleted. */
export interface RemoteChange {
  collection: CollectionName;
  id: number;
  record: Record<string, unknown> | null;
}

export type Snapshot = { [K in CollectionName]: Entity<K>[] };

/**
 * Hands out ids that are unique across every tab sharing the stored database (the
 * browser's persistence registers one; in Node there is none and ids are "max + 1").
 */
export interface IdAllocator {
  /**
   * A fresh id of the collection, at least `floor`, that no tab has been given before; with
   * `count`, the first of that many consecutive fresh ids (one transaction for a burst).
   */
  allocate(collection: CollectionName, floor: number, count?: number): Promise<number>;
  /** Marks an id chosen without `allocate` as used; false when some tab already had it. */
  claim(collection: CollectionName, id: number): Promise<boolean>;
}

type PlainRecord = { id: number } & Record<string, unknown>;

export interface LoadOptions {
  /** Records made by a db like this one: see trustedNext and `load`. */
  trusted?: boolean | 'sampled';
  /**
   * The trusted records are this load's own (parsed for it, held by nothing else): the db
   * keeps them as they are instead of copies. A reload's stored data and the browser's
   * precomputed worlds; a snapshot that may be put back again is copied.
   */
  owned?: boolean;
  /**
   * Gives the page a task boundary every SLICE_MS: for a load no request can meet half done
   * (the demo's start, before the app sends any call). A busy demo's reload put its 2,000
   * records in as one task of ~210 ms at 4x CPU, the calendar's longest.
   */
  inSlices?: boolean;
}

const SLICE_MS = 40; // under the 50 ms of a long task

/** A new task (a message to ourselves: no timer clamping), so the page can paint and react. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
/** Collections seen without their per-schema types, for the generic plumbing below. */
type LooseCollection = Collection<z.ZodType<PlainRecord>>;

const keyOf = (collection: CollectionName, id: number) => `${collection}:${id}`;

/**
 * The record to keep for the one being created, when it is one of a bulk load whose data
 * already went through its schema: a world seeded through a db like this one and moved in
 * time (world.ts). Set by `load` around each `create` call, whose schema check runs
 * synchronously inside it (before its first await), so no other record can meet it; the
 * schema then gives this record as the result instead of parsing it again (5/8: half of a
 * demo's first load in the browser was zod checking the 1,000 records of a world it had built
 * itself). Hydration from IndexedDB parses a sample of each collection (load's 'sampled');
 * everything else is parsed.
 *
 * The record is `load`'s own copy (or the record itself, `owned`), and `create` is given an
 * empty object: @msw/data's copy of its input walks every value (a path array made per key)
 * and was most of a trusted load (the busy world's 10,291 records: ~600 ms in Node, ~100 ms
 * with the copy made by JSON; the default world's 1,028: ~30 ms, ~10; 2026-11-29).
 */
let trustedNext: PlainRecord | null = null;

function acceptingTrusted<S extends z.ZodType>(schema: S): S {
  // The schema is read by the first record that needs it, not here: a first demo load takes
  // its world as given and builds no collection's schema (they are lazy: schema.ts).
  const trusting = {
    '~standard': {
      version: 1,
      vendor: 'zod',
      validate(value: unknown) {
        if (trustedNext === null) return schema['~standard'].validate(value);
        return { value: trustedNext as z.output<S> };
      },
    },
  };
  return trusting as unknown as S;
}

/**
 * The mock database: one @msw/data collection per entity plus the plumbing every backend
 * has and @msw/data does not: numeric ids, a change feed (for persistence, cross-tab sync
 * and later the realtime simulator) and ways to load data without reporting it as a change.
 *
 * Records reference each other by numeric ids (`company_id`, `branch_ids`), not @msw/data
 * relations, so every record is plain JSON that IndexedDB and BroadcastChannel can carry.
 *
 * Ids: in memory (Node, tests, seeding, hydration) the next id is the collection's "max + 1".
 * Once the browser's persistence runs, `insert` and `reserveId` take ids from its
 * `IdAllocator` instead (a counter kept in IndexedDB), so two tabs creating records of the
 * same collection at the same moment never get the same id.
 */
class DbCore {
  readonly collections: Collections;
  /** The same collections without their per-schema types, for the generic plumbing. */
  #byName = new Map<CollectionName, LooseCollection>();
  #counters = new Map<CollectionName, number>();
  #allocator: IdAllocator | null = null;
  /** Ids handed out by the allocator to this tab and not inserted yet (`reserveId`). */
  #reserved = new Set<string>();
  #listeners = new Set<(change: DbChange) => void>();
  #silentDepth = 0;
  #bulkListeners = new Set<() => void>();
  #generation = 0;
  #createHooks = new Map<CollectionName, (event: { data: { record: PlainRecord } }) => void>();
  /** Bulk loads in progress per collection (their create hook is off meanwhile). */
  #loading = new Map<CollectionName, number>();
  #suppressed = new Set<string>();
  /** Each collection's records by id (findById), kept by the hooks below and by clearAll. */
  #ids = new Map<CollectionName, IdIndex>();
  /**
   * What `restore` last put in each collection: the snapshot's array it came from, and the
   * collection as JSON right after. A restore of the same array skips a collection that still
   * reads the same (nothing created, changed, even in place, or deleted since): the unit
   * suite restores the seeded world before almost every test, and a test changes a few
   * collections of it (3/8).
   */
  #restored = new Map<CollectionName, { source: unknown[] | undefined; json: string }>();

  constructor() {
    const collections: Partial<Record<CollectionName, LooseCollection>> = {};
    for (const name of collectionNames) {
      const collection = new Collection({
        schema: acceptingTrusted(collectionSchemas[name]),
      }) as unknown as LooseCollection;
      this.#watch(name, collection);
      this.#byName.set(name, collection);
      collections[name] = collection;
    }
    this.collections = collections as unknown as Collections;
  }

  #loose(name: CollectionName): LooseCollection {
    const collection = this.#byName.get(name);
    if (!collection) throw new Error(`unknown collection ${name}`);
    return collection;
  }

  #watch(name: CollectionName, collection: LooseCollection): void {
    const onCreate = (event: { data: { record: PlainRecord } }) => {
      const { id } = event.data.record;
      this.#countId(name, id);
      this.#emit({ collection: name, id, kind: 'put' });
    };
    collection.hooks.on('create', onCreate);
    this.#createHooks.set(name, onCreate);
    collection.hooks.on('update', (event) => {
      this.#emit({ collection: name, id: event.data.prevRecord.id, kind: 'put' });
    });
    this.#ids.set(name, new IdIndex());
    collection.hooks.on('delete', (event) => {
      this.#ids.get(name)!.invalidate();
      this.#emit({ collection: name, id: event.data.deletedRecord.id, kind: 'delete' });
    });
  }

  /** Hydrated and remote records move the counter too, so new ids never collide. */
  #countId(name: CollectionName, id: number): void {
    if (id >= (this.#counters.get(name) ?? 1)) this.#counters.set(name, id + 1);
  }

  #emit(change: DbChange): void {
    if (this.#silentDepth > 0 || this.#suppressed.has(keyOf(change.collection, change.id))) return;
    for (const listener of this.#listeners) listener(change);
  }

  #persist: () => Promise<void> = async () => {};
  /** The browser's persistence registers how to write pending changes now. */
  setPersistHook(persist: () => Promise<void>): void {
    this.#persist = persist;
  }
  /**
   * Resolves once every change so far is stored (a no-op in memory). Every handler that may
   * write awaits it before answering (handlers/lib/http.ts): the app may reload at once.
   */
  persisted(): Promise<void> {
    return this.#persist();
  }

  /** True while bulk work (seeding, hydration) runs; realtime stays quiet then. */
  get isSilent(): boolean {
    return this.#silentDepth > 0;
  }

  /**
   * Counts the times every collection was emptied (a reset, a load): work that read records
   * before and writes after compares it, so it never writes stale records into a new world.
   */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Lets the browser's persistence hand out ids shared by every tab; returns the function
   * that takes it back. Without one, ids are allocated in memory.
   */
  setIdAllocator(allocator: IdAllocator): () => void {
    this.#allocator = allocator;
    return () => {
      if (this.#allocator === allocator) this.#allocator = null;
    };
  }

  /** The allocator to use now: none while seeding or hydrating (those write a snapshot). */
  get #shared(): IdAllocator | null {
    return this.#silentDepth > 0 ? null : this.#allocator;
  }

  /**
   * Next free id of a collection, from this tab's memory (ids start at 1 and are never
   * reused while the data lives). Safe for seeds and in Node; handlers that need an id
   * before inserting the record should use `reserveId`, which is unique across tabs.
   */
  nextId(name: CollectionName): number {
    const id = this.#counters.get(name) ?? 1;
    this.#counters.set(name, id + 1);
    return id;
  }

  /** Where each collection's in-memory ids go on (stored with a snapshot, for every tab). */
  nextIds(): Partial<Record<CollectionName, number>> {
    return Object.fromEntries(this.#counters);
  }

  /**
   * A fresh id for a record inserted later with `insert(name, { id, ... })`: unique across
   * the tabs sharing the stored database, "max + 1" in memory otherwise.
   */
  async reserveId(name: CollectionName): Promise<number> {
    const [id] = await this.reserveIds(name, 1);
    return id;
  }

  /** `count` fresh ids at once, as `reserveId` gives one: a burst costs one transaction. */
  async reserveIds(name: CollectionName, count: number): Promise<number[]> {
    if (count <= 0) return [];
    const allocator = this.#shared;
    const inMemory = () => Array.from({ length: count }, () => this.nextId(name));
    if (!allocator) return inMemory();
    let first: number;
    try {
      first = await allocator.allocate(name, this.#counters.get(name) ?? 1, count);
    } catch (error) {
      console.error("[mocks] could not allocate ids in IndexedDB; using this tab's", error);
      return inMemory();
    }
    const ids = Array.from({ length: count }, (_, i) => first + i);
    const after = first + count;
    if (after > (this.#counters.get(name) ?? 1)) this.#counters.set(name, after);
    for (const id of ids) this.#reserved.add(keyOf(name, id));
    return ids;
  }

  /** Creates a record with a fresh id (or an id reserved with reserveId or nextId). */
  async insert<K extends CollectionName>(
    name: K,
    values: Omit<EntityInput<K>, 'id'> & { id?: number },
  ): Promise<Entity<K>> {
    let id = values.id;
    if (id === undefined) {
      id = await this.reserveId(name);
    } else {
      if (this.findById(name, id)) throw new Error(`${name}: id ${id} is taken`);
      const allocator = this.#shared;
      // An id that did not come from the allocator (nextId) is claimed so no tab gets it
      // later; one another tab was already given is refused rather than overwritten.
      if (allocator && !this.#reserved.has(keyOf(name, id))) {
        let free = true;
        try {
          free = await allocator.claim(name, id);
        } catch (error) {
          console.error('[mocks] could not claim an id in IndexedDB', error);
        }
        if (!free || this.findById(name, id))
          throw new Error(`${name}: id ${id} is taken (by another tab)`);
      }
    }
    this.#reserved.delete(keyOf(name, id));
    const record = await this.#loose(name).create({ ...values, id });
    return record as Entity<K>;
  }

  /** Shallow update of one record by id (throws when there is none); returns the record. */
  async patch<K extends CollectionName>(
    name: K,
    id: number,
    changes: Partial<Entity<K>>,
  ): Promise<Entity<K>> {
    const record = this.#stored(name, id);
    if (!record) throw new Error(`patch: ${name} ${id} not found`);
    // Given the stored record, @msw/data finds it by its own key, not by a predicate.
    const updated = await this.#loose(name).update(record, {
      data(draft) {
        Object.assign(draft, changes);
      },
    });
    return updated as Entity<K>;
  }

  /** A read-only lookup; to update or delete, pass a query to the collection instead. */
  findById<K extends CollectionName>(name: K, id: number): Entity<K> | undefined {
    return this.#stored(name, id) as Entity<K> | undefined;
  }

  #stored(name: CollectionName, id: number) {
    return this.#ids.get(name)!.find(this.#loose(name).all(), id);
  }

  /** Subscribes to local changes (not hydration, seeding or changes from other tabs). */
  onChange(listener: (change: DbChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Subscribes to the end of bulk work (`silently`: seeding, hydration, a reset): the data may
   * have changed wholesale without a change reported for each record.
   */
  onBulkLoad(listener: () => void): () => void {
    this.#bulkListeners.add(listener);
    return () => this.#bulkListeners.delete(listener);
  }

  #exclusive: Promise<unknown> = Promise.resolve();
  /**
   * Runs work that reads and then writes with no other such work in between, as a server's
   * transaction would: it starts once the work asked for before it has ended (failed or not).
   * An insert waits for its id (IndexedDB in the browser), so two calls that each checked
   * "not there yet" before either had written both wrote (one application, invitation or
   * rating twice). The entry points use it: every call that may write (handlers/lib/http.ts)
   * and the mock's own timers (auto-answers, the simulated companies). Services do not, so
   * work never waits for itself.
   */
  exclusively<T>(work: () => T | Promise<T>): Promise<T> {
    const turn = this.#exclusive.then(work);
    this.#exclusive = turn.catch(() => undefined);
    return turn;
  }

  /** Runs bulk work (seeding, hydration) without reporting each record as a change. */
  async silently<T>(work: () => Promise<T>): Promise<T> {
    this.#silentDepth++;
    try {
      return await work();
    } finally {
      this.#silentDepth--;
      if (this.#silentDepth === 0) for (const listener of this.#bulkListeners) listener();
    }
  }

  /** Empties every collection and restarts the id counters (silently). */
  async clearAll(): Promise<void> {
    this.#restored.clear();
    await this.#clear(collectionNames);
  }

  /**
   * Empties these collections and restarts the id counters (silently); the collections kept
   * count their ids again. Either way a new generation: the world was replaced.
   */
  async #clear(names: readonly CollectionName[]): Promise<void> {
    this.#generation++;
    await this.silently(async () => {
      for (const name of names) {
        // Emptied in place: @msw/data's clear() deletes its records one at a time, each found
        // by a scan from the start, so it took time in the square of their number (the busy
        // world's 7,244 order invitations: ~280 ms in Node, 2026-11-29). `all()` is the
        // collection's own list (it keeps "exact record references"; database.test.ts proves
        // it), and a silent change has no listener to tell (the realtime feeds skip them).
        this.#loose(name).all().length = 0;
        this.#ids.get(name)!.invalidate();
      }
    });
    this.#counters.clear();
    for (const name of collectionNames)
      if (!names.includes(name))
        for (const record of this.#loose(name).all()) this.#countId(name, record.id);
    this.#reserved.clear();
  }

  /** A deep, plain copy of every collection, records in insertion order. */
  snapshot(): Snapshot {
    const result: Partial<Record<CollectionName, unknown[]>> = {};
    for (const name of collectionNames) {
      result[name] = this.#loose(name)
        .all()
        .map((record) => structuredClone({ ...record }));
    }
    return result as Snapshot;
  }

  /**
   * Replaces all data with a snapshot (silently). Records are validated by their schemas,
   * unless `trusted`: they were made by a db like this one (a seeded world, see trustedNext).
   * `'sampled'`: records this db stored itself (IndexedDB, same MOCK_SCHEMA_VERSION), each
   * collection's first, middle and last record validated and the rest taken as stored: a
   * shape that no longer fits (a schema changed without a version bump) is still refused,
   * and a reload of a busy demo skips checking a thousand jobs it checked when they were
   * written (5/8: a sixth of the calendar's reload at 4x CPU).
   */
  async load(
    snapshot: Partial<Record<CollectionName, unknown[]>>,
    options: LoadOptions = {},
  ): Promise<void> {
    this.#restored.clear();
    await this.#put(snapshot, collectionNames, options);
  }

  /** `load`, of these collections only (the others are kept as they are). */
  async #put(
    snapshot: Partial<Record<CollectionName, unknown[]>>,
    names: readonly CollectionName[],
    { trusted = false, inSlices = false, owned = false }: LoadOptions,
  ): Promise<void> {
    let sliceStart = performance.now();
    // One bulk load from the emptying to the last record (onBulkLoad fires once, at its end).
    await this.silently(async () => {
      await this.#clear(names);
      for (const name of names) {
        const records = [...((snapshot[name] ?? []) as PlainRecord[])].sort((a, b) => a.id - b.id);
        const last = records.length - 1;
        const checked = (i: number) =>
          trusted === false ||
          (trusted === 'sampled' && (i === 0 || i === last || i === last >> 1));
        // A silent load reports no change: without the create hook, @msw/data does not make
        // and await an event per record (a sixth of a world's load at 4x CPU).
        const collection = this.#loose(name);
        const onCreate = this.#createHooks.get(name)!;
        // Counted, so overlapping loads (another tab's snapshot arriving during a reseed)
        // put the hook back once, when the last of them ends.
        const depth = (this.#loading.get(name) ?? 0) + 1;
        this.#loading.set(name, depth);
        if (depth === 1) collection.hooks.removeListener('create', onCreate);
        try {
          // The records kept are copies unless they are the load's own (the snapshot may be
          // put back again), made in one go: JSON is what every record is (see above), and
          // the engine's copy is native.
          const copies =
            trusted === false || owned
              ? records
              : (JSON.parse(JSON.stringify(records)) as PlainRecord[]);
          // Sequential on purpose: keeps insertion order equal to id order.
          for (const [i, record] of records.entries()) {
            trustedNext = checked(i) ? null : copies[i];
            const created = collection.create(trustedNext ? {} : record);
            trustedNext = null;
            await created;
            this.#countId(name, record.id);
            if (inSlices && performance.now() - sliceStart > SLICE_MS) {
              await nextTask();
              sliceStart = performance.now();
            }
          }
        } finally {
          trustedNext = null;
          const left = this.#loading.get(name)! - 1;
          this.#loading.set(name, left);
          if (left === 0) collection.hooks.on('create', onCreate);
        }
      }
    });
  }

  /**
   * Puts back a snapshot taken with `snapshot()` together with the id counters of that
   * moment (`nextIds()`), so the next insert gets the id it would have got then.
   */
  async restore(
    snapshot: Partial<Record<CollectionName, unknown[]>>,
    nextIds: Partial<Record<CollectionName, number>>,
    options: LoadOptions = {},
  ): Promise<void> {
    // Each record is copied on the way in (by @msw/data, deeply, and by its schema when it is
    // parsed), so the snapshot can be restored again. A collection that still holds what the
    // last restore of the same snapshot put there is kept (#restored).
    const json = (name: CollectionName) => JSON.stringify(this.#loose(name).all());
    await this.silently(async () => {
      const changed = collectionNames.filter((name) => {
        const last = this.#restored.get(name);
        return !last || last.source !== snapshot[name] || last.json !== json(name);
      });
      await this.#put(snapshot, changed, options);
      // Records kept as they came (owned) are the snapshot's own: it is not put back again,
      // and what an earlier restore put there is gone.
      for (const name of changed)
        if (options.owned) this.#restored.delete(name);
        else this.#restored.set(name, { source: snapshot[name], json: json(name) });
      for (const [name, next] of Object.entries(nextIds))
        this.#counters.set(name as CollectionName, next as number);
    });
  }

  /**
   * Applies changes made by another tab. They are already stored, so they are not reported
   * to the change feed: that is what stops two tabs from writing each other's data back.
   */
  async applyRemote(changes: RemoteChange[]): Promise<void> {
    for (const change of changes) {
      const key = keyOf(change.collection, change.id);
      const collection = this.#loose(change.collection);
      this.#suppressed.add(key);
      try {
        const { record } = change;
        const existing = this.#stored(change.collection, change.id);
        if (record == null) {
          if (existing) collection.delete(existing);
        } else if (existing) {
          await collection.update(existing, {
            data(draft) {
              const target = draft as Record<string, unknown>;
              for (const field of Object.keys(target)) if (!(field in record)) delete target[field];
              Object.assign(target, record);
            },
          });
        } else {
          await collection.create({ ...record, id: change.id });
          this.#countId(change.collection, change.id); // the hook is off during a load
        }
      } finally {
        this.#suppressed.delete(key);
      }
    }
  }
}

export type MockDb = DbCore & Collections;

/** A fresh, empty database. The app and tests share the singleton in `./index`. */
export function createMockDb(): MockDb {
  const core = new DbCore();
  return Object.assign(core, core.collections);
}
