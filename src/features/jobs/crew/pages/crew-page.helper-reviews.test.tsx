import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, invitationService } from '@mocks/db';
import { deleteHelperAccount } from '@mocks/db/services/helpers';
import { toHelperRating } from '@mocks/handlers/lib/helper-presenters';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { austinOrder } from './crew-orders.test-helpers';

setupMockServer();

/*
 * QA-171 on the crew page: a marketplace helper's rating, in the invitable list and in Best
 * matches, opens her reviews; one with no ratings stays plain "No ratings yet". The Current
 * crew's rows show it the same way (helper-194).
 */

/** Austin's two marketplace helpers (members with an account), both invitable. */
function austinHelpers() {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const helpers = db.employees
    .findMany((q) => q.where({ branch_id: branch.id, is_helper: true }))
    .filter((e) => e.deleted_at == null && e.user_id != null)
    .sort((a, b) => a.id - b.id);
  if (helpers.length < 2) throw new Error('two marketplace helpers of Austin needed');
  return helpers as ((typeof helpers)[number] & { user_id: number })[];
}

async function openCrewPage() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const order = austinOrder('no-crew');
  renderApp(`/company/job/team-add/${order.id}`);
  await screen.findByRole('heading', { name: `Order #${order.number}` });
  await screen.findByRole('region', { name: 'This branch' });
}

/** Her row of a list: the list item that names her. */
const rowOf = (container: HTMLElement, name: string) =>
  within(container)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name) !== null)!;

function buttonName(helper: { user_id: number } & Parameters<typeof fullName>[0]) {
  const { average, count } = toHelperRating(helper.user_id);
  return `${average.toFixed(1)} (${count}): rated ${average.toFixed(1)} out of 5 from ${count} reviews; read ${fullName(helper)}'s reviews`;
}

describe('crew page: a helper’s reviews (QA-171)', () => {
  it('her rating in the invitable list opens "Reviews of <her>" with the reviews companies wrote', async () => {
    const user = userEvent.setup();
    const [helper] = austinHelpers();
    const rating = toHelperRating(helper!.user_id);
    expect(rating.reviews.length).toBeGreaterThan(0);
    await openCrewPage();
    const row = rowOf(screen.getByRole('region', { name: 'This branch' }), fullName(helper!));

    await user.click(within(row).getByRole('button', { name: buttonName(helper!) }));
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(helper!)}` });
    const items = within(await within(dialog).findByRole('list', { name: 'Reviews' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(rating.reviews.length);
    rating.reviews.forEach((review, i) => {
      expect(items[i]).toHaveTextContent(fullName(review.author));
      expect(
        within(items[i]!).getByRole('img', { name: `Rated ${review.rating} out of 5` }),
      ).toBeVisible();
      if (review.text) expect(items[i]).toHaveTextContent(review.text);
    });
    expect(within(dialog).getByText(`${rating.count} ratings`)).toBeVisible();
    // Opening her reviews did not pick her for the crew (the row is the checkbox's label).
    expect(within(row).getByRole('checkbox')).not.toBeChecked();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: buttonName(helper!) })).toHaveFocus(),
    );
  });

  it('Best matches: Enter on her rating opens her reviews; one with no ratings reads "No ratings yet"', async () => {
    const user = userEvent.setup();
    const [rated, unrated] = austinHelpers();
    db.helper_reviews.deleteMany((q) => q.where({ helper_user_id: unrated!.user_id }));
    await openCrewPage();
    await screen.findByRole('list', { name: 'Ranked candidates' });
    const section = screen.getByRole('region', { name: 'Best matches' });
    // Her row, wherever she ranks (the lists show their first six).
    for (const more of within(section).queryAllByRole('button', { name: /^Show all/ }))
      await user.click(more);
    const hers = within(section).getByRole('listitem', { name: fullName(rated!) });
    const button = within(hers).getByRole('button', { name: buttonName(rated!) });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(rated!)}` });
    await within(dialog).findByRole('list', { name: 'Reviews' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());

    const plain = rowOf(screen.getByRole('region', { name: 'This branch' }), fullName(unrated!));
    expect(within(plain).getByText('No ratings yet')).toBeVisible();
    expect(within(plain).queryByRole('button', { name: /reviews$/ })).toBeNull();
  });

  it('the Current crew rows show the rating as the people to invite do: a helper’s opens her reviews, none reads "No ratings yet" (helper-194)', async () => {
    const user = userEvent.setup();
    const [rated, unrated] = austinHelpers();
    db.helper_reviews.deleteMany((q) => q.where({ helper_user_id: unrated!.user_id }));
    const employee = db.employees
      .findMany((q) => q.where({ branch_id: rated!.branch_id, is_helper: false, status: 1 }))
      .find((e) => e.deleted_at == null && e.rating.count > 0)!;
    const order = austinOrder('no-crew');
    const [accepted] = await invitationService.inviteEmployees(db, order.id, [
      rated!.id,
      unrated!.id,
      employee.id,
    ]);
    await db.patch('order_invitations', accepted!.id, {
      status: 'accepted',
      responded_at: new Date().toISOString(),
    });
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const crew = screen.getByRole('region', { name: 'Current crew' });
    await waitFor(() => expect(within(crew).getAllByRole('listitem')).toHaveLength(3));

    const hers = rowOf(crew, fullName(rated!));
    expect(within(hers).getByText('Accepted')).toBeVisible();
    await user.click(within(hers).getByRole('button', { name: buttonName(rated!) }));
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(rated!)}` });
    await within(dialog).findByRole('list', { name: 'Reviews' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reading her reviews kept her on the crew (team-edit's Keep box is beside it).
    expect(
      within(hers).getByRole('checkbox', { name: `Keep ${fullName(rated!)} on the crew` }),
    ).toBeChecked();

    const plain = rowOf(crew, fullName(unrated!));
    expect(within(plain).getByText('No ratings yet')).toBeVisible();
    expect(within(plain).queryByRole('button', { name: /reviews$/ })).toBeNull();
    // The company's own employee: her rating as text (no marketplace reviews to open).
    const own = rowOf(crew, fullName(employee));
    const { average, count } = employee.rating;
    expect(
      within(own).getByRole('img', {
        name: `Rated ${average.toFixed(1)} out of 5 from ${count} reviews`,
      }),
    ).toHaveTextContent(`★ ${average.toFixed(1)} (${count})`);
  });

  it('her reviews once she has deleted her account (after the page read her): says so, no error, no toast (QA 2026-12-07)', async () => {
    const user = userEvent.setup();
    const [helper] = austinHelpers();
    const name = buttonName(helper!);
    await openCrewPage();
    const row = rowOf(screen.getByRole('region', { name: 'This branch' }), fullName(helper!));
    const button = within(row).getByRole('button', { name });
    // Her reviews go with her account (contract/README); the page still shows her rating.
    await inAct(() => deleteHelperAccount(db, db.findById('users', helper!.user_id)!));

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(helper!)}` });
    expect(await within(dialog).findByText('This helper has deleted their account.')).toBeVisible();
    expect(within(dialog).queryByText('Something went wrong')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    // The dialog says it: no "Helper not found." toast on top.
    await pauseInAct(300);
    expect(screen.queryByText('Helper not found.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
