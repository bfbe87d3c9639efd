import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Pure helpers behind the serving-area map: us-atlas TopoJSON -> GeoJSON, county FIPS lookup
 * by the names the product uses ("Travis County, TX"), and bounding boxes. No maplibre here,
 * so they are cheap to import and test against the real atlas.
 */

export type LngLat = [lng: number, lat: number];
/** [[west, south], [east, north]] — the shape maplibre's fitBounds takes. */
export type Bounds = [LngLat, LngLat];

export type AreaGeometry = GeoJSON.Polygon | GeoJSON.MultiPolygon;

export type StateProperties = { fips: string; name: string; abbr: string };
export type CountyProperties = {
  /** 5-digit FIPS (state + county), the us-atlas feature id. */
  fips: string;
  /** Display name in the product's format: "Travis County, TX". */
  name: string;
  stateAbbr: string;
};

export type StateFeatureCollection = GeoJSON.FeatureCollection<AreaGeometry, StateProperties>;
export type CountyFeatureCollection = GeoJSON.FeatureCollection<AreaGeometry, CountyProperties>;

/** The continental US, the view when nothing is selected. */
export const CONTINENTAL_US_BOUNDS: Bounds = [
  [-124.8, 24.4],
  [-66.9, 49.4],
];

/** State FIPS -> postal abbreviation and name (the 50 states, DC and the territories in us-atlas). */
export const STATES: Readonly<Record<string, { abbr: string; name: string }>> = {
  '01': { abbr: 'AL', name: 'Alabama' },
  '02': { abbr: 'AK', name: 'Alaska' },
  '04': { abbr: 'AZ', name: 'Arizona' },
  '05': { abbr: 'AR', name: 'Arkansas' },
  '06': { abbr: 'CA', name: 'California' },
  '08': { abbr: 'CO', name: 'Colorado' },
  '09': { abbr: 'CT', name: 'Connecticut' },
  '10': { abbr: 'DE', name: 'Delaware' },
  '11': { abbr: 'DC', name: 'District of Columbia' },
  '12': { abbr: 'FL', name: 'Florida' },
  '13': { abbr: 'GA', name: 'Georgia' },
  '15': { abbr: 'HI', name: 'Hawaii' },
  '16': { abbr: 'ID', name: 'Idaho' },
  '17': { abbr: 'IL', name: 'Illinois' },
  '18': { abbr: 'IN', name: 'Indiana' },
  '19': { abbr: 'IA', name: 'Iowa' },
  '20': { abbr: 'KS', name: 'Kansas' },
  '21': { abbr: 'KY', name: 'Kentucky' },
  '22': { abbr: 'LA', name: 'Louisiana' },
  '23': { abbr: 'ME', name: 'Maine' },
  '24': { abbr: 'MD', name: 'Maryland' },
  '25': { abbr: 'MA', name: 'Massachusetts' },
  '26': { abbr: 'MI', name: 'Michigan' },
  '27': { abbr: 'MN', name: 'Minnesota' },
  '28': { abbr: 'MS', name: 'Mississippi' },
  '29': { abbr: 'MO', name: 'Missouri' },
  '30': { abbr: 'MT', name: 'Montana' },
  '31': { abbr: 'NE', name: 'Nebraska' },
  '32': { abbr: 'NV', name: 'Nevada' },
  '33': { abbr: 'NH', name: 'New Hampshire' },
  '34': { abbr: 'NJ', name: 'New Jersey' },
  '35': { abbr: 'NM', name: 'New Mexico' },
  '36': { abbr: 'NY', name: 'New York' },
  '37': { abbr: 'NC', name: 'North Carolina' },
  '38': { abbr: 'ND', name: 'North Dakota' },
  '39': { abbr: 'OH', name: 'Ohio' },
  '40': { abbr: 'OK', name: 'Oklahoma' },
  '41': { abbr: 'OR', name: 'Oregon' },
  '42': { abbr: 'PA', name: 'Pennsylvania' },
  '44': { abbr: 'RI', name: 'Rhode Island' },
  '45': { abbr: 'SC', name: 'South Carolina' },
  '46': { abbr: 'SD', name: 'South Dakota' },
  '47': { abbr: 'TN', name: 'Tennessee' },
  '48': { abbr: 'TX', name: 'Texas' },
  '49': { abbr: 'UT', name: 'Utah' },
  '50': { abbr: 'VT', name: 'Vermont' },
  '51': { abbr: 'VA', name: 'Virginia' },
  '53': { abbr: 'WA', name: 'Washington' },
  '54': { abbr: 'WV', name: 'West Virginia' },
  '55': { abbr: 'WI', name: 'Wisconsin' },
  '56': { abbr: 'WY', name: 'Wyoming' },
  '60': { abbr: 'AS', name: 'American Samoa' },
  '66': { abbr: 'GU', name: 'Guam' },
  '69': { abbr: 'MP', name: 'Northern Mariana Islands' },
  '72': { abbr: 'PR', name: 'Puerto Rico' },
  '78': { abbr: 'VI', name: 'U.S. Virgin Islands' },
};

/** Normalized state abbreviation or full name -> state FIPS. */
const STATE_FIPS_BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(STATES).flatMap(([fips, { abbr, name }]) => [
    [normalize(abbr), fips],
    [normalize(name), fips],
  ]),
);

/**
 * Lowercase, no diacritics or dots, "Saint" == "St": the spellings people type for the same
 * county ("Dona Ana" / "Doña Ana", "Saint Louis" / "St. Louis").
 */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();
}

// Independent cities share names with counties of the same state (Baltimore city / Baltimore
// County); the Census gives them county codes of 500 and up. Only these states have them
// (Texas also has codes >= 500, but for ordinary counties).
const INDEPENDENT_CITY_STATES = new Set(['24', '29', '32', '51']);
const isIndependentCity = (fips: string) =>
  INDEPENDENT_CITY_STATES.has(fips.slice(0, 2)) && Number(fips.slice(2)) >= 500;

/**
 * The product's display name for a us-atlas county ("Travis" in 48 -> "Travis County, TX").
 * us-atlas drops the legal suffix, so it is restored per state's convention.
 */
export function countyDisplayName(fips: string, atlasName: string): string {
  const stateFips = fips.slice(0, 2);
  const abbr = STATES[stateFips]?.abbr ?? stateFips;
  let base: string;
  if (stateFips === '22') base = `${atlasName} Parish`;
  else if (isIndependentCity(fips))
    base = /\bcity$/i.test(atlasName) ? atlasName : `${atlasName} city`;
  // Alaska (boroughs, census areas, municipalities), DC and the territories have mixed or no
  // county-level suffix; the bare name is what people use.
  else if (['02', '11', '60', '66', '69', '72', '78'].includes(stateFips)) base = atlasName;
  else base = `${atlasName} County`;
  return `${base}, ${abbr}`;
}

/** The features of one named object of a topology (topojson -> GeoJSON). */
export function topologyToFeatures<P extends GeoJSON.GeoJsonProperties>(
  topology: Topology,
  objectName: string,
): GeoJSON.FeatureCollection<GeoJSON.Geometry, P> {
  const object = topology.objects[objectName];
  if (!object || object.type !== 'GeometryCollection') {
    throw new Error(`Topology has no geometry collection named "${objectName}"`);
  }
  return feature(topology, object as GeometryCollection<P>);
}

type AtlasProperties = { name: string };

function toAreaCollection<P>(
  topology: Topology,
  objectName: string,
  properties: (id: string, name: string) => P,
): GeoJSON.FeatureCollection<AreaGeometry, P> {
  const source = topologyToFeatures<AtlasProperties>(topology, objectName);
  const features: GeoJSON.Feature<AreaGeometry, P>[] = [];
  for (const item of source.features) {
    const geometry = item.geometry;
    // A few territories' parts collapse to null at 10m resolution; nothing to draw or click.
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const id = String(item.id);
    features.push({ type: 'Feature', geometry, properties: properties(id, item.properties.name) });
  }
  return { type: 'FeatureCollection', features };
}

/** us-atlas states-10m (object "states") as GeoJSON with FIPS, name and abbreviation. */
export function statesToGeoJSON(topology: Topology): StateFeatureCollection {
  return toAreaCollection(topology, 'states', (fips, name) => ({
    fips,
    name,
    abbr: STATES[fips]?.abbr ?? fips,
  }));
}

/** us-atlas counties-10m (object "counties") as GeoJSON with FIPS and display name. */
export function countiesToGeoJSON(topology: Topology): CountyFeatureCollection {
  return toAreaCollection(topology, 'counties', (fips, name) => ({
    fips,
    name: countyDisplayName(fips, name),
    stateAbbr: STATES[fips.slice(0, 2)]?.abbr ?? fips.slice(0, 2),
  }));
}

/** `${stateFips}|${normalized county name without suffix}` -> FIPS codes with that name. */
export type CountyIndex = ReadonlyMap<string, readonly string[]>;

export function buildCountyIndex(topology: Topology): CountyIndex {
  const index = new Map<string, string[]>();
  const counties = topology.objects.counties;
  if (!counties || counties.type !== 'GeometryCollection') {
    throw new Error('Topology has no "counties" geometry collection');
  }
  for (const geometry of counties.geometries) {
    const fips = String(geometry.id);
    const name = (geometry.properties as AtlasProperties | undefined)?.name;
    if (!name) continue;
    const key = `${fips.slice(0, 2)}|${normalize(name)}`;
    const list = index.get(key);
    if (list) list.push(fips);
    else index.set(key, [fips]);
  }
  return index;
}

/**
 * The state FIPS of an area named the product's way ("Travis County, TX" -> "48"), from the
 * state after its last comma (initials or full name); undefined without one.
 */
export function stateFipsOfName(areaName: string): string | undefined {
  const comma = areaName.lastIndexOf(',');
  if (comma < 0) return undefined;
  return STATE_FIPS_BY_KEY.get(normalize(areaName.slice(comma + 1)));
}

/** The states of a map's areas (by FIPS, or the ", TX" in a name), sorted and joined: "06,48". */
export function areaStatesKey(areas: ReadonlyArray<{ name: string; fips?: string }>): string {
  const codes = new Set<string>();
  for (const area of areas) {
    const stateFips = area.fips?.slice(0, 2) ?? stateFipsOfName(area.name);
    if (stateFips) codes.add(stateFips);
  }
  return [...codes].sort().join(',');
}

const COUNTY_SUFFIX =
  /\s+(county|parish|borough|census area|municipality|city and borough|municipio)$/;

/**
 * FIPS of a county named the product's way: "Travis County, TX" -> "48453". Also accepts the
 * full state name, no suffix ("Travis, TX"), "Parish", "Borough", "Census Area" and
 * independent cities ("Baltimore city, MD" -> "24510" while "Baltimore County, MD" -> "24005").
 * Returns undefined for anything that is not one county (a metro area, a typo).
 */
export function findCountyFips(areaName: string, index: CountyIndex): string | undefined {
  const stateFips = stateFipsOfName(areaName);
  if (!stateFips) return undefined;
  const comma = areaName.lastIndexOf(',');

  const base = normalize(areaName.slice(0, comma)).replace(COUNTY_SUFFIX, '');
  const wantsCity = / city$/.test(base);
  // "Carson City" and "James City" are the atlas names themselves; try them before dropping "city".
  const candidates =
    index.get(`${stateFips}|${base}`) ??
    (wantsCity ? index.get(`${stateFips}|${base.replace(/ city$/, '')}`) : undefined);
  if (!candidates || candidates.length === 0) return undefined;
  if (candidates.length === 1) return candidates[0];
  return candidates.find((fips) => isIndependentCity(fips) === wantsCity) ?? candidates[0];
}

function extendWithPositions(box: number[], positions: readonly (readonly number[])[]) {
  for (const [lng, lat] of positions) {
    if (lng < box[0]) box[0] = lng;
    if (lat < box[1]) box[1] = lat;
    if (lng > box[2]) box[2] = lng;
    if (lat > box[3]) box[3] = lat;
  }
}

/**
 * The bounding box around the given area features and extra points (a branch location, the
 * centres of areas without a polygon), or undefined when there is nothing.
 */
export function boundsOf(
  features: readonly GeoJSON.Feature<AreaGeometry, unknown>[],
  points: readonly LngLat[] = [],
): Bounds | undefined {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { geometry } of features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    // The outer ring bounds the polygon; holes are inside it.
    for (const polygon of polygons) if (polygon[0]) extendWithPositions(box, polygon[0]);
  }
  extendWithPositions(box, points);
  if (!Number.isFinite(box[0])) return undefined;
  return [
    [box[0], box[1]],
    [box[2], box[3]],
  ];
}

function ringArea(ring: readonly GeoJSON.Position[]): number {
  let twiceArea = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twiceArea += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  }
  return twiceArea / 2;
}

/**
 * Where to put an area's label: the centroid of its largest part's outer ring (counties are
 * compact enough that it falls inside them; an island county labels its main island).
 */
export function labelPoint(geometry: AreaGeometry): LngLat {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let ring: GeoJSON.Position[] = polygons[0][0];
  for (const polygon of polygons)
    if (Math.abs(ringArea(polygon[0])) > Math.abs(ringArea(ring))) ring = polygon[0];
  const area = ringArea(ring);
  if (area === 0) return [ring[0][0], ring[0][1]];
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    x += (ring[j][0] + ring[i][0]) * cross;
    y += (ring[j][1] + ring[i][1]) * cross;
  }
  return [x / (6 * area), y / (6 * area)];
}

/** The county features whose FIPS is in the given set, in the collection's order. */
export function selectCounties(
  counties: CountyFeatureCollection,
  fipsCodes: Iterable<string>,
): GeoJSON.Feature<AreaGeometry, CountyProperties>[] {
  const wanted = new Set(fipsCodes);
  return counties.features.filter((item) => wanted.has(item.properties.fips));
}

function ringContains(ring: readonly GeoJSON.Position[], [lng, lat]: LngLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The county feature containing the point (outer rings minus holes), if any. */
export function countyAt(
  counties: CountyFeatureCollection,
  point: LngLat,
): GeoJSON.Feature<AreaGeometry, CountyProperties> | undefined {
  return counties.features.find(({ geometry }) => {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return polygons.some(
      ([outer, ...holes]) =>
        outer !== undefined &&
        ringContains(outer, point) &&
        !holes.some((hole) => ringContains(hole, point)),
    );
  });
}
