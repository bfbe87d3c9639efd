import {
  cancelBranchInvitationByCompanyResponse,
  createEmployeeResponse,
  deleteEmployeeResponse,
  getEmployeeResponse,
  inviteHelperToBranchResponse,
  listBranchEmployeesResponse,
  listHelperBranchInvitationsResponse,
  listManagersResponse,
  searchHelpersGloballyResponse,
  updateEmployeePriceStatusResponse,
  updateEmployeeResponse,
} from '@/platform/api/generated/zod/team/team.zod';
import { db } from '../db';
import { MOCK_OTP_CODE } from './auth';
import { HELPER_OWN_DETAILS, HELPER_OWN_RATE } from './lib/helper-own';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
const member = (branchId: number) => ({
  branch_id: branchId,
  first_name: 'Victor',
  last_name: 'Alvarez',
  email: 'victor.alvarez@example.com',
  phone: '5125550199',
  positions: [1],
  price: 3000,
});

describe('team', () => {
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });

  it('members: create/get/update/quick edit/delete with guards and 422s', async () => {
    const austin = branchOf('Austin');
    expectError(await call('POST', '/employees', { body: member(austin.id) }), 401);
    const helper = await loginAs('helper@demo.test');
    expectError(await call('POST', '/employees', { token: helper, body: member(austin.id) }), 403);
    expectError(
      await call('POST', '/employees', { token: owner, body: member(branchOf('Miami').id) }),
      403,
    );
    const bad = expectError(
      await call('POST', '/employees', { token: owner, body: { branch_id: austin.id } }),
      422,
    );
    expect(bad.errors.first_name).toEqual(['The first name field is required.']);
    const created = expectValid(
      createEmployeeResponse,
      (await call('POST', '/employees', { token: owner, body: member(austin.id) })).body,
    );
    expect(created.data.status).toBe(1);
    expectError(await call('POST', '/employees', { token: owner, body: member(austin.id) }), 422);
    const id = created.data.id;
    expectValid(
      getEmployeeResponse,
      (await call('GET', `/employees/${id}`, { token: owner })).body,
    );
    expectError(await call('GET', '/employees/99999', { token: owner }), 404);
    const updated = expectValid(
      updateEmployeeResponse,
      (
        await call('PUT', `/employees/${id}`, {
          token: owner,
          body: { ...member(austin.id), positions: [2, 3], price: 3500 },
        })
      ).body,
    );
    expect(updated.data.positions).toEqual([2, 3]);
    expectError(await call('PUT', `/employees/${id}/update`, { token: owner, body: {} }), 422);
    const quick = expectValid(
      updateEmployeePriceStatusResponse,
      (await call('PUT', `/employees/${id}/update`, { token: owner, body: { status: 0 } })).body,
    );
    expect(quick.data.status).toBe(0);
    expectValid(
      deleteEmployeeResponse,
      (await call('DELETE', `/employees/${id}`, { token: owner })).body,
    );
    expectError(await call('GET', `/employees/${id}`, { token: owner }), 404);
  });

  it('a marketplace helper member: the branch edits her work (positions), not her name, email, phone, photo or rate (422; QA-215)', async () => {
    const maria = db.employees
      .all()
      .find((e) => e.is_helper && e.user_id != null && e.deleted_at == null && e.phone != null)!;
    const body = {
      branch_id: maria.branch_id,
      first_name: maria.first_name,
      last_name: maria.last_name,
      email: maria.email,
      phone: maria.phone,
      positions: [...maria.positions, 1],
      price: maria.price,
    };
    const saved = expectValid(
      updateEmployeeResponse,
      (await call('PUT', `/employees/${maria.id}`, { token: owner, body })).body,
    );
    expect(saved.data.positions).toContain(1);
    const refused = expectError(
      await call('PUT', `/employees/${maria.id}`, {
        token: owner,
        body: { ...body, first_name: 'Mary', avatar: null, price: maria.price + 100 },
      }),
      422,
    );
    expect(refused.errors).toEqual({
      first_name: [HELPER_OWN_DETAILS],
      avatar: [HELPER_OWN_DETAILS],
      price: [HELPER_OWN_RATE],
    });
    // The card's quick edit: her status is the branch's, her rate is not.
    const quick = (data: { price?: number; status?: 0 | 1 }) =>
      call('PUT', `/employees/${maria.id}/update`, { token: owner, body: data });
    expect(expectError(await quick({ price: maria.price + 100 }), 422).errors).toEqual({
      price: [HELPER_OWN_RATE],
    });
    expect(
      expectValid(updateEmployeePriceStatusResponse, (await quick({ status: 0 })).body).data,
    ).toMatchObject({ status: 0, price: maria.price });
    expect(db.findById('employees', maria.id)).toMatchObject({
      first_name: maria.first_name,
      price: maria.price,
    });
  });

  it("a member's Manager access is a manager's login for the branch, listed, set up by Forgot password, and taken back (QA 57 H3)", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const austin = branchOf('Austin');
    const managersOf = async (branchId: number) =>
      (
        (await call('GET', `/managers?branch_id=${branchId}`, { token: owner })).body as {
          data: Array<{ email: string }>;
        }
      ).data.map((m) => m.email);
    const created = expectValid(
      createEmployeeResponse,
      (
        await call('POST', '/employees', {
          token: owner,
          body: { ...member(austin.id), is_manager: true },
        })
      ).body,
    ).data;
    expect(await managersOf(austin.id)).toContain('victor.alvarez@example.com');
    // No password yet: "Forgot password?" sets the first one, then they sign in as a manager.
    expectError(
      await call('POST', '/auth/login', {
        body: { email: 'victor.alvarez@example.com', password: 'anything1' },
      }),
      422,
    );
    const { otp_id } = (
      (
        await call('POST', '/auth-v2/reset-password/request-otp', {
          body: { email: 'victor.alvarez@example.com' },
        })
      ).body as { data: { otp_id: string } }
    ).data;
    const verified = await call('POST', '/auth-v2/reset-password/verify-otp', {
      body: { otp_id, code: MOCK_OTP_CODE },
    });
    const { temporary_token } = (verified.body as { data: { temporary_token: string } }).data;
    await call('POST', '/auth-v2/reset-password', {
      body: { temporary_token, password: 'manager99', password_confirmation: 'manager99' },
    });
    const victor = await loginAs('victor.alvarez@example.com', 'manager99');
    const me = (await call('POST', '/auth/get-me', { token: victor })).body as {
      data: { user: { type: number } };
    };
    expect(me.data.user.type).toBe(5);
    const branches = (await call('GET', '/company-branches', { token: victor })).body as {
      data: Array<{ id: number }>;
    };
    expect(branches.data.map((b) => b.id)).toEqual([austin.id]);

    // Taken back: the branch leaves them.
    await call('PUT', `/employees/${created.id}`, {
      token: owner,
      body: { ...member(austin.id), is_manager: false },
    });
    expect(await managersOf(austin.id)).not.toContain('victor.alvarez@example.com');
    // A member who never had manager access takes nothing from a manager of the same email
    // (review 57: adding, editing or removing one took the branch from manager@demo.test).
    const manager = () => db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    const before = [...manager().branch_ids];
    const plain = expectValid(
      createEmployeeResponse,
      (
        await call('POST', '/employees', {
          token: owner,
          // Houston: he is a member of the branches he manages (seeded with Manager access).
          body: { ...member(branchOf('Houston').id), email: 'MANAGER@demo.test' },
        })
      ).body,
    ).data;
    await call('DELETE', `/employees/${plain.id}`, { token: owner });
    expect(manager().branch_ids).toEqual(before);
    // An email of another account (here the owner's own) is refused on the switch.
    const refused = expectError(
      await call('POST', '/employees', {
        token: owner,
        body: { ...member(austin.id), email: 'owner@demo.test', is_manager: true },
      }),
      422,
    );
    expect(refused.errors.is_manager).toEqual([
      'This email belongs to another account: it cannot be given manager access.',
    ]);
  });

  it('branch employees list: paging, position/status/search filters, by last name', async () => {
    const austin = branchOf('Austin');
    const base = `/company-branches/${austin.id}/employees`;
    const all = expectValid(
      listBranchEmployeesResponse,
      (await call('GET', `${base}?per_page=100`, { token: owner })).body,
    );
    const names = all.data.data.map((e) => e.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const first = expectValid(
      listBranchEmployeesResponse,
      (await call('GET', base, { token: owner })).body,
    );
    expect(first.data.per_page).toBe(10);
    expect(first.data.total).toBe(all.data.total);
    const drivers = expectValid(
      listBranchEmployeesResponse,
      (await call('GET', `${base}?position=1&per_page=100`, { token: owner })).body,
    );
    expect(drivers.data.data.every((e) => e.positions.includes(1))).toBe(true);
    const inactive = expectValid(
      listBranchEmployeesResponse,
      (await call('GET', `${base}?status=0`, { token: owner })).body,
    );
    expect(inactive.data.data.every((e) => e.status === 0)).toBe(true);
    const maria = expectValid(
      listBranchEmployeesResponse,
      (await call('GET', `${base}?search=helper@demo.test`, { token: owner })).body,
    );
    expect(maria.data.data[0].is_helper).toBe(true);
    expectError(await call('GET', `${base}?position=9`, { token: owner }), 422);
  });

  it('managers, helper search, branch invitations', async () => {
    const austin = branchOf('Austin');
    const managers = expectValid(
      listManagersResponse,
      (await call('GET', `/managers?branch_id=${austin.id}`, { token: owner })).body,
    );
    expect(managers.data.map((m) => m.email)).toContain('manager@demo.test');
    const helpers = expectValid(
      searchHelpersGloballyResponse,
      (
        await call('GET', `/company-branches/${austin.id}/search-helpers-globally?per_page=100`, {
          token: owner,
        })
      ).body,
    );
    const maria = helpers.data.data.find(
      (h) => h.first_name === 'Maria' && h.last_name === 'Lopez',
    )!;
    expect(maria.employee_id).not.toBeNull();
    expectError(
      await call('POST', `/company-branches/${austin.id}/invite-helper?id=${maria.id}`, {
        token: owner,
      }),
      422,
    );
    const outsider = helpers.data.data.find(
      (h) => h.employee_id === null && h.branch_invitation?.status !== 'pending',
    );
    if (outsider) {
      const invited = expectValid(
        inviteHelperToBranchResponse,
        (
          await call('POST', `/company-branches/${austin.id}/invite-helper?id=${outsider.id}`, {
            token: owner,
          })
        ).body,
      );
      expect(invited.data.status).toBe('pending');
      expectError(
        await call('POST', `/company-branches/${austin.id}/invite-helper?id=${outsider.id}`, {
          token: owner,
        }),
        422,
      );
    }
    expectError(
      await call('POST', `/company-branches/${austin.id}/invite-helper`, { token: owner }),
      422,
    );
    const invitations = expectValid(
      listHelperBranchInvitationsResponse,
      (
        await call(
          'GET',
          `/company-branches/${austin.id}/helper-branch-invitations?status=pending`,
          { token: owner },
        )
      ).body,
    );
    expect(invitations.data.total).toBeGreaterThan(0);
    const cancelled = expectValid(
      cancelBranchInvitationByCompanyResponse,
      (
        await call(
          'POST',
          `/helper/company-branch-invitation/${invitations.data.data[0].id}/cancel-by-company`,
          { token: owner },
        )
      ).body,
    );
    expect(cancelled.data.status).toBe('cancelled');
    expectError(
      await call(
        'POST',
        `/helper/company-branch-invitation/${invitations.data.data[0].id}/cancel-by-company`,
        { token: owner },
      ),
      422,
    );
    const manager = await loginAs('manager@demo.test');
    expectError(
      await call('GET', `/company-branches/${branchOf('Houston').id}/employees`, {
        token: manager,
      }),
      403,
    );
  });
});
