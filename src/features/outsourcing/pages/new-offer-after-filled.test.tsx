import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import {
  filledOfferShortAgain,
  freeMarketplaceHelpers,
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
