import { http } from './lib/http';
import {
  createCompanyBranchBody,
  updateCompanyBody,
  updateCompanyBranchBody,
} from '@/platform/api/generated/zod/branches/branches.zod';
import { db, invitationService, manageableBranches, USER_TYPE, type UserRecord } from '../db';
import { forbidden, ok, validationError } from './lib/envelope';
import { toBranch, toBranchDetail, toCompany } from './lib/presenters';
import { parseBody } from './lib/validation';
import { US_STATES, zoneOfState } from '../db/seed/us-states';
import { requireCompanyManager, requireManageableBranch, requirePlanAllows } from './lib/guards';

/** A state the catalogue knows (the same rule as register's): else Laravel's `in` message. */
function checkState(state: string | undefined): void {
  if (state !== undefined && !US_STATES[state])
    throw validationError({ state_initials: ['The selected state initials is invalid.'] });
}

function requireOwner(user: UserRecord): void {
  if (user.type !== USER_TYPE.owner) throw forbidden();
}

function checkServingAreas(ids: number[] | undefined): void {
  if (!ids) return;
  const bad = ids.flatMap((id, index) =>
    db.findById('serving_areas', id) ? [] : [`The selected serving_area_ids.${index} is invalid.`],
  );
  if (bad.length) throw validationError({ serving_area_ids: bad });
}

/** The caller's company (owner or manager). */
function companyOf(user: UserRecord) {
  const company = db.findById('companies', user.company_id ?? 0);
  if (!company) throw forbidden();
  return company;
}

/** Contract tag `branches`. */
export const branchHandlers = [
  // getCompany (not in the spec): the caller's company; helpers 403.
  http.get('*/api/company', async ({ request }) => {
    return ok(toCompany(companyOf(requireCompanyManager(request))));
  }),

  // updateCompany (not in the spec): the owner renames the company (QA 57a M3: a typo at
  // sign-up stayed for ever, on every job helpers saw).
  http.put('*/api/company', async ({ request }) => {
    const user = requireCompanyManager(request);
    requireOwner(user);
    const body = await parseBody(request, updateCompanyBody);
    const name = body.name.trim();
    if (!name) throw validationError({ name: ['The name field is required.'] });
    const renamed = await db.patch('companies', companyOf(user).id, { name });
    return ok(toCompany(renamed), 'Company renamed.');
  }),

  // listCompanyBranches: the branches the user can manage (owner: all of the company's;
  // manager: the assigned ones), each with the user's unread count. Helpers: 403.
  http.get('*/api/company-branches', async ({ request }) => {
    const user = requireCompanyManager(request);
    return ok(manageableBranches(db, user).map((branch) => toBranch(branch, user)));
  }),

  // createCompanyBranch: owners only; the avatar data URL becomes avatar_url. 403 when the
  // company already has as many branches as its plan allows.
  http.post('*/api/company-branches', async ({ request }) => {
    const user = requireCompanyManager(request);
    requireOwner(user);
    requirePlanAllows(user.company_id ?? 0, 'branch');
    const body = await parseBody(request, createCompanyBranchBody);
    checkState(body.state_initials);
    checkServingAreas(body.serving_area_ids);
    const branch = await db.insert('branches', {
      company_id: user.company_id ?? 0,
      name: body.name,
      avatar_url: body.avatar ?? null,
      city: body.city,
      state: US_STATES[body.state_initials] ?? body.state_initials,
      state_initials: body.state_initials,
      timezone: zoneOfState(body.state_initials),
      address: body.address,
      phone: body.phone,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      created_at: new Date().toISOString(),
      serving_area_ids: body.serving_area_ids ?? [],
    });
    return ok(toBranchDetail(branch, user), 'Branch created.');
  }),

  // getCompanyBranch: one branch with details; 404 unknown, 403 not manageable.
  http.get('*/api/company-branches/:id', async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.id);
    return ok(toBranchDetail(branch, user));
  }),

  // updateCompanyBranch (POST, as the spec says): partial; avatar null removes it.
  http.post('*/api/company-branches/:id', async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.id);
    const body = await parseBody(request, updateCompanyBranchBody);
    checkState(body.state_initials);
    checkServingAreas(body.serving_area_ids);
    const { avatar, ...fields } = body;
    const updated = await db.branches.update((q) => q.where({ id: branch.id }), {
      data(draft) {
        for (const [key, value] of Object.entries(fields))
          if (value !== undefined) (draft as Record<string, unknown>)[key] = value;
        if (avatar !== undefined) draft.avatar_url = avatar;
        if (fields.state_initials) {
          draft.state = US_STATES[fields.state_initials] ?? fields.state_initials;
          draft.timezone = zoneOfState(fields.state_initials);
        }
      },
    });
    return ok(toBranchDetail(updated ?? branch, user), 'Branch updated.');
  }),

  // deleteCompanyBranch: owners only; with its orders, invitations, members and notifications.
  http.delete('*/api/company-branches/:id', async ({ request, params }) => {
    const { user, branch } = requireManageableBranch(request, params.id);
    requireOwner(user);
    const orderIds = db.orders.findMany((q) => q.where({ branch_id: branch.id })).map((o) => o.id);
    // Its members leave the crews of other branches' orders the way a company cancel does, so
    // those orders' statuses (and crew counts) are recomputed before the members are deleted.
    const memberIds = db.employees
      .findMany((q) => q.where({ branch_id: branch.id }))
      .map((e) => e.id);
    await invitationService.withdrawEmployeesInvitations(db, memberIds, orderIds);
    for (const offer of db.outsource_offers.findMany((q) => q.where({ branch_id: branch.id })))
      db.offer_applications.deleteMany((q) => q.where({ offer_id: offer.id }));
    db.outsource_offers.deleteMany((q) => q.where({ branch_id: branch.id }));
    db.order_invitations.deleteMany((q) => q.where((i) => orderIds.includes(i.order_id)));
    db.orders.deleteMany((q) => q.where({ branch_id: branch.id }));
    db.employees.deleteMany((q) => q.where({ branch_id: branch.id }));
    db.branch_invitations.deleteMany((q) => q.where({ branch_id: branch.id }));
    db.notifications.deleteMany((q) => q.where({ branch_id: branch.id }));
    for (const manager of db.users.findMany((q) =>
      q.where((u) => u.branch_ids.includes(branch.id)),
    ))
      await db.patch('users', manager.id, {
        branch_ids: manager.branch_ids.filter((id) => id !== branch.id),
      });
    db.branches.delete((q) => q.where({ id: branch.id }));
    return ok(null, 'Branch deleted.');
  }),
];
