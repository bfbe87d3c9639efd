import type { Map as MapLibreMap, MapOptions } from 'maplibre-gl';
import type { Topology } from 'topojson-specification';
import statesJson from 'us-atlas/states-10m.json';
import { boundsOf, statesToGeoJSON, type Bounds, type LngLat } from './areas';

// The map's look and data (3/8: out of serving-area-map.tsx, which keeps the behaviour).
type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type FilterSpecification = NonNullable<Parameters<MapLibreMap['setFilter']>[1]>;

export const COLORS = {
  background: '#E9EDF2', // outside the US (sea, Canada, Mexico): no tiles, so one quiet tone
  land: '#FFFFFF',
  stateLine: '#A3ACB9',
  countyLine: '#D5DAE1',
  primary: '#3957E1',
  primaryDark: '#2338A8',
  marker: '#1C2127',
  labelText: '#1C2D7A',
};

/** Line widths (px) and opacities of the map's layers, on maplibre's map and its preview. */
export const PAINT = {
  countyLine: 0.6,
  hoverOpacity: 0.12,
  selectedOpacity: 0.35,
  selectedLine: 1.5,
  pointRadius: 9,
  // State lines thicken with the zoom: this width at the first zoom, that at the second.
  stateLine: { fromZoom: 3, from: 0.6, toZoom: 8, to: 1.6 },
} as const;

/** The state lines' width at a zoom (maplibre interpolates the same stops itself). */
export function stateLineWidth(zoom: number): number {
  const { fromZoom, from, toZoom, to } = PAINT.stateLine;
  const t = Math.min(1, Math.max(0, (zoom - fromZoom) / (toZoom - fromZoom)));
  return from + t * (to - from);
}

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
export const NOTHING: FilterSpecification = ['==', ['get', 'fips'], ''];
export const fipsFilter = (codes: readonly string[]): FilterSpecification =>
  codes.length ? ['in', ['get', 'fips'], ['literal', [...codes]]] : NOTHING;

// The base map has no glyphs (no font server offline), so selected counties are labelled with
// DOM markers; below this zoom they would only pile up.
export const LABEL_MIN_ZOOM = 6;
// A label this close (px) to the focus marker would sit under its pin: move it below the tip.
export const LABEL_FOCUS_CLEARANCE = 36;
/** A county label's look, on the map and its preview. */
export const LABEL_STYLE = {
  pointerEvents: 'none', // clicks reach the county underneath
  font: '600 12px/1.2 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
  color: COLORS.labelText,
  textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff',
  whiteSpace: 'nowrap',
} as const;
// maplibre's own bounds on the zoom (serving-area-map.tsx), which the preview keeps too.
export const MIN_ZOOM = 2;

// Never zoom past a metro-area view when the selection is one small county or one point.
export const MAX_FIT_ZOOM = 9;
// An editable map zooms to its selection when the view is this many times wider and taller
// (a county seen from the whole country); at state level and closer it keeps its view.
export const SPECK_RATIO = 40;

/** The states' outlines (us-atlas), drawn under every map and its preview. */
export const states = statesToGeoJSON(statesJson as unknown as Topology);

/** Performance mark: the selected counties are first drawn (bench/measurements/ratios.mjs). */
export const AREAS_PAINTED = 'map:areas-painted';

// County outlines are drawn from this zoom on (3,000 outlines are noise at country scale);
// from it on, the map also loads the counties of every state in view.
export const COUNTY_LINE_MIN_ZOOM = 5;

const STATE_BOUNDS = states.features.map((state) => ({
  fips: state.properties.fips,
  bounds: boundsOf([state])!,
}));

/** The FIPS of the states whose bounding box meets the view. */
export function statesInView([[west, south], [east, north]]: Bounds): string[] {
  return STATE_BOUNDS.filter(
    ({ bounds: [[w, s], [e, n]] }) => w <= east && e >= west && s <= north && n >= south,
  ).map(({ fips }) => fips);
}

export function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: states },
      counties: { type: 'geojson', data: EMPTY },
      points: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': COLORS.background } },
      { id: 'states-fill', type: 'fill', source: 'states', paint: { 'fill-color': COLORS.land } },
      {
        id: 'counties-line',
        type: 'line',
        source: 'counties',
        minzoom: COUNTY_LINE_MIN_ZOOM,
        paint: { 'line-color': COLORS.countyLine, 'line-width': PAINT.countyLine },
      },
      // Invisible, but queryable: the click/hover target in editable mode.
      {
        id: 'counties-hit',
        type: 'fill',
        source: 'counties',
        paint: { 'fill-color': '#000', 'fill-opacity': 0 },
      },
      {
        id: 'counties-hover',
        type: 'fill',
        source: 'counties',
        filter: NOTHING,
        paint: { 'fill-color': COLORS.primary, 'fill-opacity': PAINT.hoverOpacity },
      },
      {
        id: 'selected-fill',
        type: 'fill',
        source: 'counties',
        filter: NOTHING,
        paint: { 'fill-color': COLORS.primary, 'fill-opacity': PAINT.selectedOpacity },
      },
      {
        id: 'states-line',
        type: 'line',
        source: 'states',
        paint: {
          'line-color': COLORS.stateLine,
          'line-width': [
            'interpolate',
            ['linear'],
            ['zoom'],
            PAINT.stateLine.fromZoom,
            PAINT.stateLine.from,
            PAINT.stateLine.toZoom,
            PAINT.stateLine.to,
          ],
        },
      },
      {
        id: 'selected-line',
        type: 'line',
        source: 'counties',
        filter: NOTHING,
        paint: { 'line-color': COLORS.primaryDark, 'line-width': PAINT.selectedLine },
      },
      {
        id: 'area-points',
        type: 'circle',
        source: 'points',
        paint: {
          'circle-color': COLORS.primary,
          'circle-opacity': PAINT.selectedOpacity,
          'circle-radius': PAINT.pointRadius,
          'circle-stroke-color': COLORS.primaryDark,
          'circle-stroke-width': PAINT.selectedLine,
        },
      },
    ],
  };
}

export const parseLngLat = (key: string) => key.split(',').map(Number) as LngLat;

export function fitPadding(container: { clientWidth: number; clientHeight: number }) {
  // fitBounds refuses padding larger than the canvas; keep it proportional on small maps.
  return Math.round(Math.min(40, container.clientWidth / 8, container.clientHeight / 8));
}
