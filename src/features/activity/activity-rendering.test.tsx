import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyBranch } from '@mocks/db';
import { db, server } from '@mocks/node';
import { feedFacts, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

setupMockServer();

const LIST = '*/api/notifications/branch/:branchId/get-notifications';
const COUNT = '*/api/notifications/branch/:branchId/notifications-count';

/** Where the payloads would write if their markup ever ran. */
const probe = window as Window & { __xss?: unknown };
afterEach(() => {
  delete probe.__xss;
});

async function ownerOn(path = '/company/activity') {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

const activityRegion = () => screen.getByRole('region', { name: 'Activity' });
const companyNav = () => screen.getByRole('navigation', { name: 'Company' });

/** The contract's envelope for a count response. */
const countResponse = (unread_count: number) =>
  HttpResponse.json({ data: { unread_count }, message: '', errors: {}, success: true });

describe('activity feed: server text is text', () => {
  const title = '<img src=x onerror="window.__xss=1"><b>Bold title</b>';
  const body = '<b>bold</b> body <img src=y onerror="window.__xss=2">';

  it('shows a notification with HTML in its title and body verbatim, creating no elements', async () => {
    const { branchId, total } = feedFacts('owner@demo.test', 'Austin');
    await notifyBranch(db, { branch_id: branchId, kind: 'system', title, body });
    await ownerOn();
    await screen.findByText(`Showing 10 of ${total + 1}`);

    const region = activityRegion();
    // Newest first: the new notification heads the list, its text shown as typed.
    const first = within(region).getAllByRole('listitem')[0]!;
    expect(within(first).getByText(title)).toBeInTheDocument();
    expect(within(first).getByText(body)).toBeInTheDocument();
    expect(first).toHaveTextContent(`${title} (unread)${body}`);

    // No markup was parsed: not in the feed, not anywhere in the page.
    expect(region.querySelector('img, b')).toBeNull();
    expect(document.querySelector('img[src="x"], img[src="y"]')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(probe.__xss).toBeUndefined();
  });

  it('opening it keeps the text literal (the item, selected, still holds no markup)', async () => {
    const { branchId } = feedFacts('owner@demo.test', 'Austin');
    await notifyBranch(db, { branch_id: branchId, kind: 'system', title, body });
    const { user } = await ownerOn();
    await screen.findByText(/^Showing 10 of/);
    const first = within(activityRegion()).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button'));
    await waitFor(() => expect(within(first).getByRole('button')).toHaveAttribute('aria-current'));
    expect(within(first).getByText(title)).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(activityRegion().querySelector('img, b')).toBeNull();
    expect(probe.__xss).toBeUndefined();
  });
});

describe('activity feed: loading and empty states', () => {
  it('shows skeleton rows, and no empty text, while the list request is pending', async () => {
    // Holds the list request, then lets it on to the mock backend's own handler.
    const listRequests = holdRequests('get', LIST);
    await ownerOn();
    const { firstPage } = feedFacts('owner@demo.test', 'Austin');

    // The branch is known (the page's toolbar is up) and the list request is in flight.
    await screen.findByRole('radio', { name: 'All' });
    await waitFor(() => expect(listRequests.count()).toBeGreaterThan(0));
    const loading = screen.getByRole('status', { name: 'Loading activity' });
    expect(loading.querySelectorAll('.bp6-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByText(/No activity/)).not.toBeInTheDocument();
    expect(screen.queryByText("You're all caught up")).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();

    await listRequests.release();
    await screen.findByText(firstPage);
    expect(screen.queryByRole('status', { name: 'Loading activity' })).not.toBeInTheDocument();
    expect(document.querySelector('.bp6-skeleton')).toBeNull();
  });

  it('a branch without notifications shows the empty state, not a list or skeletons', async () => {
    const { branchId, userId } = feedFacts('owner@demo.test', 'Austin');
    db.notifications.deleteMany((q) => q.where({ branch_id: branchId, user_id: userId }));
    await ownerOn();

    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(
      screen.getByText('When helpers answer invitations or orders change, it shows up here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading activity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(companyNav()).queryByLabelText(/unread/)).not.toBeInTheDocument();
  });

  it('an empty page from the API shows the empty state', async () => {
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: { current_page: 1, last_page: 1, per_page: 10, total: 0, data: [] },
          message: '',
          errors: {},
          success: true,
        }),
      ),
    );
    await ownerOn();
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('sidebar unread badge', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('an unread count of %i shows %s', async (count, shown) => {
    server.use(http.get(COUNT, () => countResponse(count)));
    await ownerOn();
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    const badge = await within(nav).findByLabelText(`${count} unread`);
    expect(badge.textContent).toBe(shown);
    const link = within(nav).getByRole('link', { name: new RegExp(`${count} unread`) });
    expect(link).toHaveAttribute('href', '/company/activity');
    expect(link.textContent).toBe(`Activity${shown}`);
  });

  it('no badge when nothing is unread', async () => {
    server.use(http.get(COUNT, () => countResponse(0)));
    const { queryClient } = await ownerOn();
    await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage);
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ predicate: (q) => String(q.queryKey[0]).endsWith('/notifications-count') })
          .some((q) => q.state.status === 'success'),
      ).toBe(true),
    );
    const link = within(companyNav()).getByRole('link', { name: /Activity/ });
    expect(link.textContent).toBe('Activity');
    expect(within(companyNav()).queryByLabelText(/unread/)).not.toBeInTheDocument();
  });
});
