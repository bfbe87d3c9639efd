import { Classes } from '@blueprintjs/core';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { boundsOf, labelPoint, selectCounties, type Bounds, type LngLat } from './areas';
import {
  AREAS_PAINTED,
  COLORS,
  COUNTY_LINE_MIN_ZOOM,
  fitPadding,
  LABEL_FOCUS_CLEARANCE,
  LABEL_MIN_ZOOM,
  LABEL_STYLE,
  MAX_FIT_ZOOM,
  MIN_ZOOM,
  PAINT,
  parseLngLat,
  states,
  statesInView,
  stateLineWidth,
} from './map-style';
import './map-preview.css';
import type { DrawnMapProps, MapAction } from './types';
import { useMapSelection } from './use-map-selection';
import { useStateCounties } from './use-state-counties';
import { fitView, geometryPath, labelOffset, toScreen, viewBounds, type MapView } from './view';

export type MapPreviewProps = DrawnMapProps & {
  /** The user wants the interactive map (a click, Ctrl/⌘ + wheel, a zoom button). */
  onActivate: (action: MapAction) => void;
  /** The user may want it soon (the pointer is on the map): start its download. */
  onWarm: () => void;
  /** The interactive map is drawn over it: no longer a region of its own. */
  covered?: boolean;
  /** A notice in the corner (the interactive map failed to load). */
  notice?: string;
};

// The width a map gets where nothing is laid out (unit tests): any will do.
const UNMEASURED_WIDTH = 640;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || UNMEASURED_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** An SVG pin like maplibre's default marker (27 x 41 at scale 1), its tip on the point. */
function FocusPin({ x, y, label }: { x: number; y: number; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={23}
      height={35}
      viewBox="0 0 27 41"
      style={{ position: 'absolute', left: x - 11.5, top: y - 32, pointerEvents: 'none' }}
    >
      <title>{label}</title>
      <path
        d="M13.5 0C6 0 0 6 0 13.5 0 23.6 13.5 41 13.5 41S27 23.6 27 13.5C27 6 21 0 13.5 0Z"
        fill={COLORS.marker}
      />
      <circle cx={13.5} cy={13.5} r={4.5} fill="#fff" />
    </svg>
  );
}

function ZoomButtons({ onActivate }: { onActivate: (action: MapAction) => void }) {
  const button = (action: MapAction, name: string, glyph: string) => (
    <button
      type="button"
      aria-label={name}
      title={name}
      className="map-preview-zoom"
      onClick={(event) => {
        event.stopPropagation();
        onActivate(action);
      }}
    >
      {glyph}
    </button>
  );
  return (
    <div className="map-preview-zoom-group">
      {button('zoomIn', 'Zoom in', '+')}
      {button('zoomOut', 'Zoom out', '−')}
    </div>
  );
}

/**
 * The serving-area map drawn as an SVG, in the view the interactive map (maplibre) opens on:
 * the states, the counties loaded (outlines at county zoom), the selected counties filled and
 * labelled, the areas without a county as dots, the focus marker. It needs no WebGL and no
 * maplibre (~440 KB gzip with its worker), so a page with a map shows it at once; maplibre
 * loads when the map is used (LazyServingAreaMap). In an editable map a click on a county
 * toggles it, as on the interactive map.
 */
export default function MapPreview({
  areas,
  focus,
  focusLabel,
  onToggleArea,
  height,
  label,
  onActivate,
  onWarm,
  covered = false,
  notice,
}: MapPreviewProps) {
  const [boxRef, width] = useWidth();
  const { counties, ready, failed, requestStates } = useStateCounties(areas);
  const { selectedKey, pointsKey, focusKey, boundsKey } = useMapSelection(areas, focus, counties);

  const view = useMemo<MapView | null>(() => {
    if (!width) return null;
    return fitView(JSON.parse(boundsKey) as Bounds, width, height, {
      padding: fitPadding({ clientWidth: width, clientHeight: height }),
      maxZoom: MAX_FIT_ZOOM,
      minZoom: MIN_ZOOM,
    });
  }, [width, height, boundsKey]);

  // At county zoom the counties of the states in view load too, as the interactive map's do: a
  // map with no areas yet, fitted to its branch, was a blank box with a pin (review 53 L9).
  useEffect(() => {
    if (view && view.zoom >= COUNTY_LINE_MIN_ZOOM) requestStates(statesInView(viewBounds(view)));
  }, [view, requestStates]);

  const drawing = useMemo(() => {
    if (!view) return null;
    const inView = viewBounds(view);
    const [[west, south], [east, north]] = inView;
    const meets = (bounds: Bounds | undefined) =>
      bounds !== undefined &&
      bounds[0][0] <= east &&
      bounds[1][0] >= west &&
      bounds[0][1] <= north &&
      bounds[1][1] >= south;
    const stateCodes = new Set(statesInView(inView));
    const stateShapes = states.features
      .filter((state) => stateCodes.has(state.properties.fips))
      .map((state) => ({ key: state.properties.fips, d: geometryPath(view, state.geometry) }));
    const countyShapes = counties.collection.features
      .filter((county) => meets(boundsOf([county])))
      .map((county) => ({
        fips: county.properties.fips,
        name: county.properties.name,
        d: geometryPath(view, county.geometry),
      }));
    const selected = selectCounties(counties.collection, selectedKey ? selectedKey.split(',') : []);
    const focusPixel = focusKey ? toScreen(view, parseLngLat(focusKey)) : undefined;
    const focusPoint = focusPixel && { x: focusPixel[0], y: focusPixel[1] };
    const labels =
      view.zoom >= LABEL_MIN_ZOOM
        ? selected.map((county) => {
            const [x, y] = toScreen(view, labelPoint(county.geometry));
            const [dx, dy] = labelOffset({ x, y }, focusPoint, LABEL_FOCUS_CLEARANCE);
            return {
              fips: county.properties.fips,
              text: county.properties.name.replace(/, [A-Z]{2}$/, ''),
              x: x + dx,
              y: y + dy,
            };
          })
        : [];
    const points = (JSON.parse(pointsKey) as LngLat[]).map((point) => toScreen(view, point));
    return {
      stateShapes,
      countyShapes,
      selectedShapes: selected.map((county) => geometryPath(view, county.geometry)),
      labels,
      points,
      focusPixel,
    };
  }, [view, counties, selectedKey, pointsKey, focusKey]);

  // For the benchmark (npm run bench): the first time the selected counties are on screen, in
  // the task after the frame that paints them.
  const paintedAreas = Boolean(drawing?.selectedShapes.length);
  useEffect(() => {
    if (!paintedAreas || performance.getEntriesByName(AREAS_PAINTED).length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!performance.getEntriesByName(AREAS_PAINTED).length) performance.mark(AREAS_PAINTED);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [paintedAreas]);

  const editable = onToggleArea !== undefined;
  const countyLines = view !== null && view.zoom >= COUNTY_LINE_MIN_ZOOM;
  let corner: ReactNode = notice;
  if (!corner && failed)
    corner = 'County outlines could not be loaded. The serving areas are listed below.';

  return (
    <div
      ref={boxRef}
      role={covered ? undefined : 'region'}
      aria-label={covered ? undefined : label}
      aria-hidden={covered || undefined}
      aria-busy={!ready || undefined}
      className="map-preview"
      style={
        {
          height,
          background: COLORS.background,
          // A pinch here does not zoom the page (QA 134: it zoomed the page 5x, the preview
          // stayed); one finger still scrolls it. The two fingers start the map (below).
          touchAction: 'pan-x pan-y',
          // The hover fill of an editable map's counties (map-preview.css), as maplibre's.
          '--map-preview-hover': COLORS.primary,
          '--map-preview-hover-opacity': PAINT.hoverOpacity,
        } as CSSProperties
      }
      onPointerEnter={onWarm}
      onPointerDown={onWarm}
      onClick={() => onActivate('open')}
      onWheel={(event) => {
        if (event.ctrlKey || event.metaKey) onActivate('open');
      }}
      onTouchStart={(event) => {
        // Two fingers: a pinch, as Ctrl/⌘ + wheel, is for the map (maplibre's next pinch zooms).
        if (event.touches.length >= 2) onActivate('open');
      }}
    >
      {drawing && view && (
        <svg
          width={view.width}
          height={view.height}
          aria-hidden="true"
          style={{ display: 'block' }}
        >
          {drawing.stateShapes.map((state) => (
            <path key={state.key} d={state.d} fill={COLORS.land} />
          ))}
          {drawing.countyShapes.map((county) => (
            <path
              key={county.fips}
              d={county.d}
              className={editable ? 'map-preview-county' : undefined}
              fill="transparent"
              stroke={countyLines ? COLORS.countyLine : 'none'}
              strokeWidth={PAINT.countyLine}
              onClick={editable ? () => onToggleArea(county.fips, county.name) : undefined}
            >
              {editable && <title>{county.name}</title>}
            </path>
          ))}
          {drawing.selectedShapes.map((d, i) => (
            <path
              key={i}
              d={d}
              fill={COLORS.primary}
              fillOpacity={PAINT.selectedOpacity}
              pointerEvents="none"
            />
          ))}
          {drawing.stateShapes.map((state) => (
            <path
              key={state.key}
              d={state.d}
              fill="none"
              stroke={COLORS.stateLine}
              strokeWidth={stateLineWidth(view.zoom)}
              pointerEvents="none"
            />
          ))}
          {drawing.selectedShapes.map((d, i) => (
            <path
              key={i}
              d={d}
              fill="none"
              stroke={COLORS.primaryDark}
              strokeWidth={PAINT.selectedLine}
              pointerEvents="none"
            />
          ))}
          {drawing.points.map(([x, y], i) => (
            <circle
              key={i}
              cx={x}
              cy={y}
              r={PAINT.pointRadius}
              fill={COLORS.primary}
              fillOpacity={PAINT.selectedOpacity}
              stroke={COLORS.primaryDark}
              strokeWidth={PAINT.selectedLine}
              pointerEvents="none"
            />
          ))}
        </svg>
      )}
      {drawing?.labels.map((county) => (
        <div
          key={county.fips}
          aria-hidden="true" // the list under the map names them
          style={{
            ...LABEL_STYLE,
            position: 'absolute',
            left: county.x,
            top: county.y,
            transform: 'translate(-50%, -50%)',
          }}
        >
          {county.text}
        </div>
      ))}
      {drawing?.focusPixel && (
        <FocusPin x={drawing.focusPixel[0]} y={drawing.focusPixel[1]} label={focusLabel} />
      )}
      <ZoomButtons onActivate={onActivate} />
      {corner && <p className={`${Classes.TEXT_MUTED} map-preview-notice`}>{corner}</p>}
    </div>
  );
}
