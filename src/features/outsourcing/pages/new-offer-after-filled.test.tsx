import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import {
  filledOfferShortAgain,
  freeMarketplaceHelpers,
  openOfferFor,
  unappliedNewOffers,
} from '@mocks/testing/offers';
import { loginAs, renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { crewHref } from '@/platform/orders';

setupMockServer();

/*
 * An order whose offer filled by its own count, short again because one of the company's own
 * people can't make it: the filled offer takes nobody for that spot, and the API took it for
 * the order's "open offer" (422), so the company had no way to the marketplace for it.
 */
describe('a new offer for a spot open again after the offer filled', () => {
  it('the crew page leads to Find AI, which publishes a new offer for the 1 spot; a helper sees it in her new offers', async () => {
    const { order, offer } = await filledOfferShortAgain({ now: Date.now() });
    expect(order.status).not.toBe(4);
    expect(offer).toMatchObject({ status: 'filled', helpers_needed: 1 });
    // A helper of the branch's counties (Austin's open offers are in her New tab), free then.
    const seer = freeMarketplaceHelpers(order).find((u) =>
      unappliedNewOffers(u.id).some((o) => o.branch_id === order.branch_id),
    );
    expect(seer, 'a free helper who sees Austin offers').toBeDefined();

    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp(crewHref(order));
    expect(
      await screen.findByText('Offered to the marketplace: its spots are filled.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Short again: 1 spot is open, which the filled offer does not take. Offer it to marketplace helpers and other movers in a new offer.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Offer to the marketplace' }));

    // Find AI, the order chosen, its one open spot proposed, and why a second offer.
    const form = await screen.findByRole('form', { name: 'New offer' });
    const select = within(form).getByRole('combobox', { name: 'Order' });
    await waitFor(() => expect(select).toHaveValue(String(order.id)));
    expect(within(form).getByRole('textbox', { name: 'Helpers needed' })).toHaveValue('1');
    expect(
      within(form).getByText(
        `Order #${order.number}’s earlier offer is filled, and the crew has 1 open spot again, which that offer does not take. Publish a new offer for it here.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('link', { name: 'See the filled offer’s applications' }),
    ).toHaveAttribute('href', `/company/outsourcing/offer-applications/${offer.id}`);
    await user.click(within(form).getByRole('button', { name: 'Publish offer' }));

    expect(await screen.findByText(`Offer for order #${order.number} published`)).toBeVisible();
    const fresh = db.outsource_offers
      .findMany((q) => q.where({ order_id: order.id }))
      .find((o) => o.id !== offer.id)!;
    expect(fresh).toMatchObject({ status: 'open', helpers_needed: 1 });
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    stopApps();

    // The helper's new offers list it, as any new offer.
    localStorage.setItem('token', await loginAs(seer!.email));
    renderApp('/helper/job/outsource/new');
    expect(
      await screen.findByRole('link', { name: new RegExp(`^Order #${order.number},`) }),
    ).toHaveAttribute('href', `/helper/job/outsource/details/${fresh.id}`);
  });
});

/*
 * The filled offer's applications page said nothing of the order's new offer, nor that its
 * crew was short again: a dispatcher who came there from its notification had no way on.
 */
describe('the filled offer’s applications page tells of the order’s new offer', () => {
  const applicationsOf = async (offerId: number) => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp(`/company/outsourcing/offer-applications/${offerId}`);
    await screen.findByRole('region', { name: /^Applications/ });
    return app;
  };
  const SHORT_AGAIN =
    'Short again: 1 spot is open, which the filled offer does not take. Offer it to marketplace helpers and other movers in a new offer.';

  it('short again with no new offer: says so, as the crew page does, with Offer to the marketplace', async () => {
    const { order, offer } = await filledOfferShortAgain({ now: Date.now() });
    await applicationsOf(offer.id);
    expect(await screen.findByText(SHORT_AGAIN)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Offer to the marketplace' })).toHaveAttribute(
      'href',
      `/company/outsourcing?order=${order.id}`,
    );
    expect(screen.queryByText(/has a newer offer/)).not.toBeInTheDocument();
  });

  it('with a new offer: names it and links its applications; the new one’s page says neither', async () => {
    const { order, offer } = await filledOfferShortAgain({ now: Date.now() });
    const fresh = await openOfferFor(order, { helpersNeeded: 1 });
    const { user } = await applicationsOf(offer.id);
    const note = await screen.findByText(`Order #${order.number} has a newer offer.`, {
      exact: false,
    });
    expect(note).toHaveTextContent(
      `Order #${order.number} has a newer offer. See its applications`,
    );
    expect(screen.queryByText(SHORT_AGAIN)).not.toBeInTheDocument();
    await user.click(within(note).getByRole('link', { name: 'See its applications' }));

    expect(
      await screen.findByRole('article', { name: `Offer for order #${order.number}` }),
    ).toHaveTextContent('Open');
    expect(window.location.pathname).toBe(`/company/outsourcing/offer-applications/${fresh.id}`);
    await screen.findByRole('region', { name: /^Applications/ });
    // Its live offers read (the filled one is older): still nothing said.
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Offer to the marketplace' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/has a newer offer/)).not.toBeInTheDocument();
  });
});
