import { getRatingWithUserDataResponse } from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import {
  completeOrderResponse,
  createBranchOrderResponse,
  getOrderCardResponse,
  getOrderDetailResponse,
  getAddressServingAreaResponse,
  getOrderInvitableEmployeesResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { createOutsourceOfferResponse } from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import {
  availabilityService,
  db,
  DEMO_ACCOUNTS,
  invitationService,
  outsourcingService,
  StateError,
} from '../db';
import { offDuring } from '../db/services/time-off';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { openOfferFor } from '../testing/offers';

/*
 * What the contract adds beyond the spec for 5/10: no double booking (busy_with, 422 on
 * start_at), the completion's final price and crew rating, and the cards' address counts.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HOUR = 3_600_000;
const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
/** 15:00 UTC (or `hour`) in `days` days. */
const at = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const address = { street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const maria = () => db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;

let owner: string;
beforeEach(async () => {
  await resetDb();
  owner = await loginAs(DEMO_ACCOUNTS.owner.email);
});

/** An order through the API, 10 days out (no seeded job of the same day), 15:00-19:00 UTC. */
async function createOrder(
  branchId: number,
  overrides: Record<string, unknown> = {},
  token = owner,
) {
  const result = await call('POST', `/company-branches/${branchId}/orders`, {
    token,
    body: {
      help_type: 3,
      pick_up_addresses: [address],
      destination_addresses: [{ ...address, street: '500 Burnet Rd' }],
      customer: { first_name: 'Laura', last_name: 'Hill', primary_phone: '5125550142' },
      start_at: at(10, 15),
      end_at: at(10, 19),
      helpers_needed: 2,
      trucks_needed: 1,
      hourly_rate: 4000,
      ...overrides,
    },
  });
  return expectValid(createBranchOrderResponse, result.body).data;
}

async function invitable(orderId: number) {
  return expectValid(
    getOrderInvitableEmployeesResponse,
    (await call('GET', `/orders/${orderId}/invitable-employees`, { token: owner })).body,
  ).data;
}

/** The owner offers one spot of the order to marketplace helpers, at $40/h. */
async function offerOf(branchId: number, orderId: number) {
  const response = await call('POST', `/company-branches/${branchId}/outsource-offers`, {
    token: owner,
    body: { order_id: orderId, helpers_needed: 1, hourly_rate: 4000 },
  });
  return expectValid(createOutsourceOfferResponse, response.body).data;
}

/** Maria signed in, and her membership of the branch. */
async function mariaIn(branchId: number) {
  const helper = await loginAs(DEMO_ACCOUNTS.helper.email);
  const membership = db.employees.findFirst((q) =>
    q.where({ user_id: maria().id, branch_id: branchId }),
  )!;
  return { helper, membership };
}

/** Maria's active membership of another branch than `branchId` (she is one person in both). */
const mariaElsewhere = (branchId: number) =>
  db.employees
    .findMany((q) => q.where({ user_id: maria().id }))
    .find((e) => e.branch_id !== branchId && e.status === 1)!;

/** Invites and accepts (on the invitee's behalf) one employee. */
async function putOnCrew(orderId: number, employeeId: number) {
  const [invitation] = await invitationService.inviteEmployees(db, orderId, [employeeId]);
  return invitationService.acceptInvitation(db, invitation!.id);
}

describe('no double booking', () => {
  it("a helper on the crew as one branch's member is not invitable as another's, and is not invited twice (QA 2026-12-04)", async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const elsewhere = mariaElsewhere(austin.id);
    expect(elsewhere).toBeDefined();
    const order = await createOrder(austin.id);
    const listedAs = async () =>
      Object.values(await invitable(order.id))
        .filter(Array.isArray)
        .flat()
        .filter((e) => (e as { employee_id: number }).employee_id === elsewhere.id);
    expect(await listedAs()).toHaveLength(1);

    const [invitation] = await invitationService.inviteEmployees(db, order.id, [membership.id]);
    // Invited (still pending) as Austin's: no longer listed as anyone else's.
    expect(await listedAs()).toEqual([]);
    const again = await call('POST', `/orders/${order.id}/invite-employee`, {
      token: owner,
      body: { employee_ids: [elsewhere.id] },
    });
    expect(again.status).toBe(200);
    expect((again.body as { data: unknown[] }).data).toEqual([]);
    // Both memberships in one call: one invitation.
    const other = await createOrder(austin.id, { start_at: at(12), end_at: at(12, 19) });
    await call('POST', `/orders/${other.id}/invite-employee`, {
      token: owner,
      body: { employee_ids: [membership.id, elsewhere.id] },
    });
    expect(
      db.order_invitations.findMany((q) => q.where({ order_id: other.id, user_id: maria().id })),
    ).toHaveLength(1);

    expect(
      (
        await call('POST', `/helper/company-invitations/${invitation!.id}/accept`, {
          token: helper,
        })
      ).status,
    ).toBe(200);
    expect(db.order_invitations.findMany((q) => q.where({ order_id: order.id }))).toHaveLength(1);
  });

  it('a second invitation of one person to one order cannot be accepted (422 on status)', async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const elsewhere = mariaElsewhere(austin.id);
    const order = await createOrder(austin.id);
    const [first] = await invitationService.inviteEmployees(db, order.id, [membership.id]);
    // Made before invitations skipped her (stored data), or by two calls at once.
    const second = await db.insert('order_invitations', {
      ...first!,
      id: undefined as unknown as number,
      employee_id: elsewhere.id,
    });
    await call('POST', `/helper/company-invitations/${first!.id}/accept`, { token: helper });
    const body = expectError(
      await call('POST', `/helper/company-invitations/${second.id}/accept`, { token: helper }),
      422,
      'You are already on this crew.',
    );
    expect(body.errors.status).toEqual(['You are already on this crew.']);
    expect(db.findById('order_invitations', second.id)!.status).toBe('pending');
  });

  it('marks a member holding an overlapping accepted job busy, with the holding order', async () => {
    const austin = branchOf('Austin');
    const first = await createOrder(austin.id);
    const overlapping = await createOrder(austin.id, { start_at: at(10, 17), end_at: at(10, 21) });
    const afterwards = await createOrder(austin.id, { start_at: at(10, 19), end_at: at(10, 22) });
    const [person] = (await invitable(first.id)).branch_employees.filter((e) => e.is_available);
    expect(person!.busy_with).toBeNull();
    await putOnCrew(first.id, person!.employee_id);

    const listed = (await invitable(overlapping.id)).branch_employees.find(
      (e) => e.employee_id === person!.employee_id,
    )!;
    expect(listed.is_available).toBe(false);
    expect(listed.busy_with).toEqual({
      order_id: first.id,
      number: first.number,
      start_at: first.start_at,
      end_at: first.end_at,
    });
    // Touching windows (one ends at 19:00, the next starts then) do not overlap.
    const free = (await invitable(afterwards.id)).branch_employees.find(
      (e) => e.employee_id === person!.employee_id,
    )!;
    expect(free).toMatchObject({ is_available: true, busy_with: null });
    // Every other free member says so consistently.
    for (const e of (await invitable(overlapping.id)).branch_employees)
      expect(e.is_available).toBe(e.busy_with === null && e.time_off === null);
  });

  it('a busy person can be invited, but not accept: 422 on start_at naming the order', async () => {
    const austin = branchOf('Austin');
    const first = await createOrder(austin.id);
    const second = await createOrder(austin.id, { start_at: at(10, 16), end_at: at(10, 18) });
    const [person] = (await invitable(first.id)).branch_employees.filter((e) => e.is_available);
    await putOnCrew(first.id, person!.employee_id);

    const invited = await call('POST', `/orders/${second.id}/invite-employee`, {
      token: owner,
      body: { employee_ids: [person!.employee_id] },
    });
    expect(invited.status).toBe(200);
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ order_id: second.id, employee_id: person!.employee_id }),
    )!;
    const refused = await invitationService
      .acceptInvitation(db, invitation.id)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StateError);
    expect((refused as StateError).field).toBe('start_at');
    expect((refused as StateError).message).toBe(
      `${person!.first_name} ${person!.last_name} is already on order #${first.number} at that time.`,
    );
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('pending');
    expect(db.findById('orders', second.id)!.status).toBe(2);
  });

  it('the helper accepting an overlapping invitation gets 422 on start_at in their own words', async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const first = await createOrder(austin.id);
    const second = await createOrder(austin.id, { start_at: at(10, 18), end_at: at(10, 20) });
    const [a] = await invitationService.inviteEmployees(db, first.id, [membership.id]);
    const [b] = await invitationService.inviteEmployees(db, second.id, [membership.id]);
    expect(
      (await call('POST', `/helper/company-invitations/${a!.id}/accept`, { token: helper })).status,
    ).toBe(200);
    const body = expectError(
      await call('POST', `/helper/company-invitations/${b!.id}/accept`, { token: helper }),
      422,
    );
    expect(body.errors.start_at).toEqual(['You already have an accepted job at this time.']);
  });

  it('the company accepting a busy helper’s application gets 422 on start_at', async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const first = await createOrder(austin.id);
    const second = await createOrder(austin.id, { start_at: at(10, 16), end_at: at(10, 17) });
    await putOnCrew(first.id, membership.id);
    const offer = await offerOf(austin.id, second.id);
    // Applying is only asking: allowed.
    expect(
      (
        await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
          token: helper,
          body: {},
        })
      ).status,
    ).toBe(200);
    const application = db.offer_applications.findFirst((q) =>
      q.where({ offer_id: offer.id, helper_id: maria().id }),
    )!;
    const body = expectError(
      await call('POST', `/company-outsource/offer-application/${application.id}/accept`, {
        token: owner,
      }),
      422,
      `Maria Lopez is already on order #${first.number} at that time.`,
    );
    expect(body.errors.start_at).toEqual([body.message]);
    expect(db.findById('offer_applications', application.id)!.status).toBe('pending');
    // Booking it as posted is refused too, and leaves no application behind.
    const take = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/accept`, { token: helper }),
      422,
    );
    expect(take.errors.start_at).toEqual(['You already have an accepted job at this time.']);
  });

  it('an offer of a job she is on, or invited to, is not for her: not listed, and taking or applying is refused (QA 57 H1)', async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const order = await createOrder(austin.id);
    await putOnCrew(order.id, membership.id);
    const offer = await offerOf(austin.id, order.id);
    const listed = await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', {
      token: helper,
    });
    expect(listed.status).toBe(200);
    const page = (listed.body as { data: { data: Array<{ id: number }> } }).data;
    expect(page.data.map((o) => o.id)).not.toContain(offer.id);
    for (const answer of ['accept', 'apply'])
      expectError(
        await call('POST', `/helper/outsource-offers/${offer.id}/${answer}`, {
          token: helper,
          body: {},
        }),
        422,
        'You are already on this crew.',
      );
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');
    expect(db.offer_applications.findMany((q) => q.where({ offer_id: offer.id }))).toEqual([]);
  });

  it('the company cannot admit an application of someone who joined the crew since (review 57)', async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const order = await createOrder(austin.id);
    const offer = await offerOf(austin.id, order.id);
    await call('POST', `/helper/outsource-offers/${offer.id}/apply`, { token: helper, body: {} });
    await putOnCrew(order.id, membership.id);
    const application = db.offer_applications.findFirst((q) =>
      q.where({ offer_id: offer.id, helper_id: maria().id }),
    )!;
    expectError(
      await call('POST', `/company-outsource/offer-application/${application.id}/accept`, {
        token: owner,
      }),
      422,
      'Maria Lopez is already on this crew.',
    );
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');
  });

  it('another company’s job makes the person busy without naming its order', async () => {
    const austin = branchOf('Austin');
    const other = await loginAs(DEMO_ACCOUNTS.otherOwner.email);
    const miami = db.branches.findFirst((q) => q.where({ city: 'Miami' }))!;
    const theirs = await createOrder(miami.id, { start_at: at(10, 14), end_at: at(10, 16) }, other);
    const offer = await openOfferFor(theirs, { positions: [3] });
    await outsourcingService.takeOffer(db, offer.id, maria().id);

    const ours = await createOrder(austin.id);
    const listed = (await invitable(ours.id)).branch_employees.find(
      (e) => e.first_name === 'Maria' && e.last_name === 'Lopez',
    )!;
    expect(listed.is_available).toBe(false);
    expect(listed.busy_with).toEqual({
      order_id: null,
      number: null,
      start_at: theirs.start_at,
      end_at: theirs.end_at,
    });
    const [invitation] = await invitationService.inviteEmployees(db, ours.id, [listed.employee_id]);
    await expect(invitationService.acceptInvitation(db, invitation!.id)).rejects.toThrow(
      "Maria Lopez is already on another company's job at that time.",
    );
  });
});

describe('completion: final price and crew rating', () => {
  /** A formed order of Maria and one employee that started two hours ago. */
  async function startedCrew() {
    const austin = branchOf('Austin');
    const order = await createOrder(austin.id);
    const mariaMember = db.employees.findFirst((q) =>
      q.where({ user_id: maria().id, branch_id: austin.id }),
    )!;
    const [other] = (await invitable(order.id)).branch_employees.filter(
      (e) => e.is_available && e.employee_id !== mariaMember.id,
    );
    await putOnCrew(order.id, mariaMember.id);
    await putOnCrew(order.id, other!.employee_id);
    await db.patch('orders', order.id, {
      start_at: new Date(Date.now() - 2 * HOUR).toISOString(),
      end_at: new Date(Date.now() + HOUR).toISOString(),
    });
    return { order, mariaMember, otherId: other!.employee_id };
  }

  it('stores them in the completion; the rating becomes reviews of the crew', async () => {
    const { order, mariaMember, otherId } = await startedCrew();
    const otherBefore = db.findById('employees', otherId)!.rating;
    const reviewsBefore = db.helper_reviews.findMany((q) =>
      q.where({ helper_user_id: maria().id }),
    ).length;
    const done = await call('POST', `/orders/${order.id}/complete`, {
      token: owner,
      body: { worked_hours: 3, final_price: 41250, crew_rating: 4 },
    });
    expectValid(completeOrderResponse, done.body);
    const detail = expectValid(
      getOrderDetailResponse,
      (await call('GET', `/orders/${order.id}/detail`, { token: owner })).body,
    ).data;
    expect(detail.completion).toMatchObject({
      worked_hours: 3,
      final_price: 41250,
      crew_rating: 4,
    });

    // Maria (a marketplace helper) has a review for this order, by the owner.
    const rating = expectValid(
      getRatingWithUserDataResponse,
      (
        await call('GET', `/rating/get-rating-with-user-data?helper_id=${maria().id}`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(rating.count).toBe(reviewsBefore + 1);
    const review = rating.reviews.find((r) => r.order_id === order.id)!;
    expect(review).toMatchObject({ rating: 4, text: null });
    expect(review.author).toMatchObject({ first_name: 'Olivia', last_name: 'Bennett' });
    // Every crew member's summary takes the rating in.
    const after = db.findById('employees', otherId)!.rating;
    expect(after.count).toBe(otherBefore.count + 1);
    expect(after.average).toBe(
      Math.round(((otherBefore.average * otherBefore.count + 4) / (otherBefore.count + 1)) * 10) /
        10,
    );
    expect(db.findById('employees', mariaMember.id)!.rating.count).toBeGreaterThan(0);
  });

  it('both are optional (null in the completion, no reviews)', async () => {
    const { order } = await startedCrew();
    const reviews = db.helper_reviews.all().length;
    await call('POST', `/orders/${order.id}/complete`, { token: owner, body: { worked_hours: 3 } });
    const detail = expectValid(
      getOrderDetailResponse,
      (await call('GET', `/orders/${order.id}/detail`, { token: owner })).body,
    ).data;
    expect(detail.completion).toMatchObject({ final_price: null, crew_rating: null });
    expect(db.helper_reviews.all()).toHaveLength(reviews);
  });

  it.each([
    [{ crew_rating: 6 }, 'crew_rating'],
    [{ crew_rating: 0 }, 'crew_rating'],
    [{ crew_rating: 4.5 }, 'crew_rating'],
    [{ final_price: -1 }, 'final_price'],
    [{ final_price: 1250.5 }, 'final_price'],
    [{ final_price: 10_000_001 }, 'final_price'],
  ])('refuses %o with 422 on %s', async (extra, field) => {
    const { order } = await startedCrew();
    const body = expectError(
      await call('POST', `/orders/${order.id}/complete`, {
        token: owner,
        body: { worked_hours: 3, ...extra },
      }),
      422,
    );
    expect(body.errors[field]).toHaveLength(1);
    expect(db.findById('orders', order.id)!.completed_at).toBeNull();
  });
});

describe('order cards: address counts', () => {
  it('count every stop of each list; 0 for the list the help type drops', async () => {
    const austin = branchOf('Austin');
    const both = await createOrder(austin.id, {
      pick_up_addresses: [
        address,
        { ...address, street: '2 Main St' },
        { ...address, street: '3 Oak St' },
      ],
    });
    const pickUpOnly = await createOrder(austin.id, { help_type: 1 });
    const card = async (id: number) =>
      expectValid(
        getOrderCardResponse,
        (await call('GET', `/orders/${id}/card`, { token: owner })).body,
      ).data;
    expect(await card(both.id)).toMatchObject({
      pick_up_addresses_count: 3,
      destination_addresses_count: 1,
    });
    expect(await card(pickUpOnly.id)).toMatchObject({
      pick_up_addresses_count: 1,
      destination_addresses_count: 0,
      destination_address: null,
    });
  });
});

describe("crew matching: the counties of an order's addresses", () => {
  it('places a typed pick-up outside the seed cities by its ZIP code (QA 57a M7: Round Rock)', async () => {
    const order = await createOrder(branchOf('Austin').id, {
      pick_up_addresses: [
        { street: '100 E Main St', city: 'Round Rock', state: 'TX', zip: '78664' },
      ],
    });
    const areas = (await invitable(order.id)).order_serving_areas;
    expect(areas.map((area) => area.name_with_state_initials)).toEqual([
      'Williamson County, TX',
      'Travis County, TX',
    ]);
  });

  it('the job form asks the same before saving: a Houston address of an Austin job is Harris County (QA-221 L2)', async () => {
    const austin = branchOf('Austin');
    const place = async (query: Record<string, string>) =>
      expectValid(
        getAddressServingAreaResponse,
        (
          await call(
            'GET',
            `/company-branches/${austin.id}/address-area?${new URLSearchParams(query)}`,
            { token: owner },
          )
        ).body,
      ).data.serving_area?.name_with_state_initials ?? null;
    expect(await place({ city: 'Houston', state: 'TX', zip: '77002' })).toBe('Harris County, TX');
    expect(await place({ city: 'Houston', state: 'TX' })).toBe('Harris County, TX');
    expect(await place({ city: 'Round Rock', state: 'TX', zip: '78664' })).toBe(
      'Williamson County, TX',
    );
    expect(await place({ city: 'Nowhere', state: 'TX' })).toBeNull();
  });
});

describe('calls at once (each write is checked once the one before it has written)', () => {
  /** As in the browser, where a write waits for IndexedDB; restored by `vi.restoreAllMocks`. */
  function slowWrites() {
    for (const method of ['insert', 'patch'] as const) {
      const original = db[method].bind(db) as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(db, method).mockImplementation((async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return original(...args);
      }) as never);
    }
  }
  afterEach(() => vi.restoreAllMocks());

  it('one member invited twice at once (a double click on Send invitations) gets one invitation', async () => {
    const austin = branchOf('Austin');
    const { membership } = await mariaIn(austin.id);
    const order = await createOrder(austin.id);
    slowWrites();
    const invite = () =>
      call('POST', `/orders/${order.id}/invite-employee`, {
        token: owner,
        body: { employee_ids: [membership.id] },
      });
    const answers = await Promise.all([invite(), invite()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // The second call finds her invited and skips her, as inviteEmployees does.
    expect(answers.map((a) => (a.body as { data: unknown[] }).data.length).sort()).toEqual([0, 1]);
    expect(
      db.order_invitations.findMany((q) => q.where({ order_id: order.id, user_id: maria().id })),
    ).toHaveLength(1);
  });

  it('two people accepting the last spot at once: one gets it, the other hears the crew is full', async () => {
    const austin = branchOf('Austin');
    const { helper, membership } = await mariaIn(austin.id);
    const order = await createOrder(austin.id, { helpers_needed: 1 });
    // Another helper with an account on Austin's team, free at the order's time.
    const other = db.employees
      .findMany((q) => q.where({ branch_id: austin.id, status: 1 }))
      .map((e) => ({ e, user: e.user_id == null ? undefined : db.findById('users', e.user_id) }))
      .find(
        ({ e, user }) =>
          user?.type === 4 &&
          user.id !== maria().id &&
          !availabilityService.busyWith(db, { user_id: user.id, employee_id: e.id }, order) &&
          !offDuring(db, { user_id: user.id }, order),
      );
    expect(other).toBeDefined();
    const [mine, theirs] = await invitationService.inviteEmployees(db, order.id, [
      membership.id,
      other!.e.id,
    ]);
    const otherToken = await loginAs(other!.user!.email);
    slowWrites();
    const answers = await Promise.all([
      call('POST', `/helper/company-invitations/${mine!.id}/accept`, { token: helper }),
      call('POST', `/helper/company-invitations/${theirs!.id}/accept`, { token: otherToken }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(
      expectError(
        answers.find((a) => a.status === 422)!,
        422,
      ).errors.status,
    ).toEqual(['The crew of this order is full.']);
    expect(
      db.order_invitations.findMany((q) => q.where({ order_id: order.id, status: 'accepted' })),
    ).toHaveLength(1);
  });
});

describe('editing a job its crew accepted', () => {
  it('refuses fewer helpers than accepted it: 422 on helpers_needed (QA 2026-12-04: "2 of 1")', async () => {
    const austin = branchOf('Austin');
    const order = await createOrder(austin.id, { helpers_needed: 2 });
    const { membership } = await mariaIn(austin.id);
    const other = db.employees
      .findMany((q) => q.where({ branch_id: austin.id, status: 1 }))
      .find((e) => e.id !== membership.id && e.user_id !== maria().id)!;
    for (const employee of [membership, other]) await putOnCrew(order.id, employee.id);
    const body = (helpers_needed: number) => ({
      help_type: 3,
      pick_up_addresses: [address],
      destination_addresses: [{ ...address, street: '500 Burnet Rd' }],
      customer: { first_name: 'Laura', last_name: 'Hill', primary_phone: '5125550142' },
      start_at: order.start_at,
      end_at: order.end_at,
      helpers_needed,
      trucks_needed: 1,
      hourly_rate: 4000,
    });
    const fewer = await call('PUT', `/orders/${order.id}`, { token: owner, body: body(1) });
    expect(expectError(fewer, 422).errors).toEqual({
      helpers_needed: [
        '2 people have accepted this job: take someone off its crew before needing fewer.',
      ],
    });
    expect(db.findById('orders', order.id)!.helpers_needed).toBe(2);
    expect((await call('PUT', `/orders/${order.id}`, { token: owner, body: body(3) })).status).toBe(
      200,
    );
  });
});
