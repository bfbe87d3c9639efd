import type { ChannelLike } from '../db/persistence';

/*
 * Test helper (not imported by the app): the mock's tabs in one test. Each tab's
 * persistence (mocks/db/persistence.ts) talks to the others through a BroadcastChannel;
 * these channels stand in for it.
 */

/** An in-memory BroadcastChannel: delivers to the other members, asynchronously, cloned. */
export function createChannelHub() {
  const members = new Set<FakeChannel>();
  const posted: unknown[] = [];
  class FakeChannel implements ChannelLike {
    listeners = new Set<(event: MessageEvent) => void>();
    constructor() {
      members.add(this);
    }
    postMessage(message: unknown) {
      posted.push(message);
      for (const member of members) {
        if (member === this) continue;
        const data = structuredClone(message);
        setTimeout(
          () => member.listeners.forEach((listener) => listener({ data } as MessageEvent)),
          0,
        );
      }
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      members.delete(this);
    }
  }
  return { posted, channel: () => new FakeChannel() };
}
