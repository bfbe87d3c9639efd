import { http } from 'msw';
import { globalSearchQueryParams } from '@/platform/api/generated/zod/search/search.zod';
import { db } from '../db';
import { ok } from './lib/envelope';
import { simulateLatency } from './lib/latency';
import { parseQuery } from './lib/validation';
import { requireManageableBranch } from './lib/guards';
import { activeMembers } from './lib/company-presenters';

const LIMIT = 10;

/** Contract tag `search`: the header's global search within a branch. */
export const searchHandlers = [
  // globalSearch: orders (number, customer name or phone) and employees (name), <=10 each.
  http.get('*/api/company-branches/:id/search', async ({ request, params }) => {
    await simulateLatency();
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, globalSearchQueryParams);
    const text = (query.search ?? '').trim().toLowerCase();
    const digits = text.replace(/\D/g, '');
    const type = query.type ?? '';
    const orders =
      type === 'employee'
        ? []
        : db.orders
            .findMany((q) => q.where({ branch_id: branch.id }))
            .filter(
              (o) =>
                !text ||
                `${o.customer.first_name} ${o.customer.last_name}`.toLowerCase().includes(text) ||
                String(o.number).includes(text.replace('#', '')) ||
                (digits.length >= 3 && o.customer.primary_phone.includes(digits)),
            )
            .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
            .slice(0, LIMIT)
            .map((o) => ({
              order_id: o.id,
              number: o.number,
              status: o.status,
              customer_name: o.customer.first_name,
              customer_last_name: o.customer.last_name,
              customer_primary_phone: o.customer.primary_phone,
              start_at: o.start_at,
            }));
    const employees =
      type === 'order'
        ? []
        : activeMembers(branch.id)
            .filter((e) => !text || `${e.first_name} ${e.last_name}`.toLowerCase().includes(text))
            .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id)
            .slice(0, LIMIT)
            .map((e) => ({
              employee_id: e.id,
              first_name: e.first_name,
              last_name: e.last_name,
              avatar_url: e.avatar_url,
              positions: e.positions,
            }));
    return ok({ orders, employees });
  }),
];
