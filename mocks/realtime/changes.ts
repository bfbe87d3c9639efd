import { CHANGE_EVENTS } from '@/platform/realtime/events';
import type { MockDb } from '../db';
import type {
  BranchInvitationRecord,
  BranchRecord,
  CompanyRecord,
  EmployeeRecord,
  HelperProfileRecord,
  HelperReviewRecord,
  OfferApplicationRecord,
  OrderInvitationRecord,
  OrderRecord,
  OutsourceOfferRecord,
  RosterEntryRecord,
  SubscriptionRecord,
  TimeOffRecord,
  UserRecord,
} from '../db/schema';
import { canUseHelperArea, helperProfileOf } from '../db/services/helpers';
import { isClosed } from '../db/services/orders';
import { helperCanSeeOffer, offerInHelperAreas } from '../handlers/lib/helper-jobs';
import { branchChannel, userChannel } from './bridge';
import type { PusherHub } from './hub';
import { changeOrigin } from './origin';

/**
 * Change events: what a real provider would broadcast when a record two people share
 * changes (contract/README.md, "Realtime events"). Every create, update or delete of an
 * order invitation, offer, application, branch invitation, order, member, time-off, roster entry or a
 * company's review of a helper — made
 * in this tab, by the simulated other side, or synced from another tab — is pushed to the
 * user channel of the helper it concerns and to the channel of its branch (a helper's time
 * off: each branch she belongs to), so both sides' screens refresh at once instead of
 * polling. A burst (one request can touch many records) is published
 * once per record, on the next task, when the records are in their collections.
 */
type Hooks = {
  on(type: string, listener: (event: { data: Record<string, unknown> }) => void): unknown;
  removeListener(type: string, listener: (event: { data: Record<string, unknown> }) => void): void;
};

type Change =
  | {
      kind: 'order_invitations';
      record: OrderInvitationRecord;
      previous?: OrderInvitationRecord;
      removed?: boolean;
    }
  | { kind: 'outsource_offers'; record: OutsourceOfferRecord }
  | { kind: 'offer_applications'; record: OfferApplicationRecord }
  | { kind: 'branch_invitations'; record: BranchInvitationRecord }
  | { kind: 'orders'; record: OrderRecord }
  | { kind: 'employees'; record: EmployeeRecord }
  | { kind: 'offer_declines'; record: { offer_id: number; helper_id: number } }
  | { kind: 'time_off'; record: TimeOffRecord }
  | { kind: 'roster_entries'; record: RosterEntryRecord; removed?: boolean }
  | { kind: 'helper_reviews'; record: HelperReviewRecord }
  | { kind: 'users'; record: UserRecord; previous?: UserRecord }
  | { kind: 'helper_profiles'; record: HelperProfileRecord; previous?: HelperProfileRecord }
  | {
      kind: 'branches';
      record: BranchRecord;
      removed?: boolean;
      created?: boolean;
      /** The record before an update. */
      previous?: BranchRecord;
    }
  | { kind: 'subscriptions'; record: SubscriptionRecord; removed?: boolean }
  | { kind: 'companies'; record: CompanyRecord; removed?: boolean; created?: boolean };

type Publication = { channel: string; event: string; data: Record<string, unknown> };

/** The users who may see helper-side offers (helpers, and managers in their helper view). */
function helperUserIds(db: MockDb): number[] {
  return db.users
    .all()
    .filter(canUseHelperArea)
    .map((user) => user.id);
}

function offerPayload(offer: OutsourceOfferRecord) {
  return {
    id: offer.id,
    order_id: offer.order_id,
    branch_id: offer.branch_id,
    status: offer.status,
  };
}

/** The open offers of a company's branches. */
function companyOpenOffers(db: MockDb, companyId: number): OutsourceOfferRecord[] {
  const branchIds = new Set(
    db.branches.findMany((q) => q.where({ company_id: companyId })).map((b) => b.id),
  );
  return db.outsource_offers.findMany((q) =>
    q.where((offer) => offer.status === 'open' && branchIds.has(offer.branch_id)),
  );
}

/** What a branch shows of a person from her account: a change of these is news to it. */
const SHOWN_USER_FIELDS = ['first_name', 'last_name', 'phone', 'avatar_url', 'positions'] as const;

/** A person's memberships, each on its branch's channel: `employee-changed`. */
function toMemberships(db: MockDb, userId: number, out: Publication[]) {
  for (const member of db.employees.findMany((q) => q.where({ user_id: userId })))
    out.push({
      channel: branchChannel(member.branch_id),
      event: CHANGE_EVENTS.employeeChanged,
      data: { id: member.id, branch_id: member.branch_id },
    });
}

/**
 * A manager given or taken a branch (the owner's "Manager access", manager-access.ts): her own
 * user channel hears `branch-changed` per branch, `granted` or `revoked`, so her switcher
 * follows and she leaves a branch taken from her at once (QA 137 H1, L1).
 */
function toManagedBranches(previous: UserRecord, record: UserRecord, out: Publication[]) {
  const before = new Set(previous.branch_ids);
  const after = new Set(record.branch_ids);
  const tell = (id: number, status: 'granted' | 'revoked') =>
    out.push({
      channel: userChannel(record.id),
      event: CHANGE_EVENTS.branchChanged,
      data: { id, status },
    });
  for (const id of after) if (!before.has(id)) tell(id, 'granted');
  for (const id of before) if (!after.has(id)) tell(id, 'revoked');
}

/** The publications one change makes. */
export function publicationsFor(db: MockDb, change: Change): Publication[] {
  const out: Publication[] = [];
  const toOfferViewers = (offer: OutsourceOfferRecord) => {
    for (const userId of helperUserIds(db))
      if (helperCanSeeOffer(offer, userId))
        out.push({
          channel: userChannel(userId),
          event: CHANGE_EVENTS.outsourceOfferChanged,
          data: offerPayload(offer),
        });
  };
  // Every invitee of an order with an account hears of it through her own invitation: the
  // order changed, or its crew did (someone joined or left: her crew mates).
  const toInvitees = (orderId: number) => {
    for (const invitation of db.order_invitations.findMany((q) => q.where({ order_id: orderId })))
      if (invitation.user_id != null)
        out.push({
          channel: userChannel(invitation.user_id),
          event: CHANGE_EVENTS.orderInvitationChanged,
          data: {
            id: invitation.id,
            order_id: orderId,
            branch_id: invitation.branch_id,
            status: invitation.status,
          },
        });
  };
  switch (change.kind) {
    case 'order_invitations': {
      const r = change.record;
      const data = { id: r.id, order_id: r.order_id, branch_id: r.branch_id, status: r.status };
      if (r.user_id != null)
        out.push({
          channel: userChannel(r.user_id),
          event: CHANGE_EVENTS.orderInvitationChanged,
          data,
        });
      out.push({
        channel: branchChannel(r.branch_id),
        event: CHANGE_EVENTS.orderInvitationChanged,
        data,
      });
      // An answer changes the crew her crew mates see, whether or not the order's own record
      // changed with it (a second accepted of three leaves it partially formed: in the same
      // millisecond as the invitation before it, its write changed nothing and was not heard).
      if (!change.previous || change.previous.status !== r.status) toInvitees(r.order_id);
      break;
    }
    case 'offer_applications': {
      const r = change.record;
      const offer = db.findById('outsource_offers', r.offer_id);
      if (!offer) break;
      out.push({
        channel: userChannel(r.helper_id),
        event: CHANGE_EVENTS.outsourceOfferChanged,
        data: offerPayload(offer),
      });
      out.push({
        channel: branchChannel(offer.branch_id),
        event: CHANGE_EVENTS.offerApplicationChanged,
        data: {
          id: r.id,
          offer_id: offer.id,
          order_id: offer.order_id,
          branch_id: offer.branch_id,
          status: r.status,
        },
      });
      break;
    }
    case 'outsource_offers': {
      const offer = change.record;
      out.push({
        channel: branchChannel(offer.branch_id),
        event: CHANGE_EVENTS.outsourceOfferChanged,
        data: offerPayload(offer),
      });
      toOfferViewers(offer);
      break;
    }
    case 'offer_declines': {
      const offer = db.findById('outsource_offers', change.record.offer_id);
      if (offer)
        out.push({
          channel: userChannel(change.record.helper_id),
          event: CHANGE_EVENTS.outsourceOfferChanged,
          data: offerPayload(offer),
        });
      break;
    }
    case 'branch_invitations': {
      const r = change.record;
      const data = { id: r.id, branch_id: r.branch_id, status: r.status };
      out.push({
        channel: userChannel(r.helper_id),
        event: CHANGE_EVENTS.branchInvitationChanged,
        data,
      });
      out.push({
        channel: branchChannel(r.branch_id),
        event: CHANGE_EVENTS.branchInvitationChanged,
        data,
      });
      break;
    }
    case 'orders': {
      const order = change.record;
      out.push({
        channel: branchChannel(order.branch_id),
        event: CHANGE_EVENTS.orderChanged,
        data: { id: order.id, branch_id: order.branch_id },
      });
      // An order edited or cancelled by the company changes what its invitees and the
      // helpers who see its offers have on screen.
      toInvitees(order.id);
      for (const offer of db.outsource_offers.findMany((q) => q.where({ order_id: order.id })))
        toOfferViewers(offer);
      break;
    }
    case 'employees': {
      // A member added, edited or removed (soft: `deleted_at`): the branch's team lists and
      // the member's own page refetch (someone may have it open in an edit form).
      const member = change.record;
      out.push({
        channel: branchChannel(member.branch_id),
        event: CHANGE_EVENTS.employeeChanged,
        data: { id: member.id, branch_id: member.branch_id },
      });
      break;
    }
    case 'time_off': {
      // Every branch she is a member of sees her as off (or no longer) on those days, and so
      // does the branch of every open order she is on or invited to (a member of another
      // branch of the company may be on its crew): their crews carry her time off.
      const entry = change.record;
      const told = new Set<number>();
      const tell = (branchId: number, employeeId: number) => {
        if (told.has(branchId)) return;
        told.add(branchId);
        out.push({
          channel: branchChannel(branchId),
          event: CHANGE_EVENTS.memberTimeOffChanged,
          data: { id: entry.id, employee_id: employeeId, branch_id: branchId },
        });
      };
      for (const member of db.employees.findMany((q) => q.where({ user_id: entry.user_id })))
        tell(member.branch_id, member.id);
      for (const invitation of db.order_invitations.findMany((q) =>
        q.where({ user_id: entry.user_id }),
      )) {
        if (invitation.status !== 'accepted' && invitation.status !== 'pending') continue;
        const order = db.findById('orders', invitation.order_id);
        if (order && !isClosed(order)) tell(invitation.branch_id, invitation.employee_id);
      }
      break;
    }
    // A helper edited her name, phone or picture, or her work settings (rate, availability,
    // serving areas): each branch she is a member of refreshes its views of her (crew pages,
    // matching, the board, Find helpers; QA 2026-12-04: they kept the old ones).
    case 'users': {
      const { record, previous } = change;
      if (previous) toManagedBranches(previous, record, out);
      const same = (field: (typeof SHOWN_USER_FIELDS)[number]) =>
        JSON.stringify(previous?.[field]) === JSON.stringify(record[field]);
      if (previous && SHOWN_USER_FIELDS.every(same)) break;
      toMemberships(db, record.id, out);
      break;
    }
    case 'helper_profiles': {
      const { record, previous } = change;
      if (previous && JSON.stringify(previous) === JSON.stringify(record)) break;
      toMemberships(db, record.user_id, out);
      break;
    }
    case 'roster_entries': {
      // The company's roster is every branch's: each branch channel of the company hears it.
      const entry = change.record;
      for (const branch of db.branches.findMany((q) => q.where({ company_id: entry.company_id })))
        out.push({
          channel: branchChannel(branch.id),
          event: CHANGE_EVENTS.rosterChanged,
          data: {
            id: entry.id,
            helper_id: entry.helper_id,
            branch_id: branch.id,
            status: change.removed ? 'removed' : entry.status,
          },
        });
      // Blocked or unblocked, the company's open offers leave or come back to her lists: her
      // open Outsourcing pages follow (QA 2026-12-04: an unblock reached her on a reload only).
      if (change.removed || entry.status === 'blocked')
        for (const offer of companyOpenOffers(db, entry.company_id))
          if (offerInHelperAreas(offer, entry.helper_id))
            out.push({
              channel: userChannel(entry.helper_id),
              event: CHANGE_EVENTS.outsourceOfferChanged,
              data: offerPayload(offer),
            });
      break;
    }
    case 'branches': {
      // Every branch of the company hears it: each user's switcher lists the company's
      // branches, and a user whose active branch went leaves it.
      const branch = change.record;
      const status = change.removed ? 'deleted' : change.created ? 'created' : 'updated';
      const siblings = db.branches.findMany((q) => q.where({ company_id: branch.company_id }));
      for (const id of new Set([branch.id, ...siblings.map((b) => b.id)]))
        out.push({
          channel: branchChannel(id),
          event: CHANGE_EVENTS.branchChanged,
          data: { id: branch.id, status },
        });
      // Its open offers reach the helpers of the counties it serves now, and leave those of
      // the counties it no longer serves: each one's open Outsourcing page follows (QA 57a L1:
      // only after a reload; review 58: a county taken away left its offers listed there).
      if (status === 'updated') {
        const before = new Set(change.previous?.serving_area_ids ?? []);
        const servedBefore = (userId: number) =>
          (helperProfileOf(db, userId)?.serving_area_ids ?? []).some((id) => before.has(id));
        for (const offer of db.outsource_offers.findMany((q) =>
          q.where({ branch_id: branch.id, status: 'open' }),
        )) {
          toOfferViewers(offer);
          for (const userId of helperUserIds(db))
            if (servedBefore(userId) && !helperCanSeeOffer(offer, userId))
              out.push({
                channel: userChannel(userId),
                event: CHANGE_EVENTS.outsourceOfferChanged,
                data: offerPayload(offer),
              });
        }
      }
      break;
    }
    case 'subscriptions': {
      // A company's plan changed (its owner's call): every branch hears it, so its other
      // users' Subscription pages and limits follow (QA 56). A helper's plan is hers alone.
      const subscription = change.record;
      if (change.removed || subscription.company_id == null) break;
      const plan = db.findById('subscription_plans', subscription.plan_id);
      for (const branch of db.branches.findMany((q) =>
        q.where({ company_id: subscription.company_id! }),
      ))
        out.push({
          channel: branchChannel(branch.id),
          event: CHANGE_EVENTS.subscriptionChanged,
          data: { id: subscription.id, plan: plan?.code ?? '' },
        });
      break;
    }
    case 'companies': {
      // The owner renamed it (QA 58 M5): its users' Settings, and its helpers' views that name
      // it (members, invitees and applicants of its branches), follow without a reload.
      if (change.created || change.removed) break;
      const company = change.record;
      const branchIds = new Set(
        db.branches.findMany((q) => q.where({ company_id: company.id })).map((b) => b.id),
      );
      const data = { id: company.id };
      for (const id of branchIds)
        out.push({ channel: branchChannel(id), event: CHANGE_EVENTS.companyChanged, data });
      const theirs = new Set<number>();
      for (const e of db.employees.all())
        if (e.user_id != null && branchIds.has(e.branch_id)) theirs.add(e.user_id);
      for (const i of db.order_invitations.all())
        if (i.user_id != null && branchIds.has(i.branch_id)) theirs.add(i.user_id);
      for (const i of db.branch_invitations.all())
        if (branchIds.has(i.branch_id)) theirs.add(i.helper_id);
      for (const offer of db.outsource_offers.all())
        if (branchIds.has(offer.branch_id))
          for (const a of db.offer_applications.findMany((q) => q.where({ offer_id: offer.id })))
            theirs.add(a.helper_id);
      for (const userId of helperUserIds(db))
        if (theirs.has(userId))
          out.push({ channel: userChannel(userId), event: CHANGE_EVENTS.companyChanged, data });
      break;
    }
    case 'helper_reviews': {
      // A company rated her for a job (its completion): her rating page refetches.
      const review = change.record;
      if (review.order_id != null && review.branch_id != null)
        out.push({
          channel: userChannel(review.helper_user_id),
          event: CHANGE_EVENTS.helperReviewChanged,
          data: { id: review.id, order_id: review.order_id, branch_id: review.branch_id },
        });
      break;
    }
  }
  return out;
}

const WATCHED = [
  'order_invitations',
  'outsource_offers',
  'offer_applications',
  'branch_invitations',
  'orders',
  'employees',
  'offer_declines',
  'time_off',
  'roster_entries',
  'helper_reviews',
  'users',
  'helper_profiles',
  'branches',
  'subscriptions',
  'companies',
] as const;

/** Publishes the change events of `db` on `hub`; returns the function that stops it. */
export function bridgeChangesToHub(db: MockDb, hub: PusherHub): () => void {
  let pending: Array<{ change: Change; origin: string | undefined }> = [];
  const publish = () => {
    const batch = pending;
    pending = [];
    // One publication per channel, event and record; it leaves out the socket that made the
    // change (origin.ts) only if every change it stands for was that socket's.
    const sent = new Map<string, { publication: Publication; except: string | undefined }>();
    for (const { change, origin } of batch)
      for (const publication of publicationsFor(db, change)) {
        const key = `${publication.channel}|${publication.event}|${String(publication.data.id)}`;
        const earlier = sent.get(key);
        const except = !earlier || earlier.except === origin ? origin : undefined;
        sent.set(key, { publication, except });
      }
    for (const { publication, except } of sent.values())
      hub.publish(publication.channel, publication.event, publication.data, { except });
  };
  const queue = (change: Change) => {
    if (db.isSilent) return;
    // Read as the change is written: the call that made it is still being answered.
    if (pending.push({ change, origin: changeOrigin() }) === 1) setTimeout(publish, 0);
  };
  const stops = WATCHED.map((kind) => {
    const hooks = db[kind].hooks as unknown as Hooks;
    const onCreate = (event: { data: Record<string, unknown> }) =>
      queue({ kind, record: event.data.record, created: true } as Change);
    const onUpdate = (event: { data: Record<string, unknown> }) =>
      queue({ kind, record: event.data.nextRecord, previous: event.data.prevRecord } as Change);
    const onDelete = (event: { data: Record<string, unknown> }) =>
      queue({ kind, record: event.data.deletedRecord, removed: true } as Change);
    hooks.on('create', onCreate);
    hooks.on('update', onUpdate);
    hooks.on('delete', onDelete);
    return () => {
      hooks.removeListener('create', onCreate);
      hooks.removeListener('update', onUpdate);
      hooks.removeListener('delete', onDelete);
    };
  });
  return () => stops.forEach((stop) => stop());
}
