import { onlineManager } from '@tanstack/react-query';

/*
 * The demo (mock mode) answers every call in this browser, from its service worker: it needs
 * no network. Declared by the mock as it starts (mocks/browser.ts; not in hybrid mode, whose
 * provider is out there), so a demo on a laptop without Wi-Fi, whose browser says it is
 * offline though the app is served from this machine, still loads and saves: React Query no
 * longer waits for the network before reading (every page stayed a skeleton), and the frame
 * no longer says nothing can be loaded or saved.
 */
let inBrowser = false;

export function serveWithoutNetwork(): void {
  inBrowser = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(true);
    return undefined;
  });
}

/** Whether this page's backend runs in the browser (the demo), network or none. */
export const backendInBrowser = (): boolean => inBrowser;
