import { http } from './lib/http';
import {
  createOutsourceOfferBody,
  listBranchOutsourceOffersQueryParams,
  listOutsourceOfferApplicationsQueryParams,
} from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import { db, invitationService, orderService, outsourcingService, StateError } from '../db';
import { ok, validationError } from './lib/envelope';
import { parseBody, parseQuery } from './lib/validation';
import {
  guarded,
  requireApplication,
  requireManageableBranch,
  requireOffer,
  requirePlanAllows,
} from './lib/guards';
import { toApplication, toOffer } from './lib/company-presenters';
import { paginate } from './lib/pagination';

/** Why a second offer is refused, and what to do instead (422 on order_id). */
const OPEN_OFFER_ALREADY =
  'This order already has an open offer. Answer its applications, or withdraw it to publish a new one.';

const STATUS_RANK = { pending: 0, accepted: 1, rejected: 2, cancelled: 3, withdrawn: 4 } as const;

/** Contract tag `outsourcing`: the company side of outsourcing offers. */
export const outsourcingHandlers = [
  http.get('*/api/company-branches/:id/outsource-offers', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, listBranchOutsourceOffersQueryParams);
    const items = db.outsource_offers
      .findMany((q) => q.where({ branch_id: branch.id }))
      .filter((o) => !query.status || o.status === query.status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return ok(paginate(items, query.page, query.per_page, toOffer));
  }),

  // createOutsourceOffer: one open offer per active order of this branch; 403 when the
  // company's plan has no outsourcing offers (Starter). A filled offer does not stand in the
  // way: one filled by its own count takes nobody for a spot the crew loses later (one of the
  // company's own people can't make it), so a new offer is the way to fill it; one the full
  // crew filled opens again by itself as a spot opens, and is then the open one (contract/README,
  // "Outsourcing offers").
  http.post('*/api/company-branches/:id/outsource-offers', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    requirePlanAllows(branch.company_id, 'offer');
    const body = await parseBody(request, createOutsourceOfferBody);
    const order = db.findById('orders', body.order_id);
    if (!order || order.branch_id !== branch.id)
      throw validationError({ order_id: ['The selected order id is invalid.'] });
    if (orderService.isClosed(order))
      throw validationError({ order_id: ['The order is already closed.'] });
    if (
      db.outsource_offers
        .findMany((q) => q.where({ order_id: order.id }))
        .some((o) => o.status === 'open')
    )
      throw validationError({ order_id: [OPEN_OFFER_ALREADY] });
    // At most the crew spots still open: an offer past them would overfill the crew.
    const open =
      order.helpers_needed -
      orderService.orderInvitations(db, order.id).filter((i) => i.status === 'accepted').length;
    if (body.helpers_needed > open)
      throw validationError({
        helpers_needed: [
          open > 0
            ? `The helpers needed field must not be greater than ${open}.`
            : 'The crew of this order is full.',
        ],
      });
    const now = new Date().toISOString();
    const offer = await db.insert('outsource_offers', {
      order_id: order.id,
      branch_id: branch.id,
      helpers_needed: body.helpers_needed,
      positions: body.positions ?? [],
      hourly_rate: body.hourly_rate,
      notes: body.notes ?? null,
      status: 'open',
      created_at: now,
      updated_at: now,
    });
    await db.patch('orders', order.id, {
      outsource_offer_id: offer.id,
      updated_at: now,
    });
    return ok(toOffer(offer), 'Offer published.');
  }),

  http.get('*/api/company-outsource/offers/:id', async ({ request, params }) => {
    const { offer } = requireOffer(request, params.id);
    return ok(toOffer(offer));
  }),

  // cancelOutsourceOffer: open -> cancelled; pending applications cancelled. A filled one is
  // refused (QA-217 L7): it takes no applications, and its helpers stay on the crew either way.
  http.post('*/api/company-outsource/offers/:id/cancel', async ({ request, params }) => {
    const { offer } = requireOffer(request, params.id);
    if (offer.status === 'filled')
      throw validationError({
        status: [
          'The offer is filled: its helpers are on the crew. Cancel an application to take one off.',
        ],
      });
    if (offer.status !== 'open')
      throw validationError({ status: [`The offer is ${offer.status} and cannot be cancelled.`] });
    const now = new Date().toISOString();
    for (const application of db.offer_applications.findMany((q) =>
      q.where({ offer_id: offer.id, status: 'pending' }),
    ))
      await db.patch('offer_applications', application.id, {
        status: 'cancelled',
        updated_at: now,
      });
    const updated = await db.patch('outsource_offers', offer.id, {
      status: 'cancelled',
      updated_at: now,
    });
    const order = db.findById('orders', offer.order_id);
    // The order names its newest live offer: an earlier one filled by its own count, if any.
    if (order?.outsource_offer_id === offer.id)
      await db.patch('orders', order.id, {
        outsource_offer_id:
          db.outsource_offers
            .findMany((q) => q.where({ order_id: order.id }))
            .filter((o) => o.status === 'open' || o.status === 'filled')
            .sort((a, b) => b.id - a.id)[0]?.id ?? null,
        updated_at: now,
      });
    return ok(toOffer(updated), 'Offer cancelled.');
  }),

  // listOutsourceOfferApplications: each helper's latest, pending first, then newest.
  http.get('*/api/company-outsource/offers/:id/applications', async ({ request, params }) => {
    const { offer } = requireOffer(request, params.id);
    const query = parseQuery(request, listOutsourceOfferApplicationsQueryParams);
    const items = orderService
      .latestApplications(db, offer.id)
      .filter((a) => !query.status || a.status === query.status)
      .sort(
        (a, b) =>
          STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
          b.created_at.localeCompare(a.created_at) ||
          b.id - a.id,
      );
    return ok(paginate(items, query.page, query.per_page, toApplication));
  }),

  // A pending application to an open offer whose order has ended: 422 on end_at (contract/README
  // "Ended jobs take no one new").
  http.post('*/api/company-outsource/offer-application/:id/accept', async ({ request, params }) => {
    const { application, offer } = requireApplication(request, params.id);
    const updated = await guarded(async () => {
      const order = db.findById('orders', offer.order_id);
      if (
        application.status === 'pending' &&
        offer.status === 'open' &&
        order &&
        invitationService.hasEnded(order)
      )
        throw new StateError(
          invitationService.ENDED_MESSAGES.acceptApplication(order.number),
          'end_at',
        );
      return outsourcingService.acceptApplication(db, application.id);
    });
    return ok(toApplication(updated), 'Application accepted.');
  }),

  http.post('*/api/company-outsource/offer-application/:id/reject', async ({ request, params }) => {
    const { application } = requireApplication(request, params.id);
    const updated = await guarded(() => outsourcingService.rejectApplication(db, application.id));
    return ok(toApplication(updated), 'Application rejected.');
  }),

  http.post('*/api/company-outsource/offer-application/:id/cancel', async ({ request, params }) => {
    const { application } = requireApplication(request, params.id);
    const updated = await guarded(() => outsourcingService.cancelApplication(db, application.id));
    return ok(toApplication(updated), 'Application cancelled.');
  }),
];
