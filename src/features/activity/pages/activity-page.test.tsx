import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyBranch, type BranchEvent } from '@mocks/db';
import { db } from '@mocks/node';
import { feedFacts, goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

async function ownerOnActivity() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/activity');
  const facts = feedFacts('owner@demo.test', 'Austin');
  await screen.findByText(facts.firstPage);
  return { ...app, facts };
}
const badge = () =>
  within(screen.getByRole('navigation', { name: 'Company' })).queryByLabelText(/unread/);
/**
 * A row of the feed, read or unread, by what stays the same while the test runs: where it
 * leads, its title and the instant it names. Not its text: its age ("3 minutes ago") moves
 * on when the clock passes a minute mid-test (the world is seeded at the hour's start).
 */
const rowIdentity = (link: HTMLElement) => {
  const title = link.textContent!;
  const at = link.closest('li')!.querySelector('time')!.getAttribute('datetime');
  return `${link.getAttribute('href')} ${title.replace(' (unread)', '')} ${at}`;
};

describe('activity page', () => {
  it('a filter that is none (?show=everything) shows All, and the address says so (QA helper-97)', async () => {
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/activity?show=everything');
    await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('filters unread and back to all', async () => {
    const { user, facts } = await ownerOnActivity();
    await user.click(screen.getByRole('radio', { name: `Unread (${facts.unread})` }));
    await screen.findByText(`Showing ${facts.unread} of ${facts.unread}`);
    const items = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    items.forEach((item) => expect(item).toHaveTextContent('(unread)'));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText(facts.firstPage);
  });

  it('opening an unread activity marks it read and lowers the badge', async () => {
    const { user, facts } = await ownerOnActivity();
    expect(badge()).toHaveTextContent(String(facts.unread));
    const region = () => screen.getByRole('region', { name: 'Activity' });
    // Seeded rows name an order, so each is a link to it.
    const first = within(region()).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('(unread)');
    const opened = rowIdentity(first);
    const feed = region();
    await user.click(first);
    await waitFor(() => expect(badge()).toHaveTextContent(String(facts.unread - 1)));
    expect(window.location.pathname).not.toBe('/company/activity');
    // Left once the next page shows: until its code loads, the feed stays mounted (hidden),
    // and Back would only reveal it.
    await waitFor(() => expect(feed).not.toBeInTheDocument());
    await goInHistory(-1);
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    await screen.findByText(facts.firstPage);
    const again = within(region())
      .getAllByRole('link')
      .find((b) => rowIdentity(b) === opened);
    expect(again).not.toHaveTextContent('(unread)');
    expect(again).toHaveAttribute('aria-current', 'true');
  });

  it('mark all as read clears the badge and reloads page 1 of all', async () => {
    const { user, facts } = await ownerOnActivity();
    await user.click(screen.getByRole('radio', { name: `Unread (${facts.unread})` }));
    await screen.findByText(`Showing ${facts.unread} of ${facts.unread}`);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All activity marked as read')).toBeInTheDocument();
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    await screen.findByText(facts.firstPage);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.queryByText('(unread)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('an empty unread filter says so', async () => {
    const { user } = await ownerOnActivity();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });

  it('an item opened under Unread is read: gone from Unread on the way Back, read under All', async () => {
    const { user, facts } = await ownerOnActivity();
    const region = () => screen.getByRole('region', { name: 'Activity' });
    await user.click(screen.getByRole('radio', { name: `Unread (${facts.unread})` }));
    await screen.findByText(`Showing ${facts.unread} of ${facts.unread}`);
    const first = within(region()).getAllByRole('link')[0]!;
    const opened = rowIdentity(first);
    const feed = region();
    await user.click(first);
    await waitFor(() => expect(badge()).toHaveTextContent(String(facts.unread - 1)));
    await waitFor(() => expect(feed).not.toBeInTheDocument()); // gone, not hidden: left
    await goInHistory(-1);
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    // Back under Unread, it is no longer there, and the footer counts what is (QA 2026-12-04:
    // ten rows under "Unread (9)" until a reload).
    const left = facts.unread - 1;
    await screen.findByText(`Showing ${left} of ${left}`);
    expect(screen.getByRole('radio', { name: `Unread (${left})` })).toBeChecked();
    const rows = within(region()).getAllByRole('link');
    expect(rows).toHaveLength(left);
    expect(rows.find((b) => rowIdentity(b) === opened)).toBeUndefined();
    rows.forEach((row) => expect(row).toHaveTextContent('(unread)'));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText(facts.firstPage);
    const same = within(region())
      .getAllByRole('link')
      .find((b) => rowIdentity(b) === opened);
    expect(same).toBeDefined();
    expect(same).not.toHaveTextContent('(unread)');
  });
});

describe('an activity row opens what it names', () => {
  /** Books a notification of the Austin branch (newest, unread) and opens the owner's feed. */
  async function ownerWith(event: Omit<BranchEvent, 'branch_id' | 'body'>) {
    const facts = feedFacts('owner@demo.test', 'Austin');
    const [mine] = (
      await notifyBranch(db, { branch_id: facts.branchId, body: 'Booked by the test.', ...event })
    ).filter((n) => n.user_id === facts.userId);
    const app = await ownerOnActivity();
    // Named by its title (and that it is unread), described by its body and age.
    const row = within(screen.getByRole('region', { name: 'Activity' })).getByRole('link', {
      name: `${event.title} (unread)`,
      description: /^Booked by the test\. /,
    });
    return { ...app, row, id: mine!.id, unread: facts.unread + 1 };
  }
  const isRead = (id: number) => db.findById('notifications', id)?.is_read;
  const liveOrder = () => {
    const { branchId } = feedFacts('owner@demo.test', 'Austin');
    return db.orders
      .findMany((q) => q.where({ branch_id: branchId }))
      .find((o) => o.completed_at == null && o.cancelled_at == null)!;
  };

  it('a click on an answer to an order invitation marks it read and opens the crew page', async () => {
    const order = liveOrder();
    const title = `Test Helper accepted your invitation to order #${order.number}`;
    const { user, row, id, unread } = await ownerWith({
      kind: 'invitation_accepted',
      title,
      order_id: order.id,
    });
    expect(badge()).toHaveTextContent(String(unread));
    expect(row).toHaveAttribute('href', `/company/job/team-edit/${order.id}`);
    await user.click(row);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/job/team-edit/${order.id}`),
    );
    expect(await screen.findByRole('region', { name: 'Current crew' })).toBeInTheDocument();
    await waitFor(() => expect(isRead(id)).toBe(true));
    await waitFor(() => expect(badge()).toHaveTextContent(String(unread - 1)));
  });

  it('Space on a focused application row opens the offer applications and marks it read', async () => {
    const offer = db.outsource_offers.findFirst((q) =>
      q.where({ branch_id: feedFacts('owner@demo.test', 'Austin').branchId }),
    )!;
    const { user, row, id } = await ownerWith({
      kind: 'outsourcing_application',
      title: 'A test application to your outsourcing offer',
      order_id: offer.order_id,
      offer_id: offer.id,
    });
    row.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/company/outsourcing/offer-applications/${offer.id}`),
    );
    expect(await screen.findByRole('region', { name: /^Applications/ })).toBeInTheDocument();
    await waitFor(() => expect(isRead(id)).toBe(true));
  });

  it('Enter on a branch invitation answer opens the team, and Back returns to the feed', async () => {
    const { user, row } = await ownerWith({
      kind: 'branch_invitation_rejected',
      title: 'Test Helper declined your invitation to join your Austin branch',
    });
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/requested'));
    await screen.findByRole('navigation', { name: 'Team lists' });
    await goInHistory(-1);
    const back = await within(await screen.findByRole('region', { name: 'Activity' })).findByRole(
      'link',
      { name: /^Test Helper declined/ },
    );
    // Opened: read now, and the current activity.
    expect(back).not.toHaveTextContent('(unread)');
    expect(back).toHaveAttribute('aria-current', 'true');
  });

  it('a row whose kind needs an id it lacks is a button: opening it only marks it read', async () => {
    const facts = feedFacts('owner@demo.test', 'Austin');
    const title = 'New order #9999 for a test customer';
    const [mine] = (
      await notifyBranch(db, { branch_id: facts.branchId, kind: 'order_created', title, body: '' })
    ).filter((n) => n.user_id === facts.userId);
    const { user } = await ownerOnActivity();
    const region = screen.getByRole('region', { name: 'Activity' });
    expect(within(region).queryByRole('link', { name: new RegExp(`^${title}`) })).toBeNull();
    const row = within(region).getByRole('button', { name: `${title} (unread)` });
    await user.click(row);
    await waitFor(() => expect(db.findById('notifications', mine!.id)?.is_read).toBe(true));
    expect(window.location.pathname).toBe('/company/activity');
    expect(row).toHaveAttribute('aria-current', 'true');
  });

  it('under Unread, a row read where it is stays in place, read (the list does not move under the pointer)', async () => {
    const facts = feedFacts('owner@demo.test', 'Austin');
    const title = 'New order #9998 for a test customer';
    const [mine] = (
      await notifyBranch(db, { branch_id: facts.branchId, kind: 'order_created', title, body: '' })
    ).filter((n) => n.user_id === facts.userId);
    const { user } = await ownerOnActivity();
    const unread = facts.unread + 1;
    await user.click(screen.getByRole('radio', { name: `Unread (${unread})` }));
    await screen.findByText(`Showing ${unread} of ${unread}`);
    const region = screen.getByRole('region', { name: 'Activity' });
    await user.click(within(region).getByRole('button', { name: `${title} (unread)` }));
    await waitFor(() => expect(db.findById('notifications', mine!.id)?.is_read).toBe(true));
    await screen.findByRole('radio', { name: `Unread (${unread - 1})` });
    expect(within(region).getByRole('button', { name: title })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(unread);
    expect(screen.getByText(`Showing ${unread} of ${unread}`)).toBeInTheDocument();
  });
});
