import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, invitationService } from '@mocks/db';
import { server } from '@mocks/node';
import { openOfferFor } from '@mocks/testing/offers';
import { putCompanyOnPlan } from '@mocks/testing/plans';
import type { CrewMember, InvitableEmployees } from '@/platform/api/generated/model';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { austinOrder } from './crew-orders.test-helpers';
import { formatHourlyRate, fullName } from '@/platform/format';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

type Person = { first_name: string; last_name: string };

function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  return inAct(async () => {
    const response = await fetch(`http://localhost/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  });
}

/**
 * An Austin order with one of its pending invitations accepted, as stored (the service would
 * refuse her at some hours of the seed: she may be on another job then, which the crew's
 * words do not care about), and another still pending.
 */
async function acceptOne() {
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const order = db.orders
    .findMany((q) => q.where({ branch_id: austin.id }))
    .filter((o) => !o.completed_at && !o.cancelled_at)
    .sort((a, b) => a.id - b.id)
    .find(
      (o) =>
        db.order_invitations.findMany((q) => q.where({ order_id: o.id, status: 'pending' }))
          .length >= 2,
    );
  if (!order) throw new Error('no Austin order with two pending invitations');
  const [first, second] = db.order_invitations
    .findMany((q) => q.where({ order_id: order.id, status: 'pending' }))
    .sort((a, b) => a.id - b.id);
  await db.patch('order_invitations', first!.id, {
    status: 'accepted',
    responded_at: new Date().toISOString(),
  });
  return {
    order,
    accepted: db.findById('employees', first!.employee_id)!,
    pending: db.findById('employees', second!.employee_id)!,
  };
}

async function openCrewPage(mode: 'team-add' | 'team-edit', kind: 'no-crew' | 'pending') {
  const token = await loginAs('owner@demo.test');
  localStorage.setItem('token', token);
  const order = austinOrder(kind);
  const app = renderApp(`/company/job/${mode}/${order.id}`);
  await screen.findByRole('heading', { name: `Order #${order.number}` });
  const invitable = await api<InvitableEmployees>(
    token,
    'GET',
    `/orders/${order.id}/invitable-employees`,
  );
  const crew = await api<CrewMember[]>(token, 'GET', `/orders/${order.id}/current-crew`);
  await screen.findByRole('region', { name: 'This branch' });
  // The way to the marketplace, the page's last part to show (once the branch's offers are
  // in): a test's synchronous checks then end on a settled page.
  await screen.findByText(/^(Short of hands\?|Offered to the marketplace)/);
  return { ...app, token, order, invitable, crew };
}

const region = (name: string) => screen.getByRole('region', { name });
const rowOf = (container: HTMLElement, person: Person) =>
  within(container)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(fullName(person)) !== null);
/** The order's Crew fact: "2 of 4 accepted · 1 pending". */
const crewProgress = () =>
  within(region('Order'))
    .getByText(/ of \d+ accepted/)
    .closest('dd') as HTMLElement;

describe('crew page', () => {
  it("splits invitable people into this branch's and other branches'", async () => {
    const { invitable, order } = await openCrewPage('team-add', 'no-crew');
    const own = region('This branch');
    const other = region('Other branches');
    expect(invitable.branch_employees.length).toBeGreaterThan(0);
    expect(invitable.other_branch_employees.length).toBeGreaterThan(0);
    expect(within(own).getAllByRole('listitem')).toHaveLength(invitable.branch_employees.length);
    for (const e of invitable.branch_employees) expect(rowOf(own, e)).toBeDefined();
    const visitor = invitable.other_branch_employees.find(
      (e) => !invitable.branch_employees.some((o) => fullName(o) === fullName(e)),
    )!;
    expect(rowOf(own, visitor)).toBeUndefined();
    const visitorRow = rowOf(other, visitor)!;
    expect(visitorRow).toHaveTextContent(visitor.branch_name);
    expect(visitorRow).toHaveTextContent('Not invited');
    expect(crewProgress()).toHaveTextContent(`0 of ${order.helpers_needed} accepted`);
    expect(within(region('Current crew')).getByText(/No one is invited yet/)).toBeInTheDocument();
  });

  it('lists each person once, at the membership the invitation uses, and counts people (QA helper-105)', async () => {
    // Helpers in several branches, set up whatever the seeded world (which branches they share
    // moves with it): Maria Lopez in Austin, this branch, and elsewhere at another rate; and
    // Gabriela Reyes taken out of Austin, in two other branches at two rates, so she is listed
    // only under other branches.
    const AUSTIN = 'Lone Star Movers Austin';
    const branchOf = (e: { branch_id: number }) => db.findById('branches', e.branch_id)!.name;
    const membershipsOf = (userId: number) =>
      db.employees
        .findMany((q) => q.where({ user_id: userId }))
        .filter((e) => e.deleted_at == null);
    const lopez = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const lopezHere = membershipsOf(lopez.id).find((e) => branchOf(e) === AUSTIN)!;
    const lopezElsewhere = membershipsOf(lopez.id).filter((e) => branchOf(e) !== AUSTIN);
    expect(lopezElsewhere.length).toBeGreaterThan(0);
    await db.patch('employees', lopezElsewhere[0]!.id, { price: lopezHere.price + 450 });
    const gabrielaId = db.employees.findFirst((q) => q.where({ first_name: 'Gabriela' }))!.user_id!;
    for (const e of membershipsOf(gabrielaId).filter((m) => branchOf(m) === AUSTIN))
      await db.patch('employees', e.id, { deleted_at: '2026-01-01T00:00:00Z' });
    const gabrielaElsewhere = membershipsOf(gabrielaId);
    expect(gabrielaElsewhere.length).toBeGreaterThan(1);
    await db.patch('employees', gabrielaElsewhere[1]!.id, {
      price: gabrielaElsewhere[0]!.price + 1100,
    });

    const { user, invitable, order } = await openCrewPage('team-add', 'no-crew');
    const own = region('This branch');
    const other = region('Other branches');
    const all = [...invitable.branch_employees, ...invitable.other_branch_employees];
    const listings = (e: { user_id: number | null }) =>
      all.filter((x) => e.user_id != null && x.user_id === e.user_id);
    const maria = invitable.branch_employees.find((e) => e.user_id === lopez.id)!;
    const [mariaHere, ...mariaElsewhere] = listings(maria);
    expect(mariaHere!.branch_name).toBe(AUSTIN);
    expect(mariaElsewhere.length).toBeGreaterThan(0);
    expect(mariaElsewhere.some((e) => e.price !== maria.price)).toBe(true);
    // Her first other branch in the list's order, and the rest.
    const [first, ...rest] = listings({ user_id: gabrielaId });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.some((e) => e.price !== first!.price)).toBe(true);

    const people = new Set(all.map((e) => (e.user_id == null ? `e${e.employee_id}` : e.user_id)));
    const rows = [own, other].flatMap((r) => within(r).getAllByRole('listitem'));
    expect(rows).toHaveLength(people.size);
    expect(rows.length).toBeLessThan(all.length);
    // A member of this branch is there only, at this branch's rate; her other branch named.
    const ticks = (r: HTMLElement, p: Person) =>
      within(r).queryAllByRole('checkbox', { name: `Select ${fullName(p)}` });
    expect(ticks(own, maria)).toHaveLength(1);
    expect(ticks(other, maria)).toHaveLength(0);
    expect(rowOf(own, maria)).toHaveTextContent(formatHourlyRate(maria.price));
    expect(rowOf(own, maria)).toHaveTextContent('Also in');
    for (const e of mariaElsewhere) expect(rowOf(own, maria)).toHaveTextContent(e.branch_name);
    // Someone only in other branches: one row, her first branch and its rate, the rest named.
    expect(ticks(other, first!)).toHaveLength(1);
    const row = rowOf(other, first!)!;
    expect(row).toHaveTextContent(`${formatHourlyRate(first!.price)}`);
    for (const e of rest.filter((r) => r.price !== first!.price))
      expect(row).not.toHaveTextContent(formatHourlyRate(e.price));
    expect(row).toHaveTextContent(first!.branch_name);
    expect(row).toHaveTextContent(`Also in ${rest.map((e) => e.branch_name).join(', ')}`);

    // Two people ticked read "2 selected" and send two invitations, each for the membership
    // its row shows; on the crew each is paid the job's rate (review 109: one rate per person
    // per job, QA helper-104), not a membership's asking price.
    await user.click(ticks(own, maria)[0]!);
    await user.click(ticks(other, first!)[0]!);
    expect(
      within(screen.getByRole('group', { name: 'Crew actions' })).getByRole('status'),
    ).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(within(region('Current crew')).getAllByRole('listitem')).toHaveLength(2),
    );
    const invited = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id }))
      .map((i) => i.employee_id);
    expect(new Set(invited)).toEqual(new Set([maria.employee_id, first!.employee_id]));
    for (const person of [maria, first!])
      expect(rowOf(region('Current crew'), person)).toHaveTextContent(
        formatHourlyRate(order.hourly_rate),
      );
  });

  it('filters by position and by name', async () => {
    const { user, token, order, invitable } = await openCrewPage('team-add', 'no-crew');
    const drivers = await api<InvitableEmployees>(
      token,
      'GET',
      `/orders/${order.id}/invitable-employees?position=1`,
    );
    const notDriver = invitable.branch_employees.find((e) => !e.positions.includes(1))!;
    expect(notDriver).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Driver' }));
    expect(screen.getByRole('radio', { name: 'Driver' })).toBeChecked();
    await waitFor(() => expect(rowOf(region('This branch'), notDriver)).toBeUndefined());
    const shown = [region('This branch'), region('Other branches')].flatMap((r) =>
      within(r).queryAllByRole('listitem'),
    );
    // Each person once (a helper in several branches is one row).
    const people = new Set(
      [...drivers.branch_employees, ...drivers.other_branch_employees].map(
        (e) => e.user_id ?? `e${e.employee_id}`,
      ),
    );
    expect(shown).toHaveLength(people.size);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    const someone = invitable.branch_employees[0]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), someone.last_name);
    await waitFor(() =>
      expect(within(region('This branch')).getAllByRole('listitem').length).toBeLessThan(
        invitable.branch_employees.length,
      ),
    );
    expect(rowOf(region('This branch'), someone)).toBeDefined();
  });

  it('invites a person: they show pending on the crew and the counts move', async () => {
    const { user, invitable } = await openCrewPage('team-add', 'no-crew');
    const maria = invitable.branch_employees[0]!;
    const send = screen.getByRole('button', { name: 'Send invitations' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: `Select ${fullName(maria)}` }));
    // A live status, so the count is said as it changes (review 54).
    expect(
      within(screen.getByRole('group', { name: 'Crew actions' })).getByRole('status'),
    ).toHaveTextContent('1 selected');
    await user.click(send);
    expect(await screen.findByText(`Invitation sent to ${fullName(maria)}`)).toBeInTheDocument();
    const crewRow = rowOf(region('Current crew'), maria)!;
    expect(crewRow).toHaveTextContent('Pending');
    await waitFor(() => expect(crewProgress()).toHaveTextContent('· 1 pending'));
    expect(within(region('Order')).getByText('Pending')).toBeInTheDocument();
    expect(rowOf(region('This branch'), maria)).toBeUndefined();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('counts its Current crew by who accepted, as the job card and Edit job do; the invited apart (QA helper-204: #1030 read "(4)" against "3 of 4")', async () => {
    const { order, accepted, pending } = await acceptOne();
    const invitations = db.order_invitations.findMany((q) => q.where({ order_id: order.id }));
    const on = invitations.filter((i) => i.status === 'accepted').length;
    const asked = invitations.filter((i) => i.status === 'pending').length;
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-edit/${order.id}`);
    const crew = await screen.findByRole('region', { name: 'Current crew' });
    await waitFor(() => expect(rowOf(crew, pending)).toBeDefined());
    expect(rowOf(crew, accepted)).toBeDefined();
    expect(within(crew).getByRole('heading', { level: 2 })).toHaveTextContent(
      `Current crew (${on} accepted · ${asked} pending)`,
    );
    expect(crewProgress()).toHaveTextContent(`${on} of ${order.helpers_needed} accepted`);
  });

  it('puts Send invitations right after the picker, before the crew’s own controls, in Tab order (review 54: 46 Tabs from the first tick)', async () => {
    await openCrewPage('team-add', 'pending');
    const send = screen.getByRole('button', { name: 'Send invitations' });
    const picks = [region('This branch'), region('Other branches')].flatMap((r) =>
      within(r).getAllByRole('checkbox'),
    );
    const crewControls = within(region('Current crew')).getAllByRole('button');
    expect(crewControls.length).toBeGreaterThan(0);
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(picks.at(-1)!, send)).toBe(true);
    expect(follows(send, crewControls[0]!)).toBe(true);
  });

  it("follows a helper's answer pushed on the branch channel, without a reload or a poll", async () => {
    const { user, invitable, order, realtime } = await openCrewPage('team-add', 'no-crew');
    const maria = invitable.branch_employees[0]!;
    await user.click(screen.getByRole('checkbox', { name: `Select ${fullName(maria)}` }));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText(`Invitation sent to ${fullName(maria)}`);
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ order_id: order.id, employee_id: maria.employee_id }),
    )!;
    await invitationService.acceptInvitation(db, invitation.id);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    // Nothing changes on screen until the server says so (no poll while waiting 1 s; the toast
    // closes meanwhile, inside act).
    await pauseInAct(1000);
    expect(rowOf(region('Current crew'), maria)).toHaveTextContent('Pending');
    realtime.emit(`branch.${order.branch_id}`, 'order-invitation-changed', {
      id: invitation.id,
      order_id: order.id,
      branch_id: order.branch_id,
      status: 'accepted',
    });
    await waitFor(
      () => expect(rowOf(region('Current crew'), maria)).toHaveTextContent('Accepted'),
      {
        timeout: 2000,
      },
    );
    await waitFor(() =>
      expect(crewProgress()).toHaveTextContent(`1 of ${order.helpers_needed} accepted`),
    );
  });

  it("shows a crew member's new name and phone when her branch hears she changed them (QA 2026-12-04)", async () => {
    const { crew, order, realtime } = await openCrewPage('team-edit', 'pending');
    const member = crew[0]!;
    const record = db.findById('employees', member.employee_id)!;
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    expect(rowOf(region('Current crew'), member)).toBeDefined();
    // She renames herself (her account, or the member record when she has none).
    const renamed = { first_name: 'Renata', phone: '5123919999' };
    if (record.user_id != null) await db.patch('users', record.user_id, renamed);
    await db.patch('employees', record.id, renamed);
    realtime.emit(`branch.${order.branch_id}`, 'employee-changed', {
      id: record.id,
      branch_id: order.branch_id,
    });
    const row = await waitFor(() => {
      const found = rowOf(region('Current crew'), { ...member, first_name: 'Renata' });
      expect(found).toBeDefined();
      return found!;
    });
    expect(row).toHaveTextContent('(512) 391-9999');
  });

  it('cancels an invitation after a dialog that names the person', async () => {
    const { user, crew } = await openCrewPage('team-add', 'pending');
    const pending = crew.find((m) => m.invitation_status === 'pending')!;
    const name = fullName(pending);
    const before = crewProgress().textContent;
    await user.click(screen.getByRole('button', { name: `Cancel invitation of ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    expect(dialog).toHaveTextContent(`Cancel the invitation of ${name}`);
    expect(dialog).not.toHaveTextContent('has accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(region('Current crew'), pending)).toBeDefined();

    await user.click(screen.getByRole('button', { name: `Cancel invitation of ${name}` }));
    const again = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    await user.click(within(again).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText(`Invitation to ${name} cancelled`)).toBeInTheDocument();
    expect(rowOf(region('Current crew'), pending)).toBeUndefined();
    await waitFor(() =>
      expect(rowOf(region('This branch'), pending)).toHaveTextContent('Cancelled'),
    );
    expect(crewProgress().textContent).not.toEqual(before);
  });

  it('someone who accepted is removed from the crew, in words that name no invitation; a pending row still cancels one (QA 2026-12-04, helper-112)', async () => {
    const { order, accepted, pending } = await acceptOne();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp(`/company/job/team-add/${order.id}`);
    await loadToaster();
    const name = fullName(accepted);
    const crew = await screen.findByRole('region', { name: 'Current crew' });
    const row = await waitFor(() => rowOf(crew, accepted)!);
    expect(within(row).queryByRole('button', { name: /Cancel invitation/ })).toBeNull();
    // The invited one keeps her words.
    expect(
      within(rowOf(crew, pending)!).getByRole('button', {
        name: `Cancel invitation of ${fullName(pending)}`,
      }),
    ).toHaveTextContent('Cancel invitation');

    const remove = within(row).getByRole('button', { name: `Remove ${name} from the crew` });
    expect(remove).toHaveTextContent('Remove from crew');
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove from crew' });
    expect(dialog).toHaveTextContent(
      `Remove ${name} from the crew of order #${order.number}? ${accepted.first_name} is told.`,
    );
    expect(dialog).not.toHaveTextContent(/invitation/i);
    await user.click(within(dialog).getByRole('button', { name: 'Keep on crew' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: `Remove ${name} from the crew` }));
    const again = await screen.findByRole('dialog', { name: 'Remove from crew' });
    await user.click(within(again).getByRole('button', { name: 'Remove from crew' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(`${name} was taken off the crew of order #${order.number}`),
    );
    expect(toastTexts().join(' ')).not.toMatch(/invitation/i);
    await waitFor(() => expect(rowOf(crew, accepted)).toBeUndefined());
    const stored = db.order_invitations.findFirst((q) =>
      q.where({ order_id: order.id, employee_id: accepted.id }),
    );
    expect(stored?.status).toBe('cancelled');
  });

  it('a Remove from crew the server fails stays open and says she was not removed (helper-112)', async () => {
    const { order, accepted } = await acceptOne();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp(`/company/job/team-add/${order.id}`);
    const name = fullName(accepted);
    await user.click(await screen.findByRole('button', { name: `Remove ${name} from the crew` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from crew' });
    server.use(
      http.post(
        '*/api/invitations/:id/cancel-by-company',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove from crew' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${name} was not removed from the crew. Try again.`,
    );
    expect(screen.getByRole('dialog', { name: 'Remove from crew' })).toBeInTheDocument();
    expect(rowOf(screen.getByRole('region', { name: 'Current crew' }), accepted)).toBeDefined();
  });

  it('edits the crew as a whole: keeps, removes by name, adds', async () => {
    const { user, crew, invitable, order } = await openCrewPage('team-edit', 'pending');
    // team-edit shows the crew before the picker.
    const sections = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(sections.indexOf('Current crew')).toBeLessThan(sections.indexOf('Add to the crew'));
    const leaving = crew.find((m) => m.invitation_status === 'pending')!;
    const joining = invitable.branch_employees[0]!;
    const save = screen.getByRole('button', { name: 'Save crew' });
    expect(save).toBeDisabled();

    await user.click(
      screen.getByRole('checkbox', { name: `Keep ${fullName(leaving)} on the crew` }),
    );
    await user.click(screen.getByRole('checkbox', { name: `Select ${fullName(joining)}` }));
    expect(screen.getByText('1 to invite · 1 to remove')).toBeInTheDocument();
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save crew' });
    expect(dialog).toHaveTextContent(`Remove from the crew: ${fullName(leaving)}? They are told.`);
    expect(dialog).not.toHaveTextContent(/invitation/i);
    expect(dialog).toHaveTextContent(`Invite: ${fullName(joining)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save crew' }));

    expect(await screen.findByText('Crew updated: 1 invited, 1 removed')).toBeInTheDocument();
    const crewRegion = region('Current crew');
    expect(rowOf(crewRegion, joining)).toHaveTextContent('Pending');
    expect(rowOf(crewRegion, leaving)).toBeUndefined();
    expect(within(crewRegion).getAllByRole('listitem')).toHaveLength(crew.length);
    const statuses = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id, employee_id: leaving.employee_id }))
      .map((i) => i.status);
    expect(statuses).toContain('cancelled');
    expect(screen.getByText('No changes')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses an invitation (422)", async () => {
    const { user, token, invitable, order } = await openCrewPage('team-add', 'pending');
    const someone = invitable.branch_employees[0]!;
    await user.click(screen.getByRole('checkbox', { name: `Select ${fullName(someone)}` }));
    // Another dispatcher calls the order off while this page is open.
    await api(token, 'POST', `/orders/${order.id}/cancel`, {});
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    // Beside the action (the toast says it too, outside the page, and goes away).
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'The order is already closed.',
    );
    // The page then learns the order is closed and stops offering changes.
    expect(
      await screen.findByText('This order is closed; its crew can no longer change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
    // It says it is cancelled, and no longer what its crew was (it showed both, "Pending").
    const head = region('Order').querySelector('.crew-summary__head') as HTMLElement;
    expect(within(head).getByText('Cancelled')).toBeInTheDocument();
    expect(within(head).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('an order cancelled with a crew says the crew it had then and that it was released, not "Nobody was on this crew" (QA 55)', async () => {
    const { token, order, realtime } = await openCrewPage('team-edit', 'pending');
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    // Someone on its crew: a pending invitation accepted (the first one the rules allow).
    const pending = db.order_invitations.findMany((q) =>
      q.where({ order_id: order.id, status: 'pending' }),
    );
    let accepted = false;
    for (const invitation of pending)
      if (!accepted)
        accepted = await invitationService.acceptInvitation(db, invitation.id).then(
          () => true,
          () => false,
        );
    expect(accepted).toBe(true);
    // Another dispatcher cancels it; the server says so on the branch's channel.
    await api(token, 'POST', `/orders/${order.id}/cancel`, {});
    act(() =>
      realtime.emit(`branch.${order.branch_id}`, 'order-changed', {
        id: order.id,
        branch_id: order.branch_id,
      }),
    );
    expect(
      await screen.findByText('The crew was released when the order was cancelled.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nobody was on this crew.')).not.toBeInTheDocument();
    expect(crewProgress()).toHaveTextContent(/^[1-9]\d* of \d+ accepted when it was cancelled$/);
  });

  it('says so when the order does not exist', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/job/team-edit/999999');
    // As Edit job says it; trying a 404 again cannot help (it offered "Try again").
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current crew' })).not.toBeInTheDocument();
  });

  it.each(['team-add', 'team-edit'])(
    '%s of a missing order says "Job not found" on the page only: its crew and people lists are not toasted (QA helper-97)',
    async (mode) => {
      await loadToaster();
      localStorage.setItem('token', await loginAs('owner@demo.test'));
      const { queryClient } = renderApp(`/company/job/${mode}/999999`);
      expect(await screen.findByText('Job not found')).toBeInTheDocument();
      // Every read of the page answered (the crew's and the invitable people's 404s too).
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      const failed = queryClient
        .getQueryCache()
        .findAll({ predicate: (q) => q.state.status === 'error' });
      expect(failed.length).toBeGreaterThan(1);
      await pauseInAct(200);
      expect(toastTexts()).toEqual([]);
    },
  );

  it('another company’s order reads as the one permission text, with no Try again (a 403)', async () => {
    const other = db.users.findFirst((q) => q.where({ email: 'other-owner@demo.test' }))!;
    const theirs = db.orders.findFirst((q) => q.where({ company_id: other.company_id! }))!;
    await loadToaster();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-add/${theirs.id}`);
    expect(await screen.findByText('Not yours to open')).toBeInTheDocument();
    expect(
      screen.getByText('It belongs to a branch you do not manage, or to another company.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // A way to her own jobs, not only the back arrow (QA-184 L2).
    expect(screen.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute(
      'href',
      '/company/job/not-formed',
    );
    // The page says it; no toast repeats it (QA helper-97).
    await pauseInAct(200);
    expect(toastTexts()).toEqual([]);
  });
});

describe('crew page: offer to the marketplace', () => {
  /** An Austin order that needs crew and has no offer, moved to start in three days. */
  async function upcomingOrderWithoutOffer() {
    const order = austinOrder('no-crew');
    db.outsource_offers.deleteMany((q) => q.where({ order_id: order.id }));
    const start = Date.now() + 3 * 24 * 3_600_000;
    return db.patch('orders', order.id, {
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 4 * 3_600_000).toISOString(),
      outsource_offer_id: null,
    });
  }

  it('opens Find AI with the order chosen in the offer form', async () => {
    const order = await upcomingOrderWithoutOffer();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp(`/company/job/team-add/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const link = await screen.findByRole('link', { name: 'Offer to the marketplace' });
    expect(link).toHaveAttribute('href', `/company/outsourcing?order=${order.id}`);
    await user.click(link);
    await screen.findByRole('form', { name: 'New offer' });
    expect(window.location.pathname).toBe('/company/outsourcing');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue(String(order.id)),
    );
  });

  it('on a plan without outsourcing offers, says so with the way to another plan, not a form that can only be refused (QA 57a M4)', async () => {
    const order = await upcomingOrderWithoutOffer();
    await putCompanyOnPlan('company_free');
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-add/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const card = (await screen.findByRole('link', { name: 'Change plan' })).closest('.crew-offer');
    expect(card).toHaveTextContent(
      'Short of hands? Your Starter plan does not include outsourcing offers. Change plan to offer the open spots to marketplace helpers and other movers.',
    );
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/company/settings/subscription',
    );
    expect(screen.queryByRole('link', { name: 'Offer to the marketplace' })).toBeNull();
  });

  it('an order already offered links to its offer, on any plan, not to a form that no longer lists it (QA 58 L7)', async () => {
    const order = await upcomingOrderWithoutOffer();
    const offer = await openOfferFor(order);
    // The plan changed since it was offered: the offer stands, and so does the way to it.
    await putCompanyOnPlan('company_free');
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const { user } = renderApp(`/company/job/team-add/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const link = await screen.findByRole('link', { name: 'Applications (0)' });
    expect(link.closest('.crew-offer')).toHaveTextContent(
      'Offered to the marketplace: 0 applications to answer.',
    );
    expect(screen.queryByRole('link', { name: 'Change plan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Offer to the marketplace' })).toBeNull();
    await user.click(link);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/outsourcing/offer-applications/${offer.id}`),
    );
  });

  it('the offer goes as the job starts, without a reload (the page read the clock once)', async () => {
    // The page's clock and timeouts are the test's (at the real pace); the job starts six
    // seconds from now, and the six seconds are passed at once.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: Date.now(),
      shouldAdvanceTime: true,
    });
    try {
      const order = await upcomingOrderWithoutOffer();
      const start = Date.now() + 6_000;
      await db.patch('orders', order.id, {
        start_at: new Date(start).toISOString(),
        end_at: new Date(start + 4 * 3_600_000).toISOString(),
      });
      localStorage.setItem('token', await loginAs('owner@demo.test'));
      renderApp(`/company/job/team-add/${order.id}`);
      await screen.findByRole('link', { name: 'Offer to the marketplace' });
      await act(() => vi.advanceTimersByTimeAsync(start - Date.now()));
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Offer to the marketplace' })).toBeNull(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a formed order is not offered', async () => {
    const start = Date.now() + 3 * 24 * 3_600_000;
    const order = await db.patch('orders', austinOrder('pending').id, {
      status: 4,
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 4 * 3_600_000).toISOString(),
    });
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    await screen.findByRole('region', { name: 'Current crew' });
    expect(
      screen.queryByRole('link', { name: 'Offer to the marketplace' }),
    ).not.toBeInTheDocument();
  });

  it('a crew with open spots says nothing of being full', async () => {
    await openCrewPage('team-add', 'pending');
    expect(screen.queryByText(/^The crew is full: /)).not.toBeInTheDocument();
  });

  it('a full crew says so above the pickers: new invitations wait for a spot (review L7)', async () => {
    const order = austinOrder('pending');
    const [invitation] = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id }))
      .filter((i) => i.status === 'pending');
    await db.patch('order_invitations', invitation!.id, { status: 'accepted' });
    await db.patch('orders', order.id, { helpers_needed: 1, status: 4 });
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-add/${order.id}`);
    expect(
      await screen.findByText(
        'The crew is full: 1 of 1 accepted. Anyone you invite now can accept only if a spot opens.',
      ),
    ).toBeVisible();
  });
});

describe('crew page in an outage (QA helper-94)', () => {
  it('a Send invitations that meets no server keeps the page and the person picked, and says it in one toast', async () => {
    const { user, invitable, order } = await openCrewPage('team-add', 'no-crew');
    await loadToaster();
    const maria = invitable.branch_employees[0]!;
    const pick = screen.getByRole('checkbox', { name: `Select ${fullName(maria)}` });
    await user.click(pick);
    // The server goes: every call, the invitations and the page's re-reads after them.
    server.use(http.all('*/api/*', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(toastTexts()).toContain('An unexpected error occurred:'));
    // The re-reads fail after their retry (a second later): the page stays as it was.
    await pauseInAct(2500);
    expect(screen.getByRole('heading', { name: `Order #${order.number}` })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${fullName(maria)}` })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send invitations' })).toBeEnabled();
    expect(toastTexts()).toEqual(['An unexpected error occurred:']);
    // Beside the bar, what was not done, not the toast's words again (QA helper-110).
    expect(
      screen.getByText(
        'The server did not answer: the invitations may have been sent. Check before you try again.',
      ),
    ).toBeInTheDocument();
  });

  it('a Send invitations the server fails says the invitations were not sent (QA helper-110)', async () => {
    const { user, invitable } = await openCrewPage('team-add', 'no-crew');
    const maria = invitable.branch_employees[0]!;
    await user.click(screen.getByRole('checkbox', { name: `Select ${fullName(maria)}` }));
    server.use(
      http.post(
        '*/api/orders/:id/invite-employee',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(
      await screen.findByText('The invitations were not sent. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${fullName(maria)}` })).toBeChecked();
  });
});
