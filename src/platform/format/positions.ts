import type { PositionCode } from '@/platform/api/generated/model';

/** Spec section 3: position codes and labels; `satisfies` fails when the contract adds a code. */
const labels = {
  1: 'Driver',
  2: 'Foreman',
  3: 'Helper',
  4: 'Foreman/Driver',
} as const satisfies Record<PositionCode, string>;

// Widened so any number from the API can be looked up (an unknown code gives undefined).
export const POSITION_LABELS: Readonly<Record<number, string | undefined>> = labels;

/** 'Helper, Driver': the labels of the known codes, in the order given. */
export function formatPositions(codes: readonly number[] | null | undefined): string {
  return (codes ?? [])
    .map((code) => POSITION_LABELS[code])
    .filter(Boolean)
    .join(', ');
}

/** Who can lead a crew: a Foreman or a Foreman/Driver (codes 2 and 4). */
export function isForeman(codes: readonly number[] | null | undefined): boolean {
  return (codes ?? []).some((code) => code === 2 || code === 4);
}
