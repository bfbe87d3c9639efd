import {
  acceptHelperCompanyInvitationResponse,
  applyToOutsourceOfferResponse,
  listHelperOutsourceOffersResponse,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { acceptOfferApplicationResponse } from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import {
  editOrderInvitationsResponse,
  inviteEmployeeToOrderResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import { db } from '../db';
import { server } from '../node';
import { fixedClock } from '../testing/clock';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { austinJobIn } from '../testing/confirmations';

/*
 * A job that has ended takes no one new (review 52 H1): the company cannot invite to it, and
 * a helper cannot accept an invitation to it (which would count its pay as her earnings). A
 * job under way still can: a crew may be topped up while it runs.
 */

const HOUR = 3_600_000;
const NOW = Date.parse('2027-03-09T15:00:00Z'); // 9:00 am in Austin

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A branch member of Austin who is not on the order. */
function someoneElse(orderId: number, branchId: number) {
  const on = new Set(
    db.order_invitations.findMany((q) => q.where({ order_id: orderId })).map((i) => i.employee_id),
  );
  return db.employees
    .findMany((q) => q.where({ branch_id: branchId }))
    .find((e) => e.status === 1 && e.deleted_at == null && !on.has(e.id))!;
}

describe('a job that has ended', () => {
  it('refuses an invitation (invite-employee) with 422 on end_at, saying why', async () => {
    // 7:00-8:00 am: over an hour ago.
    const { order } = await austinJobIn(-2, { now: NOW, people: 1, helpersNeeded: 3 });
    const owner = await loginAs('owner@demo.test');
    const person = someoneElse(order.id, order.branch_id);
    const body = expectError(
      await call('POST', `/orders/${order.id}/invite-employee`, {
        token: owner,
        body: { employee_ids: [person.id] },
      }),
      422,
    );
    const message = `Order #${order.number} has ended: nobody can be invited to it.`;
    expect(body.errors.end_at).toEqual([message]);
    expect(body.message).toBe(message);
    expect(
      db.order_invitations.findMany((q) => q.where({ order_id: order.id, employee_id: person.id })),
    ).toEqual([]);
  });

  it('edit-invitations: keeping or taking people off is fine, adding someone is refused', async () => {
    const { order, members } = await austinJobIn(-2, { now: NOW, people: 2, helpersNeeded: 3 });
    const owner = await loginAs('owner@demo.test');
    const person = someoneElse(order.id, order.branch_id);
    const added = expectError(
      await call('POST', `/orders/${order.id}/edit-invitations`, {
        token: owner,
        body: { employee_ids: [...members.map((m) => m.id), person.id] },
      }),
      422,
    );
    expect(added.errors.end_at).toEqual([
      `Order #${order.number} has ended: nobody can be invited to it.`,
    ]);
    const kept = expectValid(
      editOrderInvitationsResponse,
      (
        await call('POST', `/orders/${order.id}/edit-invitations`, {
          token: owner,
          body: { employee_ids: [members[0]!.id] },
        })
      ).body,
    ).data;
    expect(kept.map((i) => i.employee.employee_id)).toEqual([members[0]!.id]);
  });

  it('refuses the helper’s accept of an invitation to it with 422 on end_at', async () => {
    const { order, invitations } = await austinJobIn(-2, { now: NOW, people: 1, pending: true });
    const helper = await loginAs('helper@demo.test');
    const body = expectError(
      await call('POST', `/helper/company-invitations/${invitations[0]!.id}/accept`, {
        token: helper,
      }),
      422,
    );
    expect(body.errors.end_at).toEqual(['This job has ended: it can no longer be accepted.']);
    expect(body.message).toBe('This job has ended: it can no longer be accepted.');
    expect(db.findById('order_invitations', invitations[0]!.id)!.status).toBe('pending');
    expect(db.findById('orders', order.id)!.status).not.toBe(4);
  });

  it('a job under way still takes an invitation and its acceptance', async () => {
    // 8:30-9:30 am: started half an hour ago, not over.
    const { order, invitations } = await austinJobIn(-0.5, {
      now: NOW,
      people: 1,
      helpersNeeded: 2,
      pending: true,
    });
    const owner = await loginAs('owner@demo.test');
    const person = someoneElse(order.id, order.branch_id);
    const invited = expectValid(
      inviteEmployeeToOrderResponse,
      (
        await call('POST', `/orders/${order.id}/invite-employee`, {
          token: owner,
          body: { employee_ids: [person.id] },
        })
      ).body,
    ).data;
    expect(invited).toHaveLength(1);
    const helper = await loginAs('helper@demo.test');
    const accepted = expectValid(
      acceptHelperCompanyInvitationResponse,
      (
        await call('POST', `/helper/company-invitations/${invitations[0]!.id}/accept`, {
          token: helper,
        })
      ).body,
    ).data;
    expect(accepted.status).toBe('accepted');
    // At its end it takes no one more.
    vi.setSystemTime(NOW + 0.5 * HOUR);
    expectError(
      await call('POST', `/orders/${order.id}/invite-employee`, {
        token: owner,
        body: { employee_ids: [someoneElse(order.id, order.branch_id).id] },
      }),
      422,
    );
  });
});

/** The order of an offer now ran 7-8 am (an hour ago), or 8:30-9:30 am with `underWay`. */
async function endOrderOf(offer: { order_id: number }, underWay = false) {
  const start = NOW + (underWay ? -0.5 : -2) * HOUR;
  return db.patch('orders', offer.order_id, {
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + HOUR).toISOString(),
  });
}

/** An open offer in Maria's New list she has not answered. */
async function mariasNewOffer(token: string) {
  const page = expectValid(
    listHelperOutsourceOffersResponse,
    (await call('GET', '/helper/outsource-offers?bucket=new&per_page=100', { token })).body,
  ).data;
  const offer = page.data.find((o) => o.my_application === null && o.status === 'open')!;
  return db.findById('outsource_offers', offer.id)!;
}

describe('an outsourcing offer whose order has ended', () => {
  it('refuses her application and her accept (book now) with 422 on end_at', async () => {
    const helper = await loginAs('helper@demo.test');
    const offer = await mariasNewOffer(helper);
    await endOrderOf(offer);
    const applied = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
        token: helper,
        body: { message: 'I have a van.' },
      }),
      422,
    );
    expect(applied.errors.end_at).toEqual(['This job has ended: it takes no more applications.']);
    expect(applied.message).toBe('This job has ended: it takes no more applications.');
    const taken = expectError(
      await call('POST', `/helper/outsource-offers/${offer.id}/accept`, { token: helper }),
      422,
    );
    expect(taken.errors.end_at).toEqual(['This job has ended: it can no longer be accepted.']);
    const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    expect(
      db.offer_applications.findMany((q) => q.where({ offer_id: offer.id, helper_id: maria.id })),
    ).toEqual([]);
  });

  it('refuses the company’s accept of an application to it; under way it still takes both', async () => {
    const helper = await loginAs('helper@demo.test');
    const offer = await mariasNewOffer(helper);
    await endOrderOf(offer, true);
    const applied = expectValid(
      applyToOutsourceOfferResponse,
      (
        await call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
          token: helper,
          body: {},
        })
      ).body,
    ).data;
    const application = applied.my_application!;
    expect(application.status).toBe('pending');
    // At its end the application can no longer be accepted.
    vi.setSystemTime(NOW + 0.5 * HOUR);
    const owner = await loginAs('owner@demo.test');
    const order = db.findById('orders', offer.order_id)!;
    const refused = expectError(
      await call('POST', `/company-outsource/offer-application/${application.id}/accept`, {
        token: owner,
      }),
      422,
    );
    const message = `Order #${order.number} has ended: nobody can join its crew any more.`;
    expect(refused.errors.end_at).toEqual([message]);
    expect(refused.message).toBe(message);
    expect(db.findById('offer_applications', application.id)!.status).toBe('pending');
    // A minute before, it would have been accepted.
    vi.setSystemTime(NOW + 0.5 * HOUR - 60_000);
    const accepted = expectValid(
      acceptOfferApplicationResponse,
      (
        await call('POST', `/company-outsource/offer-application/${application.id}/accept`, {
          token: owner,
        })
      ).body,
    ).data;
    expect(accepted.status).toBe('accepted');
  });
});
