import { SimpleFaker } from '@faker-js/faker';
import { addDays, weekdayOf, zonedDate, zonedInstant } from '@/platform/format/zone';
import type {
  BranchRecord,
  EmployeeRecord,
  OrderInvitationRecord,
  OrderRecord,
  UserRecord,
} from '../schema';
import { overlaps } from '../services/availability';
import { helperRateOf } from '../services/helpers';
import { statusFromInvitations } from '../services/orders';
import { DEMO_ACCOUNTS, DEMO_COMPANIES } from './accounts';
import { svgAvatar } from './avatar';
import { FAKER_SEED, type SeedContext } from './context';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { PLACES, type Place, type PlaceKey } from './places';
import { employeeSchedule } from './matching';
import type { WorldPlan } from './world';

/*
 * Company-domain seeds: branch serving areas, employees, orders with their invitations,
 * branch invitations, outsourcing offers with applications. Uses its OWN seeded faker, so
 * other seed steps never change these records (and this step never changes theirs).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Counties (FIPS) a branch in each city serves. */
export const BRANCH_COUNTIES: Record<PlaceKey, string[]> = {
  austin: ['48453', '48491', '48209', '48021'],
  dallas: ['48113', '48085', '48121', '48439', '48397'],
  houston: ['48201', '48157', '48339', '48167'],
  miami: ['12086', '12011'],
  orlando: ['12095', '12117', '12097'],
  phoenix: ['04013', '04021'],
  denver: ['08031', '08005', '08059', '08001'],
  atlanta: ['13121', '13089', '13067', '13135'],
};

/** A branch's team: positions of each member (the first code picks the icon). */
const TEAM: Array<Array<1 | 2 | 3 | 4>> = [
  [1],
  [1, 3],
  [1],
  [2],
  [2, 3],
  [3],
  [3],
  [3, 1],
  [3],
  [3],
  [3],
  [4],
];

const CUSTOMER_NOTES = [
  'Third-floor walk-up, no elevator.',
  'Piano in the living room; bring the piano board.',
  'Gate code at the entrance; customer will meet the crew.',
  'Fragile antiques, extra blankets please.',
  'Street parking only; permit arranged.',
  'Disassemble two bed frames and a crib.',
];

function placeOf(branch: BranchRecord): PlaceKey {
  const entry = (Object.entries(PLACES) as Array<[PlaceKey, Place]>).find(
    ([, place]) => place.city === branch.city,
  );
  return entry ? entry[0] : 'austin';
}

function phone(faker: SimpleFaker, place: Place): string {
  return `${faker.helpers.arrayElement(place.areaCodes)}${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(6)}`;
}

function address(faker: SimpleFaker, place: Place) {
  return {
    street: `${faker.number.int({ min: 100, max: 9899 })} ${faker.helpers.arrayElement(place.streets)}`,
    unit:
      faker.number.int({ min: 0, max: 3 }) === 0
        ? `Apt ${faker.number.int({ min: 1, max: 40 })}`
        : null,
    city: place.city,
    state: place.state_initials,
    zip: `${place.zipPrefix}${faker.string.numeric(2)}`,
    lat: Number((place.latitude + faker.number.float({ min: -0.08, max: 0.08 })).toFixed(5)),
    lng: Number((place.longitude + faker.number.float({ min: -0.08, max: 0.08 })).toFixed(5)),
  };
}

async function seedEmployees(
  ctx: SeedContext,
  faker: SimpleFaker,
  branch: BranchRecord,
  size: number,
): Promise<EmployeeRecord[]> {
  const place = PLACES[placeOf(branch)];
  const result: EmployeeRecord[] = [];
  const created = new Date(ctx.now.getTime() - 90 * DAY).toISOString();
  for (let index = 0; index < size; index++) {
    const first = faker.helpers.arrayElement(FIRST_NAMES);
    const last = faker.helpers.arrayElement(LAST_NAMES);
    const count = faker.number.int({ min: 0, max: 40 });
    result.push(
      await ctx.db.insert('employees', {
        user_id: null,
        branch_id: branch.id,
        first_name: first,
        last_name: last,
        email: `${first}.${last}${index}@${branch.city.toLowerCase()}.lonestar.test`.toLowerCase(),
        phone: phone(faker, place),
        avatar_url: index % 4 === 3 ? null : svgAvatar(`${first} ${last}`),
        positions: TEAM[index % TEAM.length],
        price: faker.number.int({ min: 40, max: 90 }) * 50,
        status: index === size - 1 ? 0 : 1,
        availabilities: employeeSchedule(index),
        is_helper: false,
        is_manager: false,
        rating: {
          average: count === 0 ? 0 : faker.number.int({ min: 35, max: 50 }) / 10,
          count,
        },
        created_at: created,
        updated_at: created,
        deleted_at: null,
      }),
    );
  }
  return result;
}

/**
 * Adds a marketplace helper (user type 4) to a branch as an is_helper member, at her own rate:
 * the one figure every answer gives for her (QA-215: the branch said $32.00 of Maria's $32.50).
 */
async function addHelperMember(
  ctx: SeedContext,
  branch: BranchRecord,
  helper: UserRecord,
): Promise<EmployeeRecord> {
  const created = new Date(ctx.now.getTime() - 30 * DAY).toISOString();
  return ctx.db.insert('employees', {
    user_id: helper.id,
    branch_id: branch.id,
    first_name: helper.first_name,
    last_name: helper.last_name,
    email: helper.email,
    phone: helper.phone ?? null,
    avatar_url: helper.avatar_url,
    positions: helper.positions?.length ? helper.positions : [3],
    price: helperRateOf(ctx.db, helper.id),
    status: 1,
    is_helper: true,
    is_manager: false,
    rating: { average: 4.8, count: 12 },
    created_at: created,
    updated_at: created,
    deleted_at: null,
  });
}

/**
 * A job's start at local business hours of its branch (7 am to 7 pm in the branch's time zone,
 * 4/8), on a weekday `dayOffset` days from the anchor's local date there.
 */
function workingDayStart(
  faker: SimpleFaker,
  now: Date,
  dayOffset: number,
  durationHours: number,
  timeZone: string,
): Date {
  let day = addDays(zonedDate(now, timeZone), dayOffset);
  const weekday = weekdayOf(day);
  if (weekday === 6) day = addDays(day, 2);
  if (weekday === 0) day = addDays(day, 1);
  const latest = 19 - durationHours;
  const hour = faker.number.int({ min: 7, max: latest });
  const half = hour < latest && faker.datatype.boolean() ? 30 : 0;
  return zonedInstant(
    day,
    `${String(hour).padStart(2, '0')}:${String(half).padStart(2, '0')}`,
    timeZone,
  );
}

type Target = 1 | 2 | 3 | 4;

interface OrderSeedState {
  number: number;
  /** Who works when: a person (their user, or the member without one) -> the windows of the
   * jobs they accepted, cancelled ones aside. No double booking (services/availability.ts)
   * in the demo's data either: a marketplace helper is a member of several branches. */
  booked: Map<string, Pick<OrderRecord, 'start_at' | 'end_at'>[]>;
}

const personKey = (employee: EmployeeRecord) =>
  employee.user_id != null ? `u${employee.user_id}` : `e${employee.id}`;

async function seedOrders(
  ctx: SeedContext,
  faker: SimpleFaker,
  branch: BranchRecord,
  employees: EmployeeRecord[],
  count: number,
  sequence: OrderSeedState,
): Promise<OrderRecord[]> {
  const { db, now } = ctx;
  const place = PLACES[placeOf(branch)];
  const pool = employees.filter((e) => e.status === 1);
  const pastSpan = Math.max(21, Math.ceil(count / 15));
  const futureSpan = Math.max(21, Math.ceil(count / 30));
  const orders: OrderRecord[] = [];
  for (let index = 0; index < count; index++) {
    const duration = faker.number.int({ min: 2, max: 8 });
    const start = workingDayStart(
      faker,
      now,
      faker.number.int({ min: -pastSpan, max: futureSpan }),
      duration,
      branch.timezone,
    );
    const end = new Date(start.getTime() + duration * HOUR);
    const past = start.getTime() < now.getTime();
    const helpTypeRoll = faker.number.int({ min: 1, max: 20 });
    const helpType = helpTypeRoll <= 5 ? 1 : helpTypeRoll <= 8 ? 2 : 3;
    const helpersNeeded = faker.number.int({ min: 2, max: 6 });
    const first = faker.helpers.arrayElement(FIRST_NAMES);
    const last = faker.helpers.arrayElement(LAST_NAMES);
    const createdAt = new Date(
      Math.min(now.getTime() - HOUR, start.getTime() - faker.number.int({ min: 2, max: 20 }) * DAY),
    );
    const roll = faker.number.int({ min: 1, max: 100 });
    let target: Target;
    let closing: 'completed' | 'cancelled' | null = null;
    if (past) {
      closing = roll <= 70 ? 'completed' : roll <= 88 ? 'cancelled' : null;
      target =
        closing === 'cancelled'
          ? faker.helpers.arrayElement([2, 3, 4] as const)
          : roll % 5 === 0
            ? 3
            : 4;
    } else {
      target = roll <= 30 ? 1 : roll <= 55 ? 2 : roll <= 75 ? 3 : 4;
    }
    const pickUps = Array.from({ length: roll % 4 === 0 ? 2 : 1 }, () => address(faker, place));
    const destinations = Array.from({ length: roll % 7 === 0 ? 2 : 1 }, () =>
      address(faker, place),
    );
    const withNotes = roll % 3 === 0;
    const orderId = db.nextId('orders');
    const values = {
      id: orderId,
      number: sequence.number++,
      branch_id: branch.id,
      company_id: branch.company_id,
      status: 1,
      help_type: helpType,
      pick_up_addresses: helpType === 2 ? [] : pickUps,
      destination_addresses: helpType === 1 ? [] : destinations,
      customer: {
        first_name: first,
        last_name: last,
        primary_phone: phone(faker, place),
        secondary_phone: roll % 6 === 0 ? phone(faker, place) : null,
        email: roll % 2 === 0 ? `${first}.${last}@example.com`.toLowerCase() : null,
      },
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      helpers_needed: helpersNeeded,
      trucks_needed: faker.number.int({ min: 1, max: 2 }),
      hourly_rate: faker.number.int({ min: 60, max: 90 }) * 50,
      notes: withNotes ? faker.helpers.arrayElement(CUSTOMER_NOTES) : null,
      outsource_offer_id: null,
      completed_at: null,
      cancelled_at: null,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
      cancel_reason: null as string | null,
      completion: null as OrderRecord['completion'],
    } satisfies Partial<OrderRecord>;

    // Invitations that produce the target status.
    const shuffled = faker.helpers.shuffle(pool);
    const picks = shuffled.slice(0, helpersNeeded + 2);
    const invitations: OrderInvitationRecord[] = [];
    const slot = { start_at: start.toISOString(), end_at: end.toISOString() };
    const busy = (employee: EmployeeRecord) =>
      (sequence.booked.get(personKey(employee)) ?? []).some((job) => overlaps(job, slot));
    const invited = (employee: EmployeeRecord) =>
      invitations.some((inv) => inv.employee_id === employee.id);
    const statuses: OrderInvitationRecord['status'][] = [];
    if (target === 1) {
      if (roll % 3 === 0) statuses.push('rejected');
    } else if (target === 2) {
      const pending = faker.number.int({ min: 1, max: helpersNeeded });
      for (let i = 0; i < pending; i++) statuses.push('pending');
      if (roll % 4 === 0) statuses.push('rejected');
    } else if (target === 3) {
      const accepted = faker.number.int({ min: 1, max: helpersNeeded - 1 });
      for (let i = 0; i < accepted; i++) statuses.push('accepted');
      const pending = faker.number.int({ min: 0, max: helpersNeeded - accepted });
      for (let i = 0; i < pending; i++) statuses.push('pending');
    } else {
      for (let i = 0; i < helpersNeeded; i++) statuses.push('accepted');
      if (roll % 5 === 0) statuses.push('rejected');
    }
    let updatedAt = createdAt.getTime();
    for (const [i, status] of statuses.entries()) {
      let employee: EmployeeRecord | undefined = picks[i % picks.length];
      if (!employee || invited(employee)) continue;
      // Someone on another job then is not the one who accepted: the next free member is
      // (those past the picks first, so a later pick is not taken), or nobody.
      const holds = status === 'accepted' && closing !== 'cancelled';
      if (holds && busy(employee)) {
        employee = [...shuffled.slice(picks.length), ...picks].find(
          (other) => !invited(other) && !busy(other),
        );
        if (!employee) continue;
      }
      if (holds) {
        const key = personKey(employee);
        sequence.booked.set(key, [...(sequence.booked.get(key) ?? []), slot]);
      }
      const sent = createdAt.getTime() + (i + 1) * 20 * 60_000;
      const answered =
        status === 'pending' ? null : Math.min(now.getTime() - 60_000, sent + (i + 1) * 2 * HOUR);
      updatedAt = Math.max(updatedAt, answered ?? sent);
      const finalStatus = status === 'pending' && closing ? 'cancelled' : status;
      invitations.push(
        await db.insert('order_invitations', {
          order_id: orderId,
          employee_id: employee.id,
          branch_id: branch.id,
          user_id: employee.user_id,
          status: finalStatus,
          created_at: new Date(sent).toISOString(),
          updated_at: new Date(answered ?? sent).toISOString(),
          responded_at: answered === null ? null : new Date(answered).toISOString(),
          reject_reason: null,
        }),
      );
    }
    const status = closing
      ? Math.max(2, statusFromInvitations(helpersNeeded, invitations))
      : statusFromInvitations(helpersNeeded, invitations);
    const closedAt =
      closing === 'completed'
        ? Math.min(now.getTime() - 60_000, end.getTime() + HOUR)
        : closing === 'cancelled'
          ? Math.min(now.getTime() - 60_000, start.getTime() - 6 * HOUR)
          : null;
    updatedAt = Math.min(now.getTime() - 60_000, Math.max(updatedAt, closedAt ?? 0));
    const changes: Partial<OrderRecord> = {
      status: status as Target,
      updated_at: new Date(updatedAt).toISOString(),
    };
    if (closing === 'completed') {
      changes.completed_at = new Date(closedAt ?? updatedAt).toISOString();
      changes.completion = {
        worked_hours: duration + faker.helpers.arrayElement([0, 0.25, 0.5, -0.5]),
        notes: withNotes ? 'Customer happy, no damage.' : null,
        completed_at: changes.completed_at,
        crew_hours: [],
      };
    } else if (closing === 'cancelled') {
      changes.cancelled_at = new Date(closedAt ?? updatedAt).toISOString();
      changes.cancel_reason = faker.helpers.arrayElement([
        'Customer rescheduled with another company.',
        'Closing date moved.',
        null,
      ]);
    }
    orders.push(await db.insert('orders', { ...values, ...changes }));
  }
  return orders;
}

async function seedOffers(
  ctx: SeedContext,
  faker: SimpleFaker,
  branch: BranchRecord,
  orders: OrderRecord[],
  helpers: UserRecord[],
  maria: UserRecord | undefined,
): Promise<void> {
  const { db, now } = ctx;
  const candidates = orders
    .filter((o) => o.completed_at == null && o.cancelled_at == null)
    .filter((o) => o.start_at > now.toISOString() && (o.status === 2 || o.status === 3))
    .slice(0, 3);
  for (const [index, order] of candidates.entries()) {
    const createdAt = new Date(Date.parse(order.updated_at) + 30 * 60_000);
    const stamp = new Date(Math.min(createdAt.getTime(), now.getTime() - 60_000)).toISOString();
    const accepted = db.order_invitations.findMany((q) =>
      q.where({ order_id: order.id, status: 'accepted' }),
    ).length;
    const offer = await db.insert('outsource_offers', {
      order_id: order.id,
      branch_id: branch.id,
      helpers_needed: Math.max(1, order.helpers_needed - accepted - 1),
      positions: index === 1 ? [1] : [3],
      hourly_rate: order.hourly_rate,
      notes: index === 0 ? 'Heavy furniture, experience preferred.' : null,
      status: 'open',
      created_at: stamp,
      updated_at: stamp,
    });
    await db.patch('orders', order.id, { outsource_offer_id: offer.id });
    const applicants = faker.helpers.shuffle(helpers).slice(0, 2 + (index % 2));
    if (maria && index === 0 && !applicants.some((h) => h.id === maria.id)) applicants.push(maria);
    for (const [i, helper] of applicants.entries()) {
      await db.insert('offer_applications', {
        offer_id: offer.id,
        helper_id: helper.id,
        status: i === 2 ? 'rejected' : 'pending',
        message: i === 0 ? 'I have my own dolly and straps, available all day.' : null,
        proposed_hourly_rate: i === 1 ? order.hourly_rate + 500 : null,
        created_at: stamp,
        updated_at: stamp,
        responded_at: i === 2 ? stamp : null,
        employee_id: null,
        order_invitation_id: null,
        via: 'apply',
      });
    }
  }
}

async function seedBranchInvitations(
  ctx: SeedContext,
  branch: BranchRecord,
  helpers: UserRecord[],
): Promise<void> {
  const statuses = ['pending', 'rejected', 'accepted', 'pending'] as const;
  const inviter = ownerOf(ctx, branch);
  for (const [index, helper] of helpers.slice(0, statuses.length).entries()) {
    const status = statuses[index];
    const sent = new Date(ctx.now.getTime() - (10 - index) * DAY).toISOString();
    const answered = new Date(ctx.now.getTime() - (9 - index) * DAY).toISOString();
    await ctx.db.insert('branch_invitations', {
      branch_id: branch.id,
      helper_id: helper.id,
      invited_by_id: inviter?.id ?? null,
      status,
      created_at: sent,
      updated_at: status === 'pending' ? sent : answered,
      responded_at: status === 'pending' ? null : answered,
    });
    if (status === 'accepted') await addHelperMember(ctx, branch, helper);
  }
}

function ownerOf(ctx: SeedContext, branch: BranchRecord): UserRecord | undefined {
  return ctx.db.users.findFirst((q) => q.where({ company_id: branch.company_id, type: 1 }));
}

/**
 * The demo helper (Maria Lopez) is invited to join the second company's branches, so her
 * Branch invitations screen has something to answer (a day and four days ago, by its owner).
 * She is never a member there, and the demo's simulated helpers never answer for her.
 */
async function seedDemoHelperBranchInvitations(ctx: SeedContext, maria: UserRecord) {
  const company = ctx.db.companies.findFirst((q) => q.where({ name: DEMO_COMPANIES.other }));
  if (!company) return;
  const branches = ctx.db.branches
    .findMany((q) => q.where({ company_id: company.id }))
    .sort((a, b) => a.id - b.id);
  for (const [index, branch] of branches.slice(0, 2).entries()) {
    const sent = new Date(ctx.now.getTime() - (1 + 3 * index) * DAY - 2 * HOUR).toISOString();
    await ctx.db.insert('branch_invitations', {
      branch_id: branch.id,
      helper_id: maria.id,
      invited_by_id: ownerOf(ctx, branch)?.id ?? null,
      status: 'pending',
      created_at: sent,
      updated_at: sent,
      responded_at: null,
    });
  }
}

/** Seeds the company domain. Runs after users, branches, serving areas and helpers exist. */
export async function seedCompanyDomain(ctx: SeedContext, plan: WorldPlan): Promise<void> {
  const faker = new SimpleFaker();
  faker.seed(FAKER_SEED + 7);
  const { db } = ctx;

  // Every branch serves the counties around its city.
  for (const branch of db.branches.findMany((q) => q.where(() => true))) {
    const ids = BRANCH_COUNTIES[placeOf(branch)].flatMap((fips) => {
      const area = db.serving_areas.findFirst((q) => q.where({ fips }));
      return area ? [area.id] : [];
    });
    await db.branches.update(branch, {
      data(draft) {
        draft.serving_area_ids = ids;
      },
    });
  }

  const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  const marketplace = db.users
    .findMany((q) => q.where({ type: 4 }))
    .filter((u) => u.company_id == null && u.id !== maria?.id)
    .sort((a, b) => a.id - b.id);

  const booked: OrderSeedState['booked'] = new Map();
  for (const [companyName, defaultOrders] of [
    [DEMO_COMPANIES.main, 40],
    [DEMO_COMPANIES.other, 10],
  ] as const) {
    const company = db.companies.findFirst((q) => q.where({ name: companyName }));
    if (!company) continue;
    const branches = db.branches
      .findMany((q) => q.where({ company_id: company.id }))
      .sort((a, b) => a.id - b.id);
    const sequence = { number: companyName === DEMO_COMPANIES.main ? 1001 : 2001, booked };
    for (const [index, branch] of branches.entries()) {
      const isMain = companyName === DEMO_COMPANIES.main;
      const employees = await seedEmployees(ctx, faker, branch, isMain ? 12 : 6);
      if (isMain && branch.city === 'Austin' && maria)
        employees.push(await addHelperMember(ctx, branch, maria));
      const local = marketplace.filter(
        (h) =>
          db.employees.findFirst((q) => q.where({ branch_id: branch.id, user_id: h.id })) == null,
      );
      if (isMain) await seedBranchInvitations(ctx, branch, local);
      const members = db.employees.findMany((q) => q.where({ branch_id: branch.id }));
      const count = (isMain ? plan.branches[index]?.orders : undefined) ?? defaultOrders;
      const orders = await seedOrders(ctx, faker, branch, members, count, sequence);
      if (isMain) await seedOffers(ctx, faker, branch, orders, marketplace, maria);
    }
  }
  if (maria) await seedDemoHelperBranchInvitations(ctx, maria);
}
