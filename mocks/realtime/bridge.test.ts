import { authorizeBroadcastingChannelResponse } from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import { listBranchNotificationsResponse } from '@/platform/api/generated/zod/notifications/notifications.zod';
import {
  notifyBranch,
  unreadCountFor,
  type NotificationRecord,
  type Snapshot,
  type UserRecord,
} from '../db';
import { db, emitDemoNotifications, hub, resetDb, server } from '../node';
import { call, expectValid, loginAs } from '../testing/api';
import { EVENTS, startRealtimeBridge, userChannel } from './index';

/*
 * The db -> hub bridge, end to end: a domain action through the real handler (or the
 * backend function the handlers call) stores notifications, and every stored notification
 * reaches its recipient's private user channel as `notification-created`, carrying the
 * notification as the list endpoint returns it and the unread count as of that
 * notification. Sockets subscribe with signatures from POST /api/broadcasting/auth.
 */

type Notification = (typeof listBranchNotificationsResponse)['_output']['data']['data'][number];
type Push = { userId: number; notification: Notification; unread_count: number };

interface Recipient {
  user: UserRecord;
  token: string;
  pushes: Push[];
  close(): void;
}

/** Everyone who can receive branch notifications (owners and managers of both companies). */
let recipients: Recipient[] = [];
const byEmail = (email: string) => recipients.find((r) => r.user.email === email)!;

async function listen(user: UserRecord, token: string): Promise<Recipient> {
  const pushes: Push[] = [];
  const connection = hub.connect((raw) => {
    const frame = JSON.parse(raw) as { event: string; channel?: string; data: string };
    if (frame.event !== EVENTS.notificationCreated) return;
    expect(frame.channel).toBe(userChannel(user.id));
    pushes.push({ userId: user.id, ...(JSON.parse(frame.data) as Omit<Push, 'userId'>) });
  });
  const channel = userChannel(user.id);
  const result = await call('POST', '/broadcasting/auth', {
    token,
    body: { socket_id: connection.socketId, channel_name: channel },
  });
  const { auth } = expectValid(authorizeBroadcastingChannelResponse, result.body);
  connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  expect(hub.subscribers(channel)).toBe(1);
  return { user, token, pushes, close: () => connection.close() };
}

let seeded: Snapshot;
let tokens: Map<number, string>;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetDb();
  const audience = db.users.all().filter((u) => (u.type === 1 || u.type === 5) && u.company_id);
  tokens = new Map();
  for (const user of audience) tokens.set(user.id, await loginAs(user.email));
  // Reloading this (silently, like a reseed) is about twice as fast as seeding again.
  seeded = db.snapshot();
});
beforeEach(async () => {
  await db.load(seeded);
  recipients = await Promise.all(
    [...tokens].map(([id, token]) => listen(db.findById('users', id)!, token)),
  );
});
afterEach(() => {
  for (const recipient of recipients) recipient.close();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Lets the bridge's next-task publish run (it was queued before this timer). */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const allPushes = () => recipients.flatMap((r) => r.pushes);
const storedCount = () => db.notifications.all().length;

/** The notification as GET get-notifications returns it to its recipient. */
async function listed(recipient: Recipient, branchId: number, id: number) {
  for (let page = 1; ; page++) {
    const result = await call(
      'GET',
      `/notifications/branch/${branchId}/get-notifications?page=${page}`,
      { token: recipient.token },
    );
    const body = expectValid(listBranchNotificationsResponse, result.body).data;
    const found = body.data.find((item) => item.id === id);
    if (found || page >= body.last_page) return found;
  }
}

async function apiUnreadCount(recipient: Recipient, branchId: number): Promise<number> {
  const result = await call('GET', `/notifications/branch/${branchId}/notifications-count`, {
    token: recipient.token,
  });
  expect(result.status).toBe(200);
  return (result.body as { data: { unread_count: number } }).data.unread_count;
}

/**
 * Runs an action and checks the core promise of the bridge: one push per stored
 * notification (no more, no fewer), each equal to the stored record as the API lists it,
 * each with the unread count the API then reports for that person and branch.
 * Returns the new records.
 */
async function expectOnePushPerStoredNotification(
  action: () => Promise<unknown>,
): Promise<NotificationRecord[]> {
  const before = storedCount();
  const ids = new Set(db.notifications.all().map((n) => n.id));
  const pushedBefore = new Set(allPushes());
  await action();
  await settle();
  const created = db.notifications.all().filter((n) => !ids.has(n.id));
  const pushes = allPushes().filter((p) => !pushedBefore.has(p));
  expect(created.length).toBeGreaterThan(0);
  expect(storedCount()).toBe(before + pushes.length);
  const byId = (a: number, b: number) => a - b;
  expect(pushes.map((p) => p.notification.id).sort(byId)).toEqual(
    created.map((n) => n.id).sort(byId),
  );
  for (const record of created) {
    const recipient = recipients.find((r) => r.user.id === record.user_id)!;
    const push = recipient.pushes.find((p) => p.notification.id === record.id);
    expect(push, `push for notification ${record.id}`).toBeDefined();
    expect(push!.notification).toEqual(await listed(recipient, record.branch_id, record.id));
  }
  return created;
}

/** The last push of one person for one branch carries the stored unread count. */
async function expectLatestCountsMatchStore(records: NotificationRecord[]) {
  const keys = new Set(records.map((r) => `${r.user_id}:${r.branch_id}`));
  for (const key of keys) {
    const [userId, branchId] = key.split(':').map(Number) as [number, number];
    const recipient = recipients.find((r) => r.user.id === userId)!;
    const last = recipient.pushes.filter((p) => p.notification.branch_id === branchId).at(-1)!;
    expect(last.unread_count, key).toBe(unreadCountFor(db, userId, branchId));
    expect(last.unread_count, key).toBe(await apiUnreadCount(recipient, branchId));
  }
}

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** Maria's pending invitations, with how full each order's crew is. */
function pendingInvitations() {
  return db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status: 'pending' }))
    .map((invitation) => {
      const order = db.findById('orders', invitation.order_id)!;
      const accepted = db.order_invitations.findMany((q) =>
        q.where({ order_id: order.id, status: 'accepted' }),
      ).length;
      return { invitation, order, accepted };
    })
    .filter(({ order }) => order.cancelled_at == null && order.completed_at == null);
}

describe('notification-created from domain events', () => {
  it('a helper accepting an order invitation', async () => {
    const token = await loginAs('helper@demo.test');
    const target = pendingInvitations().find((p) => p.accepted + 1 < p.order.helpers_needed)!;
    expect(target).toBeDefined();
    const unreadBefore = unreadCountFor(
      db,
      byEmail('owner@demo.test').user.id,
      target.order.branch_id,
    );

    const created = await expectOnePushPerStoredNotification(async () => {
      const result = await call(
        'POST',
        `/helper/company-invitations/${target.invitation.id}/accept`,
        { token },
      );
      expect(result.status).toBe(200);
    });

    expect(created.map((n) => n.kind)).toEqual(created.map(() => 'invitation_accepted'));
    expect(created[0]!.title).toBe(
      `Maria Lopez accepted your invitation to order #${target.order.number}`,
    );
    // Everyone who manages the branch, once each.
    expect(new Set(created.map((n) => n.user_id)).size).toBe(created.length);
    expect(created.every((n) => n.branch_id === target.order.branch_id)).toBe(true);
    const ownerPush = byEmail('owner@demo.test').pushes.at(-1)!;
    expect(ownerPush.unread_count).toBe(unreadBefore + 1);
    await expectLatestCountsMatchStore(created);
  });

  it('a helper rejecting an order invitation', async () => {
    const token = await loginAs('helper@demo.test');
    const [target] = pendingInvitations();
    const created = await expectOnePushPerStoredNotification(async () => {
      const result = await call(
        'POST',
        `/helper/company-invitations/${target!.invitation.id}/reject`,
        { token, body: { reason: 'Out of town' } },
      );
      expect(result.status).toBe(200);
    });
    expect(created.map((n) => n.kind)).toEqual(created.map(() => 'invitation_rejected'));
    expect(created[0]!.body).toBe('Reason: Out of town');
    await expectLatestCountsMatchStore(created);
  });

  it('an order becoming formed (the last crew spot accepted)', async () => {
    const token = await loginAs('helper@demo.test');
    let target = pendingInvitations().find((p) => p.accepted + 1 === p.order.helpers_needed);
    if (!target) {
      // Seeds changed: make one pending invitation the last missing spot.
      const [any] = pendingInvitations();
      await db.orders.update((q) => q.where({ id: any!.order.id }), {
        data(draft) {
          draft.helpers_needed = any!.accepted + 1;
        },
      });
      target = pendingInvitations().find((p) => p.order.id === any!.order.id)!;
    }
    const owner = byEmail('owner@demo.test');
    const branchId = target.order.branch_id;
    const unreadBefore = unreadCountFor(db, owner.user.id, branchId);
    const pushedBefore = owner.pushes.length;

    const created = await expectOnePushPerStoredNotification(async () => {
      const result = await call(
        'POST',
        `/helper/company-invitations/${target.invitation.id}/accept`,
        { token },
      );
      expect(result.status).toBe(200);
    });

    expect(db.findById('orders', target.order.id)!.status).toBe(4);
    const ownerPushes = owner.pushes.slice(pushedBefore);
    expect(ownerPushes.map((p) => [p.notification.kind, p.unread_count])).toEqual([
      ['invitation_accepted', unreadBefore + 1],
      ['order_formed', unreadBefore + 2],
    ]);
    expect(ownerPushes[1]!.notification).toMatchObject({
      title: `Order #${target.order.number} is now formed`,
      order_id: target.order.id,
      branch_id: branchId,
      is_read: false,
    });
    // Two events for each person who manages the branch.
    expect(created).toHaveLength(2 * new Set(created.map((n) => n.user_id)).size);
    await expectLatestCountsMatchStore(created);
  });

  it('an outsourcing application arriving', async () => {
    const token = await loginAs('helper@demo.test');
    const list = await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', { token });
    const offers = (list.body as { data: { data: Array<{ id: number; my_application: unknown }> } })
      .data.data;
    const offer = offers.find((o) => o.my_application === null)!;
    expect(offer).toBeDefined();
    const stored = db.findById('outsource_offers', offer.id)!;

    const created = await expectOnePushPerStoredNotification(async () => {
      const result = await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
        token,
        body: { message: 'I have a van.' },
      });
      expect(result.status).toBe(200);
    });
    expect(created.every((n) => n.kind === 'outsourcing_application')).toBe(true);
    expect(created.every((n) => n.branch_id === stored.branch_id)).toBe(true);
    expect(created.every((n) => n.order_id === stored.order_id)).toBe(true);
    expect(created.map((n) => n.user_id)).toContain(byEmail('owner@demo.test').user.id);
    await expectLatestCountsMatchStore(created);
  });

  it('goes to the recipient only: nobody hears about another company or branch', async () => {
    const miami = db.branches.findFirst((q) => q.where({ city: 'Miami' }))!;
    const houston = db.branches.findFirst((q) => q.where({ city: 'Houston' }))!;
    await expectOnePushPerStoredNotification(() =>
      notifyBranch(db, { branch_id: miami.id, kind: 'order_formed', title: 'M', body: 'M' }),
    );
    await expectOnePushPerStoredNotification(() =>
      notifyBranch(db, { branch_id: houston.id, kind: 'order_formed', title: 'H', body: 'H' }),
    );
    const titles = (email: string) => byEmail(email).pushes.map((p) => p.notification.title);
    expect(titles('other-owner@demo.test')).toEqual(['M']);
    expect(titles('owner@demo.test')).toEqual(['H']);
    // The manager runs Austin and Dallas, not Houston; the new manager runs nothing.
    expect(titles('manager@demo.test')).toEqual([]);
    expect(titles('newmanager@demo.test')).toEqual([]);
  });
});

describe('bursts', () => {
  it('several notifications of one branch in one go each carry their own running count', async () => {
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    const owner = byEmail('owner@demo.test');
    const manager = byEmail('manager@demo.test');
    const base = {
      owner: unreadCountFor(db, owner.user.id, austin.id),
      manager: unreadCountFor(db, manager.user.id, austin.id),
    };

    const created = await expectOnePushPerStoredNotification(() =>
      emitDemoNotifications({ branchId: austin.id, count: 5 }),
    );

    expect(created).toHaveLength(10);
    expect(owner.pushes.map((p) => p.unread_count)).toEqual(
      [1, 2, 3, 4, 5].map((n) => base.owner + n),
    );
    expect(manager.pushes.map((p) => p.unread_count)).toEqual(
      [1, 2, 3, 4, 5].map((n) => base.manager + n),
    );
    // In the order they were stored, burst titles numbered 1/5..5/5.
    expect(owner.pushes.map((p) => p.notification.title.slice(-5))).toEqual([
      '(1/5)',
      '(2/5)',
      '(3/5)',
      '(4/5)',
      '(5/5)',
    ]);
    const ids = owner.pushes.map((p) => p.notification.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await expectLatestCountsMatchStore(created);
  });

  it('interleaved branches, one of them read already: each count runs per person and branch', async () => {
    const branch = (city: string) => db.branches.findFirst((q) => q.where({ city }))!.id;
    const [austin, dallas, houston] = [branch('Austin'), branch('Dallas'), branch('Houston')];
    const owner = byEmail('owner@demo.test');
    const manager = byEmail('manager@demo.test');
    const unread = (r: Recipient, b: number) => unreadCountFor(db, r.user.id, b);
    const base = {
      ownerAustin: unread(owner, austin),
      ownerDallas: unread(owner, dallas),
      ownerHouston: unread(owner, houston),
      managerAustin: unread(manager, austin),
      managerDallas: unread(manager, dallas),
    };
    const event = (branch_id: number, title: string) =>
      ({ branch_id, kind: 'order_formed', title, body: title }) as const;

    // All in one task, so the bridge publishes them as one batch.
    const created = await expectOnePushPerStoredNotification(async () => {
      await notifyBranch(db, event(austin, 'A1'));
      await notifyBranch(db, event(dallas, 'D1'));
      // The owner has already seen this one (e.g. it was their own action).
      await notifyBranch(db, event(austin, 'A2'), { isReadFor: (id) => id === owner.user.id });
      await notifyBranch(db, event(houston, 'H1'));
      await notifyBranch(db, event(austin, 'A3'));
      await notifyBranch(db, event(dallas, 'D2'));
    });

    const seen = (r: Recipient) =>
      r.pushes.map((p) => [p.notification.title, p.notification.is_read, p.unread_count]);
    expect(seen(owner)).toEqual([
      ['A1', false, base.ownerAustin + 1],
      ['D1', false, base.ownerDallas + 1],
      ['A2', true, base.ownerAustin + 1],
      ['H1', false, base.ownerHouston + 1],
      ['A3', false, base.ownerAustin + 2],
      ['D2', false, base.ownerDallas + 2],
    ]);
    expect(seen(manager)).toEqual([
      ['A1', false, base.managerAustin + 1],
      ['D1', false, base.managerDallas + 1],
      ['A2', false, base.managerAustin + 2],
      ['A3', false, base.managerAustin + 3],
      ['D2', false, base.managerDallas + 2],
    ]);
    await expectLatestCountsMatchStore(created);
  });

  it('a burst spread over several tasks keeps counting from the store', async () => {
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
    const owner = byEmail('owner@demo.test');
    const base = unreadCountFor(db, owner.user.id, austin);
    const created = await expectOnePushPerStoredNotification(async () => {
      for (let i = 1; i <= 3; i++) {
        await emitDemoNotifications({ branchId: austin, count: 2 });
        await settle(); // the bridge publishes between the steps
      }
    });
    expect(created).toHaveLength(12);
    expect(owner.pushes.map((p) => p.unread_count)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => base + n),
    );
  });
});

describe('persist nothing twice', () => {
  it('the store grows by exactly the number of pushes, over a mix of actions', async () => {
    const before = storedCount();
    const token = await loginAs('helper@demo.test');
    const [invitation] = pendingInvitations();
    await call('POST', `/helper/company-invitations/${invitation!.invitation.id}/accept`, {
      token,
    });
    await emitDemoNotifications({ count: 4 });
    await settle();
    await emitDemoNotifications({ count: 1 });
    await settle();
    expect(allPushes().length).toBeGreaterThan(0);
    expect(storedCount()).toBe(before + allPushes().length);
    // Each stored notification was pushed once, never twice.
    const ids = allPushes().map((p) => p.notification.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starting the bridge again does not double the pushes', async () => {
    startRealtimeBridge(); // node.ts already started it; must be a no-op
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
    const created = await expectOnePushPerStoredNotification(() =>
      emitDemoNotifications({ branchId: austin, count: 1 }),
    );
    expect(created).toHaveLength(2);
    expect(byEmail('owner@demo.test').pushes).toHaveLength(1);
  });

  it('marking read stores nothing and pushes no notification-created', async () => {
    const owner = byEmail('owner@demo.test');
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
    const before = storedCount();
    const result = await call('POST', `/notifications/branch/${austin}/mark-all-as-read`, {
      token: owner.token,
    });
    expect(result.status).toBe(200);
    await settle();
    expect(storedCount()).toBe(before);
    expect(allPushes()).toEqual([]);
  });

  it('a notification synced from another tab is pushed once and not stored again', async () => {
    const owner = byEmail('owner@demo.test');
    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!.id;
    const id = Math.max(...db.notifications.all().map((n) => n.id)) + 1;
    const created = await expectOnePushPerStoredNotification(() =>
      db.applyRemote([
        {
          collection: 'notifications',
          id,
          record: {
            id,
            branch_id: austin,
            user_id: owner.user.id,
            kind: 'order_formed',
            title: 'From the other tab',
            body: 'Synced.',
            is_read: false,
            order_id: null,
            created_at: new Date().toISOString(),
          },
        },
      ]),
    );
    expect(created).toHaveLength(1);
    expect(owner.pushes).toHaveLength(1);
    await expectLatestCountsMatchStore(created);
  });

  it('seeding and resets push nothing', async () => {
    await resetDb();
    await settle();
    expect(allPushes()).toEqual([]);
  });
});
