import { latestOf } from '@/platform/orders/calendar-event';
import { http } from './lib/http';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { listHelperCalendarQueryParams } from '@/platform/api/generated/zod/helper-calendar/helper-calendar.zod';
import { db } from '../db';
import { validationError, ok } from './lib/envelope';
import { parseQuery } from './lib/validation';
import { offerSpots, toBranchSummary, toHelperOrder } from './lib/helper-jobs';
import { requireHelperArea } from './lib/guards';

/*
 * Contract tag `helper-calendar`: the helper's jobs starting in [date_from, date_to]
 * (UTC dates, at most 62 days): accepted invitations (outsourcing ones show as
 * `outsource_offer`) plus pending company invitations (tentative). Cancelled orders are
 * left out.
 */

const MAX_DAYS = 62;
const DAY_MS = 24 * 60 * 60_000;

export const helperCalendarHandlers = [
  http.get('*/api/helper/calendar', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    const query = parseQuery(request, listHelperCalendarQueryParams);
    const from = Date.parse(`${query['filter[date_from]']}T00:00:00Z`);
    const to = Date.parse(`${query['filter[date_to]']}T00:00:00Z`);
    if (to < from)
      throw validationError({
        'filter[date_to]': [
          'The filter[date_to] field must be a date after or equal to filter[date_from].',
        ],
      });
    if ((to - from) / DAY_MS + 1 > MAX_DAYS)
      throw validationError({
        'filter[date_to]': [`The range may span at most ${MAX_DAYS} days.`],
      });

    const start = new Date(from).toISOString();
    const end = new Date(to + DAY_MS).toISOString();
    const events: HelperCalendarEvent[] = [];
    // A spot an offer application of hers got is the offer's (as her job lists file it).
    const viaOffers = offerSpots(user.id);
    for (const invitation of db.order_invitations.findMany((q) => q.where({ user_id: user.id }))) {
      if (invitation.status !== 'pending' && invitation.status !== 'accepted') continue;
      const order = db.findById('orders', invitation.order_id);
      if (!order || order.cancelled_at || order.start_at < start || order.start_at >= end) continue;
      const offerId = viaOffers.get(invitation.id);
      const source = offerId !== undefined ? 'outsource_offer' : 'company_invitation';
      const sourceId = offerId ?? invitation.id;
      const branch = toBranchSummary(order.branch_id);
      events.push({
        id: `${source}:${sourceId}`,
        source,
        source_id: sourceId,
        status: invitation.status,
        title: `#${order.number} ${branch.company_name}`,
        start_at: order.start_at,
        end_at: order.end_at,
        order: toHelperOrder(order),
        branch,
        updated_at: latestOf(order.updated_at, invitation.updated_at)!,
      });
    }
    events.sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id.localeCompare(b.id));
    return ok(events);
  }),
];
