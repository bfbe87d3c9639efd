import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { TYPING_PAUSE_MS } from '@/platform/ui';
import { emulateViewport, goInHistory, loginAs, renderApp, setupMockServer } from './test-utils';

/*
 * The browser's Back closes the topmost overlay, not the page under it, and a move to another
 * address closes the overlays of the one left (QA 133 #2; platform/ui/use-back-closes.ts).
 */

setupMockServer();

const back = () => goInHistory(-1);
const search = () => window.location.search;

async function ownerAt(path: string) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

/** The formed list at its page 2, moved to from page 1 (so Back has page 1 behind it). */
async function formedPageTwo() {
  const app = await ownerAt('/company/job/formed');
  await app.user.click(await screen.findByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(search()).toBe('?page=2'));
  // Page 2's cards, not page 1's still shown while they load.
  await screen.findByText(/Showing 6–10 of \d+/);
  const cards = await screen.findAllByRole('article');
  return { ...app, first: cards[0]! };
}

async function openCancelDialog(user: ReturnType<typeof renderApp>['user'], card: HTMLElement) {
  await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
  return screen.findByRole('dialog', { name: 'Cancel order' });
}

const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Back and dialogs', () => {
  beforeEach(() => emulateViewport(1280));

  it('Back closes an open dialog and the list stays on its page; its own Keep order leaves no entry to go back through', async () => {
    const { user, first } = await formedPageTwo();
    const dialog = await openCancelDialog(user, first);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Customer moved the date');
    // The field's own settling after typing (its length, its check) lands first.
    await pauseInAct(TYPING_PAUSE_MS);

    // A reason typed: Back closes it at once, with no question, for nothing is lost: Cancel
    // order's form outlives its dialog (Modal's keepsTyping, as Apply's), and opened again, it
    // holds the reason.
    await back();
    await noDialog();
    expect(screen.queryByText(/Discard what you typed\?/)).toBeNull();
    expect(search()).toBe('?page=2');
    // The same card of page 2 is there.
    expect(first).toBeInTheDocument();
    const again = await openCancelDialog(user, first);
    expect(within(again).getByLabelText(/Reason/)).toHaveValue('Customer moved the date');

    // Closed by its own Keep order: the next Back is the page's (to page 1), not the dialog's.
    await user.click(within(again).getByRole('button', { name: 'Keep order' }));
    await noDialog();
    await back();
    await waitFor(() => expect(search()).toBe(''));
  });

  it('a change of address under an open dialog closes it, and Back from there skips its entry', async () => {
    const { user, first } = await formedPageTwo();
    await openCancelDialog(user, first);
    await waitFor(() => expect(window.history.state).toHaveProperty('appOverlay'));

    act(() => navigate('/company/job/formed?page=3'));
    await noDialog();
    expect(search()).toBe('?page=3');
    await back();
    await waitFor(() => expect(search()).toBe('?page=2'));
    // Page 2's cards, not page 1's still shown while they load.
    await screen.findByText(/Showing 6–10 of \d+/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Back and the mobile menu (390px)', () => {
  beforeEach(() => emulateViewport(390));

  const openMenu = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    return (await screen.findByRole('heading', { name: 'Menu' })).closest(
      '.bp6-drawer',
    ) as HTMLElement;
  };
  const menuClosed = () =>
    waitFor(() => expect(screen.queryByRole('heading', { name: 'Menu' })).not.toBeInTheDocument());

  it('Back closes the menu and keeps the page; a page picked in it is left by Back to the page before', async () => {
    const { user } = await ownerAt('/company/activity');
    await screen.findByRole('heading', { level: 1, name: 'Activity' });

    await openMenu(user);
    await back();
    await menuClosed();
    expect(window.location.pathname).toBe('/company/activity');

    const drawer = await openMenu(user);
    await user.click(within(drawer).getByRole('menuitem', { name: 'Team' }));
    // Team's first list (or the list last opened, which Team remembers).
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/company\/team/));
    await menuClosed();
    await back();
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(screen.queryByRole('heading', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe("the header's back arrow", () => {
  beforeEach(() => emulateViewport(1280));

  it('pressed while a popover is open closes the popover, one step back as the browser’s Back, and the page stays (QA helper-158)', async () => {
    const app = await ownerAt('/company/activity');
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    await app.user.click(within(nav).getByRole('link', { name: 'Team' }));
    await screen.findByText(/^Showing 1–5/);
    const team = window.location.pathname;
    const [price] = screen.getAllByRole('button', { name: /change the hourly price of/i });
    await app.user.click(price!);
    const popover = await screen.findByRole('dialog', { name: /^Change the hourly price of/ });
    await app.user.type(within(popover).getByRole('textbox', { name: 'Hourly price' }), '1');

    await app.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Change the hourly price of/ })).toBeNull(),
    );
    await pauseInAct(300);
    expect(window.location.pathname).toBe(team);
    // The next press is the page's Back again.
    await app.user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
  });
});
