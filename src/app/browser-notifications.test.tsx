import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db } from '@mocks/node';
import { invitationService } from '@mocks/db';
import { helperCanSeeOffer } from '@mocks/handlers/lib/helper-jobs';
import { moveJob, repriceJob } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { branchTimeZone, formatHourlyRate, formatWhen } from '@/platform/format';
import {
  BLOCKED_TEXT,
  OPT_IN_LABEL,
  REFUSED_TEXT,
  REFUSED_TOAST,
  UNANSWERED_TEXT,
  UNANSWERED_TOAST,
} from '@/platform/browser-notifications/opt-in-card';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

setupMockServer();
// The seed's times and the page's clock from one fixed moment (3/8): what is "new" compares
// an item's creation with when the page started listening.
fixedClock(new Date('2027-03-09T15:30:00Z'));

/** The switch's name: the field's label alone, on or off (QA helper-121 M8). */
const OPT_IN_NAME = OPT_IN_LABEL;

/*
 * Browser notifications (8/8): the browser is asked only when the person opts in, and an
 * event the person cares about is announced while the tab is in the background, with a
 * click that opens the item. happy-dom has no Notification: a recording stand-in takes its place.
 */
type Shown = { title: string; body?: string; tag?: string; onclick: (() => void) | null };
const shown: Shown[] = [];
let answer: NotificationPermission = 'granted';

class RecordingNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    RecordingNotification.permission = answer;
    return answer;
  });
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    public title: string,
    options: NotificationOptions = {},
  ) {
    shown.push(Object.assign(this, { body: options.body, tag: options.tag }));
  }
}

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  shown.length = 0;
  answer = 'granted';
  visibility = 'visible';
  RecordingNotification.permission = 'default';
  RecordingNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', RecordingNotification);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

async function openHelperSettings() {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp('/helper/settings/notifications');
  await screen.findByRole('form', { name: 'Notifications' }, { timeout: 5000 });
  const optIn = await screen.findByRole('switch', { name: OPT_IN_NAME }, { timeout: 5000 });
  return { ...app, optIn };
}

/**
 * Maria opted in on her Notifications settings, her channel joined; `push` pushes the change
 * of an invitation of hers with a status (`pushAccepted`: accepted), as the server does when
 * it or its job changes.
 */
async function optedInWithPush() {
  const { user, optIn, realtime } = await openHelperSettings();
  await user.click(optIn);
  await waitFor(() => expect(optIn).toBeChecked());
  const channel = `App.Models.User.${maria().id}`;
  await waitFor(() => expect(realtime.joined).toContain(channel));
  const push = (id: number, status: string) => {
    const invitation = db.findById('order_invitations', id)!;
    realtime.emit(channel, 'order-invitation-changed', {
      id,
      order_id: invitation.order_id,
      branch_id: invitation.branch_id,
      status,
    });
  };
  const pushAccepted = (id: number) => push(id, 'accepted');
  return { push, pushAccepted, realtime, channel };
}

describe('browser notifications', () => {
  it('asks the browser only when the helper turns them on, and remembers it', async () => {
    const { user, optIn } = await openHelperSettings();
    expect(RecordingNotification.requestPermission).not.toHaveBeenCalled();
    expect(optIn).not.toBeChecked();

    await user.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    expect(RecordingNotification.requestPermission).toHaveBeenCalledOnce();

    await user.click(optIn);
    expect(optIn).not.toBeChecked();
    expect(localStorage.getItem(`browserNotifications:${maria().id}`)).toBeNull();
  });

  it('says so when the browser refuses, and stays off', async () => {
    answer = 'denied';
    const { user, optIn } = await openHelperSettings();
    expect(screen.queryByText(BLOCKED_TEXT)).toBeNull();
    await user.click(optIn);
    expect(await screen.findByText(REFUSED_TEXT)).toBeInTheDocument();
    expect(await screen.findByText(REFUSED_TOAST)).toBeInTheDocument();
    expect(optIn).not.toBeChecked();
  });

  it("says so when the browser's question goes unanswered, and stays off (QA helper-195 L1)", async () => {
    answer = 'default';
    const { user, optIn } = await openHelperSettings();
    await user.click(optIn);
    expect(await screen.findByText(UNANSWERED_TOAST)).toBeInTheDocument();
    expect(screen.getByText(UNANSWERED_TEXT)).toBeInTheDocument();
    expect(optIn).not.toBeChecked();
    expect(screen.queryByText(REFUSED_TEXT)).toBeNull();
    expect(localStorage.getItem(`browserNotifications:${maria().id}`)).toBeNull();

    // Asked again and allowed: the hint goes.
    answer = 'granted';
    await user.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    expect(screen.queryByText(UNANSWERED_TEXT)).toBeNull();
  });

  it('already blocked: the hint does not say "again" before she tried, and a click answers', async () => {
    RecordingNotification.permission = 'denied';
    answer = 'denied';
    const { user, optIn } = await openHelperSettings();
    expect(screen.getByText(BLOCKED_TEXT)).toBeInTheDocument();
    expect(BLOCKED_TEXT).not.toMatch(/again/);
    expect(screen.queryByText(REFUSED_TOAST)).toBeNull();

    // The browser refuses without asking: the switch stays Off, and she is told so.
    await user.click(optIn);
    expect(await screen.findByText(REFUSED_TOAST)).toBeInTheDocument();
    expect(screen.getByText(REFUSED_TEXT)).toBeInTheDocument();
    expect(optIn).not.toBeChecked();
    expect(localStorage.getItem(`browserNotifications:${maria().id}`)).toBeNull();
  });

  it('says how the device switch and the account\'s "Browser notifications" relate', async () => {
    const { optIn } = await openHelperSettings();
    expect(optIn).toHaveAccessibleDescription(
      /this device only.*“Browser notifications” on under How we reach you/,
    );
    const channel = screen.getByRole('switch', { name: /^Browser notifications/ });
    expect(channel).toHaveAccessibleDescription(
      /For your account, on every device.*“Show notifications on this device” is on/,
    );
  });

  it('announces a new invitation in the background, and its click opens the invitation', async () => {
    const { user, optIn, realtime } = await openHelperSettings();
    await user.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ user_id: maria().id, status: 'pending' }),
    )!;
    const branch = db.findById('branches', invitation.branch_id)!;
    const channel = `App.Models.User.${maria().id}`;
    await waitFor(() => expect(realtime.joined).toContain(channel));
    const push = (id: number, status: string) =>
      realtime.emit(channel, 'order-invitation-changed', {
        id,
        order_id: invitation.order_id,
        branch_id: invitation.branch_id,
        status,
      });

    // In front, the page shows it: no notification.
    push(invitation.id, 'pending');
    await pauseInAct(300);
    expect(shown).toEqual([]);

    visibility = 'hidden';
    // Heard of before, as pending: an edit of its order is not a new invitation.
    push(invitation.id, 'pending');
    // One she has not heard of yet: new.
    const fresh = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'pending' }))
      .find((i) => i.id !== invitation.id && i.branch_id === invitation.branch_id)!;
    expect(fresh, 'a second pending invitation in the seed').toBeDefined();
    // An older open offer she can see, first heard of because its order changed: not news.
    const old = db.outsource_offers
      .all()
      .find((o) => o.status === 'open' && helperCanSeeOffer(o, maria().id))!;
    expect(old, 'an open offer Maria can see in the seed').toBeDefined();
    // Made yesterday: the seed stamps some records later in the day than the page's clock, which
    // made it news in a full run (a world seeded earlier in the run's hour; 2 notifications).
    await db.patch('outsource_offers', old.id, {
      created_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    realtime.emit(channel, 'outsource-offer-changed', {
      id: old.id,
      order_id: old.order_id,
      branch_id: old.branch_id,
      status: 'open',
    });
    // Made just now (what makes it news: an older one is heard of when its order changes).
    await db.patch('order_invitations', fresh.id, { created_at: new Date().toISOString() });
    push(fresh.id, 'pending');
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'New job invitation',
      body: expect.stringContaining(branch.name),
      tag: `invitation-${fresh.id}`,
    });

    act(() => shown[0]!.onclick!());
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/helper/job/company/details/${fresh.id}`),
    );
  });

  it('an invitation sent while the connection was down is told once it is back (QA 2026-12-04)', async () => {
    const { user, optIn, realtime } = await openHelperSettings();
    await user.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    const channel = `App.Models.User.${maria().id}`;
    await waitFor(() => expect(realtime.joined).toContain(channel));
    // Listening (the first subscription), then the socket goes away.
    act(() => realtime.subscribed(channel));
    await pauseInAct(100);
    act(() => realtime.setState('unavailable'));
    visibility = 'hidden';
    // Sent while the socket was away (no push): an invitation to a job of her branch still to
    // come. Her other pending invitations are from yesterday (the seed may stamp some later
    // in the day than the page's clock).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    for (const other of db.order_invitations.findMany((q) =>
      q.where({ user_id: maria().id, status: 'pending' }),
    ))
      await db.patch('order_invitations', other.id, { created_at: yesterday });
    const membership = db.employees.findFirst((q) => q.where({ user_id: maria().id, status: 1 }))!;
    const invited = new Set(
      db.order_invitations.findMany((q) => q.where({ user_id: maria().id })).map((i) => i.order_id),
    );
    const order = db.orders
      .findMany((q) => q.where({ branch_id: membership.branch_id, status: 1 }))
      .find((o) => !invited.has(o.id) && !o.cancelled_at && o.start_at > new Date().toISOString());
    expect(order, 'a job of her branch still to come, not offered to her').toBeDefined();
    const [fresh] = await invitationService.inviteEmployees(db, order!.id, [membership.id]);
    await pauseInAct(300);
    expect(shown).toEqual([]);

    // Back: the channel is subscribed again. Her older new invitations are not news.
    act(() => {
      realtime.setState('connected');
      realtime.subscribed(channel);
    });
    const invitations = () => shown.filter((n) => n.tag?.startsWith('invitation-'));
    await waitFor(() => expect(invitations()).toHaveLength(1));
    expect(invitations()[0]).toMatchObject({
      title: 'New job invitation',
      tag: `invitation-${fresh!.id}`,
    });
    // Its push arriving after all tells nothing more.
    realtime.emit(channel, 'order-invitation-changed', {
      id: fresh!.id,
      order_id: fresh!.order_id,
      branch_id: fresh!.branch_id,
      status: 'pending',
    });
    await pauseInAct(300);
    expect(invitations()).toHaveLength(1);
  });

  it('an invitation cancelled before the page listened, pushed again, is not told; one cancelled now is (QA 2026-12-04)', async () => {
    const { push, realtime, channel } = await optedInWithPush();
    const [before, now] = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'pending' }))
      .sort((a, b) => a.id - b.id);
    expect(now, 'two pending invitations in the seed').toBeDefined();
    // Withdrawn yesterday (a reload since: this page never heard of it).
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await db.patch('order_invitations', before!.id, { status: 'cancelled', updated_at: yesterday });
    act(() => realtime.subscribed(channel));
    await pauseInAct(100);
    visibility = 'hidden';
    // Its order invited someone again, say: its older invitations are pushed too.
    push(before!.id, 'cancelled');
    await pauseInAct(300);
    expect(shown).toEqual([]);

    await db.patch('order_invitations', now!.id, {
      status: 'cancelled',
      updated_at: new Date().toISOString(),
    });
    push(now!.id, 'cancelled');
    await waitFor(() => expect(shown).toHaveLength(1));
    // Its order goes on: her invitation was withdrawn, not the job cancelled (QA helper-169).
    expect(shown[0]).toMatchObject({
      title: 'Invitation withdrawn',
      tag: `invitation-${now!.id}`,
    });
  });

  it('tells her in the background of a job of hers the company moved, once per move', async () => {
    const { pushAccepted: push } = await optedInWithPush();
    const [first, second] = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
      .filter((i) => {
        const order = db.findById('orders', i.order_id)!;
        return (
          order.completed_at == null && order.cancelled_at == null && i.rescheduled_from == null
        );
      });
    expect(second, 'two open accepted jobs of Maria in the seed').toBeDefined();

    // The demo's moved job, moved before the page listened: not news.
    const seededMove = db.order_invitations.findFirst((q) =>
      q.where((i) => i.user_id === maria().id && i.rescheduled_from != null),
    );
    expect(seededMove, "the demo's moved job").toBeDefined();
    visibility = 'hidden';
    push(seededMove!.id);
    await pauseInAct(300);
    expect(shown).toEqual([]);
    visibility = 'visible';

    // Moved while the page is in view: she sees it there, and is not told again later.
    await moveJob(db.findById('orders', second!.order_id)!, 1);
    push(second!.id);
    await pauseInAct(300);
    visibility = 'hidden';
    push(second!.id);
    // Not moved: an edit of its order is not news.
    push(first!.id);
    await pauseInAct(300);
    expect(shown).toEqual([]);

    const order = db.findById('orders', first!.order_id)!;
    const branch = db.findById('branches', order.branch_id)!;
    await moveJob(order, 2);
    push(first!.id);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'Job moved',
      body: expect.stringContaining(`${branch.name} · order #${order.number}`),
      tag: `invitation-${first!.id}`,
    });
    // The same move heard of again: told once.
    push(first!.id);
    await pauseInAct(300);
    expect(shown).toHaveLength(1);
  });

  it('tells her in the background of a job whose invitation she has not answered, moved, once (as the company is told she is)', async () => {
    const { push } = await optedInWithPush();
    const pending = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'pending' }))
      .find((i) => {
        const order = db.findById('orders', i.order_id)!;
        return !order.cancelled_at && Date.parse(order.start_at) > Date.now();
      });
    expect(pending, 'a pending invitation of Maria in the seed').toBeDefined();
    const order = db.findById('orders', pending!.order_id)!;
    // Her New list holds it, with its times.
    act(() => navigate('/helper/job/company/new'));
    await screen.findByRole(
      'link',
      { name: new RegExp(`^Order #${order.number},`) },
      {
        timeout: 5000,
      },
    );
    const branch = db.findById('branches', order.branch_id)!;
    visibility = 'hidden';
    const moved = await moveJob(order, 2);
    push(pending!.id, 'pending');
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'Job moved',
      body: `${branch.name} · order #${order.number} · ${formatWhen(moved, branchTimeZone(branch))}`,
      tag: `invitation-${pending!.id}`,
    });
    // The same move heard of again: told once.
    push(pending!.id, 'pending');
    await pauseInAct(300);
    expect(shown).toHaveLength(1);
  });

  it('tells her in the background of a job of hers whose pay the company changed, with both rates, once', async () => {
    const { pushAccepted } = await optedInWithPush();
    const job = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
      .find((i) => {
        const order = db.findById('orders', i.order_id)!;
        return (
          !order.completed_at &&
          !order.cancelled_at &&
          Date.parse(order.start_at) > Date.now() &&
          i.repriced_from == null
        );
      })!;
    const push = () => pushAccepted(job.id);
    const order = db.findById('orders', job.order_id)!;
    const branch = db.findById('branches', order.branch_id)!;
    visibility = 'hidden';
    await repriceJob(order, order.hourly_rate - 500);
    push();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'Pay changed',
      body: expect.stringContaining(
        `${formatHourlyRate(order.hourly_rate)} → ${formatHourlyRate(order.hourly_rate - 500)} · ${branch.name} · order #${order.number} · `,
      ),
      tag: `invitation-${job.id}`,
    });
    // The same change heard of again: told once.
    push();
    await pauseInAct(300);
    expect(shown).toHaveLength(1);
  });

  it('a move she saw in view is not told once she has switched away, however long its read takes', async () => {
    const { pushAccepted } = await optedInWithPush();
    const job = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
      .find((i) => {
        const order = db.findById('orders', i.order_id)!;
        return !order.completed_at && !order.cancelled_at && i.rescheduled_from == null;
      })!;
    // Her job's read is held: it answers only after she has switched away.
    const reads = holdRequests('get', '*/api/helper/company-invitations/:id');
    await moveJob(db.findById('orders', job.order_id)!, 1);
    const push = () => pushAccepted(job.id);
    push(); // in view: she sees the move on screen
    await waitFor(() => expect(reads.count()).toBe(1));
    visibility = 'hidden';
    push(); // the same move again, now in the background
    await reads.release();
    // Both pushes read and done: nothing told (the in-view one was told once hidden).
    await waitFor(() => expect(reads.count()).toBe(2));
    await pauseInAct(300);
    expect(shown).toEqual([]);
  });

  it("stays quiet when the helper's settings turn browser notifications off", async () => {
    const { user, optIn, realtime } = await openHelperSettings();
    await user.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    await user.click(screen.getByRole('switch', { name: /^Browser notifications/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Notification settings saved');
    expect(
      await screen.findByText('They stay off while “Browser notifications” is off below.'),
    ).toBeInTheDocument();

    visibility = 'hidden';
    const channel = `App.Models.User.${maria().id}`;
    const invitation = db.order_invitations.findFirst((q) => q.where({ user_id: maria().id }))!;
    realtime.emit(channel, 'order-invitation-changed', {
      id: invitation.id,
      order_id: invitation.order_id,
      branch_id: invitation.branch_id,
      status: 'cancelled',
    });
    await pauseInAct(500);
    expect(shown).toEqual([]);
  });

  it("lists for a company everything it is told of: answers, applications, running late, can't make it", async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/settings/notifications');
    const card = await screen.findByRole('region', { name: 'Browser notifications' });
    for (const told of [
      /a helper answers your invitation \(to an order or to your branch\)/,
      /applies to your outsourcing offer/,
      /on the way, running late, can't make it, or takes time off during a job/,
    ])
      expect(card).toHaveTextContent(told);
  });

  it('a company finds the switch from the account menu and from Activity, not among the plans (QA 57a L5)', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp('/company/activity');
    await user.click(await screen.findByRole('link', { name: 'Notification settings' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/settings/notifications'));
    expect(await screen.findByRole('switch', { name: OPT_IN_NAME })).toBeInTheDocument();
    await act(() => navigate('/company/settings/subscription'));
    await screen.findByRole('form', { name: 'Company name' });
    expect(screen.queryByRole('switch', { name: OPT_IN_NAME })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Notification settings' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/settings/notifications'));
    expect(
      await screen.findByRole('region', { name: 'Browser notifications' }),
    ).toBeInTheDocument();
  });

  it("tells a company in the background of a helper's answer, and opens its crew", async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const { user, realtime } = renderApp('/company/settings/notifications');
    const optIn = await screen.findByRole('switch', { name: OPT_IN_NAME }, { timeout: 5000 });
    await user.click(optIn);
    await waitFor(() => expect(optIn).toBeChecked());
    const channel = `App.Models.User.${owner.id}`;
    await waitFor(() => expect(realtime.joined).toContain(channel));
    const order = db.orders.findFirst((q) => q.where({}))!;
    const notification = (id: number, kind: string, title: string) => ({
      notification: {
        id,
        branch_id: order.branch_id,
        kind,
        title,
        body: 'Tyler is not available that day.',
        is_read: false,
        order_id: order.id,
        created_at: '2027-03-13T14:00:00Z',
      },
      unread_count: 7,
    });

    visibility = 'hidden';
    realtime.emit(
      channel,
      'notification-created',
      notification(9001, 'order_created', 'New order'),
    );
    realtime.emit(
      channel,
      'notification-created',
      notification(9002, 'invitation_rejected', 'Tyler Hall declined your invitation'),
    );
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: 'Tyler Hall declined your invitation',
      body: 'Tyler is not available that day.',
      tag: 'notification-9002',
    });
    act(() => shown[0]!.onclick!());
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/job/team-edit/${order.id}`),
    );

    // A crew member off or dropping out: a spot to fill, told too, opening the crew.
    visibility = 'hidden';
    realtime.emit(
      channel,
      'notification-created',
      notification(
        9003,
        'crew_time_off',
        'Maria Lopez has time off on 03/20/2027, during order #1042',
      ),
    );
    realtime.emit(
      channel,
      'notification-created',
      notification(9004, 'crew_dropped_out', "Maria Lopez can't make it to order #1042: Sick."),
    );
    await waitFor(() => expect(shown).toHaveLength(3));
    expect(shown.slice(1).map((n) => [n.title, n.tag])).toEqual([
      ['Maria Lopez has time off on 03/20/2027, during order #1042', 'notification-9003'],
      ["Maria Lopez can't make it to order #1042: Sick.", 'notification-9004'],
    ]);
  });
});
