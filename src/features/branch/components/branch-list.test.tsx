import { render, screen, within } from '@testing-library/react';
import type { Branch } from '@/platform/api/generated/model';
import { UiProviders } from '@/platform/ui';
import { BranchList } from './branch-list';

const branch = (id: number, name: string, unread: number) =>
  ({
    id,
    name,
    city: 'Austin',
    state: 'TX',
    unread_notifications_count: unread,
  }) as Branch;

describe('BranchList', () => {
  it("says another branch's unread activity in words, on screen and to a screen reader", () => {
    render(
      <BranchList
        branches={[branch(1, 'Austin', 4), branch(2, 'Dallas', 3), branch(3, 'Houston', 0)]}
        activeId={1}
        onSelect={() => undefined}
      />,
      { wrapper: UiProviders },
    );
    const list = screen.getByRole('list', { name: 'Branches' });
    const [austin, dallas, houston] = within(list).getAllByRole('listitem');
    // The active branch shows "Active", not its count (the app's header has it).
    expect(austin).toHaveTextContent('Active');
    expect(austin).not.toHaveTextContent('unread');
    expect(dallas).toHaveTextContent('3 unread');
    expect(
      within(dallas!).getByRole('button', { name: 'Dallas, Austin, TX, 3 unread activities' }),
    ).toBeInTheDocument();
    expect(houston).not.toHaveTextContent('unread');
    expect(
      within(houston!).getByRole('button', { name: 'Houston, Austin, TX' }),
    ).toBeInTheDocument();
  });
});
