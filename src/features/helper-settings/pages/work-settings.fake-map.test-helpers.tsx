import type { ServingAreaMapProps } from '@/platform/map';

// happy-dom has no WebGL: the map is a plain list here (its own tests cover the real one); the
// toggle button stands in for a click on Travis County. The work settings' tests mock the lazy
// map with it: vi.mock('@/platform/map/lazy-serving-area-map', ...).
export const LazyServingAreaMap = (props: ServingAreaMapProps) => (
  <div role="region" aria-label="Map">
    <ul>
      {props.areas.map((a) => (
        <li key={a.id}>{a.name}</li>
      ))}
    </ul>
    <button type="button" onClick={() => props.onToggleArea?.('48453', 'Travis County, TX')}>
      toggle Travis on the map
    </button>
  </div>
);
