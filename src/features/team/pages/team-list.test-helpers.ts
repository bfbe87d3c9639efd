import { db } from '@mocks/node';
import type { EmployeeRecord } from '@mocks/db';

/**
 * The first page (5) of the Austin branch's members that `keep` lets through (a tab's filter),
 * in the Team lists' order: last name, first name, id.
 */
export function austinTeamFirstPage(
  keep: (member: EmployeeRecord) => boolean = () => true,
): EmployeeRecord[] {
  const branch = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  return db.employees
    .findMany((q) => q.where((e) => e.branch_id === branch.id && e.deleted_at == null))
    .filter(keep)
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name) ||
        a.id - b.id,
    )
    .slice(0, 5);
}
