import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import userEvent from '@testing-library/user-event';

setupMockServer();

/**
 * A search answers at most 10 of each kind (contract). QA helper-98: "Smith" listed 10 of the
 * busy branch's orders, said "10 orders and 3 employees found", and nothing told that more
 * matched. A cut list now says so in its section, and the status does not read as a total.
 */
const dropdown = () => screen.getByRole('region', { name: 'Search results' });
const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;

async function openCompanySearch() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const { user } = renderApp('/company/activity');
  const input = await screen.findByRole('searchbox', { name: 'Search orders and employees' });
  await user.click(input);
  return within(dropdown());
}

describe('a search list cut at 10 says so', () => {
  it('the company search: "Showing the first 10 of N orders", and the status gives N, not 10', async () => {
    const total = db.orders.findMany((q) => q.where({ branch_id: austin().id })).length;
    expect(total).toBeGreaterThan(10);
    const results = await openCompanySearch();
    const orders = await results.findByRole('region', { name: 'Orders' });
    expect(within(orders).getAllByRole('link')).toHaveLength(10);
    expect(orders).toHaveTextContent(
      `Showing the first 10 of ${total} orders. Type more of the name, or the order's number, to narrow it.`,
    );
    expect(results.getByRole('status', { name: '' })).toHaveTextContent(
      new RegExp(`^${total} orders \\(the first 10 shown\\) and \\d+ employees? .*found$`),
    );
  });

  it('a kind the tag leaves out is not counted while the tagged answer loads (review 102)', async () => {
    const results = await openCompanySearch();
    await results.findByRole('region', { name: 'Orders' });
    const tagged = holdRequests('get', '*/api/company-branches/:id/search');
    await userEvent.click(results.getByRole('button', { name: 'Employees' }));
    await waitFor(() => expect(tagged.count()).toBeGreaterThan(0));
    // The untagged answer (with its orders' total) is still the one on screen.
    expect(results.getByRole('status', { name: '' })).toHaveTextContent(
      /^\d+ employees? (\(the first \d+ shown\) )?found$/,
    );
    await tagged.release();
  });

  it("an answer without totals (the spec's): a full list of 10 is taken as cut, a shorter one is not", async () => {
    const order = db.orders.findMany((q) => q.where({ branch_id: austin().id }))[0]!;
    const result = {
      order_id: order.id,
      number: order.number,
      status: order.status,
      customer_name: 'Ann',
      customer_last_name: 'Smith',
      customer_primary_phone: '5125550100',
      start_at: order.start_at,
      completed_at: null,
      cancelled_at: null,
    };
    const employee = { first_name: 'Bo', last_name: 'Smith', avatar_url: null, positions: [] };
    server.use(
      http.get('*/api/company-branches/:id/search', () =>
        HttpResponse.json({
          data: {
            orders: Array.from({ length: 10 }, (_, i) => ({ ...result, order_id: order.id + i })),
            employees: [1, 2].map((id) => ({ ...employee, employee_id: id })),
          },
          message: '',
          errors: {},
          success: true,
        }),
      ),
    );
    const results = await openCompanySearch();
    const orders = await results.findByRole('region', { name: 'Orders' });
    expect(orders).toHaveTextContent(
      "Showing the first 10 orders. Type more of the name, or the order's number",
    );
    expect(results.getByRole('region', { name: 'Employees' })).not.toHaveTextContent('Showing');
    expect(results.getByRole('status', { name: '' })).toHaveTextContent(
      'the first 10 orders and 2 employees found',
    );
  });

  it("the helper's search says so too", async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const { user } = renderApp('/helper/job');
    await user.click(await screen.findByRole('searchbox', { name: 'Search your jobs' }));
    const results = within(dropdown());
    const section = await results.findByRole('region', { name: 'Company invitations' });
    await waitFor(() => expect(within(section).getAllByRole('link').length).toBeGreaterThan(0));
    const shown = within(section).getAllByRole('link').length;
    expect(shown).toBe(10);
    expect(section).toHaveTextContent(
      /Showing the first 10 of \d+ company invitations\. Type more of the order number, company or city to narrow it\./,
    );
    expect(results.getByRole('status', { name: '' })).toHaveTextContent(
      /^\d+ company invitations \(the first 10 shown\) and /,
    );
  });
});
