import type { InvitableEmployee } from '@/platform/api/generated/model';

/** An invitable person as listed once: the membership an invitation would use. */
export type InvitablePerson = InvitableEmployee & {
  /** The other branches she is also a member of (their names), beyond the one listed. */
  also_in: string[];
};

/**
 * One row per person (QA helper-105). A marketplace helper is a member of every branch she
 * joined, and the invitable lists name each membership (the same `user_id` more than once,
 * at each branch's rate). The first listing is the one kept: this branch's when she is a
 * member of it (she then leaves the other branches' list), else her first other branch, in
 * the order the server lists the branches. Its `employee_id` is what an invitation sends,
 * and the server invites that membership at its rate, so the row's branch and rate are the
 * ones that apply; the other branches are named in `also_in`. People without an account are
 * one membership each. An earlier invitation to this order through another membership (she
 * declined it there) shows on her row: the latest of them, by id.
 */
export function onePerPerson(lists: {
  branch_employees: readonly InvitableEmployee[];
  other_branch_employees: readonly InvitableEmployee[];
}): { own: InvitablePerson[]; others: InvitablePerson[] } {
  const kept = new Map<number, InvitablePerson>();
  const pass = (people: readonly InvitableEmployee[]) =>
    people.flatMap((e): InvitablePerson[] => {
      const first = e.user_id == null ? undefined : kept.get(e.user_id);
      if (first) {
        if (!first.also_in.includes(e.branch_name)) first.also_in.push(e.branch_name);
        // Her answer is hers, whichever membership it came through (review 109).
        if (e.invitation && (!first.invitation || e.invitation.id > first.invitation.id))
          first.invitation = e.invitation;
        return [];
      }
      const person = { ...e, also_in: [] };
      if (e.user_id != null) kept.set(e.user_id, person);
      return [person];
    });
  const own = pass(lists.branch_employees);
  return { own, others: pass(lists.other_branch_employees) };
}

/** "Also in Lone Star Movers Dallas, Lone Star Movers Houston", or null for one branch. */
export const alsoInText = (person: Pick<InvitablePerson, 'also_in'>) =>
  person.also_in.length > 0 ? `Also in ${person.also_in.join(', ')}` : null;
