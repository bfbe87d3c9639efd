import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { dropFocusAsChromium } from '@/platform/testing/focus.test-helpers';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

setupMockServer();

/*
 * QA-230 L3: after Withdraw on an offer card or Reject on an application, the keyboard's focus
 * fell to the page's body, then to the page's title (on Find AI, 11 Tab stops above). It goes
 * to the next entry's same button, as on the crew page and Team (`nextEntryFocus`).
 */

const austin = () => db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;

async function ownerAt(path: string) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

describe('outsourcing lists: the focus after an answer (QA-230 L3)', () => {
  it('Find AI: Withdraw from the keyboard hands the focus to the next open offer’s Withdraw, held in the dialog meanwhile', async () => {
    const open = db.outsource_offers
      .findMany((q) => q.where({ branch_id: austin().id }))
      .filter((o) => o.status === 'open');
    expect(open.length).toBeGreaterThanOrEqual(2);
    const { user } = await ownerAt('/company/outsourcing');
    const region = await screen.findByRole('region', { name: 'Open offers' });
    await waitFor(() =>
      expect(within(region).getAllByRole('article').length).toBe(Math.min(open.length, 5)),
    );
    const [first, second] = within(region).getAllByRole('article');
    const withdraw = within(first!).getByRole('button', { name: /^Withdraw the offer/ });
    const next = within(second!).getByRole('button', { name: /^Withdraw the offer/ });
    act(() => withdraw.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw offer' });
    expect(within(dialog).getByRole('button', { name: 'Keep offer' })).toHaveFocus();
    const held = holdRequests('post', '*/api/company-outsource/offers/:id/cancel');
    await user.keyboard('{Tab}');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw offer' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(held.count()).toBe(1));
    // Chromium drops the loading button's focus to the body: the dialog holds it meanwhile.
    await dropFocusAsChromium(confirm);
    expect(dialog).toHaveFocus();
    await held.release();
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await waitFor(() => expect(next).toHaveFocus());
  });

  it('Find AI: the last open offer withdrawn hands the focus to the empty list’s title', async () => {
    const [kept, ...others] = db.outsource_offers
      .findMany((q) => q.where({ branch_id: austin().id }))
      .filter((o) => o.status === 'open');
    for (const other of others) await db.patch('outsource_offers', other.id, { status: 'closed' });
    const { user } = await ownerAt('/company/outsourcing');
    const region = await screen.findByRole('region', { name: 'Open offers' });
    const card = await within(region).findByRole('article', {
      name: `Offer for order #${db.findById('orders', kept!.order_id)!.number}`,
    });
    act(() =>
      within(card)
        .getByRole('button', { name: /^Withdraw the offer/ })
        .focus(),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw offer' });
    act(() => within(dialog).getByRole('button', { name: 'Withdraw offer' }).focus());
    await user.keyboard('{Enter}');
    const empty = await screen.findByRole('heading', { name: 'No open offers' });
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it('Reject from the keyboard hands the focus to the next application’s Reject', async () => {
    const offer = db.outsource_offers
      .findMany((q) => q.where({ branch_id: austin().id }))
      .find(
        (o) =>
          db.offer_applications
            .findMany((q) => q.where({ offer_id: o.id }))
            .filter((a) => a.status === 'pending').length >= 2,
      );
    if (!offer) throw new Error('no Austin offer with two pending applications in the seed');
    const { user } = await ownerAt(`/company/outsourcing/offer-applications/${offer.id}`);
    const list = await screen.findByRole('region', { name: /^Applications/ });
    await within(list).findAllByRole('listitem');
    const rejects = within(list).getAllByRole('button', { name: /^Reject / });
    const [reject, next] = rejects;
    act(() => reject!.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    const held = holdRequests('post', '*/api/company-outsource/offer-application/:id/reject');
    const confirm = within(dialog).getByRole('button', { name: 'Reject application' });
    act(() => confirm.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(held.count()).toBe(1));
    await dropFocusAsChromium(confirm);
    expect(dialog).toHaveFocus();
    await held.release();
    await waitFor(() => expect(reject).not.toBeInTheDocument());
    await waitFor(() => expect(next).toHaveFocus());
  });
});
