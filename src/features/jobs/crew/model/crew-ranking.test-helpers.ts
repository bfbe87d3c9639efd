import type { InvitableEmployee, ServingArea } from '@/platform/api/generated/model';
import { zonedInstant } from '@/platform/format';

/*
 * The crew matching tests' world: a Tuesday 09:00-13:00 in Austin, read in the order's branch
 * zone so the result is the same in any test process's zone (4/8), and the people the
 * invitable lists give, with the defaults each test overrides.
 */
export const ZONE = 'America/Chicago';
export const START = zonedInstant('2026-12-01', '09:00', ZONE).toISOString();
export const END = zonedInstant('2026-12-01', '13:00', ZONE).toISOString();
export const TRAVIS: ServingArea = {
  id: 1,
  name: 'Travis County',
  name_with_state_initials: 'Travis County, TX',
  state_initials: 'TX',
  fips: '48453',
  center: [-97.78, 30.33],
};
export const WEEK = [1, 2, 3, 4, 5].map((day) => ({ day, from: '07:00', to: '18:00' }));

let nextId = 1;

/** An employee of the order's branch, free, in Travis County, working weekdays 7-18. */
export function invitable(overrides: Partial<InvitableEmployee> = {}): InvitableEmployee {
  const id = overrides.employee_id ?? nextId++;
  return {
    employee_id: id,
    branch_id: 1,
    branch_name: 'Austin',
    first_name: 'P',
    last_name: String(id),
    avatar_url: null,
    positions: [3],
    price: 3000,
    rating: { average: 4.5, count: 10 },
    is_available: true,
    busy_with: null,
    time_off: null,
    invitation: null,
    user_id: null,
    is_helper: false,
    serving_area_ids: [1],
    availabilities: WEEK,
    roster_status: null,
    ...overrides,
  };
}

/** A marketplace helper (an account, so the roster applies): user id 100 + employee id. */
export function marketplaceHelper(overrides: Partial<InvitableEmployee> = {}): InvitableEmployee {
  const person = invitable(overrides);
  return {
    ...person,
    user_id: 'user_id' in overrides ? (overrides.user_id ?? null) : 100 + person.employee_id,
    is_helper: overrides.is_helper ?? true,
  };
}
