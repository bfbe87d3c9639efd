import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { USER_TYPE, type EmployeeRecord } from '@mocks/db';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatDayRange, fullName } from '@/platform/format';
import { branchSwitchRequested } from '@/platform/session';

setupMockServer();

const OWNER = 'owner@demo.test';

const byName = (a: EmployeeRecord, b: EmployeeRecord) =>
  a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id;

/** The seeded team of a branch, as each tab should list it (contract: by last name). */
function teamFacts(city = 'Austin') {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no ${city} branch in the seed`);
  const members = db.employees
    .findMany((q) => q.where((e) => e.branch_id === branch.id && e.deleted_at == null))
    .sort(byName);
  const holding = (code: 1 | 2 | 3) => members.filter((m) => m.positions.includes(code));
  const invitations = db.branch_invitations.findMany((q) => q.where({ branch_id: branch.id }));
  const managers = db.users
    .findMany((q) => q.where({ type: USER_TYPE.manager }))
    .filter((u) => u.branch_ids.includes(branch.id));
  return {
    branch,
    employees: members,
    helpers: holding(3),
    drivers: holding(1),
    foreman: holding(2),
    invitations,
    managers,
  };
}

async function ownerAt(path: string) {
  localStorage.setItem('token', await loginAs(OWNER));
  return renderApp(path);
}

const tab = (label: string) =>
  within(screen.getByRole('navigation', { name: 'Team lists' })).getByRole('link', {
    name: new RegExp(`^${label}`),
  });
const card = (m: EmployeeRecord) => screen.getByRole('article', { name: fullName(m) });
const listed = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
const showing = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;
const memberNow = (id: number) => db.findById('employees', id)!;

async function countsAre(counts: Record<string, number>) {
  await waitFor(() => {
    for (const [label, count] of Object.entries(counts))
      expect(tab(label)).toHaveTextContent(`${label}${count}`);
  });
}

describe('team tabs', () => {
  it('/company/team opens All members: every member by last name, 5 a page, each tab with its count, the managers beside', async () => {
    const facts = teamFacts();
    await ownerAt('/company/team');
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/employees'));
    await screen.findByText(showing(1, 5, facts.employees.length));
    expect(listed('All members')).toEqual(facts.employees.slice(0, 5).map((m) => fullName(m)));
    expect(tab('All members')).toHaveAttribute('aria-current', 'page');
    await countsAre({
      'All members': facts.employees.length,
      Helpers: facts.helpers.length,
      Drivers: facts.drivers.length,
      Foreman: facts.foreman.length,
      Requested: facts.invitations.length,
    });

    const managers = screen.getByRole('region', { name: /^Managers/ });
    expect(facts.managers.length).toBeGreaterThan(0);
    for (const manager of facts.managers) {
      expect(await within(managers).findByText(fullName(manager))).toBeInTheDocument();
      expect(within(managers).getByText(manager.email)).toBeInTheDocument();
    }
  });

  it.each([
    ['Helpers', '/company/team/helpers', 'helpers'],
    ['Drivers', '/company/team/drivers', 'drivers'],
    ['Foreman', '/company/team/foreman', 'foreman'],
  ] as const)(
    '%s lists only the members holding that position, on every page',
    async (label, path, key) => {
      const facts = teamFacts();
      const expected = facts[key];
      // The seed gives each position to some but not all members, so the filter shows.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(facts.employees.length);
      const { user } = await ownerAt(path);
      await screen.findByText(showing(1, Math.min(5, expected.length), expected.length));
      expect(tab(label)).toHaveAttribute('aria-current', 'page');
      const seen = [...listed(label)];
      for (let page = 2; (page - 1) * 5 < expected.length; page++) {
        await user.click(screen.getByRole('button', { name: `Page ${page}` }));
        const last = Math.min(page * 5, expected.length);
        await screen.findByText(showing((page - 1) * 5 + 1, last, expected.length));
        seen.push(...listed(label));
      }
      expect(seen).toEqual(expected.map((m) => fullName(m)));
    },
  );

  it('a card shows avatar, name, position icon and labels, hourly price, rating, contact and the status switch', async () => {
    const facts = teamFacts();
    const maria = facts.employees.find((m) => m.is_helper && m.email === 'helper@demo.test')!;
    // Maria may be on a later page: open the page that holds her.
    const page = Math.floor(facts.helpers.findIndex((m) => m.id === maria.id) / 5) + 1;
    await ownerAt(`/company/team/helpers?page=${page}`);
    const article = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(within(article).getByRole('heading', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(within(article).getByText('Marketplace helper')).toBeInTheDocument();
    expect(article).toHaveTextContent('Helper, Driver');
    expect(article.querySelector('svg[data-position="3"]')).not.toBeNull();
    // Her own rate, what she asks, as Find helpers and the crew picker say it: not a price the
    // branch sets (QA-215: the card said $32.00/h of her $32.50/h).
    expect(within(article).getByText('Asks $32.50/h')).toHaveAttribute(
      'title',
      'Her own rate: she changes it in her helper profile',
    );
    expect(within(article).queryByRole('button', { name: /change the hourly price/ })).toBeNull();
    // Her own rating, from every review of her work: the one she and Find helpers see (it
    // was a separate 4.8 from 12 on the team, 2026-11-30).
    const reviews = db.helper_reviews.findMany((q) => q.where({ helper_user_id: maria.user_id! }));
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(reviews.length).toBeGreaterThan(0);
    // A button that opens her reviews (QA-171: helper-reviews.test.tsx).
    expect(
      within(article).getByRole('button', {
        name: `${(Math.round(average * 10) / 10).toFixed(1)} (${reviews.length}): rated ${(Math.round(average * 10) / 10).toFixed(1)} out of 5 from ${reviews.length} reviews; read Maria Lopez's reviews`,
      }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('helper@demo.test');
    expect(within(article).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(article).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/company/team/edit/${maria.id}?from=helpers`,
    );
  });

  it('switching branch shows that branch’s team and counts from page 1', async () => {
    const austin = teamFacts('Austin');
    const dallas = teamFacts('Dallas');
    const { store } = await ownerAt('/company/team/employees?page=2');
    await screen.findByText(showing(6, 10, austin.employees.length));
    store.dispatch(branchSwitchRequested(dallas.branch.id));
    await screen.findByText(showing(1, 5, dallas.employees.length));
    expect(window.location.search).toBe('');
    expect(listed('All members')).toEqual(dallas.employees.slice(0, 5).map((m) => fullName(m)));
    await countsAre({
      'All members': dallas.employees.length,
      Drivers: dallas.drivers.length,
      Requested: dallas.invitations.length,
    });
  });
});

describe('status switch', () => {
  it('saves the new status at once and shows what the server stored', async () => {
    const target = teamFacts().employees.find((m) => m.status === 1)!;
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/employees/:id/update', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = await ownerAt('/company/team/employees');
    await screen.findByText(/^Showing 1–5/);
    const toggle = within(card(target)).getByRole('switch', { name: 'Active' });
    await user.click(toggle);
    expect(await screen.findByText(`${fullName(target)} is now inactive`)).toBeInTheDocument();
    expect(within(card(target)).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(bodies).toEqual([{ status: 0 }]);
    expect(memberNow(target.id).status).toBe(0);

    await user.click(within(card(target)).getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText(`${fullName(target)} is now active`)).toBeInTheDocument();
    expect(within(card(target)).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(memberNow(target.id).status).toBe(1);
  });

  it('goes back when the server refuses, with the server’s message', async () => {
    const target = teamFacts().employees.find((m) => m.status === 1)!;
    server.use(
      http.put('*/api/employees/:id/update', () =>
        HttpResponse.json(
          { data: null, message: 'The member is locked.', errors: {}, success: false },
          { status: 403 },
        ),
      ),
    );
    const { user } = await ownerAt('/company/team/employees');
    await screen.findByText(/^Showing 1–5/);
    await user.click(within(card(target)).getByRole('switch', { name: 'Active' }));
    expect(await screen.findByText('The member is locked.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card(target)).getByRole('switch', { name: 'Active' })).toBeChecked(),
    );
    expect(memberNow(target.id).status).toBe(1);
  });
});

describe('quick price edit', () => {
  it('saves a new hourly price in cents from the card', async () => {
    const target = teamFacts().employees[0]!;
    const { user } = await ownerAt('/company/team/employees');
    await screen.findByText(/^Showing 1–5/);
    await user.click(
      within(card(target)).getByRole('button', { name: /, change the hourly price of / }),
    );
    const form = await screen.findByRole('form', { name: `Hourly price of ${fullName(target)}` });
    const input = within(form).getByRole('textbox', { name: 'Hourly price' });
    await user.clear(input);
    await user.type(input, '1000.5');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(within(form).getByText('The maximum value allowed is 1000')).toBeInTheDocument();
    // Back on the field to mend, as on every form.
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, '41.25');
    await user.click(within(form).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText(`${fullName(target)} now costs $41.25/h`)).toBeInTheDocument();
    expect(memberNow(target.id).price).toBe(4125);
    expect(
      within(card(target)).getByRole('button', {
        name: `$41.25/h, change the hourly price of ${fullName(target)}`,
      }),
    ).toBeInTheDocument();
  });

  it('a member with no price (a helper who joined before setting her rate): "No rate set", an empty field (QA helper-132 LOW 4)', async () => {
    const target = teamFacts().employees[0]!;
    await db.patch('employees', target.id, { price: 0 });
    const { user } = await ownerAt('/company/team/employees');
    await screen.findByText(/^Showing 1–5/);
    await user.click(
      within(card(target)).getByRole('button', {
        name: `No rate set, change the hourly price of ${fullName(target)}`,
      }),
    );
    const form = await screen.findByRole('form', { name: `Hourly price of ${fullName(target)}` });
    expect(within(form).getByRole('textbox', { name: 'Hourly price' })).toHaveValue('');
  });
});

describe('remove a member', () => {
  it('asks in a dialog naming the person; Cancel keeps them, Remove member removes them and refreshes list and counts', async () => {
    const facts = teamFacts();
    const target = facts.employees[0]!;
    const { user } = await ownerAt('/company/team/employees');
    await screen.findByText(showing(1, 5, facts.employees.length));

    // The card's controls are a group named by the member (QA helper-93: "Remove" alone).
    expect(
      within(card(target))
        .getByRole('group', { name: fullName(target) })
        .contains(within(card(target)).getByRole('button', { name: 'Remove' })),
    ).toBe(true);
    await user.click(within(card(target)).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent(`Remove member: ${fullName(target)}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memberNow(target.id).deleted_at).toBeNull();

    await user.click(within(card(target)).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(
      await screen.findByText(`${fullName(target)} was removed from the team`),
    ).toBeInTheDocument();
    await screen.findByText(showing(1, 5, facts.employees.length - 1));
    expect(screen.queryByRole('article', { name: fullName(target) })).not.toBeInTheDocument();
    await countsAre({ 'All members': facts.employees.length - 1 });
    expect(memberNow(target.id).deleted_at).not.toBeNull();
  });
});

describe('someone else changes the team (QA M2)', () => {
  it('a member removed or added by another manager leaves or joins the list and the counts, live', async () => {
    const facts = teamFacts();
    const target = facts.employees[0]!;
    const { realtime } = await ownerAt('/company/team/employees');
    await screen.findByText(showing(1, 5, facts.employees.length));
    await waitFor(() => expect(realtime.joined).toContain(`branch.${facts.branch.id}`));
    const push = (id: number) =>
      realtime.emit(`branch.${facts.branch.id}`, 'employee-changed', {
        id,
        branch_id: facts.branch.id,
      });

    await db.patch('employees', target.id, { deleted_at: new Date().toISOString() });
    push(target.id);
    await screen.findByText(showing(1, 5, facts.employees.length - 1));
    expect(screen.queryByRole('article', { name: fullName(target) })).not.toBeInTheDocument();
    await countsAre({ 'All members': facts.employees.length - 1 });

    await db.patch('employees', target.id, { deleted_at: null });
    push(target.id);
    await screen.findByText(showing(1, 5, facts.employees.length));
    expect(await screen.findByRole('article', { name: fullName(target) })).toBeInTheDocument();
  });

  it('removing a member someone else removed first is a removal done: said as news, not an error; the dialog closes and the list refreshes', async () => {
    const facts = teamFacts();
    // Not one this test file's session removed itself (its 404 would be its own answer, untold).
    const target = facts.employees[1]!;
    const { user } = await ownerAt('/company/team/employees');
    await screen.findByText(showing(1, 5, facts.employees.length));
    // Removed by the other manager, with no push reaching this page.
    await db.patch('employees', target.id, { deleted_at: new Date().toISOString() });

    await user.click(within(card(target)).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    const told = await screen.findByText(`${fullName(target)} was already removed from the team.`);
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    expect(screen.queryByText('Employee not found.')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByText(showing(1, 5, facts.employees.length - 1));
    expect(screen.queryByRole('article', { name: fullName(target) })).not.toBeInTheDocument();
    await countsAre({ 'All members': facts.employees.length - 1 });
  });
});

describe('time off on the cards (7/8)', () => {
  // 7:30 am in Austin on a Wednesday: the seed's dispatch day, on which Gabriela Reyes (a
  // marketplace helper of the branch) is off; Maria Lopez's next day off is days ahead.
  fixedClock(new Date('2031-06-04T12:30:00Z'));

  const pageOf = (member: EmployeeRecord) =>
    Math.floor(teamFacts().employees.findIndex((m) => m.id === member.id) / 5) + 1;
  const named = (first: string, last: string) =>
    teamFacts().employees.find((m) => m.first_name === first && m.last_name === last)!;

  it('shows a member’s time off under way or next, dates only, and none for a member without an account', async () => {
    const gabriela = named('Gabriela', 'Reyes');
    const app = await ownerAt(`/company/team?page=${pageOf(gabriela)}`);
    const hers = await screen.findByRole('article', { name: 'Gabriela Reyes' });
    const tag = within(hers).getByText('Time off today').closest('.bp6-tag');
    expect(tag).toHaveAttribute('title', 'Time off 06/04/2031: they cannot accept a job then');
    expect(hers).not.toHaveTextContent('Dentist');
    for (const other of within(screen.getByRole('list', { name: 'All members' })).getAllByRole(
      'article',
    ))
      if (other !== hers && !/Maria Lopez/.test(other.getAttribute('aria-label')!))
        expect(other).not.toHaveTextContent('Time off');
    app.unmount();

    const maria = teamFacts().employees.find((m) => m.email === 'helper@demo.test')!;
    const next = db.time_off
      .findMany((q) => q.where({ user_id: maria.user_id! }))
      .filter((e) => e.end_date >= '2031-06-04')
      .sort((a, b) => a.start_date.localeCompare(b.start_date))[0]!;
    expect(next.start_date > '2031-06-04').toBe(true);
    await ownerAt(`/company/team?page=${pageOf(maria)}`);
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(card).toHaveTextContent(`Time off ${formatDayRange(next.start_date, next.end_date)}`);
  });
});
