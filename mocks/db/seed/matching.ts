import { addDays, nextWeekday, zonedDate, zonedInstant } from '@/platform/format/zone';
import type { BranchRecord, EmployeeRecord } from '../schema';
import { DEMO_COMPANIES } from './accounts';
import { svgAvatar } from './avatar';
import type { SeedContext } from './context';
import { ownPhone } from './places';

/*
 * Crew matching showcase (beyond the spec): people whose ranking for a weekday-morning job in
 * Austin is known in advance, so the "Best matches" list has every case to show and test.
 * Added after everything else (no faker: nothing else moves, and no seeded job holds them
 * by chance):
 *  - Austin: an available driver, a foreman and three helpers, all well rated and priced under
 *    the usual order price; a driver even better on paper who is BUSY every Tuesday morning
 *    (a regular job of the branch, 7:00-14:00 Texas time, the next three Tuesdays); a driver
 *    who never works Tuesdays; a helper who works Tuesday afternoons only;
 *  - Dallas: a top-rated cheap driver, OUTSIDE the Austin serving areas.
 * The random members of `company.ts` get weekly schedules too (see `employeeSchedule`).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Week = NonNullable<EmployeeRecord['availabilities']>;

const span = (days: number[], from: string, to: string): Week =>
  days.map((day) => ({ day, from, to }));

const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * The weekly schedule of the seeded random members, by their index in the branch's team:
 * most work Monday to Friday 7:00-18:00; one never works Tuesdays, one works Tuesday
 * afternoons only, one has no schedule kept (books any day).
 */
export function employeeSchedule(index: number): Week | null {
  switch (index % 12) {
    case 5:
      return null;
    case 6:
      return span([1, 3, 4, 5, 6], '08:00', '17:00');
    case 9:
      return [
        { day: 1, from: '07:00', to: '18:00' },
        { day: 2, from: '13:00', to: '19:00' },
        ...span([3, 4, 5], '07:00', '18:00'),
      ];
    default:
      return span(WEEKDAYS, '07:00', '18:00');
  }
}

interface ShowcasePerson {
  first: string;
  last: string;
  positions: Array<1 | 2 | 3 | 4>;
  price: number;
  rating: { average: number; count: number };
  week: Week | null;
}

export const MATCHING_SHOWCASE = {
  availableDriver: {
    first: 'Darnell',
    last: 'Brooks',
    positions: [1, 3],
    price: 2400,
    rating: { average: 4.9, count: 36 },
    week: span([1, 2, 3, 4, 5, 6], '07:00', '19:00'),
  },
  foreman: {
    first: 'Marcus',
    last: 'Bell',
    positions: [2],
    price: 2600,
    rating: { average: 4.9, count: 28 },
    week: span(WEEKDAYS, '07:00', '18:00'),
  },
  helper: {
    first: 'Jasmine',
    last: 'Ortiz',
    positions: [3],
    price: 2300,
    rating: { average: 5, count: 22 },
    week: span(WEEKDAYS, '07:00', '18:00'),
  },
  helper2: {
    first: 'Sofia',
    last: 'Ramos',
    positions: [3],
    price: 2300,
    rating: { average: 5, count: 19 },
    week: span(WEEKDAYS, '07:00', '18:00'),
  },
  helper3: {
    first: 'Elena',
    last: 'Vargas',
    positions: [3],
    price: 2200,
    rating: { average: 4.9, count: 24 },
    week: span(WEEKDAYS, '07:00', '18:00'),
  },
  busyDriver: {
    first: 'Brandon',
    last: 'Hayes',
    positions: [1],
    price: 2200,
    rating: { average: 5, count: 40 },
    week: span(WEEKDAYS, '06:00', '18:00'),
  },
  noTuesdays: {
    first: 'Owen',
    last: 'Price',
    positions: [1, 3],
    price: 2100,
    rating: { average: 5, count: 30 },
    week: span([1, 3, 4, 5], '07:00', '18:00'),
  },
  tuesdayAfternoons: {
    first: 'Keisha',
    last: 'Moore',
    positions: [3],
    price: 2200,
    rating: { average: 4.9, count: 18 },
    week: [
      { day: 1, from: '07:00', to: '18:00' },
      { day: 2, from: '13:00', to: '19:00' },
    ],
  },
  outsideArea: {
    first: 'Victor',
    last: 'Chen',
    positions: [1],
    price: 2000,
    rating: { average: 5, count: 25 },
    week: span(WEEKDAYS, '07:00', '18:00'),
  },
} satisfies Record<string, ShowcasePerson>;

async function addMember(
  ctx: SeedContext,
  branch: BranchRecord,
  person: ShowcasePerson,
  phone: string,
) {
  const created = new Date(ctx.now.getTime() - 60 * DAY).toISOString();
  const name = `${person.first} ${person.last}`;
  return ctx.db.insert('employees', {
    user_id: null,
    branch_id: branch.id,
    first_name: person.first,
    last_name: person.last,
    email:
      `${person.first}.${person.last}@${branch.city.toLowerCase()}.lonestar.test`.toLowerCase(),
    // A phone, as Add member asks of every member: Edit member could not save one without
    // (QA 2026-12-04).
    phone,
    avatar_url: svgAvatar(name),
    positions: person.positions,
    price: person.price,
    status: 1,
    is_helper: false,
    is_manager: false,
    rating: { ...person.rating },
    availabilities: person.week,
    created_at: created,
    updated_at: created,
    deleted_at: null,
  });
}

/** The next `count` Tuesdays ('YYYY-MM-DD') from the anchor's local date in `timeZone` on. */
function tuesdays(now: Date, count: number, timeZone: string): string[] {
  const first = nextWeekday(zonedDate(now, timeZone), 2);
  return Array.from({ length: count }, (_, i) => addDays(first, i * 7));
}

/** Seeds the showcase into the main company's Austin (and Dallas) branch, when it has them. */
export async function seedMatchingShowcase(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const company = db.companies.findFirst((q) => q.where({ name: DEMO_COMPANIES.main }));
  if (!company) return;
  const branches = db.branches.findMany((q) => q.where({ company_id: company.id }));
  const austin = branches.find((b) => b.city === 'Austin');
  const dallas = branches.find((b) => b.city === 'Dallas');
  if (!austin) return;
  const s = MATCHING_SHOWCASE;
  const team = [
    s.availableDriver,
    s.foreman,
    s.helper,
    s.helper2,
    s.helper3,
    s.noTuesdays,
    s.tuesdayAfternoons,
  ];
  for (const [index, person] of team.entries())
    await addMember(ctx, austin, person, ownPhone(60 + index));
  const busy = await addMember(ctx, austin, s.busyDriver, ownPhone(60 + team.length));
  if (dallas) await addMember(ctx, dallas, s.outsideArea, ownPhone(70, '214'));

  // Brandon Hayes's regular Tuesday-morning job: a formed one-person order per Tuesday.
  let number =
    Math.max(
      0,
      ...db.orders.findMany((q) => q.where({ company_id: company.id })).map((o) => o.number),
    ) + 1;
  const created = new Date(now.getTime() - 14 * DAY).toISOString();
  // 7:00 am to 2:00 pm in Austin, whatever the season (4/8: local business hours).
  for (const tuesday of tuesdays(now, 3, austin.timezone)) {
    const start = zonedInstant(tuesday, '07:00', austin.timezone);
    const end = zonedInstant(tuesday, '14:00', austin.timezone);
    const address = {
      street: '2901 S Capital of Texas Hwy',
      unit: null,
      city: 'Austin',
      state: 'TX',
      zip: '78746',
      lat: 30.2516,
      lng: -97.8055,
    };
    const order = await db.insert('orders', {
      number: number++,
      branch_id: austin.id,
      company_id: company.id,
      status: 4,
      help_type: 3,
      pick_up_addresses: [address],
      destination_addresses: [
        {
          ...address,
          street: '1201 Barbara Jordan Blvd',
          zip: '78723',
          lat: 30.3003,
          lng: -97.7065,
        },
      ],
      customer: {
        first_name: 'Hill Country',
        last_name: 'Office Supply',
        primary_phone: '5125550188',
        secondary_phone: null,
        email: null,
      },
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      helpers_needed: 1,
      trucks_needed: 1,
      hourly_rate: 4500,
      notes: 'Weekly delivery run; the same driver every Tuesday.',
      outsource_offer_id: null,
      completed_at: null,
      cancelled_at: null,
      created_at: created,
      updated_at: created,
      cancel_reason: null,
      completion: null,
    });
    await db.insert('order_invitations', {
      order_id: order.id,
      employee_id: busy.id,
      branch_id: austin.id,
      user_id: null,
      status: 'accepted',
      created_at: created,
      updated_at: created,
      responded_at: created,
      reject_reason: null,
    });
  }
}
