import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { setupMockServer } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { fullName } from '@/platform/format';
import { austin, captureWrites, enter, openForm, textbox } from './member-form-page.test-helpers';

setupMockServer();

/*
 * Two people of one company edit the same member (QA H2, M1): the other one is played by
 * changing the mock's database and, where the server would push it, by employee-changed on
 * the branch channel.
 */

/** Changes the phone and saves: the page says "Member not found", with no "try again". */
async function saveExpectingMemberGone(user: UserEvent) {
  await user.clear(textbox('Phone'));
  await enter(user, textbox('Phone'), '5125550100');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Member not found')).toBeInTheDocument();
  expect(
    screen.queryByText(
      'The member was not saved. Everything you entered is still here; try again.',
    ),
  ).not.toBeInTheDocument();
}

describe('Edit member while someone else edits or removes them', () => {
  function target() {
    return db.employees
      .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
      .find((e) => e.user_id == null && e.status === 1)!;
  }

  const pushed = (
    realtime: { emit: (c: string, e: string, d: unknown) => void },
    member: { id: number; branch_id: number },
  ) =>
    act(() =>
      realtime.emit(`branch.${member.branch_id}`, 'employee-changed', {
        id: member.id,
        branch_id: member.branch_id,
      }),
    );

  it("a save after someone else's, pushed while the form is open, keeps their price and status (QA H2)", async () => {
    const member = target();
    const bodies = captureWrites();
    const { user, realtime } = await openForm(`/company/team/edit/${member.id}?from=employees`);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${member.branch_id}`));
    await db.patch('employees', member.id, { price: 3500, status: 0 });
    pushed(realtime, member);
    await waitFor(() => expect(textbox('Hourly price')).toHaveValue('35.00'));
    expect(screen.getByRole('switch', { name: 'Status Inactive' })).not.toBeChecked();
    expect(
      screen.getByText("Updated with someone else's changes: Hourly price, Status."),
    ).toBeInTheDocument();

    await user.clear(textbox('Phone'));
    await enter(user, textbox('Phone'), '5125550100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${fullName(member)} was saved`)).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ price: 3500, status: 0, phone: '5125550100' });
    expect(db.findById('employees', member.id)).toMatchObject({
      price: 3500,
      status: 0,
      phone: '5125550100',
    });
  });

  /**
   * The form open, someone else's price and status saved with no push, and this user's new
   * phone typed: what the save sends is captured (`bodies`).
   */
  async function phoneTypedOverAnUnpushedChange() {
    const member = target();
    const bodies = captureWrites();
    const { user } = await openForm(`/company/team/edit/${member.id}?from=employees`);
    await db.patch('employees', member.id, { price: 3500, status: 0 });
    await user.clear(textbox('Phone'));
    await enter(user, textbox('Phone'), '5125550100');
    return { member, bodies, user };
  }

  it('a change no push announced is read again right before the save, and kept', async () => {
    const { member, bodies, user } = await phoneTypedOverAnUnpushedChange();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${fullName(member)} was saved`)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ price: 3500, status: 0 })]);
  });

  it('a change read before the save, answered once the user has left, is kept, and the user stays where they went', async () => {
    const { member, bodies, user } = await phoneTypedOverAnUnpushedChange();
    // The read before the save starts on the form and answers once the user is on Job: the
    // page's going cancelled it, and React Query answered with the copy cached before (the
    // price as loaded), which the save then wrote over theirs (fetchLatest).
    const reads = holdRequests('get', '*/api/employees/:id');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(reads.count()).toBe(1));
    expect(screen.getByRole('form', { name: 'Member' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Job' }));
    await screen.findByRole('navigation', { name: 'Job lists' });
    await reads.release();
    expect(await screen.findByText(`${fullName(member)} was saved`)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ price: 3500, status: 0 })]);
    expect(db.findById('employees', member.id)).toMatchObject({ price: 3500, phone: '5125550100' });
    // Still on Job (a save that ended took the user back to the team list).
    expect(window.location.pathname).toMatch(/^\/company\/job\//);
    expect(screen.getByRole('navigation', { name: 'Job lists' })).toBeInTheDocument();
  });

  it('a member removed by someone else turns the form into "Member not found", live (QA M1)', async () => {
    const member = target();
    const { realtime } = await openForm(`/company/team/edit/${member.id}?from=employees`);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${member.branch_id}`));
    await db.patch('employees', member.id, { deleted_at: new Date().toISOString() });
    pushed(realtime, member);
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Member' })).not.toBeInTheDocument();
  });

  it('…and at the latest when Save finds them gone, with no "try again" (QA M1)', async () => {
    const member = target();
    const bodies = captureWrites();
    const { user } = await openForm(`/company/team/edit/${member.id}?from=employees`);
    await db.patch('employees', member.id, { deleted_at: new Date().toISOString() });
    await saveExpectingMemberGone(user);
    expect(bodies).toEqual([]);
  });

  it('a removal between the read and the save (the save’s 404) turns the page too', async () => {
    const member = target();
    const { user } = await openForm(`/company/team/edit/${member.id}?from=employees`);
    // Removed just as the save is sent; the mock then answers the save as it does.
    server.use(
      http.put('*/api/employees/:id', async () => {
        await db.patch('employees', member.id, { deleted_at: new Date().toISOString() });
        return undefined;
      }),
    );
    await saveExpectingMemberGone(user);
  });
});
