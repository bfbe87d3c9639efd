import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import { renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { loadDraft } from '@/platform/forms/drafts';
import { firstOnly, holdRequests } from '@/platform/testing/held-requests.test-helpers';
import {
  OWNER,
  captureOrderWrites,
  enter,
  openForm,
  openOwnerOrder,
  submit,
  textbox,
} from './order-form-page.test-helpers';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

const owner = () => db.users.findFirst((q) => q.where({ email: OWNER }))!;

/*
 * Edit job's Save reads the job first (merging others' changes), then writes it. When that
 * read fails or the page goes during it, nothing was sent (QA helper-122 L).
 */
describe('Edit job: the read before the write', () => {
  async function editAndSave() {
    const order = openOwnerOrder({ upcoming: true });
    const writes = captureOrderWrites();
    const { user } = await openForm(`/company/job/edit/${order.id}`);
    await user.clear(textbox('Last name'));
    await enter(user, textbox('Last name'), 'Renamed');
    return { order, writes, save: () => submit(user, 'Save changes') };
  }

  it('a read that gets no answer says the job was not saved, not that it may have been', async () => {
    const { order, writes, save } = await editAndSave();
    server.use(http.get(`*/api/orders/${order.id}`, () => HttpResponse.error()));
    await save();
    expect(
      await screen.findByText(
        'The job was not saved. Everything you entered is still here; try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/may have been saved/)).toBeNull();
    expect(writes).toEqual([]);
    expect(textbox('Last name')).toHaveValue('Renamed');
  });

  it('while it only reads, what is kept reads as left before saving, not as maybe saved (a reload then)', async () => {
    const { order, writes, save } = await editAndSave();
    const read = holdRequests('get', `*/api/orders/${order.id}`, firstOnly());
    await save();
    await waitFor(() => expect(read.count()).toBe(1));
    // What a reload now leaves for the form to offer: "You left this form before saving".
    expect(await loadDraft(owner().id, `job:edit:${order.id}`)).toMatchObject({
      reason: 'left',
      values: expect.objectContaining({
        customer: expect.objectContaining({ last_name: 'Renamed' }),
      }),
    });
    expect(writes).toEqual([]);
    await read.release();
    expect(await screen.findByText(`Job #${order.number} saved`)).toBeInTheDocument();
  });

  it('once the write is on its way, a page gone meanwhile offers the job as maybe saved', async () => {
    const { order, save } = await editAndSave();
    const writes = holdRequests('put', `*/api/orders/${order.id}`);
    await save();
    await waitFor(() => expect(writes.count()).toBe(1));
    expect(await loadDraft(owner().id, `job:edit:${order.id}`)).toMatchObject({
      reason: 'pending',
    });
    stopApps();
    renderApp(`/company/job/edit/${order.id}`);
    expect(
      await screen.findByText(
        /^You left this page while saving this job \(.+\): it may have been saved\./,
      ),
    ).toBeInTheDocument();
  });
});
