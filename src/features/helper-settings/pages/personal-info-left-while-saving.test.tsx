import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

// The Work settings page's chunk arrives when the test says (a slow link: QA helper-122 M):
// until then the app shows its "Loading page" skeleton, and React keeps the page being left
// mounted and hidden, where its form still hears its own save end.
const chunk = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open };
});
vi.mock('./work-settings-page', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

setupMockServer();

const HELPER = 'helper@demo.test';
const maria = () => db.users.findFirst((q) => q.where({ email: HELPER }))!;

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('personal info left while its save is on its way (QA helper-122 M)', () => {
  it('the save ends saved while the next page loads: coming back shows it, with no "Unsaved changes kept"', async () => {
    localStorage.setItem('token', await loginAs(HELPER));
    const { user } = renderApp('/helper/settings/personal-info');
    const form = () => screen.getByRole('form', { name: 'Personal info' });
    await screen.findByRole('form', { name: 'Personal info' }, { timeout: 5000 });
    const firstName = () => within(form()).getByRole('textbox', { name: 'First name' });
    await user.clear(firstName());
    await user.type(firstName(), 'Maria Q');
    const save = holdRequests('post', '*/api/helper-profile/personal-info');
    await user.click(within(form()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save.count()).toBe(1));

    const nav = () => screen.getByRole('navigation', { name: 'Settings' });
    await user.click(within(nav()).getByRole('link', { name: 'Work settings' }));
    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument();
    await save.release();
    expect(await screen.findByText('Personal info saved')).toBeInTheDocument();
    await waitFor(() => expect(maria().first_name).toBe('Maria Q'));
    // Longer than a form waits before it keeps what it holds (400 ms).
    await pause(600);
    await act(chunk.open);
    await screen.findByRole('form', { name: 'Hourly rate' }, { timeout: 5000 });

    await user.click(within(nav()).getByRole('link', { name: 'Personal info' }));
    await screen.findByRole('form', { name: 'Personal info' });
    expect(firstName()).toHaveValue('Maria Q');
    // A kept draft is read a moment after the form opens: time for its notice to come.
    await pause(600);
    expect(screen.queryByText('Unsaved changes kept')).toBeNull();
    expect(screen.queryByText(/before saving your personal info/)).toBeNull();
  });
});
