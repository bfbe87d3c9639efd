import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { vi } from 'vitest';
import { db, server } from '@mocks/node';
import { invitationService, orderService, rosterService } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { zonedInstant } from '@/platform/format';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { TYPING_PAUSE_MS } from '../components/day-field';
import { afterTheClosingTransition } from '@/platform/ui/popover-focus-return.test-helpers';

setupMockServer();

const DAY = '2031-06-04'; // a Wednesday far from the seed's jobs
const ZONE = 'America/Chicago';

function austin() {
  return db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
}

/** A job of the Austin branch on DAY from `from` to `to` (branch clock), with no crew. */
async function job(number: number, from: string, to: string, needs: number, trucks = 1) {
  const model = db.orders.findFirst((q) => q.where({ branch_id: austin().id }))!;
  const { id: _id, ...fields } = model;
  return db.insert('orders', {
    ...fields,
    number,
    customer: { ...model.customer, first_name: `Cust${number}`, last_name: 'Day' },
    start_at: zonedInstant(DAY, from, ZONE).toISOString(),
    end_at: zonedInstant(DAY, to, ZONE).toISOString(),
    helpers_needed: needs,
    trucks_needed: trucks,
    status: 1,
    completion: null,
    completed_at: null,
    cancelled_at: null,
    cancel_reason: null,
  });
}

function members() {
  return db.employees
    .findMany((q) => q.where({ branch_id: austin().id }))
    .filter((e) => e.status === 1 && e.deleted_at == null)
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id);
}

async function openBoard() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(`/company/dispatch?date=${DAY}`);
}

/**
 * Two jobs of the day, the first branch member invited to the first: her chip's "Move to…"
 * opened with Enter.
 */
async function moveMenuByKeyboard() {
  const a = await job(95_001, '08:00', '10:00', 1);
  await job(95_002, '13:00', '15:00', 1);
  const [first] = members();
  await invitationService.inviteEmployees(db, a.id, [first!.id]);
  const name = `${first!.first_name} ${first!.last_name}`;
  const app = await openBoard();
  const button = await screen.findByRole('button', {
    name: `Move ${name}'s invitation to another job`,
  });
  button.focus();
  await app.user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: `Move ${name}'s invitation to` });
  return { app, name, button, menu };
}

/** The person takes the board's day off. */
const dayOffOnTheBoard = (userId: number) =>
  db.insert('time_off', {
    user_id: userId,
    start_date: DAY,
    end_date: DAY,
    reason: 'Family visit',
    created_at: new Date().toISOString(),
  });
describe('/company/dispatch', () => {
  it('a day without jobs says so, not that every job is staffed (QA 57 L4)', async () => {
    await openBoard();
    expect(await screen.findByText('No jobs this day.')).toBeInTheDocument();
    const tag = (await screen.findByText('No jobs to staff')).closest('.bp6-tag');
    expect(tag).not.toHaveClass('bp6-intent-success');
    expect(screen.queryByText('Every spot filled')).toBeNull();
  });

  it('the day line holds its “Updating” spinner in valid markup (no block inside a paragraph)', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      await openBoard();
      const spinner = await screen.findByLabelText('Updating');
      expect(spinner.closest('p')).toBeNull();
      await screen.findByText(/understaffed|Every spot filled|No jobs to staff/);
      const nesting = errors.mock.calls.filter((args) =>
        args.some((a) => typeof a === 'string' && /descendant of|cannot contain a nested/.test(a)),
      );
      expect(nesting).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('marks an invitee on time off that day: her chip, and the flag that she cannot accept', async () => {
    const a = await job(95_010, '09:00', '13:00', 1);
    const maria = members().find((m) => m.email === 'helper@demo.test')!;
    await invitationService.inviteEmployees(db, a.id, [maria.id]);
    await dayOffOnTheBoard(maria.user_id!);
    await openBoard();

    const crew = await screen.findByRole('list', { name: 'Crew of #95010' });
    const chip = within(crew).getByText('Maria Lopez (invited · time off)');
    expect(chip).toHaveAttribute('title', 'Time off 06/04/2031');
    expect(chip.closest('li')).toHaveClass('dispatch-slot--time-off');
    const flags = screen.getByText('Needs attention').closest('.bp6-callout') as HTMLElement;
    expect(
      within(flags).getByText(/^Maria Lopez has time off and cannot accept #95010/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Family visit/)).toBeNull();
  });

  it('shows the day’s jobs with their gaps and flags, and the people of the branch', async () => {
    const a = await job(95_001, '08:00', '12:00', 3, 2);
    const b = await job(95_002, '11:00', '15:00', 1);
    const [first] = members();
    // invited to both (pending): overlapping jobs
    await invitationService.inviteEmployees(db, a.id, [first!.id]);
    await invitationService.inviteEmployees(db, b.id, [first!.id]);
    await openBoard();

    expect(await screen.findByText('2 understaffed jobs')).toBeInTheDocument();
    const flags = screen.getByText('Needs attention').closest('.bp6-callout') as HTMLElement;
    const name = `${first!.first_name} ${first!.last_name}`;
    for (const text of [
      '#95001 needs 3 more people: 1 pending · 2 open spots',
      '#95001 has no foreman',
      '#95001 has 0 drivers for 2 trucks',
      // Its one spot has her invitation: answers to wait for, no one to match (QA helper-87).
      '#95002 needs 1 more person: 1 pending \\(every spot has an invitation\\)',
      `${name} is invited to overlapping jobs #95001 and #95002`,
    ])
      expect(within(flags).getByText(new RegExp(`^${text}`))).toBeInTheDocument();
    const fix = within(flags).getAllByRole('link', { name: /^Open the crew of #/ })[0]!;
    expect(fix).toHaveAttribute('href', `/company/job/team-add/${a.id}`);
    const matches = within(flags).getAllByRole('link', { name: /^See best matches for #/ });
    expect(matches.map((link) => link.getAttribute('href'))).toEqual([
      `/company/job/team-add/${a.id}#best-matches`,
    ]);
    expect(
      within(flags).getByRole('link', { name: 'Open the crew of #95002 (short of people)' }),
    ).toHaveAttribute('href', `/company/job/team-add/${b.id}`);

    const jobs = screen.getByRole('list', { name: 'Crew of #95001' });
    expect(within(jobs).getByText(`${name} (invited)`)).toBeInTheDocument();
    // The invitee holds one of the three spots until she answers.
    expect(within(jobs).getAllByText('Open spot')).toHaveLength(2);
    const people = screen.getByRole('heading', { name: /^People \(\d+\)$/ }).parentElement!;
    expect(within(people).getByText(name)).toBeInTheDocument();
    expect(within(people).getAllByText('Not answered: #95001').length).toBeGreaterThan(0);
  });

  it('draws as many crew chips as the job needs: accepted, invited, then what is left open', async () => {
    const a = await job(95_020, '08:00', '12:00', 3);
    const [first, second] = members();
    await invitationService.inviteEmployees(db, a.id, [first!.id, second!.id]);
    const [accepted] = orderService.orderInvitations(db, a.id);
    await invitationService.acceptInvitation(db, accepted!.id);
    const app = await openBoard();

    const crew = await screen.findByRole('list', { name: 'Crew of #95020' });
    const chips = within(crew).getAllByRole('listitem');
    expect(chips).toHaveLength(3);
    expect(within(crew).getAllByText(/\(invited\)$/)).toHaveLength(1);
    expect(within(crew).getAllByText('Open spot')).toHaveLength(1);
    // Row and flag count the spots one way, in the crew page's words (QA-217 M3: "1 open"
    // beside "needs 2 more people").
    const row = crew.closest('li.dispatch-job') as HTMLElement;
    expect(within(row).getByText(/· 1 of 3 accepted · 1 pending · 1 open spot$/)).toBeVisible();
    const flags = screen.getByText('Needs attention').closest('.bp6-callout') as HTMLElement;
    expect(
      within(flags).getByText(/^#95020 needs 2 more people: 1 pending · 1 open spot/),
    ).toBeVisible();
    // The crew page the row opens says the same.
    await app.user.click(within(row).getByRole('link', { name: /^#95020 / }));
    await screen.findByRole('heading', { name: 'Order #95020' });
    expect(screen.getByText('Crew', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^1 of 3 accepted · 1 pending$/,
    );
    expect(await screen.findByText(/^1 open spot\b/)).toBeVisible();
  });

  it('colours a job’s bar by its status, as the calendar does', async () => {
    const a = await job(95_030, '08:00', '12:00', 3);
    const [first] = members();
    await invitationService.inviteEmployees(db, a.id, [first!.id]);
    const [invitation] = orderService.orderInvitations(db, a.id);
    await invitationService.acceptInvitation(db, invitation!.id);
    expect(db.orders.findFirst((q) => q.where({ id: a.id }))!.status).toBe(3); // Partially formed
    await job(95_031, '13:00', '15:00', 2); // Not formed
    await openBoard();

    const bar = async (number: number) =>
      (await screen.findByRole('list', { name: `Crew of #${number}` }))
        .closest('li.dispatch-job')!
        .querySelector('.dispatch-bar');
    expect(await bar(95_030)).toHaveClass('dispatch-bar--partial');
    expect(await bar(95_031)).toHaveClass('dispatch-bar--not-formed');
  });

  it('on a day other than today a person off that weekday is “Off that day”; hours read 12-hour', async () => {
    const [first, second] = members().filter((m) => !m.is_helper);
    // DAY is a Wednesday (weekday 3): the first works Mondays only, the second Wednesdays.
    await db.patch('employees', first!.id, {
      availabilities: [{ day: 1, from: '07:00', to: '18:00' }],
    });
    await db.patch('employees', second!.id, {
      availabilities: [{ day: 3, from: '07:00', to: '18:00' }],
    });
    await openBoard();

    const people = (await screen.findByRole('heading', { name: /^People \(\d+\)$/ }))
      .parentElement!;
    const row = (m: typeof first) =>
      within(people).getByText(`${m!.first_name} ${m!.last_name}`).closest('li') as HTMLElement;
    expect(within(row(first)).getByText('Off that day')).toBeInTheDocument();
    expect(within(row(second)).getByText('Works 7:00 am - 6:00 pm')).toBeInTheDocument();
    expect(within(people).queryByText('Off today')).toBeNull();
  });

  it('invites a person from the keyboard menu, and cancels an invitation', async () => {
    const a = await job(95_001, '08:00', '12:00', 2);
    const [, second] = members();
    const name = `${second!.first_name} ${second!.last_name}`;
    const app = await openBoard();

    await app.user.click(await screen.findByRole('button', { name: `Invite to a job, ${name}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: /#95001 Cust95001 Day/ }));
    expect(await screen.findByText(`Invitation sent to ${name}`)).toBeInTheDocument();
    const crew = () => screen.getByRole('list', { name: 'Crew of #95001' });
    await waitFor(() => expect(within(crew()).getByText(`${name} (invited)`)).toBeInTheDocument());
    const live = orderService.orderInvitations(db, a.id).filter((i) => i.status === 'pending');
    expect(live.map((i) => i.employee_id)).toEqual([second!.id]);

    const cancel = () =>
      within(crew()).getByRole('button', { name: `Cancel ${name}'s invitation to #95001` });
    // Asked first, as on the crew page (QA 2026-12-04: it withdrew at once); Keep keeps it.
    await app.user.click(cancel());
    let dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    expect(dialog).toHaveTextContent(`Cancel the invitation of ${name} to order #95001?`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('order_invitations', live[0]!.id)!.status).toBe('pending');

    await app.user.click(cancel());
    dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText(`Invitation to ${name} cancelled`)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(crew()).queryByText(`${name} (invited)`)).not.toBeInTheDocument(),
    );
    // The focus is on the job's title once the dialog closes, not lost with the chip (QA 56).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '#95001 Cust95001 Day' })).toHaveFocus(),
    );
  });

  it('a Cancel invitation left open while she accepts says so with only OK, and she stays on the crew (QA helper-172 H1)', async () => {
    const a = await job(95_021, '08:00', '12:00', 2);
    const [, second] = members();
    const name = `${second!.first_name} ${second!.last_name}`;
    const [invitation] = await invitationService.inviteEmployees(db, a.id, [second!.id]);
    const app = await openBoard();
    const crew = () => screen.getByRole('list', { name: 'Crew of #95021' });
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${a.branch_id}`));
    await app.user.click(
      await within(await screen.findByRole('list', { name: 'Crew of #95021' })).findByRole(
        'button',
        { name: `Cancel ${name}'s invitation to #95021` },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    await invitationService.acceptInvitation(db, invitation!.id);
    app.realtime.emit(`branch.${a.branch_id}`, 'order-invitation-changed', {
      id: invitation!.id,
      order_id: a.id,
      branch_id: a.branch_id,
      status: 'accepted',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        `${name} accepted meanwhile and is on the crew now. Nothing was cancelled.`,
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Cancel invitation' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('order_invitations', invitation!.id)!.status).toBe('accepted');
    expect(within(crew()).getByText(name)).toBeInTheDocument();
  });

  it('a Cancel invitation whose job was deleted meanwhile (no push) is done: said as news, not as an error; the board catches up', async () => {
    await loadToaster();
    const a = await job(95_031, '08:00', '12:00', 2);
    const [, second] = members();
    const name = `${second!.first_name} ${second!.last_name}`;
    await invitationService.inviteEmployees(db, a.id, [second!.id]);
    const app = await openBoard();
    await app.user.click(
      await within(await screen.findByRole('list', { name: 'Crew of #95031' })).findByRole(
        'button',
        { name: `Cancel ${name}'s invitation to #95031` },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
    // Another user deletes the job, and its invitations with it.
    db.order_invitations.deleteMany((q) => q.where({ order_id: a.id }));
    db.orders.delete((q) => q.where({ id: a.id }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    const told = await screen.findByText(`The invitation of ${name} was already removed.`);
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Crew of #95031' })).toBeNull());
    expect(toastTexts()).toEqual([`The invitation of ${name} was already removed.`]);
  });

  it('a helper the company blocked is marked, and not offered for the day’s jobs (QA 2026-12-04)', async () => {
    await job(95_011, '08:00', '12:00', 2);
    const helper = members().find((e) => e.is_helper && e.user_id != null)!;
    expect(helper, 'a marketplace helper on the Austin team').toBeDefined();
    await rosterService.setRosterStatus(db, {
      companyId: austin().company_id,
      helperId: helper.user_id!,
      status: 'blocked',
      setById: null,
    });
    await openBoard();
    const name = `${helper.first_name} ${helper.last_name}`;
    const invite = await screen.findByRole('button', { name: `Invite to a job, ${name}` });
    expect(invite).toBeDisabled();
    const row = invite.closest('li')!;
    expect(within(row as HTMLElement).getByText('Blocked')).toBeInTheDocument();
    expect(row).toHaveAttribute('draggable', 'false');
  });

  it('a control clicked while the menu closes keeps the focus (Blueprint gave it back to the menu button 300 ms later)', async () => {
    await job(95_001, '08:00', '12:00', 2);
    const [, second] = members();
    const name = `${second!.first_name} ${second!.last_name}`;
    const app = await openBoard();

    await app.user.click(await screen.findByRole('button', { name: `Invite to a job, ${name}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: /#95001 Cust95001 Day/ }));
    const goTo = screen.getByLabelText('Go to day');
    await app.user.click(goTo);
    expect(goTo).toHaveFocus();
    await afterTheClosingTransition(() => screen.queryByRole('menu') !== null);
    expect(goTo).toHaveFocus();
    expect(await screen.findByText(`Invitation sent to ${name}`)).toBeInTheDocument();
  });

  /** Opens the board and a person's "Invite to…" menu with the keyboard. */
  async function inviteMenuByKeyboard(person: { first_name: string; last_name: string }) {
    const name = `${person.first_name} ${person.last_name}`;
    const app = await openBoard();
    const button = await screen.findByRole('button', { name: `Invite to a job, ${name}` });
    button.focus();
    await app.user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: `Invite ${name} to` });
    return { app, name, button, menu };
  }

  it('the “Invite to…” menu works from the keyboard: the first item takes the focus, the arrows move it (review 52 L5)', async () => {
    await job(95_001, '08:00', '12:00', 2);
    await job(95_002, '13:00', '15:00', 2);
    const [, second] = members();
    const { app, name, button, menu } = await inviteMenuByKeyboard(second!);
    const items = within(menu).getAllByRole('menuitem');
    // The times on a line of their own (review 52 L6), after the name.
    expect(items[0]!.textContent).toMatch(/^#95001 Cust95001 Day 8:00 am - 12:00 pm/);
    expect(items[1]!.textContent).toMatch(/^#95002 Cust95002 Day 1:00 pm - 3:00 pm/);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await app.user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await app.user.keyboard('{ArrowUp}');
    expect(items[1]).toHaveFocus();
    await app.user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await app.user.keyboard('{Enter}');
    const again = await screen.findByRole('menu', { name: `Invite ${name} to` });
    await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
    await app.user.keyboard('{End}{Enter}');
    expect(await screen.findByText(`Invitation sent to ${name}`)).toBeInTheDocument();
    const live = (orderNumber: number) =>
      db.orders.findFirst((q) => q.where({ number: orderNumber }))!.id;
    expect(
      orderService
        .orderInvitations(db, live(95_002))
        .filter((i) => i.status === 'pending')
        .map((i) => i.employee_id),
    ).toEqual([second!.id]);
  });

  it('with no job to invite to, the menu focuses its one disabled item, so its reason is read (review 54)', async () => {
    // The day's one open job already has her invitation (the board takes invitations).
    const open = await job(95_001, '08:00', '12:00', 2);
    const [, second] = members();
    await invitationService.inviteEmployees(db, open.id, [second!.id]);
    const { app, name, button, menu } = await inviteMenuByKeyboard(second!);
    const reason = within(menu).getByRole('menuitem', {
      name: 'No job of the day has an open spot for them',
    });
    expect(reason).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    await app.user.keyboard('{Enter}');
    expect(screen.queryByText(`Invitation sent to ${name}`)).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('with no job of the day taking invitations, “Invite to…” is off on every row and the board says why (QA helper-105)', async () => {
    // One job with its crew full: no open spot on the day.
    const full = await job(95_090, '08:00', '12:00', 1);
    const [first, second] = members();
    await invitationService.inviteEmployees(db, full.id, [first!.id]);
    await openBoard();
    const name = `${second!.first_name} ${second!.last_name}`;
    const invite = await screen.findByRole('button', { name: `Invite to a job, ${name}` });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription(
      'No job of the day has an open spot: nobody can be invited.',
    );
    const people = screen.getByRole('region', { name: /^People/ });
    expect(
      within(people).getByText('No job of the day has an open spot: nobody can be invited.'),
    ).toBeInTheDocument();
    for (const button of within(people).getAllByRole('button', { name: /^Invite to a job, / }))
      expect(button).toBeDisabled();
  });

  it('a day without jobs has “Invite to…” off, saying there is no job to invite anyone to (QA helper-105)', async () => {
    await openBoard();
    const [first] = members();
    const invite = await screen.findByRole('button', {
      name: `Invite to a job, ${first!.first_name} ${first!.last_name}`,
    });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription('No jobs this day to invite anyone to.');
  });

  it('the “Move to…” menu works from the keyboard as “Invite to…” does: titled, the first item focused (QA 56)', async () => {
    const { name, menu } = await moveMenuByKeyboard();
    expect(
      within(menu).getByRole('heading', { name: `Move ${name}'s invitation to` }),
    ).toBeVisible();
    const [item] = within(menu).getAllByRole('menuitem');
    expect(item!.textContent).toMatch(/^#95002 /);
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('says a job the person declined is one they declined, in the menu and in the toast of a new invitation (QA 56, review 56)', async () => {
    const a = await job(95_001, '08:00', '12:00', 2);
    const [first] = members();
    const name = `${first!.first_name} ${first!.last_name}`;
    const [invitation] = await invitationService.inviteEmployees(db, a.id, [first!.id]);
    await invitationService.rejectInvitation(db, invitation!.id, 'Busy');
    const app = await openBoard();
    await app.user.click(await screen.findByRole('button', { name: `Invite to a job, ${name}` }));
    const item = await screen.findByRole('menuitem', { name: /#95001 Cust95001 Day/ });
    expect(item).toHaveTextContent(/declined it$/);
    await app.user.click(item);
    expect(
      await screen.findByText(`Invitation sent to ${name} again: they had declined #95001`),
    ).toBeInTheDocument();
  });

  it('an invitation moved onto a job the person declined says so in its toast (review 56)', async () => {
    const a = await job(95_001, '08:00', '10:00', 1);
    const b = await job(95_002, '13:00', '15:00', 1);
    const [first] = members();
    const name = `${first!.first_name} ${first!.last_name}`;
    const [declined] = await invitationService.inviteEmployees(db, b.id, [first!.id]);
    await invitationService.rejectInvitation(db, declined!.id, 'Busy');
    await invitationService.inviteEmployees(db, a.id, [first!.id]);
    const app = await openBoard();

    await app.user.click(
      await screen.findByRole('button', { name: `Move ${name}'s invitation to another job` }),
    );
    const item = await screen.findByRole('menuitem', { name: /#95002/ });
    expect(item).toHaveTextContent(/declined it$/);
    await app.user.click(item);
    expect(
      await screen.findByText(`${name}'s invitation moved to #95002: they had declined it`),
    ).toBeInTheDocument();
  });

  it('moves a pending invitation to another job from its menu', async () => {
    const a = await job(95_001, '08:00', '10:00', 1);
    const b = await job(95_002, '13:00', '15:00', 1);
    const [first] = members();
    await invitationService.inviteEmployees(db, a.id, [first!.id]);
    const name = `${first!.first_name} ${first!.last_name}`;
    const app = await openBoard();

    await app.user.click(
      await screen.findByRole('button', { name: `Move ${name}'s invitation to another job` }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: /#95002/ }));
    expect(await screen.findByText(`${name}'s invitation moved to #95002`)).toBeInTheDocument();
    const pendingOf = (orderId: number) =>
      orderService
        .orderInvitations(db, orderId)
        .filter((i) => i.status === 'pending')
        .map((i) => i.employee_id);
    expect(pendingOf(a.id)).toEqual([]);
    expect(pendingOf(b.id)).toEqual([first!.id]);
    // The withdrawn one names the invitation made in its place: she is told where she went.
    const [withdrawn] = orderService.orderInvitations(db, a.id);
    const [there] = orderService.orderInvitations(db, b.id);
    expect(withdrawn).toMatchObject({ status: 'cancelled', moved_to_invitation_id: there!.id });
  });

  describe('the menus and the Cancel dialog from the keyboard keep the person’s place (QA helper-116)', () => {
    it('a job picked with Enter in “Invite to…” gives the focus back to its button once sent (it fell to the page’s body)', async () => {
      await job(95_001, '08:00', '12:00', 2);
      const [, second] = members();
      // The invitation is sent after the menu has closed, as over a network (the button, off
      // meanwhile, could not take the focus Blueprint gave back as the menu closed).
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post('*/orders/:id/invite-employee', async () => {
          await gate;
        }),
      );
      const { app, name, button, menu } = await inviteMenuByKeyboard(second!);
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await app.user.keyboard('{Enter}');
      await afterTheClosingTransition(() => screen.queryByRole('menu') !== null);
      expect(button).toBeDisabled();
      await act(async () => release());
      expect(await screen.findByText(`Invitation sent to ${name}`)).toBeInTheDocument();
      await waitFor(() => expect(button).toBeEnabled());
      await waitFor(() => expect(button).toHaveFocus());
    });

    it('the day’s last open spot picked, the button is off: the focus goes to the person’s name', async () => {
      await job(95_001, '08:00', '12:00', 1);
      const [, second] = members();
      const { app, name, button, menu } = await inviteMenuByKeyboard(second!);
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await app.user.keyboard('{Enter}');
      expect(await screen.findByText(`Invitation sent to ${name}`)).toBeInTheDocument();
      await afterTheClosingTransition(() => screen.queryByRole('menu') !== null);
      await waitFor(() => expect(button).toBeDisabled());
      const row = button.closest('li')!;
      await waitFor(() =>
        expect(within(row).getByText(name, { selector: '.dispatch-person__name' })).toHaveFocus(),
      );
    });

    it('a job picked with Enter in “Move to…” leaves the focus on the job the chip left, once it has gone', async () => {
      const { app, name, button, menu } = await moveMenuByKeyboard();
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await app.user.keyboard('{Enter}');
      expect(await screen.findByText(`${name}'s invitation moved to #95002`)).toBeInTheDocument();
      await waitFor(() => expect(button).not.toBeInTheDocument());
      await waitFor(() =>
        expect(screen.getByRole('link', { name: '#95001 Cust95001 Day' })).toHaveFocus(),
      );
      // Not opened again by the Enter's keyup on the button (Blueprint's buttons click on it).
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('Tab in an open “Invite to…” closes it and goes on to the next control after its button; Shift+Tab to the one before', async () => {
      await job(95_001, '08:00', '12:00', 2);
      const [, second] = members();
      const { app, name, button, menu } = await inviteMenuByKeyboard(second!);
      const people = screen.getByRole('region', { name: /^People/ });
      const buttons = within(people).getAllByRole('button', { name: /^Invite to a job, / });
      const at = buttons.indexOf(button as HTMLButtonElement);
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await app.user.tab();
      expect(buttons[at + 1]).toHaveFocus();
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await afterTheClosingTransition(() => screen.queryByRole('menu') !== null);
      expect(buttons[at + 1]).toHaveFocus();

      button.focus();
      await app.user.keyboard('{Enter}');
      const again = await screen.findByRole('menu', { name: `Invite ${name} to` });
      await waitFor(() => expect(within(again).getAllByRole('menuitem')[0]).toHaveFocus());
      await app.user.tab({ shift: true });
      expect(buttons[at - 1]).toHaveFocus();
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });

    it('Escape or “Keep invitation” in the board’s Cancel invitation gives the focus back to the × that opened it', async () => {
      const a = await job(95_001, '08:00', '12:00', 2);
      const [first] = members();
      await invitationService.inviteEmployees(db, a.id, [first!.id]);
      const name = `${first!.first_name} ${first!.last_name}`;
      const app = await openBoard();
      const cancel = await screen.findByRole('button', {
        name: `Cancel ${name}'s invitation to #95001`,
      });
      for (const close of ['{Escape}', 'keep']) {
        cancel.focus();
        await app.user.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
        const keep = within(dialog).getByRole('button', { name: 'Keep invitation' });
        await waitFor(() => expect(keep).toHaveFocus());
        await app.user.keyboard(close === 'keep' ? '{Enter}' : close);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await pauseInAct(400);
        expect(cancel).toHaveFocus();
      }
    });
  });

  it('an understaffed job’s “See best matches” opens its crew page at the ranked suggestions', async () => {
    const a = await job(95_001, '08:00', '12:00', 2);
    const app = await openBoard();
    const flags = (await screen.findByText('Needs attention')).closest(
      '.bp6-callout',
    ) as HTMLElement;
    await app.user.click(within(flags).getByRole('link', { name: /^See best matches for #/ }));
    const heading = await screen.findByRole('heading', { name: 'Best matches' });
    expect(window.location.pathname).toBe(`/company/job/team-add/${a.id}`);
    expect(window.location.hash).toBe('#best-matches');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(screen.getByRole('region', { name: 'Best matches' })).getByRole('button', {
        name: /^Invite the best/,
      }),
    ).toBeInTheDocument();
  });

  it('keeps the day in the address: Next and Today move it', async () => {
    const app = await openBoard();
    await screen.findByText('Wednesday, June 4, 2031');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Thursday, June 5, 2031')).toBeInTheDocument();
    expect(window.location.search).toBe('?date=2031-06-05&branch=1');
    await app.user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(window.location.search).toBe('?branch=1'));
  });

  it('goes to a typed day once its year is whole, keeping what is typed meanwhile (QA 2026-12-04)', async () => {
    await openBoard();
    await screen.findByText('Wednesday, June 4, 2031');
    const field = screen.getByLabelText<HTMLInputElement>('Go to day');
    // A date field's value as a person types the year 2027 into it, digit by digit.
    for (const year of ['0002', '0020', '0202']) {
      fireEvent.change(field, { target: { value: `${year}-01-15` } });
      expect(field.value).toBe(`${year}-01-15`);
      expect(window.location.search).toBe(`?date=${DAY}&branch=1`);
    }
    fireEvent.change(field, { target: { value: '2027-01-15' } });
    expect(await screen.findByText('Friday, January 15, 2027')).toBeInTheDocument();
    expect(window.location.search).toBe('?date=2027-01-15&branch=1');
    expect(field.value).toBe('2027-01-15');
  });

  /**
   * The days the board asks the server for, in order; `held` days are answered only once
   * `release()` is called (the request then goes on to the mock).
   */
  function dayRequests(held: string[] = []) {
    const asked: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/company-branches/:branchId/dispatch', async ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        asked.push(date);
        if (held.includes(date)) await gate;
      }),
    );
    return { asked, release: () => act(async () => release()) };
  }

  it('while the next day loads, the board on screen is the old day’s: dimmed, inert, its count gone, and said so (QA helper-98)', async () => {
    const a = await job(95_001, '08:00', '12:00', 2);
    const [first, second] = members();
    await invitationService.inviteEmployees(db, a.id, [first!.id]);
    const requests = dayRequests(['2031-06-05']);
    try {
      const app = await openBoard();
      await screen.findByText('1 understaffed job');
      const status = document.querySelector('.dispatch-page__status')!;
      expect(status).toHaveAttribute('role', 'status');
      expect(status).toHaveTextContent(/^$/);
      const board = document.querySelector('.dispatch-page__board')!;
      expect(board).not.toHaveAttribute('inert');
      const bar = () => document.querySelector('li.dispatch-job .dispatch-bar') as HTMLElement;
      // 8 am on an axis from 7 am to 7 pm.
      const left = bar().style.left;
      expect(parseFloat(left)).toBeCloseTo((60 / 720) * 100);

      await app.user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Thursday, June 5, 2031')).toBeInTheDocument();
      await waitFor(() =>
        expect(status).toHaveTextContent('Loading this day… (still showing Wed, Jun 4)'),
      );
      // Wednesday's board, shown as such: not counted under Thursday's heading, not to act on.
      expect(screen.queryByText('1 understaffed job')).toBeNull();
      expect(board).toHaveAttribute('inert');
      expect(board).toHaveAttribute('aria-busy', 'true');
      expect(board).toHaveClass('dispatch-page__board--stale');
      expect(screen.getByRole('heading', { name: 'Jobs (1)' })).toBeInTheDocument();
      // Its axis is still its own day's: the bar did not shrink to a dot at midnight.
      expect(bar().style.left).toBe(left);
      // What gets past `inert` (a browser without it) does nothing: a drop, a cancel.
      const data = JSON.stringify({ kind: 'person', employeeId: second!.id });
      const types = ['application/x-movers-dispatch'];
      fireEvent.drop(bar().closest('li.dispatch-job')!, {
        dataTransfer: { types, getData: () => data },
      });
      const name = `${first!.first_name} ${first!.last_name}`;
      fireEvent.click(
        screen.getByRole('button', { name: `Cancel ${name}'s invitation to #95001` }),
      );
      await pauseInAct(100);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(orderService.orderInvitations(db, a.id).map((i) => i.employee_id)).toEqual([
        first!.id,
      ]);

      await requests.release();
      expect(await screen.findByText('No jobs this day.')).toBeInTheDocument();
      expect(screen.getByText('No jobs to staff')).toBeInTheDocument();
      expect(status).toHaveTextContent(/^$/);
      expect(board).not.toHaveAttribute('inert');
      expect(board).toHaveAttribute('aria-busy', 'false');
      expect(board).not.toHaveClass('dispatch-page__board--stale');
    } finally {
      await requests.release();
    }
  });

  it('a day typed from the keyboard is gone to once it has stood a moment, not each whole date on the way; Enter and the calendar go at once (QA helper-98)', async () => {
    const requests = dayRequests();
    const app = await openBoard();
    await screen.findByText('Wednesday, June 4, 2031');
    const field = screen.getByLabelText<HTMLInputElement>('Go to day');
    /** A key typed into the field's segment, and the whole date the field then holds. */
    const type = (key: string, value: string) => {
      fireEvent.keyDown(field, { key });
      fireEvent.change(field, { target: { value } });
      fireEvent.keyUp(field, { key });
    };
    // 14 typed into the day of 06/04/2031: the field reads 06/01, then 06/14.
    type('1', '2031-06-01');
    type('4', '2031-06-14');
    expect(field.value).toBe('2031-06-14');
    expect(window.location.search).toBe(`?date=${DAY}&branch=1`);
    expect(await screen.findByText('Saturday, June 14, 2031')).toBeInTheDocument();
    expect(window.location.search).toBe('?date=2031-06-14&branch=1');
    expect(requests.asked).not.toContain('2031-06-01');

    // Enter goes at once.
    type('1', '2031-06-01');
    type('2', '2031-06-12');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(window.location.search).toBe('?date=2031-06-12&branch=1');
    expect(await screen.findByText('Thursday, June 12, 2031')).toBeInTheDocument();

    // Next, meanwhile, drops what was typed: the board stays where Next took it.
    type('2', '2031-06-02');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Friday, June 13, 2031')).toBeInTheDocument();
    await pauseInAct(TYPING_PAUSE_MS + 200);
    expect(window.location.search).toBe('?date=2031-06-13&branch=1');
    expect(field.value).toBe('2031-06-13');

    // A day picked from the field's calendar: no key down, gone to at once.
    fireEvent.change(field, { target: { value: '2031-07-01' } });
    expect(window.location.search).toBe('?date=2031-07-01&branch=1');
    expect(requests.asked).not.toContain('2031-06-02');
    expect(requests.asked).not.toContain('2031-06-01');
  });

  it('an address whose day is no day shows today, and says so in the address', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/dispatch?date=2026-02-31');
    await waitFor(() => expect(window.location.search).toBe('?branch=1'));
    expect(window.location.pathname).toBe('/company/dispatch');
    expect(await screen.findByRole('button', { name: 'Today' })).toBeDisabled();
  });
});

describe('/company/dispatch at 1:15 pm on the day (review 52)', () => {
  // The board's day, 1:15 pm on the branch's clocks (CDT). Only `Date` moves: the world was
  // seeded on today's date, far from DAY, as for the tests above.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: zonedInstant(DAY, '13:15', ZONE),
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => vi.useRealTimers());

  const flagsBox = async () =>
    (await screen.findByText('Needs attention')).closest('.bp6-callout') as HTMLElement;
  const rowOf = (number: number) =>
    screen
      .getByRole('list', { name: `Crew of #${number}` })
      .closest('li.dispatch-job') as HTMLElement;

  it('a job that has ended is neither flagged, counted, nor offered to invite (H1, M1)', async () => {
    await job(95_040, '08:00', '12:00', 3, 2);
    await job(95_041, '16:00', '19:00', 1);
    const [, second] = members();
    const name = `${second!.first_name} ${second!.last_name}`;
    const app = await openBoard();

    expect(await screen.findByText('1 understaffed job')).toBeInTheDocument();
    const flags = await flagsBox();
    expect(within(flags).getByText(/^#95041 needs 1 more person/)).toBeInTheDocument();
    expect(within(flags).queryByText(/#95040/)).toBeNull();
    expect(within(rowOf(95_040)).getByText(/· ended$/)).toBeInTheDocument();
    expect(within(rowOf(95_040)).queryByText('Open spot')).toBeNull();

    await app.user.click(await screen.findByRole('button', { name: `Invite to a job, ${name}` }));
    const menu = await screen.findByRole('menu', { name: `Invite ${name} to` });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^#95041 /)]);
  });

  it('an invitation unanswered when its job ended reads “(no answer)” as on the crew page: no Cancel, no Move, pending nowhere, its clash no flag', async () => {
    const ended = await job(95_060, '08:00', '12:00', 1);
    const running = await job(95_061, '11:00', '15:00', 1);
    await job(95_062, '16:00', '19:00', 1);
    const [first] = members();
    await invitationService.inviteEmployees(db, ended.id, [first!.id]);
    await invitationService.inviteEmployees(db, running.id, [first!.id]);
    const name = `${first!.first_name} ${first!.last_name}`;
    await openBoard();

    const flags = await flagsBox();
    expect(within(flags).queryByText(/overlapping jobs/)).toBeNull();
    expect(screen.queryByText('Overlapping invitations')).toBeNull();
    // The crew page's words (NO_ANSWER), and nothing to cancel, move or drag: nobody can
    // accept it now (QA 2026-12-07; the board read "(invited)" and offered Cancel).
    const endedRow = rowOf(95_060);
    const chip = within(endedRow).getByText(`${name} (no answer)`).closest('li')!;
    expect(within(endedRow).queryByText(/\(invited\)/)).toBeNull();
    expect(chip).not.toHaveAttribute('draggable', 'true');
    expect(within(endedRow).queryByRole('button')).toBeNull();
    // Pending nowhere: the job card no longer counts it "N pending", nor does her row.
    const people = screen.getByRole('heading', { name: /^People \(\d+\)$/ }).parentElement!;
    expect(within(people).queryByText('Not answered: #95060')).toBeNull();
    expect(within(people).getByText('Not answered: #95061')).toBeInTheDocument();
    // The job under way keeps its Move and Cancel.
    expect(
      within(rowOf(95_061)).getByRole('button', {
        name: `Move ${name}'s invitation to another job`,
      }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(95_061)).getByRole('button', {
        name: `Cancel ${name}'s invitation to #95061`,
      }),
    ).toBeInTheDocument();
    expect(within(rowOf(95_061)).getByText(`${name} (invited)`)).toBeInTheDocument();
  });

  it('a crew member of a job under way who never confirmed and has not clocked in reads “not arrived”, and is flagged (M2)', async () => {
    const a = await job(95_050, '12:00', '15:00', 3);
    const [first, second, third] = members();
    await invitationService.inviteEmployees(db, a.id, [first!.id, second!.id, third!.id]);
    for (const invitation of orderService.orderInvitations(db, a.id))
      await invitationService.acceptInvitation(db, invitation.id);
    const [, confirmed, atWork] = orderService.orderInvitations(db, a.id);
    await db.patch('order_invitations', confirmed!.id, {
      confirmed_at: zonedInstant(DAY, '09:00', ZONE).toISOString(),
    });
    await db.patch('order_invitations', atWork!.id, {
      clocked_in_at: zonedInstant(DAY, '12:05', ZONE).toISOString(),
    });
    const name = `${first!.first_name} ${first!.last_name}`;
    await openBoard();

    const crew = await screen.findByRole('list', { name: 'Crew of #95050' });
    const chip = within(crew).getByText(name).closest('li')!;
    expect(chip).toHaveTextContent(`${name} · not arrived`);
    expect(chip).toHaveClass('dispatch-slot--overdue');
    expect(within(crew).getAllByText(/· not arrived/)).toHaveLength(1);
    const flags = await flagsBox();
    expect(
      within(flags).getByText(
        new RegExp(`^${name} has not arrived at #95050 \\(never confirmed\\)`),
      ),
    ).toBeInTheDocument();
    expect(
      within(flags).getByRole('link', { name: `Open the crew of #95050 (${name}, not arrived)` }),
    ).toHaveAttribute('href', `/company/job/team-edit/${a.id}`);
  });

  it('a full crew with someone on time off then counts as understaffed; a full crew with other flags is not green (M3)', async () => {
    const a = await job(95_060, '16:00', '19:00', 2);
    const maria = members().find((m) => m.email === 'helper@demo.test')!;
    const other = members().find((m) => m.id !== maria.id)!;
    await invitationService.inviteEmployees(db, a.id, [maria.id, other.id]);
    for (const invitation of orderService.orderInvitations(db, a.id))
      await invitationService.acceptInvitation(db, invitation.id);
    await dayOffOnTheBoard(maria.user_id!);
    await openBoard();

    const badge = await screen.findByText('1 understaffed job');
    expect(badge.closest('.bp6-tag')).toHaveClass('bp6-intent-warning');
    expect(screen.queryByText('Every spot filled')).toBeNull();
    expect(
      within(await flagsBox()).getByText(/^Maria Lopez has time off but is on #95060/),
    ).toBeInTheDocument();
  });

  it('“Every spot filled” is green only when nothing needs attention (M3)', async () => {
    const a = await job(95_070, '16:00', '19:00', 2);
    const plain = members().filter((m) => !m.positions.some((p) => p === 2 || p === 4));
    await invitationService.inviteEmployees(db, a.id, [plain[0]!.id, plain[1]!.id]);
    for (const invitation of orderService.orderInvitations(db, a.id))
      await invitationService.acceptInvitation(db, invitation.id);
    await openBoard();

    const badge = (await screen.findByText('Every spot filled')).closest('.bp6-tag');
    expect(within(await flagsBox()).getByText(/^#95070 has no foreman/)).toBeInTheDocument();
    expect(badge).not.toHaveClass('bp6-intent-success');
  });
});

describe('/company/dispatch on a day that is over', () => {
  // The board's day at 8:00 pm, after its jobs.
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: zonedInstant(DAY, '20:00', ZONE).getTime(),
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('says every job has ended, not that every job is staffed (QA 2026-12-05)', async () => {
    await job(95_080, '08:00', '12:00', 3);
    await job(95_081, '13:00', '16:00', 2);
    await openBoard();

    const tag = (await screen.findByText('Every job has ended')).closest('.bp6-tag');
    expect(tag).not.toHaveClass('bp6-intent-success');
    expect(tag).not.toHaveClass('bp6-intent-warning');
    expect(screen.queryByText('Every spot filled')).toBeNull();
    expect(screen.queryByText(/understaffed job/)).toBeNull();
  });
});

describe('/company/dispatch while it stays open', () => {
  // Six seconds before noon on the board's day. The clock and timeouts are the test's (at the
  // real pace, so the app's own timers run as they would); the six seconds are then passed at
  // once, where the test used to sit them out.
  const NOON = zonedInstant(DAY, '12:00', ZONE).getTime();
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: NOON - 6_000,
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('a job reads ended at its end, without a reload (the board read the clock once)', async () => {
    await job(95_070, '08:00', '12:00', 3);
    await openBoard();
    const row = () =>
      screen
        .getByRole('list', { name: 'Crew of #95070' })
        .closest('li.dispatch-job') as HTMLElement;
    await screen.findByRole('list', { name: 'Crew of #95070' });
    expect(Date.now()).toBeLessThan(NOON);
    expect(within(row()).queryByText(/· ended$/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(NOON - Date.now()));
    await waitFor(() => expect(within(row()).getByText(/· ended$/)).toBeInTheDocument());
  });
});
