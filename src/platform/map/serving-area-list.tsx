import { Classes } from '@blueprintjs/core';
import type { ServingArea } from './types';

type ServingAreaListProps = {
  areas: readonly ServingArea[];
  editable: boolean;
  emptyText?: string;
};

/**
 * The selected areas as plain text under the map: what screen readers (and tests) read, and
 * the only view of them when the map cannot render. Needs no maplibre, so it shows at once.
 */
export function ServingAreaList({ areas, editable, emptyText }: ServingAreaListProps) {
  if (areas.length === 0) {
    return (
      <p className={Classes.TEXT_MUTED} style={{ margin: '8px 0 0' }}>
        {emptyText ??
          (editable
            ? 'No serving areas selected yet. Click a county on the map to add it.'
            : 'No serving areas yet.')}
      </p>
    );
  }
  return (
    <ul
      aria-label="Selected serving areas"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        listStyle: 'none',
        margin: '8px 0 0',
        padding: 0,
      }}
    >
      {areas.map((area) => (
        <li key={area.id} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {/* Same fill and outline as on the map: the list doubles as the legend. */}
          <span
            aria-hidden="true"
            style={{
              width: 10,
              height: 10,
              flex: 'none',
              background: 'rgba(57, 87, 225, 0.35)',
              border: '1.5px solid #2338A8',
              borderRadius: 2,
            }}
          />
          {area.name}
        </li>
      ))}
    </ul>
  );
}
