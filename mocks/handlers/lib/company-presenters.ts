import type {
  Availability,
  BranchInvitation,
  BusyWith,
  CrewMember,
  Employee,
  EmployeeSummary,
  HelperSummary,
  OfferApplication,
  Order,
  OrderCard,
  OrderInvitation,
  OutsourceOffer,
} from '@/platform/api/generated/model';
import {
  db,
  type BranchInvitationRecord,
  type EmployeeRecord,
  type OfferApplicationRecord,
  type OrderInvitationRecord,
  type OrderRecord,
  type OutsourceOfferRecord,
} from '../../db';
import { awaitsHerAnswer, confirmationOf } from '../../db/services/confirmations';
import { crewAtClose, latestApplications } from '../../db/services/orders';
import { broughtByOffer, crewJobRate } from '../../db/services/invitations';
import { busyWith, toBusyWith } from '../../db/services/availability';
import { helperProfileOf, helperRating } from '../../db/services/helpers';
import { onTheWay } from '../../db/services/on-my-way';
import { timeClock } from '../../db/services/time-clock';
import { rosterStatusOf } from '../../db/services/roster';
import { nextTimeOff, timeOffIndex, toTimeOffDates } from '../../db/services/time-off';

/* Company-domain records -> contract shapes (orders, crews, employees, offers). */

export const activeMembers = (branchId: number) =>
  db.employees.findMany((q) => q.where((e) => e.branch_id === branchId && e.deleted_at == null));

/**
 * A member's weekly working windows (crew matching, the dispatch board): a marketplace
 * helper's own availabilities (helper settings); for an employee, the schedule the company
 * keeps; null when none is kept (they work whenever booked).
 */
export function weeklyAvailabilities(employee: EmployeeRecord): Availability[] | null {
  const profile =
    employee.is_helper && employee.user_id != null
      ? helperProfileOf(db, employee.user_id)
      : undefined;
  if (profile) return profile.availabilities.map((a) => ({ ...a }));
  return employee.availabilities?.map((a) => ({ ...a })) ?? null;
}

/**
 * A member's rating as every screen shows it: a marketplace helper's is her own, from every
 * review of her work (the rating she sees, Find helpers shows and the company's crew ratings
 * add to); an employee's is the one the company keeps. Two numbers for one person read as a
 * mistake (a review of the demo, 2026-11-30: Maria Lopez 4.8 on the team, 4.5 in Find helpers).
 */
export function memberRating(employee: EmployeeRecord): Employee['rating'] {
  return employee.is_helper && employee.user_id != null
    ? helperRating(db, employee.user_id)
    : employee.rating;
}

export function toEmployee(employee: EmployeeRecord): Employee {
  // The weekly schedule (crew matching) is the mock's own record: the contract shows it on
  // invitable people only (InvitableEmployee.availabilities), not on Employee.
  const { deleted_at: _deleted, availabilities: _availabilities, ...rest } = employee;
  const off = nextTimeOff(db, employee, new Date());
  return {
    ...rest,
    rating: memberRating(employee),
    roster_status: memberRosterStatus(employee),
    // Dates only: the reason is hers.
    time_off: off ? toTimeOffDates(off) : null,
  };
}

/** The member's place on her company's roster (7/8): favourite, blocked or null. */
export function memberRosterStatus(employee: EmployeeRecord): Employee['roster_status'] {
  const branch = db.findById('branches', employee.branch_id);
  return branch ? rosterStatusOf(db, branch.company_id, employee.user_id) : null;
}

export function toEmployeeSummary(employee: EmployeeRecord): EmployeeSummary {
  return {
    employee_id: employee.id,
    first_name: employee.first_name,
    last_name: employee.last_name,
    avatar_url: employee.avatar_url,
    positions: employee.positions,
  };
}

export function toHelperSummary(helperId: number): HelperSummary {
  const user = db.findById('users', helperId);
  const profile = helperProfileOf(db, helperId);
  return {
    id: helperId,
    first_name: user?.first_name ?? 'Former',
    last_name: user?.last_name ?? 'helper',
    avatar_url: user?.avatar_url ?? null,
    positions: user?.positions ?? [3],
    hourly_rate: profile?.hourly_rate ?? 2500,
    rating: helperRating(db, helperId),
  };
}

export function invitationsOf(orderId: number): OrderInvitationRecord[] {
  return db.order_invitations.findMany((q) => q.where({ order_id: orderId }));
}

/**
 * The crew a card counts and shows: who has accepted, and once its order is cancelled, who had
 * (the crew at cancellation, as its History details list it: review L15, "0 of 4" before).
 */
function crewOf(order: OrderRecord, invitations: OrderInvitationRecord[]) {
  return order.cancelled_at != null
    ? crewAtClose(db, order, invitations)
    : invitations.filter((i) => i.status === 'accepted');
}

export function toOrder(order: OrderRecord): Order {
  const { company_id: _company, completion: _completion, ...rest } = order;
  const invitations = invitationsOf(order.id);
  const accepted = invitations.filter((i) => i.status === 'accepted');
  return {
    ...rest,
    cancel_reason: order.cancelled_at ? (order.cancel_reason ?? null) : null,
    pick_up_address: order.pick_up_addresses[0] ?? null,
    destination_address: order.destination_addresses[0] ?? null,
    crew_count: accepted.length,
    offer_crew_count: accepted.filter((i) => broughtByOffer(db, i.id)).length,
    invitations_count: invitations.filter((i) => i.status === 'pending').length,
  };
}

/** `invitations`: the order's, when the caller has them already (toOrderCards). */
export function toOrderCard(
  order: OrderRecord,
  invitations: OrderInvitationRecord[] = invitationsOf(order.id),
): OrderCard {
  const accepted = crewOf(order, invitations);
  return {
    id: order.id,
    number: order.number,
    branch_id: order.branch_id,
    status: order.status,
    help_type: order.help_type,
    pick_up_address: order.pick_up_addresses[0] ?? null,
    destination_address: order.destination_addresses[0] ?? null,
    pick_up_addresses_count: order.pick_up_addresses.length,
    destination_addresses_count: order.destination_addresses.length,
    customer_name: order.customer.first_name,
    customer_last_name: order.customer.last_name,
    customer_primary_phone: order.customer.primary_phone,
    start_at: order.start_at,
    end_at: order.end_at,
    helpers_needed: order.helpers_needed,
    trucks_needed: order.trucks_needed,
    hourly_rate: order.hourly_rate,
    crew_count: accepted.length,
    invitations_count: invitations.filter((i) => i.status === 'pending').length,
    unconfirmed_count: accepted.filter(
      (i) => i.status === 'accepted' && awaitsHerAnswer(db, i, order),
    ).length,
    crew_preview: accepted.slice(0, 5).flatMap((i) => {
      const employee = db.findById('employees', i.employee_id);
      return employee ? [toEmployeeSummary(employee)] : [];
    }),
    completed_at: order.completed_at,
    cancelled_at: order.cancelled_at,
    updated_at: order.updated_at,
  };
}

/**
 * toOrderCard for the orders of one answer (a page of a list, a board's day): the
 * invitations are grouped by order in one pass on first use, instead of one scan of the
 * collection per card (7,000 invitations in the `busy` scenario, a page of 100 cards).
 */
export function toOrderCards(): (order: OrderRecord) => OrderCard {
  let byOrder: Map<number, OrderInvitationRecord[]> | undefined;
  return (order) => {
    if (!byOrder) {
      byOrder = new Map();
      for (const invitation of db.order_invitations.all()) {
        const list = byOrder.get(invitation.order_id);
        if (list) list.push(invitation);
        else byOrder.set(invitation.order_id, [invitation]);
      }
    }
    return toOrderCard(order, byOrder.get(order.id) ?? []);
  };
}

export function toOrderInvitation(invitation: OrderInvitationRecord): OrderInvitation {
  const employee = db.findById('employees', invitation.employee_id);
  return {
    id: invitation.id,
    order_id: invitation.order_id,
    employee: employee
      ? toEmployeeSummary(employee)
      : {
          employee_id: invitation.employee_id,
          first_name: '',
          last_name: '',
          avatar_url: null,
          positions: [],
        },
    status: invitation.status,
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at,
  };
}

export function currentCrew(orderId: number): CrewMember[] {
  const order = db.findById('orders', orderId);
  const live = invitationsOf(orderId).filter(
    (i) => i.status === 'accepted' || i.status === 'pending',
  );
  live.sort((a, b) => (a.status === b.status ? a.id - b.id : a.status === 'accepted' ? -1 : 1));
  // Time off (7/8) during the order, by user, in one pass (as the invitable list does).
  const off = order ? timeOffIndex(db, order) : new Map<number, never>();
  return live.flatMap((invitation) => {
    const employee = db.findById('employees', invitation.employee_id);
    if (!employee) return [];
    return [
      {
        employee_id: employee.id,
        invitation_id: invitation.id,
        invitation_status: invitation.status as 'pending' | 'accepted',
        first_name: employee.first_name,
        last_name: employee.last_name,
        avatar_url: employee.avatar_url,
        phone: employee.phone,
        positions: employee.positions,
        price: employee.price,
        job_hourly_rate: crewJobRate(db, invitation),
        // As the invitable list has them: the crew page shows her rating as it shows theirs.
        rating: memberRating(employee),
        user_id: employee.user_id,
        is_helper: employee.is_helper,
        confirmation: order ? confirmationOf(invitation, order) : null,
        confirmed_at: invitation.status === 'accepted' ? (invitation.confirmed_at ?? null) : null,
        ...onTheWay(invitation),
        ...timeClock(invitation),
        // Dates only: the reason is hers.
        time_off:
          employee.user_id != null && off.has(employee.user_id)
            ? toTimeOffDates(off.get(employee.user_id)!)
            : null,
      },
    ];
  });
}

export function toOffer(offer: OutsourceOfferRecord): OutsourceOffer {
  const order = db.findById('orders', offer.order_id);
  const applications = latestApplications(db, offer.id);
  return {
    ...offer,
    order: order ? toOrderCard(order) : (undefined as never),
    applications_count: applications.length,
    pending_applications_count: applications.filter((a) => a.status === 'pending').length,
    accepted_count: applications.filter((a) => a.status === 'accepted').length,
  };
}

export function toApplication(application: OfferApplicationRecord): OfferApplication {
  return {
    id: application.id,
    offer_id: application.offer_id,
    helper: toHelperSummary(application.helper_id),
    status: application.status,
    message: application.message,
    proposed_hourly_rate: application.proposed_hourly_rate,
    created_at: application.created_at,
    updated_at: application.updated_at,
    responded_at: application.responded_at,
    busy_with: applicantBusyWith(application),
  };
}

/** The accepted job that keeps a pending applicant from the offer's order (its accept is a 422). */
function applicantBusyWith(application: OfferApplicationRecord): BusyWith | null {
  if (application.status !== 'pending') return null;
  const offer = db.findById('outsource_offers', application.offer_id);
  const order = offer ? db.findById('orders', offer.order_id) : undefined;
  if (!order) return null;
  const holding = busyWith(db, { user_id: application.helper_id }, order);
  return holding ? toBusyWith(holding, order.company_id) : null;
}

export function toBranchInvitation(invitation: BranchInvitationRecord): BranchInvitation {
  return {
    id: invitation.id,
    branch_id: invitation.branch_id,
    helper: toHelperSummary(invitation.helper_id),
    status: invitation.status,
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at,
  };
}
