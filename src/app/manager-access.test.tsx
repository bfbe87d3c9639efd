import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { channels } from '@/platform/realtime/connection';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { signedIn } from './app-shell.test-helpers';
import { setupMockServer } from './test-utils';

setupMockServer();

/*
 * QA 137 H1, L1: the owner takes a manager's access to a branch, or gives her one, while she
 * works. The owner's act is made on the mock's database (as her Manager access switch does,
 * mocks/db/services/manager-access.ts); its push to her user channel is played by the test.
 */

const branch = (name: string) =>
  db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${name}` }))!;
const marcus = () => db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
const GONE =
  'Lone Star Movers Dallas is no longer one of your branches. You are now on Lone Star Movers Austin.';

/** An open Dallas job, in its edit form, with Notes typed: the manager on Dallas. */
async function typingInDallasJob() {
  await loadToaster();
  const dallas = branch('Dallas');
  const job = db.orders.findFirst((q) =>
    q.where((o) => o.branch_id === dallas.id && o.completed_at == null && o.cancelled_at == null),
  )!;
  localStorage.setItem('activeBranchId', String(dallas.id));
  const app = await signedIn('manager@demo.test', `/company/job/edit/${job.id}`);
  await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
  const notes = await screen.findByRole('textbox', { name: /^Notes/ });
  await app.user.clear(notes);
  await app.user.type(notes, 'Bring the piano dolly');
  return { app, dallas };
}

/** The owner takes Dallas from her. */
const takeDallas = (dallasId: number) =>
  db.patch('users', marcus().id, {
    branch_ids: marcus().branch_ids.filter((id) => id !== dallasId),
  });

/** On Austin, told once; the job no longer hers, what she typed kept and offered back. */
async function expectLeftWithTypingKept(user: UserEvent) {
  expect(
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Not yours to open')).toBeInTheDocument();
  expect(await screen.findByText('What you typed in this job is kept.')).toBeInTheDocument();
  await waitFor(() => expect(toastTexts()).toEqual([GONE]));
  await pauseInAct(300);
  expect(toastTexts()).toEqual([GONE]); // no "This action is unauthorized."
  await user.click(screen.getByRole('button', { name: 'Start a new job with it' }));
  await waitFor(() => expect(window.location.pathname).toBe('/company/job/create'));
  await user.click(await screen.findByRole('button', { name: 'Restore' }));
  expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue('Bring the piano dolly');
}

describe("a manager's access to a branch taken or given while she works (QA 137)", () => {
  it('taken, pushed: she leaves the branch at once, is told so, and what she typed is kept', async () => {
    const { app, dallas } = await typingInDallasJob();
    const channel = channels.user(marcus().id);
    await waitFor(() => expect(app.realtime.joined.has(channel)).toBe(true));
    await takeDallas(dallas.id);
    act(() => app.realtime.emit(channel, 'branch-changed', { id: dallas.id, status: 'revoked' }));
    await expectLeftWithTypingKept(app.user);
    expect(localStorage.getItem('activeBranchId')).not.toBe(String(dallas.id));
  });

  it('taken, the push missed: the 403 of her Save leaves the branch the same way', async () => {
    const { app, dallas } = await typingInDallasJob();
    await takeDallas(dallas.id);
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectLeftWithTypingKept(app.user);
  });

  it('taken, the push missed: a save refused (403) with no read before it asks for the branch list again, and she leaves the branch', async () => {
    await loadToaster();
    const dallas = branch('Dallas');
    // One of her Dallas activities unread, for Mark all as read to send.
    const unread = db.notifications.findFirst((q) =>
      q.where({ user_id: marcus().id, branch_id: dallas.id }),
    )!;
    await db.patch('notifications', unread.id, { is_read: false });
    localStorage.setItem('activeBranchId', String(dallas.id));
    const app = await signedIn('manager@demo.test', '/company/activity');
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await takeDallas(dallas.id);
    await app.user.click(markAll);
    // The save's own refusal is said, then the list, read again, no longer has Dallas.
    await waitFor(() => expect(toastTexts()).toContain('This action is unauthorized.'));
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain(GONE));
  });

  it('taken right after her own member card was saved: one "saved" and one notice, no refusal toasted (QA-184 M1)', async () => {
    await loadToaster();
    const dallas = branch('Dallas');
    const own = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === dallas.id && e.email === marcus().email && !e.deleted_at),
    )!;
    localStorage.setItem('activeBranchId', String(dallas.id));
    const app = await signedIn('manager@demo.test', `/company/team/edit/${own.id}`);
    const price = await screen.findByRole('textbox', { name: /^Hourly price/ });
    await app.user.clear(price);
    await app.user.type(price, '42');
    // The owner takes Dallas the moment her save is answered, before anything is read again.
    const taken = new Promise<void>((resolve) => {
      const revokeAfterSave = ({ request }: { request: Request }) => {
        if (request.method !== 'PUT' || !request.url.endsWith(`/employees/${own.id}`)) return;
        server.events.removeListener('response:mocked', revokeAfterSave);
        void takeDallas(dallas.id).then(() => resolve());
      };
      server.events.on('response:mocked', revokeAfterSave);
    });
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await taken;
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain(GONE));
    const channel = channels.user(marcus().id);
    act(() => app.realtime.emit(channel, 'branch-changed', { id: dallas.id, status: 'revoked' }));
    await pauseInAct(300);
    // Newest first: the notice, then the save's own toast; no "This action is unauthorized."
    expect(toastTexts()).toEqual([GONE, 'Marcus Reed was saved']);
    expect(db.findById('employees', own.id)!.price).toBe(4200);
  });

  it('given, pushed: the new branch is in her switcher without a reload, and she is told', async () => {
    await loadToaster();
    const houston = branch('Houston');
    const app = await signedIn('manager@demo.test', '/company/activity');
    const menu = await screen.findByRole('button', { name: /Account menu, Lone Star Movers/ });
    const channel = channels.user(marcus().id);
    await waitFor(() => expect(app.realtime.joined.has(channel)).toBe(true));
    await db.patch('users', marcus().id, { branch_ids: [...marcus().branch_ids, houston.id] });
    act(() => app.realtime.emit(channel, 'branch-changed', { id: houston.id, status: 'granted' }));
    await app.user.click(menu);
    expect(
      await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }),
    ).toBeInTheDocument();
    // Said once (QA 137 L1: given access, nothing said so), and she stays where she was.
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Lone Star Movers Houston is now one of your branches.']),
    );
    expect(menu).toHaveAccessibleName(/Lone Star Movers Austin/);
  });

  it("a member's Save refused (403): the server's toast, and what she typed is offered back once the branch is left (fix-152)", async () => {
    await loadToaster();
    const dallas = branch('Dallas');
    const member = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === dallas.id && e.deleted_at == null),
    )!;
    localStorage.setItem('activeBranchId', String(dallas.id));
    const app = await signedIn('manager@demo.test', `/company/team/edit/${member.id}`);
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    await app.user.clear(first);
    await app.user.type(first, 'Roberta');
    // The Save itself refused: its read still answers (the access taken between the two).
    server.use(
      http.put('*/api/employees/:id', () =>
        HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastTexts()).toContain('This action is unauthorized.'));
    expect(first).toHaveValue('Roberta');

    // Then the push: she leaves Dallas, the member is no longer hers to open.
    const channel = channels.user(marcus().id);
    await waitFor(() => expect(app.realtime.joined.has(channel)).toBe(true));
    await takeDallas(dallas.id);
    act(() => app.realtime.emit(channel, 'branch-changed', { id: dallas.id, status: 'revoked' }));
    expect(await screen.findByText('Not yours to open')).toBeInTheDocument();
    expect(await screen.findByText('What you typed for this member is kept.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add a new member with it' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/create'));
    await app.user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Roberta');
  });
});
