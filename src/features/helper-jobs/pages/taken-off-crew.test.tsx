import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import { cancelInvitationByCompany } from '@mocks/db/services/invitations';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { liveRegion } from '@/app/realtime.saga.test-helpers';
import { toast } from '@/platform/ui/toaster';

/*
 * The company takes her off the crew after she accepted (the crew page's "Remove from crew",
 * cancel-by-company on her accepted invitation): her open Order details and the announcement
 * say she was removed from the crew (a warning toast), not that her invitation was withdrawn, which is what an
 * invitation cancelled before she answered says (withdrawn-by-company.test.tsx).
 */

setupMockServer();
fixedClock(new Date('2027-03-09T15:30:00Z'));
afterEach(() => act(() => toast.clear()));

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

describe('taken off the crew after she accepted', () => {
  it('says "Removed from the crew" on her open details and in the announcement, not "withdrawn"', async () => {
    // Maria on the crew of a job three weeks on (she accepted it).
    const { order, invitations } = await austinJobIn(500, { now: Date.now(), people: 1 });
    const [invitation] = invitations;
    expect(invitation).toMatchObject({ user_id: maria().id, status: 'accepted' });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp(`/helper/job/company/details/${invitation!.id}`, { realtime: 'echo' });
    await screen.findByRole('heading', { name: `Order #${order.number}` }, { timeout: 5000 });
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    await cancelInvitationByCompany(db, invitation!.id);
    const callout = (
      await screen.findByText('took you off the crew of', { exact: false }, { timeout: 5000 })
    ).closest<HTMLElement>('.hj-left')!;
    expect(callout).toHaveTextContent(
      new RegExp(`^Removed from the crew.* took you off the crew of order #${order.number} on `),
    );
    expect(callout).toHaveTextContent('the order goes on without you.');
    // Her tag says the same.
    const head = screen
      .getByRole('heading', { name: `Order #${order.number}` })
      .closest('.hj-card__head')!;
    expect(head).toHaveTextContent('Removed from the crew');
    expect(screen.queryByText(/withdr/i)).toBeNull();
    // Urgent: a warning toast, not the live region alone (QA-211 H1; job-page-notices.test).
    await waitFor(
      () =>
        expect(document.querySelector('.bp6-toast')).toHaveTextContent(
          new RegExp(`^Removed from the crew\\. .*order #${order.number} · `),
        ),
      { timeout: 4000 },
    );
    expect(document.querySelector('.bp6-toast')).not.toHaveTextContent(/withdrawn/i);
    expect(liveRegion()).not.toHaveTextContent(/withdrawn/i);
  });
});
