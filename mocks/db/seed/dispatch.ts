import { isForeman as leadsCrews } from '@/platform/format/positions';
import { zonedDate, zonedInstant } from '@/platform/format/zone';
import type { BranchRecord, EmployeeRecord, OrderInvitationRecord } from '../schema';
import { statusFromInvitations } from '../services/orders';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from './accounts';
import { svgAvatar } from './avatar';
import type { SeedContext } from './context';
import { MATCHING_SHOWCASE, employeeSchedule } from './matching';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { ownAddress, ownPhone } from './places';

/*
 * The dispatch board's showcase (6/8, beyond the spec): today in the main company's Austin
 * branch (the anchor's date on the branch's clocks), jobs whose crews raise every flag the
 * board knows, and in the busy scenario a full day of 100 jobs for 200 people. Added after
 * everything else and without faker, so no record before it changes. The crews are people
 * with no live invitation that day, so nobody is booked twice by the seed (but the day off's
 * helper, who may hold other jobs that day, none overlapping #C).
 *
 * The showcase day (branch clocks):
 *  - #A 08:00-12:00, 3 needed, 2 trucks: one helper accepted -> understaffed, no foreman,
 *    0 drivers for 2 trucks; person X invited (pending);
 *  - #B 10:00-14:00, 2 needed: a driver-foreman accepted, X invited too -> understaffed, and
 *    X is invited to overlapping jobs;
 *  - #C 14:00-18:00, 2 needed: a foreman and a driver accepted -> crew full;
 *  - the day off: a marketplace helper foreman of the branch (Gabriela Reyes) took the day off
 *    after accepting an Austin job that day (time off, 7/8): the one she holds, or else she is
 *    #C's foreman -> "has time off but is on #…", her "On #…" in red;
 *  - #D 16:00-19:00, 2 needed: a driver-foreman accepted, one pending -> understaffed, and
 *    (before it starts) an unanswered invitation for a job starting within 24 hours.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DRIVER = [1, 4];

/** #C's window (branch clocks). */
const C_FROM = '14:00';
const C_TO = '18:00';

/** What a scenario adds to the Austin branch's day beyond the showcase (busy). */
export interface DispatchDayPlan {
  /** Jobs that day in all (the showcase's four included). */
  jobs: number;
  /** Active members of the branch in all. */
  people: number;
}

interface JobSpec {
  from: string;
  to: string;
  needed: number;
  trucks: number;
  accepted: EmployeeRecord[];
  pending: EmployeeRecord[];
  customer: [string, string];
}

const SHOWCASE_NAMES = new Set(Object.values(MATCHING_SHOWCASE).map((p) => `${p.first} ${p.last}`));

/** Live invitations (pending or accepted) to jobs touching [from, to), in any branch. */
function liveOn(ctx: SeedContext, from: string, to: string) {
  const { db } = ctx;
  return db.order_invitations
    .findMany((q) => q.where((i) => i.status === 'pending' || i.status === 'accepted'))
    .map((invitation) => ({ invitation, order: db.findById('orders', invitation.order_id)! }))
    .filter(
      ({ order }) =>
        order != null && order.cancelled_at == null && order.end_at > from && order.start_at < to,
    );
}

async function insertJob(
  ctx: SeedContext,
  branch: BranchRecord,
  day: string,
  number: number,
  spec: JobSpec,
): Promise<void> {
  const { db, now } = ctx;
  const created = new Date(now.getTime() - 6 * DAY).toISOString();
  const model = db.orders.findFirst((q) => q.where({ branch_id: branch.id }));
  // Each job its own customer's address and phone (review L16).
  const base = model?.pick_up_addresses[0];
  const address = (base && ownAddress(number, base)) ?? {
    street: '1100 Congress Ave',
    unit: null,
    city: branch.city,
    state: branch.state_initials,
    zip: '78701',
    lat: branch.latitude ?? null,
    lng: branch.longitude ?? null,
  };
  const orderId = db.nextId('orders');
  const invitations: OrderInvitationRecord[] = [];
  const people = [
    ...spec.accepted.map((e) => [e, 'accepted'] as const),
    ...spec.pending.map((e) => [e, 'pending'] as const),
  ];
  for (const [index, [employee, status]] of people.entries()) {
    const sent = new Date(now.getTime() - (5 * DAY - index * HOUR)).toISOString();
    const answered = status === 'accepted' ? new Date(now.getTime() - 4 * DAY).toISOString() : null;
    invitations.push(
      await db.insert('order_invitations', {
        order_id: orderId,
        employee_id: employee.id,
        branch_id: branch.id,
        user_id: employee.user_id,
        status,
        created_at: sent,
        updated_at: answered ?? sent,
        responded_at: answered,
        reject_reason: null,
      }),
    );
  }
  await db.insert('orders', {
    id: orderId,
    number,
    branch_id: branch.id,
    company_id: branch.company_id,
    status: statusFromInvitations(spec.needed, invitations),
    help_type: 3,
    pick_up_addresses: [address],
    destination_addresses: [{ ...address, street: `${100 + (number % 900)} E 6th St` }],
    customer: {
      first_name: spec.customer[0],
      last_name: spec.customer[1],
      primary_phone: ownPhone(number),
      secondary_phone: null,
      email: null,
    },
    start_at: zonedInstant(day, spec.from, branch.timezone).toISOString(),
    end_at: zonedInstant(day, spec.to, branch.timezone).toISOString(),
    helpers_needed: spec.needed,
    trucks_needed: spec.trucks,
    hourly_rate: 4000,
    notes: null,
    outsource_offer_id: null,
    completed_at: null,
    cancelled_at: null,
    created_at: created,
    updated_at: created,
    cancel_reason: null,
    completion: null,
  });
}

/** Members added so the branch has `total` active people (busy scenario). */
async function addPeople(ctx: SeedContext, branch: BranchRecord, total: number): Promise<void> {
  const { db, now } = ctx;
  const active = db.employees.findMany((q) => q.where({ branch_id: branch.id, status: 1 }));
  const created = new Date(now.getTime() - 60 * DAY).toISOString();
  const positions: Array<Array<1 | 2 | 3 | 4>> = [[3], [1, 3], [3], [2, 3], [3], [4], [1], [3]];
  for (let index = active.length; index < total; index++) {
    const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 11 + 3) % LAST_NAMES.length]!;
    await db.insert('employees', {
      user_id: null,
      branch_id: branch.id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.d${index}@${branch.city.toLowerCase()}.lonestar.test`.toLowerCase(),
      phone: `512555${String(1000 + index).slice(-4)}`,
      avatar_url: index % 3 === 0 ? null : svgAvatar(`${first} ${last}`),
      positions: positions[index % positions.length]!,
      price: 2000 + (index % 9) * 250,
      status: 1,
      availabilities: employeeSchedule(index),
      is_helper: false,
      is_manager: false,
      rating: { average: 3.5 + (index % 16) / 10, count: index % 30 },
      created_at: created,
      updated_at: created,
      deleted_at: null,
    });
  }
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Seeds the showcase (and the busy day when planned) into the main company's Austin branch. */
export async function seedDispatchShowcase(
  ctx: SeedContext,
  busyDay?: DispatchDayPlan,
): Promise<void> {
  const { db, now } = ctx;
  const company = db.companies.findFirst((q) => q.where({ name: DEMO_COMPANIES.main }));
  const branch = company
    ? db.branches.findFirst((q) => q.where({ company_id: company.id, city: 'Austin' }))
    : undefined;
  if (!company || !branch) return;
  const day = zonedDate(now, branch.timezone);
  const from = zonedInstant(day, '00:00', branch.timezone).toISOString();
  const to = new Date(Date.parse(from) + DAY).toISOString();
  if (busyDay) await addPeople(ctx, branch, busyDay.people);

  const live = liveOn(ctx, from, to);
  const booked = new Set(live.map(({ invitation }) => invitation.employee_id));
  const free = db.employees
    .findMany((q) => q.where({ branch_id: branch.id, status: 1 }))
    .filter((e) => e.deleted_at == null && !e.is_helper && !booked.has(e.id))
    .filter((e) => !SHOWCASE_NAMES.has(`${e.first_name} ${e.last_name}`))
    .sort((a, b) => a.id - b.id);
  const take = (test: (e: EmployeeRecord) => boolean) => {
    const index = free.findIndex(test);
    return index < 0 ? [] : free.splice(index, 1);
  };
  const isDriver = (e: EmployeeRecord) => e.positions.some((p) => DRIVER.includes(p));
  const isForeman = (e: EmployeeRecord) => leadsCrews(e.positions);
  const plain = (e: EmployeeRecord) => !isDriver(e) && !isForeman(e);

  const x = take(plain);
  const [driver1, foreman1, driver2] = [...take(isDriver), ...take(isForeman), ...take(isDriver)];
  // The day off (time off, 7/8): a marketplace helper foreman of the branch (not the demo's
  // helper, whose Accepts the demo offers) took the board's day off after accepting an Austin
  // job of that day. The one she already holds there if any; else #C, as its foreman, when
  // none of her jobs that day (in any branch: one person, a member record in each) overlaps it.
  const demoHelper = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  const offHelper = db.employees
    .findMany((q) => q.where({ branch_id: branch.id, status: 1, is_helper: true }))
    .filter((e) => e.deleted_at == null && e.user_id != null && e.user_id !== demoHelper?.id)
    .filter(isForeman)
    .sort((a, b) => a.id - b.id)[0];
  const hers = live.filter(({ invitation }) => invitation.user_id === offHelper?.user_id);
  const c = {
    from: zonedInstant(day, C_FROM, branch.timezone),
    to: zonedInstant(day, C_TO, branch.timezone),
  };
  const heldHere = hers.some(
    ({ order, invitation }) => order.branch_id === branch.id && invitation.status === 'accepted',
  );
  const onC =
    offHelper &&
    !heldHere &&
    !hers.some(
      ({ order }) =>
        Date.parse(order.start_at) < c.to.getTime() && c.from.getTime() < Date.parse(order.end_at),
    )
      ? offHelper
      : undefined;
  const foreman2 = onC ?? take(isForeman)[0];
  const some = (...people: Array<EmployeeRecord | undefined>) =>
    people.filter((e): e is EmployeeRecord => e !== undefined);
  const showcase: JobSpec[] = [
    {
      from: '08:00',
      to: '12:00',
      needed: 3,
      trucks: 2,
      accepted: take(plain),
      pending: x,
      customer: ['Alicia', 'Ramsey'],
    },
    {
      from: '10:00',
      to: '14:00',
      needed: 3,
      trucks: 1,
      accepted: some(driver1, foreman1),
      pending: x,
      customer: ['Omar', 'Whitfield'],
    },
    {
      from: C_FROM,
      to: C_TO,
      needed: 2,
      trucks: 1,
      accepted: some(driver2, foreman2),
      pending: [],
      customer: ['Grace', 'Kowalski'],
    },
    {
      from: '16:00',
      to: '19:00',
      needed: 3,
      trucks: 1,
      accepted: some(driver1, foreman1),
      pending: take(plain),
      customer: ['Devon', 'Castillo'],
    },
  ];
  let number =
    Math.max(
      0,
      ...db.orders.findMany((q) => q.where({ company_id: company.id })).map((o) => o.number),
    ) + 1;
  for (const spec of showcase) await insertJob(ctx, branch, day, number++, spec);
  if (offHelper && (heldHere || onC))
    await db.insert('time_off', {
      user_id: offHelper.user_id!,
      start_date: day,
      end_date: day,
      reason: 'Dentist appointment',
      // A day ago: after she accepted (four days ago or earlier), so she is still on the crew.
      created_at: new Date(now.getTime() - DAY).toISOString(),
    });
  if (!busyDay) return;

  // The busy day: jobs from 7 am to 7 pm until the day has busyDay.jobs, crews drawn from
  // the people still free, nobody accepted on two jobs at once.
  const dayJobs = db.orders.findMany((q) =>
    q.where(
      (o) =>
        o.branch_id === branch.id && o.cancelled_at == null && o.end_at > from && o.start_at < to,
    ),
  ).length;
  const bookings = new Map<number, Array<[number, number]>>();
  const freeAt = (e: EmployeeRecord, start: number, end: number) =>
    (bookings.get(e.id) ?? []).every(([s, t]) => t <= start || end <= s);
  const book = (e: EmployeeRecord, start: number, end: number) =>
    bookings.set(e.id, [...(bookings.get(e.id) ?? []), [start, end]]);
  for (let index = 0; dayJobs + index < busyDay.jobs; index++) {
    const start = 7 * 60 + ((index * 7) % 20) * 30; // 7:00 to 16:30
    const end = Math.min(19 * 60, start + (2 + (index % 4)) * 60);
    const needed = 2 + (index % 4);
    const pick = (count: number, test: (e: EmployeeRecord) => boolean = () => true) => {
      const picked: EmployeeRecord[] = [];
      for (const e of free) {
        if (picked.length === count) break;
        if (test(e) && freeAt(e, start, end)) picked.push(e);
      }
      for (const e of picked) book(e, start, end);
      return picked;
    };
    // Every 7th job has nobody yet (invitations out), every 5th one spot short, the rest full.
    const staffed = index % 7 === 0 ? 0 : index % 5 === 0 ? needed - 1 : needed;
    const accepted = staffed === 0 ? [] : [...pick(1, isDriver), ...pick(1, isForeman)];
    accepted.push(...pick(Math.max(0, staffed - accepted.length), plain));
    const pending = staffed < needed ? pick(needed - staffed, plain) : [];
    await insertJob(ctx, branch, day, number++, {
      from: clock(start),
      to: clock(end),
      needed,
      trucks: 1 + (index % 3 === 0 ? 1 : 0),
      accepted,
      pending,
      customer: [
        FIRST_NAMES[(index * 5) % FIRST_NAMES.length]!,
        LAST_NAMES[(index * 13) % LAST_NAMES.length]!,
      ],
    });
  }
}
