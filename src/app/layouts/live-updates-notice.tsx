import { Callout } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { backendInBrowser } from '@/platform/api/backend-in-browser';
import { selectLiveUpdates } from '@/platform/realtime';
import { useAppSelector } from '@/platform/store';
import { AppButton } from '@/platform/ui';

export const LIVE_UPDATES_TEXTS = {
  paused:
    'Reconnecting… Live updates are paused; this page catches up by itself once the connection is back.',
  off: 'Live updates are off: lists refresh every minute. Reload the page to reconnect.',
  offline:
    'You are offline: nothing can be loaded or saved until the connection is back. What you type stays here.',
} as const;

/** The browser's word on the network: false once it says it is offline. */
function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/**
 * Says so above the page while the other side's changes cannot reach it (the socket is
 * down: realtime.saga.ts's liveUpdatesFlow), in both areas, and goes when they flow again;
 * while the browser is offline, that instead.
 * The spec names no such notice; a marketplace whose lists follow the other side live owes
 * its users a word when they do not (README). A live region that is always there, so a
 * screen reader hears it come and go.
 */
export function LiveUpdatesNotice() {
  // Offline, said at once (QA 57 M2: the socket's notice came ~30 s later, and spoke of live
  // updates while every page and save failed): it is the reason for the rest.
  // The demo's backend is in the browser: offline changes nothing for it.
  const online = useOnline() || backendInBrowser();
  const live = useAppSelector(selectLiveUpdates);
  return (
    <div role="status" className="app-live-updates">
      {!online ? (
        <Callout compact intent="warning" icon="offline" className="app-live-updates__callout">
          <span>{LIVE_UPDATES_TEXTS.offline}</span>
        </Callout>
      ) : (
        live && (
          <Callout compact intent="warning" icon="offline" className="app-live-updates__callout">
            <span>{LIVE_UPDATES_TEXTS[live]}</span>
            {live === 'off' && (
              <AppButton size="small" variant="outlined" onClick={() => window.location.reload()}>
                Reload
              </AppButton>
            )}
          </Callout>
        )
      )}
    </div>
  );
}
