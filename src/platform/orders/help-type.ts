import type { HelpType } from '@/platform/api/generated/model';
import { formatCity, type AddressParts } from '@/platform/format';

/** Spec sections 1 and 3: 1 = pick-up only, 2 = destination only, any other value = both. */
export const HELP_TYPE_LABELS = {
  1: 'Pick-up only',
  2: 'Destination only',
  3: 'Pick-up and destination',
} as const satisfies Record<HelpType, string>;

/** Reads any value as a help type: 1 and 2 as themselves, anything else as both (3). */
export function toHelpType(value: unknown): HelpType {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 3;
}

export const helpTypeLabel = (value: unknown): string => HELP_TYPE_LABELS[toHelpType(value)];

/** Whether an order of this help type has pick-up addresses (all but destination only). */
export const hasPickUp = (value: unknown): boolean => toHelpType(value) !== 2;
/** Whether an order of this help type has destination addresses (all but pick-up only). */
export const hasDestination = (value: unknown): boolean => toHelpType(value) !== 1;

type WithAddresses<A> = {
  help_type?: unknown;
  pick_up_addresses?: A[];
  destination_addresses?: A[];
};

/**
 * Spec section 5: creating (or saving) an order drops the destination address fields when
 * help_type is 1 and the pick-up fields when it is 2. Returns a copy without the dropped list.
 */
export function dropHiddenAddresses<A, T extends WithAddresses<A>>(payload: T): T {
  const copy = { ...payload };
  if (!hasPickUp(payload.help_type)) delete copy.pick_up_addresses;
  if (!hasDestination(payload.help_type)) delete copy.destination_addresses;
  return copy;
}

/**
 * Where a job is, city level (lists that must not give the street away), by help type: its
 * pick-up, its destination or both, the same city at both ends said once ('Austin, TX'; the
 * help type says the rest), else 'Austin, TX → Round Rock, TX'.
 */
export function orderPlaces(order: {
  help_type?: unknown;
  pick_up_address?: AddressParts | null;
  destination_address?: AddressParts | null;
}): string {
  const from = hasPickUp(order.help_type) ? formatCity(order.pick_up_address) : '';
  const to = hasDestination(order.help_type) ? formatCity(order.destination_address) : '';
  return [...new Set([from, to].filter(Boolean))].join(' → ');
}
