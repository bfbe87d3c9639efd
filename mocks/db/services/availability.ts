import type { MockDb } from '../database';
import type { OrderRecord } from '../schema';

/*
 * No double booking (beyond the spec): a person holding an accepted job on an active order
 * is busy during that order's time window. A person is the same across branches and
 * companies when they have a user (a marketplace helper is a member of several branches),
 * so both the employee id and the user id count.
 */

/** Who: an employee (branch membership) and, when they have one, their user account. */
export interface Person {
  employee_id?: number | null;
  user_id?: number | null;
}

type Times = Pick<OrderRecord, 'start_at' | 'end_at'>;
type Window = Times & Pick<OrderRecord, 'id'>;

/** Two windows overlap (touching ones do not). */
export const overlaps = (a: Times, b: Times) => a.start_at < b.end_at && b.start_at < a.end_at;

/**
 * Who is busy during `order`: employee ids and user ids -> the other active order holding
 * them. One pass over orders and accepted invitations, so a list of people costs the same.
 */
export function busyIndex(
  db: MockDb,
  order: Window,
): { byEmployee: Map<number, OrderRecord>; byUser: Map<number, OrderRecord> } {
  const holding = new Map<number, OrderRecord>();
  for (const other of db.orders.all()) {
    if (other.id === order.id || other.completed_at != null || other.cancelled_at != null) continue;
    if (overlaps(other, order)) holding.set(other.id, other);
  }
  const byEmployee = new Map<number, OrderRecord>();
  const byUser = new Map<number, OrderRecord>();
  if (holding.size === 0) return { byEmployee, byUser };
  const accepted = db.order_invitations.findMany((q) =>
    q.where((i) => i.status === 'accepted' && holding.has(i.order_id)),
  );
  // Earliest holding job first, so the answer is stable when several overlap.
  accepted.sort((a, b) => a.order_id - b.order_id || a.id - b.id);
  for (const invitation of accepted) {
    const job = holding.get(invitation.order_id)!;
    if (!byEmployee.has(invitation.employee_id)) byEmployee.set(invitation.employee_id, job);
    if (invitation.user_id != null && !byUser.has(invitation.user_id))
      byUser.set(invitation.user_id, job);
  }
  return { byEmployee, byUser };
}

/** The other active order whose accepted job overlaps `order` and holds this person. */
export function busyWith(db: MockDb, person: Person, order: Window): OrderRecord | undefined {
  const index = busyIndex(db, order);
  return lookup(index, person);
}

export function lookup(
  index: ReturnType<typeof busyIndex>,
  person: Person,
): OrderRecord | undefined {
  return (
    (person.employee_id != null ? index.byEmployee.get(person.employee_id) : undefined) ??
    (person.user_id != null ? index.byUser.get(person.user_id) : undefined)
  );
}

/**
 * The contract's BusyWith as `companyId` may see it: another company's order is not named
 * (order_id and number null), its times are.
 */
export function toBusyWith(job: OrderRecord, companyId: number) {
  const own = job.company_id === companyId;
  return {
    order_id: own ? job.id : null,
    number: own ? job.number : null,
    start_at: job.start_at,
    end_at: job.end_at,
  };
}

/** "Maria Lopez is already on order #1042 at that time." (the 422 on start_at). */
export function busyMessage(name: string, job: OrderRecord, companyId: number): string {
  return job.company_id === companyId
    ? `${name} is already on order #${job.number} at that time.`
    : `${name} is already on another company's job at that time.`;
}
