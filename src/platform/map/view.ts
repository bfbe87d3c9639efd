import type { AreaGeometry, Bounds, LngLat } from './areas';

// The map's camera without maplibre (5/8: the map preview draws the same view as an SVG, so the
// route does not fetch maplibre until the map is used). Web Mercator with 512 px tiles and
// maplibre's fitBounds: the zoom that fits the padded box (at most `maxZoom`, at least
// `minZoom`), centred on the middle of the projected box. Tested against these rules in
// view.test.ts; the e2e journey checks a label sits where maplibre then puts it.

const WORLD = 512;

/** A view of `width` x `height` px at `zoom`, centred on `center` (world px at zoom 0). */
export type MapView = {
  zoom: number;
  center: [x: number, y: number];
  width: number;
  height: number;
};

/** A point in world pixels at zoom 0 (x east, y south; the world is 512 px square). */
export function mercator([lng, lat]: LngLat): [number, number] {
  const sin = Math.sin((Math.max(-85.051129, Math.min(85.051129, lat)) * Math.PI) / 180);
  return [
    ((lng + 180) / 360) * WORLD,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD,
  ];
}

/** The view maplibre's fitBounds gives for `bounds` in a box of this size and padding. */
export function fitView(
  [[west, south], [east, north]]: Bounds,
  width: number,
  height: number,
  { padding, maxZoom, minZoom }: { padding: number; maxZoom: number; minZoom: number },
): MapView {
  const [x0, y0] = mercator([west, north]);
  const [x1, y1] = mercator([east, south]);
  const scale = Math.min(
    Math.max(width - 2 * padding, 1) / Math.max(x1 - x0, 1e-9),
    Math.max(height - 2 * padding, 1) / Math.max(y1 - y0, 1e-9),
  );
  const zoom = Math.max(minZoom, Math.min(maxZoom, Math.log2(scale)));
  return { zoom, center: [(x0 + x1) / 2, (y0 + y1) / 2], width, height };
}

/** Where a point falls in the view, in px from its top left corner. */
export function toScreen(view: MapView, lngLat: LngLat): [number, number] {
  const [x, y] = mercator(lngLat);
  const k = 2 ** view.zoom;
  return [(x - view.center[0]) * k + view.width / 2, (y - view.center[1]) * k + view.height / 2];
}

/** The view's corners as [[west, south], [east, north]]. */
export function viewBounds(view: MapView): Bounds {
  const k = 2 ** view.zoom;
  const unproject = (x: number, y: number): LngLat => [
    (x / WORLD) * 360 - 180,
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI,
  ];
  const [cx, cy] = view.center;
  const [west, north] = unproject(cx - view.width / 2 / k, cy - view.height / 2 / k);
  const [east, south] = unproject(cx + view.width / 2 / k, cy + view.height / 2 / k);
  return [
    [west, south],
    [east, north],
  ];
}

/** An SVG path of a polygon or multipolygon in the view (rounded to 0.1 px). */
export function geometryPath(view: MapView, geometry: AreaGeometry): string {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let path = '';
  for (const polygon of polygons)
    for (const ring of polygon) {
      ring.forEach((position, i) => {
        const [x, y] = toScreen(view, position as LngLat);
        path += `${i ? 'L' : 'M'}${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
      });
      path += 'Z';
    }
  return path;
}

/**
 * Where a label at `pixel` goes, as an offset: under the focus marker's tip when it would sit
 * under its pin (closer than `clearance` px), else where it is.
 */
export function labelOffset(
  pixel: { x: number; y: number },
  focus: { x: number; y: number } | undefined,
  clearance: number,
): [number, number] {
  if (!focus || Math.hypot(pixel.x - focus.x, pixel.y - focus.y) >= clearance) return [0, 0];
  return [focus.x - pixel.x, focus.y - pixel.y + 14];
}
