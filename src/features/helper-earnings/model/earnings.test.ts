import { describe, expect, it } from 'vitest';
import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { zonedInstant } from '@/platform/format';
import {
  earningJobs,
  monthOf,
  splitEarnings,
  totalsBy,
  totalsOf,
  weekOf,
  type EarningJob,
} from './earnings';

/*
 * Every date here is fixed (no test reads today's date). The branch is in Chicago, whose
 * clocks go forward on 2026-03-08 and back on 2026-11-01; the process may run in any zone.
 */
const CHICAGO = 'America/Chicago';
let nextId = 1;

type Window = { date: string; from: string; to: string; nextDay?: boolean };

function order(w: Window, completed: boolean, zone = CHICAGO) {
  const id = nextId++;
  return {
    id,
    number: 1000 + id,
    start_at: zonedInstant(w.date, w.from, zone).toISOString(),
    end_at: zonedInstant(
      w.nextDay ? new Date(Date.parse(`${w.date}T12:00:00Z`) + 86_400_000).toISOString() : w.date,
      w.to,
      zone,
    ).toISOString(),
    completed_at: completed ? '2026-12-01T00:00:00Z' : null,
  };
}

const branch = (zone = CHICAGO) => ({
  id: 1,
  name: 'Austin',
  company_name: 'Lone Star Movers',
  timezone: zone,
  state_initials: 'TX',
});

type Recorded = { worked_hours: number; pay: number } | null;

function invitation(
  w: Window,
  rate = 3000,
  completed = true,
  zone = CHICAGO,
  recorded: Recorded = null,
) {
  const o = order(w, completed, zone);
  return {
    id: o.id,
    order: o,
    branch: branch(zone),
    hourly_rate: rate,
    recorded_pay: recorded,
  } as unknown as HelperCompanyInvitation;
}

/** The offer that also put her on `taken`'s crew, her application (at 40.00) accepted. */
function takenOffer(taken: HelperCompanyInvitation, id: number, recorded: Recorded = null) {
  return {
    id,
    order: taken.order,
    branch: taken.branch,
    hourly_rate: 3500,
    my_application: { status: 'accepted', proposed_hourly_rate: 4000 },
    recorded_pay: recorded,
  } as unknown as HelperOutsourceOffer;
}

function jobs(...items: HelperCompanyInvitation[]): EarningJob[] {
  return earningJobs(items, []);
}

describe('earning jobs', () => {
  it('pays window hours x rate, from the instants: a job over the spring-forward night is an hour shorter', () => {
    const [normal, spring, fall] = jobs(
      invitation({ date: '2026-03-01', from: '01:00', to: '04:00' }, 3000),
      invitation({ date: '2026-03-08', from: '01:00', to: '04:00' }, 3000),
      invitation({ date: '2026-11-01', from: '00:30', to: '03:30' }, 4250),
    );
    expect(normal).toMatchObject({ hours: 3, pay: 9000, date: '2026-03-01' });
    expect(spring).toMatchObject({ hours: 2, pay: 6000, date: '2026-03-08' });
    // 00:30 CDT to 03:30 CST: four hours; $42.50 x 4.
    expect(fall).toMatchObject({ hours: 4, pay: 17000, date: '2026-11-01' });
  });

  it('rounds a fraction of a cent once per job', () => {
    const [job] = jobs(invitation({ date: '2026-03-02', from: '08:00', to: '08:20' }, 4250));
    expect(job!.pay).toBe(1417); // 1/3 h x $42.50 = $14.1666…
  });

  it('an order both invited and taken as an offer counts once, at the rate she proposed and the company accepted', () => {
    const taken = invitation({ date: '2026-03-03', from: '08:00', to: '12:00' }, 3000);
    const offer = takenOffer(taken, 77);
    const result = earningJobs([taken], [offer]);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ group: 'outsource', itemId: 77, rate: 4000, pay: 16000 });
    const asPosted = earningJobs(
      [taken],
      [{ ...offer, my_application: { status: 'accepted', proposed_hourly_rate: null } } as never],
    );
    expect(asPosted[0]).toMatchObject({ rate: 3500, pay: 14000 });
  });

  it('a completed job the company recorded pays its recorded hours and pay; the rest window hours x rate', () => {
    const window = { date: '2026-03-02', from: '08:00', to: '12:00' };
    const [recorded, estimated, booked] = jobs(
      invitation(window, 3000, true, CHICAGO, { worked_hours: 4.75, pay: 14250 }),
      invitation({ ...window, date: '2026-03-03' }, 3000, true),
      invitation({ ...window, date: '2026-03-04' }, 3000, false),
    );
    expect(recorded).toMatchObject({ hours: 4.75, pay: 14250, rate: 3000, source: 'recorded' });
    expect(estimated).toMatchObject({ hours: 4, pay: 12000, source: 'window' });
    expect(booked).toMatchObject({ hours: 4, pay: 12000, source: 'window', completed: false });
    expect(totalsOf([recorded!, estimated!])).toEqual({ jobs: 2, hours: 8.75, pay: 26250 });
    // Zero hours recorded for her is still what the company recorded.
    const [none] = jobs(invitation(window, 3000, true, CHICAGO, { worked_hours: 0, pay: 0 }));
    expect(none).toMatchObject({ hours: 0, pay: 0, source: 'recorded' });
  });

  it("until the company records it, a job she clocked in and out of pays her time clock's hours (to the quarter hour) x rate", () => {
    const window = { date: '2026-03-02', from: '08:00', to: '12:00' };
    const clocked = (item: HelperCompanyInvitation, from: string, to: string) =>
      ({
        ...item,
        clocked_in_at: zonedInstant(window.date, from, CHICAGO).toISOString(),
        clocked_out_at: zonedInstant(window.date, to, CHICAGO).toISOString(),
      }) as HelperCompanyInvitation;
    const [worked, recorded, half] = jobs(
      clocked(invitation(window, 3000, true), '08:02', '12:29'),
      clocked(
        invitation(window, 3000, true, CHICAGO, { worked_hours: 4, pay: 12000 }),
        '08:00',
        '13:00',
      ),
      { ...invitation(window, 3000, false), clocked_in_at: '2026-03-02T14:00:00Z' } as never,
    );
    // 4 h 27 min: 4.5 h, as the company's completion starts from.
    expect(worked).toMatchObject({ hours: 4.5, pay: 13500, source: 'clock' });
    expect(recorded).toMatchObject({ hours: 4, pay: 12000, source: 'recorded' });
    // Started, not finished: the window's still.
    expect(half).toMatchObject({ hours: 4, pay: 12000, source: 'window' });
  });

  it("an order both invited and taken as an offer pays the offer's recorded pay (her accepted rate)", () => {
    const w = { date: '2026-03-03', from: '08:00', to: '12:00' };
    const taken = invitation(w, 3000, true, CHICAGO, { worked_hours: 3, pay: 9000 });
    const offer = takenOffer(taken, 78, { worked_hours: 3, pay: 12000 });
    const [job] = earningJobs([taken], [offer]);
    expect(job).toMatchObject({ itemId: 78, hours: 3, rate: 4000, pay: 12000, source: 'recorded' });
  });

  it('splits completed (newest first), booked (not over) and past jobs the company has not completed', () => {
    const all = jobs(
      invitation({ date: '2026-03-02', from: '08:00', to: '12:00' }, 3000, true),
      invitation({ date: '2026-03-04', from: '08:00', to: '12:00' }, 3000, true),
      invitation({ date: '2026-03-05', from: '08:00', to: '12:00' }, 3000, false),
      invitation({ date: '2026-03-06', from: '08:00', to: '12:00' }, 3000, false),
      invitation({ date: '2026-03-07', from: '08:00', to: '12:00' }, 3000, false),
    );
    // Noon on the 6th in Chicago: the 6th's job ends now, so it is over.
    const split = splitEarnings(all, zonedInstant('2026-03-06', '12:00', CHICAGO).getTime());
    expect(split.completed.map((j) => j.date)).toEqual(['2026-03-04', '2026-03-02']);
    expect(split.awaiting.map((j) => j.date)).toEqual(['2026-03-05', '2026-03-06']);
    expect(split.upcoming.map((j) => j.date)).toEqual(['2026-03-07']);
    expect(totalsOf(split.completed)).toEqual({ jobs: 2, hours: 8, pay: 24000 });
  });
});

describe('totals by week and month, on the branch clocks', () => {
  it('weeks start on Sunday; months are calendar months', () => {
    expect(weekOf('2026-03-07')).toBe('2026-03-01'); // Saturday
    expect(weekOf('2026-03-08')).toBe('2026-03-08'); // Sunday
    expect(weekOf('2026-04-01')).toBe('2026-03-29'); // a week across a month boundary
    expect(monthOf('2026-03-31')).toBe('2026-03');
  });

  it('across the spring-forward weekend: a late Saturday job stays in its week, whatever UTC says', () => {
    const all = jobs(
      // 23:00 CST on Saturday is already Sunday 05:00 in UTC.
      invitation({ date: '2026-03-07', from: '23:00', to: '03:00', nextDay: true }, 3000),
      invitation({ date: '2026-03-08', from: '01:00', to: '04:00' }, 3000),
      invitation({ date: '2026-03-10', from: '08:00', to: '12:00' }, 3000),
    );
    expect(all[0]!.start_at).toBe('2026-03-08T05:00:00.000Z');
    // Saturday 23:00 to Sunday 03:00 CDT: 3 hours (the clocks skip 2 to 3).
    expect(all[0]!.hours).toBe(3);
    expect(totalsBy(all, 'week')).toEqual([
      { period: 'week', key: '2026-03-08', jobs: 2, hours: 6, pay: 18000 },
      { period: 'week', key: '2026-03-01', jobs: 1, hours: 3, pay: 9000 },
    ]);
  });

  it('across a month boundary: a job on the evening of March 31 in Los Angeles is March (April in UTC)', () => {
    const LA = 'America/Los_Angeles';
    const all = jobs(
      invitation({ date: '2026-03-31', from: '18:00', to: '22:00' }, 2500, true, LA),
      invitation({ date: '2026-04-01', from: '08:00', to: '10:00' }, 2500, true, LA),
      invitation({ date: '2026-01-15', from: '08:00', to: '10:00' }, 2500, true, LA),
    );
    expect(all.find((j) => j.date === '2026-03-31')!.start_at.slice(0, 10)).toBe('2026-04-01');
    // Newest first, the empty February included.
    expect(totalsBy(all, 'month')).toEqual([
      { period: 'month', key: '2026-04', jobs: 1, hours: 2, pay: 5000 },
      { period: 'month', key: '2026-03', jobs: 1, hours: 4, pay: 10000 },
      { period: 'month', key: '2026-02', jobs: 0, hours: 0, pay: 0 },
      { period: 'month', key: '2026-01', jobs: 1, hours: 2, pay: 5000 },
    ]);
    // Both are in the week that starts Sunday, March 29.
    expect(totalsBy(all, 'week')[0]).toEqual({
      period: 'week',
      key: '2026-03-29',
      jobs: 2,
      hours: 6,
      pay: 15000,
    });
  });

  it('keeps the latest periods only, and runs from December into January', () => {
    const all = jobs(
      invitation({ date: '2025-12-31', from: '08:00', to: '09:00' }, 2000),
      invitation({ date: '2026-01-02', from: '08:00', to: '09:00' }, 2000),
    );
    expect(totalsBy(all, 'month').map((t) => t.key)).toEqual(['2026-01', '2025-12']);
    expect(totalsBy(all, 'week').map((t) => t.key)).toEqual(['2025-12-28']);
    expect(totalsBy(all, 'month', 1).map((t) => t.key)).toEqual(['2026-01']);
    expect(totalsBy([], 'week')).toEqual([]);
  });

  it("runs on to today's week and month, empty until a job of theirs is done (QA helper-120)", () => {
    const all = jobs(invitation({ date: '2026-12-14', from: '08:00', to: '10:00' }, 2000));
    // Sunday, January 3, 2027: the week of 01/03 and January head the lists, at 0.
    expect(totalsBy(all, 'week', Infinity, '2027-01-03').slice(0, 2)).toEqual([
      { period: 'week', key: '2027-01-03', jobs: 0, hours: 0, pay: 0 },
      { period: 'week', key: '2026-12-27', jobs: 0, hours: 0, pay: 0 },
    ]);
    expect(totalsBy(all, 'week', Infinity, '2027-01-03')).toHaveLength(4);
    expect(totalsBy(all, 'month', Infinity, '2027-01-03')).toEqual([
      { period: 'month', key: '2027-01', jobs: 0, hours: 0, pay: 0 },
      { period: 'month', key: '2026-12', jobs: 1, hours: 2, pay: 4000 },
    ]);
    // A job dated after today (done early, or on another zone's clocks) still heads it.
    expect(totalsBy(all, 'month', Infinity, '2026-11-30').map((t) => t.key)).toEqual(['2026-12']);
    expect(totalsBy([], 'month', Infinity, '2027-01-03')).toEqual([]);
  });
});
