import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteTabs } from './route-tabs';

type Tabs = Parameters<typeof RouteTabs>[0]['tabs'];

/** The job lists' tabs, Formed the current one. */
const jobTabs = (tabs: Tabs) =>
  render(<RouteTabs label="Job lists" current="formed" tabs={tabs} />);

describe('RouteTabs', () => {
  it('lists each tab as a link with its count, marks the current one, and holds a place for a count that loads', () => {
    jobTabs([
      { key: 'not-formed', label: 'Not formed', to: '/company/job/not-formed', count: 7 },
      { key: 'formed', label: 'Formed', to: '/company/job/formed', count: 0 },
      { key: 'history', label: 'History', to: '/company/job/history' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Job lists' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/company/job/not-formed',
      '/company/job/formed',
      '/company/job/history',
    ]);
    expect(links[0]).toHaveTextContent('Not formed7');
    expect(links[1]).toHaveTextContent('Formed0');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[2]).toHaveTextContent(/^History$/);
    expect(links[2].querySelector('.bp6-skeleton')).not.toBeNull();
  });

  it('a count that could not be read is a dash, said as "count not loaded", not a skeleton for good (QA helper-103)', () => {
    jobTabs([
      { key: 'formed', label: 'Formed', to: '/company/job/formed', count: 3 },
      { key: 'history', label: 'History', to: '/company/job/history', count: null },
    ]);
    const history = screen.getByRole('link', { name: 'History count not loaded' });
    expect(history.querySelector('.bp6-skeleton')).toBeNull();
    expect(history.querySelector('[title]')).toHaveAttribute(
      'title',
      'The count could not be loaded',
    );
  });

  it('the current tab, clicked again, takes its place in the history; another tab is a step of its own (QA helper-158)', async () => {
    window.history.replaceState(null, '', '/company/job/formed?page=2');
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    const user = userEvent.setup();
    jobTabs([
      { key: 'formed', label: 'Formed', to: '/company/job/formed', count: 3 },
      { key: 'history', label: 'History', to: '/company/job/history', count: 1 },
    ]);
    await user.click(screen.getByRole('link', { name: /^Formed/ }));
    expect(window.location.search).toBe('');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: /^History/ }));
    expect(push).toHaveBeenCalledTimes(1);
    push.mockRestore();
    replace.mockRestore();
  });
});
