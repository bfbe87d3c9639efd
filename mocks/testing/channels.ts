import type { ChannelLike } from '../db/persistence';
import type { PusherHub } from '../realtime/hub';

/*
 * Test helper (not imported by the app): the mock's tabs in one test. Each tab's
 * persistence (mocks/db/persistence.ts) talks to the others through a BroadcastChannel;
 * these channels stand in for it.
 */

/** An in-memory BroadcastChannel: delivers to the other members, asynchronously, cloned. */
export function createChannelHub() {
  const members = new Set<FakeChannel>();
  const posted: unknown[] = [];
  let inFlight = 0;
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
        inFlight += 1;
        setTimeout(() => {
          inFlight -= 1;
          member.listeners.forEach((listener) => listener({ data } as MessageEvent));
        }, 0);
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
  /** Resolves once every message posted so far (and any posted meanwhile) has been delivered. */
  const delivered = async () => {
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { posted, channel: () => new FakeChannel(), delivered };
}

/** A Pusher hub that records what is published (the realtime bridge's tests). */
export function recordingHub() {
  const published: {
    channel: string;
    event: string;
    data: Record<string, unknown>;
    /** The socket left out (a change's maker, realtime/origin.ts), when there is one. */
    except?: string;
  }[] = [];
  const hub = {
    publish: (channel: string, event: string, data: unknown, options?: { except?: string }) => {
      const record = { channel, event, data: data as Record<string, unknown> };
      published.push(options?.except ? { ...record, except: options.except } : record);
      return 1;
    },
  } as unknown as PusherHub;
  return { hub, published };
}
