import countiesJson from 'us-atlas/counties-10m.json';
import type { Topology } from 'topojson-specification';
import { buildCountyIndex, countiesToGeoJSON, findCountyFips, STATES } from './areas';
import { loadStateCounties, mergeCounties } from './counties';
import { statesInView } from './map-style';

// The per-state county files (scripts/generate-county-atlas.mjs) against the whole atlas they
// are cut from: together they are the atlas, polygon for polygon and name for name.
const atlas = countiesJson as unknown as Topology;
const whole = countiesToGeoJSON(atlas);
const wholeIndex = buildCountyIndex(atlas);
const atlasStates = [...new Set(whole.features.map((f) => f.properties.fips.slice(0, 2)))];

describe('per-state county files', () => {
  it('hold every county of the atlas with the same polygons', async () => {
    const loaded = new Map(
      await Promise.all(
        atlasStates.map(async (state) => [state, await loadStateCounties(state)] as const),
      ),
    );
    const merged = mergeCounties(loaded);
    expect(merged.collection.features.length).toBe(whole.features.length);
    // State by state (the atlas interleaves a few states' counties).
    const byFips = (features: typeof whole.features) =>
      new Map(features.map((f) => [f.properties.fips, f]));
    expect(byFips(merged.collection.features)).toEqual(byFips(whole.features));
    expect(new Map(merged.index)).toEqual(new Map(wholeIndex));
  });

  it('a state file holds that state only', async () => {
    const texas = await loadStateCounties('48');
    expect(texas.collection.features).toHaveLength(254);
    expect(texas.collection.features.every((f) => f.properties.fips.startsWith('48'))).toBe(true);
    expect(findCountyFips('Travis County, TX', texas.index)).toBe('48453');
    expect(findCountyFips('Miami-Dade County, FL', texas.index)).toBeUndefined();
  });

  it("every county's display name is found in its own state's file, in every state", async () => {
    const failures: string[] = [];
    for (const state of Object.keys(STATES)) {
      const { collection, index } = await loadStateCounties(state);
      for (const { properties } of collection.features) {
        // Names shared within a state (none but independent cities) resolve to one of them.
        const found = findCountyFips(properties.name, index);
        if (found !== properties.fips && findCountyFips(properties.name, wholeIndex) !== found)
          failures.push(`${properties.name}: ${found} != ${properties.fips}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a state without a file loads as no counties', async () => {
    expect((await loadStateCounties('99')).collection.features).toEqual([]);
  });

  it('finds the states in a view', () => {
    const inAustinView = statesInView([
      [-98.5, 29.8],
      [-97, 30.9],
    ]);
    expect(inAustinView).toEqual(['48']);
    expect(
      statesInView([
        [-107, 25.5],
        [-93.5, 36.5],
      ]),
    ).toEqual(expect.arrayContaining(['48', '35', '40', '22', '05']));
  });
});
