import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { db, server } from '@mocks/node';
import { setupMockServer } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import {
  captureOrderWrites,
  enter,
  openForm,
  openOwnerOrder,
  submit,
  textbox,
} from './order-form-page.test-helpers';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

/*
 * Two people of one company edit the same job (QA H1): the other one is played by changing the
 * mock's database, and, where the server would push it, by the branch channel's order-changed.
 */
describe('Edit job while someone else edits it', () => {
  /** The other person's save: a new price and notes, in the database. */
  async function otherSaves(id: number, changes: { hourly_rate?: number; notes?: string }) {
    await db.patch('orders', id, { ...changes, updated_at: new Date().toISOString() });
  }

  const calloutText = () =>
    document.querySelector('.server-changes')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

  it("a save after someone else's, pushed while the form is open, keeps their price and notes", async () => {
    const order = openOwnerOrder({ upcoming: true });
    await otherSaves(order.id, { hourly_rate: 3900, notes: '' });
    const bodies = captureOrderWrites();
    const { user, realtime } = await openForm(`/company/job/edit/${order.id}`);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    expect(textbox('Hourly price')).toHaveValue('39.00');

    await otherSaves(order.id, { hourly_rate: 5500, notes: 'Piano on the 2nd floor' });
    act(() =>
      realtime.emit(`branch.${order.branch_id}`, 'order-changed', {
        id: order.id,
        branch_id: order.branch_id,
      }),
    );
    // The fields left alone take the new values at once, and the form says so.
    await waitFor(() => expect(textbox('Hourly price')).toHaveValue('55.00'));
    expect(textbox(/^Notes/)).toHaveValue('Piano on the 2nd floor');
    expect(calloutText()).toBe("Updated with someone else's changes: Hourly price, Notes.");

    await user.clear(textbox('First name'));
    await enter(user, textbox('First name'), 'Marta');
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      hourly_rate: 5500,
      notes: 'Piano on the 2nd floor',
      customer: expect.objectContaining({ first_name: 'Marta' }),
    });
    expect(db.findById('orders', order.id)).toMatchObject({
      hourly_rate: 5500,
      notes: 'Piano on the 2nd floor',
    });
  });

  it('a change no push announced is read again right before the save, and kept (QA H1)', async () => {
    const order = openOwnerOrder({ upcoming: true });
    await otherSaves(order.id, { hourly_rate: 3900, notes: '' });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    expect(textbox('Hourly price')).toHaveValue('39.00');
    // Saved by the other person with no event reaching this page (a dropped socket).
    await otherSaves(order.id, { hourly_rate: 5500, notes: 'Piano on the 2nd floor' });

    await user.clear(textbox('First name'));
    await enter(user, textbox('First name'), 'Marta');
    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      hourly_rate: 5500,
      notes: 'Piano on the 2nd floor',
      customer: expect.objectContaining({ first_name: 'Marta' }),
    });
  });

  it('a job deleted between the read and the save (the save’s 404) turns the page to Job not found, with no "try again" (review 55)', async () => {
    const order = openOwnerOrder({ upcoming: true });
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    // Deleted just as the save is sent; the mock then answers the save as it does.
    server.use(
      http.put('*/api/orders/:id', async () => {
        await db.orders.delete((q) => q.where({ id: order.id }));
        return undefined;
      }),
    );
    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '42');
    await submit(user, 'Save changes');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.queryByText(/Everything you entered is still here; try again\./)).toBeNull();
  });

  it('a kept draft restored after someone else saved the job puts back what was typed, and keeps their other changes (review 55)', async () => {
    const order = openOwnerOrder({ upcoming: true });
    await otherSaves(order.id, { notes: '' });
    const { user, realtime } = await openForm(`/company/job/edit/${order.id}`);
    await waitFor(() => expect(realtime.joined).toContain(`branch.${order.branch_id}`));
    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '42');
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Team' }));
    await screen.findByRole('navigation', { name: 'Team lists' });
    // Meanwhile someone else saves the job's notes (pushed).
    await otherSaves(order.id, { notes: 'Piano on the 2nd floor' });
    act(() =>
      realtime.emit(`branch.${order.branch_id}`, 'order-changed', {
        id: order.id,
        branch_id: order.branch_id,
      }),
    );
    await act(async () => navigate(`/company/job/edit/${order.id}`));
    await screen.findByText('Unsaved changes kept');
    // The form shows the job as it is now; the draft was typed over the job as it was.
    await waitFor(() => expect(textbox(/^Notes/)).toHaveValue('Piano on the 2nd floor'));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(textbox('Hourly price')).toHaveValue('42');
    expect(textbox(/^Notes/)).toHaveValue('Piano on the 2nd floor');
  });

  it('a Save that does not save (stopped by a conflict) keeps what was typed, though the page was left while it was on its way (review 55)', async () => {
    const order = openOwnerOrder({ upcoming: true });
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '42');
    await otherSaves(order.id, { hourly_rate: 5500 });
    // The read before the save starts on the form and answers only once the user has left:
    // React Query cancels a query's read when its page goes, and a cancelled read gave the
    // copy cached before (the price as loaded), so the save overwrote the other's change and
    // took the user back to the job list (a shuffled run, 2026-12-02: fetchLatest).
    const reads = holdRequests('get', '*/api/orders/:id');
    await submit(user, 'Save changes');
    await waitFor(() => expect(reads.count()).toBe(1));
    expect(screen.getByRole('form', { name: 'Job' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Team' }));
    await screen.findByRole('navigation', { name: 'Team lists' });
    await reads.release();
    server.resetHandlers();
    await act(async () => navigate(`/company/job/edit/${order.id}`));
    await screen.findByRole('form', { name: 'Job' });
    expect(await screen.findByText('Unsaved changes kept')).toBeInTheDocument();
    // The other person's price stands: nothing was saved over it.
    expect(db.findById('orders', order.id)?.hourly_rate).toBe(5500);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(textbox('Hourly price')).toHaveValue('42');
  });

  it('a Save that ends after the user went elsewhere leaves them there, and says it saved', async () => {
    const order = openOwnerOrder({ upcoming: true });
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '42');
    const saves = holdRequests('put', '*/api/orders/:id');
    await submit(user, 'Save changes');
    await waitFor(() => expect(saves.count()).toBe(1));
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(nav).getByRole('link', { name: 'Team' }));
    await screen.findByRole('navigation', { name: 'Team lists' });
    await saves.release();
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(db.findById('orders', order.id)?.hourly_rate).toBe(4200);
    // Still on Team (a save that ended took the user back to the job list).
    expect(window.location.pathname).toMatch(/^\/company\/team/);
    expect(screen.getByRole('navigation', { name: 'Team lists' })).toBeInTheDocument();
  });

  it('a field both changed keeps this user’s value and names it above Save; a conflict found at Save stops it once', async () => {
    const order = openOwnerOrder({ upcoming: true });
    await otherSaves(order.id, { hourly_rate: 3900, notes: '' });
    const bodies = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '42');
    await otherSaves(order.id, { hourly_rate: 5500, notes: 'Piano on the 2nd floor' });

    await submit(user, 'Save changes');
    // Nothing sent yet: the user learns of the other change first.
    expect(
      await screen.findByText(
        'Someone else changed this job while you were editing it: Hourly price. Saving keeps your values for these.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Updated with someone else's changes: Notes.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(textbox('Hourly price')).toHaveValue('42');
    expect(textbox(/^Notes/)).toHaveValue('Piano on the 2nd floor');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());

    await submit(user, 'Save changes');
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ hourly_rate: 4200, notes: 'Piano on the 2nd floor' });
  });
});
