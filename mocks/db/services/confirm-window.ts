import type { OrderRecord } from '../schema';
import { stamp, type ServiceOptions } from './orders';

/*
 * The confirmation window (7/8; contract/README "Confirmations"), apart from the rest of
 * confirmations.ts so that outsourcing.ts (which confirmations.ts imports) can use it too.
 */

const HOUR = 3_600_000;
/** When the helper is asked: this long before the start. */
export const ASK_BEFORE_MS = 48 * HOUR;

export const askAt = (order: Pick<OrderRecord, 'start_at'>) =>
  Date.parse(order.start_at) - ASK_BEFORE_MS;

/** Within the 48 h before the start, not started yet: when her confirmation is asked. */
export const inConfirmWindow = (order: Pick<OrderRecord, 'start_at'>, now: number) =>
  now >= askAt(order) && now < Date.parse(order.start_at);

/**
 * What her own Accept adds (of an invitation, or an offer's "Accept" that books it): inside the
 * window it is her confirmation too, so she is not asked at once to confirm what she has just
 * accepted (QA-211 M4: a red "The company is waiting for your confirmation" met her Accept).
 * `byHer: false` (a simulated crew member's answer, the seeds): nothing.
 */
export function confirmsByAccepting(
  order: Pick<OrderRecord, 'start_at'>,
  options: ServiceOptions & { byHer?: boolean },
) {
  const now = (options.now ?? new Date()).getTime();
  return options.byHer && inConfirmWindow(order, now) ? { confirmed_at: stamp(options) } : {};
}
