import { describe, expect, it } from 'vitest';
import type { CrewMember } from '@/platform/api/generated/model';
import { clockedHours } from '@/platform/orders';
import { clockedCrew } from './time-clock';

const IN = '2027-03-09T14:55:00Z';
const after = (minutes: number) => new Date(Date.parse(IN) + minutes * 60_000).toISOString();

describe('clocked hours (time clock, not in the spec)', () => {
  it('to the nearest quarter hour, at least one quarter, at most 24; null unless in and out', () => {
    const hours = (minutes: number) =>
      clockedHours({ clocked_in_at: IN, clocked_out_at: after(minutes) });
    expect([1, 7, 8, 22, 23, 135, 142, 143, 60 * 30].map(hours)).toEqual([
      0.25, 0.25, 0.25, 0.25, 0.5, 2.25, 2.25, 2.5, 24,
    ]);
    expect(hours(0)).toBeNull();
    expect(clockedHours({ clocked_in_at: IN, clocked_out_at: null })).toBeNull();
    expect(clockedHours({ clocked_in_at: null, clocked_out_at: null })).toBeNull();
  });

  it('only accepted members who clocked out count', () => {
    const member = (id: number, status: 'accepted' | 'pending', out: string | null) =>
      ({
        employee_id: id,
        invitation_status: status,
        clocked_in_at: IN,
        clocked_out_at: out,
      }) as CrewMember;
    const crew = [
      member(1, 'accepted', after(60)),
      member(2, 'accepted', null),
      member(3, 'pending', after(60)),
    ];
    expect(clockedCrew(crew).map(({ member: m, hours }) => [m.employee_id, hours])).toEqual([
      [1, 1],
    ]);
  });
});
