import type { ServingAreaMapProps } from '@/platform/map';

// happy-dom has no WebGL: the map is a stand-in that lists what it was given and, when editable,
// offers clicks on two counties (Hays is in the catalogue, Bexar is not). The branch page's
// tests mock the lazy map with it: vi.mock('@/platform/map/lazy-serving-area-map', ...).
export const LazyServingAreaMap = ({
  areas,
  onToggleArea,
  label,
  emptyText,
}: ServingAreaMapProps) => (
  <div role="region" aria-label={label}>
    {areas.length === 0 ? (
      <p>{emptyText}</p>
    ) : (
      <ul aria-label="On the map">
        {areas.map((area) => (
          <li key={area.id} data-fips={area.fips}>
            {area.name}
          </li>
        ))}
      </ul>
    )}
    {onToggleArea && (
      <>
        <button type="button" onClick={() => onToggleArea('48209', 'Hays County, TX')}>
          Click Hays County
        </button>
        <button type="button" onClick={() => onToggleArea('48029', 'Bexar County, TX')}>
          Click Bexar County
        </button>
      </>
    )}
  </div>
);
