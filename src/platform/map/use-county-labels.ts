import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { labelPoint, selectCounties } from './areas';
import { LABEL_FOCUS_CLEARANCE, LABEL_MIN_ZOOM, LABEL_STYLE, parseLngLat } from './map-style';
import { labelOffset } from './view';
import type { LoadedCounties } from './counties';

/**
 * The names of the selected counties on the map (from LABEL_MIN_ZOOM), each moved aside when
 * it would sit under the focus marker. Hidden from screen readers: the list under the map
 * names the areas.
 */
export function useCountyLabels(
  map: MapLibreMap | null,
  counties: LoadedCounties,
  selectedKey: string,
  focusKey: string,
) {
  useEffect(() => {
    if (!map || !selectedKey) return;
    const focusPoint = focusKey ? parseLngLat(focusKey) : undefined;
    const labels = selectCounties(counties.collection, selectedKey.split(',')).map((county) => {
      const element = document.createElement('div');
      element.textContent = county.properties.name.replace(/, [A-Z]{2}$/, '');
      element.setAttribute('aria-hidden', 'true'); // the list under the map names them
      Object.assign(element.style, LABEL_STYLE);
      return new Marker({ element }).setLngLat(labelPoint(county.geometry)).addTo(map);
    });
    const place = () => {
      const visible = map.getZoom() >= LABEL_MIN_ZOOM;
      const focusPixel = focusPoint && map.project(focusPoint);
      for (const label of labels) {
        label.getElement().style.visibility = visible ? '' : 'hidden';
        label.setOffset(
          labelOffset(map.project(label.getLngLat()), focusPixel, LABEL_FOCUS_CLEARANCE),
        );
      }
    };
    place();
    map.on('zoom', place);
    return () => {
      map.off('zoom', place);
      for (const label of labels) label.remove();
    };
  }, [map, counties, selectedKey, focusKey]);
}
