import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import { acceptInvitation, cancelInvitationByCompany } from '@mocks/db/services/invitations';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { inAct } from '@/platform/testing/pause.test-helpers';

/*
 * An invitation whose crew someone else filled (QA 2026-12-04): the server refuses her Accept
 * ("The crew of this order is full."), so her New list and Order details say the crew is full
 * and offer no Accept; a spot that opens brings Accept back, live. 9 am in Austin.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

/** A one-helper Austin job at 10 pm, Maria and a colleague invited; Maria signed in. */
async function bothInvited() {
  const { order, invitations } = await austinJobIn(13, {
    now: NOW.getTime(),
    people: 2,
    helpersNeeded: 1,
    pending: true,
  });
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return { order, mine: invitations[0]!, theirs: invitations[1]! };
}

describe('an invitation whose crew is full', () => {
  it('is tagged Crew full in her New list; its Order details say so, with Reject and no Accept', async () => {
    const { order, mine, theirs } = await bothInvited();
    await acceptInvitation(db, theirs.id, { notify: false });
    const app = await renderApp('/helper/job/company/new');
    const card = await screen.findByRole('link', {
      name: `Order #${order.number}, Lone Star Movers, the crew is full`,
    });
    expect(card.closest('.hj-card')).toHaveTextContent('Crew full');
    await app.user.click(card);
    expect(
      await screen.findByText('The crew of this order is full. You can accept once a spot opens.'),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/helper/job/company/details/${mine.id}`);
    expect(screen.getByText('1 of 1 helper on the crew', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
  });

  it('on her open Order details: the last spot taken removes Accept, a spot opened brings it back, live', async () => {
    const { mine, theirs } = await bothInvited();
    await renderApp(`/helper/job/company/details/${mine.id}`, { realtime: 'echo' });
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeVisible();
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    await inAct(() => acceptInvitation(db, theirs.id));
    expect(
      await screen.findByText('The crew of this order is full. You can accept once a spot opens.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();

    await inAct(() => cancelInvitationByCompany(db, theirs.id));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeVisible();
    expect(screen.queryByText(/The crew of this order is full/)).toBeNull();
  });
});
