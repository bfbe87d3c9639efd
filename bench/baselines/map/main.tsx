// Baseline (c): maplibre-gl alone drawing the four counties the demo branch serves (Travis,
// Williamson, Hays, Bastrop, TX; mocks/db/seed/company.ts) from a small inline GeoJSON
// (counties.json, cut from us-atlas). Painted: the first `idle` after which the county fill
// is rendered, noted as the performance mark `baseline:areas-painted` (the app notes
// `map:areas-painted` the same way, src/platform/map/serving-area-map.tsx).
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import counties from './counties.json';

setWorkerUrl(workerUrl);
const container = document.getElementById('root')!;
container.style.height = '400px';
const map = new MapLibreMap({
  container,
  style: {
    version: 8,
    sources: { counties: { type: 'geojson', data: counties as GeoJSON.FeatureCollection } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#E9EDF2' } },
      {
        id: 'selected-fill',
        type: 'fill',
        source: 'counties',
        paint: { 'fill-color': '#3957E1', 'fill-opacity': 0.35 },
      },
      {
        id: 'selected-line',
        type: 'line',
        source: 'counties',
        paint: { 'line-color': '#2338A8', 'line-width': 1.5 },
      },
    ],
  },
  bounds: [
    [-98.3, 29.8],
    [-97.0, 30.95],
  ],
  attributionControl: false,
});
const painted = () => {
  if (!map.queryRenderedFeatures({ layers: ['selected-fill'] }).length) return;
  map.off('idle', painted);
  performance.mark('baseline:areas-painted');
};
map.on('idle', painted);
