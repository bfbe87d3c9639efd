import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { calendarParamsFor, jobsDuring } from './time-off-jobs';

/** An event of her calendar in a branch of `timezone`; only what jobsDuring reads is real. */
function event(
  id: number,
  start: string,
  end: string,
  extra: {
    status?: 'accepted' | 'pending';
    timezone?: string;
    done?: boolean;
    cancelled?: boolean;
  } = {},
): HelperCalendarEvent {
  return {
    id: `company_invitation:${id}`,
    source: 'company_invitation',
    source_id: id,
    status: extra.status ?? 'accepted',
    title: `#${1000 + id} Lone Star Movers`,
    start_at: start,
    end_at: end,
    order: {
      id,
      number: 1000 + id,
      completed_at: extra.done ? end : null,
      cancelled_at: extra.cancelled ? start : null,
    },
    branch: { timezone: extra.timezone ?? 'America/Chicago', state_initials: 'TX' },
  } as HelperCalendarEvent;
}

const DAY_OFF = { start_date: '2027-03-15', end_date: '2027-03-15' };
/** The tests' now: days before the entries. */
const NOW = Date.parse('2027-03-01T12:00:00Z');

describe('time off: the jobs she is still on then', () => {
  it('asks the calendar from three days before the entry to the day after, within its 62 days', () => {
    expect(calendarParamsFor({ start_date: '2027-03-15', end_date: '2027-03-15' })).toEqual({
      'filter[date_from]': '2027-03-12',
      'filter[date_to]': '2027-03-16',
    });
    // 59 days: 63 in all with three before; the call takes 62, so two before.
    expect(calendarParamsFor({ start_date: '2027-03-01', end_date: '2027-04-28' })).toEqual({
      'filter[date_from]': '2027-02-27',
      'filter[date_to]': '2027-04-29',
    });
    // The longest entry, 60 days: one day before.
    expect(calendarParamsFor({ start_date: '2027-03-01', end_date: '2027-04-29' })).toEqual({
      'filter[date_from]': '2027-02-28',
      'filter[date_to]': '2027-04-30',
    });
  });

  it('keeps a two-day job that began before the entry and runs into it', () => {
    const long = event(9, '2027-03-14T13:00:00Z', '2027-03-15T22:00:00Z');
    expect(jobsDuring(DAY_OFF, [long], NOW).map((e) => e.source_id)).toEqual([9]);
  });

  it('keeps accepted, open jobs touching a day off on their branch’s clocks, by start', () => {
    const events = [
      // 3 pm-7 pm Central on the day: on it
      event(1, '2027-03-15T20:00:00Z', '2027-03-16T00:00:00Z'),
      // 11 pm Central the evening before, to 1 am on the day: its last hour is on it
      event(2, '2027-03-15T04:00:00Z', '2027-03-15T06:00:00Z'),
      // 7 pm-11 pm Central the day after the UTC date turned: still the 15th in Austin
      event(3, '2027-03-16T00:00:00Z', '2027-03-16T04:00:00Z'),
      // the same instants in New York are already the 16th there: not on it
      event(4, '2027-03-16T04:00:00Z', '2027-03-16T06:00:00Z', { timezone: 'America/New_York' }),
      // the day before, ending at midnight Central: not on it
      event(5, '2027-03-14T20:00:00Z', '2027-03-15T05:00:00Z'),
      // on the day but pending, completed or cancelled: not hers to tell
      event(6, '2027-03-15T15:00:00Z', '2027-03-15T18:00:00Z', { status: 'pending' }),
      event(7, '2027-03-15T15:00:00Z', '2027-03-15T18:00:00Z', { done: true }),
      event(8, '2027-03-15T15:00:00Z', '2027-03-15T18:00:00Z', { cancelled: true }),
    ];
    expect(jobsDuring(DAY_OFF, events, NOW).map((e) => e.source_id)).toEqual([2, 1, 3]);
  });

  it('covers every day of a range', () => {
    const range = { start_date: '2027-03-15', end_date: '2027-03-17' };
    const events = [
      event(1, '2027-03-17T22:00:00Z', '2027-03-18T02:00:00Z'),
      event(2, '2027-03-18T06:00:00Z', '2027-03-18T08:00:00Z'),
    ];
    expect(jobsDuring(range, events, NOW).map((e) => e.source_id)).toEqual([1]);
  });

  it('leaves out a job that has ended: nothing is left to make', () => {
    const morning = event(1, '2027-03-15T13:00:00Z', '2027-03-15T20:00:00Z');
    const evening = event(2, '2027-03-15T22:00:00Z', '2027-03-16T02:00:00Z');
    const at = (iso: string) => jobsDuring(DAY_OFF, [morning, evening], Date.parse(iso));
    expect(at('2027-03-15T19:59:00Z').map((e) => e.source_id)).toEqual([1, 2]);
    expect(at('2027-03-15T20:00:00Z').map((e) => e.source_id)).toEqual([2]);
    expect(at('2027-03-16T02:00:00Z')).toEqual([]);
  });
});
