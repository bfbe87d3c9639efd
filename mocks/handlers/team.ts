import { http } from './lib/http';
import {
  createEmployeeBody,
  inviteHelperToBranchQueryParams,
  listBranchEmployeesQueryParams,
  listHelperBranchInvitationsQueryParams,
  listManagersQueryParams,
  searchHelpersGloballyQueryParams,
  updateEmployeeBody,
  updateEmployeePriceStatusBody,
} from '@/platform/api/generated/zod/team/team.zod';
import {
  canManageBranch,
  db,
  invitationService,
  manageableBranches,
  orderService,
  rosterService,
  USER_TYPE,
  type EmployeeRecord,
} from '../db';
import { branchCounties } from '../db/services/geography';
import { helperProfileOf } from '../db/services/helpers';
import {
  canHaveManagerAccess,
  linkManagerAccount,
  mayChangeManagerAccess,
  NOT_A_MANAGER_EMAIL,
  syncManagerAccess,
} from '../db/services/manager-access';
import { forbidden, notFound, ok, validationError } from './lib/envelope';
import { parseBody, parseQuery } from './lib/validation';
import { refuseHelperOwnChanges } from './lib/helper-own';
import {
  parseId,
  requireCompanyManager,
  requireEmployee,
  requireManageableBranch,
  requirePlanAllows,
  requireUser,
} from './lib/guards';
import {
  activeMembers,
  toBranchInvitation,
  toEmployee,
  toHelperSummary,
} from './lib/company-presenters';
import { paginate } from './lib/pagination';

function emailTaken(branchId: number, email: string, exceptId?: number): void {
  const lower = email.toLowerCase();
  if (activeMembers(branchId).some((e) => e.id !== exceptId && e.email?.toLowerCase() === lower))
    throw validationError({ email: ['The email has already been taken.'] });
}

const byName = (a: EmployeeRecord, b: EmployeeRecord) =>
  a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id;

const managerFlag = (sent: boolean | null | undefined, was: boolean) => sent ?? was;
const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Contract tag `team`: members, managers, branch invitations of marketplace helpers. */
export const teamHandlers = [
  // createEmployee: a member of a branch the caller manages (body branch_id); 403 when the
  // company already has as many team members as its plan allows.
  http.post('*/api/employees', async ({ request }) => {
    const user = requireCompanyManager(request);
    const body = await parseBody(request, createEmployeeBody);
    const branch = db.findById('branches', body.branch_id);
    if (!branch) throw validationError({ branch_id: ['The selected branch id is invalid.'] });
    if (!canManageBranch(user, branch)) throw forbidden();
    // Only the owner gives Manager access (QA-184 H1); false, or left out, gives nothing.
    if (body.is_manager && !mayChangeManagerAccess(user)) throw forbidden();
    requirePlanAllows(branch.company_id, 'member');
    emailTaken(branch.id, body.email);
    if (
      body.is_manager &&
      !canHaveManagerAccess(db, branch.company_id, { ...body, is_helper: false })
    )
      throw validationError({ is_manager: [NOT_A_MANAGER_EMAIL] });
    const now = new Date().toISOString();
    const employee = await db.insert('employees', {
      user_id: null,
      branch_id: branch.id,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone,
      avatar_url: body.avatar ?? null,
      positions: [...new Set(body.positions)],
      price: body.price,
      status: body.status ?? 1,
      is_helper: false,
      is_manager: body.is_manager ?? false,
      rating: { average: 0, count: 0 },
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    // Manager access is a manager's login for the branch (QA 57 H3).
    await syncManagerAccess(db, employee, false, now);
    return ok(toEmployee(await linkManagerAccount(db, employee)), 'Member added.');
  }),

  http.get('*/api/employees/:id', async ({ request, params }) => {
    const { employee } = requireEmployee(request, params.id);
    return ok(toEmployee(employee));
  }),

  // updateEmployee: full replace of the editable fields.
  http.put('*/api/employees/:id', async ({ request, params }) => {
    const { user, employee } = requireEmployee(request, params.id);
    const body = await parseBody(request, updateEmployeeBody);
    // Only the owner gives or takes Manager access (QA-184 H1): a manager's save leaves it
    // out, or sends it as it is.
    if (
      body.is_manager !== undefined &&
      body.is_manager !== employee.is_manager &&
      !mayChangeManagerAccess(user)
    )
      throw forbidden();
    // A member with Manager access signs in with their email: only the owner moves it (QA-191),
    // a manager's save sends it as it is.
    if (employee.is_manager && body.email !== employee.email && !mayChangeManagerAccess(user))
      throw forbidden();
    emailTaken(employee.branch_id, body.email, employee.id);
    refuseHelperOwnChanges(employee, body);
    const managerAfter = managerFlag(body.is_manager, employee.is_manager);
    const branch = db.findById('branches', employee.branch_id);
    if (
      managerAfter &&
      branch &&
      !canHaveManagerAccess(db, branch.company_id, {
        email: body.email ?? employee.email,
        is_helper: employee.is_helper,
      })
    )
      throw validationError({ is_manager: [NOT_A_MANAGER_EMAIL] });
    // Another email: the access leaves the old one's account first.
    if (employee.is_manager && !sameAddress(body.email ?? employee.email, employee.email))
      await syncManagerAccess(db, { ...employee, is_manager: false }, true);
    const { avatar, ...fields } = body;
    const updated = await db.patch('employees', employee.id, {
      ...fields,
      positions: [...new Set(fields.positions)],
      status: fields.status ?? employee.status,
      is_manager: fields.is_manager ?? employee.is_manager,
      ...(avatar !== undefined ? { avatar_url: avatar } : {}),
      updated_at: new Date().toISOString(),
    });
    await syncManagerAccess(db, updated, employee.is_manager);
    return ok(toEmployee(await linkManagerAccount(db, updated)), 'Member updated.');
  }),

  // deleteEmployee: soft delete; their pending order invitations are cancelled.
  http.delete('*/api/employees/:id', async ({ request, params }) => {
    const { user, employee } = requireEmployee(request, params.id);
    // Removing a member with Manager access takes their login for the branch: the owner's alone
    // (QA-191), as the switch is.
    if (employee.is_manager && !mayChangeManagerAccess(user)) throw forbidden();
    const now = new Date().toISOString();
    for (const invitation of db.order_invitations.findMany((q) =>
      q.where({ employee_id: employee.id, status: 'pending' }),
    )) {
      const order = db.findById('orders', invitation.order_id);
      if (order && !orderService.isClosed(order))
        await invitationService.cancelInvitationByCompany(db, invitation.id);
    }
    const removed = await db.patch('employees', employee.id, { deleted_at: now, updated_at: now });
    await syncManagerAccess(db, removed, employee.is_manager, now);
    return ok(null, 'Member removed.');
  }),

  // updateEmployeePriceStatus: the quick edit; at least one of price/status.
  http.put('*/api/employees/:id/update', async ({ request, params }) => {
    const { employee } = requireEmployee(request, params.id);
    const body = await parseBody(request, updateEmployeePriceStatusBody);
    if (body.price === undefined && body.status === undefined)
      throw validationError({ price: ['The price field is required when status is not present.'] });
    refuseHelperOwnChanges(employee, { price: body.price });
    const updated = await db.patch('employees', employee.id, {
      ...(body.price !== undefined ? { price: body.price } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      updated_at: new Date().toISOString(),
    });
    return ok(toEmployee(updated), 'Member updated.');
  }),

  // listManagers: the company's managers (type 5); `branch_id` filter.
  http.get('*/api/managers', async ({ request }) => {
    const user = requireCompanyManager(request);
    const query = parseQuery(request, listManagersQueryParams);
    const visible = new Set(manageableBranches(db, user).map((b) => b.id));
    if (query.branch_id !== undefined && !visible.has(query.branch_id)) throw forbidden();
    const managers = db.users
      .findMany((q) => q.where({ company_id: user.company_id ?? -1, type: USER_TYPE.manager }))
      .filter((m) => query.branch_id === undefined || m.branch_ids.includes(query.branch_id))
      .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id)
      .map((m) => ({
        id: m.id,
        first_name: m.first_name,
        last_name: m.last_name,
        email: m.email,
        phone: m.phone ?? null,
        avatar_url: m.avatar_url,
        branch_ids: [...m.branch_ids],
      }));
    return ok(managers);
  }),

  // inviteHelperToBranch: query id = helper's user id; 422 when member or pending; 403 when
  // the company's plan has no helper search (Starter).
  http.post('*/api/company-branches/:id/invite-helper', async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.id);
    requirePlanAllows(branch.company_id, 'helper_search');
    const query = parseQuery(request, inviteHelperToBranchQueryParams);
    const helper = db.findById('users', query.id);
    // No such user: a helper who deleted her account (her row may still be on a list loaded
    // before), 404 as any unknown id; a user who is no marketplace helper is a bad `id`.
    if (!helper) throw notFound('Helper');
    if (helper.type !== USER_TYPE.helper)
      throw validationError({ id: ['The selected id is invalid.'] });
    // 7/8: a helper the company blocked cannot be invited (she is not listed either).
    if (rosterService.isBlocked(db, branch.company_id, helper.id))
      throw validationError({ id: ['This helper is blocked by your company.'] });
    if (activeMembers(branch.id).some((e) => e.user_id === helper.id))
      throw validationError({ id: ['This helper is already a member of the branch.'] });
    if (
      db.branch_invitations.findFirst((q) =>
        q.where({ branch_id: branch.id, helper_id: helper.id, status: 'pending' }),
      )
    )
      throw validationError({ id: ['This helper already has a pending invitation.'] });
    const now = new Date().toISOString();
    const invitation = await db.insert('branch_invitations', {
      branch_id: branch.id,
      helper_id: helper.id,
      invited_by_id: user.id,
      status: 'pending',
      created_at: now,
      updated_at: now,
      responded_at: null,
    });
    return ok(toBranchInvitation(invitation), 'Invitation sent.');
  }),

  // listBranchEmployees: paged (10) by last name; position, status, search filters.
  http.get('*/api/company-branches/:id/employees', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, listBranchEmployeesQueryParams);
    const search = (query.search ?? '').trim().toLowerCase();
    const items = activeMembers(branch.id)
      .filter((e) => query.position === undefined || e.positions.includes(query.position))
      .filter((e) => query.status === undefined || e.status === query.status)
      .filter(
        (e) =>
          !search ||
          `${e.first_name} ${e.last_name} ${e.email ?? ''} ${e.phone ?? ''}`
            .toLowerCase()
            .includes(search),
      )
      .sort(byName);
    return ok(paginate(items, query.page, query.per_page, toEmployee));
  }),

  // searchHelpersGlobally: marketplace helpers with their relation here, those who serve the
  // branch's area first (any of its counties; QA: Austin's search listed Houston, Atlanta and
  // Miami helpers first), then best rated, then by name; the company's blocked helpers are
  // left out (7/8), and so is a helper who deleted her account (her user is gone); 403 when
  // the company's plan has no helper search (Starter).
  http.get('*/api/company-branches/:id/search-helpers-globally', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    requirePlanAllows(branch.company_id, 'helper_search');
    const query = parseQuery(request, searchHelpersGloballyQueryParams);
    const search = (query.search ?? '').trim().toLowerCase();
    const blocked = rosterService.blockedHelperIds(db, branch.company_id);
    const area = new Set(await branchCounties(db, branch));
    const servesArea = (userId: number) =>
      helperProfileOf(db, userId)?.serving_area_ids.some((id) => area.has(id)) ?? false;
    const items = db.users
      .findMany((q) => q.where({ type: USER_TYPE.helper }))
      .filter((u) => !blocked.has(u.id))
      .filter(
        (u) =>
          !search ||
          `${u.first_name} ${u.last_name} ${u.email} ${u.phone ?? ''}`
            .toLowerCase()
            .includes(search),
      )
      .map((u) => ({ user: u, summary: toHelperSummary(u.id), serves: servesArea(u.id) }))
      .sort(
        (a, b) =>
          Number(b.serves) - Number(a.serves) ||
          b.summary.rating.average - a.summary.rating.average ||
          a.user.last_name.localeCompare(b.user.last_name) ||
          a.user.first_name.localeCompare(b.user.first_name) ||
          a.user.id - b.user.id,
      );
    return ok(
      paginate(items, query.page, query.per_page, ({ user, summary, serves }) => {
        const member = activeMembers(branch.id).find((e) => e.user_id === user.id);
        const latest = db.branch_invitations
          .findMany((q) => q.where({ branch_id: branch.id, helper_id: user.id }))
          .sort((a, b) => b.id - a.id)[0];
        const profile = helperProfileOf(db, user.id);
        return {
          ...summary,
          city: profile?.city ?? null,
          state_initials: profile?.state_initials ?? null,
          employee_id: member?.id ?? null,
          branch_invitation: latest ? { id: latest.id, status: latest.status } : null,
          roster_status: rosterService.rosterStatusOf(db, branch.company_id, user.id),
          serves_branch_area: serves,
        };
      }),
    );
  }),

  // listHelperBranchInvitations: newest first; `status` filter.
  http.get('*/api/company-branches/:id/helper-branch-invitations', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, listHelperBranchInvitationsQueryParams);
    const items = db.branch_invitations
      .findMany((q) => q.where({ branch_id: branch.id }))
      .filter((i) => !query.status || i.status === query.status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return ok(paginate(items, query.page, query.per_page, toBranchInvitation));
  }),

  // cancelBranchInvitationByCompany: pending only.
  http.post(
    '*/api/helper/company-branch-invitation/:id/cancel-by-company',
    async ({ request, params }) => {
      const user = requireUser(request);
      const id = parseId(params.id);
      const invitation = id === null ? undefined : db.findById('branch_invitations', id);
      if (!invitation) throw notFound('Invitation');
      const branch = db.findById('branches', invitation.branch_id);
      if (!branch || !canManageBranch(user, branch)) throw forbidden();
      if (invitation.status !== 'pending')
        throw validationError({ status: [`The invitation is ${invitation.status}, not pending.`] });
      const updated = await db.patch('branch_invitations', invitation.id, {
        status: 'cancelled',
        updated_at: new Date().toISOString(),
      });
      return ok(toBranchInvitation(updated), 'Invitation cancelled.');
    },
  ),
];
