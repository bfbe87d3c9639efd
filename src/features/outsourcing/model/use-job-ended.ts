import { useMemo } from 'react';
import { jobHasEnded } from '@/platform/orders';
import { useNowAt } from '@/platform/ui';

/**
 * Whether the offered job has ended, read again at its end while the page stays open: the
 * offer's Ended tag and its applications' missing Accept turn on this one clock.
 */
export function useJobEnded(order: { end_at: string }): boolean {
  const endsAt = Date.parse(order.end_at);
  const now = useNowAt(useMemo(() => [endsAt], [endsAt]));
  return jobHasEnded(order, now);
}
