import {
  db,
  DEFAULT_SCENARIO,
  isScenarioName,
  listScenarios as listSeedScenarios,
  MOCK_SCHEMA_VERSION,
  type ScenarioName,
} from './db';
import { precomputedWorld, prefetchPrecomputedWorld } from './db/precomputed';
import { defaultSeedAnchor, putWorld, type World } from './db/world';
import { MockDbPersistence, type PersistenceOptions } from './db/persistence';

/*
 * The browser-side lifecycle of the mock db (persistence, scenario switching), kept apart
 * from the MSW worker so it can be tested in happy-dom with fake-indexeddb.
 */

export const SCENARIO_PARAM = 'scenario';

export interface BootOptions {
  /** `false`: in-memory only (e.g. when IndexedDB is unavailable). */
  persistence?: PersistenceOptions | false;
  /** Anchor of the worlds put in (tests); default: start of the current UTC hour. */
  now?: Date;
  /**
   * Where a scenario's world comes from (tests may seed one); default: the precomputed
   * worlds (db/precomputed.ts), so the browser runs no seeder.
   */
  world?: (scenario: ScenarioName, anchor: Date) => Promise<World>;
  /** The page address; `?scenario=NAME` in it reseeds with NAME and is then removed. */
  location?: { href: string };
  replaceUrl?: (url: string) => void;
}

let persistence: MockDbPersistence | null = null;
let currentScenario: ScenarioName = DEFAULT_SCENARIO;
let seedAnchor: Date | undefined;
/** When the world in the db was seeded (ISO), from the stored data's meta or the last reseed. */
let seededAt: string | undefined;
let worldOf: NonNullable<BootOptions['world']> = precomputedWorld;

/** Reads `?scenario=` and takes it out of the address bar, so a reload does not reseed. */
function takeScenarioParam(options: BootOptions): ScenarioName | undefined {
  if (!options.location) return undefined;
  const url = new URL(options.location.href);
  const requested = url.searchParams.get(SCENARIO_PARAM);
  if (requested === null) return undefined;
  url.searchParams.delete(SCENARIO_PARAM);
  options.replaceUrl?.(`${url.pathname}${url.search}${url.hash}`);
  if (isScenarioName(requested)) return requested;
  console.warn(`[mocks] unknown scenario "${requested}"; known: ${listScenarioNames().join(', ')}`);
  return undefined;
}

/** The anchor worlds are put in at: the test's, else the start of the current UTC hour. */
function anchorOf(): Date {
  return seedAnchor ?? defaultSeedAnchor();
}

function listScenarioNames(): string[] {
  return listSeedScenarios().map((scenario) => scenario.name);
}

/**
 * Puts a scenario's world in and stores it. `whenIdle`: a first load with nothing (current)
 * stored, whose snapshot can wait for the page to be idle (persistence.scheduleSnapshot);
 * a reseed over stored data writes at once, so a reload never finds the old data back.
 */
async function reseed(
  scenario: ScenarioName,
  { whenIdle = false, inSlices = false } = {},
): Promise<void> {
  // A precomputed world is parsed for each call: the db keeps its records (owned).
  await putWorld(db, await worldOf(scenario, anchorOf()), {
    keepSessions: true,
    inSlices,
    owned: worldOf === precomputedWorld,
  });
  currentScenario = scenario;
  seededAt = new Date().toISOString();
  const meta = { scenario, schemaVersion: MOCK_SCHEMA_VERSION, seededAt };
  if (whenIdle) persistence?.scheduleSnapshot(meta);
  else await persistence?.writeSnapshot(meta);
}

/**
 * Opens IndexedDB and fills the db: the `?scenario=` one if given, else the stored data,
 * else (first run, schema version bumped, unreadable data) a fresh seed of the stored
 * scenario or `default`. Then starts writing changes and syncing with other tabs.
 */
export async function bootMockDb(options: BootOptions = {}): Promise<ScenarioName> {
  // A write still committing (a first boot's snapshot) finishes before its connection closes.
  await flushMockDb();
  stopMockDb();
  seededAt = undefined;
  seedAnchor = options.now;
  worldOf = options.world ?? precomputedWorld;
  const requested = takeScenarioParam(options);
  // A first visit's world comes while IndexedDB opens (a guess: the stored data may be current).
  if (!options.world) prefetchPrecomputedWorld(requested ?? DEFAULT_SCENARIO, anchorOf());
  if (options.persistence !== false) {
    try {
      persistence = await MockDbPersistence.open(db, options.persistence ?? {});
      const opened = persistence;
      db.setPersistHook(() => opened.flush());
    } catch (error) {
      console.warn('[mocks] IndexedDB unavailable; demo data will not survive a reload', error);
    }
  }
  const meta = await persistence?.readMeta();
  const stored = meta && isScenarioName(meta.scenario) ? meta.scenario : undefined;
  const current = Boolean(persistence && stored && meta?.schemaVersion === MOCK_SCHEMA_VERSION);
  if (requested) {
    // The stored logins first, so a signed-in demo opened with ?scenario= stays signed in.
    // At the start no call is answered yet: the load may give the page room (inSlices).
    if (current) await persistence!.hydrate({ inSlices: true });
    await reseed(requested, { inSlices: true });
  } else if (current && stored && (await persistence!.hydrate({ inSlices: true }))) {
    currentScenario = stored;
    seededAt = meta?.seededAt;
  } else {
    // A first visit's world, too (it was one task of ~230 ms at 4x CPU just after the login
    // page became usable).
    await reseed(stored ?? DEFAULT_SCENARIO, { whenIdle: !current, inSlices: true });
  }
  persistence?.start();
  return currentScenario;
}

/** Reseeds with a scenario (default: the current one); logins of people who still exist survive. */
export async function resetMockData(scenario?: string): Promise<void> {
  const name = scenario ?? currentScenario;
  if (!isScenarioName(name)) throw new Error(`Unknown mock scenario "${name}"`);
  await reseed(name);
  // The snapshot's commit goes on in the background (persistence.ts): a reset is followed by
  // a reload (the demo panel), so it waits here.
  await flushMockDb();
}

export function listScenarios(): Array<{ name: string; label: string; description: string }> {
  return listSeedScenarios();
}

export function getCurrentScenario(): ScenarioName {
  return currentScenario;
}

/**
 * When the demo's world was seeded (ISO): a world kept from an earlier day still has that
 * day's jobs as today's (the Demo panel says so), as a reload keeps the data and its changes.
 */
export function getSeededAt(): string | undefined {
  return seededAt;
}

/** Waits until pending writes are stored (tests, and before a reload). */
export async function flushMockDb(): Promise<void> {
  await persistence?.flush();
}

export function stopMockDb(): void {
  persistence?.close();
  persistence = null;
}
