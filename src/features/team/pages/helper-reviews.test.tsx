import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import type { EmployeeRecord } from '@mocks/db';
import { toHelperRating } from '@mocks/handlers/lib/helper-presenters';
import { busyWith } from '@mocks/db/services/availability';
import { acceptInvitation, inviteEmployees } from '@mocks/db/services/invitations';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import { austinTeamFirstPage } from './team-list.test-helpers';

setupMockServer();

/*
 * QA-171: the owner reads the reviews behind a helper's "★ 4.4 (9)" on her Team card, in a
 * dialog with her figures and the companies' reviews; a rating with nothing behind it stays
 * plain "No ratings yet".
 */

/** The Austin branch's marketplace helpers (with an account), as the Helpers tab lists them. */
function austinHelpers() {
  return austinTeamFirstPage((e) => e.positions.includes(3)).filter(
    (e) => e.is_helper && e.user_id != null,
  );
}

const reviewsOf = (helper: EmployeeRecord) =>
  db.helper_reviews.findMany((q) => q.where({ helper_user_id: helper.user_id! }));

async function helpersTab() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  renderApp('/company/team/helpers');
  await screen.findByRole('list', { name: 'Helpers' });
}

const card = (member: EmployeeRecord) => screen.findByRole('article', { name: fullName(member) });

/** The button on her card: the rating, and what it opens. */
function ratingButton(member: EmployeeRecord) {
  const { average, count } = toHelperRating(member.user_id!);
  return screen.findByRole('button', {
    name: `${average.toFixed(1)} (${count}): rated ${average.toFixed(1)} out of 5 from ${count} reviews; read ${fullName(member)}'s reviews`,
  });
}

/** The dialog lists every review the API sends of her: author, stars, words, newest first. */
async function expectHerReviews(dialog: HTMLElement, member: EmployeeRecord) {
  const rating = toHelperRating(member.user_id!);
  expect(rating.reviews.length).toBeGreaterThan(0);
  const list = await within(dialog).findByRole('list', { name: 'Reviews' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(rating.reviews.length);
  rating.reviews.forEach((review, i) => {
    const item = items[i]!;
    expect(item).toHaveTextContent(fullName(review.author));
    expect(
      within(item).getByRole('img', { name: `Rated ${review.rating} out of 5` }),
    ).toBeVisible();
    if (review.text) expect(item).toHaveTextContent(review.text);
  });
  expect(within(dialog).getByText(rating.average.toFixed(1))).toBeVisible();
  expect(within(dialog).getByText(`${rating.count} ratings`)).toBeVisible();
}

describe('a helper’s reviews from her Team card (QA-171)', () => {
  it('her rating opens "Reviews of <her>" with the reviews companies wrote of her', async () => {
    const user = userEvent.setup();
    const helper = austinHelpers().find((h) => reviewsOf(h).length > 0);
    if (!helper) throw new Error('no reviewed marketplace helper on the first Helpers page');
    await helpersTab();
    await card(helper);

    await user.click(await ratingButton(helper));
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(helper)}` });
    await expectHerReviews(dialog, helper);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('by keyboard: Enter opens the reviews, Escape closes them and the focus is back on her rating', async () => {
    const user = userEvent.setup();
    const helper = austinHelpers().find((h) => reviewsOf(h).length > 0)!;
    await helpersTab();
    const button = await ratingButton(helper);
    button.focus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(helper)}` });
    await within(dialog).findByRole('list', { name: 'Reviews' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('a helper with no ratings shows plain "No ratings yet"; a rated one a button', async () => {
    const user = userEvent.setup();
    const [unrated] = austinHelpers();
    // The branch's other marketplace helper, a foreman only (the Foreman tab's first page).
    const rated = db.employees
      .findMany((q) => q.where({ branch_id: unrated!.branch_id, is_helper: true }))
      .find((e) => e.user_id != null && !e.positions.includes(3) && e.positions.includes(2));
    if (!unrated || !rated || reviewsOf(rated).length === 0)
      throw new Error('two marketplace helpers of Austin with reviews needed');
    db.helper_reviews.deleteMany((q) => q.where({ helper_user_id: unrated.user_id! }));
    expect(reviewsOf(unrated)).toHaveLength(0);
    await helpersTab();

    const hers = await card(unrated);
    await waitFor(() => expect(within(hers).getByText('No ratings yet')).toBeVisible());
    expect(within(hers).queryByRole('button', { name: /reviews/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: /^Foreman/ }));
    await ratingButton(rated);
  });
});

describe('a crew rating the owner gives in this tab (no push comes back to the tab that made it)', () => {
  it('shows at once on her Team card and in her reviews, though both were read moments before', async () => {
    const user = userEvent.setup();
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const member = austinHelpers().find((h) => h.user_id === maria.id);
    if (!member) throw new Error('Maria is not on the first page of Austin’s Helpers');
    // An open order of Austin she joins (invited, accepted), then started an hour before every
    // other there and changed last, so it is first on either list.
    const orders = db.orders.findMany((q) => q.where({ branch_id: member.branch_id }));
    const order = orders.find(
      (o) =>
        o.completed_at == null &&
        o.cancelled_at == null &&
        Date.parse(o.start_at) > Date.now() &&
        !db.order_invitations.findFirst((q) =>
          q.where({ order_id: o.id, employee_id: member.id }),
        ) &&
        db.order_invitations
          .findMany((q) => q.where({ order_id: o.id }))
          .filter((i) => i.status === 'accepted').length < o.helpers_needed &&
        !busyWith(db, { user_id: maria.id }, o),
    );
    if (!order) throw new Error('no open order of Austin for Maria to join');
    const [invitation] = await inviteEmployees(db, order.id, [member.id]);
    await acceptInvitation(db, invitation!.id);
    const earliest = Math.min(Date.now(), ...orders.map((o) => Date.parse(o.start_at)));
    await db.patch('orders', order.id, {
      start_at: new Date(earliest - 3_600_000).toISOString(),
      updated_at: new Date().toISOString(),
    });
    const list = db.findById('orders', order.id)!.status === 1 ? /^Not formed/ : /^Formed/;

    await helpersTab();
    const before = toHelperRating(member.user_id!).count;
    await user.click(await ratingButton(member));
    let dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(member)}` });
    await within(dialog).findByText(`${before} ratings`);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Job: complete her order with five stars for the crew.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', {
        name: 'Job',
      }),
    );
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Job lists' })).findByRole(
        'link',
        { name: list },
      ),
    );
    const orderCard = await screen.findByRole('article', {
      name: new RegExp(`^#${order.number}\\b`),
    });
    await user.click(within(orderCard).getByRole('button', { name: 'Complete' }));
    dialog = await screen.findByRole('dialog', { name: 'Complete order' });
    await user.type(within(dialog).getByLabelText('Hours worked'), '2');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText(`Order #${order.number} completed`)).toBeInTheDocument();
    expect(toHelperRating(member.user_id!).count).toBe(before + 1);

    // Back on Team, Helpers: her card and her reviews count the new rating.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', {
        name: 'Team',
      }),
    );
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Team lists' })).findByRole(
        'link',
        { name: /^Helpers/ },
      ),
    );
    await user.click(await ratingButton(member));
    dialog = await screen.findByRole('dialog', { name: `Reviews of ${fullName(member)}` });
    expect(await within(dialog).findByText(`${before + 1} ratings`)).toBeVisible();
    const reviews = within(dialog).getByRole('list', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')[0]).toHaveTextContent(
      `Order #${order.number} · `,
    );
  });
});
