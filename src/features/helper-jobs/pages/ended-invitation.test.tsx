import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * An invitation to a job that has already ended (review 52 H1): her Accept is refused by the
 * server, and she is told why as the app tells other 422s (the toast with the server's
 * message); the job stays unanswered and off her earnings. 9 am in Austin; the job ran 7-8 am.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

describe('an invitation to an ended job', () => {
  it('Accept is refused with the server’s words, and nothing is accepted', async () => {
    const { order, invitations } = await austinJobIn(-2, {
      now: NOW.getTime(),
      people: 1,
      pending: true,
    });
    const mine = invitations[0]!;
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = await renderApp(`/helper/job/company/details/${mine.id}`);
    await app.user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('This job has ended: it can no longer be accepted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled());
    expect(screen.queryByText(`You accepted order #${order.number}.`)).toBeNull();
    expect(db.findById('order_invitations', mine.id)!.status).toBe('pending');
  });
});
