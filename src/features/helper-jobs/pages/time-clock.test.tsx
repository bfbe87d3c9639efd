import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { clockIn, clockOut } from '@mocks/db/services/time-clock';
import { tellOnMyWay } from '@mocks/db/services/on-my-way';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { ownerCrewPage } from './crew-page.test-helpers';
import { fullName } from '@/platform/format';
import { QUIET_AFTER_CHANGE_MS, toast } from '@/platform/ui';

/*
 * Time clock (not in the spec), on a fixed clock (9:00 am in Austin): from 1 h before her
 * accepted job she starts work from its Order details, and later finishes it; the company's
 * crew page shows both times on the branch's clock.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);
const HOUR = 3_600_000;
const at = (hours: number) => ({ notify: false, now: new Date(NOW.getTime() + hours * HOUR) });

async function mariaAt(invitationId: number) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitationId}`);
  await screen.findByRole('heading', { name: /^Order #/ });
  return { app, day: await screen.findByRole('region', { name: 'On the day' }) };
}

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('time clock, the helper', () => {
  it('starts work once on a double click, from 1 h before the start; it confirms the job', async () => {
    const { invitations } = await austinJobIn(0.5, { now: NOW.getTime(), people: 1 });
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/clock-in')) sent.push(request.url);
    });
    const success = vi.spyOn(toast, 'success');
    // The page's clock stands still unless the test moves it (a tap "right after" stays so).
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: NOW });
    const { app, day } = await mariaAt(invitations[0]!.id);
    await app.user.dblClick(within(day).getByRole('button', { name: 'Start work' }));
    expect(
      await within(day).findByText(
        /^Working since 9:00 am( CST)?\. Lone Star Movers sees it on the crew page\.$/,
      ),
    ).toBeVisible();
    server.events.removeAllListeners('request:start');
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(within(day).getByText(/^Working since /)).toHaveFocus());
    expect(success).toHaveBeenCalledWith(expect.stringMatching(/^You started work at 9:00 am/));
    // She is there: nothing more to tell on the way.
    expect(
      within(day).queryByRole('button', { name: /On my way|Running late|Start work/ }),
    ).toBeNull();
    const spot = db.findById('order_invitations', invitations[0]!.id)!;
    expect(spot.clocked_in_at).not.toBeNull();
    expect(spot.confirmed_at).not.toBeNull();
    // Finish work waits for the job's start: it is final, and she has worked none of it yet
    // (QA-211 M2: a tap after Start work closed the day 47 minutes early, "0 min").
    expect(within(day).queryByRole('button', { name: 'Finish work' })).toBeNull();
    expect(
      within(day).getByText(/^You can finish work once the job has started, at 9:30 am( CST)?\.$/),
    ).toBeVisible();
  });

  it('offers Finish work in Start work’s place once the job has started, not at a tap right after (QA helper-134)', async () => {
    // 8:45-9:45 am: under way at 9:00.
    const { invitations } = await austinJobIn(-0.25, { now: NOW.getTime(), people: 1 });
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: NOW });
    const { app, day } = await mariaAt(invitations[0]!.id);
    await app.user.click(within(day).getByRole('button', { name: 'Start work' }));
    await within(day).findByText(/^Working since 9:00 am/);
    expect(within(day).queryByText(/^You can finish work once/)).toBeNull();
    // An impatient thumb's second tap does not ask to finish; a moment later it does.
    await app.user.click(within(day).getByRole('button', { name: 'Finish work' }));
    expect(within(day).queryByText(/^Finish work now\?/)).toBeNull();
    act(() => vi.advanceTimersByTime(QUIET_AFTER_CHANGE_MS));
    await app.user.click(within(day).getByRole('button', { name: 'Finish work' }));
    expect(within(day).getByText(/^Finish work now\?/)).toBeVisible();
  });

  it('is not offered 2 hours ahead (On my way is)', async () => {
    const { invitations } = await austinJobIn(2, { now: NOW.getTime(), people: 1 });
    const { day } = await mariaAt(invitations[0]!.id);
    expect(within(day).getByRole('button', { name: 'On my way' })).toBeVisible();
    expect(within(day).queryByRole('button', { name: 'Start work' })).toBeNull();
  });

  it('finishes work past the job’s end, asked twice; Back keeps her at work', async () => {
    // 7:00-8:00 am; she started at 6:30 and is still at it at 9:00.
    const { invitations } = await austinJobIn(-2, { now: NOW.getTime(), people: 1 });
    await clockIn(db, invitations[0]!.id, at(-2.5));
    const success = vi.spyOn(toast, 'success');
    const { app, day } = await mariaAt(invitations[0]!.id);
    expect(
      within(day).getByText(/^Working since 6:30 am( CST)?\. Lone Star Movers sees it/),
    ).toBeVisible();
    await app.user.click(within(day).getByRole('button', { name: 'Finish work' }));
    expect(
      within(day).getByText('Finish work now? It is final: your hours are counted up to now.'),
    ).toBeVisible();
    expect(within(day).getByRole('button', { name: 'Yes, finish work now' })).toHaveFocus();
    await app.user.click(within(day).getByRole('button', { name: 'Back' }));
    expect(db.findById('order_invitations', invitations[0]!.id)!.clocked_out_at).toBeFalsy();
    await waitFor(() =>
      expect(within(day).getByRole('button', { name: 'Finish work' })).toHaveFocus(),
    );
    await app.user.click(within(day).getByRole('button', { name: 'Finish work' }));
    await app.user.click(within(day).getByRole('button', { name: 'Yes, finish work now' }));
    expect(
      await within(day).findByText(/^Worked 6:30 am - 9:00 am( CST)? \(2 h 30 min\)\.$/),
    ).toBeVisible();
    expect(success).toHaveBeenCalledWith('You finished work: 2 h 30 min.');
    expect(within(day).queryByRole('button')).toBeNull();
    // The buttons are gone: the line saying what happened has the focus.
    await waitFor(() => expect(within(day).getByText(/^Worked /)).toHaveFocus());
    // Her pay until the company records it: the 2.5 h she worked, not the 1 h job's window.
    const pay = await screen.findByText(/ for 2\.5 h worked$/);
    const [, rate, about] = /^\$([\d.]+)\/h · about \$([\d.]+) for/.exec(pay.textContent!)!;
    expect(Number(about)).toBeCloseTo(Number(rate) * 2.5, 2);
  });

  it('says the quarter hour counted at least beside a shorter time worked (QA-211 M2)', async () => {
    // 8:00-9:00 am; she worked 8:10-8:14.
    const { invitations } = await austinJobIn(-1, { now: NOW.getTime(), people: 1 });
    await clockIn(db, invitations[0]!.id, at(-50 / 60));
    await clockOut(db, invitations[0]!.id, at(-46 / 60));
    const { day } = await mariaAt(invitations[0]!.id);
    expect(within(day).getByText(/^Worked 8:10 am - 8:14 am( CST)? \(4 min\)\.$/)).toBeVisible();
    expect(
      screen.getByText(
        / · about \$[\d.]+ for 0\.25 h worked \(at least a quarter hour is counted\)$/,
      ),
    ).toBeVisible();
  });

  it('a job the company completed while she was at work says when she started, not that she works, with nothing to press (QA helper-132)', async () => {
    const { order, invitations } = await austinJobIn(-2, { now: NOW.getTime(), people: 1 });
    await clockIn(db, invitations[0]!.id, at(-2.5));
    await db.patch('orders', order.id, { completed_at: NOW.toISOString() });
    const { day } = await mariaAt(invitations[0]!.id);
    expect(within(day).getByText(/^Started work at 6:30 am( CST)?\.$/)).toBeVisible();
    expect(within(day).queryByText(/Working since|sees it on the crew page/)).toBeNull();
    expect(within(day).queryByRole('button')).toBeNull();
  });
});

describe('time clock, her Accepted list', () => {
  it('a card says she is at work, then how long she worked (not what she told before)', async () => {
    const { order, invitations } = await austinJobIn(-2, { now: NOW.getTime(), people: 1 });
    await tellOnMyWay(db, invitations[0]!.id, 15, {
      notify: false,
      now: new Date(NOW.getTime() - 3 * HOUR),
    });
    await clockIn(db, invitations[0]!.id, at(-2.5));
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp('/helper/job/company/accepted');
    // The card's link names its state as its tag does (QA helper-121 M5).
    const card = async (state: string) =>
      cardOf(
        await screen.findByRole('link', {
          name: new RegExp(`^Order #${order.number}, Lone Star Movers, ${state}\\b`),
        }),
      );
    expect(within(await card('at work')).getByText('At work')).toBeVisible();
    expect(within(await card('at work')).queryByText(/^You said /)).toBeNull();
    app.unmount();
    await clockOut(db, invitations[0]!.id, at(0));
    renderApp('/helper/job/company/accepted');
    // Done and over: it now waits for the company to complete it (not while she was at work).
    const done = await card('ended, awaiting completion by the company, worked 2 h 30 min');
    expect(within(done).getByText('Worked 2 h 30 min')).toBeVisible();
    expect(within(done).getByText('Awaiting completion')).toBeVisible();
  });

  it('a card of a job completed while she was at work does not say "At work" (QA helper-132)', async () => {
    const { order, invitations } = await austinJobIn(-2, { now: NOW.getTime(), people: 1 });
    await clockIn(db, invitations[0]!.id, at(-2.5));
    await db.patch('orders', order.id, { completed_at: NOW.toISOString() });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job/company/accepted');
    const link = await screen.findByRole('link', {
      name: new RegExp(`^Order #${order.number}, Lone Star Movers\\b`),
    });
    expect(link).not.toHaveAccessibleName(/at work/);
    expect(within(cardOf(link)).queryByText('At work')).toBeNull();
  });
});

describe('time clock, the company', () => {
  it('reads on the crew page who is at work and who has finished, on the branch clock', async () => {
    const { order, members, invitations } = await austinJobIn(-2, {
      now: NOW.getTime(),
      people: 2,
    });
    await clockIn(db, invitations[0]!.id, at(-2.5));
    await clockIn(db, invitations[1]!.id, at(-2.25));
    await clockOut(db, invitations[1]!.id, at(-0.5));
    const rowOf = await ownerCrewPage(order.id);
    await waitFor(() =>
      expect(
        within(rowOf(fullName(members[0]!))).getByText(/^Working since 6:30 am( CST)?$/),
      ).toBeVisible(),
    );
    expect(
      within(rowOf(fullName(members[1]!))).getByText(
        /^Worked 6:45 am - 8:30 am( CST)? \(1 h 45 min\)$/,
      ),
    ).toBeVisible();
  });

  it('a completed job: one who never finished work started, is not working (QA helper-132)', async () => {
    const { order, members, invitations } = await austinJobIn(-2, {
      now: NOW.getTime(),
      people: 1,
    });
    await clockIn(db, invitations[0]!.id, at(-2.5));
    await db.patch('orders', order.id, { completed_at: NOW.toISOString() });
    const rowOf = await ownerCrewPage(order.id);
    await waitFor(() =>
      expect(
        within(rowOf(fullName(members[0]!))).getByText(/^Started work at 6:30 am( CST)?$/),
      ).toBeVisible(),
    );
    expect(within(rowOf(fullName(members[0]!))).queryByText(/^Working since/)).toBeNull();
  });
});
