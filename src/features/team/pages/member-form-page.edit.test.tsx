import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import {
  OWNER,
  austin,
  captureWrites,
  enter,
  openForm,
  textbox,
} from './member-form-page.test-helpers';

setupMockServer();

describe('Edit member', () => {
  function target() {
    return db.employees
      .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
      .find((e) => e.avatar_url !== null && e.positions.length === 1 && e.status === 1)!;
  }

  it('loads the member, saves the whole form (a full replace) and goes back to the list', async () => {
    const member = target();
    const bodies = captureWrites();
    const { user } = await openForm(`/company/team/edit/${member.id}?from=foreman`);
    expect(textbox('First name')).toHaveValue(member.first_name);
    expect(textbox('Email')).toHaveValue(member.email);
    expect(textbox('Phone')).toHaveValue(
      `+1(${member.phone!.slice(0, 3)})-${member.phone!.slice(3, 6)}-${member.phone!.slice(6)}`,
    );
    expect(textbox('Hourly price')).toHaveValue((member.price / 100).toFixed(2));
    expect(screen.getByRole('switch', { name: 'Status Active' })).toBeChecked();

    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '48');
    await user.click(screen.getByRole('switch', { name: 'Status Active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`${fullName(member)} was saved`)).toBeInTheDocument();
    // The photo was left alone, so it is not sent (absent keeps it).
    expect(bodies).toEqual([
      {
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        phone: member.phone,
        positions: member.positions,
        price: 4800,
        status: 0,
        is_manager: false,
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/foreman'));
    // The list it goes back to, drawn (its chunk lands inside the test's act).
    await screen.findByRole('navigation', { name: 'Team lists' });
    expect(db.findById('employees', member.id)).toMatchObject({ price: 4800, status: 0 });
  });

  it('removes the photo when asked (sent as null)', async () => {
    const member = target();
    const bodies = captureWrites();
    const { user } = await openForm(`/company/team/edit/${member.id}`);
    expect(await screen.findByRole('img', { name: 'Current photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Current photo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(`${fullName(member)} was saved`);
    expect(bodies[0]).toMatchObject({ avatar: null });
    expect(db.findById('employees', member.id)!.avatar_url).toBeNull();
  });

  it('removes the member after a dialog naming them, then shows the list without them', async () => {
    const member = target();
    const { user, realtime } = await openForm(`/company/team/edit/${member.id}`);
    // The removal's own push reaches this page as it lands (a provider may tell every socket,
    // its maker's too, as the mock does), and nothing reads the removed member again.
    const reads: string[] = [];
    const noteCall = ({ request, response }: { request: Request; response: Response }) => {
      const { pathname } = new URL(request.url);
      if (pathname !== `/api/employees/${member.id}`) return;
      if (request.method === 'GET') reads.push(`${pathname} ${response.status}`);
      if (request.method === 'DELETE')
        realtime.emit(`branch.${member.branch_id}`, 'employee-changed', {
          id: member.id,
          branch_id: member.branch_id,
        });
    };
    server.events.on('response:mocked', noteCall);
    onTestFinished(() => server.events.removeListener('response:mocked', noteCall));
    await user.click(screen.getByRole('button', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent(`Remove member: ${fullName(member)}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(
      await screen.findByText(`${fullName(member)} was removed from the team`),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/employees'));
    // The list it goes back to, drawn (its chunk lands inside the test's act).
    await screen.findByRole('navigation', { name: 'Team lists' });
    await screen.findByText(/^Showing 1–5 of/);
    expect(screen.queryByRole('article', { name: fullName(member) })).not.toBeInTheDocument();
    expect(db.findById('employees', member.id)!.deleted_at).not.toBeNull();
    // Nothing asks for the removed member again (QA helper-89: a GET of them answered 404).
    expect(reads).toEqual([]);
    // Back to their page: read anew, they are not found (not a form of what was kept).
    act(() => window.history.back());
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Member' })).not.toBeInTheDocument();
    expect(reads).toEqual([`/api/employees/${member.id} 404`]);
  });

  it('a removal that finds them removed already (by someone else, no push) is done: said as news, and on to the list', async () => {
    const member = target();
    const { user } = await openForm(`/company/team/edit/${member.id}`);
    await db.patch('employees', member.id, { deleted_at: new Date().toISOString() });
    await user.click(screen.getByRole('button', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    const told = await screen.findByText(`${fullName(member)} was already removed from the team.`);
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    expect(screen.queryByText('Employee not found.')).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/employees'));
    await screen.findByText(/^Showing 1–5 of/);
    expect(screen.queryByRole('article', { name: fullName(member) })).not.toBeInTheDocument();
  });

  it('a removal that fails leaves their page as it was, still following their changes', async () => {
    const member = target();
    server.use(
      http.delete(`*/api/employees/${member.id}`, () =>
        HttpResponse.json(
          { data: null, message: 'Removal failed', errors: {}, success: false },
          { status: 500 },
        ),
      ),
    );
    const { user, realtime } = await openForm(`/company/team/edit/${member.id}`);
    await user.click(screen.getByRole('button', { name: 'Remove member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    // The failure is toasted and the dialog stays; the page reads them again as before.
    expect(await screen.findByText(/Removal failed/)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await db.patch('employees', member.id, { first_name: 'Renamed' });
    realtime.emit(`branch.${member.branch_id}`, 'employee-changed', {
      id: member.id,
      branch_id: member.branch_id,
    });
    await waitFor(() => expect(textbox('First name')).toHaveValue('Renamed'));
  });

  it("lists positions in the member's own order (Helper, Driver), as everywhere else, and keeps it on save", async () => {
    const maria = db.employees.findFirst((q) =>
      q.where((e) => e.first_name === 'Maria' && e.last_name === 'Lopez' && e.deleted_at == null),
    )!;
    expect(maria.positions).toEqual([3, 1]);
    const bodies = captureWrites();
    const { user } = await openForm(`/company/team/edit/${maria.id}`);
    const positions = screen.getByRole('button', { name: /Positions/ });
    expect(positions).toHaveTextContent('Helper +1 other');
    expect(positions).toHaveAttribute('title', 'Helper, Driver');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Maria Lopez was saved');
    expect(bodies[0]).toMatchObject({ positions: [3, 1] });
  });

  it("a marketplace helper's name, email, phone, photo and rate are hers: shown, not editable; the rest saves (QA-215)", async () => {
    const maria = db.employees.findFirst((q) =>
      q.where((e) => e.first_name === 'Maria' && e.last_name === 'Lopez' && e.deleted_at == null),
    )!;
    expect(maria.is_helper && maria.user_id !== null).toBe(true);
    const { user } = await openForm(`/company/team/edit/${maria.id}`);
    expect(
      screen.getByText(
        'Maria Lopez is a marketplace helper: her name, email, phone, photo and hourly rate are her own, changed in her helper profile.',
      ),
    ).toBeVisible();
    for (const name of ['First name', 'Last name', 'Email', 'Phone', 'Hourly price'])
      expect(textbox(name)).toBeDisabled();
    expect(textbox('Hourly price')).toHaveValue('32.50');
    expect(screen.queryByRole('button', { name: /Choose photo|Change photo/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Status Active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Maria Lopez was saved');
    expect(db.findById('employees', maria.id)).toMatchObject({
      price: 3250,
      status: 0,
      email: maria.email,
    });
  });

  it('says so when the member does not exist', async () => {
    localStorage.setItem('token', await loginAs(OWNER));
    renderApp('/company/team/edit/999999');
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
  });
});

describe('Edit member: time off (7/8)', () => {
  it("lists a helper member's upcoming time off, dates only (not the reason)", async () => {
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const member = db.employees.findFirst((q) =>
      q.where({ user_id: maria.id, branch_id: austin().id }),
    )!;
    const entries = db.time_off
      .findMany((q) => q.where({ user_id: maria.id }))
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(entries.length).toBeGreaterThan(0);
    await openForm(`/company/team/edit/${member.id}`);
    const list = await screen.findByRole('list', { name: 'Upcoming time off' });
    const shown = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      entries.map((e) =>
        e.start_date === e.end_date
          ? shown(e.start_date)
          : `${shown(e.start_date)} – ${shown(e.end_date)}`,
      ),
    );
    // The helper's reason is hers.
    for (const entry of entries.filter((e) => e.reason))
      expect(screen.queryByText(new RegExp(entry.reason!))).not.toBeInTheDocument();
  });

  it('shows none for a member without an account', async () => {
    const member = db.employees
      .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
      .find((e) => e.user_id == null)!;
    await openForm(`/company/team/edit/${member.id}`);
    await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.queryByRole('heading', { name: 'Time off' })).not.toBeInTheDocument();
  });
});
