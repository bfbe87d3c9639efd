import type { Topology } from 'topojson-specification';
import {
  areaStatesKey,
  buildCountyIndex,
  countiesToGeoJSON,
  type CountyFeatureCollection,
  type CountyIndex,
} from './areas';

// The counties, a state at a time (out of map-style.ts, 5/8: without the states' outline, so
// a map's counties start loading at once, beside its preview's chunk, not after it).
export type LoadedCounties = { collection: CountyFeatureCollection; index: CountyIndex };

// One TopoJSON per state (scripts/generate-county-atlas.mjs, `npm run generate`), each its
// own chunk: a map loads only the states it shows (5-17 KB gzip each; the whole atlas was
// ~245 KB).
const STATE_COUNTIES = import.meta.glob<unknown>('./generated/counties/counties-*.json', {
  import: 'default',
});
const stateCounties = new Map<string, Promise<LoadedCounties>>();
// The states whose counties have arrived, so a map mounted after them starts with them.
const settledCounties = new Map<string, LoadedCounties>();

/** Of these states, those whose counties have already loaded (no wait). */
export function loadedStateCounties(stateCodes: Iterable<string>): Map<string, LoadedCounties> {
  const found = new Map<string, LoadedCounties>();
  for (const stateFips of stateCodes) {
    const counties = settledCounties.get(stateFips);
    if (counties) found.set(stateFips, counties);
  }
  return found;
}

export type AreaNames = ReadonlyArray<{ name: string; fips?: string }>;

/** The FIPS codes of these areas' states (by FIPS, or by the state in the name, "…, TX"). */
function statesOf(areas: AreaNames): string[] {
  const key = areaStatesKey(areas);
  return key ? key.split(',') : [];
}

/** Whether the counties of these areas' states have all arrived (a map can draw them at once). */
export function areaCountiesLoaded(areas: AreaNames): boolean {
  const states = statesOf(areas);
  return loadedStateCounties(states).size === states.length;
}

/** The counties of one state (by its FIPS, "48"), loaded once per page. */
export function loadStateCounties(stateFips: string): Promise<LoadedCounties> {
  let promise = stateCounties.get(stateFips);
  if (promise) return promise;
  const load = STATE_COUNTIES[`./generated/counties/counties-${stateFips}.json`];
  promise = load
    ? load().then((json) => {
        const topology = json as Topology;
        return { collection: countiesToGeoJSON(topology), index: buildCountyIndex(topology) };
      })
    : // Not a state of the atlas: nothing to draw.
      Promise.resolve({
        collection: { type: 'FeatureCollection', features: [] },
        index: new Map(),
      });
  promise.then(
    (counties) => settledCounties.set(stateFips, counties),
    () => stateCounties.delete(stateFips), // let a later map retry
  );
  stateCounties.set(stateFips, promise);
  return promise;
}

/**
 * The counties of these areas' states, loaded (or failed: the map reports it when it asks
 * again), so a map mounted after it starts with them.
 */
export function loadAreaCounties(areas: AreaNames) {
  return Promise.allSettled(statesOf(areas).map(loadStateCounties));
}

/** Loaded states' counties as one source and one name index, state by state (FIPS order). */
export function mergeCounties(loaded: ReadonlyMap<string, LoadedCounties>): LoadedCounties {
  const features: CountyFeatureCollection['features'] = [];
  const index = new Map<string, readonly string[]>();
  for (const stateFips of [...loaded.keys()].sort()) {
    const part = loaded.get(stateFips)!;
    features.push(...part.collection.features);
    for (const [key, codes] of part.index) index.set(key, codes);
  }
  return { collection: { type: 'FeatureCollection', features }, index };
}
