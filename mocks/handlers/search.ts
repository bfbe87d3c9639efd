import { http } from './lib/http';
import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { searchHelperJobsQueryParams } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { globalSearchQueryParams } from '@/platform/api/generated/zod/search/search.zod';
import { db, rosterService, type OrderRecord } from '../db';
import { ok } from './lib/envelope';
import { parseQuery } from './lib/validation';
import { requireHelperArea, requireManageableBranch } from './lib/guards';
import { activeMembers } from './lib/company-presenters';
import {
  aheadFirst,
  companyInvitations,
  offerBucket,
  offerSpot,
  orderTimes,
  toHelperInvitation,
  toHelperOffer,
} from './lib/helper-jobs';

const LIMIT = 10;

/** The words typed, lower-cased; '#1042' and '1042' both name order number 1042. */
function searchText(raw: string | undefined) {
  const text = (raw ?? '').trim().toLowerCase();
  return { text, number: text.replace(/^#/, ''), digits: text.replace(/\D/g, '') };
}

/**
 * An order matches on the customer's name (first, last or both), the order number or id
 * (as typed, '#' allowed), or three or more digits of the customer's phone, however the
 * phone was typed ('(512) 555' finds 5125550123).
 */
function orderMatches(order: OrderRecord, search: ReturnType<typeof searchText>): boolean {
  const { text, number, digits } = search;
  if (!text) return true;
  const name = `${order.customer.first_name} ${order.customer.last_name}`.toLowerCase();
  return (
    name.includes(text) ||
    (/^\d+$/.test(number) &&
      (String(order.number).includes(number) || String(order.id) === number)) ||
    (digits.length >= 3 && order.customer.primary_phone.includes(digits))
  );
}

/** A helper's job matches on its order number, company or branch name, or a city of it. */
function helperJobMatches(job: HelperJob, search: ReturnType<typeof searchText>): boolean {
  const { text, number } = search;
  if (!text) return true;
  const cities = [...job.order.pick_up_addresses, ...job.order.destination_addresses].map(
    (address) => address.city,
  );
  return (
    String(job.order.number).includes(number) ||
    [job.branch.company_name, job.branch.name, ...cities].some((value) =>
      value.toLowerCase().includes(text),
    )
  );
}

type HelperJob = HelperCompanyInvitation | HelperOutsourceOffer;

/**
 * Jobs not over yet first, soonest first; then past ones, latest first: the helper's lists'
 * order (aheadFirst), on the same times (orderTimes: at work, closed).
 */
function upcomingFirst<T extends HelperJob>(
  items: { job: T; key: ReturnType<typeof orderTimes> & { id: number } }[],
): T[] {
  const ahead = aheadFirst(new Date().toISOString());
  return items.sort((a, b) => ahead(a.key, b.key)).map(({ job }) => job);
}

/**
 * Contract tag `search`: the company header's global search within a branch; and (tag
 * helper-jobs, `searchHelperJobs`) the helper header's search of the helper's own jobs.
 */
export const searchHandlers = [
  // globalSearch: orders (customer name, number or id, phone) and employees (name), <=10 each;
  // `type` order or employee leaves the other list empty.
  http.get('*/api/company-branches/:id/search', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, globalSearchQueryParams);
    const search = searchText(query.search);
    const type = query.type ?? '';
    // 7/8: the company's blocked helpers never show in its searches (members among them too).
    const blocked = rosterService.blockedHelperIds(db, branch.company_id);
    const matchedOrders =
      type === 'employee'
        ? []
        : db.orders
            .findMany((q) => q.where({ branch_id: branch.id }))
            .filter((order) => orderMatches(order, search));
    const orders = matchedOrders
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
        completed_at: o.completed_at,
        cancelled_at: o.cancelled_at,
      }));
    const matchedMembers =
      type === 'order'
        ? []
        : activeMembers(branch.id)
            .filter((e) => e.user_id == null || !blocked.has(e.user_id))
            .filter(
              (e) =>
                !search.text ||
                `${e.first_name} ${e.last_name}`.toLowerCase().includes(search.text),
            );
    const employees = matchedMembers
      .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id)
      .slice(0, LIMIT)
      .map((e) => ({
        employee_id: e.id,
        first_name: e.first_name,
        last_name: e.last_name,
        avatar_url: e.avatar_url,
        positions: e.positions,
      }));
    // Beyond the spec: the totals let a list cut at 10 say so (QA helper-98).
    return ok({
      orders,
      employees,
      orders_total: matchedOrders.length,
      employees_total: matchedMembers.length,
    });
  }),

  // searchHelperJobs: the helper's invitations and offers of every bucket, <=10 each.
  http.get('*/api/helper/job-search', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    const search = searchText(parseQuery(request, searchHelperJobsQueryParams).search);
    const invitations = upcomingFirst(
      companyInvitations(user)
        .map((invitation) => ({
          job: toHelperInvitation(invitation),
          key: { id: invitation.id, ...orderTimes(invitation.order_id, invitation) },
        }))
        .filter(({ job }) => helperJobMatches(job, search)),
    );
    const offers = upcomingFirst(
      db.outsource_offers
        .all()
        .filter((offer) => offerBucket(offer, user.id) !== null)
        .map((offer) => ({
          job: toHelperOffer(offer, user.id),
          key: { id: offer.id, ...orderTimes(offer.order_id, offerSpot(offer.id, user.id)) },
        }))
        .filter(({ job }) => helperJobMatches(job, search)),
    );
    return ok({
      invitations: invitations.slice(0, LIMIT),
      offers: offers.slice(0, LIMIT),
      invitations_total: invitations.length,
      offers_total: offers.length,
    });
  }),
];
