import { http } from './lib/http';
import { getBranchDispatchDayQueryParams } from '@/platform/api/generated/zod/orders/orders.zod';
import type { DispatchBooking, DispatchPerson } from '@/platform/api/generated/model';
import { addDays, weekdayOf, zonedInstant } from '@/platform/format/zone';
import { db, orderService, rosterService, type OrderRecord } from '../db';
import { offOn, toTimeOffDates } from '../db/services/time-off';
import { ok } from './lib/envelope';
import { parseQuery } from './lib/validation';
import { requireManageableBranch } from './lib/guards';
import {
  activeMembers,
  currentCrew,
  toOrderCards,
  weeklyAvailabilities,
} from './lib/company-presenters';

/*
 * The dispatch board's day (6/8, beyond the spec): the branch's jobs of a day with their
 * crews, and its people with their window that weekday and their live invitations that day.
 * The day is the branch's (Branch.timezone), as the calendar's.
 */

const overlapsDay = (order: OrderRecord, from: string, to: string) =>
  order.cancelled_at == null && order.end_at > from && order.start_at < to;

/** The person's time off that includes the day (7/8); an account-less employee keeps none. */
function timeOffOn(userId: number | null | undefined, date: string) {
  const entry = userId == null ? undefined : offOn(db, userId, date);
  return entry ? toTimeOffDates(entry) : null;
}

export const dispatchHandlers = [
  http.get('*/api/company-branches/:id/dispatch', async ({ request, params }) => {
    const { branch } = requireManageableBranch(request, params.id);
    const { date } = parseQuery(request, getBranchDispatchDayQueryParams);
    const from = zonedInstant(date, '00:00', branch.timezone).toISOString();
    const to = zonedInstant(addDays(date, 1), '00:00', branch.timezone).toISOString();
    const dayOrders = new Map(
      db.orders
        .findMany((q) => q.where((o) => overlapsDay(o, from, to)))
        .map((order) => [order.id, order]),
    );
    const card = toOrderCards();
    const jobs = [...dayOrders.values()]
      .filter((order) => order.branch_id === branch.id)
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id)
      .map((order) => ({ order: card(order), crew: currentCrew(order.id) }));
    // Every live invitation of the day, by employee and by user (a marketplace helper is a
    // member of several branches and companies: the same person everywhere).
    const live = db.order_invitations.findMany((q) =>
      q.where(
        (i) =>
          dayOrders.has(i.order_id) &&
          (i.status === 'pending' || i.status === 'accepted') &&
          !orderService.isClosed(dayOrders.get(i.order_id)!),
      ),
    );
    // The branch's jobs of the day each person declined or left (the board says so).
    const declined = db.order_invitations.findMany((q) =>
      q.where((i) => i.status === 'rejected' && dayOrders.get(i.order_id)?.branch_id === branch.id),
    );
    const weekday = weekdayOf(date);
    const people = activeMembers(branch.id)
      .filter((e) => e.status === 1)
      .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id)
      .map((employee): DispatchPerson => {
        const windows = weeklyAvailabilities(employee);
        const bookings = live
          .filter(
            (i) =>
              i.employee_id === employee.id ||
              (employee.user_id != null && i.user_id === employee.user_id),
          )
          .map((i): DispatchBooking => {
            const order = dayOrders.get(i.order_id)!;
            const own = order.company_id === branch.company_id;
            return {
              invitation_id: own ? i.id : null,
              order_id: own ? order.id : null,
              number: own ? order.number : null,
              status: i.status as DispatchBooking['status'],
              start_at: order.start_at,
              end_at: order.end_at,
            };
          })
          // Another company's pending invitation is theirs to know, not this company's.
          .filter((b) => b.order_id != null || b.status === 'accepted')
          .sort((a, b) => a.start_at.localeCompare(b.start_at));
        return {
          employee_id: employee.id,
          user_id: employee.user_id ?? null,
          first_name: employee.first_name,
          last_name: employee.last_name,
          avatar_url: employee.avatar_url,
          positions: employee.positions,
          is_helper: employee.is_helper,
          has_schedule: windows !== null,
          window: windows?.find((w) => w.day === weekday) ?? null,
          bookings,
          time_off: timeOffOn(employee.user_id, date),
          declined_order_ids: [
            ...new Set(
              declined.filter((i) => i.employee_id === employee.id).map((i) => i.order_id),
            ),
          ],
          roster_status:
            employee.user_id != null
              ? rosterService.rosterStatusOf(db, branch.company_id, employee.user_id)
              : null,
        };
      });
    return ok({ date, timezone: branch.timezone, jobs, people });
  }),
];
