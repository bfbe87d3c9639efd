import type { CrewMember } from '@/platform/api/generated/model';
import { needsText, timeOffNote } from './needs-text';

const off = (first_name: string, start_date: string, end_date = start_date) =>
  ({
    first_name,
    last_name: 'Lopez',
    invitation_status: 'accepted',
    time_off: { start_date, end_date },
  }) as CrewMember;

describe("Best matches' needs line", () => {
  it('open spots, then the positions still needed when the spots can take them', () => {
    expect(needsText(2, { drivers: 0, foremen: 0 }, 0)).toBe('2 open spots.');
    expect(needsText(3, { drivers: 1, foremen: 1 }, 1)).toBe(
      '3 open spots; still needed: 1 driver and a foreman.',
    );
  });

  it('with no open spot, says invitations wait for answers, or that the crew is full', () => {
    expect(needsText(0, { drivers: 1, foremen: 1 }, 1)).toBe('Every spot has an invitation.');
    // QA 164 L1: every spot accepted, nothing pending.
    expect(needsText(0, { drivers: 0, foremen: 0 }, 0)).toBe('The crew is full.');
  });

  it('says when the positions outnumber the open spots, not three people for one spot', () => {
    expect(needsText(1, { drivers: 2, foremen: 1 }, 0)).toBe(
      '1 open spot; the crew still lacks 2 drivers and a foreman, more than its open spot can take.',
    );
  });
});

describe('who on the crew has time off during the job (QA 244 M1)', () => {
  const maria = off('Maria', '2027-03-13');
  const ana = off('Ana', '2027-03-12', '2027-03-14');

  it('Best matches: a crew they fill is full, but not for the job; the way forward', () => {
    const needs = { drivers: 0, foremen: 0 };
    expect(needsText(0, needs, 0, { people: [maria], canReplace: true })).toBe(
      'The crew is full, but Maria Lopez has time off then: invite someone else in their place, or take them off the crew to open a spot.',
    );
    expect(needsText(0, needs, 1, { people: [maria, ana], canReplace: false })).toBe(
      'The crew is full, but Maria Lopez and Ana Lopez have time off then: take them off the crew to open a spot.',
    );
    // An open spot is said as ever: Invite the best is there.
    expect(needsText(1, needs, 0, { people: [maria], canReplace: true })).toBe('1 open spot.');
  });

  it("the crew page's note: who, how short the job is, and what to do on this page", () => {
    const base = { needed: 3, accepted: 3, mode: 'team-edit', canReplace: true } as const;
    expect(timeOffNote({ ...base, away: [maria] })).toBe(
      'Maria Lopez has time off on 03/13/2027 but is still on the crew: the job is 1 person short. Nobody new can accept while the crew is full: invite someone else in their place, or untick Keep and save the crew to open their spot.',
    );
    // Not full: open spots add to who is away, and nothing is said of a full crew.
    expect(
      timeOffNote({ ...base, accepted: 2, mode: 'team-add', canReplace: false, away: [ana] }),
    ).toBe(
      'Ana Lopez has time off from 03/12/2027 to 03/14/2027 but is still on the crew: the job is 2 people short. Remove them from the crew to open their spot.',
    );
    expect(timeOffNote({ ...base, away: [maria, ana] })).toBe(
      'Maria Lopez and Ana Lopez have time off during this job but are still on the crew: the job is 2 people short. Nobody new can accept while the crew is full: invite someone else in their place, or untick Keep and save the crew to open their spots.',
    );
  });
});
