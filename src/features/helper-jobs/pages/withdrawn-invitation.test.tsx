import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import { cancelInvitationByCompany, inviteEmployees } from '@mocks/db/services/invitations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { liveRegion, pendingFor } from '@/app/realtime.saga.test-helpers';

/*
 * Her invitation withdrawn by the company while its Order details are open (the order goes
 * on): the page says "Withdrawn", and so does the live region (QA helper-172 M1: it said "Job
 * cancelled", from the copy of the invitation cached before the change).
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
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job/company/new', { realtime: 'echo' });
    await screen.findByRole(
      'heading',
      { name: 'Company invitations: New', level: 1 },
      { timeout: 5000 },
    );
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });
    // Invited again: the order's change pushes her older, withdrawn invitation too.
    await inviteEmployees(db, order.id, [employeeId]);
    await waitFor(() => expect(liveRegion()).not.toHaveTextContent(/^$/), { timeout: 4000 });
    expect(liveRegion().textContent).toMatch(
      new RegExp(`^New job invitation\\. .*order #${order.number} · `),
    );
  });
});
