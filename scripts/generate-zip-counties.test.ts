import { contains, zipCountiesOf } from './generate-zip-counties.mjs';

// A 10 x 10 county with a 2 x 2 hole (an enclave county) at (4..6, 4..6), and its neighbour
// to the east made of two islands.
const ring = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];
const WEST = {
  id: '00001',
  geometry: { type: 'Polygon' as const, coordinates: [ring(0, 0, 10, 10), ring(4, 4, 6, 6)] },
};
const EAST = {
  id: '00002',
  geometry: {
    type: 'MultiPolygon' as const,
    coordinates: [[ring(10, 0, 12, 5)], [ring(13, 6, 15, 8)]],
  },
};
const zip = (zipCode: string, longitude: number, latitude: number) => ({
  zipCode,
  longitude,
  latitude,
});

describe('generate-zip-counties: a ZIP code in the county whose outline holds its centre', () => {
  it('a point in a polygon, not in its hole', () => {
    expect(contains(WEST.geometry, [1, 1])).toBe(true);
    expect(contains(WEST.geometry, [5, 5])).toBe(false);
    expect(contains(WEST.geometry, [11, 1])).toBe(false);
  });

  it('any polygon of a multipolygon', () => {
    expect(contains(EAST.geometry, [11, 1])).toBe(true);
    expect(contains(EAST.geometry, [14, 7])).toBe(true);
    expect(contains(EAST.geometry, [12.5, 5.5])).toBe(false);
  });

  it('each county lists its ZIP codes, sorted; a ZIP code in none is left out', () => {
    const table = zipCountiesOf(
      [EAST, WEST],
      [zip('20002', 14, 7), zip('10002', 9, 9), zip('10001', 1, 1), zip('99999', 5, 5)],
    );
    expect(table).toEqual({ '00001': ['10001', '10002'], '00002': ['20002'] });
  });
});
