import { describe, expect, it } from 'vitest';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { comingJobsParams, jobsOutsideWeek } from './availability-jobs';

// A Tuesday job in Austin, 9:00 am - 1:00 pm Central (15:00-19:00 UTC).
const job = (over: Partial<HelperCalendarEvent> = {}, order = {}) =>
  ({
    id: 'i1',
    status: 'accepted',
    start_at: '2027-03-09T15:00:00Z',
    end_at: '2027-03-09T19:00:00Z',
    branch: { timezone: 'America/Chicago' },
    order: { number: 1128, cancelled_at: null, completed_at: null, ...order },
    ...over,
  }) as unknown as HelperCalendarEvent;
const before = Date.parse('2027-03-08T12:00:00Z');
const tuesday = (from: string, to: string) => ({ day: 2, from, to });

describe('jobsOutsideWeek (QA-245 M1)', () => {
  it('names an accepted job her week no longer holds: its day off, or its hours cut', () => {
    expect(jobsOutsideWeek([{ day: 1, from: '08:00', to: '17:00' }], [job()], before)).toHaveLength(
      1,
    );
    expect(jobsOutsideWeek([tuesday('10:00', '17:00')], [job()], before)).toHaveLength(1);
    expect(jobsOutsideWeek([tuesday('08:00', '17:00')], [job()], before)).toEqual([]);
  });

  it('leaves out an empty week (no schedule kept), a job not accepted, closed or over', () => {
    const off = [{ day: 1, from: '08:00', to: '17:00' }];
    expect(jobsOutsideWeek([], [job()], before)).toEqual([]);
    expect(jobsOutsideWeek(off, [job({ status: 'pending' } as never)], before)).toEqual([]);
    expect(
      jobsOutsideWeek(off, [job({}, { completed_at: '2027-03-09T19:00:00Z' })], before),
    ).toEqual([]);
    expect(
      jobsOutsideWeek(off, [job({}, { cancelled_at: '2027-03-08T19:00:00Z' })], before),
    ).toEqual([]);
    expect(jobsOutsideWeek(off, [job()], Date.parse('2027-03-09T19:00:00Z'))).toEqual([]);
  });

  it('looks from the day before today over the 62 days the call allows', () => {
    expect(comingJobsParams('2027-03-09')).toEqual({
      'filter[date_from]': '2027-03-08',
      'filter[date_to]': '2027-05-08',
    });
  });
});
