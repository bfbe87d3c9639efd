import { Classes } from '@blueprintjs/core';
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '@/platform/routing';
import { ServingAreaList } from './serving-area-list';
import { DEFAULT_MAP_HEIGHT, type ServingAreaMapProps } from './types';

// The only import of the map module: maplibre-gl, its CSS, worker and the atlases load with
// the first route that renders a map, not with the app.
// Rendered without suspending once loaded (lazyComponent): a suspended lazy's content is held
// back 300 ms after its fallback showed, and the map's first frame with it.
const ServingAreaMap = lazyComponent(() => import('./serving-area-map').then((m) => m.default));

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
 * False until the page around the map has painted: the map chunk (maplibre, ~325 KB gzip, and
 * its parse) is only requested then, so it never delays the page's first paint. A frame
 * callback runs just before a paint; a task queued from it runs after that paint.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      afterPaint();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * True once the page around the map has painted and the map chunk and the counties of the
 * areas' states are in (or have failed); then it stays true. The map then mounts at once, and
 * its first view is already its areas (5/8: it drew the whole country, then the counties'
 * chunk was asked for, and the view fitted and drew again when they came).
 */
function useMapReady(areas: ServingAreaMapProps['areas']): boolean {
  const painted = usePainted();
  const [ready, setReady] = useState(false);
  // Until the map is there, new areas (a pick in the form around it) load again; after, the
  // map loads the states of later ones itself.
  const areasRef = useRef(areas);
  useEffect(() => {
    areasRef.current = areas;
  });
  const areasKey = areas.map((area) => area.fips ?? area.name).join('|');
  useEffect(() => {
    if (!painted || ready) return;
    let live = true;
    // A failed chunk download is thrown by the lazy component into MapLoadBoundary.
    const counties = import('./map-style').then((m) => m.loadAreaCounties(areasRef.current));
    void Promise.allSettled([ServingAreaMap.preload(), counties]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [painted, ready, areasKey]);
  return ready;
}

/**
 * The serving-area map with its area list. Renders a skeleton until the page has painted and
 * the map chunk and its areas' counties have arrived; the list of names is plain text and
 * shows immediately.
 */
export function LazyServingAreaMap(props: ServingAreaMapProps) {
  const height = props.height ?? DEFAULT_MAP_HEIGHT;
  const ready = useMapReady(props.areas);
  return (
    <div>
      <MapLoadBoundary height={height}>
        <Suspense fallback={<MapSkeleton height={height} />}>
          {ready ? <ServingAreaMap {...props} /> : <MapSkeleton height={height} />}
        </Suspense>
      </MapLoadBoundary>
      <ServingAreaList
        areas={props.areas}
        editable={props.onToggleArea !== undefined}
        emptyText={props.emptyText}
      />
    </div>
  );
}
