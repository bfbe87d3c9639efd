import { describe, expect, it } from 'vitest';
import type { InvitableEmployee } from '@/platform/api/generated/model';
import { invitable } from './crew-ranking.test-helpers';
import { onePerPerson } from './one-per-person';

const membership = (overrides: Partial<InvitableEmployee>) =>
  invitable({
    branch_name: 'Lone Star Movers Austin',
    first_name: 'Maria',
    last_name: 'Lopez',
    user_id: 7,
    is_helper: true,
    ...overrides,
  });

const austin = membership({ employee_id: 11 });
const dallas = membership({
  employee_id: 21,
  branch_id: 2,
  branch_name: 'Lone Star Movers Dallas',
});
const houston = membership({
  employee_id: 31,
  branch_id: 3,
  branch_name: 'Lone Star Movers Houston',
});

describe('onePerPerson: each person once (QA helper-105)', () => {
  it('keeps this branch’s membership and names her other branches', () => {
    const { own, others } = onePerPerson({
      branch_employees: [austin],
      other_branch_employees: [dallas, houston],
    });
    expect(own.map((p) => [p.employee_id, p.also_in])).toEqual([
      [11, ['Lone Star Movers Dallas', 'Lone Star Movers Houston']],
    ]);
    expect(others).toEqual([]);
  });

  it('lists people without an account once per membership', () => {
    const { own } = onePerPerson({
      branch_employees: [
        membership({ employee_id: 1, user_id: null }),
        membership({ employee_id: 2, user_id: null }),
      ],
      other_branch_employees: [],
    });
    expect(own.map((p) => p.employee_id)).toEqual([1, 2]);
  });

  it('shows an earlier answer given through another of her memberships (review 109)', () => {
    const declined = { id: 40, status: 'rejected' } as const;
    const { own } = onePerPerson({
      branch_employees: [austin],
      other_branch_employees: [membership({ ...dallas, invitation: declined })],
    });
    expect(own[0].employee_id).toBe(11);
    expect(own[0].invitation).toEqual(declined);
  });

  it('of two earlier invitations to the order, shows the latest', () => {
    const { own } = onePerPerson({
      branch_employees: [membership({ ...austin, invitation: { id: 40, status: 'cancelled' } })],
      other_branch_employees: [
        membership({ ...dallas, invitation: { id: 52, status: 'rejected' } }),
        membership({ ...houston, invitation: { id: 45, status: 'cancelled' } }),
      ],
    });
    expect(own[0].invitation).toEqual({ id: 52, status: 'rejected' });
  });
});
