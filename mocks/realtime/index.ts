import { db } from '../db';
import { bridgeDbToHub } from './bridge';
import { bridgeChangesToHub } from './changes';
import { createPusherHub } from './hub';
import { MOCK_APP_KEY } from './protocol';

/** The one Pusher hub of this page (browser) or process (Node mock server). */
export const hub = createPusherHub({ key: MOCK_APP_KEY });

let unbridge: (() => void) | null = null;
/** Connects the db to the hub: notifications, and changes of the records two people share (idempotent). */
export function startRealtimeBridge(): () => void {
  if (!unbridge) {
    const stops = [bridgeDbToHub(db, hub), bridgeChangesToHub(db, hub)];
    unbridge = () => stops.forEach((stop) => stop());
  }
  return () => {
    unbridge?.();
    unbridge = null;
  };
}

export { bridgeDbToHub, branchChannel, EVENTS, userChannel } from './bridge';
export { bridgeChangesToHub, publicationsFor } from './changes';
export { createPusherHub, type PusherHub, type HubConnection } from './hub';
export { authString, frame, MOCK_APP_KEY, parseFrame, parsePrivateChannel } from './protocol';
