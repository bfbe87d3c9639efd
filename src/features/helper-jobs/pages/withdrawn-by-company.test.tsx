import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import { cancelInvitationByCompany, inviteEmployees } from '@mocks/db/services/invitations';
import { applyToOffer, withdrawApplication } from '@mocks/db/services/outsourcing';
import { freshOfferFor } from '@mocks/testing/offers';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { liveRegion, mariaListeningOnNew, pendingFor } from '@/app/realtime.saga.test-helpers';

/*
 * What the company withdrew while her Order details are open (QA helper-172): her invitation,
 * said as "Invitation withdrawn" as the page shows it (M1: it was "Job cancelled", from the
 * copy cached before the change), which links to a new invitation to its order (L3); an offer she had withdrawn her application from, which
 * says the company withdrew it (L1).
 */

setupMockServer();
fixedClock(new Date('2027-03-09T15:30:00Z'));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** Maria invited to a job still to come, her invitation's Order details open and listening. */
async function openInvitation() {
  const { order, employeeId } = pendingFor(maria().id);
  const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitation!.id}`, { realtime: 'echo' });
  await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
  await screen.findByRole('button', { name: 'Accept' });
  await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
    timeout: 10_000,
  });
  return { app, order, employeeId, invitation: invitation! };
}

describe('her open invitation withdrawn', () => {
  it('is said as "Invitation withdrawn", as the page shows it, not "Job cancelled" (QA helper-172 M1)', async () => {
    const { order, invitation } = await openInvitation();
    await cancelInvitationByCompany(db, invitation.id);
    expect(
      await screen.findByText('Your invitation was withdrawn', {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(liveRegion()).toHaveTextContent(
          new RegExp(`^Invitation withdrawn\\. .*order #${order.number} · `),
        ),
      { timeout: 4000 },
    );
    expect(liveRegion()).not.toHaveTextContent('Job cancelled');
  });

  it('withdrawn just before the page listened, re-pushed as her order invites her again, is not told again', async () => {
    const { order, employeeId } = pendingFor(maria().id);
    const [first] = await inviteEmployees(db, order.id, [employeeId]);
    // Withdrawn half a minute before the page listened (a reload since).
    await cancelInvitationByCompany(db, first!.id, { now: new Date(Date.now() - 30_000) });
    await mariaListeningOnNew();
    // Invited again: the order's change pushes her older, withdrawn invitation too.
    await inviteEmployees(db, order.id, [employeeId]);
    await waitFor(() => expect(liveRegion()).not.toHaveTextContent(/^$/), { timeout: 4000 });
    expect(liveRegion().textContent).toMatch(
      new RegExp(`^New job invitation\\. .*order #${order.number} · `),
    );
  });
});

describe('her withdrawn invitation open as the company invites her again', () => {
  it('links to the new invitation of the same order (QA helper-172 L3)', async () => {
    const { app, order, employeeId, invitation } = await openInvitation();
    await cancelInvitationByCompany(db, invitation.id);
    const withdrawn = await screen.findByText(
      'Your invitation was withdrawn',
      {},
      { timeout: 5000 },
    );
    const callout = withdrawn.closest<HTMLElement>('.hj-left')!;
    expect(within(callout).queryByRole('link')).toBeNull();

    const [again] = await inviteEmployees(db, order.id, [employeeId]);
    const link = await within(callout).findByRole(
      'link',
      { name: 'Open the new invitation' },
      { timeout: 5000 },
    );
    expect(callout).toHaveTextContent(`invited you to order #${order.number} again.`);
    expect(link).toHaveAttribute('href', `/helper/job/company/details/${again!.id}`);
    await app.user.click(link);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/helper/job/company/details/${again!.id}`),
    );
    // The new invitation, to answer (a job she is on then may keep Accept away: Reject stays).
    expect(await screen.findByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.queryByText('Your invitation was withdrawn')).toBeNull();
  });
});

describe('an offer withdrawn after she withdrew her application', () => {
  it('says the company withdrew the offer, why Apply again went (QA helper-172 L1)', async () => {
    const offer = freshOfferFor(maria().id);
    const application = await applyToOffer(db, offer.id, maria().id, {
      message: null,
      proposed_hourly_rate: null,
    });
    await withdrawApplication(db, application.id);
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp(`/helper/job/outsource/details/${offer.id}`);
    const number = db.findById('orders', offer.order_id)!.number;
    await screen.findByRole('heading', { name: `Order #${number}` }, { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeVisible();
    expect(screen.queryByText('The company withdrew this offer.')).toBeNull();

    await db.patch('outsource_offers', offer.id, { status: 'cancelled' });
    // The page hears of it (a push refreshes what it shows).
    await act(() => app.queryClient.invalidateQueries());
    expect(await screen.findByText('The company withdrew this offer.')).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Your application' });
    expect(panel).toHaveTextContent('You withdrew your application.');
    expect(screen.queryByRole('button', { name: /Apply|Accept|Reject/ })).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
