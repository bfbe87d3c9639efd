import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { tellOnMyWay } from '@mocks/db/services/on-my-way';
import { takenThroughOffer } from '@mocks/testing/offers';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { ownerCrewPage } from './crew-page.test-helpers';
import { fullName } from '@/platform/format';
import { QUIET_AFTER_CHANGE_MS, toast } from '@/platform/ui';

/*
 * On my way (not in the spec), on a fixed clock: from 3 h before her accepted job she tells
 * the company she is on her way or running late, from its Order details; the company's crew
 * page shows what she said, with the time on the branch's clock.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

async function mariaAt(invitationId: number) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitationId}`);
  await screen.findByRole('heading', { name: /^Order #/ });
  return app;
}

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('on my way, the helper', () => {
  it('tells the company once on a double click, then that she runs 30 min late', async () => {
    const { invitations } = await austinJobIn(2, { now: NOW.getTime(), people: 1 });
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/on-my-way')) sent.push(request.url);
    });
    const success = vi.spyOn(toast, 'success');
    // The page's clock stands still unless the test moves it (a tap "right after" stays so).
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: NOW });
    const app = await mariaAt(invitations[0]!.id);
    const day = await screen.findByRole('region', { name: 'On the day' });
    expect(
      within(day).getByText(
        'On your way? Let Lone Star Movers know, or tell them if you are running late.',
      ),
    ).toBeVisible();
    await app.user.dblClick(within(day).getByRole('button', { name: 'On my way' }));
    expect(
      await within(day).findByText(/^You told Lone Star Movers at 9:00 am( CST)?: on the way\.$/),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Lone Star Movers has been told you are on your way.');
    expect(within(day).queryByRole('button', { name: 'On my way' })).toBeNull();
    // Running late now stands where On my way was: a tap right after the answer (a double
    // tap's second, an impatient one) does not open its form (QA helper-134); a moment
    // later it does.
    expect(within(day).getByRole('button', { name: 'Running late' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await app.user.click(within(day).getByRole('button', { name: 'Running late' }));
    expect(within(day).queryByRole('form', { name: 'Running late' })).toBeNull();
    act(() => vi.advanceTimersByTime(QUIET_AFTER_CHANGE_MS));

    await app.user.click(within(day).getByRole('button', { name: 'Running late' }));
    const form = within(day).getByRole('form', { name: 'Running late' });
    await app.user.selectOptions(
      within(form).getByRole('combobox', { name: 'How late will you be?' }),
      '30 min',
    );
    await app.user.click(within(form).getByRole('button', { name: 'Tell the company' }));
    expect(
      await within(day).findByText(
        /^You told Lone Star Movers at 9:00 am( CST)?: 30 min late, expected 11:30 am( CST)?\.$/,
      ),
    ).toBeVisible();
    expect(success).toHaveBeenLastCalledWith(
      'Lone Star Movers has been told you are running 30 min late.',
    );
    expect(within(day).getByRole('button', { name: 'On time after all' })).toBeVisible();
    server.events.removeAllListeners('request:start');
    expect(sent).toHaveLength(2);
    expect(db.findById('order_invitations', invitations[0]!.id)).toMatchObject({
      late_minutes: 30,
    });
  });

  it('once the job has started, offers only Running late', async () => {
    const { invitations } = await austinJobIn(-0.5, { now: NOW.getTime(), people: 1 });
    const app = await mariaAt(invitations[0]!.id);
    const day = await screen.findByRole('region', { name: 'On the day' });
    expect(
      within(day).getByText('This job has started. Running late? Let Lone Star Movers know.'),
    ).toBeVisible();
    expect(within(day).queryByRole('button', { name: /On my way|On time after all/ })).toBeNull();
    await app.user.click(within(day).getByRole('button', { name: 'Running late' }));
    // From now on: how far away she is. The list has the focus, in place of the button.
    const select = within(day).getByRole('combobox', { name: 'How long until you get there?' });
    expect(select).toHaveFocus();
    await app.user.click(within(day).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(within(day).getByRole('button', { name: 'Running late' })).toHaveFocus(),
    );
  });

  it('is not offered more than 3 hours before the start', async () => {
    const { invitations } = await austinJobIn(3.5, { now: NOW.getTime(), people: 1 });
    await mariaAt(invitations[0]!.id);
    await screen.findByRole('region', { name: 'Confirmation' });
    expect(screen.queryByRole('region', { name: 'On the day' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'On my way' })).toBeNull();
  });
});

describe('on my way, from the Job page', () => {
  it('a job due today is at hand on /helper/job, with On my way', async () => {
    const { order } = await austinJobIn(2, { now: NOW.getTime(), people: 1 });
    const success = vi.spyOn(toast, 'success');
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp('/helper/job');
    const today = await screen.findByRole('region', { name: 'Today' });
    const link = within(today).getByRole('link', {
      name: `Order #${order.number} · Lone Star Movers`,
    });
    // Each job's heading names its section (two due jobs: two regions, each its own name).
    expect(within(today).getByRole('heading', { level: 3, name: link.textContent! })).toBeVisible();
    const card = within(today).getByRole('region', { name: link.textContent! });
    // Only what is due: a job of hers further off is not there.
    expect(within(today).getAllByRole('link', { name: /^Order #/ })).toHaveLength(1);
    await app.user.click(within(card).getByRole('button', { name: 'On my way' }));
    expect(
      await within(card).findByText(/^You told Lone Star Movers at 9:00 am( CST)?: on the way\.$/),
    ).toBeVisible();
    expect(success).toHaveBeenCalledWith('Lone Star Movers has been told you are on your way.');
  });
});

describe('on my way, on her Accepted list', () => {
  it('a card says what she told the company', async () => {
    const { order, invitations } = await austinJobIn(2, { now: NOW.getTime(), people: 1 });
    await tellOnMyWay(db, invitations[0]!.id, 15, { notify: false });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job/company/accepted');
    // The card's link says it too (QA helper-121 M5: its state is in its name).
    const card = await screen.findByRole('link', {
      name: new RegExp(`^Order #${order.number}, Lone Star Movers, you said 15 min late\\b`),
    });
    expect(within(cardOf(card)).getByText('You said 15 min late')).toBeVisible();
    // Her other accepted jobs say nothing of the kind.
    expect(screen.getAllByText(/^You said /)).toHaveLength(1);
  });
});

describe('on my way, from the Job page, a job taken through an offer', () => {
  it('is one card: under her offers only', async () => {
    const { order } = await austinJobIn(2, { now: NOW.getTime(), people: 0, helpersNeeded: 1 });
    const { offer } = await takenThroughOffer(order, {
      at: NOW.getTime(),
      helper: 'helper@demo.test',
    });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job');
    const today = await screen.findByRole('region', { name: 'Today' });
    await waitFor(() =>
      expect(
        within(today).getAllByRole('link', { name: `Order #${order.number} · Lone Star Movers` }),
      ).toHaveLength(1),
    );
    // Its card opens the offer: the job is filed under her offers.
    expect(
      within(today).getByRole('link', { name: `Order #${order.number} · Lone Star Movers` }),
    ).toHaveAttribute('href', `/helper/job/outsource/details/${offer.id}`);
  });
});

describe('on my way, the company', () => {
  it('reads on the crew page who is on the way and who runs late, on the branch clock', async () => {
    // 7 pm in Austin, after the demo's working hours: nobody of the crew is busy then.
    const { order, members, invitations } = await austinJobIn(10, {
      now: NOW.getTime(),
      people: 2,
    });
    const anHourBefore = { notify: false, now: new Date(NOW.getTime() + 9 * 3_600_000) };
    await tellOnMyWay(db, invitations[0]!.id, 0, anHourBefore);
    await tellOnMyWay(db, invitations[1]!.id, 15, anHourBefore);
    const rowOf = await ownerCrewPage(order.id);
    await waitFor(() =>
      expect(
        within(rowOf(fullName(members[0]!))).getByText(/^On the way · told 6:00 pm( CST)?$/),
      ).toBeVisible(),
    );
    expect(
      within(rowOf(fullName(members[1]!))).getByText(
        /^15 min late, expected 7:15 pm( CST)? · told 6:00 pm( CST)?$/,
      ),
    ).toBeVisible();
    // A late person is one tap away: her phone calls her.
    const late = members[1]!;
    expect(
      within(rowOf(fullName(late))).getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }),
    ).toHaveAttribute('href', `tel:+1${late.phone}`);
  });
});
