import { Classes } from '@blueprintjs/core';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  prewarm,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLayerMouseEvent,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// maplibre 6 ships an ES-module worker that it would look up next to its own file, which is
// not where Vite puts it: bundle it as a worker and hand maplibre the resulting URL.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { countyAt, type Bounds, type CountyProperties, type LngLat } from './areas';
import {
  AREAS_PAINTED,
  baseStyle,
  COLORS,
  fipsFilter,
  fitPadding,
  COUNTY_LINE_MIN_ZOOM,
  MAX_FIT_ZOOM,
  MIN_ZOOM,
  NOTHING,
  parseLngLat,
  SPECK_RATIO,
  statesInView,
} from './map-style';
import { loadStateCounties } from './counties';
import type { DrawnMapProps, MapAction } from './types';
import { useCountyLabels } from './use-county-labels';
import { useMapSelection } from './use-map-selection';
import { useStateCounties } from './use-state-counties';

setWorkerUrl(workerUrl);
// maplibre's worker starts with this chunk, not when a map's style needs it (5/8); tests have none.
if (typeof Worker !== 'undefined') prewarm();
/**
 * The serving-area map: an offline US base map (states, counties from us-atlas; a state's
 * counties load with the first area in it, or when the view shows it at county zoom, or, in
 * an editable map, when the pointer reaches it) with the
 * selected counties filled, areas without a county shown as dots, and an optional focus
 * marker. Load it through `LazyServingAreaMap` so maplibre stays out of other routes.
 */
export default function ServingAreaMap({
  areas,
  focus,
  focusLabel,
  onToggleArea,
  height,
  label,
  onShown,
  firstAction,
  onUnavailable,
}: DrawnMapProps & {
  /** Called when this browser cannot draw the map (no WebGL). */
  onUnavailable?: () => void;
  /** Called once the map has drawn its first view (the preview under it can go). */
  onShown?: () => void;
  /** What the user did on the preview that brought this map in, done once it has loaded. */
  firstAction?: MapAction;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null); // set once the style has loaded
  const { counties, loaded: loadedRef, requestStates, ready, failed } = useStateCounties(areas);
  // 'map': no WebGL at all; 'counties': the base map works but the county atlas did not load.
  const [mapFailed, setMapFailed] = useState(false);
  const failure = mapFailed ? 'map' : failed ? 'counties' : null;
  const editable = onToggleArea !== undefined;

  const onUnavailableRef = useRef(onUnavailable);
  // Handlers are bound once per map; read the latest callback through a ref.
  const toggleRef = useRef(onToggleArea);
  useEffect(() => {
    toggleRef.current = onToggleArea;
  });

  const { selectedKey, pointsKey, focusKey, boundsKey } = useMapSelection(areas, focus, counties);
  const initialBoundsKey = useRef(boundsKey);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: MapLibreMap;
    try {
      instance = new MapLibreMap({
        container,
        style: baseStyle(),
        bounds: JSON.parse(initialBoundsKey.current) as Bounds,
        fitBoundsOptions: { padding: fitPadding(container), maxZoom: MAX_FIT_ZOOM },
        attributionControl: false, // no tiles; the us-atlas data is public domain
        minZoom: MIN_ZOOM,
        renderWorldCopies: false,
        // A flat reference map: rotation and pitch only disorient.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        rollEnabled: false,
        // Embedded in scrolling pages: the wheel scrolls the page unless Ctrl/⌘ is held.
        cooperativeGestures: true,
      });
    } catch {
      // No WebGL (old device, disabled GPU): the list below the map still names the areas,
      // and the preview (LazyServingAreaMap) stays.
      setMapFailed(true);
      onUnavailableRef.current?.();
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.keyboard.disableRotation();
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');

    let cancelled = false;
    // At county zoom, the counties of the states in view (their outlines show there).
    const loadInView = () => {
      if (cancelled || instance.getZoom() < COUNTY_LINE_MIN_ZOOM) return;
      const view = instance.getBounds();
      requestStates(
        statesInView([
          [view.getWest(), view.getSouth()],
          [view.getEast(), view.getNorth()],
        ]),
      );
    };
    instance.on('load', () => {
      if (cancelled) return;
      setMap(instance);
      loadInView();
    });
    instance.on('moveend', loadInView);
    return () => {
      cancelled = true;
      setMap(null);
      instance.remove();
    };
  }, [requestStates]);

  useEffect(() => {
    if (map) map.getSource<GeoJSONSource>('counties')?.setData(counties.collection);
  }, [map, counties]);

  useEffect(() => {
    if (!map) return;
    const filter = fipsFilter(selectedKey ? selectedKey.split(',') : []);
    map.setFilter('selected-fill', filter);
    map.setFilter('selected-line', filter);
  }, [map, selectedKey]);

  // For the benchmark (npm run bench): the first time the selected counties are on screen,
  // i.e. an `idle` (sources loaded, frame drawn) after which their fill is rendered.
  useEffect(() => {
    if (!map || !counties || !selectedKey) return;
    if (performance.getEntriesByName(AREAS_PAINTED).length) return;
    const painted = () => {
      if (!map.queryRenderedFeatures({ layers: ['selected-fill'] }).length) return;
      map.off('idle', painted);
      performance.mark(AREAS_PAINTED);
    };
    map.on('idle', painted);
    return () => {
      map.off('idle', painted);
    };
  }, [map, counties, selectedKey]);

  useEffect(() => {
    if (!map) return;
    const points = JSON.parse(pointsKey) as LngLat[];
    map.getSource<GeoJSONSource>('points')?.setData({
      type: 'FeatureCollection',
      features: points.map((coordinates) => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Point', coordinates },
      })),
    });
  }, [map, pointsKey]);

  useEffect(() => {
    if (!map || !focusKey) return;
    const marker = new Marker({ color: COLORS.marker, scale: 0.85 })
      .setLngLat(parseLngLat(focusKey))
      .addTo(map);
    const element = marker.getElement();
    element.setAttribute('aria-label', focusLabel);
    element.setAttribute('title', focusLabel);
    return () => {
      marker.remove();
    };
  }, [map, focusKey, focusLabel]);

  useCountyLabels(map, counties, selectedKey, focusKey);

  // Fit once the counties are known, then follow changes of a read-only map. An editable
  // map keeps its view while it shows the selection well, so the county under the pointer
  // does not jump away after a click; it moves when the selection leaves the view (an area
  // picked from a search elsewhere) or would be a speck in it (the first area picked while
  // the whole country shows), and stays put when the last area is taken out.
  const fittedWithCounties = useRef(false);
  useEffect(() => {
    if (!map || !ready) return;
    if (editable && fittedWithCounties.current) {
      if (!selectedKey && pointsKey === '[]') return;
      const [southWest, northEast] = JSON.parse(boundsKey) as Bounds;
      const view = map.getBounds();
      const inView = view.contains(southWest) && view.contains(northEast);
      const speck =
        (northEast[0] - southWest[0]) * SPECK_RATIO < view.getEast() - view.getWest() &&
        (northEast[1] - southWest[1]) * SPECK_RATIO < view.getNorth() - view.getSouth();
      if (inView && !speck) return;
    }
    const first = !fittedWithCounties.current;
    fittedWithCounties.current = true;
    map.fitBounds(JSON.parse(boundsKey) as Bounds, {
      padding: fitPadding(map.getContainer()),
      maxZoom: MAX_FIT_ZOOM,
      animate: !first,
    });
  }, [map, ready, boundsKey, editable, selectedKey, pointsKey]);

  // Once drawn (after the first fit above): the preview under it goes, and a zoom asked for
  // on the preview is done here.
  const shown = useRef({ onShown, firstAction, done: false });
  useEffect(() => {
    if (!map || !(ready || failed) || shown.current.done) return;
    shown.current.done = true;
    if (shown.current.firstAction === 'zoomIn') map.zoomIn();
    if (shown.current.firstAction === 'zoomOut') map.zoomOut();
    shown.current.onShown?.();
  }, [map, ready, failed]);

  useEffect(() => {
    if (!map || !editable) return;
    const canvas = map.getCanvas();
    const tooltip = new Popup({
      closeButton: false,
      closeOnClick: false,
      offset: 14,
      maxWidth: '240px',
    });
    const countyOf = (event: MapLayerMouseEvent) =>
      event.features?.[0]?.properties as CountyProperties | undefined;

    const onClick = (event: MapLayerMouseEvent) => {
      const county = countyOf(event);
      if (county) toggleRef.current?.(county.fips, county.name);
    };
    const onMove = (event: MapLayerMouseEvent) => {
      const county = countyOf(event);
      if (!county) return;
      canvas.style.cursor = 'pointer';
      map.setFilter('counties-hover', fipsFilter([county.fips]));
      tooltip.setLngLat(event.lngLat).setText(county.name).addTo(map);
    };
    const onLeave = () => {
      canvas.style.cursor = '';
      map.setFilter('counties-hover', NOTHING);
      tooltip.remove();
    };
    // A state whose counties are not loaded yet has nothing under the pointer to hit: the
    // pointer reaching it loads them, and a click in it toggles the county there once loaded.
    const stateOf = (event: MapLayerMouseEvent) =>
      (event.features?.[0]?.properties as { fips?: string } | undefined)?.fips;
    const onStateMove = (event: MapLayerMouseEvent) => {
      const stateFips = stateOf(event);
      if (stateFips) requestStates([stateFips]);
    };
    const onStateClick = (event: MapLayerMouseEvent) => {
      const stateFips = stateOf(event);
      if (!stateFips || loadedRef.current.has(stateFips)) return; // counties-hit had it
      const point: LngLat = [event.lngLat.lng, event.lngLat.lat];
      requestStates([stateFips]);
      loadStateCounties(stateFips).then(
        (part) => {
          const county = countyAt(part.collection, point);
          if (county) toggleRef.current?.(county.properties.fips, county.properties.name);
        },
        () => {}, // requestStates shows the failure
      );
    };
    map.on('click', 'counties-hit', onClick);
    map.on('mousemove', 'counties-hit', onMove);
    map.on('mouseleave', 'counties-hit', onLeave);
    map.on('click', 'states-fill', onStateClick);
    map.on('mousemove', 'states-fill', onStateMove);
    return () => {
      map.off('click', 'counties-hit', onClick);
      map.off('mousemove', 'counties-hit', onMove);
      map.off('mouseleave', 'counties-hit', onLeave);
      map.off('click', 'states-fill', onStateClick);
      map.off('mousemove', 'states-fill', onStateMove);
      onLeave();
    };
  }, [map, editable, requestStates, loadedRef]);

  return (
    <div
      role="region"
      aria-label={label}
      style={{ position: 'relative', height, width: '100%', borderRadius: 4, overflow: 'hidden' }}
    >
      {/* maplibre owns this element's children; React renders only beside it. */}
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      {failure && (
        <p
          className={Classes.TEXT_MUTED}
          style={
            failure === 'map'
              ? {
                  position: 'absolute',
                  inset: 0,
                  margin: 0,
                  display: 'grid',
                  placeItems: 'center',
                  padding: 16,
                }
              : {
                  position: 'absolute',
                  left: 8,
                  bottom: 8,
                  margin: 0,
                  padding: '4px 8px',
                  background: '#fff',
                  borderRadius: 4,
                }
          }
        >
          {failure === 'map'
            ? 'The map could not be shown. The serving areas are listed below.'
            : 'County outlines could not be loaded. The serving areas are listed below.'}
        </p>
      )}
    </div>
  );
}
