import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatHourlyRate } from '@/platform/format';
import { branchSwitchRequested } from '@/platform/session';
import { fillOffer } from '@mocks/db/services/orders';
import { openOfferFor } from '@mocks/testing/offers';
import { inAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

function austinOffers() {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  return db.outsource_offers
    .findMany((q) => q.where({ branch_id: branch.id }))
    .map((offer) => ({ offer, order: db.findById('orders', offer.order_id)! }));
}

async function ownerOnOffers() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/job/outsourcing');
  const list = await screen.findByRole('region', { name: 'Offers' });
  return { ...app, list };
}

const card = (number: number) =>
  screen.getByRole('article', { name: `Offer for order #${number}` });

/** The offer card's Withdraw, pressed: its confirmation dialog. */
async function openWithdraw(user: UserEvent, number: number) {
  await user.click(
    within(card(number)).getByRole('button', {
      name: `Withdraw the offer for order #${number}`,
    }),
  );
  return screen.findByRole('dialog', { name: 'Withdraw offer' });
}

describe('Outsourcing in the jobs area (/company/job/outsourcing)', () => {
  it("lists the branch's offers with their terms", async () => {
    const { list } = await ownerOnOffers();
    const offers = austinOffers();
    expect(offers.length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('article')).toHaveLength(offers.length);
    const { offer, order } = offers[0]!;
    const first = card(order.number);
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent(formatHourlyRate(offer.hourly_rate));
    expect(first).toHaveTextContent(`0 of ${offer.helpers_needed} accepted`);
    expect(first).toHaveTextContent(`${order.customer.first_name} ${order.customer.last_name}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Outsourcing' })).toBeInTheDocument();
  });

  it('filters by status and says so when a status has none', async () => {
    const { user } = await ownerOnOffers();
    await user.click(screen.getByRole('radio', { name: 'Withdrawn' }));
    expect(await screen.findByText('No withdrawn offers')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    const list = await screen.findByRole('region', { name: 'Offers' });
    expect(within(list).getAllByRole('article')).toHaveLength(
      austinOffers().filter((o) => o.offer.status === 'open').length,
    );
  });

  it('a page past the end (a stale link) goes to the last page in one step, its address replaced', async () => {
    const offers = austinOffers();
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(5); // one page of 5: the last is the first
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const entries = window.history.length;
    renderApp('/company/job/outsourcing?page=9');
    const list = await screen.findByRole('region', { name: 'Offers' });
    expect(within(list).getAllByRole('article')).toHaveLength(offers.length);
    expect(window.location.search).toBe('');
    // No page between 9 and 1 was put in the history for Back to go through.
    expect(window.history.length).toBe(entries);
  });

  it('a status that is no filter (?status=nope) shows All, and the address says so (QA helper-97)', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/job/outsourcing?status=nope');
    const list = await screen.findByRole('region', { name: 'Offers' });
    expect(within(list).getAllByRole('article')).toHaveLength(austinOffers().length);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('keeps the status filter in the URL: a reload shows the same filter', async () => {
    const open = austinOffers().filter((o) => o.offer.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    const first = await ownerOnOffers();
    await first.user.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(window.location.search).toBe('?status=open'));
    first.unmount();
    renderApp('/company/job/outsourcing?status=open');
    expect(await screen.findByRole('radio', { name: 'Open' })).toBeChecked();
    const list = await screen.findByRole('region', { name: 'Offers' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(open.length));
  });

  const branchOf = (city: string) =>
    db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }))!.id;
  const openIn = (branchId: number) =>
    db.outsource_offers.findMany((q) => q.where({ branch_id: branchId, status: 'open' }));
  /** A second page of open offers: one on each of six of the branch's orders not offered yet. */
  async function secondPageOfOpenOffers(branchId: number) {
    const offered = new Set(openIn(branchId).map((o) => o.order_id));
    for (const order of db.orders
      .findMany((q) => q.where({ branch_id: branchId }))
      .filter((o) => !offered.has(o.id) && !o.outsource_offer_id)
      .slice(0, 6))
      await openOfferFor(order);
    expect(openIn(branchId).length).toBeGreaterThan(5);
  }

  it("switching branch shows the other branch's offers from page 1, its filter kept", async () => {
    // Page 2 exists in both branches, so only the switch explains page 1.
    const [austin, dallas] = [branchOf('Austin'), branchOf('Dallas')];
    for (const branchId of [austin, dallas]) await secondPageOfOpenOffers(branchId);
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { store } = renderApp('/company/job/outsourcing?status=open&page=2');
    await screen.findByText(new RegExp(`^Showing 6–\\d+ of ${openIn(austin).length}$`));
    store.dispatch(branchSwitchRequested(dallas));
    await screen.findByText(`Showing 1–5 of ${openIn(dallas).length}`);
    expect(window.location.search).toBe('?status=open');
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
  });

  it('a page asked for while another filter is on screen waits for its own answer, not the empty one shown', async () => {
    const austin = branchOf('Austin');
    await secondPageOfOpenOffers(austin);
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/job/outsourcing?status=cancelled');
    expect(await screen.findByText('No withdrawn offers')).toBeInTheDocument();
    // A link or Back to page 2 of the open offers: the withdrawn filter's empty page stays on
    // screen while it loads, and is no reason to go to page 1.
    act(() => navigate('/company/job/outsourcing?status=open&page=2'));
    await screen.findByText(new RegExp(`^Showing 6–\\d+ of ${openIn(austin).length}$`));
    expect(window.location.search).toBe('?status=open&page=2');
  });

  it('withdraws an offer after a dialog naming its order, then refreshes', async () => {
    const { user } = await ownerOnOffers();
    const { offer, order } = austinOffers()[0]!;
    const dialog = await openWithdraw(user, order.number);
    expect(dialog).toHaveTextContent(`Withdraw the offer for order #${order.number}`);
    // Keeping it calls nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');

    await user.click(
      within(await openWithdraw(user, order.number)).getByRole('button', {
        name: 'Withdraw offer',
      }),
    );
    expect(await screen.findByText(`Offer for order #${order.number} withdrawn`)).toBeVisible();
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('cancelled');
    await waitFor(() => expect(card(order.number)).toHaveTextContent('Withdrawn'));
    expect(
      within(card(order.number)).queryByRole('button', { name: /Withdraw the offer/ }),
    ).not.toBeInTheDocument();
  });

  it('withdrawing an offer deleted meanwhile (its order deleted elsewhere) is done: said as news, not an error; the dialog closes and the list catches up', async () => {
    await loadToaster();
    const { user } = await ownerOnOffers();
    const { offer, order } = austinOffers()[0]!;
    const dialog = await openWithdraw(user, order.number);
    // Another user deletes the order, and its offer with it.
    db.offer_applications.deleteMany((q) => q.where({ offer_id: offer.id }));
    db.outsource_offers.delete((q) => q.where({ id: offer.id }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    const told = await screen.findByText(
      `The offer for order #${order.number} was already removed.`,
    );
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: `Offer for order #${order.number}` }),
      ).toBeNull(),
    );
    expect(toastTexts()).toEqual([`The offer for order #${order.number} was already removed.`]);
  });

  it('a failed withdrawal says so in its dialog, which stays open for another try (QA helper-110)', async () => {
    server.use(
      http.post(
        '*/api/company-outsource/offers/:id/cancel',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await ownerOnOffers();
    const { offer, order } = austinOffers()[0]!;
    const dialog = await openWithdraw(user, order.number);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The offer was not withdrawn. Try again.',
    );
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText(`Offer for order #${order.number} withdrawn`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a filled offer has no Withdraw, and one that fills while its Withdraw dialog is open says so with only OK (QA-217 L7)', async () => {
    const app = await ownerOnOffers();
    const { offer, order } = austinOffers()[0]!;
    const dialog = await openWithdraw(app.user, order.number);
    // Its last spot is taken meanwhile (the page hears of it).
    await inAct(() => fillOffer(db, offer.id));
    await act(() => app.queryClient.invalidateQueries());
    await waitFor(() => expect(card(order.number)).toHaveTextContent('Filled'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The offer was filled meanwhile.');
    expect(within(dialog).queryByRole('button', { name: 'Withdraw offer' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    expect(
      within(card(order.number)).queryByRole('button', { name: /Withdraw the offer/ }),
    ).toBeNull();
    // Its applications are still one click away.
    expect(
      within(card(order.number)).getByRole('link', { name: /^Applications \(\d+\) to the offer/ }),
    ).toBeVisible();
  });

  it('a Withdraw confirmed after the offer filled unseen is refused with the reason, in the dialog (QA-217 L7)', async () => {
    const { user } = await ownerOnOffers();
    const { offer, order } = austinOffers()[0]!;
    const dialog = await openWithdraw(user, order.number);
    await fillOffer(db, offer.id); // the page does not hear of it
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The offer is filled: its helpers are on the crew. Cancel an application to take one off.',
    );
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
  });

  it('"New offer" goes to Find AI, and an offer opens its applications', async () => {
    const { user } = await ownerOnOffers();
    const { offer, order } = austinOffers()[0]!;
    await user.click(
      within(card(order.number)).getByRole('link', {
        name: new RegExp(`^Applications \\(\\d+\\) to the offer for order #${order.number}$`),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Offer applications' });
    expect(window.location.pathname).toBe(`/company/outsourcing/offer-applications/${offer.id}`);
    const heading = screen.getByRole('heading', { level: 1, name: 'Offer applications' });
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Back' }));
    await screen.findByRole('region', { name: 'Offers' });
    await user.click(screen.getByRole('link', { name: 'New offer' }));
    expect(await screen.findByRole('form', { name: 'New offer' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/company/outsourcing');
  });

  it('a failed list shows an error with Try again, which loads it', async () => {
    // A 4xx is not retried (platform query client), so the error shows at once.
    let failures = 0;
    server.use(
      http.get('*/api/company-branches/:id/outsource-offers', () => {
        failures += 1;
        return HttpResponse.json(
          { data: null, message: 'The selected status is invalid.', errors: {}, success: false },
          { status: 422 },
        );
      }),
    );
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp('/company/job/outsourcing');
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(failures).toBeGreaterThan(0);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('region', { name: 'Offers' });
    expect(within(list).getAllByRole('article')).toHaveLength(austinOffers().length);
  });
});
