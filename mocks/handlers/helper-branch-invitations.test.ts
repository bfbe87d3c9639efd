import {
  acceptMyBranchInvitationResponse,
  listMyBranchInvitationsResponse,
  rejectMyBranchInvitationResponse,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { listBranchNotificationsResponse } from '@/platform/api/generated/zod/notifications/notifications.zod';
import { getOrderInvitableEmployeesResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { authorizeBroadcastingChannelResponse } from '@/platform/api/generated/zod/broadcasting/broadcasting.zod';
import {
  inviteHelperToBranchResponse,
  listBranchEmployeesResponse,
  listHelperBranchInvitationsResponse,
  searchHelpersGloballyResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import { EVENTS, userChannel } from '../realtime';
import { db, hub, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BUCKETS = ['new', 'accepted', 'waiting', 'cancelled'] as const;
const user = (email: string) => db.users.findFirst((q) => q.where({ email }))!;
const maria = () => user('helper@demo.test');
const membersOf = (branchId: number, userId: number) =>
  db.employees.findMany((q) =>
    q.where((e) => e.branch_id === branchId && e.user_id === userId && e.deleted_at == null),
  );

/** A Lone Star Movers branch Maria is not a member of (Houston in the default seed). */
function target() {
  const company = db.companies.findFirst((q) => q.where({ name: 'Lone Star Movers' }))!;
  const branch = db.branches
    .findMany((q) => q.where({ company_id: company.id }))
    .sort((a, b) => a.id - b.id)
    .find((b) => membersOf(b.id, maria().id).length === 0);
  if (!branch) throw new Error('the default seed has no Lone Star branch without Maria');
  return branch;
}

/** The owner invites Maria to that branch (the company call). */
async function inviteMaria(owner: string): Promise<number> {
  const result = await call(
    'POST',
    `/company-branches/${target().id}/invite-helper?id=${maria().id}`,
    { token: owner },
  );
  expect(result.status).toBe(200);
  return expectValid(inviteHelperToBranchResponse, result.body).data.id;
}

async function bucket(token: string, name: string) {
  const result = await call('GET', `/helper/branch-invitations?bucket=${name}&per_page=100`, {
    token,
  });
  expect(result.status).toBe(200);
  return expectValid(listMyBranchInvitationsResponse, result.body).data;
}

describe('helper branch invitations: guards', () => {
  const paths = [
    ['GET', '/helper/branch-invitations?bucket=new'],
    ['POST', '/helper/branch-invitations/1/accept'],
    ['POST', '/helper/branch-invitations/1/reject'],
  ] as const;

  it.each(paths)('%s %s: 401 without a token, 403 for an owner', async (method, path) => {
    expectError(await call(method, path), 401);
    const owner = await loginAs('owner@demo.test');
    expectError(await call(method, path, { token: owner }), 403);
  });

  it('422 per field for a missing or unknown bucket and a bad page or per_page', async () => {
    const token = await loginAs('helper@demo.test');
    const path = '/helper/branch-invitations';
    const missing = expectError(await call('GET', path, { token }), 422);
    expect(missing.errors.bucket).toEqual(['The bucket field is required.']);
    const unknown = expectError(await call('GET', `${path}?bucket=rejected`, { token }), 422);
    expect(unknown.errors.bucket).toEqual(['The selected bucket is invalid.']);
    const fraction = expectError(await call('GET', `${path}?bucket=new&page=1.5`, { token }), 422);
    expect(fraction.errors).toEqual({ page: ['The page field must be an integer.'] });
    expectError(await call('GET', `${path}?bucket=new&per_page=0`, { token }), 422);
    expectError(await call('GET', `${path}?bucket=new&per_page=abc`, { token }), 422);
  });

  it("404 for unknown ids, 403 for another helper's invitation", async () => {
    const token = await loginAs('helper@demo.test');
    for (const action of ['accept', 'reject']) {
      expectError(
        await call('POST', `/helper/branch-invitations/999999/${action}`, { token }),
        404,
        'Invitation not found.',
      );
      expectError(await call('POST', `/helper/branch-invitations/abc/${action}`, { token }), 404);
    }
    const id = await inviteMaria(await loginAs('owner@demo.test'));
    const priya = await loginAs('priya.patel@helpers.demo.test');
    for (const action of ['accept', 'reject'])
      expectError(
        await call('POST', `/helper/branch-invitations/${id}/${action}`, { token: priya }),
        403,
      );
    expect(db.findById('branch_invitations', id)?.status).toBe('pending');
  });
});

describe('helper branch invitations: answering', () => {
  it('lists an invitation the company sent under "new", with the branch as a helper sees it', async () => {
    const id = await inviteMaria(await loginAs('owner@demo.test'));
    const token = await loginAs('helper@demo.test');
    const fresh = await bucket(token, 'new');
    const item = fresh.data.find((i) => i.id === id);
    expect(item).toMatchObject({
      status: 'pending',
      bucket: 'new',
      responded_at: null,
      branch: { id: target().id, name: target().name, company_name: 'Lone Star Movers' },
    });
    for (const other of BUCKETS.filter((b) => b !== 'new'))
      expect((await bucket(token, other)).data.map((i) => i.id)).not.toContain(id);
  });

  it('shows seeded invitations and pages them with per_page', async () => {
    // The seed invites marketplace helpers to the Lone Star branches; pick one with two or more.
    const pending = db.branch_invitations.findMany((q) => q.where({ status: 'pending' }));
    const helperId = pending
      .map((i) => i.helper_id)
      .find((id) => pending.filter((i) => i.helper_id === id).length >= 2);
    if (helperId === undefined) throw new Error('no seeded helper with two pending invitations');
    const invited = db.findById('users', helperId)!;
    const total = pending.filter((i) => i.helper_id === helperId).length;
    const token = await loginAs(invited.email);
    const result = await call('GET', '/helper/branch-invitations?bucket=new&per_page=1&page=2', {
      token,
    });
    const pageTwo = expectValid(listMyBranchInvitationsResponse, result.body).data;
    expect(pageTwo).toMatchObject({ current_page: 2, last_page: total, per_page: 1, total });
    expect(pageTwo.data).toHaveLength(1);
    expect(pageTwo.data[0]!.bucket).toBe('new');
  });

  it('accept makes the helper a member of the branch and notifies its managers (pushed in realtime)', async () => {
    const owner = await loginAs('owner@demo.test');
    const id = await inviteMaria(owner);
    const helper = maria();
    const ownerUser = user('owner@demo.test');
    const branch = target();
    expect(membersOf(branch.id, helper.id)).toHaveLength(0);

    // The owner listens on their private channel, as the app does.
    const pushes: Array<{ notification: { kind: string; title: string; branch_id: number } }> = [];
    const connection = hub.connect((raw) => {
      const frame = JSON.parse(raw) as { event: string; data: string };
      if (frame.event === EVENTS.notificationCreated) pushes.push(JSON.parse(frame.data));
    });
    const channel = userChannel(ownerUser.id);
    const auth = await call('POST', '/broadcasting/auth', {
      token: owner,
      body: { socket_id: connection.socketId, channel_name: channel },
    });
    connection.receive(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: expectValid(authorizeBroadcastingChannelResponse, auth.body).auth },
      }),
    );

    const token = await loginAs('helper@demo.test');
    const result = await call('POST', `/helper/branch-invitations/${id}/accept`, { token });
    expect(result.status).toBe(200);
    const accepted = expectValid(acceptMyBranchInvitationResponse, result.body).data;
    expect(accepted).toMatchObject({ id, status: 'accepted', bucket: 'accepted' });
    expect(accepted.responded_at).not.toBeNull();

    // Membership: one active helper employee at the helper's profile rate.
    const [member] = membersOf(branch.id, helper.id);
    const profile = db.helper_profiles.findFirst((q) => q.where({ user_id: helper.id }))!;
    expect(member).toMatchObject({ is_helper: true, status: 1, price: profile.hourly_rate });
    const team = await call('GET', `/company-branches/${branch.id}/employees?per_page=100`, {
      token: owner,
    });
    expect(
      expectValid(listBranchEmployeesResponse, team.body).data.data.map((e) => e.id),
    ).toContain(member!.id);
    const search = await call(
      'GET',
      `/company-branches/${branch.id}/search-helpers-globally?per_page=100`,
      { token: owner },
    );
    const found = expectValid(searchHelpersGloballyResponse, search.body).data.data.find(
      (h) => h.id === helper.id,
    );
    expect(found).toMatchObject({
      employee_id: member!.id,
      branch_invitation: { id, status: 'accepted' },
    });

    // One notification per person who runs the branch (the owner, plus any assigned
    // manager), and a push to the owner's private channel.
    const title = `${helper.first_name} ${helper.last_name} joined your ${branch.name} branch`;
    const recipients = db.notifications
      .findMany((q) => q.where({ branch_id: branch.id, kind: 'branch_invitation_accepted' }))
      .filter((n) => n.title === title && !n.is_read)
      .map((n) => n.user_id)
      .sort((a, b) => a - b);
    const managers = db.users
      .findMany((q) => q.where({ company_id: branch.company_id }))
      .filter((u) => u.type === 1 || (u.type === 5 && u.branch_ids.includes(branch.id)))
      .map((u) => u.id)
      .sort((a, b) => a - b);
    expect(recipients).toEqual(managers);
    expect(recipients).toContain(ownerUser.id);
    await vi.waitFor(() =>
      expect(pushes.map((p) => p.notification)).toContainEqual(
        expect.objectContaining({
          kind: 'branch_invitation_accepted',
          title,
          branch_id: branch.id,
        }),
      ),
    );
    connection.close();

    expect((await bucket(token, 'accepted')).data.map((i) => i.id)).toContain(id);
    expect((await bucket(token, 'new')).data.map((i) => i.id)).not.toContain(id);
    // Answered once: a second accept or a reject is a wrong-state 422 on status.
    for (const action of ['accept', 'reject']) {
      const again = expectError(
        await call('POST', `/helper/branch-invitations/${id}/${action}`, { token }),
        422,
      );
      expect(again.errors.status).toEqual(['The invitation is accepted, not pending.']);
    }
    expect(membersOf(branch.id, helper.id)).toHaveLength(1);
  });

  it('reject moves it to "waiting" without a membership, notifies the branch; the company sees it rejected', async () => {
    const owner = await loginAs('owner@demo.test');
    const id = await inviteMaria(owner);
    const token = await loginAs('helper@demo.test');
    const branch = target();
    const result = await call('POST', `/helper/branch-invitations/${id}/reject`, { token });
    expect(result.status).toBe(200);
    expect(expectValid(rejectMyBranchInvitationResponse, result.body).data).toMatchObject({
      id,
      status: 'rejected',
      bucket: 'waiting',
    });
    expect(membersOf(target().id, maria().id)).toHaveLength(0);
    // Like a declined order invitation: one unread notification per person who runs the branch.
    const title = `Maria Lopez declined your invitation to join your ${branch.name} branch`;
    const recipients = db.notifications
      .findMany((q) => q.where({ branch_id: branch.id, kind: 'branch_invitation_rejected' }))
      .filter((n) => n.title === title && !n.is_read)
      .map((n) => n.user_id)
      .sort((a, b) => a - b);
    const managers = db.users
      .findMany((q) => q.where({ company_id: branch.company_id }))
      .filter((u) => u.type === 1 || (u.type === 5 && u.branch_ids.includes(branch.id)))
      .map((u) => u.id)
      .sort((a, b) => a - b);
    expect(recipients).toEqual(managers);
    expect(recipients).toContain(user('owner@demo.test').id);
    // The owner sees it in the branch's feed (the kind is one the contract declares).
    const feed = await call('GET', `/notifications/branch/${branch.id}/get-notifications`, {
      token: owner,
    });
    expect(expectValid(listBranchNotificationsResponse, feed.body).data.data[0]).toMatchObject({
      kind: 'branch_invitation_rejected',
      title,
      is_read: false,
    });
    expect((await bucket(token, 'waiting')).data.map((i) => i.id)).toContain(id);
    const company = await call(
      'GET',
      `/company-branches/${target().id}/helper-branch-invitations?status=rejected`,
      { token: owner },
    );
    expect(company.status).toBe(200);
    expect(
      (company.body as { data: { data: Array<{ id: number }> } }).data.data.map((i) => i.id),
    ).toContain(id);
  });

  it('an invitation the company withdrew is "cancelled" and can no longer be accepted', async () => {
    const owner = await loginAs('owner@demo.test');
    const id = await inviteMaria(owner);
    expect(
      (
        await call('POST', `/helper/company-branch-invitation/${id}/cancel-by-company`, {
          token: owner,
        })
      ).status,
    ).toBe(200);
    const token = await loginAs('helper@demo.test');
    expect((await bucket(token, 'cancelled')).data.map((i) => i.id)).toContain(id);
    const refused = expectError(
      await call('POST', `/helper/branch-invitations/${id}/accept`, { token }),
      422,
    );
    expect(refused.errors.status).toEqual(['The invitation is cancelled, not pending.']);
    expect(membersOf(target().id, maria().id)).toHaveLength(0);
  });
});

describe('helper branch invitations: who invited, the seed, the company side after joining', () => {
  it('names who sent it (invited_by_name): the owner, or the manager who invited', async () => {
    const byOwner = await inviteMaria(await loginAs('owner@demo.test'));
    const token = await loginAs('helper@demo.test');
    let item = (await bucket(token, 'new')).data.find((i) => i.id === byOwner);
    expect(item?.invited_by_name).toBe('Olivia Bennett');
    // Withdrawn, then invited again by a manager of that branch.
    await call('POST', `/helper/company-branch-invitation/${byOwner}/cancel-by-company`, {
      token: await loginAs('owner@demo.test'),
    });
    // (In the default seed the manager runs Austin and Dallas; Maria works at both.)
    const manager = user('manager@demo.test');
    await db.patch('users', manager.id, { branch_ids: [...manager.branch_ids, target().id] });
    const byManager = await inviteMaria(await loginAs('manager@demo.test'));
    item = (await bucket(token, 'new')).data.find((i) => i.id === byManager);
    expect(item?.invited_by_name).toBe('Marcus Reed');
  });

  it('the demo helper has pending invitations seeded from the second company, by its owner', async () => {
    const token = await loginAs('helper@demo.test');
    const fresh = (await bucket(token, 'new')).data;
    const seeded = fresh.filter((i) => i.branch.company_name === 'Sunshine State Movers');
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    for (const item of seeded) {
      expect(item.invited_by_name).toBe('Diego Ramirez');
      expect(item.branch.city).not.toBe('');
      expect(membersOf(item.branch.id, maria().id)).toHaveLength(0);
    }
  });

  it('once she joins she is invitable to the branch orders and leaves its pending Requested list', async () => {
    const owner = await loginAs('owner@demo.test');
    const id = await inviteMaria(owner);
    const branch = target();
    const requested = async (status?: string) => {
      const result = await call(
        'GET',
        `/company-branches/${branch.id}/helper-branch-invitations?per_page=100${status ? `&status=${status}` : ''}`,
        { token: owner },
      );
      return expectValid(listHelperBranchInvitationsResponse, result.body).data.data;
    };
    expect((await requested('pending')).map((i) => i.id)).toContain(id);
    const token = await loginAs('helper@demo.test');
    expect((await call('POST', `/helper/branch-invitations/${id}/accept`, { token })).status).toBe(
      200,
    );
    expect((await requested('pending')).map((i) => i.id)).not.toContain(id);
    expect((await requested()).find((i) => i.id === id)?.status).toBe('accepted');

    const [member] = membersOf(branch.id, maria().id);
    const order = db.orders
      .findMany((q) => q.where({ branch_id: branch.id }))
      .find((o) => o.completed_at == null && o.cancelled_at == null);
    if (!order) throw new Error('the seed has an open order in the branch');
    const invitable = await call('GET', `/orders/${order.id}/invitable-employees`, {
      token: owner,
    });
    expect(invitable.status).toBe(200);
    const lists = expectValid(getOrderInvitableEmployeesResponse, invitable.body).data;
    expect(lists.branch_employees.map((e) => e.employee_id)).toContain(member!.id);
  });

  it('a withdrawn-meanwhile invitation answers 422 with a readable message', async () => {
    const owner = await loginAs('owner@demo.test');
    const id = await inviteMaria(owner);
    await call('POST', `/helper/company-branch-invitation/${id}/cancel-by-company`, {
      token: owner,
    });
    const token = await loginAs('helper@demo.test');
    const refused = expectError(
      await call('POST', `/helper/branch-invitations/${id}/reject`, { token }),
      422,
    );
    expect(refused.message).toBe('The invitation is cancelled, not pending.');
  });
});
