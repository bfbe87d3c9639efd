import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, orderService, type OrderRecord } from '@mocks/db';
import { server } from '@mocks/node';
import { broughtByOffer } from '@mocks/db/services/invitations';
import { acceptApplication, applyToOffer } from '@mocks/db/services/outsourcing';
import { completedWithHoursFor } from '@mocks/testing/completion';
import { repriceJob } from '@mocks/testing/confirmations';
import { openOfferFor } from '@mocks/testing/offers';
import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  MovingTeamMember,
  OrderDetail,
} from '@/platform/api/generated/model';
import { loginAs, renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { formatHourlyRate, formatMoney, fullName } from '@/platform/format';
import { helperJobRate } from '@/platform/orders';
import { inAct } from '@/platform/testing/pause.test-helpers';

setupMockServer();

/*
 * One rate per person per job (QA 104): where the company sees someone on a job (the crew
 * page's rows, History's Details' Moving team) it shows what the job pays her, as her own side
 * says (her items, her Earnings), not the branch's price of the member. Expectations are
 * written from the seeded db: the order's rate, or the rate her offer application was taken at.
 */
const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const employee = (id: number) => db.findById('employees', id)!;

async function as(email: string) {
  const token = await loginAs(email);
  localStorage.setItem('token', token);
  return token;
}

function apiGet<T>(token: string, path: string): Promise<T> {
  return inAct(async () => {
    const response = await fetch(`http://localhost/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: T }).data;
  });
}

/** A closed order's details as the owner opens them (its edit page's Details). */
async function companyDetails(order: OrderRecord) {
  await as('owner@demo.test');
  const { user } = renderApp(`/company/job/edit/${order.id}`);
  await user.click(await screen.findByRole('button', { name: 'Details' }));
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Order #${order.number}`) });
  await within(dialog).findByRole('region', { name: 'Moving team' });
  return dialog;
}

const teamRow = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('region', { name: 'Moving team' }))
    .getByText(name)
    .closest('li')!;

/** The crew page's row of a person (team-edit). */
async function crewRow(order: OrderRecord, name: string) {
  await as('owner@demo.test');
  renderApp(`/company/job/team-edit/${order.id}`);
  await screen.findByRole('heading', { name: `Order #${order.number}` });
  const rows = await screen.findAllByRole('checkbox', { name: `Keep ${name} on the crew` });
  return rows[0]!.closest('li')!;
}

/** Maria's accepted invitations, with their order, where her member price is not the job's. */
function herJobs(done: boolean) {
  return db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
    .map((invitation) => ({ invitation, order: db.findById('orders', invitation.order_id)! }))
    .filter(({ order }) => !order.cancelled_at && (order.completed_at != null) === done)
    .filter(({ invitation, order }) => employee(invitation.employee_id).price !== order.hourly_rate)
    .filter(
      ({ invitation }) =>
        !db.offer_applications.findFirst((q) => q.where({ order_invitation_id: invitation.id })),
    )
    .sort((a, b) => a.order.start_at.localeCompare(b.order.start_at));
}

describe('pay on the job, the same on both sides (QA 104)', () => {
  it('a completed job: her Moving team row has the hours, rate and pay of her Earnings row', async () => {
    const { invitation, order } = herJobs(true).at(-1)!;
    const member = employee(invitation.employee_id);
    const completion = order.completion!;
    const hours =
      completion.crew_hours.find((c) => c.employee_id === member.id)?.worked_hours ??
      completion.worked_hours;
    const rate = formatHourlyRate(order.hourly_rate);
    const pay = formatMoney(Math.round(hours * order.hourly_rate));
    expect(formatHourlyRate(member.price)).not.toBe(rate);

    const row = teamRow(await companyDetails(order), fullName(member));
    expect(row).toHaveTextContent(`${hours} h`);
    expect(row).toHaveTextContent(rate);
    expect(row).toHaveTextContent(pay);
    expect(row).not.toHaveTextContent(formatHourlyRate(member.price));
    stopApps();

    await as('helper@demo.test');
    renderApp('/helper/earnings');
    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    const earned = within(table)
      .getByRole('link', { name: `Order #${order.number}` })
      .closest('tr')!;
    expect(earned).toHaveTextContent(rate);
    expect(earned).toHaveTextContent(`${pay}recorded`);
  });

  it('an open job, repriced: her crew row shows the new rate, as her job does', async () => {
    const { invitation, order } = herJobs(false).find(
      ({ order }) => Date.parse(order.start_at) > Date.now(),
    )!;
    const member = employee(invitation.employee_id);
    const next = Math.max(order.hourly_rate, member.price) + 350;
    await repriceJob(order, next);

    const token = await loginAs('helper@demo.test');
    const hers = await apiGet<HelperCompanyInvitation>(
      token,
      `/helper/company-invitations/${invitation.id}`,
    );
    expect(helperJobRate(hers)).toBe(next);

    const row = await crewRow(db.findById('orders', order.id)!, fullName(member));
    // Said to be the job's: what she asks is another figure (QA-215).
    expect(row).toHaveTextContent(`Job pays ${formatHourlyRate(next)}`);
    expect(row).not.toHaveTextContent(formatHourlyRate(member.price));
  });

  it('a member an outsourcing offer brought: her accepted rate on the crew row and in the details', async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const order = db.orders
      .findMany((q) => q.where({ branch_id: austin.id }))
      .filter((o) => !orderService.isClosed(o) && Date.parse(o.start_at) > Date.now())
      .sort((a, b) => a.id - b.id)[0]!;
    const priya = db.users.findFirst((q) => q.where({ email: 'priya.patel@helpers.demo.test' }))!;
    const offer = await openOfferFor(order);
    const application = await applyToOffer(db, offer.id, priya.id, {
      message: null,
      proposed_hourly_rate: 4250,
    });
    const taken = await acceptApplication(db, application.id);
    // Her member price (her own rate) is not what this job pays her.
    await db.patch('employees', taken.employee_id!, { price: 5000 });
    const name = fullName(employee(taken.employee_id!));

    const row = await crewRow(order, name);
    // Not the job's $X/h per person: the offer's, and said so (QA-215).
    expect(order.hourly_rate).not.toBe(4250);
    expect(row).toHaveTextContent('Offer pays $42.50/h');
    expect(row).not.toHaveTextContent('$50.00/h');
    stopApps();

    await completedWithHoursFor(order.id, taken.employee_id!, 3);
    const token = await loginAs('priya.patel@helpers.demo.test');
    const hers = await apiGet<HelperOutsourceOffer>(token, `/helper/outsource-offers/${offer.id}`);
    expect(helperJobRate(hers)).toBe(4250);
    expect(hers.recorded_pay).toEqual({ worked_hours: 3, pay: 12750 });

    const team = teamRow(await companyDetails(order), name);
    expect(team).toHaveTextContent('3 h');
    expect(team).toHaveTextContent('$42.50/h');
    expect(team).toHaveTextContent('$127.50');
  });

  it("a completed order totals the crew's pay, and the job's rate reads per person", async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const order = db.orders
      .findMany((q) => q.where({ branch_id: austin.id }))
      .filter((o) => o.completion && orderService.crewAtClose(db, o).length >= 3)
      // Everyone paid the job's rate (an offer's crew is its own test): the sum below holds.
      .filter((o) => !orderService.crewAtClose(db, o).some((i) => broughtByOffer(db, i.id)))
      .sort((a, b) => a.id - b.id)[0]!;
    const crew = orderService.crewAtClose(db, order);
    const pays = crew.map((i) => {
      const hours =
        order.completion!.crew_hours.find((c) => c.employee_id === i.employee_id)?.worked_hours ??
        order.completion!.worked_hours;
      return { hours, pay: Math.round(hours * order.hourly_rate) };
    });
    const total = formatMoney(pays.reduce((sum, p) => sum + p.pay, 0));
    const hours = pays.reduce((sum, p) => sum + p.hours, 0);

    const dialog = await companyDetails(order);
    const completion = within(dialog).getByRole('region', { name: 'Completion' });
    expect(completion).toHaveTextContent(
      `Crew pay${total} (${crew.length} people, ${Math.round(hours * 100) / 100} h)`,
    );
    expect(within(dialog).getByRole('region', { name: 'Job' })).toHaveTextContent(
      `Hourly rate${formatHourlyRate(order.hourly_rate)} per person`,
    );
  });

  it('Complete order says the hours are paid per person, at the rate of the job', async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const order = db.orders
      .findMany((q) => q.where({ branch_id: austin.id }))
      .filter((o) => !orderService.isClosed(o) && o.status !== 1)
      .filter((o) => Date.parse(o.start_at) <= Date.now())
      // No crew an offer brought (paid their own rate): the one rate is the job's (review 109).
      .filter((o) =>
        db.order_invitations
          .findMany((q) => q.where({ order_id: o.id }))
          .every((i) => !broughtByOffer(db, i.id)),
      )
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id)[0]!;
    await as('owner@demo.test');
    const { user } = renderApp('/company/job/formed');
    const card = await screen.findByRole('article', { name: new RegExp(`^#${order.number}\\b`) });
    await user.click(within(card).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete order' });
    expect(within(dialog).getByLabelText('Hours worked')).toHaveAccessibleDescription(
      `In quarter hours, e.g. 3.25. Paid per person at ${formatHourlyRate(order.hourly_rate)}.`,
    );
  });

  it("a provider without job_hourly_rate and recorded_pay: the job's rate, as her side shows it, and the pay per person (review 109)", async () => {
    const { invitation, order } = herJobs(true).at(-1)!;
    const member = employee(invitation.employee_id);
    const token = await loginAs('owner@demo.test');
    const detail = await apiGet<OrderDetail>(
      token,
      `/orders/${order.id}/detail?mover=1&moving_team=1`,
    );
    const plain = {
      ...detail,
      moving_team: detail.moving_team!.map(
        ({ job_hourly_rate: _rate, recorded_pay: _pay, ...rest }: MovingTeamMember) => rest,
      ),
    };
    server.use(
      http.get('*/api/orders/:id/detail', () =>
        HttpResponse.json({ data: plain, message: '', errors: {}, success: true }),
      ),
    );
    const dialog = await companyDetails(order);
    // Her price on the branch is not what the job pays her: it is not shown as her rate.
    expect(member.price).not.toBe(order.hourly_rate);
    const row = teamRow(dialog, fullName(member));
    expect(row).toHaveTextContent(formatHourlyRate(order.hourly_rate));
    expect(row).not.toHaveTextContent(formatHourlyRate(member.price));
    const perPerson = Math.round(order.completion!.worked_hours * order.hourly_rate);
    expect(within(dialog).getByRole('region', { name: 'Completion' })).toHaveTextContent(
      `Pay per person at the hourly rate${formatMoney(perPerson)}`,
    );
  });
});
