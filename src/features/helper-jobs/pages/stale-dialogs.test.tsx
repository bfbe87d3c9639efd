import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import type { OutsourceOfferRecord } from '@mocks/db';
import { applyToOffer, withdrawApplication } from '@mocks/db/services/outsourcing';
import { freshOfferFor } from '@mocks/testing/offers';
import { zonedParts } from '@/platform/format';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * The company withdraws the offer (a push) while one of her dialogs on its Order details is
 * open (QA helper-172 M3): the dialog stays, says the company withdrew the offer in place of
 * its question, keeps what she typed (read-only), and only OK is left, which closes it with the
 * focus on the order's title (her opener went with the offer).
 */

setupMockServer();
fixedClock(new Date('2027-03-09T15:30:00Z'));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const numberOf = (offer: OutsourceOfferRecord) => db.findById('orders', offer.order_id)!.number;

const freshOffer = () => freshOfferFor(maria().id);

/** Its Order details open over the real Echo client, listening on her channel. */
async function details(offer: OutsourceOfferRecord) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/outsource/details/${offer.id}`, { realtime: 'echo' });
  await screen.findByRole('heading', { name: `Order #${numberOf(offer)}` }, { timeout: 5000 });
  await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
    timeout: 10_000,
  });
  return app;
}

/** The company withdraws the offer: its push reaches the open page. */
const withdrawOffer = (offer: OutsourceOfferRecord) =>
  db.patch('outsource_offers', offer.id, { status: 'cancelled' });

/** The dialog says the offer was withdrawn, with only OK, which closes it onto the title. */
async function saysWithdrawnAndCloses(
  app: Awaited<ReturnType<typeof details>>,
  dialog: HTMLElement,
  offer: OutsourceOfferRecord,
) {
  expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'The company withdrew this offer.',
  );
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['', 'OK']);
  // Behind it, the page says the same and offers nothing.
  expect(screen.getAllByText('The company withdrew this offer.')).toHaveLength(2);
  await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  const title = screen.getByRole('heading', { name: `Order #${numberOf(offer)}` });
  await waitFor(() => expect(title).toHaveFocus());
}

describe('the company withdraws the offer while her dialog is open (QA helper-172 M3)', () => {
  it('Apply again: the dialog stays, says so, and keeps her message and rate to read', async () => {
    const offer = freshOffer();
    const first = await applyToOffer(db, offer.id, maria().id, {
      message: null,
      proposed_hourly_rate: null,
    });
    await withdrawApplication(db, first.id);
    const app = await details(offer);
    await app.user.click(await screen.findByRole('button', { name: 'Apply again' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Apply to order #${numberOf(offer)}`,
    });
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Message to the company/ }),
      'I have a cargo van.',
    );
    // Typed short: kept as the one money format writes it, not "$42.5/h" (QA-215).
    await app.user.type(within(dialog).getByRole('textbox', { name: /Your hourly rate/ }), '42.5');

    await withdrawOffer(offer);
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    expect(dialog).toHaveTextContent('Your messageI have a cargo van.');
    expect(dialog).toHaveTextContent('Your hourly rate$42.50/h');
    // Nothing left to type in or send.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send application' })).toBeNull();
    await saysWithdrawnAndCloses(app, dialog, offer);
  });

  it('Apply on an offer she never answered: the same', async () => {
    const offer = freshOffer();
    const app = await details(offer);
    await app.user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Apply to order #${numberOf(offer)}`,
    });
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Message to the company/ }),
      'Free all day.',
    );
    await withdrawOffer(offer);
    await saysWithdrawnAndCloses(app, dialog, offer);
  });

  it('Accept anyway (an offer outside her terms): the same', async () => {
    const offer = freshOffer();
    const order = db.findById('orders', offer.order_id)!;
    const zone = db.findById('branches', order.branch_id)!.timezone;
    const weekday = zonedParts(order.start_at, zone).weekday;
    const profile = db.helper_profiles.findFirst((q) => q.where({ user_id: maria().id }))!;
    await db.patch('helper_profiles', profile.id, {
      availabilities: [{ day: (weekday + 1) % 7, from: '08:00', to: '17:00' }],
    });
    const app = await details(offer);
    await app.user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this job' });
    expect(within(dialog).getByRole('button', { name: 'Accept anyway' })).toBeVisible();
    await withdrawOffer(offer);
    await saysWithdrawnAndCloses(app, dialog, offer);
  });
});
