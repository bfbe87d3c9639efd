import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, hub } from '@mocks/node';
import type { OrderRecord } from '@mocks/db';
import { busyWith } from '@mocks/db/services/availability';
import { rateCrewMember } from '@mocks/db/services/crew-ratings';
import { completeOrder } from '@mocks/db/services/orders';
import {
  acceptInvitation,
  cancelInvitationByCompany,
  inviteEmployees,
} from '@mocks/db/services/invitations';
import { unappliedNewOffers } from '@mocks/testing/offers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

/*
 * The two sides of the marketplace over the real client (laravel-echo over pusher-js)
 * against the mock's Pusher socket: a change the other side makes in the backend reaches the
 * open screen as a pushed event, well before any poll (none runs while the socket is up).
 */

const PUSHED_WITHIN = { timeout: 2000 };

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const owner = () => db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;

/** Maria's membership in an owner's branch, and an active order there she is free for and not invited to. */
function orderForMaria(): { order: OrderRecord; employeeId: number } {
  const companyId = owner().company_id;
  for (const employee of db.employees.findMany((q) => q.where({ user_id: maria().id }))) {
    const branch = db.findById('branches', employee.branch_id);
    if (!branch || branch.company_id !== companyId || employee.deleted_at) continue;
    const invited = new Set(
      db.order_invitations
        .findMany((q) => q.where({ employee_id: employee.id }))
        .map((i) => i.order_id),
    );
    const order = db.orders
      .findMany((q) => q.where({ branch_id: branch.id }))
      .find(
        (o) =>
          !invited.has(o.id) &&
          o.cancelled_at == null &&
          o.completed_at == null &&
          Date.parse(o.start_at) > Date.now() &&
          // She can accept it: a spot is open and no accepted job of hers overlaps it.
          db.order_invitations
            .findMany((q) => q.where({ order_id: o.id }))
            .filter((i) => i.status === 'accepted').length < o.helpers_needed &&
          !busyWith(db, { user_id: maria().id }, o),
      );
    if (order) return { order, employeeId: employee.id };
  }
  throw new Error("no order of the owner's company to invite Maria to");
}

const jobsText = (n: number) => (n === 0 ? 'No jobs here yet.' : n === 1 ? '1 job' : `${n} jobs`);

describe('live between the two sides (Pusher protocol)', () => {
  it("an invitation reaches the helper's open Job page, and its cancellation follows, without a reload", async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job', { realtime: 'echo' });
    const region = await screen.findByRole('region', { name: 'Company invitations' });
    // A bucket's link is its label; the count shown on its card is the link's description.
    const link = (label: string) =>
      within(region).getByRole('link', { name: `${label} company invitations` });
    const countOf = (el: HTMLElement) =>
      document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    await waitFor(() => expect(link('New')).toHaveAccessibleDescription(/job/));
    const before = Number(/(\d+)/.exec(countOf(link('New')))?.[1] ?? 0);
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    const { order, employeeId } = orderForMaria();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    await waitFor(
      () => expect(link('New')).toHaveAccessibleDescription(jobsText(before + 1)),
      PUSHED_WITHIN,
    );

    await cancelInvitationByCompany(db, invitation!.id);
    await waitFor(
      () => expect(link('New')).toHaveAccessibleDescription(jobsText(before)),
      PUSHED_WITHIN,
    );
  });

  it("an invitation reaches the helper's Job badge on any page, and its cancellation follows (QA helper-105, 4)", async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/calendar', { realtime: 'echo' });
    const nav = await screen.findByRole('navigation', { name: 'Helper' });
    const jobsIn = () => {
      const badge = within(nav).queryByLabelText(/invitations? to answer/);
      return Number(/(\d+) jobs?\b/.exec(badge?.getAttribute('aria-label') ?? '')?.[1] ?? 0);
    };
    await waitFor(() => expect(within(nav).getByLabelText(/to join a branch/)).toBeInTheDocument());
    const before = jobsIn();
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    const { order, employeeId } = orderForMaria();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    await waitFor(() => expect(jobsIn()).toBe(before + 1), PUSHED_WITHIN);

    await cancelInvitationByCompany(db, invitation!.id);
    await waitFor(() => expect(jobsIn()).toBe(before), PUSHED_WITHIN);
  });

  it("a helper's answer reaches the company's open crew page, without a reload", async () => {
    const { order, employeeId } = orderForMaria();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    // The crew page of an order in the owner's first branch (the one the app makes active).
    renderApp(`/company/job/team-add/${order.id}`, { realtime: 'echo' });
    const crew = await screen.findByRole('region', { name: 'Current crew' });
    const mariaRow = () =>
      within(crew)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(`${maria().first_name} ${maria().last_name}`));
    await waitFor(() => expect(mariaRow()).toHaveTextContent('Pending'));
    await waitFor(() => expect(hub.subscribers(`private-branch.${order.branch_id}`)).toBe(1), {
      timeout: 10_000,
    });

    await acceptInvitation(db, invitation!.id);
    await waitFor(() => expect(mariaRow()).toHaveTextContent('Accepted'), PUSHED_WITHIN);
  });

  it("an offer the company withdraws turns Withdrawn on the helper's open Order details, without its buttons (review H1)", async () => {
    const offer = unappliedNewOffers(maria().id)[0]!;
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp(`/helper/job/outsource/details/${offer.id}`, { realtime: 'echo' });
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeVisible();
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    await db.patch('outsource_offers', offer.id, { status: 'cancelled' });
    expect(
      await screen.findByText('The company withdrew this offer.', {}, PUSHED_WITHIN),
    ).toBeVisible();
    expect(screen.getByText('Withdrawn')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept|Apply|Reject/ })).toBeNull();
  });

  it("the company's rating of her crew reaches the helper's open Your rating page, naming the order (review M4)", async () => {
    const { order, employeeId } = orderForMaria();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    await acceptInvitation(db, invitation!.id);
    // The job has started (an hour ago), so the company may complete it.
    await db.patch('orders', order.id, {
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/settings/your-rating', { realtime: 'echo' });
    const summary = await screen.findByText(/^\d+ ratings?$/);
    const before = Number(/\d+/.exec(summary.textContent ?? '')![0]);
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    await completeOrder(db, order.id, { worked_hours: 2, crew_rating: 5, rated_by: owner().id });
    const count = before + 1;
    expect(
      await screen.findByText(count === 1 ? '1 rating' : `${count} ratings`, {}, PUSHED_WITHIN),
    ).toBeVisible();
    const reviews = screen.getByRole('list', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')[0]).toHaveTextContent(
      `Order #${order.number} · `,
    );
  });

  it("the company's rating of her alone reaches her open Your rating page live: the job's review takes its stars and comment, naming the order", async () => {
    const { order, employeeId } = orderForMaria();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    await acceptInvitation(db, invitation!.id);
    await db.patch('orders', order.id, {
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await completeOrder(db, order.id, { worked_hours: 2, crew_rating: 5, rated_by: owner().id });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/settings/your-rating', { realtime: 'echo' });
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    const review = () =>
      within(reviews)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(`Order #${order.number} · `));
    await waitFor(() => expect(review()).toBeDefined());
    const count = screen.getByText(/^\d+ ratings?$/).textContent;
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${maria().id}`)).toBe(1), {
      timeout: 10_000,
    });

    // The owner rates her alone (History's Details, "Rate Maria Lopez").
    const fresh = db.findById('orders', order.id)!;
    await rateCrewMember(db, {
      order: fresh,
      employee: db.findById('employees', employeeId)!,
      authorId: owner().id,
      rating: 2,
      text: 'Late, and the piano was scratched.',
    });
    await waitFor(
      () => expect(review()).toHaveTextContent('Late, and the piano was scratched.'),
      PUSHED_WITHIN,
    );
    // Her one review of the job is replaced: the count stays.
    expect(screen.getByText(/^\d+ ratings?$/)).toHaveTextContent(count!);
    expect(within(reviews).getAllByRole('listitem')[0]).toBe(review());
  });

  it('another manager\'s rating of her crew reaches the owner\'s open "Reviews of" dialog and her Team card', async () => {
    const { order, employeeId } = orderForMaria();
    const [invitation] = await inviteEmployees(db, order.id, [employeeId]);
    await acceptInvitation(db, invitation!.id);
    await db.patch('orders', order.id, {
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const name = `${maria().first_name} ${maria().last_name}`;
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp('/company/team/helpers', { realtime: 'echo' });
    const card = await screen.findByRole('article', { name }, { timeout: 5000 });
    const rating = () => within(card).getByRole('button', { name: /read .*'s reviews$/ });
    const before = Number(/\((\d+)\)/.exec(rating().textContent ?? '')![1]);
    await user.click(rating());
    const dialog = await screen.findByRole('dialog', { name: `Reviews of ${name}` });
    await within(dialog).findByText(`${before} ratings`);
    await waitFor(() => expect(hub.subscribers(`private-branch.${order.branch_id}`)).toBe(1), {
      timeout: 10_000,
    });

    // Another manager of the company completes the job with a crew rating (another tab's own
    // call would reach this one the same way: the server leaves out only the caller's socket).
    const manager = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    await completeOrder(db, order.id, { worked_hours: 2, crew_rating: 5, rated_by: manager.id });
    expect(
      await within(dialog).findByText(`${before + 1} ratings`, {}, PUSHED_WITHIN),
    ).toBeVisible();
    const reviews = within(dialog).getByRole('list', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')[0]).toHaveTextContent(
      `Order #${order.number} · `,
    );
    await waitFor(() => expect(rating()).toHaveTextContent(`(${before + 1})`), PUSHED_WITHIN);
  });
});
