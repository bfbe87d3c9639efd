import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { loadDraft } from '@/platform/forms/drafts';
import { fullName } from '@/platform/format';
import { firstOnly, holdRequests } from '@/platform/testing/held-requests.test-helpers';
import {
  OWNER,
  austin,
  captureWrites,
  enter,
  openForm,
  textbox,
} from './member-form-page.test-helpers';

setupMockServer();

const owner = () => db.users.findFirst((q) => q.where({ email: OWNER }))!;

/*
 * Edit member's Save reads the member first (merging others' changes), then writes them, as
 * Edit job's does: when that read fails or the page goes during it, nothing was sent.
 */
describe('Edit member: the read before the write', () => {
  async function editAndSave() {
    const member = db.employees
      .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
      .find((e) => e.user_id == null && e.status === 1)!;
    const writes = captureWrites();
    const { user } = await openForm(`/company/team/edit/${member.id}?from=employees`);
    await user.clear(textbox('Last name'));
    await enter(user, textbox('Last name'), 'Renamed');
    const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));
    return { member, writes, save };
  }

  it('a read that gets no answer says the member was not saved, not that they may have been', async () => {
    const { member, writes, save } = await editAndSave();
    server.use(http.get(`*/api/employees/${member.id}`, () => HttpResponse.error()));
    await save();
    expect(
      await screen.findByText(
        'The member was not saved. Everything you entered is still here; try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/may have been saved/)).toBeNull();
    expect(writes).toEqual([]);
    expect(textbox('Last name')).toHaveValue('Renamed');
  });

  it('while it only reads, what is kept reads as left before saving, not as maybe saved', async () => {
    const { member, writes, save } = await editAndSave();
    const read = holdRequests('get', `*/api/employees/${member.id}`, firstOnly());
    await save();
    await waitFor(() => expect(read.count()).toBe(1));
    expect(await loadDraft(owner().id, `member:edit:${member.id}`)).toMatchObject({
      reason: 'left',
      values: expect.objectContaining({ last_name: 'Renamed' }),
    });
    expect(writes).toEqual([]);
    await read.release();
    const saved = fullName({ ...member, last_name: 'Renamed' });
    expect(await screen.findByText(`${saved} was saved`)).toBeInTheDocument();
  });

  it('once the write is on its way, a page gone meanwhile offers the member as maybe saved', async () => {
    const { member, save } = await editAndSave();
    const writes = holdRequests('put', `*/api/employees/${member.id}`);
    await save();
    await waitFor(() => expect(writes.count()).toBe(1));
    expect(await loadDraft(owner().id, `member:edit:${member.id}`)).toMatchObject({
      reason: 'pending',
    });
    stopApps();
    renderApp(`/company/team/edit/${member.id}?from=employees`);
    expect(
      await screen.findByText(
        /^You left this page while saving this member \(.+\): it may have been saved\./,
      ),
    ).toBeInTheDocument();
  });
});
