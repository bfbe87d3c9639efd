import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * Blueprint's providers without BlueprintProvider's third, HotkeysProvider: the app has no
 * hotkeys, and its shortcuts dialog would pull Blueprint's overlay code into the first load.
 * The app renders under them (app.tsx); a test that renders a part of it alone wraps it in
 * them (`render(ui, { wrapper: UiProviders })`), as the app does.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <PortalProvider>
      <OverlaysProvider>{children}</OverlaysProvider>
    </PortalProvider>
  );
}
