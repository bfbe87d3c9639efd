import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

/** Every global-search request the app makes: `type` and `search` as sent. */
let searches: { type: string | null; search: string | null }[] = [];
beforeEach(() => {
  searches = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/\/company-branches\/\d+\/search$/.test(url.pathname))
      searches.push({ type: url.searchParams.get('type'), search: url.searchParams.get('search') });
  });
});
afterEach(() => server.events.removeAllListeners());

const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;

async function ownerWithSearch() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/activity');
  const input = await screen.findByRole('searchbox', { name: 'Search orders and employees' });
  return { ...app, input };
}

const dropdown = () => screen.getByRole('region', { name: 'Search results' });

describe('company global search (spec section 2)', () => {
  it('opening the menu runs an unfiltered search and shows orders and employees', async () => {
    const { user, input } = await ownerWithSearch();
    expect(searches).toEqual([]);
    await user.click(input);
    await waitFor(() => expect(searches).toEqual([{ type: '', search: '' }]));
    const results = dropdown();
    expect(results).toHaveStyle({ width: '455px' });
    expect(await within(results).findByRole('region', { name: 'Orders' })).toBeVisible();
    expect(within(results).getByRole('region', { name: 'Employees' })).toBeVisible();
    // Each order shows its number, status, customer and phone.
    const first = within(within(results).getByRole('region', { name: 'Orders' })).getAllByRole(
      'link',
    )[0]!;
    expect(first).toHaveTextContent(/^Order #\d+(Not formed|Pending|Partially formed|Formed)/);
    expect(first).toHaveTextContent(/\(\d{3}\) \d{3}-\d{4}/);
    // Said to a screen reader as they come in (QA helper-93: they came without a word).
    const orders = within(within(results).getByRole('region', { name: 'Orders' })).getAllByRole(
      'link',
    ).length;
    const employees = within(
      within(results).getByRole('region', { name: 'Employees' }),
    ).getAllByRole('link').length;
    // Both lists are cut at 10 here: the status gives the totals (search-cut.test.tsx).
    expect([orders, employees]).toEqual([10, 10]);
    expect(within(results).getByRole('status', { name: '' })).toHaveTextContent(
      /^\d+ orders \(the first 10 shown\) and \d+ employees \(the first 10 shown\) found$/,
    );
  });

  it('a tag filters; clicking the active tag clears it', async () => {
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    const results = dropdown();
    await within(results).findByRole('region', { name: 'Employees' });
    const orders = within(results).getByRole('button', { name: 'Orders' });
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(searches.at(-1)).toEqual({ type: 'order', search: '' }));
    await waitFor(() =>
      expect(within(results).queryByRole('region', { name: 'Employees' })).toBeNull(),
    );
    expect(within(results).getByRole('region', { name: 'Orders' })).toBeVisible();

    await user.click(within(results).getByRole('button', { name: 'Employees' }));
    await waitFor(() => expect(searches.at(-1)).toEqual({ type: 'employee', search: '' }));
    expect(orders).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(results).getByRole('button', { name: 'Employees' }));
    await waitFor(() => expect(searches.at(-1)).toEqual({ type: '', search: '' }));
    expect(await within(results).findByRole('region', { name: 'Orders' })).toBeVisible();
    expect(within(results).getByRole('region', { name: 'Employees' })).toBeVisible();
  });

  it('typing searches once the text has rested 1000 ms; an order opens its job', async () => {
    const order = db.orders.findMany((q) => q.where({ branch_id: austin().id }))[2]!;
    const lastName = order.customer.last_name;
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    await waitFor(() => expect(searches).toHaveLength(1));
    // The real clock (the tests' Date is the app's, moved along in steps: it may lag).
    const typedAt = performance.now();
    await user.type(input, lastName);
    // Keystrokes come faster than 1000 ms: no search for the text yet, nor for a prefix.
    expect(searches).toHaveLength(1);
    await waitFor(() => expect(searches).toHaveLength(2), { timeout: 3000 });
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(1000);
    expect(searches[1]).toEqual({ type: '', search: lastName });

    const results = dropdown();
    const link = await within(results).findByRole('link', {
      name: new RegExp(`Order #${order.number}(?!\\d)`),
    });
    expect(link).toHaveTextContent(`${order.customer.first_name} ${lastName}`);
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe(`/company/job/edit/${order.id}`));
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    // Chosen, the search is done: the box is empty again (QA helper-89).
    expect(input).toHaveValue('');
  });

  it('a completed order reads Completed, not the last status it kept (review: #1021 read "Partially formed")', async () => {
    const order = db.orders
      .findMany((q) => q.where({ branch_id: austin().id }))
      .find((o) => o.completed_at != null)!;
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    await user.type(input, String(order.number));
    const link = await within(dropdown()).findByRole(
      'link',
      { name: new RegExp(`Order #${order.number}(?!\\d)`) },
      { timeout: 3000 },
    );
    expect(link).toHaveTextContent(`Order #${order.number}Completed`);
  });

  it('an employee opens their Edit member page', async () => {
    const member = db.employees.findFirst((q) => q.where({ branch_id: austin().id }))!;
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    const employees = await within(dropdown()).findByRole('region', { name: 'Employees' });
    await user.type(input, member.first_name);
    const link = await within(employees).findByRole(
      'link',
      { name: new RegExp(`${member.first_name} ${member.last_name}`) },
      { timeout: 3000 },
    );
    await user.click(link);
    await waitFor(() => expect(window.location.pathname).toBe(`/company/team/edit/${member.id}`));
  });

  it('a Foreman/Driver is said once: the line names the positions, no label repeats it (QA 2026-12-04)', async () => {
    const member = db.employees.findFirst((q) =>
      q.where({ branch_id: austin().id, user_id: null, deleted_at: null }),
    )!;
    await db.patch('employees', member.id, { positions: [4] });
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    const employees = await within(dropdown()).findByRole('region', { name: 'Employees' });
    await user.type(input, `${member.first_name} ${member.last_name}`);
    const link = await within(employees).findByRole(
      'link',
      { name: new RegExp(`${member.first_name} ${member.last_name}`) },
      { timeout: 3000 },
    );
    expect(within(link).getAllByText('Foreman/Driver')).toHaveLength(1);
  });

  it('says so when nothing matches, and Escape closes the menu', async () => {
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    await user.type(input, 'zzzzqqq');
    expect(
      await within(dropdown()).findByText(/Nothing matches “zzzzqqq”/, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(
      within(dropdown())
        .getAllByRole('status')
        .some((s) => /^Nothing matches “zzzzqqq”/.test(s.textContent ?? '')),
    ).toBe(true);
    // Not said twice: the results' status is empty meanwhile.
    expect(within(dropdown()).getAllByText(/Nothing matches “zzzzqqq”/)).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it('a long search is repeated cut short in what it says (QA helper-89: 1,000 characters filled the dropdown)', async () => {
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    const long = `${'q'.repeat(58)}zz${'x'.repeat(140)}`;
    await user.click(input);
    await user.paste(long);
    const said = await within(dropdown()).findByText(/^Nothing matches/, {}, { timeout: 3000 });
    expect(said).toHaveTextContent(
      `Nothing matches “${'q'.repeat(58)}zz…”. Try a customer name, phone, order number or a member's name.`,
    );
    expect(input).toHaveValue(long); // what was typed stays whole
  });
});

describe('the search from the keyboard', () => {
  it('Tab passes the search in one step and closes it; the results are reached with the arrows', async () => {
    const { user, input } = await ownerWithSearch();
    await user.click(input);
    const results = dropdown();
    const orders = await within(results).findByRole('region', { name: 'Orders' });
    const [first, second] = within(orders).getAllByRole('link');
    // ArrowDown from the box goes down the results, ArrowUp back up to the box.
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    // Escape from a result closes the dropdown and gives the box the focus back.
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    // Tab: past the tags, out of the search (no result in between), and the dropdown closes.
    await user.click(input);
    await within(dropdown()).findByRole('region', { name: 'Orders' });
    await user.tab();
    expect(within(dropdown()).getByRole('button', { name: 'Orders' })).toHaveFocus();
    await user.tab();
    expect(within(dropdown()).getByRole('button', { name: 'Employees' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(input).not.toHaveFocus();
  });
});

describe('company search without a branch', () => {
  it('a manager with no branches is told there is nothing to search, and no call is made', async () => {
    localStorage.setItem('token', await loginAs('newmanager@demo.test'));
    const { user } = renderApp('/company/activity');
    const input = await screen.findByRole('searchbox', { name: 'Search orders and employees' });
    await user.click(input);
    expect(
      await within(dropdown()).findByText('There is no branch to search in yet.'),
    ).toBeVisible();
    expect(searches).toEqual([]);
  });

  it('typing after Escape opens the dropdown again with the reason, and no tags that filter nothing', async () => {
    localStorage.setItem('token', await loginAs('newmanager@demo.test'));
    const { user } = renderApp('/company/activity');
    const input = await screen.findByRole('searchbox', { name: 'Search orders and employees' });
    await user.click(input);
    await within(dropdown()).findByText('There is no branch to search in yet.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(input).toHaveFocus();
    await user.keyboard('Maria');
    expect(
      await within(dropdown()).findByText('There is no branch to search in yet.'),
    ).toBeVisible();
    expect(within(dropdown()).queryByRole('button', { name: 'Orders' })).toBeNull();
    expect(searches).toEqual([]);
  });
});

describe('helper search (helper header)', () => {
  it("finds the helper's own job by order number and opens its Order details", async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const { user } = renderApp('/helper/job');
    const input = await screen.findByRole('searchbox', { name: 'Search your jobs' });
    await user.click(input);
    const results = dropdown();
    const section = await within(results).findByRole('region', { name: 'Company invitations' });
    const first = within(section).getAllByRole('link')[0]!;
    const number = /Order #(\d+)/.exec(first.textContent ?? '')![1]!;
    await user.type(input, `#${number}`);
    // (A company order and an outsourced job may share a number: either is the helper's.)
    const [link] = await within(results).findAllByRole(
      'link',
      { name: new RegExp(`Order #${number}(?!\\d)`) },
      { timeout: 3000 },
    );
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('link')
          .every((l) => l.textContent!.includes(number)),
      ).toBe(true),
    );
    await user.click(link!);
    await waitFor(() =>
      expect(window.location.pathname).toMatch(
        /^\/helper\/job\/(company|outsource)\/details\/\d+$/,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Order details', level: 1 })).toBeVisible();
    expect(input).toHaveValue('');
  });

  it('takes no more than the 100 characters helper/job-search accepts: a long paste is cut, not refused', async () => {
    const jobSearches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/helper/job-search'))
        jobSearches.push(url.searchParams.get('search') ?? '');
    });
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const { user } = renderApp('/helper/job');
    const input = await screen.findByRole('searchbox', { name: 'Search your jobs' });
    await user.click(input);
    await user.paste('z'.repeat(150));
    expect(input).toHaveValue('z'.repeat(100));
    await waitFor(() => expect(jobSearches).toContain('z'.repeat(100)));
    expect(jobSearches.every((text) => text.length <= 100)).toBe(true);
    expect(await within(dropdown()).findByText(/None of your jobs matches/)).toBeVisible();
  });
});
