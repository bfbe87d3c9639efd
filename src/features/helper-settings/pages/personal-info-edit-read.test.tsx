import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import { loadDraft } from '@/platform/forms/drafts';
import { firstOnly, holdRequests } from '@/platform/testing/held-requests.test-helpers';

setupMockServer();

const HELPER = 'helper@demo.test';
const maria = () => db.users.findFirst((q) => q.where({ email: HELPER }))!;
const DRAFT = 'helper:personal-info';

/** Records the body of every personal info write, then lets the mock answer it. */
function captureWrites() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/helper-profile/personal-info', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

const form = () => screen.getByRole('form', { name: 'Personal info' });
const lastName = () => within(form()).getByRole('textbox', { name: 'Last name' });

/*
 * Personal info's Save reads the profile first (merging what another tab saved), then writes
 * it, as Edit job's does: when that read fails or the page goes during it, nothing was sent.
 */
describe('Personal info: the read before the write', () => {
  async function editAndSave() {
    localStorage.setItem('token', await loginAs(HELPER));
    const { user } = renderApp('/helper/settings/personal-info');
    await screen.findByRole('form', { name: 'Personal info' }, { timeout: 5000 });
    const writes = captureWrites();
    await user.clear(lastName());
    await user.type(lastName(), 'Renamed');
    const save = () => user.click(within(form()).getByRole('button', { name: 'Save changes' }));
    return { writes, save };
  }

  it('a read that gets no answer says it was not saved, not that it may have been', async () => {
    const { writes, save } = await editAndSave();
    server.use(http.get('*/api/helper-profile', () => HttpResponse.error()));
    await save();
    expect(
      await within(form()).findByText(
        'Not saved. Everything you entered is still here; try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/may have been saved/)).toBeNull();
    expect(writes).toEqual([]);
    expect(lastName()).toHaveValue('Renamed');
  });

  it('while it only reads, what is kept reads as left before saving, not as maybe saved', async () => {
    const { writes, save } = await editAndSave();
    const read = holdRequests('get', '*/api/helper-profile', firstOnly());
    await save();
    await waitFor(() => expect(read.count()).toBe(1));
    // The kept draft is read inside act: the page goes on meanwhile (the Save's transitions), and
    // a loaded machine ran one of its updates during this read, outside act (a full run's flake).
    expect(await act(() => loadDraft(maria().id, DRAFT))).toMatchObject({
      reason: 'left',
      values: expect.objectContaining({ last_name: 'Renamed' }),
    });
    expect(writes).toEqual([]);
    await read.release();
    expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
  });

  it('once the write is on its way, a page gone meanwhile offers it as maybe saved', async () => {
    const { save } = await editAndSave();
    const writes = holdRequests('post', '*/api/helper-profile/personal-info');
    await save();
    await waitFor(() => expect(writes.count()).toBe(1));
    expect(await act(() => loadDraft(maria().id, DRAFT))).toMatchObject({ reason: 'pending' });
    stopApps();
    renderApp('/helper/settings/personal-info');
    expect(
      await screen.findByText(
        /^You left this page while saving your personal info \(.+\): it may have been saved\./,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
