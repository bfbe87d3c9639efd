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

/** Whether `code` fills the position `wanted`: itself, or a Foreman/Driver a Driver or a Foreman. */
const fills = (code: number, wanted: number) =>
  code === wanted || (code === 4 && (wanted === 1 || wanted === 2));

/**
 * Whether someone of these positions is one of those an offer wants (none wanted: anyone). A
 * Foreman/Driver is wanted by someone who is both, or who is one (a Driver and a Foreman).
 */
export function holdsWanted(
  codes: readonly number[] | null | undefined,
  wanted: readonly number[] | null | undefined,
): boolean {
  const own = codes ?? [];
  if (!wanted?.length) return true;
  return wanted.some(
    (w) => own.some((code) => fills(code, w)) || (w === 4 && own.includes(1) && own.includes(2)),
  );
}

/** 'Driver or Foreman': the wanted positions, as what someone is not. */
export function wantedText(wanted: readonly number[]): string {
  return wanted
    .map((code) => POSITION_LABELS[code])
    .filter(Boolean)
    .join(' or ');
}
