import { http as msw, HttpResponse } from 'msw';
import { calendarFile, ICS_MIME } from '@/platform/calendar-file';
import { helperJobEvent, latestOf } from '@/platform/orders/calendar-event';
import type { CalendarFeed } from '@/platform/api/generated/model';
import { db, type CalendarFeedRecord, type UserRecord } from '../db';
import { ok } from './lib/envelope';
import { requireHelperArea } from './lib/guards';
import {
  helperInvitations,
  invitationBucket,
  offerBucket,
  toBranchSummary,
  toHelperOrder,
} from './lib/helper-jobs';
import { withoutCallFrames } from './lib/call-frames';
import { http, immediate } from './lib/http';

/*
 * A helper's private calendar subscription (8/8, not in the spec; contract/README.md,
 * "Calendar feed"): `/ical/{token}.ics` serves every accepted job of hers as one iCalendar
 * file, the same events as "Add to calendar" (same UIDs), to calendar apps that send no
 * login. Regenerating revokes the old token: its address answers 404 from then on.
 */

const liveFeed = (userId: number) =>
  db.calendar_feeds.findFirst((q) => q.where({ user_id: userId, revoked_at: null }));

function newToken(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

async function createFeed(userId: number): Promise<CalendarFeedRecord> {
  return db.insert('calendar_feeds', {
    user_id: userId,
    token: newToken(),
    created_at: new Date().toISOString(),
    revoked_at: null,
  });
}

function present(feed: CalendarFeedRecord, request: Request): CalendarFeed {
  return {
    url: `${new URL(request.url).origin}/ical/${feed.token}.ics`,
    created_at: feed.created_at,
  };
}

/** The helper's accepted jobs (invitations and offers) as calendar events. */
function acceptedJobs(user: UserRecord) {
  const invitations = helperInvitations(user)
    .filter((invitation) => invitationBucket(invitation) === 'accepted')
    .map((invitation) => db.findById('orders', invitation.order_id));
  const offers = db.outsource_offers
    .all()
    .filter((offer) => offerBucket(offer, user.id) === 'accepted')
    .map((offer) => db.findById('orders', offer.order_id));
  const orders = [...invitations, ...offers].filter((order) => order != null);
  return [...new Map(orders.map((order) => [order.id, order])).values()]
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))
    .map((order) =>
      helperJobEvent({
        order: toHelperOrder(order),
        branch: toBranchSummary(order.branch_id),
        tentative: false,
        // Her spot on it (an offer's too is an invitation) changes with her answers and moves.
        updatedAt: latestOf(
          order.updated_at,
          ...db.order_invitations
            .findMany((q) => q.where({ order_id: order.id, user_id: user.id }))
            .map((invitation) => invitation.updated_at),
        ),
      }),
    );
}

export const calendarFeedHandlers = [
  withoutCallFrames(() =>
    msw.get('*/api/helper-profile/calendar-feed', async ({ request }) => {
      const { user } = await requireHelperArea(request);
      // Made on the first read, one at a time and answered once stored, like every write
      // (lib/http.ts): two first reads at once make one address.
      const feed = await db.exclusively(
        async () => liveFeed(user.id) ?? (await createFeed(user.id)),
      );
      await db.persisted();
      return ok(present(feed, request));
    }),
  ),

  http.post('*/api/helper-profile/calendar-feed', async ({ request }) => {
    const { user } = await requireHelperArea(request);
    const current = liveFeed(user.id);
    if (current)
      await db.patch('calendar_feeds', current.id, { revoked_at: new Date().toISOString() });
    const feed = await createFeed(user.id);
    return ok(
      present(feed, request),
      'A new calendar address was made; the old one no longer works.',
    );
  }),
];

/**
 * The address itself, beside the API and outside the contract's paths (so not among the
 * contract's handlers, which hybrid mode maps one to one to operations).
 */
export const calendarFeedFileHandler = http.get(
  '*/ical/:file',
  immediate(({ params }) => {
    const file = String(params.file);
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const feed = token
      ? db.calendar_feeds.findFirst((q) => q.where({ token, revoked_at: null }))
      : undefined;
    const user = feed ? db.findById('users', feed.user_id) : undefined;
    if (!user)
      return new HttpResponse('No calendar at this address.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    return new HttpResponse(calendarFile(acceptedJobs(user), { stamp: Date.now() }), {
      headers: {
        'Content-Type': ICS_MIME,
        'Content-Disposition': 'inline; filename="movers-marketplace-jobs.ics"',
        'Cache-Control': 'no-store',
      },
    });
  }),
);
