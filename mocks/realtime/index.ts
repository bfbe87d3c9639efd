import { db } from '../db';
import { bridgeDbToHub } from './bridge';
import { createPusherHub } from './hub';
import { MOCK_APP_KEY } from './protocol';

/** The one Pusher hub of this page (browser) or process (Node mock server). */
export const hub = createPusherHub({ key: MOCK_APP_KEY });

let unbridge: (() => void) | null = null;
/** Connects the db's notification changes to the hub (idempotent). */
export function startRealtimeBridge(): () => void {
  unbridge ??= bridgeDbToHub(db, hub);
  return () => {
    unbridge?.();
    unbridge = null;
  };
}

export { bridgeDbToHub, branchChannel, EVENTS, userChannel } from './bridge';
export { createPusherHub, type PusherHub, type HubConnection } from './hub';
export { authString, frame, MOCK_APP_KEY, parseFrame, parsePrivateChannel } from './protocol';
