import { useAppSelector } from '@/platform/store/hooks';
import { selectRealtimeConnected } from './realtime.slice';

/** How often a live screen asks again while the socket is down (never while it is up). */
export const FALLBACK_POLL_MS = 60_000;

/**
 * The `refetchInterval` of a query that the other side changes: none while the socket is
 * connected (pushed events refresh it, src/platform/realtime/refresh-table.ts), a slow poll
 * while it is not, so a dropped socket leaves a screen late, never stuck.
 */
export function useFallbackPolling(): number | false {
  return useAppSelector(selectRealtimeConnected) ? false : FALLBACK_POLL_MS;
}
