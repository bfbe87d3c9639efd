import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { acceptApplication, withdrawApplication } from '@mocks/db/services/outsourcing';
import { dropOut } from '@mocks/db/services/confirmations';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { formatHourlyRate, formatMoney } from '@/platform/format';
import { busyText } from '@/platform/orders';

setupMockServer();

const AUSTIN_ZONE = 'America/Chicago';

/** An Austin offer with at least two pending applications (the seed has them). */
function offerWithPending() {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  for (const offer of db.outsource_offers.findMany((q) => q.where({ branch_id: branch.id }))) {
    const applications = db.offer_applications.findMany((q) => q.where({ offer_id: offer.id }));
    const pending = applications.filter((a) => a.status === 'pending');
    if (pending.length >= 2) {
      const nameOf = (helperId: number) => {
        const user = db.findById('users', helperId)!;
        return `${user.first_name} ${user.last_name}`;
      };
      return {
        offer,
        order: db.findById('orders', offer.order_id)!,
        applications,
        pending,
        nameOf,
      };
    }
  }
  throw new Error('no Austin offer with two pending applications in the seed');
}

async function ownerOnApplications(offerId: number) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp(`/company/outsourcing/offer-applications/${offerId}`);
  const list = await screen.findByRole('region', { name: /^Applications/ });
  await within(list).findAllByRole('listitem');
  return { ...app, list };
}

const item = (name: string) => screen.getByRole('listitem', { name: `Application of ${name}` });
/** An application's answers (Accept, Reject, Cancel): its buttons but her rating's (QA-171). */
const answers = (name: string) =>
  within(item(name))
    .queryAllByRole('button')
    .filter((b) => !b.getAttribute('aria-label')?.endsWith("'s reviews"));

describe('offer applications (/company/outsourcing/offer-applications/:id)', () => {
  it('marks an applicant who holds none of the positions wanted, and Accept says so (QA 2026-12-04)', async () => {
    const { offer, pending, nameOf } = offerWithPending();
    const [holder, other] = pending;
    await db.patch('users', holder!.helper_id, { positions: [4] });
    await db.patch('users', other!.helper_id, { positions: [3] });
    await db.patch('outsource_offers', offer.id, { positions: [1] });
    const { user } = await ownerOnApplications(offer.id);
    expect(within(item(nameOf(holder!.helper_id))).queryByText(/^Not a /)).toBeNull();
    const row = item(nameOf(other!.helper_id));
    expect(within(row).getByText('Not a Driver')).toBeVisible();
    await user.click(
      within(row).getByRole('button', { name: `Accept ${nameOf(other!.helper_id)}` }),
    );
    expect(
      await screen.findByText(
        `${nameOf(other!.helper_id)} is not a Driver, the position this offer wants.`,
      ),
    ).toBeVisible();
  });

  it('marks a pending applicant who is on another job at the time, and offers no Accept the API would refuse (QA helper-94)', async () => {
    const { offer, order, pending, nameOf } = offerWithPending();
    const applicant = pending[0]!;
    // Another job of the company holds them at the offer's order's time: an accepted place
    // on its crew, made theirs.
    const holding = db.order_invitations
      .findMany((q) => q.where({ status: 'accepted' }))
      .find((i) => {
        const o = db.findById('orders', i.order_id)!;
        return (
          o.id !== order.id &&
          o.company_id === order.company_id &&
          !o.completed_at &&
          !o.cancelled_at
        );
      })!;
    const other = db.findById('orders', holding.order_id)!;
    await db.patch('order_invitations', holding.id, { user_id: applicant.helper_id });
    await db.patch('orders', other.id, { start_at: order.start_at, end_at: order.end_at });
    await ownerOnApplications(offer.id);
    const name = nameOf(applicant.helper_id);
    const row = item(name);
    const text = busyText(
      { order_id: other.id, number: other.number, start_at: order.start_at, end_at: order.end_at },
      AUSTIN_ZONE,
    );
    expect(text).toMatch(new RegExp(`^Busy on #${other.number}, `));
    expect(within(row).getByText(text)).toBeVisible();
    expect(within(row).queryByRole('button', { name: `Accept ${name}` })).toBeNull();
    expect(within(row).getByRole('button', { name: `Reject ${name}` })).toBeVisible();
    // The others are free: no mark, Accept offered.
    const free = item(nameOf(pending[1]!.helper_id));
    expect(within(free).queryByText(/^Busy on/)).toBeNull();
    expect(
      within(free).getByRole('button', { name: `Accept ${nameOf(pending[1]!.helper_id)}` }),
    ).toBeVisible();
  });

  it('applicants the filled offer turned down can be accepted again, live, once it reopens because the helper it filled with can’t make it (QA-164 M1)', async () => {
    const { offer, pending, nameOf } = offerWithPending();
    const [taken, waiting] = pending;
    // One spot left: accepting `taken` fills the offer and turns `waiting` down.
    const accepted = db.offer_applications.findMany((q) =>
      q.where({ offer_id: offer.id, status: 'accepted' }),
    ).length;
    await db.patch('outsource_offers', offer.id, { helpers_needed: accepted + 1 });
    await acceptApplication(db, taken!.id);
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    const { realtime } = await ownerOnApplications(offer.id);
    const name = nameOf(waiting!.helper_id);
    expect(within(item(name)).getByText('Rejected')).toBeVisible();
    expect(within(item(name)).queryByRole('button', { name: `Accept ${name}` })).toBeNull();
    await waitFor(() => expect(realtime.joined).toContain(`branch.${offer.branch_id}`));

    // She can't make it: the offer opens again, and the change is pushed to the branch.
    const spot = db.findById('offer_applications', taken!.id)!.order_invitation_id!;
    await dropOut(db, spot, 'Sick kid, truly sorry');
    realtime.emit(`branch.${offer.branch_id}`, 'offer-application-changed', {
      id: waiting!.id,
      offer_id: offer.id,
      order_id: offer.order_id,
      branch_id: offer.branch_id,
      status: 'pending',
    });
    expect(await within(item(name)).findByRole('button', { name: `Accept ${name}` })).toBeVisible();
    expect(within(item(name)).getByText('Pending')).toBeVisible();
  });

  it('shows the offer and its applications, pending first, with rate and message', async () => {
    const { offer, order, applications, nameOf } = offerWithPending();
    const { list } = await ownerOnApplications(offer.id);
    const heading = screen.getByRole('heading', { level: 1, name: 'Offer applications' });
    expect(within(heading.parentElement!).getByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.getByRole('article', { name: `Offer for order #${order.number}` })).toBeVisible();

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(applications.length);
    const statuses = rows.map(
      (row) => /Pending|Accepted|Rejected|Cancelled|Withdrawn/.exec(row.textContent ?? '')?.[0],
    );
    const firstOther = statuses.findIndex((s) => s !== 'Pending');
    expect(statuses.slice(firstOther === -1 ? statuses.length : firstOther)).not.toContain(
      'Pending',
    );

    for (const application of applications) {
      const row = item(nameOf(application.helper_id));
      const rate = application.proposed_hourly_rate ?? offer.hourly_rate;
      expect(row).toHaveTextContent(formatHourlyRate(rate));
      const proposed = application.proposed_hourly_rate;
      if (proposed === null || proposed === offer.hourly_rate)
        expect(row).toHaveTextContent('(your rate)');
      else
        expect(row).toHaveTextContent(
          `(proposed, ${proposed > offer.hourly_rate ? '+' : '-'}${formatMoney(Math.abs(proposed - offer.hourly_rate))}/h on your ${formatHourlyRate(offer.hourly_rate)})`,
        );
      if (application.message) expect(row).toHaveTextContent(application.message);
      const helper = db.findById('users', application.helper_id)!;
      // A position icon (labelled) for helpers with a truck, foreman or loader position.
      if ([1, 2, 3].includes(helper.positions?.[0] ?? 0))
        expect(within(row).getAllByRole('img').length).toBeGreaterThan(0);
    }
  });

  it('accepts an application after a dialog naming the applicant, then refreshes', async () => {
    const { offer, order, pending, nameOf } = offerWithPending();
    const { user } = await ownerOnApplications(offer.id);
    const application = pending[0]!;
    const name = nameOf(application.helper_id);
    await user.click(within(item(name)).getByRole('button', { name: `Accept ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept application' });
    expect(dialog).toHaveTextContent(`Accept ${name} for order #${order.number}`);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByText(`${name} joined the crew of order #${order.number}`),
    ).toBeVisible();
    expect(db.findById('offer_applications', application.id)!.status).toBe('accepted');
    await waitFor(() => expect(item(name)).toHaveTextContent('Accepted'));
    const summary = screen.getByRole('article', { name: `Offer for order #${order.number}` });
    await waitFor(() => expect(summary).toHaveTextContent(`1 of ${offer.helpers_needed} accepted`));
    // Accepted: no Accept any more, but it can still be cancelled.
    expect(within(item(name)).queryByRole('button', { name: `Accept ${name}` })).toBeNull();
    expect(
      within(item(name)).getByRole('button', { name: `Cancel the application of ${name}` }),
    ).toBeVisible();
  });

  it('shows a message as text (never HTML) and a proposed rate against the offer’s', async () => {
    const { offer, pending, nameOf } = offerWithPending();
    const application = pending[0]!;
    await db.patch('offer_applications', application.id, {
      message: '<b>Strong</b> & careful\nsecond line',
      proposed_hourly_rate: offer.hourly_rate + 750,
    });
    await ownerOnApplications(offer.id);
    const row = item(nameOf(application.helper_id));
    expect(row).toHaveTextContent('<b>Strong</b> & careful');
    expect(row.querySelector('b')).toBeNull();
    expect(row).toHaveTextContent(
      `${formatHourlyRate(offer.hourly_rate + 750)} (proposed, +$7.50/h on your ${formatHourlyRate(offer.hourly_rate)})`,
    );
  });

  it('rejects a pending application after a dialog, once however often it is clicked', async () => {
    const { offer, order, pending, nameOf } = offerWithPending();
    const { user } = await ownerOnApplications(offer.id);
    const application = pending[1]!;
    const name = nameOf(application.helper_id);
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.endsWith(`/offer-application/${application.id}/reject`))
        calls.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      await user.click(within(item(name)).getByRole('button', { name: `Reject ${name}` }));
      let dialog = await screen.findByRole('dialog', { name: 'Reject application' });
      expect(dialog).toHaveTextContent(
        `Reject the application of ${name} to order #${order.number}?`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(db.findById('offer_applications', application.id)!.status).toBe('pending');

      await user.click(within(item(name)).getByRole('button', { name: `Reject ${name}` }));
      dialog = await screen.findByRole('dialog', { name: 'Reject application' });
      await user.dblClick(within(dialog).getByRole('button', { name: 'Reject application' }));
      expect(await screen.findByText(`Application of ${name} rejected`)).toBeVisible();
      expect(calls).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listen);
    }
    expect(db.findById('offer_applications', application.id)!.status).toBe('rejected');
    await waitFor(() => expect(item(name)).toHaveTextContent('Rejected'));
    expect(answers(name)).toHaveLength(0);
  });

  it('a refused answer (422) stays in the dialog with the reason, and the item refreshes', async () => {
    const { offer, pending, nameOf } = offerWithPending();
    const { user } = await ownerOnApplications(offer.id);
    const application = pending[0]!;
    const name = nameOf(application.helper_id);
    await user.click(within(item(name)).getByRole('button', { name: `Reject ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    // Meanwhile the helper withdrew it.
    await db.patch('offer_applications', application.id, { status: 'withdrawn' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The application is withdrawn, not pending.',
    );
    // Refreshed, it no longer offers the same answer, only OK (QA 2026-12-04), and says why.
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Reject application' })).toBeNull(),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `${name} withdrew this application.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(item(name)).toHaveTextContent('Withdrawn'));
    expect(answers(name)).toHaveLength(0);
  });

  it('an Accept dialog left open while the helper withdraws says why, with only OK (QA helper-172 L2)', async () => {
    const { offer, order, pending, nameOf } = offerWithPending();
    const application = pending[0]!;
    const { user, realtime } = await ownerOnApplications(offer.id);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${offer.branch_id}`));
    const name = nameOf(application.helper_id);
    await user.click(within(item(name)).getByRole('button', { name: `Accept ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept application' });
    expect(dialog).toHaveTextContent(`Accept ${name} for order #${order.number}`);
    // The helper withdraws, and the branch hears it.
    await withdrawApplication(db, application.id);
    realtime.emit(`branch.${offer.branch_id}`, 'offer-application-changed', {
      id: application.id,
      offer_id: offer.id,
      order_id: offer.order_id,
      branch_id: offer.branch_id,
      status: 'withdrawn',
    });
    await waitFor(() => expect(item(name)).toHaveTextContent('Withdrawn'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `${name} withdrew this application.`,
    );
    expect(dialog).not.toHaveTextContent(`Accept ${name} for order`);
    expect(dialog).not.toHaveTextContent("They join the order's crew at once.");
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('Accept');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels an accepted application after a dialog (they leave the crew)', async () => {
    const { offer, order, pending, nameOf } = offerWithPending();
    const application = pending[1]!;
    await acceptApplication(db, application.id);
    const { user } = await ownerOnApplications(offer.id);
    const name = nameOf(application.helper_id);
    // A pending one is answered with Reject, not Cancel.
    const other = item(nameOf(pending[0]!.helper_id));
    expect(within(other).queryByRole('button', { name: /^Cancel the application/ })).toBeNull();
    const cancelButton = () =>
      within(item(name)).getByRole('button', { name: `Cancel the application of ${name}` });

    await user.click(cancelButton());
    let dialog = await screen.findByRole('dialog', { name: 'Cancel application' });
    expect(dialog).toHaveTextContent(`Cancel the application of ${name} to order #${order.number}`);
    expect(dialog).toHaveTextContent(`They leave the crew of order #${order.number}`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('offer_applications', application.id)!.status).toBe('accepted');

    await user.click(cancelButton());
    dialog = await screen.findByRole('dialog', { name: 'Cancel application' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    expect(await screen.findByText(`Application of ${name} cancelled`)).toBeVisible();
    expect(db.findById('offer_applications', application.id)!.status).toBe('cancelled');
    await waitFor(() => expect(item(name)).toHaveTextContent('Cancelled'));
    expect(answers(name)).toHaveLength(0);
  });

  it('cancelling an application whose order was deleted meanwhile (no push) is done: said as news, not as an error; the page catches up', async () => {
    await loadToaster();
    const { offer, pending, nameOf } = offerWithPending();
    const application = pending[1]!;
    await acceptApplication(db, application.id);
    const { user } = await ownerOnApplications(offer.id);
    const name = nameOf(application.helper_id);
    await user.click(
      within(item(name)).getByRole('button', { name: `Cancel the application of ${name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel application' });
    // Another user deletes the order: its offer, applications and invitations go with it.
    db.offer_applications.deleteMany((q) => q.where({ offer_id: offer.id }));
    db.outsource_offers.delete((q) => q.where({ id: offer.id }));
    db.order_invitations.deleteMany((q) => q.where({ order_id: offer.order_id }));
    db.orders.delete((q) => q.where({ id: offer.order_id }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    const told = await screen.findByText(`The application of ${name} was already removed.`);
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Offer not found')).toBeVisible();
    expect(toastTexts()).toEqual([`The application of ${name} was already removed.`]);
  });

  it('an application to a job that has ended can be rejected but not accepted', async () => {
    const { offer, order, pending, nameOf } = offerWithPending();
    const now = Date.now();
    await db.patch('orders', order.id, {
      start_at: new Date(now - 4 * 3_600_000).toISOString(),
      end_at: new Date(now - 3_600_000).toISOString(),
    });
    await ownerOnApplications(offer.id);
    const row = item(nameOf(pending[0]!.helper_id));
    expect(row).toHaveTextContent('The job has ended');
    expect(within(row).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /^Reject/ })).toBeVisible();
    // The offer, still open, reads Ended: it takes nobody any more. Withdraw closes it.
    const card = screen.getByRole('article', { name: `Offer for order #${order.number}` });
    const tag = within(card).getByText('Ended');
    expect(tag.closest('.bp6-tag')).not.toHaveClass('bp6-intent-primary');
    expect(within(card).queryByText('Open')).toBeNull();
    expect(within(card).getByRole('button', { name: /^Withdraw/ })).toBeVisible();
  });

  it('a page past the end (a stale link) shows the last page, its address put right', async () => {
    const { offer, applications, nameOf } = offerWithPending();
    expect(applications.length).toBeLessThanOrEqual(10); // one page of 10: the last is the first
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/outsourcing/offer-applications/${offer.id}?page=9`);
    const list = await screen.findByRole('region', { name: /^Applications/ });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(applications.length),
    );
    expect(item(nameOf(applications[0].helper_id))).toBeVisible();
    expect(window.location.search).toBe('');
    expect(screen.queryByText('No applications yet')).not.toBeInTheDocument();
  });

  it('an unknown offer says it was not found, once: on the page, with no toast repeating it', async () => {
    await loadToaster();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/outsourcing/offer-applications/999999');
    expect(await screen.findByText('Offer not found')).toBeVisible();
    await pauseInAct(200);
    expect(toastTexts()).toEqual([]);
  });

  it('another branch’s offer, for a manager who does not run it: "Not yours to open", as every refused link, no toast (QA helper-137 L2)', async () => {
    const houston = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Houston' }))!;
    const manager = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    expect(manager.branch_ids).not.toContain(houston.id);
    const offer = db.outsource_offers.findFirst((q) => q.where({ branch_id: houston.id }))!;
    await loadToaster();
    localStorage.setItem('token', await loginAs('manager@demo.test'));
    renderApp(`/company/outsourcing/offer-applications/${offer.id}`);
    expect(await screen.findByText('Not yours to open')).toBeVisible();
    expect(
      screen.getByText('It belongs to a branch you do not manage, or to another company.'),
    ).toBeVisible();
    expect(screen.queryByText('Offer not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your offers' })).toHaveAttribute(
      'href',
      '/company/outsourcing',
    );
    await pauseInAct(200);
    expect(toastTexts()).toEqual([]);
  });
});
