import countiesJson from 'us-atlas/counties-10m.json';
import statesJson from 'us-atlas/states-10m.json';
import type { Topology } from 'topojson-specification';
import {
  boundsOf,
  buildCountyIndex,
  CONTINENTAL_US_BOUNDS,
  countiesToGeoJSON,
  countyDisplayName,
  findCountyFips,
  labelPoint,
  selectCounties,
  statesToGeoJSON,
  topologyToFeatures,
} from './areas';

// The real us-atlas files, as the map loads them.
const countiesTopology = countiesJson as unknown as Topology;
const statesTopology = statesJson as unknown as Topology;
const counties = countiesToGeoJSON(countiesTopology);
const index = buildCountyIndex(countiesTopology);

describe('topojson -> GeoJSON', () => {
  it('converts the states with FIPS, name and abbreviation', () => {
    const states = statesToGeoJSON(statesTopology);
    expect(states.type).toBe('FeatureCollection');
    expect(states.features).toHaveLength(56); // 50 states, DC, 5 territories
    const texas = states.features.find((state) => state.properties.fips === '48');
    expect(texas?.properties).toEqual({ fips: '48', name: 'Texas', abbr: 'TX' });
    expect(texas?.geometry.type).toMatch(/Polygon$/);
  });

  it('converts the counties with display names and real coordinates', () => {
    expect(counties.features.length).toBeGreaterThan(3200);
    const travis = counties.features.find((county) => county.properties.fips === '48453');
    expect(travis?.properties).toEqual({
      fips: '48453',
      name: 'Travis County, TX',
      stateAbbr: 'TX',
    });
    // Austin (-97.74, 30.27) lies inside Travis County's box.
    const [[west, south], [east, north]] = boundsOf([travis!])!;
    expect(west).toBeLessThan(-97.74);
    expect(east).toBeGreaterThan(-97.74);
    expect(south).toBeLessThan(30.27);
    expect(north).toBeGreaterThan(30.27);
  });

  it('rejects an object name the topology does not have', () => {
    expect(() => topologyToFeatures(statesTopology, 'counties')).toThrow(/counties/);
  });
});

describe('countyDisplayName', () => {
  it('restores the suffix each state uses', () => {
    expect(countyDisplayName('48453', 'Travis')).toBe('Travis County, TX');
    expect(countyDisplayName('22071', 'Orleans')).toBe('Orleans Parish, LA');
    expect(countyDisplayName('24510', 'Baltimore')).toBe('Baltimore city, MD');
    expect(countyDisplayName('32510', 'Carson City')).toBe('Carson City, NV');
    expect(countyDisplayName('02020', 'Anchorage')).toBe('Anchorage, AK');
    // Texas has ordinary counties numbered above 500.
    expect(countyDisplayName('48501', 'Yoakum')).toBe('Yoakum County, TX');
  });
});

describe('findCountyFips', () => {
  it.each([
    ['Travis County, TX', '48453'],
    ['Williamson County, TX', '48491'],
    ['Miami-Dade County, FL', '12086'],
    ['Maricopa County, AZ', '04013'],
    ['travis county, tx', '48453'],
    ['Travis, TX', '48453'],
    ['Travis County, Texas', '48453'],
    ['  Travis   County ,  TX ', '48453'],
    ['Orleans Parish, LA', '22071'],
    ['Dona Ana County, NM', '35013'],
    ['Doña Ana County, NM', '35013'],
    ['Saint Louis County, MO', '29189'],
    ['St. Louis city, MO', '29510'],
    ['Baltimore County, MD', '24005'],
    ['Baltimore City, MD', '24510'],
    ['Richmond city, VA', '51760'],
    ['Richmond County, VA', '51159'],
    ['James City County, VA', '51095'],
    ['Carson City, NV', '32510'],
    ['Anchorage Municipality, AK', '02020'],
    ['Juneau City and Borough, AK', '02110'],
  ])('%s -> %s', (name, fips) => {
    expect(findCountyFips(name, index)).toBe(fips);
  });

  it.each([
    'Austin-Round Rock, TX', // a metro area, not one county
    'Travis County', // no state
    'Travis County, ZZ', // no such state
    'Travis County, FL', // wrong state
    '',
  ])('finds nothing for %j', (name) => {
    expect(findCountyFips(name, index)).toBeUndefined();
  });

  it('finds every county by its own display name', () => {
    const misses = counties.features.filter(
      (county) => findCountyFips(county.properties.name, index) !== county.properties.fips,
    );
    expect(misses.map((county) => county.properties.name)).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('boxes the selected counties', () => {
    const selected = selectCounties(counties, ['48453', '48491']);
    expect(selected.map((county) => county.properties.name)).toEqual(
      expect.arrayContaining(['Travis County, TX', 'Williamson County, TX']),
    );
    const [[west, south], [east, north]] = boundsOf(selected)!;
    // Travis + Williamson span roughly 98.3-97.1 W, 30.0-30.9 N.
    expect(west).toBeCloseTo(-98.2, 0);
    expect(east).toBeCloseTo(-97.2, 0);
    expect(south).toBeCloseTo(30.0, 0);
    expect(north).toBeCloseTo(30.9, 0);
  });

  it('includes extra points such as the branch location', () => {
    const travis = selectCounties(counties, ['48453']);
    const [[west], [east, north]] = boundsOf(travis, [[-96.8, 32.78]])!; // Dallas
    expect(west).toBeLessThan(-97.5);
    expect(east).toBe(-96.8);
    expect(north).toBe(32.78);
  });

  it('is a point-sized box for one point and undefined for nothing', () => {
    expect(boundsOf([], [[-97.74, 30.27]])).toEqual([
      [-97.74, 30.27],
      [-97.74, 30.27],
    ]);
    expect(boundsOf([])).toBeUndefined();
  });

  it('keeps the continental US default inside the atlas', () => {
    const all = boundsOf(
      statesToGeoJSON(statesTopology).features.filter((s) => s.properties.fips === '20'),
    )!;
    // Kansas, mid-continent, lies within the default view.
    expect(all[0][0]).toBeGreaterThan(CONTINENTAL_US_BOUNDS[0][0]);
    expect(all[1][0]).toBeLessThan(CONTINENTAL_US_BOUNDS[1][0]);
  });
});

describe('labelPoint', () => {
  it('lies inside the county box, near its middle', () => {
    const [travis] = selectCounties(counties, ['48453']);
    const [[west, south], [east, north]] = boundsOf([travis])!;
    const [lng, lat] = labelPoint(travis.geometry);
    expect(lng).toBeGreaterThan(west + (east - west) / 4);
    expect(lng).toBeLessThan(east - (east - west) / 4);
    expect(lat).toBeGreaterThan(south + (north - south) / 4);
    expect(lat).toBeLessThan(north - (north - south) / 4);
  });

  it('labels the largest part of a multi-part county', () => {
    // Monroe County, FL: the mainland part (Everglades) is larger than the Keys.
    const [monroe] = selectCounties(counties, ['12087']);
    expect(monroe.geometry.type).toBe('MultiPolygon');
    const [, lat] = labelPoint(monroe.geometry);
    expect(lat).toBeGreaterThan(25.1);
  });
});
