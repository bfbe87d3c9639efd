import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { applyToOffer } from '@mocks/db/services/outsourcing';
import { offerBucket } from '@mocks/handlers/lib/helper-jobs';
import { unappliedNewOffers } from '@mocks/testing/offers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

/*
 * Reject and Withdraw application are confirmed in the one ConfirmDialog: a failed call keeps
 * the dialog open and says under the question what was not done (QA helper-113: it closed,
 * and only a toast said so, for 5 s); the next try that works closes it.
 */

setupMockServer();

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const numberOf = (orderId: number) => db.findById('orders', orderId)!.number;

/** One 500 on the next call of `path`, counted. */
function failOnce(path: string) {
  const calls = { count: 0 };
  server.use(
    http.post(
      path,
      () => {
        calls.count += 1;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      },
      { once: true },
    ),
  );
  return calls;
}

async function helperAt(path: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return renderApp(path);
}

describe('Order details: a failed Reject or Withdraw keeps its dialog and says so', () => {
  it('Reject of a company invitation: the dialog stays with "The job was not rejected. Try again."; the next try rejects it and closes', async () => {
    const invitation = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'pending' }))
      .find(
        (i) => !db.offer_applications.findFirst((q) => q.where({ order_invitation_id: i.id })),
      )!;
    const failed = failOnce('*/api/helper/company-invitations/:id/reject');
    const app = await helperAt(`/helper/job/company/details/${invitation.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this job' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The job was not rejected. Try again.',
    );
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(failed.count).toBe(1);
    expect(screen.getByRole('dialog', { name: 'Reject this job' })).toBe(dialog);
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('pending');

    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(`You rejected order #${numberOf(invitation.order_id)}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('rejected');
  });

  it('Reject of an outsourcing offer: the dialog stays on a failure, closes once it worked', async () => {
    const offer = unappliedNewOffers(maria().id)[0]!;
    failOnce('*/api/helper/outsource-offers/:id/reject');
    const app = await helperAt(`/helper/job/outsource/details/${offer.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this job' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The job was not rejected. Try again.',
    );
    expect(offerBucket(db.findById('outsource_offers', offer.id)!, maria().id)).toBe('new');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(offerBucket(db.findById('outsource_offers', offer.id)!, maria().id)).toBe('waiting');
  });

  it('Withdraw application: the dialog stays with "Your application was not withdrawn. Try again."; the next try withdraws it and closes', async () => {
    const offer = unappliedNewOffers(maria().id)[0]!;
    await applyToOffer(db, offer.id, maria().id, { message: null, proposed_hourly_rate: null });
    const mine = () =>
      db.offer_applications.findFirst((q) =>
        q.where({ offer_id: offer.id, helper_id: maria().id }),
      )!;
    failOnce('*/api/helper/outsource-offers/:id/withdraw');
    const app = await helperAt(`/helper/job/outsource/details/${offer.id}`);
    const panel = await screen.findByRole('region', { name: 'Your application' });
    await app.user.click(within(panel).getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your application was not withdrawn. Try again.',
    );
    expect(mine().status).toBe('pending');
    await app.user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(
      await screen.findByText(
        `You withdrew your application to order #${numberOf(offer.order_id)}.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mine().status).toBe('withdrawn');
  });
});

describe('Order details: a Withdraw whose application is gone already', () => {
  it('the company deleted the order meanwhile (no push): her application went with it, so the Withdraw is done, said as news, not as an error', async () => {
    await loadToaster();
    const offer = unappliedNewOffers(maria().id)[0]!;
    await applyToOffer(db, offer.id, maria().id, { message: null, proposed_hourly_rate: null });
    const app = await helperAt(`/helper/job/outsource/details/${offer.id}`);
    const panel = await screen.findByRole('region', { name: 'Your application' });
    await app.user.click(within(panel).getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application' });
    // The company deletes the order, as its Delete order does: its offer and applications go.
    db.offer_applications.deleteMany((q) => q.where({ offer_id: offer.id }));
    db.outsource_offers.delete((q) => q.where({ id: offer.id }));
    db.order_invitations.deleteMany((q) => q.where({ order_id: offer.order_id }));
    const number = numberOf(offer.order_id);
    db.orders.delete((q) => q.where({ id: offer.order_id }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    const told = await screen.findByText(
      `Your application to order #${number} was already removed.`,
    );
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page catches up: the offer is gone.
    expect(await screen.findByText('Offer not found')).toBeInTheDocument();
    expect(toastTexts()).toEqual([`Your application to order #${number} was already removed.`]);
  });
});
