import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedOf,
  crewGapText,
  crewListCount,
  crewOffDuringJob,
  crewProgress,
  offDuringJob,
  onTimeOffCount,
  pendingCount,
  wentUnanswered,
} from './index';

describe('crewProgress', () => {
  it('counts the crew against the helpers needed, the noun agreeing with the number needed', () => {
    expect(crewProgress(2, 4)).toBe('2 of 4 helpers');
    expect(crewProgress(0, 3)).toBe('0 of 3 helpers');
    expect(crewProgress(1, 1)).toBe('1 of 1 helper');
    expect(crewProgress(0, 1)).toBe('0 of 1 helper');
  });

  it('(property) never says "of 1 helpers"', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (crew, needed) => {
        const text = crewProgress(crew, needed);
        expect(text).toBe(`${crew} of ${needed} ${needed === 1 ? 'helper' : 'helpers'}`);
        expect(text).not.toMatch(/\bof 1 helpers$/);
      }),
    );
  });
});

describe('crewListCount', () => {
  const crew = [{ invitation_status: 'accepted' }, { invitation_status: 'pending' }] as const;
  it("counts the unanswered as pending, in the job cards' word (pendingCount)", () => {
    expect(crewListCount(crew)).toBe(`1 accepted · ${pendingCount(1)}`);
    expect(pendingCount(2)).toBe('2 pending');
    expect(crewListCount([crew[0]])).toBe('1 accepted');
  });

  it('once the job has ended, the unanswered are "no answer", not pending', () => {
    expect(crewListCount(crew, true)).toBe('1 accepted · 1 no answer');
    expect(crewListCount([crew[0]], true)).toBe('1 accepted');
  });
});

describe('crewGapText and acceptedOf (QA-217 M3)', () => {
  it('splits the spots nobody accepted into pending invitations and open spots, in one text', () => {
    // #1071: 4 needed, none accepted, 3 invited. The board said "1 open" and "needs 4 more".
    expect(acceptedOf(0, 4)).toBe('0 of 4 accepted');
    expect(crewGapText(4, 0, 3)).toBe('3 pending · 1 open spot');
    expect(crewGapText(5, 0, 2)).toBe('2 pending · 3 open spots');
    expect(crewGapText(2, 0, 3)).toBe('3 pending');
    expect(crewGapText(2, 1, 0)).toBe('1 open spot');
    expect(crewGapText(2, 2, 0)).toBe('');
  });

  it('(property) pending and open spots cover every spot not accepted', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), fc.nat(8), (needed, accepted, pending) => {
        const text = crewGapText(needed, accepted, pending);
        const open = Number(/(\d+) open spots?$/.exec(text)?.[1] ?? 0);
        const invited = Number(/^(\d+) pending/.exec(text)?.[1] ?? 0);
        expect(invited).toBe(pending);
        expect(invited + open).toBeGreaterThanOrEqual(needed - accepted);
        expect(open).toBe(Math.max(0, needed - accepted - pending));
      }),
    );
  });
});

describe('wentUnanswered', () => {
  it('is a pending invitation of a job that has ended; an answered one, or before the end, is not', () => {
    expect(wentUnanswered('pending', true)).toBe(true);
    expect(wentUnanswered('pending', false)).toBe(false);
    expect(wentUnanswered('accepted', true)).toBe(false);
  });
});

describe('who on a crew has time off during the job (QA 244 M1: one rule, board and crew page)', () => {
  const range = { start_date: '2027-03-13', end_date: '2027-03-13' };
  it('is someone who accepted and whose time off clashes with the job; not an invitee', () => {
    const crew = [
      { invitation_status: 'accepted', time_off: range, id: 1 },
      { invitation_status: 'accepted', time_off: null, id: 2 },
      // An invitation during her time off cannot be accepted: no one on the crew is off.
      { invitation_status: 'pending', time_off: range, id: 3 },
    ];
    expect(crewOffDuringJob(crew).map((m) => m.id)).toEqual([1]);
    expect(offDuringJob(crew[2]!)).toBe(false);
    expect(onTimeOffCount(1)).toBe('1 on time off');
  });
});
