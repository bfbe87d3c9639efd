import { listHelperCompanyInvitationsResponse } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { getOrderInvitableEmployeesResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { DEMO_ACCOUNTS } from '../db';
import { isClosed } from '../db/services/orders';
import { db, server } from '../node';
import { answersByItself, runAgenda } from '../realtime/auto-answer';
import { fixedClock } from '../testing/clock';
import { call, expectValid, loginAs } from '../testing/api';

/*
 * QA-184 H2: the demo manager may work as a helper too (spec: "A manager may switch between a
 * Manager view and a Helper view"). His member card of a branch he manages is linked to his
 * account, so an invitation to a crew waits in his Helper view's New list for him to answer,
 * and the demo's auto-answer (it plays members without an account) leaves it alone.
 */

const NOW = Date.parse('2027-03-09T15:00:00Z');
const DELAY = 1_000;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
fixedClock(NOW);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const marcus = () => db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.manager.email }))!;
const austin = () => db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;

/** A not formed Austin job to come, by start. */
const openJob = () =>
  db.orders
    .findMany((q) => q.where({ branch_id: austin().id, status: 1 }))
    .filter((o) => !isClosed(o) && Date.parse(o.start_at) > NOW + 86_400_000)
    .sort((a, b) => a.start_at.localeCompare(b.start_at))[0]!;

async function newInvitations(token: string) {
  const result = await call('GET', '/helper/company-invitations?bucket=new&per_page=100', {
    token,
  });
  expect(result.status).toBe(200);
  return expectValid(listHelperCompanyInvitationsResponse, result.body).data.data;
}

describe('the manager as a helper (QA-184 H2)', () => {
  it("each member card of the manager's branches is linked to his account", () => {
    const manager = marcus();
    const cards = db.employees
      .findMany((q) => q.where({ email: manager.email }))
      .filter((e) => e.deleted_at == null);
    expect(cards.map((e) => e.branch_id).sort()).toEqual([...manager.branch_ids].sort());
    for (const card of cards) expect(card).toMatchObject({ user_id: manager.id, is_manager: true });
  });

  it('an invitation to his card waits in his Helper view for him to answer; the auto-answer answers only the others', async () => {
    const owner = await loginAs(DEMO_ACCOUNTS.owner.email);
    const manager = marcus();
    const card = db.employees.findFirst((q) =>
      q.where({ email: manager.email, branch_id: austin().id }),
    )!;
    // The owner makes him active (the seed has him on no crew), as in the QA's steps.
    await db.patch('employees', card.id, { status: 1 });
    const order = openJob();
    const invitable = expectValid(
      getOrderInvitableEmployeesResponse,
      (await call('GET', `/orders/${order.id}/invitable-employees`, { token: owner })).body,
    ).data;
    // The crew picker knows him as a person with an account.
    const row = invitable.branch_employees.find((e) => e.employee_id === card.id);
    expect(row).toMatchObject({ user_id: manager.id });
    const other = invitable.branch_employees.find(
      (e) => e.user_id == null && e.invitation == null && e.is_available,
    )!;

    const stop = runAgenda(db, DELAY);
    try {
      const sent = await call('POST', `/orders/${order.id}/invite-employee`, {
        token: owner,
        body: { employee_ids: [card.id, other.employee_id] },
      });
      expect(sent.status).toBe(200);
      const invitationOf = (employeeId: number) =>
        db.order_invitations.findFirst((q) =>
          q.where({ order_id: order.id, employee_id: employeeId }),
        )!;
      expect(invitationOf(card.id)).toMatchObject({ user_id: manager.id, status: 'pending' });
      expect(answersByItself(db, invitationOf(card.id))).toBe(false);
      // The member without an account is answered after the delay (the agenda runs); he is not.
      await vi.waitFor(() => expect(invitationOf(other.employee_id).status).not.toBe('pending'), {
        timeout: 10 * DELAY,
      });
      expect(invitationOf(card.id).status).toBe('pending');
      expect(
        db.mock_agenda.all().filter((entry) => entry.invitation_id === invitationOf(card.id).id),
      ).toEqual([]);
    } finally {
      stop();
    }

    const token = await loginAs(DEMO_ACCOUNTS.manager.email);
    const mine = (await newInvitations(token)).find((i) => i.order.id === order.id);
    expect(mine).toBeDefined();
    // Only he answers it, from his Helper view.
    const accepted = await call('POST', `/helper/company-invitations/${mine!.id}/accept`, {
      token,
    });
    expect(accepted.status).toBe(200);
    expect(db.findById('order_invitations', mine!.id)!.status).toBe('accepted');
  });

  it('a member the owner gives Manager access in the demo is linked to the login made for them; an invitation to them waits in its Helper view (QA-191 3)', async () => {
    const owner = await loginAs(DEMO_ACCOUNTS.owner.email);
    const created = await call('POST', '/employees', {
      token: owner,
      body: {
        branch_id: austin().id,
        first_name: 'Victor',
        last_name: 'Alvarez',
        email: 'victor.alvarez@example.com',
        phone: '5125550199',
        positions: [2],
        price: 3000,
        is_manager: true,
      },
    });
    expect(created.status).toBe(200);
    const account = db.users.findFirst((q) => q.where({ email: 'victor.alvarez@example.com' }))!;
    const card = (created.body as { data: { id: number; user_id: number | null } }).data;
    expect(card.user_id).toBe(account.id);
    expect(db.findById('employees', card.id)!.user_id).toBe(account.id);

    const order = openJob();
    const sent = await call('POST', `/orders/${order.id}/invite-employee`, {
      token: owner,
      body: { employee_ids: [card.id] },
    });
    expect(sent.status).toBe(200);
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ order_id: order.id, employee_id: card.id }),
    )!;
    expect(invitation).toMatchObject({ user_id: account.id, status: 'pending' });
    expect(answersByItself(db, invitation)).toBe(false);
    // His first password is set through "Forgot password?"; here, directly.
    await db.patch('users', account.id, { password: 'victor-pass-1' });
    const token = await loginAs(account.email, 'victor-pass-1');
    expect((await newInvitations(token)).map((i) => i.order.id)).toContain(order.id);

    // Another email (the owner's edit) relinks the card to that address's new login.
    const moved = await call('PUT', `/employees/${card.id}`, {
      token: owner,
      body: {
        first_name: 'Victor',
        last_name: 'Alvarez',
        email: 'victor@example.com',
        phone: '5125550199',
        positions: [2],
        price: 3000,
      },
    });
    expect(moved.status).toBe(200);
    const next = db.users.findFirst((q) => q.where({ email: 'victor@example.com' }))!;
    expect(db.findById('employees', card.id)!.user_id).toBe(next.id);
  });
});
