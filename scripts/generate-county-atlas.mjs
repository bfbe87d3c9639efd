// Splits us-atlas' county TopoJSON (counties-10m.json, 840 KB, ~245 KB gzip) into one small
// TopoJSON per state, by the state FIPS prefix (the first 2 digits of a county's id):
// src/platform/map/generated/counties/counties-<state FIPS>.json, each with the one object "counties"
// and only the arcs its counties use, in the atlas' quantization (same coordinates, same
// polygons). The map loads only the states it shows (src/platform/map/map-style.ts), so four
// Texas counties cost Texas, not the country. Run by `npm run generate`; the output is
// committed and never edited by hand (`npm run check:generated` regenerates and compares).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const OUT = 'src/platform/map/generated/counties';

const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));
const byState = new Map();
for (const geometry of atlas.objects.counties.geometries) {
  const state = String(geometry.id).slice(0, 2);
  if (!byState.has(state)) byState.set(state, []);
  byState.get(state).push(geometry);
}

/** Arc references of a geometry (Polygon: rings of arcs; MultiPolygon: polygons of rings). */
function mapArcs(geometry, remap) {
  if (geometry.type === 'Polygon') return geometry.arcs.map((ring) => ring.map(remap));
  if (geometry.type === 'MultiPolygon')
    return geometry.arcs.map((polygon) => polygon.map((ring) => ring.map(remap)));
  return undefined; // a null geometry (a territory's part that collapsed at 10m) has none
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const [state, geometries] of [...byState].sort(([a], [b]) => a.localeCompare(b))) {
  const arcs = [];
  const newIndex = new Map();
  // A negative reference ~i is arc i reversed; keep the direction, renumber the arc.
  const remap = (ref) => {
    const index = ref < 0 ? ~ref : ref;
    let renumbered = newIndex.get(index);
    if (renumbered === undefined) {
      renumbered = arcs.length;
      newIndex.set(index, renumbered);
      arcs.push(atlas.arcs[index]); // delta-encoded from its own first point: moves as is
    }
    return ref < 0 ? ~renumbered : renumbered;
  };
  const topology = {
    type: 'Topology',
    transform: atlas.transform,
    objects: {
      counties: {
        type: 'GeometryCollection',
        geometries: geometries.map((geometry) => {
          const out = { type: geometry.type };
          const mapped = mapArcs(geometry, remap);
          if (mapped) out.arcs = mapped;
          out.id = geometry.id;
          out.properties = geometry.properties;
          return out;
        }),
      },
    },
    arcs,
  };
  writeFileSync(join(OUT, `counties-${state}.json`), `${JSON.stringify(topology)}\n`);
}
console.log(
  `${OUT}: ${readdirSync(OUT).length} states, ${atlas.objects.counties.geometries.length} counties`,
);
