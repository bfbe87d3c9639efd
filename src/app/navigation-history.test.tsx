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

/**
 * Signed in on Activity, then to `link`'s `page` by the sidebar: the history holds Activity,
 * then that page, as a person's does who came to it in the app.
 */
async function onPageFromActivity(link: string, page: string) {
  const app = await signedIn('owner@demo.test', '/company/activity');
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  const nav = screen.getByRole('navigation', { name: 'Company' });
  await app.user.click(within(nav).getByRole('link', { name: link }));
  await waitFor(() => expect(window.location.pathname).toBe(page));
  return app;
}

describe('Back after a form is saved (QA helper-133 #4, helper-158 #4)', () => {
  it('Create job, then Back: the page before the list, neither an empty form nor the list again', async () => {
    const app = await onPageFromActivity('Job', '/company/job/not-formed');
    await app.user.click((await screen.findAllByRole('link', { name: 'Add new job' }))[0]!);
    await screen.findByRole('form', { name: 'Job' });
    await fillValidJob(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Create job' }));
    await screen.findByText(/^Job #\d+ created$/);
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/not-formed'));
    await back();
    expect(window.location.pathname).toBe('/company/activity');
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
  });

  it('Save changes on a branch, then Back: the page before the branch, not the form again', async () => {
    const app = await onPageFromActivity('Branch', '/company/branch');
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit branch' });
    await app.user.clear(textbox('Name'));
    await enter(app.user, textbox('Name'), 'Lone Star Movers Austin North');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Branch Lone Star Movers Austin North saved');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/company/branch'),
    );
    expect(screen.queryByRole('form', { name: 'Edit branch' })).not.toBeInTheDocument();
    await back();
    expect(window.location.pathname).toBe('/company/activity');
  });

  it('a form opened by its address (no page of the app before it) leaves to its list in its place', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/create');
    await screen.findByRole('form', { name: 'Job' });
    const entries = window.history.length;
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Not formed' });
    expect(window.location.pathname).toBe('/company/job/not-formed');
    expect(window.history.length).toBe(entries);
  });
});

describe('Back after a form is cancelled (QA helper-133 #4, helper-158 #4: Cancel leaves as a save does)', () => {
  it('Add new job, Cancel, then Back: the page before the list, neither the form nor the list again', async () => {
    const page = '/company/job/not-formed';
    const app = await onPageFromActivity('Job', page);
    await app.user.click((await screen.findAllByRole('link', { name: 'Add new job' }))[0]!);
    await screen.findByRole('form', { name: 'Job' });
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe(page));
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
    await back();
    expect(window.location.pathname).toBe('/company/activity');
  });

  it('Add new job opened from Formed, Cancel: back on Formed, not on Not formed (QA helper-168 M2)', async () => {
    const app = await onPageFromActivity('Job', '/company/job/not-formed');
    await app.user.click(await screen.findByRole('link', { name: /^Formed/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/formed'));
    await app.user.click((await screen.findAllByRole('link', { name: 'Add new job' }))[0]!);
    await screen.findByRole('form', { name: 'Job' });
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/formed'));
    expect(screen.queryByRole('form', { name: 'Job' })).not.toBeInTheDocument();
  });

  it('Add member, Cancel, then Back: the page before the team, neither the form nor the team again', async () => {
    const page = '/company/team/employees';
    const app = await onPageFromActivity('Team', page);
    await app.user.click(await screen.findByRole('link', { name: 'Add member' }));
    await screen.findByRole('heading', { level: 1, name: 'Add member' });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe(page));
    expect(screen.queryByRole('heading', { level: 1, name: 'Add member' })).not.toBeInTheDocument();
    await back();
    expect(window.location.pathname).toBe('/company/activity');
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
