import type {
  CrewMember,
  DispatchBooking,
  DispatchDay,
  DispatchPerson,
  OrderCard,
} from '@/platform/api/generated/model';
import { formatTimeRange } from '@/platform/format';
import {
  type BoardFlag,
  bookingText,
  buildBoard,
  isBlocked,
  isFree,
  onJobDuringTimeOff,
  openText,
  personStateText,
  takesInvitations,
} from './board';
import { clashNote, invitableJobs, jobNote } from './invitable-jobs';
import { flagLinkName } from '../components/flag-list';

const NOW = Date.parse('2026-12-02T12:00:00Z');

function order(id: number, start: string, end: string, extra: Partial<OrderCard> = {}): OrderCard {
  return {
    id,
    number: 1000 + id,
    branch_id: 1,
    status: 1,
    help_type: 1,
    pick_up_address: null,
    destination_address: null,
    pick_up_addresses_count: 0,
    destination_addresses_count: 0,
    customer_name: 'Ann',
    customer_last_name: 'Lee',
    customer_primary_phone: '5125550100',
    start_at: start,
    end_at: end,
    helpers_needed: 2,
    trucks_needed: 1,
    hourly_rate: 5000,
    crew_count: 0,
    invitations_count: 0,
    unconfirmed_count: 0,
    crew_preview: [],
    completed_at: null,
    cancelled_at: null,
    updated_at: start,
    ...extra,
  };
}

function member(
  employeeId: number,
  status: 'accepted' | 'pending',
  positions: number[] = [3],
): CrewMember {
  return {
    employee_id: employeeId,
    invitation_id: employeeId * 10,
    invitation_status: status,
    first_name: `P${employeeId}`,
    last_name: 'Crew',
    avatar_url: null,
    phone: null,
    positions: positions as CrewMember['positions'],
    price: 2500,
    rating: { average: 0, count: 0 },
    user_id: null,
    is_helper: false,
    confirmation: null,
    confirmed_at: null,
    time_off: null,
    on_my_way_at: null,
    late_minutes: null,
    expected_at: null,
    clocked_in_at: null,
    clocked_out_at: null,
  };
}

function person(employeeId: number, extra: Partial<DispatchPerson> = {}): DispatchPerson {
  return {
    employee_id: employeeId,
    user_id: null,
    first_name: `P${employeeId}`,
    last_name: 'Crew',
    avatar_url: null,
    positions: [3],
    is_helper: false,
    has_schedule: true,
    window: { day: 3, from: '08:00', to: '17:00' },
    bookings: [],
    time_off: null,
    ...extra,
  };
}

const booking = (
  orderId: number | null,
  status: 'accepted' | 'pending',
  start: string,
  end: string,
): DispatchBooking => ({
  invitation_id: orderId == null ? null : orderId * 100,
  order_id: orderId,
  number: orderId == null ? null : 1000 + orderId,
  status,
  start_at: start,
  end_at: end,
});

const day = (jobs: DispatchDay['jobs'], people: DispatchPerson[] = []): DispatchDay => ({
  date: '2026-12-02',
  timezone: 'America/Chicago',
  jobs,
  people,
});

describe('buildBoard: jobs', () => {
  it('a job short of people with every missing spot invited says so: answers to wait for, no one to match (QA helper-87)', () => {
    const job = order(3, '2026-12-02T15:00:00Z', '2026-12-02T19:00:00Z', { helpers_needed: 2 });
    const invited = buildBoard(
      day([{ order: job, crew: [member(1, 'accepted', [1]), member(2, 'pending', [1])] }]),
      NOW,
    );
    const [flag] = invited.flags.filter((f) => f.kind === 'understaffed');
    expect(flag).toMatchObject({
      text: '#1003 needs 1 more person: 1 pending (every spot has an invitation)',
      allInvited: true,
    });
    // An invitee with time off that day cannot accept: the spot is open after all (review 88).
    const away = buildBoard(
      day([
        {
          order: job,
          crew: [
            member(1, 'accepted', [1]),
            {
              ...member(2, 'pending', [1]),
              time_off: { start_date: '2026-12-02', end_date: '2026-12-02' },
            },
          ],
        },
      ]),
      NOW,
    );
    const [stuck] = away.flags.filter((f) => f.kind === 'understaffed');
    expect(stuck!.text).toBe('#1003 needs 1 more person: 1 pending');
    expect(stuck!.allInvited).toBeUndefined();
    // With a spot nobody holds, it is one to match.
    const open = buildBoard(day([{ order: job, crew: [member(1, 'accepted', [1])] }]), NOW);
    const [short] = open.flags.filter((f) => f.kind === 'understaffed');
    expect(short!.text).toBe('#1003 needs 1 more person: 1 open spot');
    expect(short!.allInvited).toBeUndefined();
  });

  it('counts a job’s gaps and flags it understaffed, without a foreman and short of drivers', () => {
    const job = order(1, '2026-12-02T15:00:00Z', '2026-12-02T19:00:00Z', {
      helpers_needed: 3,
      trucks_needed: 2,
    });
    const board = buildBoard(
      day([{ order: job, crew: [member(1, 'accepted', [1]), member(2, 'pending')] }]),
      NOW,
    );
    const [row] = board.jobs;
    expect(row).toMatchObject({ open: 2, done: false });
    // The invitee holds a spot: one is open (chips: accepted, invited, one open spot).
    expect(row).toMatchObject({ openSpots: 1 });
    // The row and the flag count the same way, in the crew page's words (QA-217 M3: "1 open"
    // beside "needs 2 more people" read as two counts of one thing).
    expect(openText(row!)).toBe('1 of 3 accepted · 1 pending · 1 open spot');
    expect(row!.accepted.map((m) => m.employee_id)).toEqual([1]);
    expect(row!.pending.map((m) => m.employee_id)).toEqual([2]);
    expect(board.flags.map((f) => f.text)).toEqual([
      '#1001 needs 2 more people: 1 pending · 1 open spot',
      '#1001 has no foreman',
      '#1001 has 1 driver for 2 trucks',
      '#1001 starts within 24 hours with 1 unanswered invitation',
    ]);
    expect(board.understaffed).toBe(1);
  });

  it('flags nothing on a full crew with a foreman-driver, nor on a completed job', () => {
    const full = order(1, '2026-12-02T15:00:00Z', '2026-12-02T19:00:00Z');
    const done = order(2, '2026-12-02T13:00:00Z', '2026-12-02T14:00:00Z', {
      completed_at: '2026-12-02T14:30:00Z',
      helpers_needed: 5,
    });
    const board = buildBoard(
      day([
        { order: full, crew: [member(1, 'accepted', [4]), member(2, 'accepted')] },
        { order: done, crew: [] },
      ]),
      NOW,
    );
    expect(board.flags).toEqual([]);
    expect(board.understaffed).toBe(0);
    expect(board.jobs[1]).toMatchObject({ done: true, open: 5 });
  });

  it('says "starting within 24 hours" only for jobs ahead of now and within a day', () => {
    const crew = [member(1, 'pending'), member(2, 'pending')];
    const soon = order(1, '2026-12-03T11:59:00Z', '2026-12-03T15:00:00Z');
    const later = order(2, '2026-12-03T12:01:00Z', '2026-12-03T15:00:00Z');
    const started = order(3, '2026-12-02T11:00:00Z', '2026-12-02T15:00:00Z');
    const kinds = buildBoard(
      day([
        { order: soon, crew },
        { order: later, crew },
        { order: started, crew },
      ]),
      NOW,
    ).jobs.map((job) => job.flags.some((f) => f.kind === 'pending-soon'));
    expect(kinds).toEqual([true, false, false]);
  });
});

describe('buildBoard: people', () => {
  it('tells available, off and no fixed hours apart, with busy and unanswered jobs', () => {
    const accepted = booking(1, 'accepted', '2026-12-02T15:00:00Z', '2026-12-02T17:00:00Z');
    const pending = booking(2, 'pending', '2026-12-02T18:00:00Z', '2026-12-02T20:00:00Z');
    const board = buildBoard(
      day(
        [],
        [
          person(1, { bookings: [accepted, pending] }),
          person(2, { window: null }),
          person(3, { has_schedule: false, window: null }),
        ],
      ),
      NOW,
    );
    expect(board.people.map((p) => p.state)).toEqual(['available', 'off', 'no-schedule']);
    expect(board.people[0]).toMatchObject({
      busy: [accepted],
      unanswered: [pending],
      overlaps: [],
    });
    expect(board.flags).toEqual([]);
  });

  it('flags a person on one job and invited to another that overlaps it, in those words (QA 56)', () => {
    const a = booking(1, 'accepted', '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
    const b = booking(2, 'pending', '2026-12-02T17:00:00Z', '2026-12-02T20:00:00Z');
    const elsewhere = booking(null, 'accepted', '2026-12-02T15:00:00Z', '2026-12-02T20:00:00Z');
    const board = buildBoard(day([], [person(7, { bookings: [a, b, elsewhere] })]), NOW);
    expect(board.people[0]!.overlaps).toHaveLength(3);
    // another company's job cannot be fixed here: only the pair of own jobs is a flag
    expect(board.flags).toEqual([
      {
        kind: 'overlap',
        text: 'P7 Crew is on #1001 and invited to #1002, which overlaps it',
        orderId: 2,
        orderNumber: 1002,
        employeeId: 7,
        person: 'P7 Crew',
      },
    ]);
  });
});

describe('overlaps with a job that has ended (review 52)', () => {
  it('are neither a flag nor the person’s tag: the ended job takes no one new', () => {
    // NOW is 12:00 UTC: the first job ended at 11:00, the other two are under way or to come.
    const ended = booking(1, 'pending', '2026-12-02T08:00:00Z', '2026-12-02T11:00:00Z');
    const running = booking(2, 'pending', '2026-12-02T10:00:00Z', '2026-12-02T13:00:00Z');
    const later = booking(3, 'pending', '2026-12-02T12:30:00Z', '2026-12-02T15:00:00Z');
    const board = buildBoard(day([], [person(7, { bookings: [ended, running, later] })]), NOW);
    expect(board.people[0]!.overlaps).toEqual([[running, later]]);
    expect(board.flags.map((f) => f.text)).toEqual([
      'P7 Crew is invited to overlapping jobs #1002 and #1003',
    ]);
  });
});

describe('an invitation unanswered when its job ended (QA 2026-12-07)', () => {
  // NOW is 12:00 UTC: #1001 ended at 11:00 with P2 never answering; #1002 is under way.
  const ended = order(1, '2026-12-02T08:00:00Z', '2026-12-02T11:00:00Z', { helpers_needed: 2 });
  const running = order(2, '2026-12-02T10:00:00Z', '2026-12-02T14:00:00Z');
  const board = buildBoard(
    day(
      [
        { order: ended, crew: [member(1, 'accepted'), member(2, 'pending')] },
        { order: running, crew: [member(3, 'pending')] },
      ],
      [person(2, { bookings: [booking(1, 'pending', ended.start_at, ended.end_at)] })],
    ),
    NOW,
  );

  it('is "no answer" as on the crew page, not pending: the job card counts no "N pending" then', () => {
    const [endedRow, runningRow] = board.jobs;
    expect(endedRow!.noAnswer.map((m) => m.employee_id)).toEqual([2]);
    expect(endedRow!.pending).toEqual([]);
    // Before its end the same invitation is pending, one of the card's "1 pending".
    expect(runningRow!.pending.map((m) => m.employee_id)).toEqual([3]);
    expect(runningRow!.noAnswer).toEqual([]);
  });

  it('is not the person’s “Not answered”, nor a clash “Invite to…” says', () => {
    const row = board.people[0]!;
    expect(row.unanswered).toEqual([]);
    expect(clashNote(row, board.jobs[1]!)).toBeNull();
  });
});

describe('what "Invite to…" and "Move to…" say of a clash (QA 2026-12-04)', () => {
  it('an unanswered invitation overlapping the job is said, as an accepted one is; the job a move leaves is not', () => {
    const a = order(1, '2026-12-02T13:30:00Z', '2026-12-02T15:30:00Z');
    const b = order(2, '2026-12-02T13:30:00Z', '2026-12-02T17:30:00Z');
    const c = order(3, '2026-12-02T19:00:00Z', '2026-12-02T21:00:00Z');
    const invitedToA = booking(1, 'pending', a.start_at, a.end_at);
    const board = buildBoard(
      day(
        [a, b, c].map((o) => ({ order: o, crew: [] })),
        [person(7, { bookings: [invitedToA] })],
      ),
      NOW,
    );
    const row = board.people[0]!;
    const [jobB, jobC] = [board.jobs[1]!, board.jobs[2]!];
    expect(clashNote(row, jobB)).toBe('invited to #1001 then');
    expect(clashNote(row, jobC)).toBeNull();
    // Moving the invitation of #1001 to #1002: #1001 holds her no more.
    expect(clashNote(row, jobB, a.id)).toBeNull();
    // An accepted job comes first.
    const busy = buildBoard(
      day(
        [a, b].map((o) => ({ order: o, crew: [] })),
        [person(7, { bookings: [booking(1, 'accepted', a.start_at, a.end_at)] })],
      ),
      NOW,
    );
    expect(clashNote(busy.people[0]!, busy.jobs[1]!)).toBe('busy on #1001');
  });

  it('Move to… says of a job what Invite to… says, hours outside their window too (QA 2026-12-04)', () => {
    const clock = (iso: string) => iso.slice(11, 16); // UTC as the zone, for the test
    const a = order(1, '2026-12-02T13:30:00Z', '2026-12-02T15:30:00Z');
    const late = order(2, '2026-12-02T16:00:00Z', '2026-12-02T19:00:00Z');
    const board = buildBoard(
      day(
        [
          { order: a, crew: [member(7, 'pending')] },
          { order: late, crew: [] },
        ],
        [person(7, { bookings: [booking(1, 'pending', a.start_at, a.end_at)] })],
      ),
      Date.parse('2026-12-02T05:00:00Z'),
    );
    const row = board.people[0]!;
    expect(jobNote(row, board.jobs[1]!, clock, a.id)).toBe('works 8:00 am - 5:00 pm');
  });
});

describe('time off (7/8)', () => {
  it('a person off that day is "time-off", not free, and jobs say so', () => {
    const job = order(1, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
    const board = buildBoard(
      day(
        [{ order: job, crew: [] }],
        [
          person(1, { time_off: { start_date: '2026-12-01', end_date: '2026-12-03' } }),
          person(2, {
            has_schedule: false,
            window: null,
            time_off: { start_date: '2026-12-02', end_date: '2026-12-02' },
          }),
          person(3),
        ],
      ),
      NOW,
    );
    expect(board.people.map((p) => p.state)).toEqual(['time-off', 'time-off', 'available']);
    expect(board.people.map(isFree)).toEqual([false, false, true]);
    expect(invitableJobs(board, board.people[0]!, (iso) => iso.slice(11, 16))).toEqual([
      { job: board.jobs[0], note: 'time off that day' },
    ]);
  });
});

describe('a job during time off (7/8)', () => {
  it('flags each crew member of an open job who has time off then, on or invited', () => {
    const a = order(1, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
    const b = order(2, '2026-12-02T19:00:00Z', '2026-12-02T21:00:00Z');
    const done = order(3, '2026-12-02T12:00:00Z', '2026-12-02T13:00:00Z', {
      completed_at: '2026-12-02T13:30:00Z',
    });
    const off = { start_date: '2026-12-01', end_date: '2026-12-03' };
    const onLeave = (m: CrewMember): CrewMember => ({ ...m, time_off: off });
    const board = buildBoard(
      day(
        [
          // 7 on the crew, 9 (a member of another branch: not among the people) invited
          { order: a, crew: [onLeave(member(7, 'accepted')), member(8, 'accepted')] },
          { order: b, crew: [onLeave(member(9, 'pending'))] },
          { order: done, crew: [onLeave(member(7, 'accepted'))] },
        ],
        [
          person(7, {
            time_off: off,
            bookings: [booking(1, 'accepted', a.start_at, a.end_at)],
          }),
          person(8, { bookings: [booking(1, 'accepted', a.start_at, a.end_at)] }),
        ],
      ),
      NOW,
    );
    expect(board.flags.filter((f) => f.kind === 'time-off')).toEqual([
      {
        kind: 'time-off',
        text: 'P7 Crew has time off but is on #1001',
        orderId: 1,
        orderNumber: 1001,
        employeeId: 7,
        person: 'P7 Crew',
      },
      {
        kind: 'time-off',
        text: 'P9 Crew has time off and cannot accept #1002',
        orderId: 2,
        orderNumber: 1002,
        employeeId: 9,
        person: 'P9 Crew',
      },
    ]);
    const [seven, eight] = board.people;
    const onA = booking(1, 'accepted', a.start_at, a.end_at);
    expect(onJobDuringTimeOff(board, seven!, onA)).toBe(true);
    expect(onJobDuringTimeOff(board, eight!, onA)).toBe(false);
    expect(
      onJobDuringTimeOff(board, seven!, booking(3, 'accepted', done.start_at, done.end_at)),
    ).toBe(false);
  });
});

describe('open spots', () => {
  it('an invitee holds a spot until she answers; more invitees than spots leave none open', () => {
    const job = order(1, '2026-12-02T15:00:00Z', '2026-12-02T19:00:00Z', { helpers_needed: 2 });
    const rowOf = (crew: CrewMember[]) => buildBoard(day([{ order: job, crew }]), NOW).jobs[0]!;
    const invited = rowOf([member(1, 'pending'), member(2, 'pending'), member(3, 'pending')]);
    expect(invited).toMatchObject({ open: 2, openSpots: 0 });
    expect(openText(invited)).toBe('0 of 2 accepted · 3 pending');
    const full = rowOf([member(1, 'accepted'), member(2, 'accepted')]);
    expect(openText(full)).toBe('2 of 2 accepted');
    expect(openText(rowOf([]))).toBe('0 of 2 accepted · 2 open spots');
    // Someone on it with time off then: said beside it, as the header counts the job short.
    const away = { start_date: '2026-12-02', end_date: '2026-12-02' };
    const withAway = rowOf([{ ...member(1, 'accepted'), time_off: away }, member(2, 'accepted')]);
    expect(openText(withAway)).toBe('2 of 2 accepted · 1 on time off');
    expect(openText(rowOf([{ ...member(1, 'accepted'), time_off: away }]))).toBe(
      '1 of 2 accepted · 1 open spot · 1 on time off',
    );
  });
});

describe('personStateText', () => {
  const row = (extra: Partial<DispatchPerson>) =>
    buildBoard(day([], [person(1, extra)]), NOW).people[0]!;
  it('says "Off today" on today only, "Off that day" on another day', () => {
    const off = row({ window: null });
    expect(personStateText(off, true)).toBe('Off today');
    expect(personStateText(off, false)).toBe('Off that day');
  });
  it('writes the hours as the app writes a time window, 12-hour', () => {
    const works = row({ window: { day: 3, from: '07:00', to: '18:00' } });
    expect(personStateText(works, true)).toBe('Works 7:00 am - 6:00 pm');
    expect(personStateText(row({ has_schedule: false, window: null }), false)).toBe(
      'No fixed hours',
    );
  });
});

describe('a helper the company blocked (QA 2026-12-04)', () => {
  it('is not free, and not offered for any job of the day', () => {
    const job = order(1, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
    const board = buildBoard(
      day(
        [{ order: job, crew: [] }],
        [person(1, { roster_status: 'blocked' }), person(2, { roster_status: 'favourite' })],
      ),
      NOW,
    );
    expect(board.people.map(isBlocked)).toEqual([true, false]);
    expect(board.people.map(isFree)).toEqual([false, true]);
    expect(invitableJobs(board, board.people[0]!, (iso) => iso.slice(11, 16))).toEqual([]);
    expect(invitableJobs(board, board.people[1]!, (iso) => iso.slice(11, 16))).toHaveLength(1);
  });
});

describe('invitableJobs', () => {
  const clock = (iso: string) => iso.slice(11, 16); // UTC as the zone, for the test
  it('says a job the person declined or left is one they declined (QA 56: offered again without a word)', () => {
    const declined = order(1, '2026-12-02T12:00:00Z', '2026-12-02T14:00:00Z');
    const other = order(2, '2026-12-02T12:00:00Z', '2026-12-02T14:00:00Z');
    const board = buildBoard(
      day(
        [
          { order: declined, crew: [] },
          { order: other, crew: [] },
        ],
        [person(1, { declined_order_ids: [1] })],
      ),
      Date.parse('2026-12-02T05:00:00Z'),
    );
    expect(
      invitableJobs(board, board.people[0]!, clock).map(({ job, note }) => [job.order.id, note]),
    ).toEqual([
      [1, 'declined it'],
      [2, null],
    ]);
  });

  it('lists open jobs the person is not on, saying when one clashes or falls outside their hours', () => {
    const early = order(1, '2026-12-02T06:00:00Z', '2026-12-02T09:00:00Z');
    const noon = order(2, '2026-12-02T12:00:00Z', '2026-12-02T14:00:00Z');
    const clash = order(3, '2026-12-02T15:00:00Z', '2026-12-02T16:00:00Z');
    const full = order(4, '2026-12-02T10:00:00Z', '2026-12-02T11:00:00Z', { helpers_needed: 1 });
    const mine = order(5, '2026-12-02T10:00:00Z', '2026-12-02T11:00:00Z');
    const board = buildBoard(
      day(
        [
          { order: early, crew: [] },
          { order: noon, crew: [] },
          { order: clash, crew: [] },
          { order: full, crew: [member(8, 'accepted')] },
          { order: mine, crew: [member(1, 'pending')] },
        ],
        [
          person(1, {
            bookings: [booking(9, 'accepted', '2026-12-02T14:30:00Z', '2026-12-02T15:30:00Z')],
          }),
        ],
      ),
      // Before the day's first job: none has ended.
      Date.parse('2026-12-02T05:00:00Z'),
    );
    expect(
      invitableJobs(board, board.people[0]!, clock).map(({ job, note }) => [job.order.id, note]),
    ).toEqual([
      [1, 'works 8:00 am - 5:00 pm'],
      [2, null],
      [3, 'busy on #1009'],
    ]);
  });
});

describe('on the day (on my way, not in the spec)', () => {
  it('flags first each person on an open job who told the company she runs late; not on time, not a closed job, not once it is over', () => {
    const a = order(1, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
    const done = order(2, '2026-12-02T12:00:00Z', '2026-12-02T13:00:00Z', {
      completed_at: '2026-12-02T13:30:00Z',
    });
    const told = (m: CrewMember, late: number): CrewMember => ({
      ...m,
      on_my_way_at: '2026-12-02T14:30:00Z',
      late_minutes: late,
      expected_at: '2026-12-02T15:20:00Z',
    });
    const board = buildBoard(
      day(
        [
          { order: a, crew: [told(member(7, 'accepted'), 20), told(member(8, 'accepted'), 0)] },
          { order: done, crew: [told(member(7, 'accepted'), 30)] },
        ],
        [],
      ),
      NOW,
    );
    expect(board.flags.filter((f) => f.kind === 'late')).toEqual([
      {
        kind: 'late',
        text: 'P7 Crew is 20 min late for #1001',
        orderId: 1,
        orderNumber: 1001,
        employeeId: 7,
        person: 'P7 Crew',
      },
    ]);
    expect(board.flags[0]!.kind).toBe('late');
    const later = buildBoard(
      day([{ order: a, crew: [told(member(7, 'accepted'), 20)] }], []),
      Date.parse(a.end_at),
    );
    expect(later.flags.filter((f) => f.kind === 'late')).toEqual([]);
    // Time clock: once she started work she is there, late no more.
    const arrived = buildBoard(
      day(
        [
          {
            order: a,
            crew: [{ ...told(member(7, 'accepted'), 20), clocked_in_at: '2026-12-02T15:25:00Z' }],
          },
        ],
        [],
      ),
      NOW,
    );
    expect(arrived.flags.filter((f) => f.kind === 'late')).toEqual([]);
  });
});

describe('bookingText: the people list says where a booked person is on the day', () => {
  it('adds what her chip on that job says (on the way, at work, done); nothing for another company’s job', () => {
    const job = order(1, '2026-12-02T13:00:00Z', '2026-12-02T20:00:00Z');
    const booked = booking(1, 'accepted', job.start_at, job.end_at);
    const spot = { ...member(7, 'accepted'), invitation_id: booked.invitation_id! };
    const zone = 'America/Chicago';
    // On the branch's clock (7:00 am - 2:00 pm, with its zone where the machine's differs).
    const when = formatTimeRange(job.start_at, job.end_at, zone);
    expect(when).toMatch(/^7:00 am - 2:00 pm\b/);
    const textWith = (crew: CrewMember) =>
      bookingText(buildBoard(day([{ order: job, crew: [crew] }]), NOW), booked, zone);
    expect(textWith(spot)).toBe(`On #1001 ${when}`);
    expect(textWith({ ...spot, on_my_way_at: '2026-12-02T12:40:00Z', late_minutes: 0 })).toBe(
      `On #1001 ${when} · on the way`,
    );
    const atWork = { ...spot, clocked_in_at: '2026-12-02T12:58:00Z' };
    expect(textWith(atWork)).toBe(`On #1001 ${when} · at work`);
    expect(textWith({ ...atWork, clocked_out_at: '2026-12-02T20:10:00Z' })).toBe(
      `On #1001 ${when} · done`,
    );
    // Someone else's spot on the job is not hers.
    expect(textWith({ ...atWork, invitation_id: 999 })).toBe(`On #1001 ${when}`);
    const elsewhere = booking(null, 'accepted', '2026-12-02T15:00:00Z', '2026-12-02T17:00:00Z');
    expect(
      bookingText(buildBoard(day([{ order: job, crew: [atWork] }]), NOW), elsewhere, zone),
    ).toBe(`Busy elsewhere ${formatTimeRange(elsewhere.start_at, elsewhere.end_at, zone)}`);
  });
});

describe('a job that has ended (review 52)', () => {
  // NOW is 12:00 UTC: #1001 ran 06:00-09:00, #1002 runs 11:00-14:00, #1003 is to come.
  const ended = order(1, '2026-12-02T06:00:00Z', '2026-12-02T09:00:00Z', {
    helpers_needed: 3,
    trucks_needed: 2,
  });
  const running = order(2, '2026-12-02T11:00:00Z', '2026-12-02T14:00:00Z');
  const ahead = order(3, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
  const off = { start_date: '2026-12-02', end_date: '2026-12-02' };

  it('raises no staffing flag, is not counted understaffed and is offered to nobody', () => {
    const board = buildBoard(
      day(
        [
          {
            order: ended,
            crew: [{ ...member(1, 'accepted'), time_off: off }, member(2, 'pending')],
          },
          { order: ahead, crew: [] },
        ],
        [person(5)],
      ),
      NOW,
    );
    const [past, next] = board.jobs;
    expect(past).toMatchObject({ ended: true, done: false, flags: [] });
    expect(takesInvitations(past!)).toBe(false);
    expect(board.flags.filter((f) => f.orderId === ended.id)).toEqual([]);
    expect(board.understaffed).toBe(1); // #1003 only
    expect(next!.ended).toBe(false);
    expect(
      invitableJobs(board, board.people[0]!, (iso) => iso.slice(11, 16)).map((j) => j.job),
    ).toEqual([next]);
  });

  it('a job under way is still offered (a crew may be topped up while it runs)', () => {
    const board = buildBoard(day([{ order: running, crew: [] }], [person(5)]), NOW);
    expect(board.jobs[0]!.ended).toBe(false);
    expect(takesInvitations(board.jobs[0]!)).toBe(true);
    expect(board.understaffed).toBe(1);
  });
});

describe('the understaffed count and time off (review 52 M3)', () => {
  it('counts a full crew with someone on time off then: the job is effectively short', () => {
    const job = order(1, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z');
    const off = { start_date: '2026-12-02', end_date: '2026-12-02' };
    const board = buildBoard(
      day([
        {
          order: job,
          crew: [{ ...member(1, 'accepted', [4]), time_off: off }, member(2, 'accepted', [2])],
        },
      ]),
      NOW,
    );
    expect(board.jobs[0]!.open).toBe(0);
    expect(board.flags.map((f) => f.kind)).toEqual(['time-off']);
    expect(board.understaffed).toBe(1);
  });
});

describe('not arrived (review 52 M2)', () => {
  // #1002 runs 11:00-14:00 UTC; NOW is 12:00.
  const running = order(2, '2026-12-02T11:00:00Z', '2026-12-02T14:00:00Z', {
    helpers_needed: 4,
  });
  const silent = member(1, 'accepted');
  const confirmed = { ...member(2, 'accepted'), confirmed_at: '2026-12-01T12:00:00Z' };
  const atWork = { ...member(3, 'accepted'), clocked_in_at: '2026-12-02T11:05:00Z' };
  const late = {
    ...member(4, 'accepted'),
    on_my_way_at: '2026-12-02T11:10:00Z',
    late_minutes: 30,
    expected_at: '2026-12-02T11:40:00Z',
  };
  const crew = [silent, confirmed, atWork, late];

  it('flags who never confirmed, said nothing and has not clocked in, while the job runs', () => {
    const board = buildBoard(day([{ order: running, crew }]), NOW);
    expect(board.jobs[0]!.notArrived).toEqual([silent]);
    expect(board.flags.filter((f) => f.kind === 'not-arrived')).toEqual([
      {
        kind: 'not-arrived',
        text: 'P1 Crew has not arrived at #1002 (never confirmed)',
        orderId: 2,
        orderNumber: 1002,
        employeeId: 1,
        person: 'P1 Crew',
      },
    ]);
    // First, with who runs late: it is about the next minutes.
    expect(board.flags.slice(0, 2).map((f) => f.kind)).toEqual(['late', 'not-arrived']);
  });

  it('not before the start, not once it has ended, not on a completed job', () => {
    const before = buildBoard(day([{ order: running, crew }]), Date.parse('2026-12-02T10:30:00Z'));
    const after = buildBoard(day([{ order: running, crew }]), Date.parse(running.end_at));
    const completed = buildBoard(
      day([{ order: { ...running, completed_at: '2026-12-02T11:55:00Z' }, crew }]),
      NOW,
    );
    for (const board of [before, after, completed]) {
      expect(board.jobs[0]!.notArrived).toEqual([]);
      expect(board.flags.filter((f) => f.kind === 'not-arrived')).toEqual([]);
    }
  });
});

describe('flagLinkName (review 52 L11)', () => {
  it('names each flag’s link apart, by the flag and the person it is about', () => {
    const job = order(1, '2026-12-02T15:00:00Z', '2026-12-02T18:00:00Z', {
      helpers_needed: 3,
      trucks_needed: 2,
    });
    const off = { start_date: '2026-12-02', end_date: '2026-12-02' };
    const board = buildBoard(
      day([
        {
          order: job,
          crew: [
            { ...member(1, 'accepted'), time_off: off },
            { ...member(2, 'pending'), time_off: off },
          ],
        },
      ]),
      NOW,
    );
    const names = board.flags.filter((f) => f.kind !== 'understaffed').map(flagLinkName);
    expect(names).toEqual([
      'Open the crew of #1001 (no foreman)',
      'Open the crew of #1001 (too few drivers)',
      'Open the crew of #1001 (unanswered invitations)',
      'Open the crew of #1001 (P1 Crew, time off)',
      'Open the crew of #1001 (P2 Crew, time off)',
    ]);
  });
});

describe('not confirmed within 24 hours of the start', () => {
  // #1003 starts at 20:00 UTC, eight hours after NOW.
  const soon = order(3, '2026-12-02T20:00:00Z', '2026-12-02T23:00:00Z', { helpers_needed: 5 });
  const overdue = { ...member(1, 'accepted'), confirmation: 'overdue' as const };
  const crew = [
    overdue,
    { ...member(2, 'accepted'), confirmation: 'awaiting' as const },
    { ...member(3, 'accepted'), confirmation: 'confirmed' as const },
    {
      ...overdue,
      ...member(4, 'accepted'),
      confirmation: 'overdue' as const,
      on_my_way_at: '2026-12-02T11:50:00Z',
    },
    {
      ...member(5, 'accepted'),
      confirmation: 'overdue' as const,
      time_off: { start_date: '2026-12-02', end_date: '2026-12-02' },
    },
  ];

  it('flags who has not confirmed, after the other flags, naming the person and the job', () => {
    const board = buildBoard(day([{ order: soon, crew }]), NOW);
    const flag: BoardFlag = {
      kind: 'unconfirmed',
      text: 'P1 Crew has not confirmed #1003 (starts within 24 hours)',
      orderId: 3,
      orderNumber: 1003,
      employeeId: 1,
      person: 'P1 Crew',
    };
    // Awaiting is not late yet; on the way says enough; time off has its own flag.
    expect(board.flags.filter((f) => f.kind === 'unconfirmed')).toEqual([flag]);
    expect(board.flags.at(-1)).toEqual(flag);
    expect(flagLinkName(flag)).toBe('Open the crew of #1003 (P1 Crew, not confirmed)');
    // Not short of people for it (she is still coming, as far as anyone knows): the job
    // counts once, for P5's time off.
    expect(board.understaffed).toBe(1);
  });

  it('not once the job has started, ended or been completed', () => {
    const started = buildBoard(day([{ order: soon, crew }]), Date.parse(soon.start_at));
    const completed = buildBoard(
      day([{ order: { ...soon, completed_at: '2026-12-02T11:00:00Z' }, crew }]),
      NOW,
    );
    for (const board of [started, completed])
      expect(board.flags.filter((f) => f.kind === 'unconfirmed')).toEqual([]);
  });
});
