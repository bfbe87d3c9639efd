import { Callout } from '@blueprintjs/core';
import { selectLiveUpdates } from '@/platform/realtime';
import { useAppSelector } from '@/platform/store';
import { AppButton } from '@/platform/ui';

export const LIVE_UPDATES_TEXTS = {
  paused:
    'Reconnecting… Live updates are paused; this page catches up by itself once the connection is back.',
  off: 'Live updates are off: lists refresh every minute. Reload the page to reconnect.',
} as const;

/**
 * Says so above the page while the other side's changes cannot reach it (the socket is
 * down: realtime.saga.ts's liveUpdatesFlow), in both areas, and goes when they flow again.
 * The spec names no such notice; a marketplace whose lists follow the other side live owes
 * its users a word when they do not (README). A live region that is always there, so a
 * screen reader hears it come and go.
 */
export function LiveUpdatesNotice() {
  const live = useAppSelector(selectLiveUpdates);
  return (
    <div role="status" className="app-live-updates">
      {live && (
        <Callout compact intent="warning" icon="offline" className="app-live-updates__callout">
          <span>{LIVE_UPDATES_TEXTS[live]}</span>
          {live === 'off' && (
            <AppButton size="small" variant="outlined" onClick={() => window.location.reload()}>
              Reload
            </AppButton>
          )}
        </Callout>
      )}
    </div>
  );
}
