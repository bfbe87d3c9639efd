import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CrewMember, InvitableEmployee, OrderCard } from '@/platform/api/generated/model';
import { UiProviders } from '@/platform/ui';
import { END, marketplaceHelper, START, TRAVIS } from '../model/crew-ranking.test-helpers';
import { BestMatches } from './best-matches';

// The order's branch zone, without a session: Austin.
vi.mock('@/platform/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBranchTimeZone: () => 'America/Chicago',
}));

/*
 * Best matches with the company's roster (7/8): favourites first with a star, the roster
 * buttons on marketplace helpers, and "Invite favourites" sending the favourites who can take
 * the job, up to the open spots, in one call. A Tuesday 09:00-13:00 in Austin.
 */

const person = (id: number, first: string, o: Partial<InvitableEmployee> = {}) =>
  marketplaceHelper({ employee_id: id, first_name: first, last_name: 'Test', ...o });

const order = {
  id: 9,
  number: 1009,
  branch_id: 1,
  start_at: START,
  end_at: END,
  helpers_needed: 2,
  trucks_needed: 0,
  hourly_rate: 4000,
} as OrderCard;

function renderMatches(people: InvitableEmployee[], crew: CrewMember[] = []) {
  const onInvite = vi.fn(async (_ids: number[], done: () => void) => done());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BestMatches
        order={order}
        crew={crew}
        invitable={{
          branch_employees: people,
          other_branch_employees: [],
          order_serving_areas: [TRAVIS],
        }}
        inviting={false}
        onInvite={onInvite}
      />
    </QueryClientProvider>,
    { wrapper: UiProviders },
  );
  const ranked = () =>
    within(screen.getByRole('list', { name: 'Ranked candidates' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Ranked candidates');
  return { onInvite, ranked };
}

describe('Best matches: favourites (7/8)', () => {
  it('ranks a favourite first with a star; Invite favourites invites the favourites who can come', async () => {
    const user = userEvent.setup();
    const { onInvite, ranked } = renderMatches([
      person(1, 'Star', { rating: { average: 5, count: 40 }, price: 2000 }),
      person(2, 'Fave', { roster_status: 'favourite', rating: { average: 3.4, count: 10 } }),
      person(3, 'Away', { roster_status: 'favourite', serving_area_ids: [7] }),
      person(4, 'Other', { rating: { average: 4.8, count: 20 } }),
    ]);
    const rows = ranked();
    expect(rows.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Fave Test',
      'Star Test',
      'Other Test',
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('One of your favourites')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Favourite' })).toBeNull();
    // The roster buttons on each marketplace helper.
    expect(
      within(rows[0]!).getByRole('button', { name: 'Remove from favourites, Fave Test' }),
    ).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Add to favourites, Star Test' }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Block Star Test' })).toBeInTheDocument();

    // Away is a favourite outside the area: not invited.
    await user.click(screen.getByRole('button', { name: 'Invite favourites (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite favourites' });
    expect(dialog).toHaveTextContent('Invite to order #1009: Fave Test?');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(onInvite).toHaveBeenCalledTimes(1);
    expect(onInvite.mock.calls[0]![0]).toEqual([2]);
  });

  it('no favourite: no Invite favourites; an employee without an account has no roster buttons', () => {
    const { ranked } = renderMatches([
      person(1, 'Plain'),
      person(2, 'Staff', { is_helper: false, user_id: null }),
    ]);
    expect(screen.queryByRole('button', { name: /^Invite favourites/ })).toBeNull();
    const staff = ranked().find((li) => li.getAttribute('aria-label') === 'Staff Test')!;
    expect(within(staff).queryByRole('button', { name: /favourites|Block/ })).toBeNull();
  });

  it("says a person's rate once, in its reason, not on her line too (review of fix-106)", () => {
    const { ranked } = renderMatches([person(1, 'Cheap', { price: 2600 })]);
    const row = ranked()[0]!;
    // A marketplace helper's rate is what she asks (QA-215).
    expect(row).toHaveTextContent("Asks $26.00/h, within the order's $40.00/h");
    expect(row.textContent!.match(/\$26\.00\/h/g)).toHaveLength(1);
  });

  it('says which reason keeps a person off the job, in words, not by its red alone (QA helper-121)', () => {
    // No Tuesday in her week: the order is on a Tuesday.
    const { ranked } = renderMatches([
      person(1, 'Free'),
      person(2, 'Weekend', { availabilities: [{ day: 0, from: '07:00', to: '18:00' }] }),
    ]);
    expect(ranked()).toHaveLength(1);
    const blocked = within(screen.getByRole('listitem', { name: 'Weekend Test' }));
    const reasons = within(blocked.getByRole('list', { name: 'Reasons' })).getAllByRole('listitem');
    const blocking = reasons.filter((li) => li.textContent!.startsWith('Blocks this job: '));
    expect(blocking.map((li) => li.textContent)).toEqual([
      'Blocks this job: Unavailable on Tuesdays',
    ]);
    // The others are said as they are.
    expect(reasons.length).toBeGreaterThan(1);
    expect(
      within(within(ranked()[0]!).getByRole('list', { name: 'Reasons' })).queryByText(
        /^Blocks this job/,
      ),
    ).toBeNull();
  });

  it('says which reason counts against a person, in words, not by its orange alone', () => {
    const { ranked } = renderMatches([
      person(1, 'Free'),
      person(2, 'Declined', {
        invitation: { status: 'rejected' } as InvitableEmployee['invitation'],
      }),
    ]);
    const declined = ranked().find((li) => li.getAttribute('aria-label') === 'Declined Test')!;
    const reasons = within(within(declined).getByRole('list', { name: 'Reasons' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(reasons).toContain('Counts against: Declined this order before');
    // Only that one: the reasons for her are said as they are.
    expect(reasons.filter((text) => text!.startsWith('Counts against: '))).toHaveLength(1);
    expect(reasons.filter((text) => /^(Counts against|Blocks this job)/.test(text!))).toHaveLength(
      1,
    );
  });
});

describe('Best matches: its line with no open spot', () => {
  const member = (id: number, status: CrewMember['invitation_status']) =>
    ({ employee_id: id, invitation_status: status, positions: [3] }) as unknown as CrewMember;

  it('says the crew is full when every spot is accepted (QA 164 L1), else that invitations wait', () => {
    renderMatches([person(1, 'Star')], [member(5, 'accepted'), member(6, 'accepted')]);
    expect(screen.getByText('The crew is full.')).toBeInTheDocument();
    expect(screen.queryByText('Every spot has an invitation.')).toBeNull();
    cleanup();
    renderMatches([person(1, 'Star')], [member(5, 'accepted'), member(6, 'pending')]);
    expect(screen.getByText('Every spot has an invitation.')).toBeInTheDocument();
  });
});
