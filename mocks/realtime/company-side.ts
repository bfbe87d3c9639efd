import { db as appDb, DEMO_ACCOUNTS, type MockDb, type OrderRecord, type UserRecord } from '../db';
import { busyWith } from '../db/services/availability';
import { offDuring } from '../db/services/time-off';
import { helperProfileOf } from '../db/services/helpers';
import { cancelInvitationByCompany, inviteEmployees } from '../db/services/invitations';
import { isClosed, orderInvitations } from '../db/services/orders';
import { mix } from './auto-answer';
import { runAsLeader } from './leader';
import { companiesInUse } from './presence';

/*
 * The companies' side of the demo, for the helper (mirrors auto-answer.ts, which plays the
 * helpers for a company): every so often a company the demo helper (Maria Lopez,
 * helper@demo.test) works for invites her to one of its orders, a company in her serving
 * areas sends her an outsourcing offer, or a company calls off one of her accepted jobs.
 * Changes go through the company services (order status and branch notifications follow).
 * The helper's Job pages poll while visible, so the buckets move on their own.
 * A company whose owner or manager is signed in (presence.ts) is hers to run: the simulator
 * plays only the seed's companies nobody is playing (a helper alone still gets work from them
 * all); a company signed up in the demo is never played.
 * One tab only (Web Locks); off when `window.__MOVERS_MOCK__` is set (tests) unless asked.
 */

const LOCK = 'movers-mock-company-side';

/** A move of a company for the demo helper; `order_number` is what people read (#1062). */
export type CompanyMove =
  | { kind: 'invitation'; order_id: number; order_number: number; invitation_id: number }
  | { kind: 'offer'; order_id: number; order_number: number; offer_id: number }
  | { kind: 'cancel'; order_id: number; order_number: number; invitation_id: number };

const demoHelper = (database: MockDb): UserRecord | undefined =>
  database.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));

/** Accepted crew members of an order (its crew as the app counts it). */
const acceptedCount = (database: MockDb, order: OrderRecord) =>
  orderInvitations(database, order.id).filter((i) => i.status === 'accepted').length;

/**
 * Open spots of an order's crew: the app offers an order to the marketplace (and a helper can
 * accept an invitation) only while its crew is not full (canOfferToMarketplace: not Formed).
 */
export const openSpots = (database: MockDb, order: OrderRecord) =>
  Math.max(0, order.helpers_needed - acceptedCount(database, order));

/**
 * The seed's companies (their owner is `seeded`): a company signed up while the demo runs is a
 * person's, and the simulator never acts in it, signed in or not (QA helper-132).
 */
const seededCompanies = (database: MockDb) =>
  new Set(
    database.companies
      .all()
      .filter((c) => database.findById('users', c.owner_id)?.seeded === true)
      .map((c) => c.id),
  );

/**
 * The branches of the seed's companies nobody is signed in for: the ones the simulator may
 * act in.
 */
async function unplayedBranches(database: MockDb, asked = false): Promise<Set<number>> {
  // Asked for from the demo panel, by the person giving the demo: any seeded company may send it.
  const inUse = asked ? new Set<number>() : await companiesInUse(database);
  const seeded = seededCompanies(database);
  return new Set(
    database.branches
      .all()
      .filter((b) => seeded.has(b.company_id) && !inUse.has(b.company_id))
      .map((b) => b.id),
  );
}

/**
 * Orders with an open offer to the marketplace: one open offer per order. A filled one is no
 * bar (contract/README, "Helper outsourcing offers: buckets"): filled by its own count, it
 * takes nobody for a spot the crew loses later, so such an order is offered anew, and she
 * does not see a filled offer in her New list, so an invitation to its order trades nothing.
 */
const offeredOrders = (database: MockDb) =>
  new Set(
    database.outsource_offers
      .all()
      .filter((o) => o.status === 'open')
      .map((o) => o.order_id),
  );

/** Orders still ahead (not started, not closed), soonest first. */
function upcoming(database: MockDb, filter: (o: OrderRecord) => boolean): OrderRecord[] {
  const now = new Date().toISOString();
  return database.orders
    .all()
    .filter((o) => !isClosed(o) && o.start_at > now && filter(o))
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

/**
 * A branch the helper works for invites her to an order she is free for, not on yet, and
 * whose crew is not full.
 */
export async function inviteDemoHelper(
  database: MockDb,
  seed = Date.now(),
  asked = false,
): Promise<CompanyMove | null> {
  const helper = demoHelper(database);
  if (!helper) return null;
  const free = await unplayedBranches(database, asked);
  const memberships = database.employees
    .findMany((q) => q.where({ user_id: helper.id }))
    .filter((e) => e.deleted_at == null && free.has(e.branch_id));
  const byBranch = new Map(memberships.map((e) => [e.branch_id, e]));
  const mine = new Set(
    database.order_invitations
      .findMany((q) => q.where({ user_id: helper.id }))
      .map((i) => i.order_id),
  );
  // Only an order that still needs people: a full crew has no place for her to accept.
  const needsPeople = (o: OrderRecord) => openSpots(database, o) > 0;
  // Nor one offered to the marketplace: invited, she no longer sees its offer (onOrderAlready),
  // so her new work would be one job traded for another.
  const offered = offeredOrders(database);
  const candidates = upcoming(
    database,
    (o) => byBranch.has(o.branch_id) && !mine.has(o.id) && !offered.has(o.id) && needsPeople(o),
  ).filter(
    (o) =>
      !busyWith(database, { user_id: helper.id }, o) &&
      !offDuring(database, { user_id: helper.id }, o),
  );
  if (candidates.length === 0) return null;
  const order = candidates[mix(seed, candidates.length) % Math.min(5, candidates.length)]!;
  const [invitation] = await inviteEmployees(database, order.id, [
    byBranch.get(order.branch_id)!.id,
  ]);
  return invitation
    ? {
        kind: 'invitation',
        order_id: order.id,
        order_number: order.number,
        invitation_id: invitation.id,
      }
    : null;
}

/**
 * A company serving the helper's counties offers her an order it cannot cover: one whose crew
 * still has open spots (as the app's "Offer to the marketplace"), for no more helpers than
 * that.
 */
export async function offerToDemoHelper(
  database: MockDb,
  seed = Date.now(),
  asked = false,
): Promise<CompanyMove | null> {
  const helper = demoHelper(database);
  const profile = helper && helperProfileOf(database, helper.id);
  if (!helper || !profile) return null;
  const areas = new Set(profile.serving_area_ids);
  const free = await unplayedBranches(database, asked);
  const branches = new Set(
    database.branches
      .all()
      .filter((b) => free.has(b.id) && (b.serving_area_ids ?? []).some((id) => areas.has(id)))
      .map((b) => b.id),
  );
  const offered = offeredOrders(database);
  const onIt = new Set(
    database.order_invitations
      .findMany((q) => q.where({ user_id: helper.id }))
      .map((i) => i.order_id),
  );
  const candidates = upcoming(
    database,
    (o) =>
      branches.has(o.branch_id) &&
      !offered.has(o.id) &&
      !onIt.has(o.id) &&
      o.status !== 4 &&
      openSpots(database, o) > 0,
  ).filter(
    (o) =>
      !busyWith(database, { user_id: helper.id }, o) &&
      !offDuring(database, { user_id: helper.id }, o),
  );
  if (candidates.length === 0) return null;
  const order = candidates[mix(seed, candidates.length + 1) % Math.min(5, candidates.length)]!;
  const now = new Date().toISOString();
  const offer = await database.insert('outsource_offers', {
    order_id: order.id,
    branch_id: order.branch_id,
    helpers_needed: Math.min(1 + (mix(order.id, seed) % 2), openSpots(database, order)),
    positions: [3],
    hourly_rate: order.hourly_rate + 200,
    notes: 'Short on hands that day, can you help?',
    status: 'open',
    created_at: now,
    updated_at: now,
  });
  await database.patch('orders', order.id, { outsource_offer_id: offer.id, updated_at: now });
  return { kind: 'offer', order_id: order.id, order_number: order.number, offer_id: offer.id };
}

/** A company calls off one of the helper's accepted jobs still ahead (takes her off the crew). */
export async function cancelDemoHelperJob(
  database: MockDb,
  seed = Date.now(),
): Promise<CompanyMove | null> {
  const helper = demoHelper(database);
  if (!helper) return null;
  const free = await unplayedBranches(database);
  const now = new Date().toISOString();
  const accepted = database.order_invitations
    .findMany((q) => q.where({ user_id: helper.id, status: 'accepted' }))
    .filter((i) => free.has(i.branch_id))
    .filter((i) => {
      const order = database.findById('orders', i.order_id);
      return order !== undefined && !isClosed(order) && order.start_at > now;
    })
    .sort((a, b) => a.id - b.id);
  if (accepted.length === 0) return null;
  const invitation = accepted[mix(seed, accepted.length) % accepted.length]!;
  await cancelInvitationByCompany(database, invitation.id);
  return {
    kind: 'cancel',
    order_id: invitation.order_id,
    order_number: database.findById('orders', invitation.order_id)!.number,
    invitation_id: invitation.id,
  };
}

/**
 * One move of the companies: mostly new work (an invitation or an offer, whichever is
 * possible), now and then (one in five) a cancelled job. `seed` makes it repeatable.
 */
export async function companyMove(
  database: MockDb,
  seed = Date.now(),
): Promise<CompanyMove | null> {
  const roll = mix(seed, 7) % 5;
  if (roll === 0) {
    const cancelled = await cancelDemoHelperJob(database, seed);
    if (cancelled) return cancelled;
  }
  const first = roll % 2 === 0 ? inviteDemoHelper : offerToDemoHelper;
  const second = first === inviteDemoHelper ? offerToDemoHelper : inviteDemoHelper;
  return (await first(database, seed)) ?? (await second(database, seed));
}

/** New work for the helper right now (the demo panel): an invitation, else an offer. */
export async function sendDemoHelperJob(
  database: MockDb = appDb,
  seed = Date.now(),
): Promise<CompanyMove | null> {
  return database.exclusively(
    async () =>
      (await inviteDemoHelper(database, seed, true)) ??
      (await offerToDemoHelper(database, seed, true)),
  );
}

/**
 * Every `intervalMs` (0 = never) the leader tab makes one company move. Returns a stop.
 */
export function startCompanySide({
  intervalMs,
  db = appDb,
}: {
  intervalMs: number;
  db?: MockDb;
}): () => void {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return () => {};
  return runAsLeader(LOCK, () => {
    const timer = setInterval(() => {
      db.exclusively(() => companyMove(db)).catch((error: unknown) =>
        console.warn('[mocks] the simulated company move failed', error),
      );
    }, intervalMs);
    return () => clearInterval(timer);
  });
}
