import { http } from './lib/http';
import {
  cancelOrderBody,
  cancelOrderInvitationByCompanyBody,
  completeOrderBody,
  createBranchOrderBody,
  editOrderInvitationsBody,
  getBranchOrdersCountQueryParams,
  getOrderDetailQueryParams,
  getOrderInvitableEmployeesQueryParams,
  inviteEmployeeToOrderBody,
  listBranchOrderHistoryQueryParams,
  listBranchOrdersCalendarQueryParams,
  listBranchOrdersQueryParams,
  updateOrderBody,
} from '@/platform/api/generated/zod/orders/orders.zod';
import type { InvitableEmployee } from '@/platform/api/generated/model';
import { addDays, zonedInstant } from '@/platform/format/zone';
import {
  availabilityService as availability,
  canManageBranch,
  db,
  invitationService,
  orderService,
  rosterService,
  StateError,
  type BranchRecord,
  type EmployeeRecord,
  type OrderRecord,
} from '../db';
import * as geography from '../db/services/geography';
import { helperProfileOf } from '../db/services/helpers';
import { timeOffIndex, toTimeOffDates } from '../db/services/time-off';
import { forbidden, notFound, ok, validationError } from './lib/envelope';
import { parseBody, parseQuery } from './lib/validation';
import { crewMemberReview } from '../db/services/crew-ratings';
import { guarded, parseId, requireManageableBranch, requireOrder, requireUser } from './lib/guards';
import {
  activeMembers,
  currentCrew,
  weeklyAvailabilities,
  invitationsOf,
  memberRating,
  toOrder,
  toOrderCard,
  toOrderCards,
  toOrderInvitation,
} from './lib/company-presenters';
import { paginate } from './lib/pagination';
import { recordedPay } from './lib/helper-jobs';

const { isClosed, isLive } = orderService;

/**
 * Crew matching (beyond the spec): where and when a member works. A marketplace helper brings
 * their own serving areas and weekly availabilities (helper settings); an employee works in
 * their branch's serving areas, on the schedule the company keeps (null: none kept).
 */
function matchingFields(
  employee: EmployeeRecord,
  employeeBranch: BranchRecord,
): Pick<InvitableEmployee, 'user_id' | 'is_helper' | 'serving_area_ids' | 'availabilities'> {
  const profile =
    employee.is_helper && employee.user_id != null
      ? helperProfileOf(db, employee.user_id)
      : undefined;
  return {
    user_id: employee.user_id ?? null,
    is_helper: employee.is_helper,
    serving_area_ids: profile
      ? [...profile.serving_area_ids]
      : [...(employeeBranch.serving_area_ids ?? [])],
    availabilities: weeklyAvailabilities(employee),
  };
}
const HOUR = 3_600_000;

type OrderInput = ReturnType<typeof createBranchOrderBody.parse>;

/** Slack for "start_at not in the past" (clock skew, the time it took to fill the form). */
const PAST_GRACE_MS = 60_000;

/**
 * Business checks past the schema, and the help-type rule for addresses. `currentStart`: the
 * stored start of an order being replaced; keeping it (a started order) is not "in the past".
 */
function orderValues(input: OrderInput, currentStart?: string) {
  const errors: Record<string, string[]> = {};
  const pickUps = input.help_type === 2 ? [] : (input.pick_up_addresses ?? []);
  const destinations = input.help_type === 1 ? [] : (input.destination_addresses ?? []);
  if (input.help_type !== 2 && pickUps.length === 0)
    errors.pick_up_addresses = ['The pick up addresses field is required.'];
  if (input.help_type !== 1 && destinations.length === 0)
    errors.destination_addresses = ['The destination addresses field is required.'];
  if (Date.parse(input.end_at) <= Date.parse(input.start_at))
    errors.end_at = ['The end at field must be a date after start at.'];
  const start = Date.parse(input.start_at);
  const unchanged = currentStart !== undefined && start === Date.parse(currentStart);
  if (!unchanged && start < Date.now() - PAST_GRACE_MS)
    errors.start_at = ['The start at field must be a date after or equal to now.'];
  if (Object.keys(errors).length) throw validationError(errors);
  const address = (a: (typeof pickUps)[number]) => ({
    street: a.street,
    unit: a.unit ?? null,
    city: a.city,
    state: a.state,
    zip: a.zip,
    lat: a.lat ?? null,
    lng: a.lng ?? null,
  });
  return {
    help_type: input.help_type,
    pick_up_addresses: pickUps.map(address),
    destination_addresses: destinations.map(address),
    customer: {
      first_name: input.customer.first_name,
      last_name: input.customer.last_name,
      primary_phone: input.customer.primary_phone,
      secondary_phone: input.customer.secondary_phone ?? null,
      email: input.customer.email ?? null,
    },
    start_at: new Date(input.start_at).toISOString(),
    end_at: new Date(input.end_at).toISOString(),
    helpers_needed: input.helpers_needed,
    trucks_needed: input.trucks_needed,
    hourly_rate: input.hourly_rate,
    notes: input.notes ?? null,
  };
}

function activeOrders(branchId: number): OrderRecord[] {
  return db.orders.findMany((q) => q.where({ branch_id: branchId })).filter((o) => !isClosed(o));
}

function statusFilter(raw: string | undefined): (o: OrderRecord) => boolean {
  if (!raw) return () => true;
  const wanted = new Set(raw.split(',').map(Number));
  return (o) => wanted.has(o.status);
}

function startingSoon(flag: number | undefined): (o: OrderRecord) => boolean {
  if (flag !== 1) return () => true;
  const now = Date.now();
  return (o) => {
    const start = Date.parse(o.start_at);
    return start >= now && start <= now + 48 * HOUR;
  };
}

const SORTS: Record<string, (a: OrderRecord, b: OrderRecord) => number> = {
  '-updated_at': (a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
  updated_at: (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
  start_at: (a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id,
  '-start_at': (a, b) => b.start_at.localeCompare(a.start_at) || b.id - a.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  '-created_at': (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
};

function employeeIdsError(
  ids: number[],
  branchCompanyId: number,
  /** Already live on the order (edit-invitations keeps them): a later block does not refuse them. */
  live: ReadonlySet<number> = new Set(),
): void {
  const errors: string[] = [];
  const blocked = rosterService.blockedHelperIds(db, branchCompanyId);
  for (const [index, id] of ids.entries()) {
    const employee = db.findById('employees', id);
    const branch = employee ? db.findById('branches', employee.branch_id) : undefined;
    if (!employee || employee.deleted_at != null || branch?.company_id !== branchCompanyId)
      errors.push(`The selected employee_ids.${index} is invalid.`);
    else if (employee.status !== 1) errors.push(`Employee ${id} is inactive.`);
    else if (employee.user_id != null && blocked.has(employee.user_id) && !live.has(employee.id))
      errors.push(`${employee.first_name} ${employee.last_name} is blocked by your company.`);
  }
  if (errors.length) throw validationError({ employee_ids: errors });
}

/** Contract tag `orders`. */
export const orderHandlers = [
  // listBranchOrders: active orders as cards; filter[status], filter[starting_soon], sort.
  http.get('*/api/company-branches/:id/orders', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, listBranchOrdersQueryParams);
    const explicitSort = new URL(request.url).searchParams.has('sort');
    const sort = query['filter[starting_soon]'] === 1 && !explicitSort ? 'start_at' : query.sort;
    const items = activeOrders(branch.id)
      .filter(statusFilter(query['filter[status]']))
      .filter(startingSoon(query['filter[starting_soon]']))
      .sort(SORTS[sort]);
    return ok(paginate(items, query.page, query.per_page, toOrderCards()));
  }),

  // getBranchOrdersCount: count (filter) and total_count (all active orders).
  http.get('*/api/company-branches/:id/orders/count', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, getBranchOrdersCountQueryParams);
    const all = activeOrders(branch.id);
    const count = all
      .filter(statusFilter(query['filter[status]']))
      .filter(startingSoon(query['filter[starting_soon]'])).length;
    return ok({ count, total_count: all.length });
  }),

  // listBranchOrderHistory: completed or cancelled orders, newest closed first.
  http.get('*/api/company-branches/:id/orders/history', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, listBranchOrderHistoryQueryParams);
    const closedAt = (o: OrderRecord) => o.completed_at ?? o.cancelled_at ?? '';
    const items = db.orders
      .findMany((q) => q.where({ branch_id: branch.id }))
      .filter(isClosed)
      .sort((a, b) => closedAt(b).localeCompare(closedAt(a)) || b.id - a.id);
    return ok(paginate(items, query.page, query.per_page, toOrderCards()));
  }),

  // listBranchOrdersCalendar: orders overlapping the days [date_from, date_to] of the
  // branch's time zone (a job crossing midnight shows on both days), not cancelled.
  http.get('*/api/company-branches/:id/orders/calendar', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const query = parseQuery(request, listBranchOrdersCalendarQueryParams);
    const dateFrom = query['filter[date_from]'];
    const dateTo = query['filter[date_to]'];
    const from = zonedInstant(dateFrom, '00:00', branch.timezone).toISOString();
    const to = new Date(
      zonedInstant(addDays(dateTo, 1), '00:00', branch.timezone).getTime() - 1,
    ).toISOString();
    if (dateTo < dateFrom)
      throw validationError({
        'filter[date_to]': [
          'The filter date to field must be a date after or equal to filter date from.',
        ],
      });
    const items = db.orders
      .findMany((q) => q.where({ branch_id: branch.id }))
      .filter((o) => o.cancelled_at == null && o.end_at >= from && o.start_at <= to)
      .sort(SORTS.start_at);
    return ok(paginate(items, query['page[number]'], query['page[size]'], toOrderCards()));
  }),

  // createBranchOrder: not formed, next company order number.
  http.post('*/api/company-branches/:id/orders', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const values = orderValues(await parseBody(request, createBranchOrderBody));
    const now = new Date().toISOString();
    const order = await db.insert('orders', {
      ...values,
      number: orderService.nextOrderNumber(db, branch.company_id),
      branch_id: branch.id,
      company_id: branch.company_id,
      status: 1,
      outsource_offer_id: null,
      completed_at: null,
      cancelled_at: null,
      created_at: now,
      updated_at: now,
      cancel_reason: null,
      completion: null,
    });
    return ok(toOrder(order), 'Order created.');
  }),

  http.get('*/api/orders/:id', async ({ request, params }) => {
    const { order } = requireOrder(request, params.id);
    return ok(toOrder(order));
  }),

  // updateOrder: full replace of an active order; helpers_needed change re-derives status.
  http.put('*/api/orders/:id', async ({ request, params }) => {
    const { order } = requireOrder(request, params.id);
    const values = orderValues(await parseBody(request, updateOrderBody), order.start_at);
    if (isClosed(order))
      throw validationError({ status: ['A completed or cancelled order cannot be edited.'] });
    // Moved (not in the spec): nobody of its accepted crew on two jobs at once; then each is
    // told and asked to confirm again (contract/README "Rescheduled jobs").
    // One message naming each such person: a form shows one message a field.
    const clashes = invitationService.crewClashes(db, order, values);
    if (clashes.length) throw validationError({ start_at: [clashes.join(' ')] });
    // Not fewer helpers than accepted it (QA 2026-12-04: "2 of 1", and nobody told).
    const crew = db.order_invitations.findMany((q) =>
      q.where({ order_id: order.id, status: 'accepted' }),
    ).length;
    if (values.helpers_needed < crew)
      throw validationError({
        helpers_needed: [
          `${crew} people have accepted this job: take someone off its crew before needing fewer.`,
        ],
      });
    const before = { ...order };
    await db.patch('orders', order.id, {
      ...values,
      updated_at: new Date().toISOString(),
    });
    await invitationService.rescheduleCrew(db, before, values);
    // Its new start says whether it is under way, as for the move: a started job moved to a
    // start still ahead tells its crew of a cut too.
    await invitationService.repriceCrew(
      db,
      { ...before, start_at: values.start_at },
      values.hourly_rate,
    );
    const updated = await orderService.recomputeOrderStatus(db, order.id);
    return ok(toOrder(updated), 'Order updated.');
  }),

  // deleteOrder: only not formed active orders.
  http.delete('*/api/orders/:id', async ({ request, params }) => {
    const { order } = requireOrder(request, params.id);
    if (order.status !== 1 || isClosed(order))
      throw validationError({ status: ['Only not formed orders can be deleted.'] });
    db.order_invitations.deleteMany((q) => q.where({ order_id: order.id }));
    for (const offer of db.outsource_offers.findMany((q) => q.where({ order_id: order.id }))) {
      db.offer_applications.deleteMany((q) => q.where({ offer_id: offer.id }));
      db.outsource_offers.delete((q) => q.where({ id: offer.id }));
    }
    db.orders.delete((q) => q.where({ id: order.id }));
    return ok(null, 'Order deleted.');
  }),

  // cancelOrder: formed (2, 3, 4) active orders; optional reason.
  http.post('*/api/orders/:id/cancel', async ({ request, params }) => {
    const { order, user } = requireOrder(request, params.id);
    const body = await parseBody(request, cancelOrderBody);
    const updated = await guarded(() =>
      orderService.cancelOrder(db, order.id, body.reason ?? null, { actorId: user.id }),
    );
    return ok(toOrder(updated), 'Order cancelled.');
  }),

  // completeOrder: started, formed-ish active orders; worked hours in quarter hours.
  http.post('*/api/orders/:id/complete', async ({ request, params }) => {
    const { order, user } = requireOrder(request, params.id);
    const body = await parseBody(request, completeOrderBody);
    const crew = new Set(currentCrew(order.id).map((c) => c.employee_id));
    const bad = (body.crew_hours ?? []).flatMap((c, i) =>
      crew.has(c.employee_id) ? [] : [`The selected crew_hours.${i}.employee_id is invalid.`],
    );
    if (bad.length) throw validationError({ crew_hours: bad });
    const updated = await guarded(() =>
      orderService.completeOrder(db, order.id, { ...body, rated_by: user.id }),
    );
    return ok(toOrder(updated), 'Order completed.');
  }),

  // inviteEmployeeToOrder: invites company members; already live ones skipped.
  http.post('*/api/orders/:id/invite-employee', async ({ request, params }) => {
    const { order, branch } = requireOrder(request, params.id);
    const body = await parseBody(request, inviteEmployeeToOrderBody);
    employeeIdsError(body.employee_ids, branch.company_id);
    const created = await guarded(async () => {
      if (invitationService.hasEnded(order))
        throw new StateError(invitationService.ENDED_MESSAGES.invite(order.number), 'end_at');
      return invitationService.inviteEmployees(db, order.id, body.employee_ids);
    });
    return ok(created.map(toOrderInvitation), 'Invitations sent.');
  }),

  // editOrderInvitations: the wanted crew; returns every live invitation.
  http.post('*/api/orders/:id/edit-invitations', async ({ request, params }) => {
    const { order, branch } = requireOrder(request, params.id);
    const body = await parseBody(request, editOrderInvitationsBody);
    const live = new Set(
      invitationsOf(order.id)
        .filter(isLive)
        .map((i) => i.employee_id),
    );
    employeeIdsError(body.employee_ids, branch.company_id, live);
    await guarded(async () => {
      if (isClosed(order)) throw new StateError('The order is already closed.');
      // Keeping or taking people off an ended job is fine; adding someone is an invitation.
      if (invitationService.hasEnded(order) && body.employee_ids.some((id) => !live.has(id)))
        throw new StateError(invitationService.ENDED_MESSAGES.invite(order.number), 'end_at');
      const wanted = new Set(body.employee_ids);
      for (const invitation of invitationsOf(order.id).filter(isLive))
        if (!wanted.has(invitation.employee_id))
          await invitationService.cancelInvitationByCompany(db, invitation.id);
      await invitationService.inviteEmployees(db, order.id, body.employee_ids);
    });
    return ok(invitationsOf(order.id).filter(isLive).map(toOrderInvitation), 'Crew updated.');
  }),

  http.get('*/api/orders/:id/card', async ({ request, params }) => {
    const { order } = requireOrder(request, params.id);
    return ok(toOrderCard(order));
  }),

  http.get('*/api/orders/:id/current-crew', async ({ request, params }) => {
    const { order } = requireOrder(request, params.id);
    return ok(currentCrew(order.id));
  }),

  // getOrderInvitableEmployees: active company members not on the crew, split by branch.
  http.get('*/api/orders/:id/invitable-employees', async ({ request, params }) => {
    const { order, branch, user } = requireOrder(request, params.id);
    const query = parseQuery(request, getOrderInvitableEmployeesQueryParams);
    const invitations = invitationsOf(order.id);
    const live = invitations.filter(isLive);
    const onCrew = new Set(live.map((i) => i.employee_id));
    // A helper is one person in every branch she belongs to: on the crew as one member, she
    // is not invitable as another (inviteEmployees skips her).
    const onCrewUsers = new Set(live.flatMap((i) => (i.user_id == null ? [] : [i.user_id])));
    const search = (query.search ?? '').trim().toLowerCase();
    // No double booking: who holds an accepted job overlapping this order, and which.
    const busy = availability.busyIndex(db, order);
    // Time off (7/8): who is off on the order's days (its branch's clocks), and which entry.
    const off = timeOffIndex(db, order);
    // 7/8: blocked helpers are never offered; favourites are marked (roster_status).
    const blocked = rosterService.blockedHelperIds(db, branch.company_id);
    const branches = db.branches
      .findMany((q) => q.where({ company_id: branch.company_id }))
      .filter((b) => canManageBranch(user, b));
    const present = (employeeBranch: BranchRecord) =>
      activeMembers(employeeBranch.id)
        .filter((e) => e.status === 1 && !onCrew.has(e.id))
        .filter((e) => e.user_id == null || !onCrewUsers.has(e.user_id))
        .filter((e) => e.user_id == null || !blocked.has(e.user_id))
        .filter((e) => query.position === undefined || e.positions.includes(query.position))
        .filter((e) => !search || `${e.first_name} ${e.last_name}`.toLowerCase().includes(search))
        .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id)
        .map((e): InvitableEmployee => {
          const earlier = invitations
            .filter((i) => i.employee_id === e.id)
            .sort((a, b) => b.id - a.id)[0];
          const holding = availability.lookup(busy, { employee_id: e.id, user_id: e.user_id });
          const dayOff = e.user_id != null ? off.get(e.user_id) : undefined;
          return {
            employee_id: e.id,
            branch_id: employeeBranch.id,
            branch_name: employeeBranch.name,
            first_name: e.first_name,
            last_name: e.last_name,
            avatar_url: e.avatar_url,
            positions: e.positions,
            price: e.price,
            rating: memberRating(e),
            is_available: holding === undefined && dayOff === undefined,
            busy_with: holding ? availability.toBusyWith(holding, order.company_id) : null,
            time_off: dayOff ? toTimeOffDates(dayOff) : null,
            invitation: earlier ? { id: earlier.id, status: earlier.status } : null,
            ...matchingFields(e, employeeBranch),
            roster_status: rosterService.rosterStatusOf(db, branch.company_id, e.user_id),
          };
        });
    return ok({
      branch_employees: present(branch),
      other_branch_employees: branches.filter((b) => b.id !== branch.id).flatMap(present),
      order_serving_areas: await geography.orderCounties(db, order),
    });
  }),

  // getOrderDetail: order, crew, invitations (newest first), completion; mover/moving_team on ask.
  http.get('*/api/orders/:id/detail', async ({ request, params }) => {
    const { order, branch } = requireOrder(request, params.id);
    const query = parseQuery(request, getOrderDetailQueryParams);
    const invitations = invitationsOf(order.id).sort((a, b) => b.id - a.id);
    const detail: Record<string, unknown> = {
      order: toOrder(order),
      crew: currentCrew(order.id),
      invitations: invitations.map(toOrderInvitation),
      completion: order.completion
        ? {
            worked_hours: order.completion.worked_hours,
            notes: order.completion.notes,
            final_price: order.completion.final_price ?? null,
            crew_rating: order.completion.crew_rating ?? null,
            completed_at: order.completion.completed_at,
          }
        : null,
    };
    if (query.mover === 1) {
      const company = db.findById('companies', branch.company_id);
      detail.mover = {
        company_id: branch.company_id,
        company_name: company?.name ?? '',
        branch_id: branch.id,
        branch_name: branch.name,
        avatar_url: branch.avatar_url,
        phone: branch.phone,
      };
    }
    if (query.moving_team === 1) {
      // Accepted at completion or cancellation time (cancelling an order cancels its crew).
      const team = new Set(orderService.crewAtClose(db, order).map((i) => i.id));
      detail.moving_team = invitations
        .filter((i) => team.has(i.id))
        .flatMap((i) => {
          const e = db.findById('employees', i.employee_id);
          if (!e) return [];
          // Her rate and pay on this job as her own items say them (contract/README "Pay on the job").
          const rate = invitationService.crewJobRate(db, i);
          const pay = recordedPay(order, e.id, rate);
          return [
            {
              employee_id: e.id,
              first_name: e.first_name,
              last_name: e.last_name,
              avatar_url: e.avatar_url,
              positions: e.positions,
              price: e.price,
              worked_hours: pay?.worked_hours ?? null,
              job_hourly_rate: rate,
              recorded_pay: pay,
              company_review: crewMemberReview(db, order, e),
            },
          ];
        });
    }
    return ok(detail);
  }),

  // cancelOrderInvitationByCompany: a live order invitation of the caller's branch.
  http.post('*/api/invitations/:id/cancel-by-company', async ({ request, params }) => {
    const user = requireUser(request);
    const id = parseId(params.id);
    const invitation = id === null ? undefined : db.findById('order_invitations', id);
    if (!invitation) throw notFound('Invitation');
    const branch = db.findById('branches', invitation.branch_id);
    if (!branch || !canManageBranch(user, branch)) throw forbidden();
    const body = await parseBody(request, cancelOrderInvitationByCompanyBody);
    const updated = await guarded(() =>
      invitationService.cancelInvitationByCompany(db, invitation.id, {
        movedTo: body.moved_to_invitation_id ?? null,
      }),
    );
    return ok(toOrderInvitation(updated), 'Invitation cancelled.');
  }),
];
