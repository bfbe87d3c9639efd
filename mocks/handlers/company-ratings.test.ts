import {
  getCompanyRatingResponse,
  rateCompanyForJobResponse,
} from '@/platform/api/generated/zod/company-ratings/company-ratings.zod';
import {
  getHelperCompanyInvitationResponse,
  getHelperOutsourceOfferResponse,
  listHelperCompanyInvitationsResponse,
  listMyBranchInvitationsResponse,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { companyRating, COMPANY_RATING_MESSAGES } from '../db/services/company-ratings';
import { inviteEmployees } from '../db/services/invitations';
import { cancelOrder, completeOrder } from '../db/services/orders';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * Two-way ratings (7/8, contract/README "Company ratings"): a helper rates the company after
 * a completed job she worked, once; invitations and offers carry the company's average and
 * her own rating; the company reads its rating with the newest 50 reviews.
 */

/** A fixed seed anchor: the seeded jobs and ratings do not depend on today. */
const ANCHOR = new Date('2026-11-02T15:00:00Z');
const HOUR = 3_600_000;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb('default', { now: ANCHOR }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const lonestar = () => db.companies.findFirst((q) => q.where({ name: 'Lone Star Movers' }))!;

async function accepted(token: string) {
  const result = await call('GET', '/helper/company-invitations?bucket=accepted&per_page=100', {
    token,
  });
  return expectValid(listHelperCompanyInvitationsResponse, result.body).data.data;
}

/** Her completed jobs by company invitation, rated and not. */
async function completedJobs(token: string) {
  const done = (await accepted(token)).filter((i) => i.order.completed_at != null);
  return {
    rated: done.filter((i) => i.my_company_rating != null),
    unrated: done.filter((i) => i.my_company_rating == null),
  };
}

const rate = (token: string | null, orderId: number, body: unknown) =>
  call('POST', `/helper/jobs/${orderId}/company-rating`, { token, body });

/** Starts the order two hours ago (a company completes only a started order). */
async function startedAlready(orderId: number) {
  await db.orders.update((q) => q.where({ id: orderId }), {
    data(draft) {
      draft.start_at = new Date(Date.now() - 2 * HOUR).toISOString();
      draft.end_at = new Date(Date.now() + 2 * HOUR).toISOString();
    },
  });
}

describe('the seed', () => {
  it('has rated Lone Star Movers, and leaves Maria a completed job to rate', async () => {
    const token = await loginAs('helper@demo.test');
    const { rated, unrated } = await completedJobs(token);
    expect(rated).toHaveLength(1);
    expect(unrated.length).toBeGreaterThan(0);
    const summary = companyRating(db, lonestar().id);
    expect(summary.count).toBeGreaterThan(3);
    for (const item of [...rated, ...unrated]) expect(item.company_rating).toEqual(summary);
  });
});

describe('POST /helper/jobs/{id}/company-rating', () => {
  it('rates a completed job she worked: the average takes it in, her items show it, the branch is told', async () => {
    const token = await loginAs('helper@demo.test');
    const [job] = (await completedJobs(token)).unrated;
    const before = companyRating(db, lonestar().id);
    const result = await rate(token, job!.order.id, { rating: 2, text: '  Late payment.  ' });
    expect(result.status).toBe(200);
    const given = expectValid(rateCompanyForJobResponse, result.body).data;
    expect(given).toMatchObject({
      order_id: job!.order.id,
      company_name: 'Lone Star Movers',
      my_company_rating: { rating: 2, text: 'Late payment.' },
    });
    const ratings = db.company_reviews
      .findMany((q) => q.where({ company_id: lonestar().id }))
      .map((r) => r.rating);
    const exact = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(given.company_rating).toEqual({
      average: Math.round(exact * 10) / 10,
      count: before.count + 1,
    });

    const detail = expectValid(
      getHelperCompanyInvitationResponse,
      (await call('GET', `/helper/company-invitations/${job!.id}`, { token })).body,
    ).data;
    expect(detail.my_company_rating).toEqual(given.my_company_rating);
    expect(detail.company_rating).toEqual(given.company_rating);

    const notes = db.notifications.findMany((q) =>
      q.where({ kind: 'company_rated', order_id: job!.order.id }),
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(notes[0]!.title).toBe('Maria Lopez rated your company 2/5');
  });

  it('once per job', async () => {
    const token = await loginAs('helper@demo.test');
    const [job] = (await completedJobs(token)).unrated;
    expect((await rate(token, job!.order.id, { rating: 5 })).status).toBe(200);
    const again = expectError(
      await rate(token, job!.order.id, { rating: 4 }),
      422,
      COMPANY_RATING_MESSAGES.already,
    );
    expect(again.errors.status).toEqual([COMPANY_RATING_MESSAGES.already]);
    const [seeded] = (await completedJobs(token)).rated;
    expectError(
      await rate(token, seeded!.order.id, { rating: 1 }),
      422,
      'You have already rated this job.',
    );
  });

  it('not before the job is completed, nor for a cancelled one', async () => {
    const token = await loginAs('helper@demo.test');
    const active = (await accepted(token)).find((i) => i.order.completed_at == null)!;
    expect(active).toBeDefined();
    expectError(
      await rate(token, active.order.id, { rating: 5 }),
      422,
      'You can rate a job once it is completed.',
    );
    await cancelOrder(db, active.order.id);
    expectError(
      await rate(token, active.order.id, { rating: 5 }),
      422,
      'You can rate a job once it is completed.',
    );
  });

  it('only the crew at completion: an invitation still pending when it was completed does not count', async () => {
    const token = await loginAs('helper@demo.test');
    const employee = db.employees.findFirst((q) => q.where({ user_id: maria().id }))!;
    const mine = new Set(
      db.order_invitations.findMany((q) => q.where({ user_id: maria().id })).map((i) => i.order_id),
    );
    const order = db.orders
      .findMany((q) => q.where({ branch_id: employee.branch_id }))
      .find(
        (o) => !mine.has(o.id) && o.completed_at == null && o.cancelled_at == null && o.status >= 3,
      )!;
    expect(order).toBeDefined();
    await inviteEmployees(db, order.id, [employee.id]);
    await startedAlready(order.id);
    await completeOrder(db, order.id, { worked_hours: 4 });
    expectError(
      await rate(token, order.id, { rating: 3 }),
      422,
      'Only the crew who worked this job can rate the company.',
    );
  });

  it('works for a job she got through an outsourcing offer', async () => {
    const token = await loginAs('helper@demo.test');
    const taken = db.offer_applications.findFirst((q) =>
      q.where({ helper_id: maria().id, status: 'accepted' }),
    )!;
    expect(taken).toBeDefined();
    const offer = db.findById('outsource_offers', taken.offer_id)!;
    await startedAlready(offer.order_id);
    await completeOrder(db, offer.order_id, { worked_hours: 3 });
    const result = await rate(token, offer.order_id, { rating: 5, text: '' });
    expect(result.status).toBe(200);
    expect(
      expectValid(rateCompanyForJobResponse, result.body).data.my_company_rating.text,
    ).toBeNull();
    const item = expectValid(
      getHelperOutsourceOfferResponse,
      (await call('GET', `/helper/outsource-offers/${offer.id}`, { token })).body,
    ).data;
    expect(item.my_company_rating).toMatchObject({ rating: 5, text: null });
    expect(item.company_rating).toEqual(
      companyRating(db, db.findById('branches', offer.branch_id)!.company_id),
    );
  });

  it('404 for a job she was never on or an unknown id; 403 for company users; 401 without a login', async () => {
    const token = await loginAs('helper@demo.test');
    const theirs = db.orders
      .all()
      .find(
        (o) =>
          o.completed_at != null &&
          !db.order_invitations.findFirst((q) => q.where({ order_id: o.id, user_id: maria().id })),
      )!;
    expectError(await rate(token, theirs.id, { rating: 5 }), 404);
    expectError(await rate(token, 999_999, { rating: 5 }), 404);
    expectError(await rate(token, 0, { rating: 5 }), 404);
    const owner = await loginAs('owner@demo.test');
    expectError(await rate(owner, theirs.id, { rating: 5 }), 403);
    expectError(await rate(null, theirs.id, { rating: 5 }), 401);
  });

  it('validates the body, keeping the job unrated', async () => {
    const token = await loginAs('helper@demo.test');
    const [job] = (await completedJobs(token)).unrated;
    const id = job!.order.id;
    expect(expectError(await rate(token, id, {}), 422).errors.rating).toEqual([
      'The rating field is required.',
    ]);
    expect(expectError(await rate(token, id, { rating: 4.5 }), 422).errors.rating).toEqual([
      'The rating field must be an integer.',
    ]);
    expectError(await rate(token, id, { rating: 6 }), 422);
    expectError(await rate(token, id, { rating: 0 }), 422);
    expectError(await rate(token, id, { rating: 4, text: 'x'.repeat(1001) }), 422);
    expect((await completedJobs(token)).unrated.map((i) => i.id)).toContain(job!.id);
    expect((await rate(token, id, { rating: 4, text: 'x'.repeat(1000) })).status).toBe(200);
  });
});

describe('GET /company/rating', () => {
  it("the owner's and managers' company: average, count, the reviews newest first with who and which job", async () => {
    const owner = await loginAs('owner@demo.test');
    const result = await call('GET', '/company/rating', { token: owner });
    expect(result.status).toBe(200);
    const rating = expectValid(getCompanyRatingResponse, result.body).data;
    expect({ average: rating.average, count: rating.count }).toEqual(
      companyRating(db, lonestar().id),
    );
    expect(rating.reviews).toHaveLength(rating.count);
    const times = rating.reviews.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const hers = rating.reviews.find((r) => r.helper.first_name === 'Maria')!;
    expect(hers).toMatchObject({ rating: 4, helper: { last_name: 'Lopez' } });
    expect(hers.order_number).toBeGreaterThan(1000);
    expect(hers.branch_name).not.toBe('');

    const manager = await loginAs('manager@demo.test');
    const theirs = expectValid(
      getCompanyRatingResponse,
      (await call('GET', '/company/rating', { token: manager })).body,
    ).data;
    expect(theirs).toEqual(rating);
  });

  it('another company sees its own (none yet); helpers 403; 401 without a login', async () => {
    const other = await loginAs('other-owner@demo.test');
    const rating = expectValid(
      getCompanyRatingResponse,
      (await call('GET', '/company/rating', { token: other })).body,
    ).data;
    expect(rating).toEqual({ average: 0, count: 0, reviews: [] });
    expectError(
      await call('GET', '/company/rating', { token: await loginAs('helper@demo.test') }),
      403,
    );
    expectError(await call('GET', '/company/rating'), 401);
  });

  it('lists the newest 50 and counts them all', async () => {
    const company = lonestar();
    const review = db.company_reviews.findFirst((q) => q.where({ company_id: company.id }))!;
    for (let i = 0; i < 60; i++)
      await db.insert('company_reviews', {
        ...review,
        id: undefined as unknown as number,
        rating: 1,
        created_at: new Date(Date.UTC(2026, 10, 3, 0, i)).toISOString(),
      });
    const owner = await loginAs('owner@demo.test');
    const rating = expectValid(
      getCompanyRatingResponse,
      (await call('GET', '/company/rating', { token: owner })).body,
    ).data;
    expect(rating.count).toBe(companyRating(db, company.id).count);
    expect(rating.count).toBeGreaterThan(60);
    expect(rating.reviews).toHaveLength(50);
    expect(rating.reviews[0]!.created_at).toBe(
      new Date(Date.UTC(2026, 10, 3, 0, 59)).toISOString(),
    );
  });
});

describe('companyRating', () => {
  it('averages to one decimal, 0 without ratings', async () => {
    const company = db.companies.findFirst((q) => q.where({ name: 'Sunshine State Movers' }))!;
    expect(companyRating(db, company.id)).toEqual({ average: 0, count: 0 });
    const order = db.orders.findFirst((q) => q.where({ company_id: company.id }))!;
    const add = (rating: number) =>
      db.insert('company_reviews', {
        company_id: company.id,
        branch_id: order.branch_id,
        order_id: order.id,
        helper_user_id: maria().id,
        rating,
        text: null,
        created_at: ANCHOR.toISOString(),
      });
    await add(5);
    await add(4);
    expect(companyRating(db, company.id)).toEqual({ average: 4.5, count: 2 });
    await add(4);
    expect(companyRating(db, company.id)).toEqual({ average: 4.3, count: 3 });
    await add(1);
    await add(1);
    await add(2);
    // 17 / 6 = 2.8333...
    expect(companyRating(db, company.id)).toEqual({ average: 2.8, count: 6 });
  });

  it('shows on her branch invitations too', async () => {
    const token = await loginAs('helper@demo.test');
    const result = await call('GET', '/helper/branch-invitations?bucket=new', { token });
    const items = expectValid(listMyBranchInvitationsResponse, result.body).data.data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.company_rating).toEqual({ average: 0, count: 0 });
  });
});
