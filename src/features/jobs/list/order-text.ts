import type { MovingTeamMember, OrderCard } from '@/platform/api/generated/model';
import { countOf, formatMoney, fullName } from '@/platform/format';
import { formatHours } from '@/platform/orders';

export { formatAddress } from '@/platform/format';

/** How dialogs and toasts name an order: '#1042, Maria Lopez'. */
export function orderName(
  order: Pick<OrderCard, 'number' | 'customer_name' | 'customer_last_name'>,
) {
  const customer = fullName(order.customer_name, order.customer_last_name);
  return customer ? `#${order.number}, ${customer}` : `#${order.number}`;
}

/** 3 -> '3 h', 3.25 -> '3.25 h' (the hours as platform/orders formats them); none -> ''. */
export const hoursText = (hours: number | null | undefined) =>
  hours === null || hours === undefined ? '' : `${formatHours(hours)} h`;

/** '1 truck', '2 trucks'; '4 helpers'. */
export const trucksText = (n: number) => countOf(n, 'truck');
export const helpersText = (n: number) => countOf(n, 'helper');

/**
 * A completed order's crew pay (QA 104): the sum of what the company recorded for each person
 * of the moving team (`recorded_pay`, her Earnings' figure), as "$409.50 (3 people, 10.5 h)".
 * Null when a person has none (a provider without it): the details then say the rate per person.
 */
export function crewPayText(team: MovingTeamMember[]): string | null {
  if (team.length === 0 || team.some((m) => !m.recorded_pay)) return null;
  const pays = team.map((m) => m.recorded_pay!);
  const pay = pays.reduce((sum, p) => sum + p.pay, 0);
  const hours = pays.reduce((sum, p) => sum + p.worked_hours, 0);
  return `${formatMoney(pay)} (${countOf(team.length, 'person', 'people')}, ${hoursText(hours)})`;
}
