import {
  acceptOfferApplicationResponse,
  cancelOfferApplicationResponse,
  cancelOutsourceOfferResponse,
  createOutsourceOfferResponse,
  getOutsourceOfferResponse,
  listBranchOutsourceOffersResponse,
  listOutsourceOfferApplicationsResponse,
  rejectOfferApplicationResponse,
} from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import {
  getHelperOutsourceOfferResponse,
  listHelperOutsourceOffersResponse,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { globalSearchResponse } from '@/platform/api/generated/zod/search/search.zod';
import {
  getServingAreaResponse,
  listServingAreasResponse,
} from '@/platform/api/generated/zod/serving-areas/serving-areas.zod';
import {
  availabilityService,
  db,
  invitationService,
  orderService,
  outsourcingService,
  type OrderRecord,
} from '../db';
import { offDuring } from '../db/services/time-off';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { openOfferFor } from '../testing/offers';
import { offerBucket } from './lib/helper-jobs';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
const mariaId = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!.id;
/**
 * Neither on another job at the order's time, nor off that day, nor on this order's crew
 * already (invited, pending or accepted: the world seeded from the hour's clock has Maria
 * invited to some of Austin's orders, 2026-12-07 06:00 UTC).
 */
const freeFor = (userId: number, order: OrderRecord, employeeId?: number) =>
  !availabilityService.busyWith(db, { user_id: userId, employee_id: employeeId }, order) &&
  !offDuring(db, { user_id: userId }, order) &&
  !orderService.onOrderAlready(db, order.id, userId);

/** An open offer of an Austin order not started, and a marketplace helper free for it. */
async function offerAndFreeHelper() {
  const austin = branchOf('Austin');
  const order = db.orders
    .findMany((q) => q.where({ branch_id: austin.id }))
    .find(
      (o) =>
        o.status === 1 &&
        !o.cancelled_at &&
        !o.completed_at &&
        !o.outsource_offer_id &&
        o.start_at > new Date().toISOString(),
    )!;
  const offer = await openOfferFor(order);
  const helper = db.users
    .findMany((q) => q.where({ type: 4 }))
    .find((u) => u.company_id == null && freeFor(u.id, order))!;
  return { offer, helper, token: await loginAs(helper.email) };
}

describe('outsourcing, search, serving areas', () => {
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });

  it('offers: list, create (one open per order), applications accept/reject/cancel', async () => {
    const austin = branchOf('Austin');
    expectError(await call('GET', `/company-branches/${austin.id}/outsource-offers`), 401);
    const helper = await loginAs('helper@demo.test');
    expectError(
      await call('GET', `/company-branches/${austin.id}/outsource-offers`, { token: helper }),
      403,
    );
    expectError(await call('GET', '/company-outsource/offers/99999', { token: owner }), 404);
    const list = expectValid(
      listBranchOutsourceOffersResponse,
      (await call('GET', `/company-branches/${austin.id}/outsource-offers`, { token: owner })).body,
    );
    expect(list.data.total).toBeGreaterThan(0);
    const offer = list.data.data[0];
    expectError(
      await call('POST', `/company-branches/${austin.id}/outsource-offers`, {
        token: owner,
        body: { order_id: offer.order_id, helpers_needed: 1, hourly_rate: 3000 },
      }),
      422,
    );
    expectError(
      await call('POST', `/company-branches/${austin.id}/outsource-offers`, {
        token: owner,
        body: {},
      }),
      422,
    );
    const free = db.orders
      .findMany((q) => q.where({ branch_id: austin.id }))
      // With a crew spot open (an offer asks for at most the open spots; the test below),
      // and one Maria is free for (she is accepted onto it below).
      .find(
        (o) =>
          !orderService.isClosed(o) &&
          o.outsource_offer_id == null &&
          o.status !== 4 &&
          o.start_at > new Date().toISOString() &&
          freeFor(mariaId(), o),
      )!;
    const created = expectValid(
      createOutsourceOfferResponse,
      (
        await call('POST', `/company-branches/${austin.id}/outsource-offers`, {
          token: owner,
          body: { order_id: free.id, helpers_needed: 1, hourly_rate: 3500, positions: [3] },
        })
      ).body,
    );
    expect(created.data.status).toBe('open');
    expectValid(
      getOutsourceOfferResponse,
      (await call('GET', `/company-outsource/offers/${created.data.id}`, { token: owner })).body,
    );

    // a helper applies (helper-domain service), the company is notified and accepts
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    await outsourcingService.applyToOffer(db, created.data.id, maria.id, { message: 'Available' });
    // The notification names its offer, so the activity row opens the offer's applications.
    expect(
      db.notifications
        .findMany((q) => q.where({ order_id: free.id }))
        .filter((n) => n.title === 'New application to your outsourcing offer')
        .map((n) => n.offer_id),
    ).toContain(created.data.id);
    const apps = expectValid(
      listOutsourceOfferApplicationsResponse,
      (
        await call('GET', `/company-outsource/offers/${created.data.id}/applications`, {
          token: owner,
        })
      ).body,
    );
    expect(apps.data.data[0].status).toBe('pending');
    const accepted = expectValid(
      acceptOfferApplicationResponse,
      (
        await call('POST', `/company-outsource/offer-application/${apps.data.data[0].id}/accept`, {
          token: owner,
        })
      ).body,
    );
    expect(accepted.data.status).toBe('accepted');
    expect(db.findById('outsource_offers', created.data.id)!.status).toBe('filled');
    expect(db.findById('orders', free.id)!.status).toBeGreaterThanOrEqual(3);
    expectError(
      await call('POST', `/company-outsource/offer-application/${apps.data.data[0].id}/reject`, {
        token: owner,
      }),
      422,
    );
    const cancelled = expectValid(
      cancelOfferApplicationResponse,
      (
        await call('POST', `/company-outsource/offer-application/${apps.data.data[0].id}/cancel`, {
          token: owner,
        })
      ).body,
    );
    expect(cancelled.data.status).toBe('cancelled');
    expect(db.findById('outsource_offers', created.data.id)!.status).toBe('open');

    // reject a seeded pending application, then cancel the offer
    const seeded = expectValid(
      listOutsourceOfferApplicationsResponse,
      (
        await call('GET', `/company-outsource/offers/${offer.id}/applications?status=pending`, {
          token: owner,
        })
      ).body,
    );
    expectValid(
      rejectOfferApplicationResponse,
      (
        await call(
          'POST',
          `/company-outsource/offer-application/${seeded.data.data[0].id}/reject`,
          { token: owner },
        )
      ).body,
    );
    const gone = expectValid(
      cancelOutsourceOfferResponse,
      (await call('POST', `/company-outsource/offers/${offer.id}/cancel`, { token: owner })).body,
    );
    expect(gone.data.status).toBe('cancelled');
    expectError(
      await call('POST', `/company-outsource/offers/${offer.id}/cancel`, { token: owner }),
      422,
    );
    const miami = branchOf('Miami');
    expectError(
      await call('GET', `/company-branches/${miami.id}/outsource-offers`, { token: owner }),
      403,
    );
  });

  it("an offer asks for at most the order's open spots, and fills once the crew is full", async () => {
    const austin = branchOf('Austin');
    const accepted = (orderId: number) =>
      db.order_invitations
        .findMany((q) => q.where({ order_id: orderId }))
        .filter((i) => i.status === 'accepted').length;
    const order = db.orders
      .findMany((q) => q.where({ branch_id: austin.id }))
      .find(
        (o) =>
          !orderService.isClosed(o) &&
          o.outsource_offer_id == null &&
          o.start_at > new Date().toISOString() &&
          o.helpers_needed - accepted(o.id) >= 2 &&
          freeFor(mariaId(), o),
      )!;
    const open = order.helpers_needed - accepted(order.id);
    const publish = (helpers: number) =>
      call('POST', `/company-branches/${austin.id}/outsource-offers`, {
        token: owner,
        body: { order_id: order.id, helpers_needed: helpers, hourly_rate: 3500 },
      });
    const over = expectError(await publish(open + 1), 422);
    expect(over.errors).toEqual({
      helpers_needed: [`The helpers needed field must not be greater than ${open}.`],
    });
    const offer = expectValid(createOutsourceOfferResponse, (await publish(open)).body).data;
    expect(offer.helpers_needed).toBe(open);

    // A marketplace helper applies; then the branch's own people fill every open spot.
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const application = await outsourcingService.applyToOffer(db, offer.id, maria.id, {
      message: 'Available',
    });
    const taken = new Set(
      db.order_invitations
        .findMany((q) => q.where({ order_id: order.id }))
        .map((i) => i.employee_id),
    );
    const members = db.employees
      .findMany((q) => q.where({ branch_id: austin.id }))
      .filter(
        (e) =>
          e.deleted_at == null &&
          !taken.has(e.id) &&
          e.user_id !== maria.id &&
          (e.user_id == null || freeFor(e.user_id, order, e.id)) &&
          !availabilityService.busyWith(db, { employee_id: e.id, user_id: e.user_id }, order),
      )
      .slice(0, open);
    const invited = await invitationService.inviteEmployees(
      db,
      order.id,
      members.map((e) => e.id),
    );
    for (const invitation of invited) await invitationService.acceptInvitation(db, invitation.id);
    expect(db.findById('orders', order.id)!.status).toBe(4);
    // The offer stops taking helpers: filled, and the pending application turned down.
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    expect(db.findById('offer_applications', application.id)!.status).toBe('rejected');
    // A filled offer is not withdrawn: it takes no applications, its helpers stay (QA-217 L7).
    const refused = expectError(
      await call('POST', `/company-outsource/offers/${offer.id}/cancel`, { token: owner }),
      422,
    );
    expect(refused.errors).toEqual({
      status: [
        'The offer is filled: its helpers are on the crew. Cancel an application to take one off.',
      ],
    });
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
  });

  it('one application per helper and offer, even when two are asked for while the first is being written (QA 2026-12-04)', async () => {
    const { offer, helper, token } = await offerAndFreeHelper();
    // As in the browser, where an insert waits for IndexedDB to give it an id.
    const insert = db.insert.bind(db);
    const slow = vi.spyOn(db, 'insert').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return insert(...args);
    });
    const apply = () =>
      call('POST', `/helper/outsource-offers/${offer.id}/apply`, { token, body: {} });
    try {
      // A double-clicked Apply: the second call is checked once the first has written.
      const answers = await Promise.all([apply(), apply()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      const refused = expectError(
        answers.find((a) => a.status === 422)!,
        422,
      );
      expect(refused.errors).toEqual({ status: ['You have already applied to this offer.'] });
    } finally {
      slow.mockRestore();
    }
    expect(
      db.offer_applications.findMany((q) => q.where({ offer_id: offer.id, helper_id: helper.id })),
    ).toHaveLength(1);
  });

  it("the company reads each helper's latest application: one who withdrew and applied again is listed and counted once (QA 2026-12-04)", async () => {
    const { offer, helper, token } = await offerAndFreeHelper();
    const act = (what: string) =>
      call('POST', `/helper/outsource-offers/${offer.id}/${what}`, { token, body: {} });
    const read = async () => ({
      list: expectValid(
        listOutsourceOfferApplicationsResponse,
        (
          await call('GET', `/company-outsource/offers/${offer.id}/applications`, {
            token: owner,
          })
        ).body,
      ).data,
      offer: expectValid(
        getOutsourceOfferResponse,
        (await call('GET', `/company-outsource/offers/${offer.id}`, { token: owner })).body,
      ).data,
    });
    const before = await read();
    expect((await act('apply')).status).toBe(200);
    expect((await act('withdraw')).status).toBe(200);
    expect((await act('apply')).status).toBe(200);

    const after = await read();
    const hers = after.list.data.filter((a) => a.helper.id === helper.id);
    expect(hers.map((a) => a.status)).toEqual(['pending']);
    expect(after.list.total).toBe(before.list.total + 1);
    expect(after.offer.applications_count).toBe(before.offer.applications_count + 1);
    expect(after.offer.pending_applications_count).toBe(
      before.offer.pending_applications_count + 1,
    );
  });

  it('a filled offer that opens again puts back, pending, the applications its filling turned down; not those rejected by hand or withdrawn (QA-164 M1)', async () => {
    const { offer, helper } = await offerAndFreeHelper();
    const order = db.findById('orders', offer.order_id)!;
    const others = db.users
      .findMany((q) => q.where({ type: 4 }))
      .filter(
        (u) =>
          u.company_id == null &&
          u.id !== helper.id &&
          freeFor(u.id, order) &&
          !orderService.onOrderAlready(db, order.id, u.id),
      )
      .slice(0, 3);
    expect(others).toHaveLength(3);
    const apply = (userId: number) => outsourcingService.applyToOffer(db, offer.id, userId, {});
    const taken = await apply(helper.id);
    const waiting = await apply(others[0]!.id);
    const turnedDown = await apply(others[1]!.id);
    const withdrawn = await apply(others[2]!.id);
    await outsourcingService.rejectApplication(db, turnedDown.id);
    await outsourcingService.withdrawApplication(db, withdrawn.id);
    await outsourcingService.acceptApplication(db, taken.id);
    const status = (id: number) => db.findById('offer_applications', id)!.status;
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    expect(status(waiting.id)).toBe('rejected');

    // The helper the offer filled with can't make it: the offer opens again.
    const cant = await call('POST', `/helper/jobs/${order.id}/cant-make-it`, {
      token: await loginAs(helper.email),
      body: { reason: 'Sick kid, truly sorry' },
    });
    expect(cant.status).toBe(200);
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');
    const list = expectValid(
      listOutsourceOfferApplicationsResponse,
      (await call('GET', `/company-outsource/offers/${offer.id}/applications`, { token: owner }))
        .body,
    ).data.data;
    const byId = new Map(list.map((a) => [a.id, a]));
    expect(byId.get(waiting.id)).toMatchObject({ status: 'pending', responded_at: null });
    expect(byId.get(turnedDown.id)!.status).toBe('rejected');
    expect(byId.get(withdrawn.id)!.status).toBe('withdrawn');
    expect(byId.get(taken.id)!.status).toBe('withdrawn');
    // Hers reads pending again, in her New tab.
    const seen = await call('GET', `/helper/outsource-offers/${offer.id}`, {
      token: await loginAs(others[0]!.email),
    });
    expect(expectValid(getHelperOutsourceOfferResponse, seen.body).data).toMatchObject({
      bucket: 'new',
      my_application: { id: waiting.id, status: 'pending' },
    });
    // Filled again, she is turned down again; and the company can still accept her.
    await outsourcingService.acceptApplication(db, waiting.id);
    expect(status(waiting.id)).toBe('accepted');
    expect(status(turnedDown.id)).toBe('rejected');
  });

  it("an offer the company's own crew filled opens again when one of them is taken off; one filled by its own helpers stays filled", async () => {
    const { offer, helper } = await offerAndFreeHelper();
    const order = db.findById('orders', offer.order_id)!;
    expect(order.helpers_needed).toBeGreaterThanOrEqual(2);
    const waiting = await outsourcingService.applyToOffer(db, offer.id, helper.id, {});
    const crew = db.employees
      .findMany((q) => q.where({ branch_id: order.branch_id }))
      .filter((e) => e.deleted_at == null && !e.is_helper && freeFor(e.user_id ?? 0, order, e.id))
      .slice(0, order.helpers_needed);
    expect(crew).toHaveLength(order.helpers_needed);
    const invited = await invitationService.inviteEmployees(
      db,
      order.id,
      crew.map((e) => e.id),
    );
    for (const invitation of invited) await invitationService.acceptInvitation(db, invitation.id);
    const offerStatus = () => db.findById('outsource_offers', offer.id)!.status;
    const application = () => db.findById('offer_applications', waiting.id)!;
    expect(offerStatus()).toBe('filled');
    expect(application().status).toBe('rejected');
    // One of the company's own taken off the crew: its spot is the marketplace's again.
    await invitationService.cancelInvitationByCompany(db, invited[0]!.id);
    expect(offerStatus()).toBe('open');
    expect(application()).toMatchObject({ status: 'pending', turned_down_by_fill: false });
    // Filled by its own count (her application accepted): a gap of the company's keeps it so.
    await outsourcingService.acceptApplication(db, waiting.id);
    expect(offerStatus()).toBe('filled');
    await invitationService.cancelInvitationByCompany(db, invited[1]!.id);
    expect(db.findById('orders', order.id)!.status).not.toBe(4);
    expect(offerStatus()).toBe('filled');
  });

  it('an offer filled by its own count does not block a new one for a spot the crew loses later; the new one reaches helpers as any offer', async () => {
    const { offer, helper } = await offerAndFreeHelper();
    const order = db.findById('orders', offer.order_id)!;
    const austin = branchOf('Austin');
    // A marketplace helper the first offer was put before (its county is hers), not applying.
    const seer = db.users
      .findMany((q) => q.where({ type: 4 }))
      .find(
        (u) =>
          u.company_id == null &&
          u.id !== helper.id &&
          freeFor(u.id, order) &&
          offerBucket(offer, u.id) === 'new',
      )!;
    expect(seer, 'a free marketplace helper who sees the offer').toBeDefined();
    // The company's own people take every spot but the offer's one; her application fills it.
    const crew = db.employees
      .findMany((q) => q.where({ branch_id: order.branch_id }))
      .filter((e) => e.deleted_at == null && !e.is_helper && freeFor(e.user_id ?? 0, order, e.id))
      .slice(0, order.helpers_needed - 1);
    expect(crew).toHaveLength(order.helpers_needed - 1);
    const invited = await invitationService.inviteEmployees(
      db,
      order.id,
      crew.map((e) => e.id),
    );
    for (const invitation of invited) await invitationService.acceptInvitation(db, invitation.id);
    const hers = await outsourcingService.applyToOffer(db, offer.id, helper.id, {});
    await outsourcingService.acceptApplication(db, hers.id);
    expect(db.findById('orders', order.id)!.status).toBe(4);
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');

    // One of the company's own can't make it: the order needs a person, the offer stays filled.
    await invitationService.rejectInvitation(db, invited[0]!.id, "Can't make it");
    expect(db.findById('orders', order.id)!.status).not.toBe(4);
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    const publish = (helpers: number) =>
      call('POST', `/company-branches/${austin.id}/outsource-offers`, {
        token: owner,
        body: { order_id: order.id, helpers_needed: helpers, hourly_rate: 3800 },
      });
    // At most the spots nobody holds.
    expect(expectError(await publish(2), 422).errors).toEqual({
      helpers_needed: ['The helpers needed field must not be greater than 1.'],
    });
    const fresh = expectValid(createOutsourceOfferResponse, (await publish(1)).body).data;
    expect(fresh).toMatchObject({ order_id: order.id, helpers_needed: 1, status: 'open' });
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    expect(db.findById('orders', order.id)!.outsource_offer_id).toBe(fresh.id);
    // One open offer per order: a third is refused, saying what to do instead.
    expect(expectError(await publish(1), 422).errors).toEqual({
      order_id: [
        'This order already has an open offer. Answer its applications, or withdraw it to publish a new one.',
      ],
    });

    // The helper it was put before sees it in New; the filled one is not listed for her.
    const seen = expectValid(
      listHelperOutsourceOffersResponse,
      (
        await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', {
          token: await loginAs(seer.email),
        })
      ).body,
    ).data.data.map((o) => o.id);
    expect(seen).toContain(fresh.id);
    expect(seen).not.toContain(offer.id);

    // Withdrawn, the order names its filled offer again.
    expect(
      (await call('POST', `/company-outsource/offers/${fresh.id}/cancel`, { token: owner })).status,
    ).toBe(200);
    expect(db.findById('orders', order.id)!.outsource_offer_id).toBe(offer.id);
  });

  it('global search by type and text', async () => {
    const austin = branchOf('Austin');
    const all = expectValid(
      globalSearchResponse,
      (await call('GET', `/company-branches/${austin.id}/search`, { token: owner })).body,
    );
    expect(all.data.orders.length).toBe(10);
    expect(all.data.employees.length).toBe(10);
    const onlyEmployees = expectValid(
      globalSearchResponse,
      (
        await call(
          'GET',
          `/company-branches/${austin.id}/search?type=employee&search=maria lopez`,
          { token: owner },
        )
      ).body,
    );
    expect(onlyEmployees.data.orders).toEqual([]);
    expect(onlyEmployees.data.employees[0].last_name).toBe('Lopez');
    const byNumber = expectValid(
      globalSearchResponse,
      (
        await call('GET', `/company-branches/${austin.id}/search?type=order&search=%231001`, {
          token: owner,
        })
      ).body,
    );
    expect(byNumber.data.orders.map((o) => o.number)).toContain(1001);
    expectError(
      await call('GET', `/company-branches/${austin.id}/search?type=x`, { token: owner }),
      422,
    );
  });

  it('serving areas: paged catalogue, search, state, ids; get by id', async () => {
    expectError(await call('GET', '/serving-areas'), 401);
    const first = expectValid(
      listServingAreasResponse,
      (await call('GET', '/serving-areas', { token: owner })).body,
    );
    expect(first.data.per_page).toBe(20);
    const travis = expectValid(
      listServingAreasResponse,
      (await call('GET', '/serving-areas?search=trav', { token: owner })).body,
    );
    expect(travis.data.data[0].name_with_state_initials).toBe('Travis County, TX');
    const fl = expectValid(
      listServingAreasResponse,
      (await call('GET', '/serving-areas?state_initials=FL&per_page=100', { token: owner })).body,
    );
    expect(fl.data.data.every((a) => a.state_initials === 'FL')).toBe(true);
    const austin = branchOf('Austin');
    const ids = austin.serving_area_ids!.join(',');
    const mine = expectValid(
      listServingAreasResponse,
      (await call('GET', `/serving-areas?ids=${ids}`, { token: owner })).body,
    );
    expect(mine.data.data.map((a) => a.id)).toEqual(austin.serving_area_ids);
    expectValid(
      getServingAreaResponse,
      (await call('GET', `/serving-areas/${mine.data.data[0].id}`, { token: owner })).body,
    );
    expectError(await call('GET', '/serving-areas/99999', { token: owner }), 404);
    expectError(await call('GET', '/serving-areas?state_initials=texas', { token: owner }), 422);
  });
});
