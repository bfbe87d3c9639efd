import {
  acceptHelperCompanyInvitationResponse,
  acceptOutsourceOfferResponse,
  applyToOutsourceOfferResponse,
  getHelperCompanyInvitationResponse,
  getHelperJobCountsResponse,
  getHelperOutsourceOfferResponse,
  listHelperCompanyInvitationsResponse,
  listHelperOutsourceOffersResponse,
  rejectHelperCompanyInvitationResponse,
  rejectOutsourceOfferResponse,
  searchHelperJobsResponse,
  withdrawOutsourceOfferApplicationResponse,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import {
  cancelInvitationByCompany,
  inviteEmployees,
  rejectInvitation,
} from '../db/services/invitations';
import { clockIn, clockOut } from '../db/services/time-clock';
import { cancelOrder, completeOrder } from '../db/services/orders';
import { acceptApplication, applyToOffer } from '../db/services/outsourcing';
import { db, server } from '../node';
import { fixedClock } from '../testing/clock';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/** The tests' now (3/8: no test depends on the hour it runs at); the seed is anchored to it. */
const NOW = Date.parse('2027-03-09T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BUCKETS = ['new', 'accepted', 'waiting', 'cancelled'] as const;
const helper = () => loginAs('helper@demo.test');
const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;

async function invitations(token: string, bucket: string, query = '') {
  const result = await call(
    'GET',
    `/helper/company-invitations?bucket=${bucket}&per_page=100${query}`,
    { token },
  );
  expect(result.status).toBe(200);
  return expectValid(listHelperCompanyInvitationsResponse, result.body).data;
}

async function offers(token: string, bucket: string) {
  const result = await call('GET', `/helper/outsource-offers?bucket=${bucket}&per_page=100`, {
    token,
  });
  expect(result.status).toBe(200);
  return expectValid(listHelperOutsourceOffersResponse, result.body).data;
}

describe('helper-jobs guards', () => {
  const paths = [
    ['GET', '/helper/job-counts'],
    ['GET', '/helper/company-invitations?bucket=new'],
    ['GET', '/helper/company-invitations/1'],
    ['POST', '/helper/company-invitations/1/accept'],
    ['POST', '/helper/company-invitations/1/reject'],
    ['GET', '/helper/outsource-offers?bucket=new'],
    ['GET', '/helper/outsource-offers/1'],
    ['POST', '/helper/outsource-offers/1/apply'],
    ['POST', '/helper/outsource-offers/1/accept'],
    ['POST', '/helper/outsource-offers/1/reject'],
  ] as const;

  it.each(paths)('%s %s: 401 without a token, 403 for an owner', async (method, path) => {
    expectError(await call(method, path, { body: method === 'POST' ? {} : undefined }), 401);
    const owner = await loginAs('owner@demo.test');
    expectError(
      await call(method, path, { token: owner, body: method === 'POST' ? {} : undefined }),
      403,
    );
  });

  it('422 for a missing or unknown bucket or a bad per_page', async () => {
    const token = await helper();
    for (const path of ['/helper/company-invitations', '/helper/outsource-offers']) {
      const missing = expectError(await call('GET', path, { token }), 422);
      expect(missing.errors.bucket).toEqual(['The bucket field is required.']);
      const unknown = expectError(await call('GET', `${path}?bucket=rejected`, { token }), 422);
      expect(unknown.errors.bucket).toEqual(['The selected bucket is invalid.']);
      expectError(await call('GET', `${path}?bucket=new&per_page=0`, { token }), 422);
      expectError(await call('GET', `${path}?bucket=new&per_page=abc`, { token }), 422);
    }
  });

  it("404 for unknown ids, 403 for another helper's invitation", async () => {
    const token = await helper();
    expectError(await call('GET', '/helper/company-invitations/999999', { token }), 404);
    expectError(await call('GET', '/helper/company-invitations/abc', { token }), 404);
    expectError(await call('GET', '/helper/outsource-offers/999999', { token }), 404);
    const other = db.order_invitations.all().find((i) => i.user_id !== maria().id);
    expectError(await call('GET', `/helper/company-invitations/${other?.id}`, { token }), 403);
    expectError(
      await call('POST', `/helper/company-invitations/${other?.id}/accept`, { token }),
      403,
    );
  });
});

describe('company invitations', () => {
  it('a job under way leads the Accepted tab and her search, before the jobs to come', async () => {
    const token = await helper();
    const [first] = (await invitations(token, 'accepted')).data;
    const soonest = db.findById('orders', first!.order.id)!;
    // Another of her accepted jobs, moved so it started an hour ago and ends in two.
    const other = (await invitations(token, 'accepted')).data.find(
      (i) => i.order.start_at > soonest.end_at,
    )!;
    const now = NOW;
    await db.orders.update((q) => q.where({ id: other.order.id }), {
      data(order) {
        order.start_at = new Date(now - 3_600_000).toISOString();
        order.end_at = new Date(now + 7_200_000).toISOString();
      },
    });
    expect((await invitations(token, 'accepted')).data[0]!.id).toBe(other.id);
    const found = await call('GET', '/helper/job-search', { token });
    expect(expectValid(searchHelperJobsResponse, found.body).data.invitations[0]!.id).toBe(
      other.id,
    );
  });

  /** Her last accepted job, moved to have ended an hour ago, she still at work on it. */
  async function pastJobAtWork(token: string) {
    const other = (await invitations(token, 'accepted')).data.at(-1)!;
    // It ended an hour ago; she started work three hours ago and is still at it.
    await db.orders.update((q) => q.where({ id: other.order.id }), {
      data(order) {
        order.start_at = new Date(NOW - 3 * 3_600_000).toISOString();
        order.end_at = new Date(NOW - 3_600_000).toISOString();
      },
    });
    const past = (await invitations(token, 'accepted')).data.map((i) => i.id);
    expect(past[0]).not.toBe(other.id);
    await clockIn(db, other.id, { notify: false, now: new Date(NOW - 3 * 3_600_000) });
    expect((await invitations(token, 'accepted')).data[0]!.id).toBe(other.id);
    return { other, past };
  }

  it('a job past its end she is still at work on leads too (time clock); once she finished, it is past', async () => {
    const token = await helper();
    const { other, past } = await pastJobAtWork(token);
    const found = await call('GET', '/helper/job-search', { token });
    expect(expectValid(searchHelperJobsResponse, found.body).data.invitations[0]!.id).toBe(
      other.id,
    );
    await clockOut(db, other.id, { notify: false });
    expect((await invitations(token, 'accepted')).data.map((i) => i.id)).toEqual(past);
  });

  it('a job completed while she was still at work on it is past (QA helper-132)', async () => {
    const token = await helper();
    const { other, past } = await pastJobAtWork(token);
    // The company completes it; she never finished (her clock-out is refused now).
    await db.orders.update((q) => q.where({ id: other.order.id }), {
      data(order) {
        order.completed_at = new Date(NOW).toISOString();
      },
    });
    const now = (await invitations(token, 'accepted')).data.map((i) => i.id);
    expect(now[0]).not.toBe(other.id);
    expect(now).toEqual(past.filter((id) => now.includes(id)));
  });

  it('a job completed before its end is past, in her list and her search (not ahead)', async () => {
    const token = await helper();
    const other = (await invitations(token, 'accepted')).data.at(-1)!;
    // Under way: it started an hour ago and ends in two; she is at work on it, so it leads.
    await db.orders.update((q) => q.where({ id: other.order.id }), {
      data(order) {
        order.start_at = new Date(NOW - 3_600_000).toISOString();
        order.end_at = new Date(NOW + 2 * 3_600_000).toISOString();
      },
    });
    await clockIn(db, other.id, { notify: false, now: new Date(NOW - 3_600_000) });
    expect((await invitations(token, 'accepted')).data[0]!.id).toBe(other.id);
    // The company completes it early: the jobs to come lead, then it, the latest of the past.
    await db.orders.update((q) => q.where({ id: other.order.id }), {
      data(order) {
        order.completed_at = new Date(NOW).toISOString();
      },
    });
    const listed = (await invitations(token, 'accepted')).data;
    const nowIso = new Date(NOW).toISOString();
    const toCome = listed.filter((i) => i.id !== other.id && i.order.end_at > nowIso);
    expect(toCome.length).toBeGreaterThan(0);
    expect(listed.map((i) => i.id).indexOf(other.id)).toBe(toCome.length);
    const found = await call('GET', '/helper/job-search', { token });
    const searched = expectValid(searchHelperJobsResponse, found.body).data.invitations;
    expect(searched.map((i) => i.id).indexOf(other.id)).toBeGreaterThan(0);
  });

  it('the seeded helper has invitations in every bucket, paged by 5', async () => {
    const token = await helper();
    for (const bucket of BUCKETS) {
      const page = await invitations(token, bucket);
      expect(page.data.length, bucket).toBeGreaterThan(0);
      expect(page.data.every((i) => i.bucket === bucket)).toBe(true);
    }
    // Accepted: the jobs to come (one under way first), then the past ones still awaiting
    // completion, latest first; the seed has both.
    const accepted = (await invitations(token, 'accepted')).data.map((i) => i.order);
    const now = new Date().toISOString();
    const ahead = accepted.filter((o) => o.end_at > now).map((o) => o.start_at);
    const over = accepted.filter((o) => o.end_at <= now).map((o) => o.start_at);
    expect(ahead.length).toBeGreaterThan(0);
    expect(over.length).toBeGreaterThan(0);
    expect(accepted.map((o) => o.start_at)).toEqual([
      ...[...ahead].sort(),
      ...[...over].sort().reverse(),
    ]);
    const first = expectValid(
      listHelperCompanyInvitationsResponse,
      (await call('GET', '/helper/company-invitations?bucket=accepted', { token })).body,
    ).data;
    expect(first.per_page).toBe(5);
    expect(first.data.length).toBeLessThanOrEqual(5);
    const detail = await call('GET', `/helper/company-invitations/${first.data[0].id}`, { token });
    const { data } = expectValid(getHelperCompanyInvitationResponse, detail.body);
    expect(data.order).not.toHaveProperty('customer');
    expect(data.branch.company_name).toBe('Lone Star Movers');
  });

  it('accept moves new -> accepted, moves the order status and notifies the branch', async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    const before = db.findById('orders', invitation.order.id)!;
    const notificationsBefore = db.notifications.all().length;
    const result = await call('POST', `/helper/company-invitations/${invitation.id}/accept`, {
      token,
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(acceptHelperCompanyInvitationResponse, result.body);
    expect(data).toMatchObject({ status: 'accepted', bucket: 'accepted' });
    expect(data.responded_at).not.toBeNull();
    expect((await invitations(token, 'new')).data.map((i) => i.id)).not.toContain(invitation.id);
    expect((await invitations(token, 'accepted')).data.map((i) => i.id)).toContain(invitation.id);
    const after = db.findById('orders', invitation.order.id)!;
    expect(after.status).toBeGreaterThanOrEqual(before.status);
    expect(after.status).toBeGreaterThanOrEqual(3);
    const created = db.notifications.all().slice(notificationsBefore);
    expect(
      created.some(
        (n) => n.title === `Maria Lopez accepted your invitation to order #${before.number}`,
      ),
    ).toBe(true);
    // Not pending any more.
    const again = expectError(
      await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token }),
      422,
    );
    expect(again.errors.status).toBeDefined();
  });

  it('reject moves new -> waiting with a reason; 422 for a long reason', async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    const long = expectError(
      await call('POST', `/helper/company-invitations/${invitation.id}/reject`, {
        token,
        body: { reason: 'x'.repeat(501) },
      }),
      422,
    );
    expect(long.errors.reason).toBeDefined();
    const result = await call('POST', `/helper/company-invitations/${invitation.id}/reject`, {
      token,
      body: { reason: 'Sick' },
    });
    const { data } = expectValid(rejectHelperCompanyInvitationResponse, result.body);
    expect(data).toMatchObject({ status: 'rejected', bucket: 'waiting' });
    expect((await invitations(token, 'waiting')).data.map((i) => i.id)).toContain(invitation.id);
    expect(
      db.notifications
        .all()
        .some((n) => n.title.startsWith('Maria Lopez declined your invitation')),
    ).toBe(true);
    // Rejecting again: not live.
    expectError(
      await call('POST', `/helper/company-invitations/${invitation.id}/reject`, { token }),
      422,
    );
  });

  it("a decline without a reason tells the branch to invite someone else on the order's crew page, where its row leads", async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    await call('POST', `/helper/company-invitations/${invitation.id}/reject`, { token });
    const declined = db.notifications
      .all()
      .filter((n) => n.kind === 'invitation_rejected' && n.order_id === invitation.order.id);
    expect(declined.length).toBeGreaterThan(0);
    for (const n of declined) {
      expect(n.title).toBe(
        `Maria Lopez declined your invitation to order #${invitation.order.number}`,
      );
      expect(n.body).toBe("Invite someone else on the order's crew page.");
    }
  });

  it('a company cancel moves the invitation to cancelled', async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    await cancelInvitationByCompany(db, invitation.id);
    expect((await invitations(token, 'cancelled')).data.map((i) => i.id)).toContain(invitation.id);
    expect((await invitations(token, 'new')).data.map((i) => i.id)).not.toContain(invitation.id);
  });

  it('invited again to a job, she sees it once, as its latest invitation is: no second card, counts alike', async () => {
    const token = await helper();
    const [first] = (await invitations(token, 'new')).data;
    const countsOf = async () =>
      expectValid(
        getHelperJobCountsResponse,
        (await call('GET', '/helper/job-counts', { token })).body,
      ).data.company;
    const before = await countsOf();
    const invitation = db.findById('order_invitations', first.id)!;
    // Cancelled, invited again, cancelled again: two cancelled invitations of one job.
    await cancelInvitationByCompany(db, first.id);
    const [again] = await inviteEmployees(db, invitation.order_id, [invitation.employee_id!]);
    expect((await invitations(token, 'new')).data.map((i) => i.id)).toContain(again!.id);
    expect((await invitations(token, 'cancelled')).data.map((i) => i.id)).not.toContain(first.id);
    await cancelInvitationByCompany(db, again!.id);
    const cancelled = (await invitations(token, 'cancelled')).data;
    expect(cancelled.filter((i) => i.order.id === invitation.order_id).map((i) => i.id)).toEqual([
      again!.id,
    ]);
    expect(await countsOf()).toEqual({
      ...before,
      new: before.new - 1,
      cancelled: before.cancelled + 1,
    });
  });

  it('cancelling the order moves accepted and pending invitations to cancelled', async () => {
    const token = await helper();
    const [accepted] = (await invitations(token, 'accepted')).data;
    const [pending] = (await invitations(token, 'new')).data;
    const owner = await loginAs('owner@demo.test');
    for (const orderId of new Set([accepted.order.id, pending.order.id])) {
      const result = await call('POST', `/orders/${orderId}/cancel`, { token: owner, body: {} });
      expect(result.status).toBe(200);
    }
    for (const invitation of [accepted, pending]) {
      const detail = expectValid(
        getHelperCompanyInvitationResponse,
        (await call('GET', `/helper/company-invitations/${invitation.id}`, { token })).body,
      ).data;
      expect(detail).toMatchObject({ status: 'cancelled', bucket: 'cancelled' });
      expect(detail.order.cancelled_at).not.toBeNull();
    }
    const ids = async (bucket: string) => (await invitations(token, bucket)).data.map((i) => i.id);
    expect(await ids('cancelled')).toEqual(expect.arrayContaining([accepted.id, pending.id]));
    expect(await ids('accepted')).not.toContain(accepted.id);
    expect(await ids('new')).not.toContain(pending.id);
  });

  it('a live invitation whose order is cancelled is in "cancelled" (bucket rule alone)', async () => {
    const token = await helper();
    const [accepted] = (await invitations(token, 'accepted')).data;
    const [pending] = (await invitations(token, 'new')).data;
    const [declined] = (await invitations(token, 'waiting')).data;
    // Closed orders are not recomputed: only the order's cancelled_at changes here.
    for (const orderId of [accepted.order.id, pending.order.id, declined.order.id])
      await db.orders.update((q) => q.where({ id: orderId }), {
        data(draft) {
          draft.cancelled_at = new Date().toISOString();
        },
      });
    expect(db.findById('order_invitations', accepted.id)!.status).toBe('accepted');
    const ids = async (bucket: string) => (await invitations(token, bucket)).data.map((i) => i.id);
    const cancelled = await ids('cancelled');
    expect(cancelled).toContain(accepted.id);
    expect(cancelled).toContain(pending.id);
    expect(await ids('accepted')).not.toContain(accepted.id);
    expect(await ids('new')).not.toContain(pending.id);
    // The helper's own "no" stays under waiting.
    expect(await ids('waiting')).toContain(declined.id);
    expect(cancelled).not.toContain(declined.id);
    const detail = expectValid(
      getHelperCompanyInvitationResponse,
      (await call('GET', `/helper/company-invitations/${accepted.id}`, { token })).body,
    ).data;
    expect(detail.bucket).toBe('cancelled');
  });

  it('accept 422s on start_at when it overlaps another accepted job', async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    const [accepted] = (await invitations(token, 'accepted')).data;
    await db.orders.update((q) => q.where({ id: invitation.order.id }), {
      data(draft) {
        draft.start_at = accepted.order.start_at;
        draft.end_at = accepted.order.end_at;
      },
    });
    const body = expectError(
      await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token }),
      422,
    );
    expect(body.errors.start_at).toEqual(['You already have an accepted job at this time.']);
  });
});

describe('outsourcing offers', () => {
  it('the seeded helper has offers in every bucket', async () => {
    const token = await helper();
    for (const bucket of BUCKETS) {
      const page = await offers(token, bucket);
      expect(page.data.length, bucket).toBeGreaterThan(0);
      expect(page.data.every((o) => o.bucket === bucket)).toBe(true);
    }
    const [offer] = (await offers(token, 'new')).data;
    const detail = await call('GET', `/helper/outsource-offers/${offer.id}`, { token });
    expect(expectValid(getHelperOutsourceOfferResponse, detail.body).data.id).toBe(offer.id);
  });

  it('apply: pending application, company notified; 422 for a bad rate or a second application', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'new')).data.filter((o) => o.my_application === null);
    const bad = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
        token,
        body: { proposed_hourly_rate: 50, message: 'x'.repeat(1001) },
      }),
      422,
    );
    expect(bad.errors.proposed_hourly_rate).toEqual([
      'The proposed hourly rate field must be at least 100.',
    ]);
    expect(bad.errors.message).toBeDefined();
    // A rate she asks is at most $500 an hour, as her own rate in her settings (QA-215).
    const above = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
        token,
        body: { proposed_hourly_rate: 50001 },
      }),
      422,
    );
    expect(above.errors.proposed_hourly_rate).toEqual([
      'The proposed hourly rate field must not be greater than 50000.',
    ]);
    const result = await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
      token,
      body: { message: 'I have a van.', proposed_hourly_rate: 3000 },
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(applyToOutsourceOfferResponse, result.body);
    expect(data.bucket).toBe('new');
    expect(data.my_application).toMatchObject({ status: 'pending', proposed_hourly_rate: 3000 });
    expect(
      db.notifications
        .all()
        .some(
          (n) =>
            n.title === 'New application to your outsourcing offer' &&
            n.body.startsWith('Maria Lopez'),
        ),
    ).toBe(true);
    const twice = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/apply`, { token, body: {} }),
      422,
    );
    expect(twice.errors.status).toBeDefined();
  });

  it('accept: on the crew at once, new -> accepted; the order status moves', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'new')).data.filter((o) => o.my_application === null);
    const result = await call('POST', `/helper/outsource-offers/${offer.id}/accept`, { token });
    expect(result.status).toBe(200);
    const { data } = expectValid(acceptOutsourceOfferResponse, result.body);
    expect(data.bucket).toBe('accepted');
    expect(data.my_application?.status).toBe('accepted');
    expect(data.accepted_count).toBe(offer.accepted_count + 1);
    expect((await offers(token, 'accepted')).data.map((o) => o.id)).toContain(offer.id);
    const crew = db.order_invitations.findMany((q) =>
      q.where({ order_id: offer.order.id, user_id: maria().id, status: 'accepted' }),
    );
    expect(crew).toHaveLength(1);
    expect(db.findById('orders', offer.order.id)!.status).toBeGreaterThanOrEqual(3);
  });

  it("a helper taken on through an offer leaves the branch's Requested tab: her pending invitation to join it is settled (review L8)", async () => {
    const offer = db.outsource_offers.all().find((o) => o.status === 'open')!;
    const branch = db.findById('branches', offer.branch_id)!;
    const members = new Set(
      db.employees
        .findMany((q) => q.where({ branch_id: branch.id }))
        .filter((e) => e.deleted_at == null)
        .map((e) => e.user_id),
    );
    const helperUser = db.users.all().find((u) => u.type === 4 && !members.has(u.id))!;
    const now = new Date().toISOString();
    const invitation = await db.insert('branch_invitations', {
      branch_id: branch.id,
      helper_id: helperUser.id,
      invited_by_id: null,
      status: 'pending',
      created_at: now,
      updated_at: now,
      responded_at: null,
    });
    const owner = await loginAs('owner@demo.test');
    const pendingIds = async () => {
      const result = await call('GET', `/company-branches/${branch.id}/helper-branch-invitations`, {
        token: owner,
      });
      expect(result.status).toBe(200);
      const { data } = result.body as { data: { data: Array<{ id: number; status: string }> } };
      return data.data.filter((i) => i.status === 'pending').map((i) => i.id);
    };
    expect(await pendingIds()).toContain(invitation.id);

    await db.patch('outsource_offers', offer.id, { helpers_needed: offer.helpers_needed + 1 });
    const application = await applyToOffer(db, offer.id, helperUser.id, {});
    await acceptApplication(db, application.id);
    expect(db.findById('branch_invitations', invitation.id)!.status).toBe('accepted');
    expect(await pendingIds()).not.toContain(invitation.id);
  });

  it('a job taken through an offer is listed once, under offers; off the crew, the offer is cancelled and reopens', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'new')).data.filter((o) => o.my_application === null);
    // One spot left, so hers fills the offer.
    await db.patch('outsource_offers', offer.id, { helpers_needed: offer.accepted_count + 1 });
    const application = await applyToOffer(db, offer.id, maria().id, {});
    await acceptApplication(db, application.id);
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('filled');
    const spot = db.findById('offer_applications', application.id)!.order_invitation_id!;
    // Where the spot (as an invitation) and the offer are listed: one flag per bucket, in
    // BUCKETS' order (new, accepted, waiting, cancelled), and in her search.
    const listed = async () => ({
      invitations: await Promise.all(
        BUCKETS.map(async (b) => (await invitations(token, b)).data.some((i) => i.id === spot)),
      ),
      offers: await Promise.all(
        BUCKETS.map(async (b) => (await offers(token, b)).data.some((o) => o.id === offer.id)),
      ),
      search: expectValid(
        searchHelperJobsResponse,
        (await call('GET', `/helper/job-search?search=${offer.order.number}`, { token })).body,
      ).data,
    });
    const taken = await listed();
    expect(taken.offers).toEqual([false, true, false, false]);
    expect(taken.invitations).toEqual([false, false, false, false]);
    expect(taken.search.offers.map((o) => o.id)).toContain(offer.id);
    expect(taken.search.invitations.map((i) => i.id)).not.toContain(spot);
    const counts = expectValid(
      getHelperJobCountsResponse,
      (await call('GET', '/helper/job-counts', { token })).body,
    ).data;
    for (const bucket of BUCKETS)
      expect(counts.company[bucket]).toBe((await invitations(token, bucket)).total);
    // Her detail call still answers for the spot.
    expect((await call('GET', `/helper/company-invitations/${spot}`, { token })).status).toBe(200);

    await cancelInvitationByCompany(db, spot);
    const off = await listed();
    expect(off.offers).toEqual([false, false, false, true]);
    expect(off.invitations).toEqual([false, false, false, false]);
    expect(db.findById('offer_applications', application.id)!.status).toBe('cancelled');
    expect(db.findById('outsource_offers', offer.id)!.status).toBe('open');
  });

  it('backing out of a spot an offer gave withdraws her application; a job under way keeps its offer filled', async () => {
    const token = await helper();
    const [offer, second] = (await offers(token, 'new')).data.filter(
      (o) => o.my_application === null,
    );
    for (const o of [offer!, second!])
      await db.patch('outsource_offers', o.id, { helpers_needed: o.accepted_count + 1 });
    const take = async (o: typeof offer) => {
      const application = await applyToOffer(db, o!.id, maria().id, {});
      await acceptApplication(db, application.id);
      return db.findById('offer_applications', application.id)!;
    };
    const taken = await take(offer);
    await rejectInvitation(db, taken.order_invitation_id!, 'Sorry');
    expect(db.findById('offer_applications', taken.id)!.status).toBe('withdrawn');
    expect(db.findById('outsource_offers', offer!.id)!.status).toBe('open');
    expect((await offers(token, 'accepted')).data.map((o) => o.id)).not.toContain(offer!.id);

    // Under way: the company takes her off the crew; the offer is not put back on the market.
    const started = await take(second);
    await db.orders.update((q) => q.where({ id: second!.order.id }), {
      data(order) {
        order.start_at = new Date(NOW - 3_600_000).toISOString();
      },
    });
    await cancelInvitationByCompany(db, started.order_invitation_id!);
    expect(db.findById('offer_applications', started.id)!.status).toBe('cancelled');
    expect(db.findById('outsource_offers', second!.id)!.status).toBe('filled');
  });

  it('reject: declined -> waiting (withdrawing a pending application); 422 twice', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'new')).data;
    await call('POST', `/helper/outsource-offers/${offer.id}/apply`, { token, body: {} });
    const result = await call('POST', `/helper/outsource-offers/${offer.id}/reject`, {
      token,
      body: { reason: 'Too far' },
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(rejectOutsourceOfferResponse, result.body);
    expect(data.bucket).toBe('waiting');
    expect(data.declined_at).not.toBeNull();
    expect(data.my_application?.status).toBe('withdrawn');
    expect((await offers(token, 'waiting')).data.map((o) => o.id)).toContain(offer.id);
    expect((await offers(token, 'new')).data.map((o) => o.id)).not.toContain(offer.id);
    expectError(await call('POST', `/helper/outsource-offers/${offer.id}/reject`, { token }), 422);
  });

  it('withdraw: pending -> withdrawn, stays in new, the branch is told; she may apply again', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'new')).data.filter((o) => o.my_application === null);
    const withdraw = () => call('POST', `/helper/outsource-offers/${offer.id}/withdraw`, { token });
    // Nothing to withdraw yet.
    expect(expectError(await withdraw(), 422).errors.status).toEqual([
      'You have no pending application to this offer.',
    ]);
    await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
      token,
      body: { message: 'I have a van.', proposed_hourly_rate: 4500 },
    });
    const result = await withdraw();
    expect(result.status).toBe(200);
    const { data } = expectValid(withdrawOutsourceOfferApplicationResponse, result.body);
    expect(data.bucket).toBe('new');
    expect(data.declined_at).toBeNull();
    expect(data.my_application).toMatchObject({
      status: 'withdrawn',
      message: 'I have a van.',
      proposed_hourly_rate: 4500,
    });
    expect((await offers(token, 'new')).data.map((o) => o.id)).toContain(offer.id);
    expect(
      db.notifications
        .findMany((q) => q.where({ branch_id: offer.branch.id }))
        .some(
          (n) =>
            n.body === `Maria Lopez withdrew their application to order #${offer.order.number}.`,
        ),
    ).toBe(true);
    // Twice is a 422; applying again makes a new pending application.
    expectError(await withdraw(), 422);
    const again = await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
      token,
      body: {},
    });
    expect(again.status).toBe(200);
    expect(
      expectValid(applyToOutsourceOfferResponse, again.body).data.my_application,
    ).toMatchObject({ status: 'pending', message: null, proposed_hourly_rate: null });
    // Once the offer fills, her withdrawn application leaves it under cancelled.
    await call('POST', `/helper/outsource-offers/${offer.id}/withdraw`, { token });
    await db.outsource_offers.update((q) => q.where({ id: offer.id }), {
      data(draft) {
        draft.status = 'filled';
      },
    });
    expect((await offers(token, 'cancelled')).data.map((o) => o.id)).toContain(offer.id);
  });

  it('withdraw refuses an accepted application (422 on status) and another helper (403)', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'accepted')).data;
    const body = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/withdraw`, { token }),
      422,
    );
    expect(body.errors.status).toBeDefined();
    const denver = await loginAs('priya.patel@helpers.demo.test');
    const hers = new Set((await offers(denver, 'new')).data.map((o) => o.id));
    const [other] = (await offers(token, 'new')).data.filter((o) => !hers.has(o.id));
    expectError(
      await call('POST', `/helper/outsource-offers/${other.id}/withdraw`, { token: denver }),
      403,
    );
  });

  it('a cancelled order moves a taken offer and a pending application to cancelled', async () => {
    const token = await helper();
    const [taken, applied] = (await offers(token, 'new')).data.filter(
      (o) => o.my_application === null,
    );
    expect(applied).toBeDefined();
    expect(
      (await call('POST', `/helper/outsource-offers/${taken.id}/accept`, { token })).status,
    ).toBe(200);
    expect(
      (await call('POST', `/helper/outsource-offers/${applied.id}/apply`, { token, body: {} }))
        .status,
    ).toBe(200);
    expect((await offers(token, 'accepted')).data.map((o) => o.id)).toContain(taken.id);
    for (const offer of [taken, applied]) await cancelOrder(db, offer.order.id, null);
    const ids = async (bucket: string) => (await offers(token, bucket)).data.map((o) => o.id);
    const cancelled = await ids('cancelled');
    expect(cancelled).toContain(taken.id);
    expect(cancelled).toContain(applied.id);
    expect(await ids('accepted')).not.toContain(taken.id);
    expect(await ids('new')).not.toContain(applied.id);
    const detail = expectValid(
      getHelperOutsourceOfferResponse,
      (await call('GET', `/helper/outsource-offers/${taken.id}`, { token })).body,
    ).data;
    expect(detail.bucket).toBe('cancelled');
    expect(detail.order.cancelled_at).not.toBeNull();
  });

  it('an accepted offer whose order is cancelled is in "cancelled" (bucket rule alone)', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'accepted')).data;
    await db.orders.update((q) => q.where({ id: offer.order.id }), {
      data(draft) {
        draft.cancelled_at = new Date().toISOString();
      },
    });
    expect((await offers(token, 'accepted')).data.map((o) => o.id)).not.toContain(offer.id);
    expect((await offers(token, 'cancelled')).data.map((o) => o.id)).toContain(offer.id);
  });

  it("403 for an offer outside the helper's serving areas; 422 accepting a non-open offer", async () => {
    const denver = await loginAs('priya.patel@helpers.demo.test');
    // An offer Maria sees in her areas that the Denver helper does not.
    const hers = new Set((await offers(denver, 'new')).data.map((o) => o.id));
    const [offer] = (await offers(await helper(), 'new')).data.filter((o) => !hers.has(o.id));
    expectError(await call('GET', `/helper/outsource-offers/${offer.id}`, { token: denver }), 403);
    expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/apply`, { token: denver, body: {} }),
      403,
    );

    const token = await helper();
    await call('POST', `/helper/outsource-offers/${offer.id}/apply`, { token, body: {} });
    await db.outsource_offers.update((q) => q.where({ id: offer.id }), {
      data(draft) {
        draft.status = 'filled';
      },
    });
    const body = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/accept`, { token }),
      422,
    );
    expect(body.errors.status).toEqual(['The offer is filled, not open.']);
    // Still visible (she applied), no longer in "new".
    expect((await call('GET', `/helper/outsource-offers/${offer.id}`, { token })).status).toBe(200);
    expect((await offers(token, 'new')).data.map((o) => o.id)).not.toContain(offer.id);
  });
});

describe('an offer the company withdraws while she has it open (review H1)', () => {
  it('reads as withdrawn (details 200, Cancelled, nothing to do), in no list; a stale Accept or Apply is a 422 saying so', async () => {
    const token = await helper();
    const denver = await loginAs('priya.patel@helpers.demo.test');
    // One she sees in New and never answered, outside the Denver helper's areas.
    const theirs = new Set((await offers(denver, 'new')).data.map((o) => o.id));
    const [offer] = (await offers(token, 'new')).data.filter(
      (o) => o.my_application === null && !theirs.has(o.id),
    );
    const owner = await loginAs('owner@demo.test');
    const totals = await Promise.all(
      BUCKETS.map(async (bucket) => (await offers(token, bucket)).total),
    );
    expect(
      (await call('POST', `/company-outsource/offers/${offer!.id}/cancel`, { token: owner }))
        .status,
    ).toBe(200);

    const read = await call('GET', `/helper/outsource-offers/${offer!.id}`, { token });
    expect(read.status).toBe(200);
    expect(expectValid(getHelperOutsourceOfferResponse, read.body).data).toMatchObject({
      id: offer!.id,
      status: 'cancelled',
      bucket: 'cancelled',
      my_application: null,
    });
    const accept = expectError(
      await call('POST', `/helper/outsource-offers/${offer!.id}/accept`, { token }),
      422,
    );
    expect(accept.errors.status).toEqual(['This offer was withdrawn by the company.']);
    const apply = expectError(
      await call('POST', `/helper/outsource-offers/${offer!.id}/apply`, { token, body: {} }),
      422,
    );
    expect(apply.errors.status).toEqual(['This offer was withdrawn by the company.']);
    // Never answered: listed nowhere (it left New).
    const after = await Promise.all(
      BUCKETS.map(async (bucket) => (await offers(token, bucket)).total),
    );
    expect(after).toEqual([totals[0]! - 1, ...totals.slice(1)]);
    // A helper it was never put before still gets 403.
    expectError(await call('GET', `/helper/outsource-offers/${offer!.id}`, { token: denver }), 403);
  });
});

describe('recorded pay (8/8 earnings, beyond the spec)', () => {
  const HOUR = 3_600_000;

  /** The order started two hours ago (a company completes only a started order). */
  async function startedAlready(orderId: number) {
    await db.orders.update((q) => q.where({ id: orderId }), {
      data(draft) {
        draft.start_at = new Date(Date.now() - 2 * HOUR).toISOString();
        draft.end_at = new Date(Date.now() + 2 * HOUR).toISOString();
      },
    });
  }

  const herEmployeeId = (orderId: number) =>
    db.order_invitations.findFirst((q) =>
      q.where({ order_id: orderId, user_id: maria().id, status: 'accepted' }),
    )!.employee_id;

  it("an accepted invitation: null until the company completes the order, then her recorded hours x the job's rate", async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    const accepted = expectValid(
      acceptHelperCompanyInvitationResponse,
      (await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token })).body,
    ).data;
    expect(accepted.recorded_pay).toBeNull();
    const orderId = invitation.order.id;
    await startedAlready(orderId);
    const owner = await loginAs('owner@demo.test');
    const crewHours = [{ employee_id: herEmployeeId(orderId), worked_hours: 3.25 }];
    const done = await call('POST', `/orders/${orderId}/complete`, {
      token: owner,
      body: { worked_hours: 4.5, crew_hours: crewHours },
    });
    expect(done.status).toBe(200);
    const mine = (await invitations(token, 'accepted')).data.find((i) => i.id === invitation.id)!;
    expect(mine.order.completed_at).not.toBeNull();
    expect(mine.recorded_pay).toEqual({
      worked_hours: 3.25,
      pay: Math.round(3.25 * invitation.hourly_rate),
    });
    const detail = await call('GET', `/helper/company-invitations/${invitation.id}`, { token });
    expect(expectValid(getHelperCompanyInvitationResponse, detail.body).data.recorded_pay).toEqual(
      mine.recorded_pay,
    );
  });

  it("without per-person hours her recorded hours are the order's worked hours", async () => {
    const token = await helper();
    const [invitation] = (await invitations(token, 'new')).data;
    await call('POST', `/helper/company-invitations/${invitation.id}/accept`, { token });
    await startedAlready(invitation.order.id);
    const owner = await loginAs('owner@demo.test');
    await call('POST', `/orders/${invitation.order.id}/complete`, {
      token: owner,
      body: { worked_hours: 5 },
    });
    const mine = (await invitations(token, 'accepted')).data.find((i) => i.id === invitation.id)!;
    expect(mine.recorded_pay).toEqual({ worked_hours: 5, pay: 5 * invitation.hourly_rate });
  });

  it('the seeded accepted jobs: recorded exactly when the order is completed', async () => {
    const token = await helper();
    const accepted = [
      ...(await invitations(token, 'accepted')).data,
      ...(await offers(token, 'accepted')).data,
    ];
    expect(accepted.some((i) => i.order.completed_at != null)).toBe(true);
    for (const item of accepted)
      expect(item.recorded_pay === null, `#${item.order.number}`).toBe(
        item.order.completed_at === null,
      );
    // Items that never put her on a crew carry none.
    for (const bucket of ['new', 'waiting'] as const) {
      for (const item of (await invitations(token, bucket)).data)
        expect(item.recorded_pay).toBeNull();
      for (const item of (await offers(token, bucket)).data) expect(item.recorded_pay).toBeNull();
    }
  });

  it('a taken offer: her recorded hours x the rate the company accepted her at', async () => {
    const token = await helper();
    const [offer] = (await offers(token, 'new')).data.filter((o) => o.my_application === null);
    const proposed = offer.hourly_rate + 750;
    const application = await applyToOffer(db, offer.id, maria().id, {
      proposed_hourly_rate: proposed,
    });
    await acceptApplication(db, application.id);
    const taken = (await offers(token, 'accepted')).data.find((o) => o.id === offer.id)!;
    expect(taken.recorded_pay).toBeNull();
    await startedAlready(offer.order.id);
    await completeOrder(db, offer.order.id, {
      worked_hours: 6,
      crew_hours: [{ employee_id: herEmployeeId(offer.order.id), worked_hours: 2.5 }],
    });
    const done = (await offers(token, 'accepted')).data.find((o) => o.id === offer.id)!;
    expect(done.recorded_pay).toEqual({ worked_hours: 2.5, pay: Math.round(2.5 * proposed) });
  });
});

describe('GET /helper/job-counts', () => {
  it("counts each bucket of both lists exactly as the lists' totals, and follows an answer", async () => {
    const token = await helper();
    const read = async () => {
      const result = await call('GET', '/helper/job-counts', { token });
      expect(result.status).toBe(200);
      return expectValid(getHelperJobCountsResponse, result.body).data;
    };
    const counts = await read();
    for (const bucket of BUCKETS) {
      expect(counts.company[bucket]).toBe((await invitations(token, bucket)).total);
      expect(counts.outsource[bucket]).toBe((await offers(token, bucket)).total);
    }
    const [first] = (await invitations(token, 'new')).data;
    expect(first).toBeDefined();
    expect(first!.positions.length).toBeGreaterThan(0);
    await call('POST', `/helper/company-invitations/${first!.id}/reject`, { token, body: {} });
    const after = await read();
    expect(after.company.new).toBe(counts.company.new - 1);
    expect(after.company.waiting).toBe(counts.company.waiting + 1);
  });
});
