import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { setupMockServer } from '@/app/test-utils';
import { channels } from '@/platform/realtime/connection';
import {
  MANAGER,
  branchOf,
  captureBranchWrites,
  enter,
  openBranchPage,
  textbox,
} from './branch-page.test-helpers';

setupMockServer();

// happy-dom has no WebGL: the map is a stand-in.
vi.mock(
  '@/platform/map/lazy-serving-area-map',
  () => import('./branch-page.fake-map.test-helpers'),
);

const RENAMED = 'Lone Star Movers Austin–Round Rock';

/*
 * Two people edit one branch (QA-185 HIGH 1: an owner and a manager, or two tabs): the other
 * one is played by changing the mock's database and, where the server would push it, by
 * branch-changed on the branch's channel.
 */
describe('Edit branch while someone else saves it', () => {
  async function openEdit(email?: string) {
    const app = await openBranchPage(email);
    await app.user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit branch' });
    return app;
  }

  async function changePhone(user: Awaited<ReturnType<typeof openEdit>>['user']) {
    await user.clear(textbox('Phone'));
    await enter(user, textbox('Phone'), '5125550123');
  }

  it('a rename pushed while the form is open is taken, said, and kept by this save (QA-185 HIGH 1)', async () => {
    const austin = branchOf('Austin');
    const writes = captureBranchWrites();
    const { user, realtime } = await openEdit(MANAGER);
    const channel = channels.branch(austin.id);
    await waitFor(() => expect(realtime.joined).toContain(channel));
    await db.patch('branches', austin.id, { name: RENAMED });
    act(() => realtime.emit(channel, 'branch-changed', { id: austin.id, status: 'updated' }));
    await waitFor(() => expect(textbox('Name')).toHaveValue(RENAMED));
    expect(screen.getByText("Updated with someone else's changes: Name.")).toBeInTheDocument();

    await changePhone(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Branch ${RENAMED} saved`)).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ phone: '5125550123' }]);
    expect(db.findById('branches', austin.id)).toMatchObject({
      name: RENAMED,
      phone: expect.stringContaining('5125550123'),
    });
  });

  it('a rename no push announced is read right before the save, and not put back', async () => {
    const austin = branchOf('Austin');
    const writes = captureBranchWrites();
    const { user } = await openEdit();
    await db.patch('branches', austin.id, { name: RENAMED });
    expect(textbox('Name')).toHaveValue('Lone Star Movers Austin');
    await changePhone(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Branch ${RENAMED} saved`)).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ phone: '5125550123' }]);
    expect(db.findById('branches', austin.id)!.name).toBe(RENAMED);
  });

  it('a name changed by both stops the save once, shown; the next Save keeps this one', async () => {
    const austin = branchOf('Austin');
    const writes = captureBranchWrites();
    const { user } = await openEdit();
    await db.patch('branches', austin.id, { name: RENAMED });
    await user.clear(textbox('Name'));
    await enter(user, textbox('Name'), 'Lone Star Movers Austin North');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.click(save);
    expect(
      await screen.findByText(
        'Someone else changed this branch while you were editing it: Name. Saving keeps your values for these.',
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(textbox('Name')).toHaveValue('Lone Star Movers Austin North');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(
      await screen.findByText('Branch Lone Star Movers Austin North saved'),
    ).toBeInTheDocument();
    expect(writes.map((w) => w.body)).toEqual([{ name: 'Lone Star Movers Austin North' }]);
  });
});
