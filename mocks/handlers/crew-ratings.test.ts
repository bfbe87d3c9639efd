import { getRatingWithUserDataResponse } from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import {
  createBranchOrderResponse,
  getOrderDetailResponse,
  getOrderInvitableEmployeesResponse,
  rateCrewMemberResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { db, DEMO_ACCOUNTS, invitationService } from '../db';
import { resetDb, server } from '../node';
import { publicationsFor } from '../realtime/changes';
import { userChannel } from '../realtime';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * rateCrewMember (7/8, not in the spec): the company rates one person who worked a completed
 * order, stars and an optional comment, once; the crew rating of completion is refined for her.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HOUR = 3_600_000;
const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
const maria = () => db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
const address = { street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

let owner: string;
beforeEach(async () => {
  await resetDb();
  owner = await loginAs(DEMO_ACCOUNTS.owner.email);
});

/** An Austin order under way with Maria and one other member on its crew. */
async function crewAtWork() {
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  const created = await call('POST', `/company-branches/${austin().id}/orders`, {
    token: owner,
    body: {
      help_type: 3,
      pick_up_addresses: [address],
      destination_addresses: [{ ...address, street: '500 Burnet Rd' }],
      customer: { first_name: 'Laura', last_name: 'Hill', primary_phone: '5125550142' },
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 4 * HOUR).toISOString(),
      helpers_needed: 2,
      trucks_needed: 1,
      hourly_rate: 4000,
    },
  });
  const order = expectValid(createBranchOrderResponse, created.body).data;
  const mariaMember = db.employees.findFirst((q) =>
    q.where({ user_id: maria().id, branch_id: austin().id }),
  )!;
  const invitable = expectValid(
    getOrderInvitableEmployeesResponse,
    (await call('GET', `/orders/${order.id}/invitable-employees`, { token: owner })).body,
  ).data;
  const other = invitable.branch_employees.find(
    (e) => e.is_available && e.employee_id !== mariaMember.id,
  )!;
  for (const id of [mariaMember.id, other.employee_id]) {
    const [invitation] = await invitationService.inviteEmployees(db, order.id, [id]);
    await invitationService.acceptInvitation(db, invitation!.id);
  }
  await db.patch('orders', order.id, {
    start_at: new Date(Date.now() - 2 * HOUR).toISOString(),
    end_at: new Date(Date.now() + HOUR).toISOString(),
  });
  return { orderId: order.id, mariaId: mariaMember.id, otherId: other.employee_id };
}

async function completed(crewRating: number | null) {
  const crew = await crewAtWork();
  const done = await call('POST', `/orders/${crew.orderId}/complete`, {
    token: owner,
    body: { worked_hours: 3, crew_rating: crewRating },
  });
  expect(done.status).toBe(200);
  return crew;
}

const rate = (orderId: number, employeeId: number, body: unknown, token = owner) =>
  call('POST', `/orders/${orderId}/crew/${employeeId}/rating`, { token, body });

async function team(orderId: number) {
  return expectValid(
    getOrderDetailResponse,
    (await call('GET', `/orders/${orderId}/detail?moving_team=1`, { token: owner })).body,
  ).data.moving_team!;
}

async function reviewsOfMaria() {
  return expectValid(
    getRatingWithUserDataResponse,
    (
      await call('GET', `/rating/get-rating-with-user-data?helper_id=${maria().id}`, {
        token: owner,
      })
    ).body,
  ).data;
}

describe('rateCrewMember', () => {
  it('writes her review with its comment; only hers moves, and a second rating is refused', async () => {
    const { orderId, mariaId, otherId } = await completed(null);
    const before = await reviewsOfMaria();
    const otherBefore = db.findById('employees', otherId)!.rating;

    const answer = await rate(orderId, mariaId, {
      rating: 2,
      text: '  Late, and rushed the piano. ',
    });
    const given = expectValid(rateCrewMemberResponse, answer.body).data;
    expect(given).toMatchObject({
      order_id: orderId,
      employee_id: mariaId,
      company_review: { rating: 2, text: 'Late, and rushed the piano.', individual: true },
    });

    const after = await reviewsOfMaria();
    expect(after.count).toBe(before.count + 1);
    const review = after.reviews.find((r) => r.order_id === orderId)!;
    expect(review).toMatchObject({ rating: 2, text: 'Late, and rushed the piano.' });
    expect(review.author).toMatchObject({ first_name: 'Olivia', last_name: 'Bennett' });
    expect(db.findById('employees', otherId)!.rating).toEqual(otherBefore);

    const members = await team(orderId);
    expect(members.find((m) => m.employee_id === mariaId)!.company_review).toMatchObject({
      rating: 2,
      individual: true,
    });
    expect(members.find((m) => m.employee_id === otherId)!.company_review).toBeNull();

    const again = expectError(await rate(orderId, mariaId, { rating: 5 }), 422);
    expect(again.errors.status).toEqual(['You have already rated Maria Lopez for this job.']);
    expect((await reviewsOfMaria()).count).toBe(before.count + 1);
  });

  it('refines the crew rating for her: her review is replaced, not added; her summary counts it once', async () => {
    const { orderId, mariaId, otherId } = await completed(5);
    const before = await reviewsOfMaria();
    const summaryBefore = db.findById('employees', mariaId)!.rating;
    expect(
      (await team(orderId)).find((m) => m.employee_id === mariaId)!.company_review,
    ).toMatchObject({
      rating: 5,
      text: null,
      individual: false,
    });

    expect((await rate(orderId, mariaId, { rating: 1, text: 'Dropped a box.' })).status).toBe(200);
    const after = await reviewsOfMaria();
    expect(after.count).toBe(before.count);
    expect(after.reviews.filter((r) => r.order_id === orderId)).toEqual([
      expect.objectContaining({ rating: 1, text: 'Dropped a box.' }),
    ]);
    const summary = db.findById('employees', mariaId)!.rating;
    expect(summary.count).toBe(summaryBefore.count);
    expect(summary.average).toBeLessThan(summaryBefore.average);
    // The other member keeps the crew rating, and may still be rated alone.
    expect(
      (await team(orderId)).find((m) => m.employee_id === otherId)!.company_review,
    ).toMatchObject({
      rating: 5,
      individual: false,
    });
  });

  it('pushes helper-review-changed to her when her review is replaced', async () => {
    const { orderId, mariaId } = await completed(4);
    const previous = db.helper_reviews.findFirst((q) =>
      q.where({ helper_user_id: maria().id, order_id: orderId }),
    )!;
    await rate(orderId, mariaId, { rating: 3 });
    const record = db.findById('helper_reviews', previous.id)!;
    expect(record.rating).toBe(3);
    expect(
      publicationsFor(db, { kind: 'helper_reviews', record, previous } as never),
    ).toContainEqual(
      expect.objectContaining({
        channel: userChannel(maria().id),
        event: 'helper-review-changed',
      }),
    );
  });

  it('pushes helper-review-changed to her when rating her alone writes her first review of the job', async () => {
    const { orderId, mariaId } = await completed(null);
    expect(
      db.helper_reviews.findFirst((q) =>
        q.where({ helper_user_id: maria().id, order_id: orderId }),
      ),
    ).toBeUndefined();
    await rate(orderId, mariaId, { rating: 4, text: 'Quick and careful.' });
    const record = db.helper_reviews.findFirst((q) =>
      q.where({ helper_user_id: maria().id, order_id: orderId }),
    )!;
    expect(record).toMatchObject({ rating: 4, text: 'Quick and careful.' });
    expect(
      publicationsFor(db, { kind: 'helper_reviews', record, created: true } as never),
    ).toContainEqual({
      channel: userChannel(maria().id),
      event: 'helper-review-changed',
      data: { id: record.id, order_id: orderId, branch_id: austin().id },
    });
  });

  it('refuses a job not completed (422), someone not on the crew (404), bad stars and a long comment (422)', async () => {
    const { orderId, mariaId } = await crewAtWork();
    const early = expectError(await rate(orderId, mariaId, { rating: 4 }), 422);
    expect(early.errors.status).toEqual(['You can rate the crew once the job is completed.']);

    await call('POST', `/orders/${orderId}/complete`, { token: owner, body: { worked_hours: 3 } });
    const onCrew = (await team(orderId)).map((m) => m.employee_id);
    const notOnCrew = db.employees
      .findMany((q) => q.where({ branch_id: austin().id }))
      .find((e) => !onCrew.includes(e.id))!;
    expectError(await rate(orderId, notOnCrew.id, { rating: 4 }), 404);
    expectError(await rate(999_999, mariaId, { rating: 4 }), 404);
    for (const rating of [0, 6, 4.5])
      expect(expectError(await rate(orderId, mariaId, { rating }), 422).errors.rating).toHaveLength(
        1,
      );
    const long = expectError(
      await rate(orderId, mariaId, { rating: 4, text: 'x'.repeat(1001) }),
      422,
    );
    expect(long.errors.text).toHaveLength(1);
  });

  it('answers 401 without a token and 403 to the helper', async () => {
    const { orderId, mariaId } = await completed(null);
    expectError(await rate(orderId, mariaId, { rating: 4 }, ''), 401);
    const helper = await loginAs(DEMO_ACCOUNTS.helper.email);
    expectError(await rate(orderId, mariaId, { rating: 4 }, helper), 403);
  });
});
