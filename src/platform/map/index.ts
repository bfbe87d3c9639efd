// Public surface of the serving-area map. Import from '@/platform/map' only: the map itself
// (maplibre-gl) is reached through the lazy wrapper so it never lands in a route's main chunk.
export {
  LazyServingAreaMap,
  preloadServingAreaMap,
  servingAreaMapReadyOptions,
} from './lazy-serving-area-map';
export type { ServingArea, ServingAreaMapProps } from './types';
export type { LngLat } from './areas';
export { ServingAreasField } from './serving-areas-field';
export { servingAreasByIdsOptions, toMapArea, useServingAreasByIds } from './api/serving-areas';
