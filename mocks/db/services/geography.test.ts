import ZIP_COUNTIES from '../generated/zip-counties.json';
import type { ServingAreaRecord } from '../schema';
import { COUNTIES } from '../seed/serving-areas';
import { countyOf, loadZipCounties, type ZipCounties } from './geography';

/*
 * Where the mock places an order's address (crew matching's `order_serving_areas`): by its
 * coordinates, else by its ZIP code, else by its city (QA 57a M7).
 */

const AREAS = COUNTIES.map(
  ([fips, name, state, lng, lat], index) =>
    ({
      id: index + 1,
      fips,
      name,
      name_with_state_initials: `${name}, ${state}`,
      state_initials: state,
      center: [lng, lat],
    }) as ServingAreaRecord,
);

let byZip: ZipCounties;
beforeAll(async () => {
  byZip = await loadZipCounties();
});

const placed = (address: Parameters<typeof countyOf>[1]) =>
  countyOf(AREAS, address, byZip)?.name_with_state_initials;

describe('countyOf', () => {
  it('places a typed address outside the seed cities by its ZIP code: Round Rock is in Williamson', () => {
    expect(placed({ city: 'Round Rock', state: 'TX', zip: '78664' })).toBe('Williamson County, TX');
    // Kyle (Hays), Plano (Collin), Kissimmee (Osceola).
    expect(placed({ city: 'Kyle', state: 'TX', zip: '78640' })).toBe('Hays County, TX');
    expect(placed({ city: 'Plano', state: 'TX', zip: '75024' })).toBe('Collin County, TX');
    expect(placed({ city: 'Kissimmee', state: 'FL', zip: '34741' })).toBe('Osceola County, FL');
  });

  it('a ZIP code follows its county, not the city typed: north-west Austin is in Williamson', () => {
    expect(placed({ city: 'Austin', state: 'TX', zip: '78729' })).toBe('Williamson County, TX');
    expect(placed({ city: 'Austin', state: 'TX', zip: '78701' })).toBe('Travis County, TX');
  });

  it('places no ZIP code outside the catalogue: Waco (McLennan County) is in no serving area', () => {
    expect(placed({ city: 'Waco', state: 'TX', zip: '76701' })).toBeUndefined();
  });

  it('coordinates come first: an address the provider geocoded keeps its nearest county', () => {
    expect(placed({ city: 'Round Rock', state: 'TX', zip: '78664', lat: 30.27, lng: -97.74 })).toBe(
      'Travis County, TX',
    );
  });

  it('falls back to the city for a ZIP code it does not know, or of another state', () => {
    expect(placed({ city: 'Austin', state: 'TX', zip: '78799' })).toBe('Travis County, TX');
    expect(placed({ city: 'Austin', state: 'TX', zip: '33101' })).toBe('Travis County, TX');
    expect(placed({ city: ' houston ', state: 'TX', zip: '' })).toBe('Harris County, TX');
    expect(placed({ city: 'Round Rock', state: 'TX', zip: null })).toBeUndefined();
  });
});

describe('the generated ZIP table (scripts/generate-zip-counties.mjs)', () => {
  const table = ZIP_COUNTIES as Record<string, string[]>;

  it('covers every catalogue county, and only those', () => {
    expect(Object.keys(table).sort()).toEqual(COUNTIES.map(([fips]) => fips).sort());
    for (const [fips, zips] of Object.entries(table))
      expect(zips.length, `ZIP codes of ${fips}`).toBeGreaterThan(0);
  });

  it('gives each ZIP code one county, of its own state (the ZIP prefixes of the state)', () => {
    const all = Object.values(table).flat();
    expect(new Set(all).size).toBe(all.length);
    const prefixes: Record<string, RegExp> = {
      '04': /^85|^86/,
      '08': /^80|^81/,
      '12': /^3[234]/,
      '13': /^3[01]|^398|^399/,
      '48': /^7[5-9]|^885/,
    };
    for (const [fips, zips] of Object.entries(table))
      for (const zip of zips) expect(zip, `in ${fips}`).toMatch(prefixes[fips.slice(0, 2)]!);
  });
});
