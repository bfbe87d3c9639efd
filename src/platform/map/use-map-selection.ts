import { useMemo } from 'react';
import {
  boundsOf,
  CONTINENTAL_US_BOUNDS,
  findCountyFips,
  selectCounties,
  type LngLat,
} from './areas';
import type { LoadedCounties } from './counties';
import { parseLngLat } from './map-style';
import type { ServingAreaMapProps } from './types';

/**
 * What a serving-area map shows of its areas, as string keys (so a parent passing a fresh but
 * equal `areas` array does not move the view): the selected counties' FIPS (`selectedKey`,
 * sorted, comma-separated), the centres of areas that are not one county (`pointsKey`, JSON),
 * the focus (`focusKey`, "lng,lat") and the box around them all (`boundsKey`, JSON; the whole
 * country when there is nothing). The map and its preview use the same.
 */
export function useMapSelection(
  areas: ServingAreaMapProps['areas'],
  focus: LngLat | undefined,
  counties: LoadedCounties,
) {
  const selectedKey = useMemo(() => {
    const codes = new Set<string>();
    for (const area of areas) {
      const fips = area.fips ?? findCountyFips(area.name, counties.index);
      if (fips) codes.add(fips);
    }
    return [...codes].sort().join(',');
  }, [areas, counties]);

  const pointsKey = useMemo(() => {
    const points: LngLat[] = [];
    for (const area of areas) {
      if (!area.center) continue;
      const isCounty = area.fips ?? findCountyFips(area.name, counties.index);
      if (!isCounty) points.push(area.center);
    }
    return JSON.stringify(points);
  }, [areas, counties]);

  const focusKey = focus ? `${focus[0]},${focus[1]}` : '';

  const boundsKey = useMemo(() => {
    const points = JSON.parse(pointsKey) as LngLat[];
    if (focusKey) points.push(parseLngLat(focusKey));
    const features = selectCounties(counties.collection, selectedKey ? selectedKey.split(',') : []);
    return JSON.stringify(boundsOf(features, points) ?? CONTINENTAL_US_BOUNDS);
  }, [counties, selectedKey, pointsKey, focusKey]);

  return { selectedKey, pointsKey, focusKey, boundsKey };
}
