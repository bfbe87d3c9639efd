import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, invitationService } from '@mocks/db';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';

/*
 * An invitation nobody answered before the job ended (QA 2026-12-07): the helper's side reads
 * it "Ended" and the job card no longer counts it, so the crew page says "No answer", offers
 * nothing to keep waiting on, and counts it as pending nowhere.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

const rowOf = (crew: HTMLElement, name: string) =>
  within(crew)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name) !== null)!;

/** An Austin job with one accepted and one unanswered invitation, ending `endsIn` from NOW. */
async function jobWithAnUnansweredInvitation(endsIn: number) {
  const { order, members, invitations } = await austinJobIn(100, {
    now: NOW.getTime(),
    people: 2,
    helpersNeeded: 3,
    pending: true,
  });
  await invitationService.acceptInvitation(db, invitations[0]!.id, { notify: false });
  await db.patch('orders', order.id, {
    start_at: new Date(NOW.getTime() + endsIn - 2 * 3_600_000).toISOString(),
    end_at: new Date(NOW.getTime() + endsIn).toISOString(),
  });
  return { order, accepted: members[0]!, unanswered: members[1]! };
}

async function ownerAt(mode: 'team-add' | 'team-edit', orderId: number) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  renderApp(`/company/job/${mode}/${orderId}`);
  const crew = await screen.findByRole('region', { name: 'Current crew' });
  await waitFor(() => expect(within(crew).getAllByRole('listitem')).toHaveLength(2));
  return crew;
}

const crewFact = () =>
  within(screen.getByRole('region', { name: 'Order' }))
    .getByText('Crew', { selector: 'dt' })
    .closest('div')!;

describe('crew page: an invitation unanswered when the job ended', () => {
  it('team-edit: reads "No answer" with no Keep box, and the counts call it no answer, not pending', async () => {
    const { order, accepted, unanswered } = await jobWithAnUnansweredInvitation(-3_600_000);
    const crew = await ownerAt('team-edit', order.id);
    const row = rowOf(crew, fullName(unanswered));
    expect(within(row).getByText('No answer')).toBeVisible();
    expect(within(row).queryByText('Pending')).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    // Her crewmate who accepted is still there to keep or remove (until it is completed).
    expect(
      within(rowOf(crew, fullName(accepted))).getByRole('checkbox', {
        name: `Keep ${fullName(accepted)} on the crew`,
      }),
    ).toBeChecked();
    expect(within(crew).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Current crew (1 accepted · 1 no answer)',
    );
    expect(crewFact()).toHaveTextContent('1 of 3 accepted');
    expect(crewFact()).not.toHaveTextContent('pending');
  });

  it('team-add: offers no Cancel invitation for it', async () => {
    const { order, unanswered } = await jobWithAnUnansweredInvitation(-3_600_000);
    const crew = await ownerAt('team-add', order.id);
    const row = rowOf(crew, fullName(unanswered));
    expect(within(row).getByText('No answer')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('before the job ends the same invitation is Pending, with its Keep box and counted pending', async () => {
    const { order, unanswered } = await jobWithAnUnansweredInvitation(3_600_000);
    const crew = await ownerAt('team-edit', order.id);
    const row = rowOf(crew, fullName(unanswered));
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(
      within(row).getByRole('checkbox', { name: `Keep ${fullName(unanswered)} on the crew` }),
    ).toBeChecked();
    expect(within(crew).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Current crew (1 accepted · 1 pending)',
    );
    expect(crewFact()).toHaveTextContent('1 of 3 accepted · 1 pending');
  });
});
