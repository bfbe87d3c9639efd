import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
