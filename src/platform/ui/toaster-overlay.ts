// Blueprint's toaster and the overlay, transition and portal code under it: a chunk of its
// own, fetched when the first toast is raised (toaster.tsx), not with /login.
export { OverlayToaster } from '@blueprintjs/core';
