/**
 * Shared by the realtime saga's test files: the seeded ids, a pushed notification, the owner
 * on the Activity page and waiting for a push to settle.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { db, emitDemoNotifications, hub } from '@mocks/node';
import { feedFacts, loginAs, renderApp } from '@/app/test-utils';
import { PUSH_BATCH_WINDOW_MS } from '@/platform/realtime/realtime.saga';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

export function branchId(city: string): number {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no branch in ${city}`);
  return branch.id;
}
const ownerUser = () => db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;

export function ownerId(): number {
  return ownerUser().id;
}
export const notification = (id: number, branch: number, title: string) => ({
  id,
  branch_id: branch,
  kind: 'order_formed' as const,
  title,
  body: 'Every crew spot is filled.',
  is_read: false,
  order_id: null,
  created_at: new Date().toISOString(),
});

export async function ownerOnActivity() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/activity');
  await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage);
  return app;
}

/** The owner on Activity, subscribed to her user channel and settled (no fetch left). */
export async function ownerSubscribedOnActivity() {
  const app = await ownerOnActivity();
  const userChannel = `App.Models.User.${ownerId()}`;
  await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
  app.realtime.subscribed(userChannel);
  await settled(app);
  return { app, userChannel };
}

/**
 * The server makes a notification on a branch and pushes the owner's to her channel; returns
 * its title. Titles repeat (the seed, earlier emits, one row per member of the branch), so the
 * pushed row is the owner's newest of that title, not the first match (an older row that a
 * page then brings again).
 */
export async function pushNewNotification(
  app: ReturnType<typeof renderApp>,
  branch: number,
  unreadCount: number,
): Promise<string> {
  const { lastTitle } = await emitDemoNotifications({ branchId: branch });
  const made = db.notifications
    .findMany((q) => q.where({ title: lastTitle!, user_id: ownerId() }))
    .sort((a, b) => b.id - a.id)[0];
  app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
    notification: { ...made, is_read: false },
    unread_count: unreadCount,
  });
  return lastTitle!;
}

/**
 * Pushes to the owner's channel, as the server would, an activity row of `kind` titled `title`
 * about the first order (its id fixed by the test, so the same row can be pushed again).
 */
export function pushActivity(
  app: ReturnType<typeof renderApp>,
  id: number,
  kind: string,
  title: string,
) {
  const order = db.orders.findFirst((q) => q.where({}))!;
  app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
    notification: {
      id,
      branch_id: order.branch_id,
      kind,
      title,
      body: '',
      is_read: false,
      order_id: order.id,
      created_at: '2027-03-13T14:00:00Z',
    },
    unread_count: 7,
  });
}

/**
 * An open order still to come of the owner's company, and a member of its branch (the user
 * `userId`'s, if given) not invited to it.
 */
export function pendingFor(userId?: number) {
  const companyId = ownerUser().company_id;
  for (const branch of db.branches
    .findMany((q) => q.where({}))
    .filter((b) => b.company_id === companyId)) {
    const employees = db.employees
      .findMany((q) => q.where({ branch_id: branch.id }))
      .filter((e) => !e.deleted_at && e.user_id !== ownerId())
      .filter((e) => userId === undefined || e.user_id === userId);
    for (const order of db.orders.findMany((q) => q.where({ branch_id: branch.id }))) {
      if (order.cancelled_at != null || order.completed_at != null) continue;
      if (Date.parse(order.start_at) <= Date.now()) continue;
      const invited = new Set(
        db.order_invitations
          .findMany((q) => q.where({ order_id: order.id }))
          .map((i) => i.employee_id),
      );
      const free = employees.find((e) => !invited.has(e.id));
      if (free) return { order, employeeId: free.id };
    }
  }
  throw new Error('no order to invite to');
}

/** The announcer's region: the polite status of the frame (the page has other statuses). */
export function liveRegion(): HTMLElement {
  const region = screen
    .getAllByRole('status')
    .find((el) => el.getAttribute('aria-live') === 'polite' && !el.closest('.bp6-toast-container'));
  if (!region) throw new Error('no polite live region');
  return region;
}

/** Lets whatever the last event started run to the end (sagas, fetches, renders). */
export async function settled(app: ReturnType<typeof renderApp>) {
  // Messages wait one batch window in the saga before they are handled (and fetches start);
  // inside act, as what they update may land within it.
  await pauseInAct(PUSH_BATCH_WINDOW_MS * 2);
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
}

/**
 * Maria signed in on her open New list over the real Echo client, subscribed to her own
 * channel (what her live announcements need): her user id.
 */
export async function mariaListeningOnNew(): Promise<number> {
  const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  renderApp('/helper/job/company/new', { realtime: 'echo' });
  await screen.findByRole(
    'heading',
    { name: 'Company invitations: New', level: 1 },
    { timeout: 5000 },
  );
  await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria.id}`)).toBe(1), {
    timeout: 10_000,
  });
  return maria.id;
}
