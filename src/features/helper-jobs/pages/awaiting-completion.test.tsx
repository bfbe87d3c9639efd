import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * A job she took that has ended and that the company has not marked completed (QA helper-159
 * F2): her Earnings said it waits for the company, while its card had no tag and its Order
 * details read just "Accepted". Both now say it, by Earnings' rule (awaitsCompletion). 9 am in
 * Austin.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

/** Maria's accepted invitation to a one-hour Austin job starting `hours` from now. */
async function acceptedIn(hours: number) {
  const { order, invitations } = await austinJobIn(hours, { now: NOW.getTime(), people: 1 });
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return { order, mine: invitations[0]! };
}

const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.hj-card')!;

describe('an accepted job that ended and waits for the company to complete it', () => {
  it('its card tags it Awaiting completion; its details say when it ended and how to ask', async () => {
    // 7-8 am today: over an hour ago, not completed.
    const { order, mine } = await acceptedIn(-2);
    const app = await renderApp('/helper/job/company/accepted');
    const link = await screen.findByRole('link', {
      name: `Order #${order.number}, Lone Star Movers, ended, awaiting completion by the company`,
    });
    expect(within(cardOf(link)).getByText('Awaiting completion')).toBeInTheDocument();
    await app.user.click(link);
    const title = await screen.findByRole('heading', { name: `Order #${order.number}` });
    expect(window.location.pathname).toBe(`/helper/job/company/details/${mine.id}`);
    const head = title.closest('.hj-card__head') as HTMLElement;
    expect(within(head).getByText('Awaiting completion')).toBeInTheDocument();
    expect(within(head).queryByText('Accepted')).toBeNull();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'This job ended on 03/09/2027. Lone Star Movers has not marked it completed yet; it counts in your earnings once they do. To ask them, call',
    );
    expect(within(note).getByRole('link').getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
  });

  it('a job still to come reads Accepted, with no such tag or note', async () => {
    const { order, mine } = await acceptedIn(30);
    await renderApp(`/helper/job/company/details/${mine.id}`);
    const title = await screen.findByRole('heading', { name: `Order #${order.number}` });
    const head = title.closest('.hj-card__head') as HTMLElement;
    expect(within(head).getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting completion')).toBeNull();
    expect(screen.queryByText(/has not marked it completed/)).toBeNull();
  });
});
