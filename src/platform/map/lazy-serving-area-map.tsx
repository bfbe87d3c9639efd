import { Classes } from '@blueprintjs/core';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyComponent, lazyValue } from '@/platform/routing';
import type { AreaNames } from './counties';
import { ServingAreaList } from './serving-area-list';
import { type MapAction, type ServingAreaMapProps, withMapDefaults } from './types';

// The only imports of the map's modules: the preview (an SVG; the states' outlines) loads with
// the first route that renders a map, maplibre-gl (its CSS and worker) when a map is used.
// Both are rendered once loaded (lazyComponent's preload), never suspending.
const MapPreview = lazyComponent(() => import('./map-preview').then((m) => m.default));
const ServingAreaMap = lazyComponent(() => import('./serving-area-map').then((m) => m.default));
const Counties = lazyValue(() => import('./counties'));

/**
 * Loads the counties of these areas' states: asked for at once once the counties' module is
 * in (an import() of a loaded module resolves a task later, which a page's long first render
 * can take: the counties then left ~370 ms late at 4x CPU), else once it is.
 */
function loadCounties(areas: AreaNames) {
  const counties = Counties.loaded();
  return counties
    ? counties.loadAreaCounties(areas)
    : Counties.load().then((m) => m.loadAreaCounties(areas));
}

/**
 * Starts the download of the map's preview and, given the map's areas (or places they are
 * likely in: the branch's own city, before its areas are known), of their states' counties:
 * for a page that knows it will show a map before it renders it (its route's prefetch), so
 * the map draws as soon as the page has its data.
 */
export function preloadServingAreaMap(areas?: AreaNames): Promise<void> {
  // A failure is not reported here: the map asks again, and shows it.
  const preview = MapPreview.preload();
  const counties = areas ? loadCounties(areas) : Counties.load();
  return Promise.allSettled([preview, counties]).then(() => undefined);
}

/**
 * The preview and these areas' counties, as a query a reload's first render waits for (with
 * the page's data, AHEAD_META, see aheadSettled): the map then draws with the page, not
 * ~0.2-0.35 s after it at 4x CPU. Its data is only "ready"; the map reads the counties itself.
 */
export const servingAreaMapReadyOptions = (areas: AreaNames) => ({
  queryKey: ['serving-area-map', 'ready', areas.map((area) => area.fips ?? area.name)] as const,
  queryFn: () => preloadServingAreaMap(areas).then(() => true),
  staleTime: Infinity,
});

function MapSkeleton({ height }: { height: number }) {
  return (
    <div
      className={Classes.SKELETON}
      role="status"
      aria-label="Loading map"
      style={{ height, borderRadius: 4 }}
    />
  );
}

type BoundaryProps = { height: number; children: ReactNode };

/** A failed chunk download (offline, new deploy) costs the map, not the page. */
class MapLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        className={Classes.TEXT_MUTED}
        style={{
          height: this.props.height,
          margin: 0,
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
        }}
      >
        The map could not be loaded. The serving areas are listed below.
      </p>
    );
  }
}

/**
 * True once the preview's chunk and the counties of the areas' states are in (or have failed):
 * the preview then draws its first view with them (5/8: a view fitted to the whole country,
 * then to the areas, drew twice).
 */
function usePreviewReady(areas: ServingAreaMapProps['areas']): boolean {
  // Both there already (a page whose route prefetch asked for them, 5/8): the preview draws in
  // the page's first render, not in one of its own a frame later (~0.2-0.35 s at 4x CPU).
  const [ready, setReady] = useState(
    () => MapPreview.isLoaded() && Counties.loaded()?.areaCountiesLoaded(areas) === true,
  );
  // Until the preview is there, new areas (a pick in the form around it) load again; after,
  // the preview loads the states of later ones itself.
  const areasRef = useRef(areas);
  useEffect(() => {
    areasRef.current = areas;
  });
  const areasKey = areas.map((area) => area.fips ?? area.name).join('|');
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A failed chunk download is thrown by the lazy component into MapLoadBoundary.
    const counties = loadCounties(areasRef.current);
    void Promise.allSettled([MapPreview.preload(), counties]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready, areasKey]);
  return ready;
}

type Interactive =
  | { state: 'off' }
  | { state: 'loading' | 'loaded' | 'shown'; action: MapAction }
  | { state: 'failed' | 'unavailable' };

const NOTICES = {
  failed: 'The interactive map could not be loaded. Click the map to try again.',
  unavailable: 'This browser cannot show the interactive map.',
};

/**
 * The map (with the list of its areas under it) for every page: a preview first (an SVG of
 * the view, map-preview.tsx), then, once the map is used (a click, Ctrl/⌘ + wheel, a zoom
 * button), the interactive map (maplibre), drawn over the preview in the same view; the
 * preview goes when it has drawn. maplibre's download starts when the pointer comes onto the
 * map. The list of names is plain text and shows immediately.
 */
export function LazyServingAreaMap(given: ServingAreaMapProps) {
  const props = withMapDefaults(given);
  const height = props.height;
  const ready = usePreviewReady(props.areas);
  const [interactive, setInteractive] = useState<Interactive>({ state: 'off' });
  const boxRef = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);

  const activate = (action: MapAction) => {
    if (interactive.state !== 'off' && interactive.state !== 'failed') return;
    hadFocus.current = Boolean(boxRef.current?.contains(document.activeElement));
    setInteractive({ state: 'loading', action });
    ServingAreaMap.preload().then(
      () => setInteractive({ state: 'loaded', action }),
      () => setInteractive({ state: 'failed' }),
    );
  };
  const shown = () => {
    if (interactive.state !== 'loaded') return;
    setInteractive({ state: 'shown', action: interactive.action });
    // Keyboard users keep their place: on the same zoom button of the map, or on the map.
    if (!hadFocus.current) return;
    const box = boxRef.current;
    const target =
      interactive.action === 'zoomIn'
        ? box?.querySelector<HTMLElement>('.maplibregl-ctrl-zoom-in')
        : interactive.action === 'zoomOut'
          ? box?.querySelector<HTMLElement>('.maplibregl-ctrl-zoom-out')
          : box?.querySelector<HTMLElement>('canvas');
    target?.focus();
  };

  const mapOn = interactive.state === 'loaded' || interactive.state === 'shown';
  const notice =
    interactive.state === 'failed' || interactive.state === 'unavailable'
      ? NOTICES[interactive.state]
      : undefined;
  return (
    <div>
      <div ref={boxRef} style={{ position: 'relative' }}>
        <MapLoadBoundary height={height}>
          {interactive.state === 'shown' ? null : ready ? (
            <MapPreview
              {...props}
              covered={mapOn}
              notice={notice}
              onActivate={activate}
              onWarm={() => void ServingAreaMap.preload().catch(() => {})}
            />
          ) : (
            <MapSkeleton height={height} />
          )}
          {mapOn && (
            <div
              style={interactive.state === 'shown' ? undefined : { position: 'absolute', inset: 0 }}
            >
              <ServingAreaMap
                {...props}
                firstAction={interactive.action}
                onShown={shown}
                onUnavailable={() => setInteractive({ state: 'unavailable' })}
              />
            </div>
          )}
        </MapLoadBoundary>
      </div>
      <ServingAreaList
        areas={props.areas}
        editable={props.onToggleArea !== undefined}
        emptyText={props.emptyText}
      />
    </div>
  );
}
