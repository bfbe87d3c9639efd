import type { BranchRecord, CompanyRecord, UserRecord } from '../schema';
import { notifyBranch } from '../services/notifications';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, type AccountSpec } from './accounts';
import { seedHelperDomain, seedHelperJobs, seedPlansThatFit, seedReviewedJobs } from './helpers';
import { buildBranchActivity, streetAddress, type OrderSequence } from './activity';
import { rewriteSeededActivity } from './activity-truth';
import { seedCompanyDomain } from './company';
import { seedCompanyRatings } from './company-ratings';
import { seedConfirmations } from './confirmations';
import { seedDispatchShowcase, type DispatchDayPlan } from './dispatch';
import { seedManagerMembers } from './managers';
import { seedMatchingShowcase } from './matching';
import { seedRosterShowcase } from './roster';
import { seedServingAreas } from './serving-areas';
import { seedTimeOff } from './time-off';
import { initialsOf, svgAvatar } from './avatar';
import { minutesBefore, type SeedContext } from './context';
import { PLACES, type Place, type PlaceKey } from './places';
import { zoneOfState } from './us-states';

const DAY = 24 * 60;

/** One branch of a scenario and how much activity it has. */
export interface BranchPlan {
  place: PlaceKey;
  /** Notifications in the branch's history. */
  events: number;
  /** How many of the newest are unread for the owner. */
  unread: number;
  /** How many of the newest are unread for assigned managers (default: half the owner's). */
  managerUnread?: number;
  /** Orders to seed (default 40; the other company's branches get 10). */
  orders?: number;
}

/** A scenario is a plan; the world builder turns it into records, always in the same order. */
export interface WorldPlan {
  /** The branches of owner@demo.test's company (empty: a fresh company). */
  branches: BranchPlan[];
  /** Indexes into `branches` that manager@demo.test manages. */
  managerBranches: number[];
  /** Seed the second company (other-owner@demo.test) with branches of its own. */
  otherCompany: boolean;
  /** The first branch's day on the dispatch board beyond its showcase (busy: 100 jobs). */
  dispatchDay?: DispatchDayPlan;
}

export function phoneNumber(ctx: SeedContext, place: Place): string {
  const { faker } = ctx;
  return `${faker.helpers.arrayElement(place.areaCodes)}${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(6)}`;
}

export async function createAccount(
  ctx: SeedContext,
  spec: AccountSpec,
  extra: { company_id: number | null; branch_ids?: number[]; place: Place },
): Promise<UserRecord> {
  const name = `${spec.first_name} ${spec.last_name}`;
  return ctx.db.insert('users', {
    type: spec.type,
    email: spec.email,
    password: DEMO_PASSWORD,
    first_name: spec.first_name,
    last_name: spec.last_name,
    phone: phoneNumber(ctx, extra.place),
    avatar_url: spec.noAvatar ? null : svgAvatar(name),
    company_id: extra.company_id,
    positions: spec.positions,
    branch_ids: extra.branch_ids ?? [],
    created_at: minutesBefore(ctx.now, 120 * DAY),
    seeded: true,
  });
}

/** A company and its owner (the owner's user row points at the company and back). */
export async function createCompany(
  ctx: SeedContext,
  name: string,
  owner: AccountSpec,
  place: Place,
): Promise<{ company: CompanyRecord; owner: UserRecord }> {
  const companyId = ctx.db.nextId('companies');
  const ownerRecord = await createAccount(ctx, owner, { company_id: companyId, place });
  const company = await ctx.db.insert('companies', {
    id: companyId,
    name,
    logo_url: svgAvatar(name, { shape: 'square' }),
    owner_id: ownerRecord.id,
    created_at: minutesBefore(ctx.now, 120 * DAY),
  });
  return { company, owner: ownerRecord };
}

export async function createBranch(
  ctx: SeedContext,
  company: CompanyRecord,
  placeKey: PlaceKey,
): Promise<BranchRecord> {
  const place = PLACES[placeKey];
  const { faker } = ctx;
  const jitter = () => faker.number.float({ min: -0.04, max: 0.04, fractionDigits: 4 });
  return ctx.db.insert('branches', {
    company_id: company.id,
    name: `${company.name} ${place.city}`,
    // Company initials, a colour per city: the switcher tells branches apart at a glance.
    avatar_url: svgAvatar(initialsOf(company.name), { shape: 'square', key: place.city }),
    city: place.city,
    state: place.state,
    state_initials: place.state_initials,
    timezone: zoneOfState(place.state_initials),
    address: streetAddress(faker, place),
    phone: phoneNumber(ctx, place),
    latitude: Number((place.latitude + jitter()).toFixed(4)),
    longitude: Number((place.longitude + jitter()).toFixed(4)),
    created_at: minutesBefore(ctx.now, 100 * DAY),
  });
}

/** Fans a branch's activity out to its owner and managers, each with their own read state. */
export async function seedBranchActivity(
  ctx: SeedContext,
  branch: BranchRecord,
  plan: BranchPlan,
  orders: OrderSequence,
  ownerId: number,
): Promise<void> {
  const items = buildBranchActivity(
    ctx.faker,
    PLACES[plan.place],
    branch.name,
    plan.events,
    orders,
  );
  const managerUnread = plan.managerUnread ?? Math.ceil(plan.unread / 2);
  // Oldest first, so ids grow with time like in a real table.
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index];
    await notifyBranch(
      ctx.db,
      {
        branch_id: branch.id,
        kind: item.kind,
        title: item.title,
        body: item.body,
        order_id: null,
        created_at: minutesBefore(ctx.now, item.minutesAgo),
      },
      { isReadFor: (userId) => index >= (userId === ownerId ? plan.unread : managerUnread) },
    );
  }
}

/**
 * Builds the demo world of a scenario. Extension point: later issues add steps here
 * (serving areas, employees and helper profiles, tools, vehicle types, availabilities,
 * orders, invitations, outsourcing offers), each drawing from the same seeded faker in a
 * fixed order so every scenario stays deterministic.
 */
export async function seedWorld(ctx: SeedContext, plan: WorldPlan): Promise<void> {
  const home = PLACES[plan.branches[0]?.place ?? 'austin'];
  const { company, owner } = await createCompany(
    ctx,
    DEMO_COMPANIES.main,
    DEMO_ACCOUNTS.owner,
    home,
  );
  const branches: BranchRecord[] = [];
  for (const branchPlan of plan.branches)
    branches.push(await createBranch(ctx, company, branchPlan.place));

  await createAccount(ctx, DEMO_ACCOUNTS.manager, {
    company_id: company.id,
    branch_ids: plan.managerBranches.map((index) => branches[index].id),
    place: home,
  });
  await createAccount(ctx, DEMO_ACCOUNTS.newManager, { company_id: company.id, place: home });
  await createAccount(ctx, DEMO_ACCOUNTS.helper, { company_id: null, place: home });

  const orders: OrderSequence = { next: 1001 };
  for (const [index, branch] of branches.entries()) {
    await seedBranchActivity(ctx, branch, plan.branches[index], orders, owner.id);
  }

  if (plan.otherCompany) {
    const otherPlans: BranchPlan[] = [
      { place: 'miami', events: 12, unread: 4 },
      { place: 'orlando', events: 8, unread: 1 },
    ];
    const other = await createCompany(
      ctx,
      DEMO_COMPANIES.other,
      DEMO_ACCOUNTS.otherOwner,
      PLACES.miami,
    );
    const otherOrders: OrderSequence = { next: 2001 };
    for (const branchPlan of otherPlans) {
      const branch = await createBranch(ctx, other.company, branchPlan.place);
      await seedBranchActivity(ctx, branch, branchPlan, otherOrders, other.owner.id);
    }
  }

  // The rows just seeded tell a made-up story; they are rewritten from the records at the end.
  const seededActivity = new Set(ctx.db.notifications.all().map((n) => n.id));

  // The serving-areas catalogue (US counties): before the helper domain, which points at it.
  await seedServingAreas(ctx);

  // Helper domain (catalogues, helper profiles and reviews, subscriptions). Needs the
  // serving-areas catalogue (profiles point at counties), so keep it after that step.
  await seedHelperDomain(ctx);

  // Company domain (employees, orders and invitations, branch invitations, outsourcing):
  // after the helper domain, whose marketplace helpers apply to offers.
  await seedCompanyDomain(ctx, plan);

  // Maria Lopez's jobs in every helper tab (through the order service): after the company
  // domain, whose orders, invitations and offers they use.
  await seedHelperJobs(ctx);

  // Crew matching's showcase (known candidates for a Tuesday-morning job in Austin): last,
  // so no record before it changes.
  await seedMatchingShowcase(ctx);
  // The dispatch board's day (every flag; busy: 100 jobs for 200 people): after the matching
  // showcase, whose people it leaves alone.
  await seedDispatchShowcase(ctx, plan.dispatchDay);
  // Maria's time off (7/8): last, on days none of her jobs or the open offers touch.
  await seedTimeOff(ctx);
  // The other way: the helpers' newest reviews are the companies' ratings of the completed
  // jobs they worked (order and branch named). Draws nothing from the faker.
  await seedReviewedJobs(ctx);
  // Two-way ratings (7/8): helpers' ratings of the companies for completed jobs. Last, so no
  // record before it changes.
  await seedCompanyRatings(ctx);
  // The company's roster (7/8): favourites and a block, last so nothing before it changes.
  await seedRosterShowcase(ctx);
  // Confirmations (7/8): who has confirmed the next 48 hours' jobs. Last: it only marks
  // accepted invitations that every step before made.
  await seedConfirmations(ctx);
  // The demo manager's member records (Manager access on) in the branches he manages: last,
  // so no record before it changes; before the plans, which count members.
  await seedManagerMembers(ctx);
  // Plans: each company on one its data fits (a plan it already exceeds would refuse every
  // new branch or member). After every step that adds people or offers.
  await seedPlansThatFit(ctx);
  // The activity (seeded first, as a made-up story) now says what the records say: every row
  // names real orders, people and counts of its branch. Last, once no record changes any more;
  // it draws nothing from the faker.
  await rewriteSeededActivity(ctx.db, seededActivity);
}
