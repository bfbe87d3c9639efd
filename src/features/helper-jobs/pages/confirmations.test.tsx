import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db, hub, server } from '@mocks/node';
import {
  confirmationOf,
  confirmJob,
  dropOut,
  isUnconfirmed,
} from '@mocks/db/services/confirmations';
import { acceptInvitation } from '@mocks/db/services/invitations';
import { cancelOrder } from '@mocks/db/services/orders';
import { clockIn } from '@mocks/db/services/time-clock';
import { austinJobIn, moveJob, repriceJob } from '@mocks/testing/confirmations';
import { takenThroughOffer } from '@mocks/testing/offers';
import {
  emulateViewport,
  fixedClock,
  goInHistory,
  loginAs,
  renderApp,
  setupMockServer,
} from '@/app/test-utils';
import { configureHttpClient } from '@/platform/api/http-client';
import { formatHourlyRate, formatMoney } from '@/platform/format';
import { createQueryClient } from '@/platform/api/query-client';
import { toast, UiProviders } from '@/platform/ui';
import { ANNOUNCE_BURST_MS } from '@/platform/ui/announcer';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { liveRegion } from '@/app/realtime.saga.test-helpers';
import { JobConfirmation } from '../components/job-confirmation';

/*
 * Confirmations (7/8) on the helper's Order details, on a fixed clock: 1 am on the branch's
 * clocks for the jobs made here, so no seeded job of hers overlaps them.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

async function mariaAt(path: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return renderApp(path);
}

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('confirming a job', () => {
  it('asks within 48 h; Confirm confirms it, once, and it reads Confirmed', async () => {
    const { order, invitations } = await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(await screen.findByText('Please confirm you will be there.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await app.user.dblClick(confirm);
    expect(await screen.findByText(`You confirmed order #${order.number}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull());
    const section = screen.getByRole('region', { name: 'Confirmation' });
    expect(within(section).getByText('Confirmed')).toBeInTheDocument();
    const confirmedAt = db.findById('order_invitations', mine.id)!.confirmed_at!;
    expect(Date.parse(confirmedAt) - NOW.getTime()).toBeLessThan(60_000);
  });

  it('a job she took, on days she then took off, says so and asks no confirmation; she can still say she cannot make it (QA helper-159)', async () => {
    const { order, invitations } = await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    await db.insert('time_off', {
      user_id: mine.user_id!,
      start_date: '2027-03-10',
      end_date: '2027-03-12',
      reason: 'Family',
      created_at: NOW.toISOString(),
    });
    await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(
        /^You have time off on .*, during this job: the company sees you as off for it\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText('Please confirm you will be there.')).toBeNull();
    expect(screen.getByRole('button', { name: "I can't make it" })).toBeInTheDocument();

    // Her card in Accepted says the same: Time off, not "Please confirm" (the dialog's review).
    act(() => navigate('/helper/job/company/accepted'));
    const link = await screen.findByRole('link', { name: new RegExp(`Order #${order.number},`) });
    const card = cardOf(link);
    expect(await within(card).findByTitle(/^You have time off on 03\/10\/2027/)).toHaveTextContent(
      'Time off',
    );
    expect(within(card).queryByText('Please confirm')).toBeNull();
    expect(link).toHaveAccessibleName(expect.stringContaining('you have time off then'));
    expect(link).not.toHaveAccessibleName(expect.stringContaining('please confirm'));
  });

  it('a job further off, on days she took off, does not say she will be asked to confirm it (QA helper-168 L1)', async () => {
    // 72 h ahead: not asked yet (from 48 h); 03/12/2027 on Austin's clocks.
    const { invitations } = await austinJobIn(72, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(/^You will be asked to confirm this job from /),
    ).toBeInTheDocument();
    app.unmount();
    await db.insert('time_off', {
      user_id: mine.user_id!,
      start_date: '2027-03-12',
      end_date: '2027-03-12',
      reason: null,
      created_at: NOW.toISOString(),
    });
    await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(/during this job: the company sees you as off for it\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^You will be asked to confirm this job from /)).toBeNull();
  });

  it('takes a confirmation once, even while the page still has the job as awaiting it', async () => {
    const { order } = await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    configureHttpClient({ getToken: () => localStorage.getItem('token') });
    const confirms: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/confirm')) confirms.push(request.url);
    });
    const success = vi.spyOn(toast, 'success');
    // The job as the page had it: awaiting her confirmation. It is not loaded again here, as on a page whose data
    // has not come back yet: whatever the component shows next, it shows by itself.
    const job = {
      bucket: 'accepted',
      confirmation: 'awaiting' as const,
      confirmed_at: null,
      confirm_from: null,
      clocked_in_at: null,
      rescheduled_from: null,
      hourly_rate: order.hourly_rate,
      order: { ...order, completed_at: null, cancelled_at: null },
      branch: { company_name: 'Lone Star Movers', timezone: 'America/Chicago' },
    };
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <JobConfirmation job={job} now={NOW.getTime()} />
      </QueryClientProvider>,
      { wrapper: UiProviders },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Confirmed at once: no Confirm left to click a second time.
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText('Please confirm you will be there.')).toBeNull();
    server.events.removeAllListeners('request:start');
    expect(confirms).toHaveLength(1);
    expect(success).toHaveBeenCalledOnce();
    expect(success).toHaveBeenCalledWith(`You confirmed order #${order.number}.`);
  });

  it('says when she will be asked, for a job more than 48 h away', async () => {
    const { invitations } = await austinJobIn(64, { now: NOW.getTime(), people: 1 });
    await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    expect(
      await screen.findByText(/You will be asked to confirm this job from 03\/10\/2027/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: "I can't make it" })).toBeInTheDocument();
  });
});

describe("I can't make it", () => {
  it('needs a reason; then she leaves the crew and the company is told', async () => {
    const { order, invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(/The company is waiting for your confirmation/),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: "I can't make it" }));
    const dialog = await screen.findByRole('dialog', {
      name: `Can't make it to order #${order.number}?`,
    });
    // Its way out is not named "Back": the browser's Back asks about a typed reason, and its
    // question would stand over a button of that name (QA helper-158).
    expect(within(dialog).getByRole('button', { name: 'Keep the job' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Tell the company' }));
    expect(await within(dialog).findByText('Value is required')).toBeInTheDocument();
    expect(db.findById('order_invitations', mine.id)!.status).toBe('accepted');

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sick, sorry.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Tell the company' }));
    expect(await screen.findByText(/has been told you can't make it/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.findById('order_invitations', mine.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Sick, sorry.',
    });
    expect(
      db.notifications.findFirst((q) => q.where({ kind: 'crew_dropped_out', order_id: order.id }))
        ?.title,
    ).toBe(`Maria Lopez can't make it to order #${order.number}: Sick, sorry.`);
    expect(screen.queryByRole('button', { name: "I can't make it" })).toBeNull();
    // The dialog and its opener gone, the focus is the job's title's, not the page's body.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Order #${order.number}` })).toHaveFocus(),
    );
  });

  it('opens with the focus in Reason, so what she types goes there; closed any way, it keeps her reason (QA 219 M4)', async () => {
    const { order, invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const app = await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    const leave = await screen.findByRole('button', { name: "I can't make it" });
    const open = async () => {
      act(() => leave.focus());
      await app.user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', {
        name: `Can't make it to order #${order.number}?`,
      });
      return within(dialog).getByRole('textbox', { name: 'Reason' });
    };
    const reason = await open();
    // Typed at once, with no Tab first (it went nowhere, and a space pressed Close).
    expect(reason).toHaveFocus();
    await app.user.keyboard('My car broke down');
    expect(reason).toHaveValue('My car broke down');
    // Back closes it, keeping the reason (its form outlives it, as Apply's): no question.
    await goInHistory(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Discard what you typed\?/)).toBeNull();
    expect(await open()).toHaveValue('My car broke down');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await open()).toHaveValue('My car broke down');
    expect(db.findById('order_invitations', invitations[0]!.id)!.status).toBe('accepted');
  });

  it('the reason counts what is typed against its rule’s 500, marked once over', async () => {
    const { order, invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const app = await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    await app.user.click(await screen.findByRole('button', { name: "I can't make it" }));
    const dialog = await screen.findByRole('dialog', {
      name: `Can't make it to order #${order.number}?`,
    });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(/0 \/ 500 characters/);
    await app.user.click(reason);
    await app.user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501 / 500')).toHaveClass('app-char-count--over');
  });

  it('the company cancelling the job while her focus is on it, pushed: the focus goes to the title, not the page', async () => {
    const { order, invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    const leave = await screen.findByRole('button', { name: "I can't make it" });
    act(() => leave.focus());
    const channel = `App.Models.User.${mine.user_id}`;
    await waitFor(() => expect(app.realtime.joined).toContain(channel));
    await cancelOrder(db, order.id, 'Customer moved it');
    act(() =>
      app.realtime.emit(channel, 'order-invitation-changed', {
        id: mine.id,
        order_id: order.id,
        branch_id: mine.branch_id,
        status: 'accepted',
      }),
    );
    // No action of hers started a watch: the page's redraw with the job's new state moves it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: "I can't make it" })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: `Order #${order.number}` })).toHaveFocus();
  });

  it('is not offered once she has started work before the start, and the server refuses it (QA 56)', async () => {
    // Half an hour ahead: she may start work from an hour before.
    const { invitations } = await austinJobIn(0.5, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    await clockIn(db, mine.id);
    await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(await screen.findByText(/^Working since /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I can't make it" })).toBeNull();
    await expect(dropOut(db, mine.id, 'Leaving after all')).rejects.toThrow(
      'This job has already started; call the company instead.',
    );
    expect(db.findById('order_invitations', mine.id)!.status).toBe('accepted');
  });

  it('leaves a trace: "You left", when and why, on her details and her Rejected card', async () => {
    const { order, invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    await app.user.click(await screen.findByRole('button', { name: "I can't make it" }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'My truck broke down.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Tell the company' }));

    // Not "Rejected" (she did not decline, nor did the company turn her down): she left.
    expect(await screen.findByText('You left this job')).toBeInTheDocument();
    expect(screen.getByText('You left')).toBeInTheDocument();
    expect(screen.queryByText('Rejected')).toBeNull();
    // NOW is 9:00 am on the branch's clocks (Austin, CST).
    expect(
      screen.getByText(
        /^On 03\/09\/2027 9:00 am (CST )?you told Lone Star Movers you can't make it:$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('“My truck broke down.”')).toBeInTheDocument();

    // Her Rejected bucket (spec section 2) keeps it, marked apart from a declined invitation.
    act(() => navigate('/helper/job/company/waiting'));
    const link = await screen.findByRole('link', {
      name: `Order #${order.number}, Lone Star Movers, you left this job`,
    });
    expect(within(cardOf(link)).getByText('You left')).toBeInTheDocument();
  });
});

describe('a job the company moved (not in the spec)', () => {
  it('says so on its card and its details, with the times she agreed to, and asks again', async () => {
    const { order, invitations } = await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    await moveJob(order, 2);
    // 40 h from NOW is 1:00 am on 03/11/2027 in Austin (CST); it now starts at 3:00 am.
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(
        'The company moved this job: please confirm you will be there at the new time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^3:00 am - 4:00 am/)).toBeInTheDocument();
    expect(screen.getByText(/^Moved from 03\/11\/2027 · 1:00 am - 2:00 am/)).toBeInTheDocument();

    act(() => navigate('/helper/job/company/accepted'));
    const card = cardOf(
      await screen.findByRole('link', { name: new RegExp(`Order #${order.number},`) }),
    );
    expect(within(card).getByText('Moved')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Moved from 03\/11\/2027 · 1:00 am - 2:00 am/),
    ).toBeInTheDocument();

    // Confirming agrees to the new times: the move is no longer news.
    act(() => navigate(`/helper/job/company/details/${mine.id}`));
    await app.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText(/^Moved from/)).toBeNull());
    expect(db.findById('order_invitations', mine.id)!.rescheduled_from).toBeNull();
  });
});

describe('a started job the company moved to a start still ahead (not in the spec)', () => {
  it('her open Order details show the move and ask her to confirm again, live', async () => {
    // Started half an hour ago (8:30 am in Austin), nobody clocked in.
    const { order, invitations } = await austinJobIn(-0.5, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    await renderApp(`/helper/job/company/details/${mine.id}`, { realtime: 'echo' });
    expect(await screen.findByText(/^8:30 am - 9:30 am/)).toBeInTheDocument();
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria.id}`)).toBe(1), {
      timeout: 10_000,
    });

    await inAct(() => moveJob(order, 48));
    expect(
      await screen.findByText(
        'The company moved this job: please confirm you will be there at the new time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Moved from 03\/09\/2027 · 8:30 am - 9:30 am/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
  });
});

describe('a job the company repriced (not in the spec)', () => {
  it('a cut says so on its card and its details, with the rate she agreed to, and asks again', async () => {
    const { order, invitations } = await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    const agreed = formatHourlyRate(order.hourly_rate);
    await repriceJob(order, order.hourly_rate - 1000);
    const app = await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(
        'The company lowered the pay of this job: please confirm you will still be there.',
      ),
    ).toBeInTheDocument();
    const pay = screen.getByText('Pay', { selector: 'dt' }).nextElementSibling!;
    const cut = order.hourly_rate - 1000;
    const hours = (Date.parse(order.end_at) - Date.parse(order.start_at)) / 3_600_000;
    expect(pay).toHaveTextContent(
      `${formatHourlyRate(cut)} · about ${formatMoney(Math.round(hours * cut))}Changed from ${agreed}`,
    );

    act(() => navigate('/helper/job/company/accepted'));
    const link = await screen.findByRole('link', {
      name: `Order #${order.number}, Lone Star Movers, pay changed by the company, please confirm`,
    });
    expect(within(cardOf(link)).getByText('Pay changed')).toBeInTheDocument();
    expect(within(cardOf(link)).getByText('Please confirm')).toBeInTheDocument();
    expect(within(cardOf(link)).getByText(`Changed from ${agreed}`)).toBeInTheDocument();

    // Confirming agrees to the new rate: the change is no longer news.
    act(() => navigate(`/helper/job/company/details/${mine.id}`));
    await app.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText(/^Changed from/)).toBeNull());
    expect(db.findById('order_invitations', mine.id)!.repriced_from).toBeNull();
  });

  it('a raise is shown with the rate she agreed to and asks nothing again', async () => {
    const { order, invitations } = await austinJobIn(60, { now: NOW.getTime(), people: 1 });
    const mine = invitations[0]!;
    await db.patch('order_invitations', mine.id, { confirmed_at: NOW.toISOString() });
    await repriceJob(order, order.hourly_rate + 500);
    await mariaAt(`/helper/job/company/details/${mine.id}`);
    expect(
      await screen.findByText(`Changed from ${formatHourlyRate(order.hourly_rate)}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});

describe('her crew (not in the spec)', () => {
  it('names who else is on the crew under its count, not her', async () => {
    const { invitations, members } = await austinJobIn(40, { now: NOW.getTime(), people: 3 });
    await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    const line = await screen.findByText(/^With /);
    for (const mate of members.slice(1))
      expect(line).toHaveTextContent(`${mate.first_name} ${mate.last_name.charAt(0)}. (`);
    expect(line).not.toHaveTextContent('Maria L.'); // her own name (Maria Perez is another)
    expect(screen.getByText(/^3 of 3 helpers on the crew/)).toBeInTheDocument();
  });

  it('counts a crew of one as one helper, and one truck as a truck (not "1 of 1 helpers")', async () => {
    const { order, invitations } = await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    await db.patch('orders', order.id, { trucks_needed: 1 });
    await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    expect(await screen.findByText('1 of 1 helper on the crew · 1 truck')).toBeInTheDocument();
  });
});

describe('the toast of a new ask (review L4)', () => {
  const ASK = 'A job is waiting for your confirmation.';
  const badgeCount = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Helper' });
    const badge = within(nav).queryByLabelText(/jobs? to confirm$/);
    return badge ? Number(badge.textContent) : 0;
  };

  it('is not given for a job she accepts within 48 h: her Accept is her confirmation (QA-211 M4)', async () => {
    const { order, invitations } = await austinJobIn(16, {
      now: NOW.getTime(),
      people: 1,
      pending: true,
    });
    const app = await mariaAt(`/helper/job/company/details/${invitations[0]!.id}`);
    const info = vi.spyOn(toast, 'info');
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const before = await badgeCount();
    await app.user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`You accepted order #${order.number}.`)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Confirmation' });
    expect(await within(section).findByText('Confirmed')).toBeInTheDocument();
    // What the badge reads to decide has come back: nothing more is on its way.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByText(/waiting for your confirmation/)).toBeNull();
    expect(await badgeCount()).toBe(before);
    expect(info).not.toHaveBeenCalledWith(ASK);
  });

  it('is given on the Order details of another job', async () => {
    const elsewhere = await austinJobIn(64, { now: NOW.getTime(), people: 1 });
    const { invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1, pending: true });
    const app = await mariaAt(`/helper/job/company/details/${elsewhere.invitations[0]!.id}`);
    await screen.findByRole('heading', { name: `Order #${elsewhere.order.number}` });
    const before = await badgeCount();
    const channel = `App.Models.User.${invitations[0]!.user_id}`;
    await waitFor(() => expect(app.realtime.joined).toContain(channel));
    await acceptInvitation(db, invitations[0]!.id, { notify: false });
    act(() =>
      app.realtime.emit(channel, 'order-invitation-changed', {
        id: invitations[0]!.id,
        order_id: invitations[0]!.order_id,
        branch_id: invitations[0]!.branch_id,
        status: 'accepted',
      }),
    );
    expect(await screen.findByText(ASK)).toBeInTheDocument();
    expect(await badgeCount()).toBe(before + 1);
    // Heard once: the toast's alert says it, the live region does not say it again (a
    // screen reader heard it twice), in its burst window nor after.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    await pauseInAct(ANNOUNCE_BURST_MS + 200);
    expect(spoken(ASK)).toBe(1);
  });

  /**
   * How many times a screen reader hears `text`: each toast whose alert holds it, and the
   * live region's text if it holds it (a toast's own container says nothing: sayOnce).
   */
  const spoken = (text: string) =>
    screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(text)).length +
    Number(liveRegion().textContent?.includes(text) ?? false);

  /** Maria on the Order details of another job, listening: her app and her badge's count. */
  async function mariaElsewhere() {
    const elsewhere = await austinJobIn(64, { now: NOW.getTime(), people: 1 });
    const app = await mariaAt(`/helper/job/company/details/${elsewhere.invitations[0]!.id}`);
    await screen.findByRole('heading', { name: `Order #${elsewhere.order.number}` });
    const channel = `App.Models.User.${elsewhere.invitations[0]!.user_id}`;
    await waitFor(() => expect(app.realtime.joined).toContain(channel));
    // Her count read (the badge's baseline), nothing on its way that could bring the change.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    return { app, channel, before: await badgeCount() };
  }

  /** The company's change of her invitation, pushed to her as the server pushes it. */
  const pushChange = (
    app: Awaited<ReturnType<typeof mariaAt>>,
    channel: string,
    invitation: { id: number; order_id: number; branch_id: number },
  ) =>
    act(() =>
      app.realtime.emit(channel, 'order-invitation-changed', {
        id: invitation.id,
        order_id: invitation.order_id,
        branch_id: invitation.branch_id,
        status: 'accepted',
      }),
    );

  it('is shown, not said, for the ask a move of her confirmed job brings: the move says it, once', async () => {
    const { order, invitations } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    await confirmJob(db, invitations[0]!.id);
    const { app, channel, before } = await mariaElsewhere();
    await inAct(() => moveJob(order, 2));
    pushChange(app, channel, invitations[0]!);
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        new RegExp(`^Job moved\\. .* · order #${order.number} · `),
      ),
    );
    expect(await badgeCount()).toBe(before + 1);
    // A sighted helper sees the ask (it went with the move's one announcement, QA after fix-222).
    expect(await screen.findByText(ASK)).toBeInTheDocument();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    await pauseInAct(ANNOUNCE_BURST_MS + 200);
    expect(liveRegion()).toHaveTextContent(/^Job moved\. /);
    expect(spoken(ASK)).toBe(0);
    expect(screen.getAllByText(ASK)).toHaveLength(1);
  });

  it('is given for a later ask after a move that asked nothing new (she had not confirmed yet)', async () => {
    const asked = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const { app, channel, before } = await mariaElsewhere();
    const info = vi.spyOn(toast, 'info');
    await inAct(() => moveJob(asked.order, 2));
    pushChange(app, channel, asked.invitations[0]!);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Job moved\. /));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(await badgeCount()).toBe(before);

    // Another job of hers comes into its 48 h (here: accepted elsewhere): told.
    const { invitations } = await austinJobIn(20, { now: NOW.getTime(), people: 1, pending: true });
    await acceptInvitation(db, invitations[0]!.id, { notify: false });
    pushChange(app, channel, invitations[0]!);
    expect(await screen.findByText(ASK)).toBeInTheDocument();
    expect(await badgeCount()).toBe(before + 1);
    expect(info).toHaveBeenCalledWith(ASK);
  });
});

describe('the Job page', () => {
  it('counts the jobs waiting for her confirmation in the navigation and a notice', async () => {
    await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    await mariaAt('/helper/job');
    const nav = await screen.findByRole('navigation', { name: 'Helper' });
    const badge = await within(nav).findByLabelText(/jobs? to confirm$/);
    const count = Number(badge.textContent);
    expect(count).toBeGreaterThanOrEqual(1);
    // Said on hover too, beside the branch invitations' badge (QA helper-89).
    expect(badge).toHaveAttribute(
      'title',
      count === 1 ? '1 job to confirm' : `${count} jobs to confirm`,
    );
    expect(
      await screen.findByText(
        count === 1
          ? /A job you accepted waits for your confirmation/
          : new RegExp(`${count} jobs you accepted wait for your confirmation`),
      ),
    ).toBeInTheDocument();
  });

  /** Maria's seeded jobs that ask her to confirm, confirmed: the test's jobs are all she is asked. */
  async function noSeededAsks() {
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    for (const invitation of db.order_invitations.findMany((q) => q.where({ user_id: maria.id }))) {
      const order = db.findById('orders', invitation.order_id);
      if (order && isUnconfirmed(confirmationOf(invitation, order)))
        await confirmJob(db, invitation.id);
    }
  }

  /** An Austin job `hours` ahead that Maria took through its outsourcing offer. */
  async function takenByMariaThroughOffer(hours: number) {
    const { order } = await austinJobIn(hours, { now: NOW.getTime(), people: 0, helpersNeeded: 1 });
    await takenThroughOffer(order, { at: NOW.getTime(), helper: 'helper@demo.test' });
    return order;
  }

  it('leads to her offers for a job taken through an offer (QA helper-85)', async () => {
    await noSeededAsks();
    const order = await takenByMariaThroughOffer(40);
    const app = await mariaAt('/helper/job');
    const notice = (
      await screen.findByText(/^A job you accepted waits for your confirmation/)
    ).closest<HTMLElement>('.bp6-callout')!;
    await app.user.click(within(notice).getByRole('link', { name: 'See accepted jobs' }));
    expect(window.location.pathname).toBe('/helper/job/outsource/accepted');
    const link = await screen.findByRole('link', { name: new RegExp(`Order #${order.number},`) });
    expect(within(cardOf(link)).getByText('Please confirm')).toBeInTheDocument();
    // Her link says it too, as a moved job's says "moved by the company" (QA helper-121 M5).
    expect(link).toHaveAccessibleName(new RegExp(`^Order #${order.number}, .+, please confirm$`));
  });

  it('links both lists when both hold jobs to confirm; the phone’s count opens the Job page', async () => {
    emulateViewport(390);
    await noSeededAsks();
    await takenByMariaThroughOffer(40);
    await austinJobIn(30, { now: NOW.getTime(), people: 1 });
    const app = await mariaAt('/helper/calendar');
    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('link', { name: '2 jobs to confirm' });
    await app.user.click(bell);
    expect(window.location.pathname).toBe('/helper/job');
    const notice = (
      await screen.findByText(/^2 jobs you accepted wait for your confirmation/)
    ).closest<HTMLElement>('.bp6-callout')!;
    expect(within(notice).getByRole('link', { name: 'Company invitations' })).toHaveAttribute(
      'href',
      '/helper/job/company/accepted',
    );
    expect(within(notice).getByRole('link', { name: 'Outsourcing offers' })).toHaveAttribute(
      'href',
      '/helper/job/outsource/accepted',
    );
  });

  it('on a phone: the count on the header and on the drawer’s Job entry (QA L3)', async () => {
    emulateViewport(390);
    await austinJobIn(40, { now: NOW.getTime(), people: 1 });
    const app = await mariaAt('/helper/calendar');
    const header = await screen.findByRole('banner');
    const link = await within(header).findByRole('link', { name: /jobs? to confirm$/ });
    const count = Number(link.textContent);
    expect(count).toBeGreaterThanOrEqual(1);
    await app.user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest<HTMLElement>(
      '.bp6-drawer',
    )!;
    const job = within(drawer).getByRole('menuitem', { name: /^Job/ });
    expect(within(job).getByLabelText(link.getAttribute('aria-label')!)).toHaveTextContent(
      String(count),
    );
  });
});
