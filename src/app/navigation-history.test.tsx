import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enter, fillValidJob, textbox } from '@/features/jobs/pages/order-form-page.test-helpers';
import { signedIn } from './app-shell.test-helpers';
import { setupMockServer } from './test-utils';

setupMockServer();
afterEach(() => vi.restoreAllMocks());

/** The window's scrolls to the top from now on. */
function watchScrolls() {
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

const toTop = { top: 0, left: 0 };

describe('scroll on a move to another page (QA helper-133 #3)', () => {
  it('a sidebar link opens the new page at its top', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/formed');
    await screen.findByRole('heading', { level: 1, name: 'Formed' });
    const scrolls = watchScrolls();
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await app.user.click(within(nav).getByRole('link', { name: 'Activity' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    await waitFor(() => expect(scrolls).toHaveBeenCalledExactlyOnceWith(toTop));
  });

  it('Back and Forward leave the position to the browser', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/formed');
    await screen.findByRole('heading', { level: 1, name: 'Formed' });
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await app.user.click(within(nav).getByRole('link', { name: 'Activity' }));
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    const scrolls = watchScrolls();
    act(() => window.history.back());
    await screen.findByRole('heading', { level: 1, name: 'Formed' });
    act(() => window.history.forward());
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    expect(scrolls).not.toHaveBeenCalled();
  });

  it('a change of the sort (the query only) leaves the page where it is', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/not-formed');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    const scrolls = watchScrolls();
    await app.user.selectOptions(sort, 'start_at');
    await waitFor(() => expect(window.location.search).toContain('sort=start_at'));
    expect(scrolls).not.toHaveBeenCalled();
  });
});

describe('history entries of a list’s sort and filter (QA helper-133 #5)', () => {
  it('each sort tried replaces the entry: Back leaves the list for the page before it', async () => {
    const app = await signedIn('owner@demo.test', '/company/activity');
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await app.user.click(within(nav).getByRole('link', { name: 'Job' }));
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await app.user.selectOptions(sort, 'updated_at');
    await app.user.selectOptions(sort, 'start_at');
    await waitFor(() => expect(window.location.search).toBe('?sort=start_at'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
  });
});

/** The browser's Back, once the page it goes to is the shown one. */
async function back() {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  act(() => window.history.back());
  await act(() => popped);
}

describe('Back after a form is saved (QA helper-133 #4)', () => {
  it('Create job, then Back: the list the form was opened from, not an empty form', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/not-formed');
    await app.user.click((await screen.findAllByRole('link', { name: 'Add new job' }))[0]!);
    await screen.findByRole('form', { name: 'Job' });
    await fillValidJob(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Create job' }));
    await screen.findByText(/^Job #\d+ created$/);
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    await back();
    expect(window.location.pathname).toBe('/company/job/not-formed');
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
  });

  it('Save changes on a branch, then Back: the branch as it was before Edit, not the form again', async () => {
    const app = await signedIn('owner@demo.test', '/company/branch');
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit branch' });
    await app.user.clear(textbox('Name'));
    await enter(app.user, textbox('Name'), 'Lone Star Movers Austin North');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Branch Lone Star Movers Austin North saved');
    await waitFor(() => expect(window.location.search).toBe(''));
    await back();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/company/branch');
    expect(screen.queryByRole('form', { name: 'Edit branch' })).not.toBeInTheDocument();
  });
});

describe('Back after a form is cancelled (QA helper-133 #4: Cancel leaves as a save does)', () => {
  it('Add new job, Cancel, then Back: the list the form was opened from, not the form again', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/not-formed');
    await app.user.click((await screen.findAllByRole('link', { name: 'Add new job' }))[0]!);
    await screen.findByRole('form', { name: 'Job' });
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Not formed' });
    await back();
    expect(window.location.pathname).toBe('/company/job/not-formed');
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
  });

  it('Add member, Cancel, then Back: the team the form was opened from, not the form again', async () => {
    const app = await signedIn('owner@demo.test', '/company/team/helpers');
    await app.user.click(await screen.findByRole('link', { name: 'Add member' }));
    await screen.findByRole('heading', { level: 1, name: 'Add member' });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Team: Helpers' });
    await back();
    expect(window.location.pathname).toBe('/company/team/helpers');
    expect(screen.queryByRole('heading', { level: 1, name: 'Add member' })).not.toBeInTheDocument();
  });
});

describe('an address key the page does not honour leaves the address (QA helper-133 #7)', () => {
  it('a manager’s /company/branch?action=new: the branch, and the address without the key', async () => {
    await signedIn('manager@demo.test', '/company/branch?action=new');
    await screen.findByText('Only the company owner can add or delete branches.');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/company/branch');
    expect(screen.queryByRole('form', { name: 'Add branch' })).not.toBeInTheDocument();
  });
});
