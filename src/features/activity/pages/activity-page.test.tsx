import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedFacts, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

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

describe('activity page', () => {
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
    const first = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole(
      'button',
    )[0]!;
    expect(first).toHaveTextContent('(unread)');
    await user.click(first);
    await waitFor(() => expect(badge()).toHaveTextContent(String(facts.unread - 1)));
    expect(first).not.toHaveTextContent('(unread)');
    expect(first).toHaveAttribute('aria-current', 'true');
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

  it('an item opened under Unread turns read there and under All', async () => {
    const { user, facts } = await ownerOnActivity();
    const region = () => screen.getByRole('region', { name: 'Activity' });
    await user.click(screen.getByRole('radio', { name: `Unread (${facts.unread})` }));
    await screen.findByText(`Showing ${facts.unread} of ${facts.unread}`);
    const first = within(region()).getAllByRole('button')[0]!;
    const openedText = first.textContent!.replace(' (unread)', '');
    await user.click(first);
    await waitFor(() => expect(badge()).toHaveTextContent(String(facts.unread - 1)));
    expect(first).not.toHaveTextContent('(unread)');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByText(facts.firstPage);
    const same = within(region())
      .getAllByRole('button')
      .find((b) => b.textContent?.replace(' (unread)', '') === openedText);
    expect(same).toBeDefined();
    expect(same).not.toHaveTextContent('(unread)');
  });
});
