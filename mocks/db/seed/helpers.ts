import { SimpleFaker } from '@faker-js/faker';
import type { HelperProfileRecord, HelperReviewRecord, OrderRecord, UserRecord } from '../schema';
import { canManageBranch } from '../services/access';
import { DEFAULT_NOTIFICATION_SETTINGS, ensureSubscription } from '../services/helpers';
import {
  cancelInvitationByCompany,
  inviteEmployees,
  rejectInvitation,
} from '../services/invitations';
import { applyToOffer, cancelApplication, takeOffer } from '../services/outsourcing';
import { busyWith } from '../services/availability';
import { planThatFits } from '../services/plans';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { svgAvatar } from './avatar';
import { FAKER_SEED, minutesBefore, type SeedContext } from './context';
import { PLACES, type Place, type PlaceKey } from './places';

/*
 * Helper domain seeds: catalogues (tools, vehicle types, subscription plans), Maria Lopez's
 * full profile with reviews, a dozen marketplace helpers across the seeded cities, and
 * everyone's subscription. Uses its OWN seeded faker, so adding or reordering other seed
 * steps never changes these records (and this step never changes theirs).
 */

const DAY = 24 * 60;

export const TOOL_NAMES = [
  'Appliance dolly',
  'Blankets',
  'Dolly',
  'Floor protection',
  'Furniture sliders',
  'Hand truck',
  'Piano board',
  'Ramp',
  'Shrink wrap',
  'Straps',
  'Toolkit',
  'Wardrobe boxes',
] as const;

export const VEHICLE_TYPE_NAMES = [
  'Cargo van',
  'Pickup',
  '16 ft box truck',
  '20 ft box truck',
  '26 ft box truck',
] as const;

/** Counties (FIPS) each seeded city serves; looked up in the serving-areas catalogue. */
export const CITY_COUNTIES: Record<PlaceKey, string[]> = {
  austin: ['48453', '48491', '48209', '48021', '48055'], // Travis, Williamson, Hays, Bastrop, Caldwell
  dallas: ['48113', '48085', '48121', '48439'], // Dallas, Collin, Denton, Tarrant
  houston: ['48201', '48157', '48339'], // Harris, Fort Bend, Montgomery
  miami: ['12086', '12011'], // Miami-Dade, Broward
  orlando: ['12095', '12117', '12097'], // Orange, Seminole, Osceola
  phoenix: ['04013', '04021'], // Maricopa, Pinal
  denver: ['08031', '08005', '08059', '08001'], // Denver, Arapahoe, Jefferson, Adams
  atlanta: ['13121', '13089', '13067', '13135'], // Fulton, DeKalb, Cobb, Gwinnett
};

const PLANS = [
  {
    code: 'company_free',
    name: 'Starter',
    audience: 'company',
    price: 0,
    interval: 'month',
    features: ['1 branch', 'Up to 5 team members', 'Orders and calendar'],
    max_branches: 1,
    max_employees: 5,
    outsourcing: false,
    helper_search: false,
  },
  {
    code: 'company_pro',
    name: 'Pro',
    audience: 'company',
    price: 4900,
    interval: 'month',
    features: ['Up to 5 branches', 'Up to 50 team members', 'Outsourcing offers', 'Helper search'],
    max_branches: 5,
    max_employees: 50,
    outsourcing: true,
    helper_search: true,
  },
  {
    code: 'company_business',
    name: 'Business',
    audience: 'company',
    price: 14900,
    interval: 'month',
    features: [
      'Unlimited branches',
      'Unlimited team members',
      'Outsourcing offers',
      'Helper search',
      'Priority support',
    ],
    max_branches: null,
    max_employees: null,
    outsourcing: true,
    helper_search: true,
  },
  {
    code: 'helper_free',
    name: 'Basic',
    audience: 'helper',
    price: 0,
    interval: 'month',
    features: ['Company invitations', 'Outsourcing offers in your areas'],
    max_branches: null,
    max_employees: null,
    outsourcing: false,
    helper_search: false,
  },
  {
    code: 'helper_plus',
    name: 'Helper Plus',
    audience: 'helper',
    price: 999,
    interval: 'month',
    features: ['Featured in helper search', 'Early access to offers', 'Detailed rating insights'],
    max_branches: null,
    max_employees: null,
    outsourcing: false,
    helper_search: false,
  },
] as const;

/** Marketplace helpers besides Maria: name, home city, positions. */
const OTHER_HELPERS: Array<{
  first: string;
  last: string;
  place: PlaceKey;
  positions: Array<1 | 2 | 3 | 4>;
}> = [
  { first: 'James', last: 'Carter', place: 'austin', positions: [3] },
  { first: 'Andre', last: 'Washington', place: 'austin', positions: [1, 3] },
  { first: 'Gabriela', last: 'Reyes', place: 'austin', positions: [2] },
  { first: 'Tyler', last: 'Nguyen', place: 'dallas', positions: [3] },
  { first: 'Monica', last: 'Hill', place: 'dallas', positions: [4] },
  { first: 'Hector', last: 'Flores', place: 'houston', positions: [1] },
  { first: 'Kayla', last: 'Mitchell', place: 'houston', positions: [3] },
  { first: 'Luis', last: 'Rivera', place: 'miami', positions: [3, 1] },
  { first: 'Rachel', last: 'Baker', place: 'orlando', positions: [3] },
  { first: 'Derrick', last: 'Scott', place: 'phoenix', positions: [2, 3] },
  { first: 'Priya', last: 'Patel', place: 'denver', positions: [3] },
  { first: 'Tremaine', last: 'Young', place: 'atlanta', positions: [1] },
];

export function helperEmail(first: string, last: string): string {
  return `${first}.${last}@helpers.demo.test`.toLowerCase();
}

const REVIEW_TEXTS = [
  'On time, careful with the furniture and great with the customer. Would book again.',
  'Wrapped everything properly and carried the piano down three floors without a scratch.',
  'Hard worker, kept the crew moving. Needed a little direction with the truck loading.',
  'Friendly and fast. The customer asked for her by name for their next move.',
  'Solid job on a long day; brought her own dolly and straps.',
  'Showed up early and stayed until the last box was in.',
];

interface Author {
  user: UserRecord;
  branchId: number | null;
}

function authors(ctx: SeedContext): Author[] {
  const result: Author[] = [];
  for (const email of [
    DEMO_ACCOUNTS.owner.email,
    DEMO_ACCOUNTS.manager.email,
    DEMO_ACCOUNTS.otherOwner.email,
  ]) {
    const user = ctx.db.users.findFirst((q) => q.where({ email }));
    if (!user || user.company_id == null) continue;
    const branch =
      (user.branch_ids[0] !== undefined
        ? ctx.db.findById('branches', user.branch_ids[0])
        : undefined) ??
      ctx.db.branches.findFirst((q) => q.where({ company_id: user.company_id ?? -1 }));
    result.push({ user, branchId: branch?.id ?? null });
  }
  return result;
}

function servingAreaIds(ctx: SeedContext, place: PlaceKey): number[] {
  return CITY_COUNTIES[place].flatMap((fips) => {
    const area = ctx.db.serving_areas.findFirst((q) => q.where({ fips }));
    return area ? [area.id] : [];
  });
}

function phoneOf(faker: SimpleFaker, place: Place): string {
  return `${faker.helpers.arrayElement(place.areaCodes)}${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(6)}`;
}

function zipOf(faker: SimpleFaker, place: Place): string {
  return `${place.zipPrefix}${faker.string.numeric(2)}`;
}

function weekAvailability(
  faker: SimpleFaker,
  days: number[],
): HelperProfileRecord['availabilities'] {
  return days.map((day) => {
    const from = faker.helpers.arrayElement(['07:00', '07:30', '08:00', '09:00']);
    const to = faker.helpers.arrayElement(['16:00', '17:00', '18:00', '19:00']);
    return { day, from, to };
  });
}

async function seedReviews(
  ctx: SeedContext,
  faker: SimpleFaker,
  helperUserId: number,
  ratings: number[],
  withText: number,
): Promise<void> {
  const pool = authors(ctx);
  if (pool.length === 0) return;
  // Oldest first, so ids grow with time.
  for (const [index, rating] of ratings.entries()) {
    const author = pool[index % pool.length];
    const daysAgo = (ratings.length - index) * 9 + faker.number.int({ min: 0, max: 4 });
    await ctx.db.insert('helper_reviews', {
      helper_user_id: helperUserId,
      author_user_id: author.user.id,
      branch_id: author.branchId,
      rating,
      text: index >= ratings.length - withText ? REVIEW_TEXTS[index % REVIEW_TEXTS.length] : null,
      order_id: null,
      created_at: minutesBefore(ctx.now, daysAgo * DAY + faker.number.int({ min: 0, max: 600 })),
    });
  }
}

/**
 * The reviews of seeded jobs: a helper's newest reviews become the companies' ratings of the
 * completed jobs she worked (the newest review for the newest job), as a completion with a
 * crew rating writes them (services/orders.ts, rateCrew): for that order and its branch, by
 * someone who runs the branch, when the job was completed. So the review names its order
 * ("Order #1021 · Lone Star Movers Austin") as a live one does. Her older reviews are of jobs
 * before the seeded history and name none. No faker: it follows the seeded jobs, after the
 * company domain has completed them.
 */
export async function seedReviewedJobs(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const reviewsOf = new Map<number, HelperReviewRecord[]>();
  for (const review of db.helper_reviews.all())
    reviewsOf.set(review.helper_user_id, [...(reviewsOf.get(review.helper_user_id) ?? []), review]);
  // One pass over the invitations (the busy scenario has thousands of orders).
  const jobsOf = new Map<number, OrderRecord[]>();
  for (const invitation of db.order_invitations.all()) {
    if (invitation.status !== 'accepted' || invitation.user_id == null) continue;
    if (!reviewsOf.has(invitation.user_id)) continue;
    const order = db.findById('orders', invitation.order_id);
    if (order?.completed_at == null) continue;
    jobsOf.set(invitation.user_id, [...(jobsOf.get(invitation.user_id) ?? []), order]);
  }
  const newestFirst =
    <T extends { id: number }>(at: (record: T) => string) =>
    (a: T, b: T) =>
      at(b).localeCompare(at(a)) || b.id - a.id;
  const companyUsers = (companyId: number) =>
    db.users.findMany((q) => q.where({ company_id: companyId })).sort((a, b) => a.id - b.id);

  for (const [helperId, reviews] of [...reviewsOf].sort(([a], [b]) => a - b)) {
    const jobs = (jobsOf.get(helperId) ?? []).sort(newestFirst((order) => order.completed_at!));
    const newest = reviews.sort(newestFirst((review) => review.created_at));
    for (const [index, order] of jobs.slice(0, newest.length).entries()) {
      const review = newest[index]!;
      const branch = db.findById('branches', order.branch_id);
      if (!branch) continue;
      const raters = companyUsers(order.company_id).filter((u) => canManageBranch(u, branch));
      // Its author stays when they run the branch; else the first who does (the owner).
      const author = raters.find((u) => u.id === review.author_user_id) ?? raters[0];
      if (!author) continue;
      await db.patch('helper_reviews', review.id, {
        order_id: order.id,
        branch_id: order.branch_id,
        author_user_id: author.id,
        created_at: order.completed_at!,
      });
    }
  }
}

/** Seeds the helper domain. Runs after users, branches and serving areas exist. */
export async function seedHelperDomain(ctx: SeedContext): Promise<void> {
  const faker = new SimpleFaker();
  faker.seed(FAKER_SEED + 4);
  const { db, now } = ctx;
  const created = minutesBefore(now, 120 * DAY);

  for (const name of TOOL_NAMES) await db.insert('tools', { name });
  for (const name of VEHICLE_TYPE_NAMES) await db.insert('vehicle_types', { name });
  for (const plan of PLANS)
    await db.insert('subscription_plans', { ...plan, features: [...plan.features] });

  const toolId = (name: (typeof TOOL_NAMES)[number]) =>
    db.tools.findFirst((q) => q.where({ name }))?.id ?? 0;
  const vehicleId = (name: (typeof VEHICLE_TYPE_NAMES)[number]) =>
    db.vehicle_types.findFirst((q) => q.where({ name }))?.id ?? 0;

  // Maria Lopez (helper@demo.test): the full profile every helper page can show.
  const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  if (maria) {
    await db.insert('helper_profiles', {
      user_id: maria.id,
      city: 'Austin',
      state_initials: 'TX',
      zip: '78704',
      about:
        'Six years of residential and office moves around Austin. I own a cargo van and ' +
        'can drive box trucks up to 26 ft. Careful with pianos and antiques.',
      serving_area_ids: servingAreaIds(ctx, 'austin'),
      availabilities: [
        { day: 1, from: '07:00', to: '18:00' },
        { day: 2, from: '07:00', to: '18:00' },
        { day: 3, from: '08:00', to: '17:00' },
        { day: 4, from: '07:00', to: '18:00' },
        { day: 5, from: '07:00', to: '16:00' },
        { day: 6, from: '09:00', to: '14:00' },
      ],
      hourly_rate: 3250,
      tool_ids: [toolId('Dolly'), toolId('Straps'), toolId('Blankets'), toolId('Toolkit')],
      vehicle_type_ids: [
        vehicleId('Cargo van'),
        vehicleId('16 ft box truck'),
        vehicleId('26 ft box truck'),
        vehicleId('Pickup'),
      ],
      status: 2,
      notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS },
      created_at: created,
      updated_at: created,
    });
    // 8 reviews, average 4.5; the 4 newest have text.
    await seedReviews(ctx, faker, maria.id, [5, 4, 5, 4, 5, 4, 5, 4], 4);
  }

  // A dozen marketplace helpers across the seeded cities.
  for (const spec of OTHER_HELPERS) {
    const place = PLACES[spec.place];
    const fullName = `${spec.first} ${spec.last}`;
    const user = await db.insert('users', {
      type: 4,
      email: helperEmail(spec.first, spec.last),
      password: DEMO_PASSWORD,
      first_name: spec.first,
      last_name: spec.last,
      phone: phoneOf(faker, place),
      avatar_url: svgAvatar(fullName),
      company_id: null,
      positions: spec.positions,
      branch_ids: [],
      created_at: created,
      // Not a demo account: the mock plays her (she answers, applies and works by herself).
      seeded: true,
    });
    const tools = faker.helpers.arrayElements([...TOOL_NAMES], { min: 2, max: 5 });
    const vehicles = faker.helpers.arrayElements([...VEHICLE_TYPE_NAMES], { min: 0, max: 2 });
    const days: number[] = faker.helpers.arrayElement<number[]>([
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 6],
      [0, 2, 4, 6],
      [3, 4, 5, 6, 0],
    ]);
    await db.insert('helper_profiles', {
      user_id: user.id,
      city: place.city,
      state_initials: place.state_initials,
      zip: zipOf(faker, place),
      about: null,
      serving_area_ids: servingAreaIds(ctx, spec.place),
      availabilities: weekAvailability(faker, days),
      // $20-$45 an hour, in 50-cent steps.
      hourly_rate: faker.number.int({ min: 40, max: 90 }) * 50,
      tool_ids: tools.map((name) => toolId(name)).sort((a, b) => a - b),
      vehicle_type_ids: vehicles.map((name) => vehicleId(name)).sort((a, b) => a - b),
      status: 2,
      notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS },
      created_at: created,
      updated_at: created,
    });
    // 3-6 reviews between 3 and 5 stars, averaging 3.5-5.0.
    const count = faker.number.int({ min: 3, max: 6 });
    const ratings = Array.from({ length: count }, () => faker.number.int({ min: 4, max: 5 }));
    ratings[0] = faker.helpers.arrayElement([3, 4, 5]);
    await seedReviews(ctx, faker, user.id, ratings, faker.number.int({ min: 1, max: 2 }));
  }

  // Everyone's subscription: Lone Star Movers on Pro, the rest on the free plan (once all is
  // seeded, seedPlansThatFit moves a company its data outgrows).
  const anchor = now.toISOString();
  for (const user of db.users.all().sort((a, b) => a.id - b.id)) {
    if (user.type === 2) continue;
    await ensureSubscription(db, user, minutesBefore(now, 90 * DAY));
  }
  const owner = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }));
  const pro = db.subscription_plans.findFirst((q) => q.where({ code: 'company_pro' }));
  if (owner?.company_id != null && pro) {
    await db.subscriptions.update((q) => q.where({ company_id: owner.company_id ?? -1 }), {
      data(draft) {
        draft.plan_id = pro.id;
        draft.current_period_end = new Date(
          new Date(anchor).getTime() + 12 * DAY * 60_000,
        ).toISOString();
      },
    });
  }
}

/**
 * After the company domain: gives Maria Lopez something in EVERY helper job tab. Company
 * invitations: a declined one (waiting) and one the company withdrew (cancelled), next to
 * the pending and accepted ones the company seed made. Offers: one she took (accepted) and
 * one whose application the company cancelled (cancelled). Goes through the order service
 * like the app would; the branch notifications this causes are dropped, so the activity
 * feeds stay as the scenario describes.
 */
export async function seedHelperJobs(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  if (!maria) return;
  const employee = db.employees.findFirst((q) => q.where({ user_id: maria.id }));
  const notificationsBefore = new Set(db.notifications.all().map((n) => n.id));
  const at = (minutesAgo: number) => ({ now: new Date(ctx.now.getTime() - minutesAgo * 60_000) });

  if (employee) {
    const mine = new Set(
      db.order_invitations.findMany((q) => q.where({ user_id: maria.id })).map((i) => i.order_id),
    );
    const candidates = db.orders
      .findMany((q) => q.where({ branch_id: employee.branch_id }))
      .filter(
        (order) =>
          !mine.has(order.id) &&
          order.cancelled_at == null &&
          order.completed_at == null &&
          order.start_at > ctx.now.toISOString(),
      )
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
    const [toDecline, toWithdraw] = candidates;
    if (toDecline) {
      const [invitation] = await inviteEmployees(db, toDecline.id, [employee.id], at(3 * 24 * 60));
      if (invitation)
        await rejectInvitation(
          db,
          invitation.id,
          'I already have a job that morning.',
          at(2 * 24 * 60),
        );
    }
    if (toWithdraw) {
      const [invitation] = await inviteEmployees(db, toWithdraw.id, [employee.id], at(4 * 24 * 60));
      if (invitation) await cancelInvitationByCompany(db, invitation.id, at(26 * 60));
    }
  }

  // Offers outside her own branch: one taken as posted, one applied to and then cancelled.
  const applied = new Set(
    db.offer_applications.findMany((q) => q.where({ helper_id: maria.id })).map((a) => a.offer_id),
  );
  const offers = db.outsource_offers
    .findMany((q) => q.where({ status: 'open' }))
    .filter((offer) => !applied.has(offer.id) && offer.branch_id !== employee?.branch_id)
    .filter((offer) => {
      const order = db.findById('orders', offer.order_id);
      return order != null && order.cancelled_at == null && order.completed_at == null;
    })
    .sort((a, b) => a.id - b.id);
  // She can only take an offer she is free for (no double booking), and one that leaves her
  // new invitations acceptable (the demo's first Accept must work, whatever today's date).
  const pendingOrders = () =>
    db.order_invitations
      .findMany((q) => q.where({ user_id: maria.id, status: 'pending' }))
      .map((invitation) => db.findById('orders', invitation.order_id))
      .filter((order) => order != null);
  const overlaps = (a: { start_at: string; end_at: string }, b: typeof a) =>
    a.start_at < b.end_at && b.start_at < a.end_at;
  const toTake = offers.find((offer) => {
    const order = db.findById('orders', offer.order_id)!;
    return (
      busyWith(db, { user_id: maria.id }, order) === undefined &&
      !pendingOrders().some((pending) => overlaps(pending, order))
    );
  });
  const toCancel = offers.find((offer) => offer !== toTake);
  if (toTake) await takeOffer(db, toTake.id, maria.id, at(5 * 24 * 60));
  if (toCancel) {
    const application = await applyToOffer(
      db,
      toCancel.id,
      maria.id,
      { message: 'I can bring my cargo van.', proposed_hourly_rate: null },
      at(3 * 24 * 60),
    );
    await cancelApplication(db, application.id, at(30 * 60));
  }

  // A new invitation that clashes with a job she has accepted (the company seed's dates move
  // with today's) is one she has declined: Accept on a new one always works in the demo.
  for (const order of pendingOrders()) {
    if (!busyWith(db, { user_id: maria.id }, order)) continue;
    const invitation = db.order_invitations.findFirst((q) =>
      q.where({ user_id: maria.id, order_id: order.id, status: 'pending' }),
    );
    if (invitation)
      await rejectInvitation(db, invitation.id, 'I already have a job at that time.', at(60));
  }

  // Branch activity is seeded by the activity step (counts as the scenario describes), so
  // the notifications these service calls made are dropped again.
  db.notifications.deleteMany((q) => q.where((n) => !notificationsBefore.has(n.id)));
}

/**
 * Each company on a plan its seeded data fits (its branches, team members and open offers):
 * the cheapest such plan, never below the one it has (Lone Star Movers stays on Pro; on Business
 * when its people outgrow Pro, as in `busy`). After every step that adds people or offers.
 */
export async function seedPlansThatFit(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  for (const subscription of db.subscriptions.all().sort((a, b) => a.id - b.id)) {
    if (subscription.company_id == null) continue;
    const current = db.findById('subscription_plans', subscription.plan_id);
    const plan = planThatFits(db, subscription.company_id, current);
    if (!plan || plan.id === subscription.plan_id) continue;
    await db.patch('subscriptions', subscription.id, {
      plan_id: plan.id,
      current_period_end:
        subscription.current_period_end ??
        new Date(now.getTime() + 12 * DAY * 60_000).toISOString(),
    });
  }
}
