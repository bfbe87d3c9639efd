import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { invitationService } from '@mocks/db';
import { zonedInstant } from '@/platform/format';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { TIME_OFF_EMPTY_TEXT } from './time-off-card';
import { dayOfMonth } from '@/platform/testing/day-cell.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

const HELPER = 'helper@demo.test';
/** The app's clock (Date only): noon in Austin on 2027-03-10, so the calendar opens in March. */
const NOW = new Date('2027-03-10T18:00:00Z');

afterEach(() => vi.useRealTimers());

async function openCard(before?: () => Promise<void>) {
  // Maria's seeded entries (around the real today) are not what this test looks at.
  const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
  db.time_off.deleteMany((q) => q.where({ user_id: maria.id }));
  await before?.();
  localStorage.setItem('token', await loginAs(HELPER));
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  const app = renderApp('/helper/settings/work-settings');
  const card = await screen.findByRole('region', { name: 'Time off' });
  return { ...app, card, form: within(card).getByRole('form', { name: 'Add time off' }) };
}

/**
 * The list's entries, not the items inside one: an entry lists the jobs she accepted during it
 * (the seed's, around the real today: on a real 2027-03-14 one was on 03/15, and
 * getByRole('listitem') found two).
 */
const entries = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>(':scope > li')];

/** Opens a date field's calendar (March 2027) and picks a day of the month. */
async function pick(user: UserEvent, input: HTMLElement, day: number) {
  await user.click(input);
  const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
  await within(dialog).findAllByRole('gridcell');
  const cell = within(dialog)
    .getAllByRole('gridcell', { name: dayOfMonth(day) })
    .find((c) => !c.className.includes('outside'))!;
  await user.click(cell);
  // Closed, and focus back where the popup gives it, before anything else is typed.
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose date' })).not.toBeInTheDocument(),
  );
}

describe('work settings: time off (7/8)', () => {
  it('adds a day, lists it with the reason, refuses an overlap on its field, deletes after confirming', async () => {
    const { user, card, form } = await openCard();
    expect(within(card).getByText(TIME_OFF_EMPTY_TEXT)).toBeInTheDocument();
    const start = within(form).getByRole('textbox', { name: /First day off/ });
    const end = within(form).getByRole('textbox', { name: /Last day off/ });
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    const add = within(form).getByRole('button', { name: 'Add time off' });

    // Nothing chosen: the start is required, nothing is sent.
    await user.click(add);
    expect(await within(form).findByText('Value is required')).toBeInTheDocument();

    await pick(user, start, 15);
    expect(start).toHaveValue('03/15/2027');
    await user.type(reason, 'Dentist');
    await user.click(add);
    expect(await screen.findByText('Time off added')).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'Your time off' });
    const [row, ...others] = entries(list);
    expect(others).toEqual([]);
    expect(row).toHaveTextContent('03/15/2027');
    expect(row).toHaveTextContent('Dentist');
    // The form starts again empty.
    expect(start).toHaveValue('');

    // A range over that day: the server's 422 goes on the first day, what was chosen stays.
    await pick(user, start, 14);
    await pick(user, end, 16);
    await user.click(add);
    expect(
      await within(form).findByText('You already have time off on 03/15/2027.'),
    ).toBeInTheDocument();
    expect(start).toHaveValue('03/14/2027');
    expect(end).toHaveValue('03/16/2027');
    expect(entries(list)).toHaveLength(1);
    // Other days chosen: the server's word on the old ones goes (QA 56: it stayed until the
    // next submit).
    await pick(user, start, 20);
    await pick(user, end, 22);
    expect(within(form).queryByText('You already have time off on 03/15/2027.')).toBeNull();
    expect(start).not.toHaveAttribute('aria-invalid', 'true');

    // Delete asks first, naming the dates.
    await user.click(within(row).getByRole('button', { name: 'Delete time off 03/15/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete time off' });
    expect(dialog).toHaveTextContent('Delete time off: 03/15/2027?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(card).findByText(TIME_OFF_EMPTY_TEXT)).toBeInTheDocument();
    const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    expect(db.time_off.findMany((q) => q.where({ user_id: maria.id }))).toHaveLength(0);
  });

  it('after a Delete the keyboard goes to the next entry’s Delete, then to the first field (QA 2026-12-04)', async () => {
    const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    const { user, card, form } = await openCard(async () => {
      for (const day of ['2027-03-20', '2027-03-25'])
        await db.insert('time_off', {
          user_id: maria.id,
          start_date: day,
          end_date: day,
          reason: null,
          created_at: NOW.toISOString(),
        });
    });
    const list = await within(card).findByRole('list', { name: 'Your time off' });
    const remove = async (dates: string) => {
      await user.click(within(list).getByRole('button', { name: `Delete time off ${dates}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete time off' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(within(card).queryByRole('button', { name: `Delete time off ${dates}` })).toBeNull(),
      );
    };
    await remove('03/20/2027');
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: 'Delete time off 03/25/2027' }),
      ).toHaveFocus(),
    );
    await remove('03/25/2027');
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /First day off/ })).toHaveFocus(),
    );
  });

  it('an entry deleted elsewhere first: the Delete counts as done, said as news, not as an error; the dialog closes and the list catches up (QA 2026-12-04)', async () => {
    await loadToaster();
    const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    const { user, card } = await openCard(async () => {
      await db.insert('time_off', {
        user_id: maria.id,
        start_date: '2027-03-15',
        end_date: '2027-03-15',
        reason: null,
        created_at: NOW.toISOString(),
      });
    });
    const list = await within(card).findByRole('list', { name: 'Your time off' });
    const [row] = entries(list);
    await user.click(within(row).getByRole('button', { name: 'Delete time off 03/15/2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete time off' });
    // Another tab deletes it meanwhile.
    db.time_off.deleteMany((q) => q.where({ user_id: maria.id }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const told = await screen.findByText('This time off was already removed.');
    // A neutral toast (the app's news), not the red one of a failure.
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary');
    expect(screen.queryByText('Time off not found.')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete time off' })).not.toBeInTheDocument(),
    );
    expect(await within(card).findByText(TIME_OFF_EMPTY_TEXT)).toBeInTheDocument();
    await pauseInAct(200);
    expect(toastTexts()).toEqual(['This time off was already removed.']);
  });

  it('a pasted reason too long is kept whole and refused with the rule’s message (QA 2026-12-04)', async () => {
    const { user, form } = await openCard();
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    // Counted against the rule's 200 as it is typed, as every limited text is, marked once over.
    expect(reason).toHaveAccessibleDescription(/0 \/ 200 characters/);
    await user.click(reason);
    await user.paste('x'.repeat(200));
    expect(within(form).getByText('200 / 200')).not.toHaveClass('app-char-count--over');
    await user.paste('x'.repeat(5));
    expect(within(form).getByText('205 / 200')).toHaveClass('app-char-count--over');
    expect(reason).toHaveValue('x'.repeat(205));
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('The maximum length allowed is 200')).toBeInTheDocument();
    expect(reason).toHaveValue('x'.repeat(205));
    // The keyboard is taken to the first field to mend (QA 2026-12-04: it stayed on Add).
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /First day off/ })).toHaveFocus(),
    );
  });

  it('the optional last day can be emptied again: its Clear button, or Backspace in the field', async () => {
    // It could not: the field takes no typing and the calendar cannot unpick a day, so a range
    // once chosen stayed one until a reload (a review of the demo, 2026-11-30).
    const { user, card, form } = await openCard();
    const start = within(form).getByRole('textbox', { name: /First day off/ });
    const end = within(form).getByRole('textbox', { name: /Last day off/ });
    // Each date's buttons say which date they are for (QA helper-121 M6: two "Open calendar").
    expect(
      within(form).getByRole('button', { name: 'Open calendar, First day off' }),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Open calendar, Last day off' })).toBeVisible();
    await pick(user, start, 14);
    // Nothing to clear yet (and the first day, required, has no Clear).
    expect(within(form).queryByRole('button', { name: /^Clear date/ })).not.toBeInTheDocument();
    await pick(user, end, 16);
    await user.click(within(form).getByRole('button', { name: 'Clear date, Last day off' }));
    expect(end).toHaveValue('');
    expect(within(form).queryByRole('button', { name: /^Clear date/ })).not.toBeInTheDocument();
    await pick(user, end, 16);
    end.focus();
    await user.keyboard('{Backspace}');
    expect(end).toHaveValue('');
    // A single day is added.
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await screen.findByText('Time off added')).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'Your time off' });
    expect(entries(list)).toHaveLength(1);
    expect(entries(list)[0]).toHaveTextContent('03/14/2027');
    const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    expect(
      db.time_off
        .findMany((q) => q.where({ user_id: maria.id }))
        .map((t) => `${t.start_date}..${t.end_date}`),
    ).toEqual(['2027-03-14..2027-03-14']);
  });

  it('Tab from a chosen last day goes to Reason, so typing it keeps the range (QA-211 L2)', async () => {
    // Tab went to "Clear date, Last day off", and the reason's first space pressed it: the
    // range was saved as its first day, without the reason.
    const { user, form } = await openCard();
    const end = within(form).getByRole('textbox', { name: /Last day off/ });
    await pick(user, within(form).getByRole('textbox', { name: /First day off/ }), 14);
    await pick(user, end, 16);
    end.focus();
    await user.tab();
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    await user.keyboard('Christmas with family');
    expect(end).toHaveValue('03/16/2027');
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await screen.findByText('Time off added')).toBeInTheDocument();
    const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    expect(
      db.time_off
        .findMany((q) => q.where({ user_id: maria.id }))
        .map((t) => `${t.start_date}..${t.end_date} ${t.reason}`),
    ).toEqual(['2027-03-14..2027-03-16 Christmas with family']);
  });

  it('names the jobs she is still on during a new entry, each linking to where she can say she can’t make it', async () => {
    // Maria accepted a job of the Austin branch on 03/15/2027, 10 am-2 pm there. Her seeded
    // jobs and time off (around the real today) are cleared first, so none falls on these days.
    const maria = db.users.findFirst((q) => q.where({ email: HELPER }))!;
    db.order_invitations.deleteMany((q) => q.where({ user_id: maria.id }));
    db.offer_applications.deleteMany((q) => q.where({ helper_id: maria.id }));
    db.time_off.deleteMany((q) => q.where({ user_id: maria.id }));
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const employee = db.employees.findFirst((q) =>
      q.where({ user_id: maria.id, branch_id: austin.id }),
    )!;
    const model = db.orders.findFirst((q) => q.where({ branch_id: austin.id }))!;
    const { id: _id, ...fields } = model;
    const order = await db.insert('orders', {
      ...fields,
      number: 97_001,
      start_at: zonedInstant('2027-03-15', '10:00', 'America/Chicago').toISOString(),
      end_at: zonedInstant('2027-03-15', '14:00', 'America/Chicago').toISOString(),
      status: 1,
      completion: null,
      completed_at: null,
      cancelled_at: null,
      cancel_reason: null,
    });
    const [invitation] = await invitationService.inviteEmployees(db, order.id, [employee.id]);
    await invitationService.acceptInvitation(db, invitation!.id);

    const { user, card, form } = await openCard();
    const start = within(form).getByRole('textbox', { name: /First day off/ });
    const add = within(form).getByRole('button', { name: 'Add time off' });
    // A day with no job of hers: nothing more than the entry.
    await pick(user, start, 16);
    await user.click(add);
    const list = await within(card).findByRole('list', { name: 'Your time off' });
    expect(entries(list)).toHaveLength(1);
    expect(entries(list)[0]).toHaveTextContent('03/16/2027');
    // The day of the job.
    await pick(user, start, 15);
    await user.click(add);
    const jobs = await within(card).findByRole('list', {
      name: 'Your jobs during time off 03/15/2027',
    });
    const link = within(jobs).getByRole('link', { name: 'Order #97001' });
    expect(link).toHaveAttribute('href', `/helper/job/company/details/${invitation!.id}`);
    // On the branch's clocks ("CDT" beside them where the browser's zone differs).
    expect(within(jobs).getByRole('listitem')).toHaveTextContent(
      /^Order #97001 03\/15\/2027, 10:00 am - 2:00 pm( CDT)? · Lone Star Movers Austin$/,
    );
    expect(jobs.closest('li')).toHaveTextContent(
      'You are still on this job then, and its company has been told of your time off. If you can’t make it, open it and tell them.',
    );
    expect(within(list).getAllByRole('list')).toHaveLength(1);
  });
});
