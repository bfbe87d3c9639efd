import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { austinOrder } from './crew-orders.test-helpers';

/*
 * Where the keyboard goes after the crew page's changes (QA helper-116, findings 3 and 6):
 * after Send invitations / Save crew (their button is then disabled, and Chromium drops its
 * focus to the page's body) the Current crew heading; after a row's Remove from crew / Cancel
 * invitation the next row's button, else the previous row's, else the heading (it went to
 * the page's title, 60 Tab stops above).
 */

setupMockServer();

async function openCrewPage(
  mode: 'team-add' | 'team-edit',
  kind: 'no-crew' | 'two-pending' | 'three-pending',
) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const order = austinOrder(kind);
  const app = renderApp(`/company/job/${mode}/${order.id}`);
  await screen.findByRole('heading', { name: `Order #${order.number}` });
  await screen.findByRole('region', { name: 'This branch' });
  await screen.findByText(/^(Short of hands\?|Offered to the marketplace)/);
  return { ...app, order };
}

const crewHeading = () =>
  within(screen.getByRole('region', { name: 'Current crew' })).getByRole('heading', {
    name: /^Current crew/,
  });
const withdrawButtons = () =>
  within(screen.getByRole('region', { name: 'Current crew' })).queryAllByRole('button', {
    name: /^Cancel invitation of /,
  });

describe('crew page: the focus after a change (QA helper-116)', () => {
  it('Send invitations pressed with the keyboard leaves the focus on the Current crew heading', async () => {
    const { user } = await openCrewPage('team-add', 'no-crew');
    const someone = within(screen.getByRole('region', { name: 'This branch' })).getAllByRole(
      'checkbox',
    )[0]!;
    someone.focus();
    await user.keyboard(' ');
    const send = screen.getByRole('button', { name: 'Send invitations' });
    send.focus();
    await user.keyboard('{Enter}');
    await screen.findByText(/^Invitation sent to /);
    await waitFor(() => expect(screen.getByText('0 selected')).toBeInTheDocument());
    expect(send).toBeDisabled();
    await waitFor(() => expect(crewHeading()).toHaveFocus());
    expect(withdrawButtons()).toHaveLength(1);
  });

  it('Save crew pressed with the keyboard leaves the focus on the Current crew heading', async () => {
    const { user } = await openCrewPage('team-edit', 'two-pending');
    const someone = within(screen.getByRole('region', { name: 'This branch' })).getAllByRole(
      'checkbox',
    )[0]!;
    someone.focus();
    await user.keyboard(' ');
    const save = screen.getByRole('button', { name: 'Save crew' });
    save.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Crew updated: 1 invited');
    await waitFor(() => expect(screen.getByText('No changes')).toBeInTheDocument());
    await waitFor(() => expect(crewHeading()).toHaveFocus());
  });

  it('Save crew that removes someone, confirmed: the focus on the Current crew heading, not the page title', async () => {
    const { user } = await openCrewPage('team-edit', 'two-pending');
    const keep = within(screen.getByRole('region', { name: 'Current crew' })).getAllByRole(
      'checkbox',
    )[0]!;
    keep.focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Save crew' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save crew' });
    within(dialog).getByRole('button', { name: 'Save crew' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Crew updated: 1 removed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(crewHeading()).toHaveFocus());
  });

  it('Invite the best N, confirmed with the keyboard: the focus on the Current crew heading, not the page title (QA-184 L3)', async () => {
    const { user } = await openCrewPage('team-add', 'no-crew');
    const best = await screen.findByRole('button', { name: /^Invite the best \d/ });
    best.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /^Invite the best/ });
    within(dialog).getByRole('button', { name: 'Send invitations' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText(/^Invitations? sent to /);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(crewHeading()).toHaveFocus());
  });

  it('after a row goes, the next row’s button, else the previous row’s, else the heading', async () => {
    const { user } = await openCrewPage('team-add', 'three-pending');
    const cancelRow = async (index: number) => {
      const button = withdrawButtons()[index]!;
      const name = button.getAttribute('aria-label')!.replace('Cancel invitation of ', '');
      button.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
      // The dialog opens on its safe answer, Keep invitation; Tab goes to the action.
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Keep invitation' })).toHaveFocus(),
      );
      await user.keyboard('{Tab}');
      await user.keyboard('{Enter}');
      await screen.findByText(`Invitation to ${name} cancelled`);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return name;
    };
    const count = withdrawButtons().length;
    expect(count).toBeGreaterThanOrEqual(3);
    // The first row: the one after it takes the focus (now the first).
    const first = await cancelRow(0);
    await waitFor(() => expect(withdrawButtons()).toHaveLength(count - 1));
    await waitFor(() => expect(withdrawButtons()[0]).toHaveFocus());
    expect(withdrawButtons()[0]).not.toHaveAccessibleName(`Cancel invitation of ${first}`);
    // The last row: the one before it.
    await cancelRow(count - 2);
    await waitFor(() => expect(withdrawButtons()).toHaveLength(count - 2));
    await waitFor(() => expect(withdrawButtons().at(-1)).toHaveFocus());
    // The rest: once none is left, the heading.
    while (withdrawButtons().length > 0) await cancelRow(0);
    await waitFor(() => expect(crewHeading()).toHaveFocus());
    expect(
      within(screen.getByRole('region', { name: 'Current crew' })).getByText(
        /No one is invited yet/,
      ),
    ).toBeInTheDocument();
  });
});
