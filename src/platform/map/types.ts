import type { LngLat } from './areas';

export type ServingArea = {
  id: string | number;
  /** Product format: "Travis County, TX" (a county) or a metro area with state initials. */
  name: string;
  /** 5-digit county FIPS ("48453"); looked up from `name` when absent. */
  fips?: string;
  /** Drawn as a dot and included in the view when the area is not one county (a metro area). */
  center?: LngLat;
};

export type ServingAreaMapProps = {
  /** The selected serving areas. */
  areas: readonly ServingArea[];
  /** A point to mark and keep in view, e.g. the branch location. */
  focus?: LngLat;
  /** Accessible name of the focus marker. */
  focusLabel?: string;
  /** When given, the map is editable: clicking a county toggles it. */
  onToggleArea?: (fips: string, name: string) => void;
  /** Height of the map in px. */
  height?: number;
  /** Accessible name of the map region. */
  label?: string;
  /** Shown instead of the area list when nothing is selected; should say what to do next. */
  emptyText?: string;
};

export const DEFAULT_MAP_HEIGHT = 360;

/** The props a map is drawn with: the optional ones with their defaults (LazyServingAreaMap). */
export type DrawnMapProps = ServingAreaMapProps &
  Required<Pick<ServingAreaMapProps, 'focusLabel' | 'height' | 'label'>>;

export function withMapDefaults(props: ServingAreaMapProps): DrawnMapProps {
  return {
    ...props,
    focusLabel: props.focusLabel ?? 'Focus location',
    height: props.height ?? DEFAULT_MAP_HEIGHT,
    label: props.label ?? 'Serving areas map',
  };
}

/** What a user did on the map's preview that the interactive map does once it is there. */
export type MapAction = 'zoomIn' | 'zoomOut' | 'open';
