import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import { confirmJob } from '@mocks/db/services/confirmations';
import { acceptInvitation, inviteEmployees } from '@mocks/db/services/invitations';
import { austinJobIn, moveJob } from '@mocks/testing/confirmations';
import { takenThroughOffer } from '@mocks/testing/offers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import {
  liveRegion,
  mariaListeningOnNew,
  pendingFor,
  pushActivity,
} from './realtime.saga.test-helpers';
import { holdBurstWindow } from '@/platform/testing/burst-window.test-helpers';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { ANNOUNCE_BURST_MS } from '@/platform/ui/announcer';
import { branchTimeZone, formatTimeRange, formatWhen } from '@/platform/format';

setupMockServer();

/*
 * The other side's pushed acts are said in the signed-in frame's one polite live region
 * (platform/ui/announcer.tsx; QA 121 M2): the page changes under a screen reader's user, and
 * she hears what changed. A burst is said as one summary.
 */

const owner = () => db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;

describe('live announcer', () => {
  it("a helper's answer pushed to the company's open crew page is said politely", async () => {
    const { order, employeeId } = pendingFor();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-add/${order.id}`, { realtime: 'echo' });
    await screen.findByRole('region', { name: 'Current crew' }, { timeout: 5000 });
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${owner().id}`)).toBe(1), {
      timeout: 10_000,
    });
    expect(liveRegion()).toHaveTextContent('');

    await acceptInvitation(db, invitation!.id);
    await waitFor(
      () =>
        expect(liveRegion()).toHaveTextContent(
          new RegExp(`accepted your invitation to order #${order.number}`),
        ),
      { timeout: 4000 },
    );
  });

  it('a burst of pushed activity is said once, as a count; an order of her own is not said', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp('/company/activity');
    const { realtime } = app;
    await screen.findByRole('region', { name: 'Activity' }, { timeout: 5000 });
    const channel = `App.Models.User.${owner().id}`;
    await waitFor(() => expect(realtime.joined).toContain(channel), { timeout: 5000 });
    const push = (id: number, kind: string, title: string) => pushActivity(app, id, kind, title);

    push(9001, 'order_created', 'New order #2001');
    await pauseInAct(ANNOUNCE_BURST_MS + 500);
    expect(liveRegion()).toHaveTextContent('');

    const burst = holdBurstWindow();
    push(9002, 'invitation_accepted', 'Maria Lopez accepted your invitation to order #1011');
    push(9003, 'crew_time_off', 'Tyler Hall took time off over order #1011');
    // Later in the window, another of the socket's batches: still the same summary.
    await pauseInAct(300);
    push(9004, 'crew_on_my_way', 'Maria Lopez is on her way to order #1012');
    await burst.endWith(3);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('3 new activities'), {
      timeout: 4000,
    });
    expect(liveRegion().textContent).toBe('3 new activities');
  });
});

describe('live announcer, the helper', () => {
  it('a new invitation pushed to her open New list is said, as her notification would say it', async () => {
    const { order, employeeId } = pendingFor(await mariaListeningOnNew());
    await inviteEmployees(db, order.id, [employeeId]);
    await waitFor(
      () =>
        expect(liveRegion()).toHaveTextContent(
          new RegExp(`^New job invitation\\. .*order #${order.number}`),
        ),
      { timeout: 4000 },
    );
  });
});

describe('live announcer, the helper’s open Order details of a moved job (QA-221 L3)', () => {
  it('the company moves an invitation she has open: said with its new times, her details say the ones she saw, marked', async () => {
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const { order, employeeId } = pendingFor(helper.id);
    // The order is also offered on the marketplace (an open offer in the seed): its move is
    // still said once, one move one announcement per order (announce-listeners.ts, fix-243).
    expect(
      db.outsource_offers.findMany((q) => q.where({ order_id: order.id, status: 'open' })),
    ).not.toHaveLength(0);
    await mariaListeningOnNew();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    // Her new invitation is said, with its times, and she opens it.
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^New job invitation\. /), {
      timeout: 4000,
    });
    await userEvent.click(
      await screen.findByRole('link', { name: new RegExp(`^Order #${order.number},`) }),
    );
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    expect(window.location.pathname).toBe(`/helper/job/company/details/${invitation!.id}`);
    const time = () => screen.getByText('Time').nextElementSibling as HTMLElement;
    expect(time()).not.toHaveTextContent('Moved from');

    // Five hours later, as QA's 9:00 am - 1:00 pm to 2:00 - 6:00 pm.
    const branch = db.findById('branches', order.branch_id)!;
    const zone = branchTimeZone(branch);
    const later = (at: string) => new Date(Date.parse(at) + 5 * 3_600_000).toISOString();
    const moved = { start_at: later(order.start_at), end_at: later(order.end_at) };
    await db.patch('orders', order.id, moved);

    // Her details take the new times, marked for a moment, and say the ones she saw.
    const now = formatTimeRange(moved.start_at, moved.end_at, zone);
    await waitFor(() => expect(within(time()).getByText(now)).toHaveClass('app-changed'), {
      timeout: 4000,
    });
    expect(time()).toHaveTextContent(`Moved from ${formatWhen(order, zone)}`);
    // A screen reader hears the new times, not the invitation's old ones again.
    await waitFor(
      () =>
        expect(liveRegion()).toHaveTextContent(
          `Job moved. ${branch.name} · order #${order.number} · ${formatWhen(moved, zone)}`,
        ),
      { timeout: 4000 },
    );
  });
});

describe('live announcer, the helper’s confirmed job moved', () => {
  it('is said once, in the move’s words: the confirmation it asks again is no second text ("2 new updates")', async () => {
    // Due in 40 hours (1 am on the branch's clocks: none of her seeded jobs is then), so the
    // move asks her confirmation again and her count of jobs to confirm grows.
    const { order, invitations } = await austinJobIn(40, { now: Date.now(), people: 1 });
    const mine = invitations[0]!;
    await confirmJob(db, mine.id);
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp(`/helper/job/company/details/${mine.id}`, { realtime: 'echo' });
    const section = await screen.findByRole('region', { name: 'Confirmation' }, { timeout: 5000 });
    expect(within(section).getByText('Confirmed')).toBeInTheDocument();
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria.id}`)).toBe(1), {
      timeout: 10_000,
    });
    // The reads that follow her subscription are in: a count read before the push came would
    // bring the move's ask ahead of the move (told-asks.ts).
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    const moved = await inAct(() => moveJob(order, 2));
    expect(
      await screen.findByText(
        'The company moved this job: please confirm you will be there at the new time.',
        undefined,
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    const branch = db.findById('branches', order.branch_id)!;
    const when = formatWhen(moved, branchTimeZone(branch));
    await waitFor(
      () =>
        expect(liveRegion()).toHaveTextContent(
          `Job moved. ${branch.name} · order #${order.number} · ${when}`,
        ),
      { timeout: 4000 },
    );
    // Nor after it, in a window of its own: the move said the ask.
    await pauseInAct(ANNOUNCE_BURST_MS + 500);
    expect(liveRegion().textContent).toBe(
      `Job moved. ${branch.name} · order #${order.number} · ${when}`,
    );
  });
});

describe('live announcer, the helper’s job taken through an offer, moved', () => {
  it('is said once: her invitation and her offer are one job ("2 new updates")', async () => {
    // 72 hours away: no confirmation asked, the move alone is news.
    const { order } = await austinJobIn(72, { now: Date.now(), people: 0, helpersNeeded: 1 });
    const { offer } = await takenThroughOffer(order, { helper: 'helper@demo.test' });
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp(`/helper/job/outsource/details/${offer.id}`, { realtime: 'echo' });
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria.id}`)).toBe(1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    const moved = await inAct(() => moveJob(order, 2));
    const branch = db.findById('branches', order.branch_id)!;
    const said = `Job moved. ${branch.name} · order #${order.number} · ${formatWhen(moved, branchTimeZone(branch))}`;
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/\S/), { timeout: 4000 });
    await pauseInAct(ANNOUNCE_BURST_MS + 500);
    expect(liveRegion().textContent).toBe(said);
  });
});
