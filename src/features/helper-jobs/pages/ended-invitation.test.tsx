import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { unappliedNewOffers } from '@mocks/testing/offers';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * An invitation to a job that has already ended (review 52 H1): the server refuses her
 * Accept, so her New list and Order details say the job has ended and offer no Accept (she
 * may still reject it, out of her New list). A page open as the job ends follows the clock;
 * a click in the minute before it notices is told why as the app tells other 422s (the toast
 * with the server's message). 9 am in Austin.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

/** Maria's pending invitation to a one-hour Austin job starting `hours` from now. */
async function invitationIn(hours: number) {
  const { order, invitations } = await austinJobIn(hours, {
    now: NOW.getTime(),
    people: 1,
    pending: true,
  });
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return { order, mine: invitations[0]! };
}

/** A job card, found by its "Order #…" link (the card's title, stretched over it). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('an invitation to an ended job', () => {
  it('her New list tags it Ended; its Order details say so, with Reject and no Accept', async () => {
    // 7-8 am: over an hour ago.
    const { order, mine } = await invitationIn(-2);
    const app = await renderApp('/helper/job/company/new');
    const card = await screen.findByRole('link', {
      name: `Order #${order.number}, Lone Star Movers, this job has ended`,
    });
    expect(cardOf(card)).toHaveTextContent('Ended');
    await app.user.click(card);
    expect(await screen.findByText('This job has ended.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/helper/job/company/details/${mine.id}`);
    // Its state reads Ended there too, not New.
    const title = screen.getByRole('heading', { name: `Order #${order.number}` });
    const head = title.closest('.hj-card__head') as HTMLElement;
    expect(within(head).getByText('Ended')).toBeInTheDocument();
    expect(within(head).queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('a job still on shows no such notice', async () => {
    const { order } = await invitationIn(2);
    await renderApp('/helper/job/company/new');
    await screen.findByRole('link', { name: `Order #${order.number}, Lone Star Movers` });
    expect(screen.queryByText('Ended')).toBeNull();
  });

  it('Order details open as the job ends lose Accept on the clock’s next minute', async () => {
    // 8:00-9:00:30 am; her page's clock ticks a minute later, past its end.
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: NOW,
      shouldAdvanceTime: true,
    });
    const { order, mine } = await invitationIn(-1 + 30 / 3600);
    expect(Date.parse(order.end_at) - NOW.getTime()).toBe(30_000);
    await renderApp(`/helper/job/company/details/${mine.id}`);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByText('This job has ended.')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(await screen.findByText('This job has ended.')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('an Accept sent just after the end is refused with the server’s words, nothing accepted', async () => {
    const { order, mine } = await invitationIn(-1 + 30 / 3600);
    const app = await renderApp(`/helper/job/company/details/${mine.id}`);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    vi.setSystemTime(Date.parse(order.end_at) + 1_000);
    await app.user.click(accept);
    expect(
      await screen.findByText('This job has ended: it can no longer be accepted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(`You accepted order #${order.number}.`)).toBeNull();
    expect(db.findById('order_invitations', mine.id)!.status).toBe('pending');
  });
});

describe('an outsourcing offer whose order has ended', () => {
  it('tags it Ended in her New list; its Order details say so, with no Accept or Apply', async () => {
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const offer = unappliedNewOffers(maria.id)[0]!;
    // Its order ran 7-8 am.
    const order = await db.patch('orders', offer.order_id, {
      start_at: new Date(NOW.getTime() - 2 * 3_600_000).toISOString(),
      end_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
    });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = await renderApp('/helper/job/outsource/new');
    const card = await screen.findByRole('link', {
      name: new RegExp(`^Order #${order.number}, .*, this job has ended$`),
    });
    expect(cardOf(card)).toHaveTextContent('Ended');
    await app.user.click(card);
    expect(await screen.findByText('This job has ended.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
