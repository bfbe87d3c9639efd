import type { MockDb } from '../database';
import type {
  EmployeeRecord,
  OfferApplicationRecord,
  OutsourceOfferRecord,
  UserRecord,
} from '../schema';
import {
  fullName,
  isClosed,
  isLive,
  notify,
  offerApplications,
  onOrderAlready,
  orderInvitations,
  fillOffer,
  recomputeOrderStatus,
  reopenFilled,
  requireActiveOrder,
  stamp,
  StateError,
  type ServiceOptions,
} from './orders';
import { busyMessage, busyWith } from './availability';
import { offDuring, offMessage } from './time-off';
import { offerBlocksHelper } from './roster-status';
import { helperRateOf } from './helpers';
import { confirmsByAccepting } from './confirm-window';

/*
 * Outsourcing: a branch posts an order's open spots as an offer; helpers apply (the company
 * accepts or rejects) or take it as posted. An admitted helper becomes a branch member
 * (is_helper) with an accepted order invitation; the offer fills at its helpers_needed.
 */

/** 7/8: a helper the offer's company blocked cannot apply or take it (422 on `status`). */
const NOT_OPEN_TO_YOU = 'This offer is not open to you.';
/** A helper taking a spot of a crew she is on already (an offer, a second invitation). */
export const ON_THE_CREW = 'You are already on this crew.';

/** An offer its company withdrew (cancelled) takes no one (422 on `status`). */
export const OFFER_WITHDRAWN = 'This offer was withdrawn by the company.';

function requireOpenOffer(db: MockDb, offerId: number): OutsourceOfferRecord {
  const offer = db.findById('outsource_offers', offerId);
  if (!offer) throw new Error(`unknown outsource offer ${offerId}`);
  // Review H1: a stale page's Accept or Apply on a withdrawn offer says so.
  if (offer.status === 'cancelled') throw new StateError(OFFER_WITHDRAWN);
  if (offer.status !== 'open') throw new StateError(`The offer is ${offer.status}, not open.`);
  return offer;
}

/**
 * The helper's membership of a branch, created (as a marketplace helper) when missing, at her
 * own rate (helperRateOf): not an offer's, which is what that one job pays her.
 */
export async function ensureHelperEmployee(
  db: MockDb,
  branchId: number,
  helper: UserRecord,
  options: ServiceOptions = {},
): Promise<EmployeeRecord> {
  const existing = db.employees.findFirst((q) =>
    q.where((e) => e.branch_id === branchId && e.user_id === helper.id && e.deleted_at == null),
  );
  if (existing) return existing;
  const member = await db.insert('employees', {
    user_id: helper.id,
    branch_id: branchId,
    first_name: helper.first_name,
    last_name: helper.last_name,
    email: helper.email,
    phone: helper.phone ?? null,
    avatar_url: helper.avatar_url,
    positions: helper.positions?.length ? helper.positions : [3],
    price: helperRateOf(db, helper.id),
    status: 1,
    is_helper: true,
    is_manager: false,
    rating: { average: 0, count: 0 },
    created_at: stamp(options),
    updated_at: stamp(options),
    deleted_at: null,
  });
  // Joined by another way (an offer the company took her on): an invitation to join the same
  // branch has done its work, so it leaves the branch's Requested tab and her list (review L8).
  for (const invitation of db.branch_invitations.findMany((q) =>
    q.where({ branch_id: branchId, helper_id: helper.id, status: 'pending' }),
  ))
    await db.patch('branch_invitations', invitation.id, {
      status: 'accepted',
      responded_at: stamp(options),
      updated_at: stamp(options),
    });
  return member;
}

/** A helper applies to an open offer (one live application per helper and offer). */
export async function applyToOffer(
  db: MockDb,
  offerId: number,
  helperId: number,
  input: { message?: string | null; proposed_hourly_rate?: number | null } = {},
  options: ServiceOptions = {},
): Promise<OfferApplicationRecord> {
  const offer = requireOpenOffer(db, offerId);
  const order = requireActiveOrder(db, offer.order_id);
  const helper = db.findById('users', helperId);
  if (!helper) throw new Error(`unknown helper ${helperId}`);
  if (offerBlocksHelper(db, offer, helperId)) throw new StateError(NOT_OPEN_TO_YOU);
  if (onOrderAlready(db, order.id, helperId)) throw new StateError(ON_THE_CREW);
  if (
    offerApplications(db, offer.id).some(
      (a) => a.helper_id === helperId && (a.status === 'pending' || a.status === 'accepted'),
    )
  )
    throw new StateError('You have already applied to this offer.');
  const application = await db.insert('offer_applications', {
    offer_id: offer.id,
    helper_id: helperId,
    status: 'pending',
    message: input.message ?? null,
    proposed_hourly_rate: input.proposed_hourly_rate ?? null,
    created_at: stamp(options),
    updated_at: stamp(options),
    responded_at: null,
    employee_id: null,
    order_invitation_id: null,
    via: 'apply',
  });
  await notify(
    db,
    {
      branch_id: offer.branch_id,
      kind: 'outsourcing_application',
      title: 'New application to your outsourcing offer',
      body: `${fullName(helper)} applied to order #${order.number}.`,
      order_id: order.id,
      offer_id: offer.id,
      created_at: stamp(options),
    },
    options,
  );
  return application;
}

/**
 * Puts an application's helper on the crew: a branch membership (is_helper) and an accepted
 * order invitation; fills the offer at helpers_needed (other pending applications are
 * then rejected).
 */
async function admitApplication(
  db: MockDb,
  application: OfferApplicationRecord,
  offer: OutsourceOfferRecord,
  options: ServiceOptions & { byHer?: boolean },
): Promise<OfferApplicationRecord> {
  const order = requireActiveOrder(db, offer.order_id);
  const helper = db.findById('users', application.helper_id);
  if (!helper) throw new Error(`unknown helper ${application.helper_id}`);
  const holding = busyWith(db, { user_id: helper.id }, order);
  if (holding)
    throw new StateError(busyMessage(fullName(helper), holding, order.company_id), 'start_at');
  if (offDuring(db, { user_id: helper.id }, order))
    throw new StateError(offMessage(fullName(helper)), 'start_at');
  const employee = await ensureHelperEmployee(db, offer.branch_id, helper, options);
  const live = orderInvitations(db, order.id).find(
    (i) => i.employee_id === employee.id && isLive(i),
  );
  const invitation = live
    ? await db.patch('order_invitations', live.id, {
        status: 'accepted',
        responded_at: stamp(options),
        ...confirmsByAccepting(order, options),
        updated_at: stamp(options),
      })
    : await db.insert('order_invitations', {
        order_id: order.id,
        employee_id: employee.id,
        branch_id: order.branch_id,
        user_id: helper.id,
        status: 'accepted',
        created_at: stamp(options),
        updated_at: stamp(options),
        responded_at: stamp(options),
        ...confirmsByAccepting(order, options),
      });
  const updated = await db.patch('offer_applications', application.id, {
    status: 'accepted',
    responded_at: stamp(options),
    updated_at: stamp(options),
    employee_id: employee.id,
    order_invitation_id: invitation.id,
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'invitation_accepted',
      title: `${fullName(helper)} joined the crew of order #${order.number}`,
      body: 'Through your outsourcing offer.',
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  const acceptedCount = offerApplications(db, offer.id).filter(
    (a) => a.status === 'accepted',
  ).length;
  if (acceptedCount >= offer.helpers_needed) await fillOffer(db, offer.id, options);
  await recomputeOrderStatus(db, order.id, options);
  return updated;
}

/** A pending application, or a 422 naming its status. */
function requirePendingApplication(db: MockDb, applicationId: number): OfferApplicationRecord {
  const application = db.findById('offer_applications', applicationId);
  if (!application) throw new Error(`unknown application ${applicationId}`);
  if (application.status !== 'pending')
    throw new StateError(`The application is ${application.status}, not pending.`);
  return application;
}

/** The company accepts a pending application. */
export async function acceptApplication(
  db: MockDb,
  applicationId: number,
  options: ServiceOptions = {},
): Promise<OfferApplicationRecord> {
  const application = requirePendingApplication(db, applicationId);
  const offer = requireOpenOffer(db, application.offer_id);
  // She joined the crew another way since she applied (review 57): nobody new to admit.
  if (onOrderAlready(db, offer.order_id, application.helper_id)) {
    const helper = db.findById('users', application.helper_id);
    throw new StateError(`${helper ? fullName(helper) : 'This helper'} is already on this crew.`);
  }
  return admitApplication(db, application, offer, options);
}

/**
 * A helper takes an open offer as posted: on the crew at once. Her own Accept (`byHer`) within
 * 48 h of the start confirms the job too (confirmsByAccepting).
 */
export async function takeOffer(
  db: MockDb,
  offerId: number,
  helperId: number,
  options: ServiceOptions & { byHer?: boolean } = {},
): Promise<OfferApplicationRecord> {
  const offer = requireOpenOffer(db, offerId);
  const order = requireActiveOrder(db, offer.order_id);
  const helper = db.findById('users', helperId);
  if (offerBlocksHelper(db, offer, helperId)) throw new StateError(NOT_OPEN_TO_YOU);
  if (onOrderAlready(db, order.id, helperId)) throw new StateError(ON_THE_CREW);
  // Checked before an application is recorded, so a refused booking leaves nothing behind.
  const holding = helper ? busyWith(db, { user_id: helper.id }, order) : undefined;
  if (helper && holding)
    throw new StateError(busyMessage(fullName(helper), holding, order.company_id), 'start_at');
  if (helper && offDuring(db, { user_id: helper.id }, order))
    throw new StateError(offMessage(fullName(helper)), 'start_at');
  const mine = offerApplications(db, offer.id).find(
    (a) => a.helper_id === helperId && (a.status === 'pending' || a.status === 'accepted'),
  );
  if (mine?.status === 'accepted') throw new StateError(ON_THE_CREW);
  const application =
    mine ??
    (await db.insert('offer_applications', {
      offer_id: offer.id,
      helper_id: helperId,
      status: 'pending',
      message: null,
      proposed_hourly_rate: null,
      created_at: stamp(options),
      updated_at: stamp(options),
      responded_at: null,
      employee_id: null,
      order_invitation_id: null,
      via: 'accept',
    }));
  return admitApplication(db, application, offer, options);
}

/** The company turns down a pending application. */
export async function rejectApplication(
  db: MockDb,
  applicationId: number,
  options: ServiceOptions = {},
): Promise<OfferApplicationRecord> {
  const application = requirePendingApplication(db, applicationId);
  return db.patch('offer_applications', application.id, {
    status: 'rejected',
    responded_at: stamp(options),
    updated_at: stamp(options),
  });
}

/**
 * The helper takes back their pending application (withdrawn). They may apply again while the
 * offer is open; the company's list shows it as withdrawn.
 */
export async function withdrawApplication(
  db: MockDb,
  applicationId: number,
  options: ServiceOptions = {},
): Promise<OfferApplicationRecord> {
  const application = requirePendingApplication(db, applicationId);
  const updated = await db.patch('offer_applications', application.id, {
    status: 'withdrawn',
    updated_at: stamp(options),
  });
  const offer = db.findById('outsource_offers', application.offer_id);
  const order = offer ? db.findById('orders', offer.order_id) : undefined;
  const helper = db.findById('users', application.helper_id);
  if (offer && order && helper)
    await notify(
      db,
      {
        branch_id: offer.branch_id,
        kind: 'outsourcing_application',
        title: 'An application to your outsourcing offer was withdrawn',
        body: `${fullName(helper)} withdrew their application to order #${order.number}.`,
        order_id: order.id,
        created_at: stamp(options),
      },
      options,
    );
  return updated;
}

/**
 * A crew spot an accepted application gave is given up: the company took her off the crew
 * (`cancelled`), she backs out or can't make it (`withdrawn`). The application says so, so
 * her Outsourcing offers tab files it as the invitation is filed, and a filled offer opens
 * again (before its job starts).
 * Returns the application when the invitation came from one.
 */
export async function releaseOfferSpot(
  db: MockDb,
  invitationId: number,
  status: 'cancelled' | 'withdrawn',
  options: ServiceOptions = {},
): Promise<OfferApplicationRecord | undefined> {
  const application = db.offer_applications.findFirst((q) =>
    q.where({ order_invitation_id: invitationId, status: 'accepted' }),
  );
  if (!application) return undefined;
  await db.patch('offer_applications', application.id, { status, updated_at: stamp(options) });
  await reopenFilled(db, application.offer_id, options);
  return application;
}

/**
 * The company cancels a pending or accepted application; an accepted one takes the helper
 * off the crew and reopens a filled offer.
 */
export async function cancelApplication(
  db: MockDb,
  applicationId: number,
  options: ServiceOptions = {},
): Promise<OfferApplicationRecord> {
  const application = db.findById('offer_applications', applicationId);
  if (!application) throw new Error(`unknown application ${applicationId}`);
  if (application.status !== 'pending' && application.status !== 'accepted')
    throw new StateError(`The application is ${application.status} and cannot be cancelled.`);
  const offer = db.findById('outsource_offers', application.offer_id);
  const order = offer ? db.findById('orders', offer.order_id) : undefined;
  if (!offer || !order || isClosed(order)) throw new StateError('The order is already closed.');
  const updated = await db.patch('offer_applications', application.id, {
    status: 'cancelled',
    updated_at: stamp(options),
  });
  if (application.status === 'accepted') {
    const invitation =
      application.order_invitation_id != null
        ? db.findById('order_invitations', application.order_invitation_id)
        : undefined;
    if (invitation && isLive(invitation))
      await db.patch('order_invitations', invitation.id, {
        status: 'cancelled',
        updated_at: stamp(options),
      });
    await reopenFilled(db, offer.id, options);
    await recomputeOrderStatus(db, order.id, options);
  }
  return updated;
}
