import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { inviteEmployees } from '@mocks/db/services/invitations';
import { applyToOffer } from '@mocks/db/services/outsourcing';
import { offerInHelperAreas } from '@mocks/handlers/lib/helper-jobs';
import { freshOfferFor, openOfferFor } from '@mocks/testing/offers';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { liveRegion, mariaListeningOnNew } from '@/app/realtime.saga.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

/*
 * QA-230: her pending application to an offer the company withdrew as a whole (L2: it read
 * "The company cancelled your application."), and an open offer of an order she is invited to
 * (L1: her Order details read "Closed", "This offer is closed."; its creation was announced).
 */

setupMockServer();
fixedClock(new Date('2027-03-09T15:30:00Z'));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** An upcoming active order of a branch Maria works for in her serving areas, not hers yet. */
function orderOfHerBranchInHerAreas() {
  const helperId = maria().id;
  for (const employee of db.employees.findMany((q) => q.where({ user_id: helperId }))) {
    if (employee.deleted_at) continue;
    const probe = { branch_id: employee.branch_id } as Parameters<typeof offerInHelperAreas>[0];
    if (!offerInHelperAreas(probe, helperId)) continue;
    const order = db.orders
      .findMany((q) => q.where({ branch_id: employee.branch_id }))
      .find(
        (o) =>
          !o.cancelled_at &&
          !o.completed_at &&
          !o.outsource_offer_id &&
          Date.parse(o.start_at) > Date.now() &&
          !db.order_invitations
            .findMany((q) => q.where({ order_id: o.id }))
            .some((i) => i.employee_id === employee.id),
      );
    if (order) return { order, employeeId: employee.id };
  }
  throw new Error('no order of a branch Maria works for in her areas');
}

describe('her pending application, the offer withdrawn by the company (QA-230 L2)', () => {
  it('says the company withdrew the offer, not that it cancelled her application', async () => {
    const offer = freshOfferFor(maria().id);
    const application = await applyToOffer(db, offer.id, maria().id, {
      message: null,
      proposed_hourly_rate: null,
    });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp(`/helper/job/outsource/details/${offer.id}`);
    const number = db.findById('orders', offer.order_id)!.number;
    await screen.findByRole('heading', { name: `Order #${number}` }, { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Withdraw application' })).toBeVisible();

    // The company's Withdraw offer, as the API does it: her pending application goes with it.
    await db.patch('offer_applications', application.id, { status: 'cancelled' });
    await db.patch('outsource_offers', offer.id, { status: 'cancelled' });
    await act(() => app.queryClient.invalidateQueries());
    const panel = await screen.findByRole('region', { name: 'Your application' });
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        'The company withdrew this offer. Your pending application ended with it.',
      ),
    );
    expect(screen.queryByText('The company cancelled your application.')).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw|Apply|Accept|Reject/ })).toBeNull();
  });
});

describe('an open offer of an order she is invited to (QA-230 L1)', () => {
  it('her Order details say she is invited already, with a link, not that it is closed', async () => {
    const { order, employeeId } = orderOfHerBranchInHerAreas();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    const offer = await openOfferFor(order);
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp(`/helper/job/outsource/details/${offer.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    expect(
      await screen.findByText(/You are invited to this order already, or on its crew/),
    ).toBeVisible();
    expect(screen.queryByText('This offer is closed.')).toBeNull();
    expect(screen.queryByText('Closed')).toBeNull();
    expect(screen.getByText('Invited already')).toBeVisible();
    const link = await screen.findByRole('link', {
      name: `Open your invitation to order #${order.number}`,
    });
    expect(link).toHaveAttribute('href', `/helper/job/company/details/${invitation!.id}`);
  });

  it('is not announced to her as a new offer', async () => {
    const { order, employeeId } = orderOfHerBranchInHerAreas();
    await mariaListeningOnNew();
    await inviteEmployees(db, order.id, [employeeId]);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(`New job invitation. `), {
      timeout: 4000,
    });
    await openOfferFor(order);
    // Long enough for the push, its read and its announcement (a few batch windows).
    await pauseInAct(1500);
    expect(liveRegion()).not.toHaveTextContent('New outsourcing offer');
  });
});
