import { formatPositions, POSITION_LABELS } from '@/platform/format/positions';

/*
 * Spec section 3: a person's icon is chosen by their first position code — 1 truck (driver),
 * 2 foreman, 3 loader (helper). 4 (Foreman/Driver) has no icon of its own: its label shows.
 * Blueprint has none of these, so they are small inline SVGs (24 x 24, currentColor).
 */
const PATHS: Record<1 | 2 | 3, string> = {
  // A box truck: cargo box, cab, two wheels.
  1: 'M2 6h11v9H2zM13 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  // A hard hat over a head: the foreman.
  2: 'M4 12a8 8 0 0 1 16 0v1H4zM2 13h20v2H2zM10 4h4v5h-4zM8 17a4 4 0 0 0 8 0z',
  // A person carrying a box: the loader.
  3: 'M12 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM6 8h8v6H6zM10 14h3l1 8h-2l-.5-5-.5 5H9zM14 9l4 3-1 1.5-3-2z',
};

export type PositionIconProps = { positions: readonly number[] | null | undefined; size?: number };

/** The icon of a person's first position, labelled with all their positions. */
/** Whether the first position has an icon (Foreman/Driver, 4, is drawn as its label). */
export const hasPositionIcon = (positions: readonly number[] | null | undefined) => {
  const first = positions?.[0];
  return first === 1 || first === 2 || first === 3;
};

export function PositionIcon({ positions, size = 16 }: PositionIconProps) {
  const first = positions?.[0];
  const label = formatPositions(positions) || 'No position';
  if (first !== 1 && first !== 2 && first !== 3) {
    return first === undefined ? null : (
      <span className="app-position-label" title={label}>
        {POSITION_LABELS[first] ?? label}
      </span>
    );
  }
  return (
    <svg
      className="app-position-icon"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      data-position={first}
    >
      <title>{label}</title>
      <path d={PATHS[first]} fillRule="evenodd" />
    </svg>
  );
}

/**
 * A person's positions as a line of text: the first position's icon, then every label
 * ('🚚 Driver, Helper'). Foreman/Driver (4) first has no icon, so its label is not shown twice.
 * The labels say it all, so the icon is hidden from screen readers here.
 */
export function PositionsText({ positions, size = 16 }: PositionIconProps) {
  return (
    <span className="app-positions">
      {hasPositionIcon(positions) && (
        <span aria-hidden style={{ display: 'inline-flex' }}>
          <PositionIcon positions={positions} size={size} />
        </span>
      )}
      {formatPositions(positions) || 'No position'}
    </span>
  );
}
