import { createMockDb, type MockDb } from '../database';
import { clashes, isCurrent, offInterval, timeOffErrors } from './time-off';

/*
 * The time-off rule (contract/README.md "Time off"): days off are dates on the clocks of
 * the order's branch; a window [start_at, end_at) clashes when it overlaps
 * [start_date 00:00, end_date + 1 00:00) in that zone. Fixed instants only.
 */

const CHICAGO = 'America/Chicago';
const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';

const day = (date: string) => ({ start_date: date, end_date: date });
const job = (start_at: string, end_at: string) => ({ start_at, end_at });

describe('clashes: a day off on the branch clocks', () => {
  // 23:00-01:00 in Chicago on Friday 2027-03-05 (CST, UTC-6): 05:00Z-07:00Z on the 6th.
  const lateJob = job('2027-03-06T05:00:00Z', '2027-03-06T07:00:00Z');

  it('a Chicago job 23:00-01:00 touches both of its dates there', () => {
    expect(clashes(day('2027-03-05'), lateJob, CHICAGO)).toBe(true);
    expect(clashes(day('2027-03-06'), lateJob, CHICAGO)).toBe(true);
    expect(clashes(day('2027-03-04'), lateJob, CHICAGO)).toBe(false);
    expect(clashes(day('2027-03-07'), lateJob, CHICAGO)).toBe(false);
  });

  it('the same instants are 00:00-02:00 on the 6th in New York: the 5th is free', () => {
    expect(clashes(day('2027-03-05'), lateJob, NEW_YORK)).toBe(false);
    expect(clashes(day('2027-03-06'), lateJob, NEW_YORK)).toBe(true);
  });

  it('and 21:00-23:00 on the 5th in Los Angeles: the 6th is free', () => {
    expect(clashes(day('2027-03-05'), lateJob, LOS_ANGELES)).toBe(true);
    expect(clashes(day('2027-03-06'), lateJob, LOS_ANGELES)).toBe(false);
  });

  it('a job ending at midnight does not touch the next day (half-open windows)', () => {
    // 20:00-00:00 in Chicago on the 5th.
    const evening = job('2027-03-06T02:00:00Z', '2027-03-06T06:00:00Z');
    expect(clashes(day('2027-03-06'), evening, CHICAGO)).toBe(false);
    expect(clashes(day('2027-03-05'), evening, CHICAGO)).toBe(true);
  });

  it('a range covers every day between its ends', () => {
    const range = { start_date: '2027-03-01', end_date: '2027-03-10' };
    expect(clashes(range, lateJob, CHICAGO)).toBe(true);
    expect(clashes(range, job('2027-03-11T05:59:00Z', '2027-03-11T08:00:00Z'), CHICAGO)).toBe(true); // 23:59 on the 10th
    expect(clashes(range, job('2027-03-11T06:00:00Z', '2027-03-11T08:00:00Z'), CHICAGO)).toBe(
      false,
    ); // 00:00 on the 11th
  });

  it('the spring-forward day is 23 hours long', () => {
    // Sunday 2027-03-14: Chicago goes from CST (UTC-6) to CDT (UTC-5) at 2:00.
    expect(offInterval(day('2027-03-14'), CHICAGO)).toEqual({
      from: Date.parse('2027-03-14T06:00:00Z'),
      to: Date.parse('2027-03-15T05:00:00Z'),
    });
    // 00:30-02:30 CDT on Monday the 15th: 24 hours after Sunday's midnight would still be Sunday.
    const mondayNight = job('2027-03-15T05:30:00Z', '2027-03-15T07:30:00Z');
    expect(clashes(day('2027-03-14'), mondayNight, CHICAGO)).toBe(false);
    expect(clashes(day('2027-03-15'), mondayNight, CHICAGO)).toBe(true);
    // 23:30 CDT on Sunday.
    const sundayNight = job('2027-03-15T04:30:00Z', '2027-03-15T04:45:00Z');
    expect(clashes(day('2027-03-14'), sundayNight, CHICAGO)).toBe(true);
  });

  it('the fall-back day is 25 hours long', () => {
    // Sunday 2027-11-07: New York goes from EDT (UTC-4) to EST (UTC-5) at 2:00.
    expect(offInterval(day('2027-11-07'), NEW_YORK)).toEqual({
      from: Date.parse('2027-11-07T04:00:00Z'),
      to: Date.parse('2027-11-08T05:00:00Z'),
    });
    // 23:30 EST on Sunday: 25 hours after its midnight, still Sunday.
    const late = job('2027-11-08T04:30:00Z', '2027-11-08T04:50:00Z');
    expect(clashes(day('2027-11-07'), late, NEW_YORK)).toBe(true);
    expect(clashes(day('2027-11-08'), late, NEW_YORK)).toBe(false);
  });
});

describe('timeOffErrors: the rules of a new entry', () => {
  const NOW = new Date('2027-03-10T15:00:00Z');
  let db: MockDb;
  beforeEach(async () => {
    db = createMockDb();
    await db.insert('time_off', {
      user_id: 7,
      start_date: '2027-03-20',
      end_date: '2027-03-22',
      reason: null,
      created_at: NOW.toISOString(),
    });
  });

  it('accepts a free range of up to 60 days', () => {
    expect(timeOffErrors(db, 7, day('2027-03-12'), NOW)).toEqual({});
    expect(timeOffErrors(db, 7, { start_date: '2027-03-23', end_date: '2027-05-21' }, NOW)).toEqual(
      {},
    );
    // Another helper's entries do not count.
    expect(timeOffErrors(db, 8, day('2027-03-21'), NOW)).toEqual({});
  });

  it('refuses an end before the start, on end_date', () => {
    expect(timeOffErrors(db, 7, { start_date: '2027-03-12', end_date: '2027-03-11' }, NOW)).toEqual(
      { end_date: ['The end date must be on or after the start date.'] },
    );
  });

  it('refuses more than 60 days', () => {
    expect(timeOffErrors(db, 7, { start_date: '2027-03-23', end_date: '2027-05-22' }, NOW)).toEqual(
      { end_date: ['Time off can be at most 60 days at a time.'] },
    );
  });

  it('refuses dates over on every US clock, keeps yesterday (UTC) for the western zones', () => {
    expect(timeOffErrors(db, 7, day('2027-03-08'), NOW)).toEqual({
      end_date: ['These dates are already over.'],
    });
    expect(timeOffErrors(db, 7, day('2027-03-09'), NOW)).toEqual({});
    expect(isCurrent(day('2027-03-09'), NOW)).toBe(true);
    expect(isCurrent(day('2027-03-08'), NOW)).toBe(false);
  });

  it('refuses an overlap with her own entry, naming its dates on start_date', () => {
    expect(timeOffErrors(db, 7, { start_date: '2027-03-15', end_date: '2027-03-20' }, NOW)).toEqual(
      { start_date: ['You already have time off from 03/20/2027 to 03/22/2027.'] },
    );
  });
});
