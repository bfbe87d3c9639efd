import { getHelperCompanyInvitationResponse } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { cancelOrderInvitationByCompanyResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { inviteEmployees } from '../db/services/invitations';
import { db, server } from '../node';
import { fixedClock } from '../testing/clock';
import { austinJobIn } from '../testing/confirmations';
import { call, expectError, expectValid, loginAs } from '../testing/api';

/*
 * The dispatch board's move (not in the spec): the company invites her to another job, then
 * withdraws this invitation naming that one (`moved_to_invitation_id`), and her withdrawn
 * invitation says where she went (`moved_to`). 1 am on the branch's clocks: nobody works then.
 */

const NOW = Date.parse('2027-03-09T15:00:00Z');
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Maria invited (pending) to one job, then to another a day later. */
async function invitedTwice() {
  const from = await austinJobIn(16, { now: NOW, people: 1, pending: true });
  const to = await austinJobIn(40, { now: NOW, people: 0, helpersNeeded: 1, pending: true });
  const [there] = await inviteEmployees(db, to.order.id, [from.members[0]!.id]);
  return { here: from.invitations[0]!, there: there!, to: to.order };
}

const cancel = async (id: number, body?: object) =>
  call('POST', `/invitations/${id}/cancel-by-company`, {
    token: await loginAs('owner@demo.test'),
    body,
  });

const hers = async (id: number) =>
  expectValid(
    getHelperCompanyInvitationResponse,
    (
      await call('GET', `/helper/company-invitations/${id}`, {
        token: await loginAs('helper@demo.test'),
      })
    ).body,
  ).data;

describe('a moved invitation', () => {
  it('names the job it moved to, for her', async () => {
    const { here, there, to } = await invitedTwice();
    expectValid(
      cancelOrderInvitationByCompanyResponse,
      (await cancel(here.id, { moved_to_invitation_id: there.id })).body,
    );
    expect(await hers(here.id)).toMatchObject({
      bucket: 'cancelled',
      moved_to: { id: there.id, order_number: to.number, start_at: to.start_at },
    });
    expect((await hers(there.id)).moved_to).toBeNull();
  });

  it('a plain withdrawal names nothing', async () => {
    const { here } = await invitedTwice();
    await cancel(here.id);
    expect(await hers(here.id)).toMatchObject({ bucket: 'cancelled', moved_to: null });
  });

  it('is refused, and nothing withdrawn, when the other invitation is not hers to another live job', async () => {
    const { here, there } = await invitedTwice();
    const someoneElse = await austinJobIn(64, { now: NOW, people: 2, pending: true });
    const theirs = someoneElse.invitations[1]!;
    for (const target of [theirs.id, here.id, 999_999]) {
      const refused = expectError(await cancel(here.id, { moved_to_invitation_id: target }), 422);
      expect(refused.errors.moved_to_invitation_id).toEqual([
        "The invitation moved to must be the same person's, to another open job of the company.",
      ]);
    }
    await cancel(there.id);
    expectError(await cancel(here.id, { moved_to_invitation_id: there.id }), 422);
    expect(db.findById('order_invitations', here.id)!.status).toBe('pending');
  });
});
