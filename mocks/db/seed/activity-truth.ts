import type { MockDb } from '../database';
import type {
  EmployeeRecord,
  NotificationRecord,
  OfferApplicationRecord,
  OrderInvitationRecord,
  OrderRecord,
  OutsourceOfferRecord,
  UserRecord,
} from '../schema';
import {
  ACTIVITY_TITLES,
  invitationAcceptedBody,
  orderFormedBody,
  type NotificationKind,
} from '../services/notifications';
import { POSITION_LABELS } from '@/platform/format/positions';
import { countOf } from '@/platform/format/count';

/*
 * The seeded activity is generated (activity.ts) before the orders and people it could name
 * exist, so its story is made up. Once the whole world is seeded, every seeded row is
 * REWRITTEN from real records of its branch so that what it says is true: an order_created
 * row names a real order (its customer, help type, city, helpers and trucks), an answer names
 * a person whose invitation to that order has that answer, "formed" an order whose crew is
 * full, "cancelled" a cancelled order, an application a real application to the order's
 * offer, a "joined" row a member of the branch. A kind no record of the branch fits becomes
 * an order_created row of a real order. Each row keeps its id, time and read state (and its
 * kind when it can); the copies of one event (one per recipient) say the same.
 *
 * Nothing here draws from the seed's faker: the world stays otherwise identical.
 */

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
const customerOf = (order: OrderRecord) => fullName(order.customer);

/** The text of an event (what a row says) and what it points at. */
export interface TrueEvent {
  kind: NotificationKind;
  title: string;
  body: string;
  order_id: number | null;
  offer_id: number | null;
}

/** A branch's records, indexed once. */
interface BranchFacts {
  city: string;
  /** What its rows call it: two branches in one city are told apart (QA 205 L7). */
  name: string;
  orders: OrderRecord[];
  accepted: Array<{ invitation: OrderInvitationRecord; order: OrderRecord; who: EmployeeRecord }>;
  rejected: Array<{ invitation: OrderInvitationRecord; order: OrderRecord; who: EmployeeRecord }>;
  formed: OrderRecord[];
  cancelled: OrderRecord[];
  applications: Array<{
    application: OfferApplicationRecord;
    offer: OutsourceOfferRecord;
    order: OrderRecord;
    who: UserRecord;
  }>;
  members: Array<{ who: EmployeeRecord; invited: boolean }>;
}

/** The world's records by branch, with the counts the texts state. */
export interface ActivityIndex {
  facts: (branchId: number) => BranchFacts;
  /** Accepted invitations of an order (its crew as the order page counts it). */
  acceptedOf: (orderId: number) => number;
}

export function indexActivityFacts(db: MockDb): ActivityIndex {
  const invitationsOf = new Map<number, OrderInvitationRecord[]>();
  for (const invitation of db.order_invitations.all()) {
    const list = invitationsOf.get(invitation.order_id) ?? [];
    list.push(invitation);
    invitationsOf.set(invitation.order_id, list);
  }
  const acceptedOf = (orderId: number) =>
    (invitationsOf.get(orderId) ?? []).filter((i) => i.status === 'accepted').length;
  const employees = new Map(db.employees.all().map((e) => [e.id, e]));
  const users = new Map(db.users.all().map((u) => [u.id, u]));
  const orders = new Map(db.orders.all().map((o) => [o.id, o]));
  const offers = new Map(db.outsource_offers.all().map((o) => [o.id, o]));
  const applicationsOf = new Map<number, OfferApplicationRecord[]>();
  for (const application of db.offer_applications.all()) {
    const list = applicationsOf.get(application.offer_id) ?? [];
    list.push(application);
    applicationsOf.set(application.offer_id, list);
  }
  /** "branch:helper" of every accepted branch invitation. */
  const joined = new Set(
    db.branch_invitations
      .all()
      .filter((invitation) => invitation.status === 'accepted')
      .map((invitation) => `${invitation.branch_id}:${invitation.helper_id}`),
  );

  const cache = new Map<number, BranchFacts>();
  const build = (branchId: number): BranchFacts => {
    const branchOrders = [...orders.values()]
      .filter((o) => o.branch_id === branchId)
      .sort((a, b) => a.id - b.id);
    const answered = (status: 'accepted' | 'rejected') =>
      branchOrders
        .flatMap((order) =>
          (invitationsOf.get(order.id) ?? [])
            .filter((i) => i.status === status && (status === 'accepted' || !i.dropped_out_at))
            .flatMap((invitation) => {
              const who = employees.get(invitation.employee_id);
              return who ? [{ invitation, order, who }] : [];
            }),
        )
        .sort((a, b) => a.invitation.id - b.invitation.id);
    const applications = [...offers.values()]
      .filter((offer) => offer.branch_id === branchId)
      .flatMap((offer) => {
        const order = orders.get(offer.order_id);
        return (applicationsOf.get(offer.id) ?? []).flatMap((application) => {
          const who = users.get(application.helper_id);
          return order && who ? [{ application, offer, order, who }] : [];
        });
      })
      .sort((a, b) => a.application.id - b.application.id);
    const members = [...employees.values()]
      .filter((e) => e.branch_id === branchId && e.deleted_at == null)
      .map((who) => ({ who, invited: joined.has(`${branchId}:${who.user_id}`) }))
      // Rows take them from the end: those who joined through an invitation first (the row
      // says they accepted one), then the rest of the team.
      .sort((a, b) => Number(a.invited) - Number(b.invited) || a.who.id - b.who.id);
    return {
      city: db.findById('branches', branchId)?.city ?? '',
      name: db.findById('branches', branchId)?.name ?? '',
      orders: branchOrders,
      accepted: answered('accepted'),
      rejected: answered('rejected'),
      formed: branchOrders.filter(
        (o) =>
          o.status === 4 &&
          o.cancelled_at == null &&
          acceptedOf(o.id) >= o.helpers_needed &&
          acceptedOf(o.id) > 0,
      ),
      cancelled: branchOrders.filter((o) => o.cancelled_at != null),
      applications,
      members,
    };
  };
  return {
    facts: (branchId) => {
      if (!cache.has(branchId)) cache.set(branchId, build(branchId));
      return cache.get(branchId)!;
    },
    acceptedOf,
  };
}

function addressText(order: OrderRecord): string {
  const from = order.pick_up_addresses[0];
  const to = order.destination_addresses[0];
  const at = (a: { street: string; city: string }) => `${a.street}, ${a.city}`;
  if (order.help_type === 1 && from) return `Pick-up only from ${at(from)}`;
  if (order.help_type === 2 && to) return `Destination only, to ${at(to)}`;
  if (from && to) return `Full move from ${at(from)} to ${at(to)}`;
  return 'Full move';
}

/** "New order #1042 for Jane Doe": what the order really is. */
export function orderCreatedEvent(order: OrderRecord): TrueEvent {
  return {
    kind: 'order_created',
    title: `New order #${order.number} for ${customerOf(order)}`,
    body: `${addressText(order)}. ${countOf(order.helpers_needed, 'helper')}, ${countOf(order.trucks_needed, 'truck')}.`,
    order_id: order.id,
    offer_id: null,
  };
}

/** What a seeded row of `kind` says when the `n`-th fitting record of its branch tells it. */
function eventFor(
  kind: NotificationKind,
  n: number,
  facts: BranchFacts,
  acceptedOf: (orderId: number) => number,
): TrueEvent | null {
  const nth = <T>(list: T[]): T | undefined =>
    list.length ? list[list.length - 1 - (n % list.length)] : undefined;
  const spots = (order: OrderRecord) =>
    `${acceptedOf(order.id)} of ${order.helpers_needed} spots filled`;
  switch (kind) {
    case 'invitation_accepted': {
      const fact = nth(facts.accepted);
      if (!fact) return null;
      const { order, who } = fact;
      return {
        kind,
        title: ACTIVITY_TITLES.invitationAccepted(fullName(who), order.number),
        body: invitationAcceptedBody(
          who.first_name,
          customerOf(order),
          acceptedOf(order.id),
          order.helpers_needed,
        ),
        order_id: order.id,
        offer_id: null,
      };
    }
    case 'invitation_rejected': {
      const fact = nth(facts.rejected);
      if (!fact) return null;
      const { order, who } = fact;
      const open =
        order.completed_at == null &&
        order.cancelled_at == null &&
        acceptedOf(order.id) < order.helpers_needed;
      return {
        kind,
        title: ACTIVITY_TITLES.invitationDeclined(fullName(who), order.number),
        body: open
          ? `${customerOf(order)}'s move has ${spots(order)}. Invite another helper to fill the spot.`
          : `${customerOf(order)}'s move has ${spots(order)}.`,
        order_id: order.id,
        offer_id: null,
      };
    }
    case 'order_formed': {
      const order = nth(facts.formed);
      if (!order) return null;
      return {
        kind,
        title: ACTIVITY_TITLES.orderFormed(order.number),
        body: orderFormedBody(order.helpers_needed, customerOf(order)),
        order_id: order.id,
        offer_id: null,
      };
    }
    case 'order_cancelled': {
      const order = nth(facts.cancelled);
      if (!order) return null;
      return {
        kind,
        title: `Order #${order.number} was cancelled`,
        body: order.cancel_reason
          ? `The move for ${customerOf(order)} is called off: ${order.cancel_reason}`
          : `The move for ${customerOf(order)} is called off.`,
        order_id: order.id,
        offer_id: null,
      };
    }
    case 'outsourcing_application': {
      const fact = nth(facts.applications);
      if (!fact) return null;
      return {
        kind,
        title: 'New application to your outsourcing offer',
        body: `${fullName(fact.who)} applied to help with order #${fact.order.number}.`,
        order_id: fact.order.id,
        offer_id: fact.offer.id,
      };
    }
    case 'branch_invitation_accepted': {
      const member = nth(facts.members);
      if (!member) return null;
      const { who } = member;
      const position = (POSITION_LABELS[who.positions[0] ?? 3] ?? 'Helper').toLowerCase();
      return {
        kind,
        title: `${fullName(who)} joined your ${facts.name} branch`,
        body: member.invited
          ? `${who.first_name} accepted your invitation and is now on your team as a ${position}.`
          : `${who.first_name} is now on your team as a ${position}.`,
        order_id: null,
        offer_id: null,
      };
    }
    case 'order_created': {
      const order = nth(facts.orders);
      return order ? orderCreatedEvent(order) : null;
    }
    default:
      return null;
  }
}

/**
 * Rewrites the seeded activity rows `ids` (every recipient's copy) so they tell what the
 * seeded records say. Rows of one kind in a branch take that kind's records latest first (by id:
 * the choice must not depend on the anchor's time, seed.test.ts), so the newest row names the
 * latest such record; they wrap around when there are more rows.
 */
export async function rewriteSeededActivity(db: MockDb, ids: ReadonlySet<number>): Promise<void> {
  const index = indexActivityFacts(db);
  /** One event per branch and time: its copies, one per recipient. */
  const events = new Map<string, NotificationRecord[]>();
  for (const notification of db.notifications.all()) {
    if (!ids.has(notification.id) || notification.kind === 'system') continue;
    const key = `${notification.branch_id} ${notification.created_at}`;
    const copies = events.get(key) ?? [];
    copies.push(notification);
    events.set(key, copies);
  }
  const newestFirst = [...events.values()].sort(
    (a, b) => b[0]!.created_at.localeCompare(a[0]!.created_at) || b[0]!.id - a[0]!.id,
  );
  /** How many rows of a branch and kind have been told (the next takes the next record). */
  const told = new Map<string, number>();
  const next = (branchId: number, kind: NotificationKind) => {
    const key = `${branchId} ${kind}`;
    const n = told.get(key) ?? 0;
    told.set(key, n + 1);
    return n;
  };
  for (const copies of newestFirst) {
    const { branch_id: branchId, kind } = copies[0]!;
    const facts = index.facts(branchId);
    const event =
      eventFor(kind, next(branchId, kind), facts, index.acceptedOf) ??
      eventFor('order_created', next(branchId, 'order_created'), facts, index.acceptedOf) ??
      ({
        kind: 'system',
        title: `Your ${facts.name} branch is ready for its first job`,
        body: 'Create an order and invite your crew.',
        order_id: null,
        offer_id: null,
      } satisfies TrueEvent);
    for (const copy of copies) await db.patch('notifications', copy.id, event);
  }
}
