import {
  availabilityService,
  db,
  DEMO_ACCOUNTS,
  invitationService,
  orderService,
  resetDatabase,
  type BranchRecord,
  type OrderRecord,
  type Snapshot,
} from '../db';
import {
  answerDelay,
  branchAnswerDelay,
  plannedAnswer,
  plannedBranchAnswer,
  plannedApplicants,
  plannedApplication,
  holdAutoAnswers,
  releaseAutoAnswers,
  setAutoAnswerDelay,
  startAutoAnswer,
} from './auto-answer';
import { filledOfferShortAgain, openOfferFor } from '../testing/offers';
import { forgetPresenceMarks, markPresent } from './presence';
import { dayOffFor, marketplaceHelperOf } from '../testing/confirmations';

/*
 * The simulated other side: a scheduler that reacts to db changes (a new pending invitation,
 * an offer that opens) with an agenda entry due after a delay, run in the leader tab only.
 * Fake timers drive it; "tabs" are several schedulers sharing one fake LockManager.
 */

const DELAY = 1_000;
/** Every answer is due within 1.75 x the delay. */
const ALL_ANSWERED = 2 * DELAY;
const LOCK = 'movers-mock-auto-answer';

function createFakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, Array<() => void>>();
  const requests: string[] = [];
  return {
    requests,
    /** A page that held `name` went (presence.ts's marks are held for a page's life). */
    release: (name: string) => held.delete(name),
    query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
    request(
      name: string,
      ...rest:
        | [(lock: { name: string }) => Promise<unknown>]
        | [object, (lock: { name: string }) => Promise<unknown>]
    ) {
      const callback = rest[rest.length - 1] as (lock: { name: string }) => Promise<unknown>;
      requests.push(name);
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.add(name);
          Promise.resolve()
            .then(() => callback({ name }))
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              queues.get(name)?.shift()?.();
            });
        };
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), grant]);
        else queueMicrotask(grant);
      });
    },
  };
}

let seeded: Snapshot;
let austin: BranchRecord;
let ownerId: number;
const stops: Array<() => void> = [];
const start = (delayMs = DELAY) => {
  const stop = startAutoAnswer({ delayMs });
  stops.push(stop);
  return stop;
};

beforeAll(async () => {
  await resetDatabase(db, 'default');
  seeded = db.snapshot();
});
beforeEach(async () => {
  await db.load(seeded);
  austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  ownerId = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }))!.id;
  vi.useFakeTimers();
  // Node: no Web Locks unless a test gives the "tabs" some.
  vi.stubGlobal('navigator', undefined);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setAutoAnswerDelay(0);
  releaseAutoAnswers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

let day = 30;
/** A new not formed order far from the seeded ones (its own day), as the create handler makes. */
async function newOrder(helpersNeeded = 3, branch = austin): Promise<OrderRecord> {
  const startAt = new Date(Date.now() + day++ * 86_400_000);
  startAt.setUTCHours(15, 0, 0, 0);
  const now = new Date().toISOString();
  return db.insert('orders', {
    number: orderService.nextOrderNumber(db, branch.company_id),
    branch_id: branch.id,
    company_id: branch.company_id,
    status: 1,
    help_type: 1,
    pick_up_addresses: [
      {
        street: '1 Main St',
        unit: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        lat: null,
        lng: null,
      },
    ],
    destination_addresses: [],
    customer: {
      first_name: 'Laura',
      last_name: 'Hill',
      primary_phone: '5125550142',
      secondary_phone: null,
      email: null,
    },
    start_at: startAt.toISOString(),
    end_at: new Date(startAt.getTime() + 4 * 3_600_000).toISOString(),
    helpers_needed: helpersNeeded,
    trucks_needed: 1,
    hourly_rate: 4000,
    notes: null,
    outsource_offer_id: null,
    completed_at: null,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
    cancel_reason: null,
    completion: null,
  });
}

/** Active plain employees of the branch (no user: nobody signs in as them), by id. */
/** An open offer of `order` for people of position 3, as Find AI's publish makes one. */
const openOffer = (order: OrderRecord, helpersNeeded = 2) =>
  openOfferFor(order, { helpersNeeded, positions: [3] });

const plainMembers = (branch = austin) =>
  db.employees
    .findMany((q) => q.where({ branch_id: branch.id, status: 1 }))
    .filter((e) => e.user_id === null && e.deleted_at == null)
    .sort((a, b) => a.id - b.id);

const invitationsOf = (orderId: number) =>
  db.order_invitations.findMany((q) => q.where({ order_id: orderId }));
const ownerNotes = (orderId: number) =>
  db.notifications.findMany((q) => q.where({ user_id: ownerId, order_id: orderId }));

describe('answers to order invitations', () => {
  it('each invitee answers after the delay as planned; status and notifications follow', async () => {
    start();
    const order = await newOrder(3);
    // Four planned yeses (one more than the crew needs) and two noes.
    const plan = (answer: string) =>
      plainMembers().filter(
        (p) => plannedAnswer({ employee_id: p.id, order_id: order.id }) === answer,
      );
    const people = [...plan('accept').slice(0, 4), ...plan('reject').slice(0, 2)];
    expect(people).toHaveLength(6);
    const invited = await invitationService.inviteEmployees(
      db,
      order.id,
      people.map((p) => p.id),
    );
    const planned = invited.map((i) => plannedAnswer(i));
    expect(planned).toContain('accept');
    expect(planned).toContain('reject');
    expect(db.findById('orders', order.id)!.status).toBe(2);

    // Nobody answers before the delay.
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(invitationsOf(order.id).every((i) => i.status === 'pending')).toBe(true);
    expect(ownerNotes(order.id)).toHaveLength(0);
    expect(db.mock_agenda.all()).toHaveLength(invited.length);

    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    const answered = invitationsOf(order.id);
    const accepted = answered.filter((i) => i.status === 'accepted');
    const rejected = answered.filter((i) => i.status === 'rejected');
    // Planned "no"s decline with a reason; "yes"es accept until the crew is full, the rest
    // find it full.
    for (const invitation of answered) {
      expect(invitation.status).not.toBe('pending');
      if (plannedAnswer(invitation) === 'reject') expect(invitation.status).toBe('rejected');
    }
    expect(accepted).toHaveLength(3);
    expect(rejected).toHaveLength(3);
    expect(rejected.every((i) => i.reject_reason)).toBe(true);
    // The fourth yes came too late: the crew was full by then.
    expect(rejected.map((i) => i.reject_reason)).toContain(
      'The crew was already full when I answered.',
    );
    const order4 = db.findById('orders', order.id)!;
    expect(order4.status).toBe(4);
    // The company heard about every answer (and the crew being formed).
    const kinds = ownerNotes(order.id).map((n) => n.kind);
    expect(kinds.filter((k) => k === 'invitation_accepted')).toHaveLength(accepted.length);
    expect(kinds.filter((k) => k === 'invitation_rejected')).toHaveLength(rejected.length);
    expect(kinds.filter((k) => k === 'order_formed')).toHaveLength(1);
    expect(db.mock_agenda.all()).toHaveLength(0);
  });

  it('answers come one by one, each within 1 to 1.75 times the delay', async () => {
    start();
    const order = await newOrder(6);
    const invited = await invitationService.inviteEmployees(
      db,
      order.id,
      plainMembers()
        .slice(0, 6)
        .map((p) => p.id),
    );
    const delays = invited.map((i) => answerDelay(DELAY, i));
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(DELAY);
      expect(d).toBeLessThan(1.75 * DELAY + 1);
    }
    expect(new Set(delays).size).toBeGreaterThan(1);
    const first = Math.min(...delays);
    await vi.advanceTimersByTimeAsync(first);
    const early = invitationsOf(order.id).filter((i) => i.status !== 'pending').length;
    expect(early).toBe(delays.filter((d) => d <= first).length);
    expect(early).toBeLessThan(invited.length);
  });

  it('most say yes: about one in five declines, by person and order', () => {
    const answers = [];
    for (let order = 1; order <= 40; order++)
      for (let employee = 1; employee <= 25; employee++)
        answers.push(plannedAnswer({ order_id: order, employee_id: employee }));
    const no = answers.filter((a) => a === 'reject').length / answers.length;
    expect(no).toBeGreaterThan(0.12);
    expect(no).toBeLessThan(0.28);
    // Not a rule by person alone: everyone says yes to some order.
    for (let employee = 1; employee <= 25; employee++) {
      const mine = answers.filter((_, i) => i % 25 === employee - 1);
      expect(mine).toContain('accept');
    }
  });

  it('a demo gets from a new order to a formed crew with nobody else signed in', async () => {
    start();
    const order = await newOrder(4);
    const pool = plainMembers();
    // The dispatcher's loop: invite free people for the open spots, wait, repeat.
    for (let round = 0; round < 5 && db.findById('orders', order.id)!.status !== 4; round++) {
      const tried = new Set(invitationsOf(order.id).map((i) => i.employee_id));
      const current = db.findById('orders', order.id)!;
      const busy = availabilityService.busyIndex(db, current);
      const open =
        current.helpers_needed -
        invitationsOf(order.id).filter((i) => i.status === 'accepted').length;
      const next = pool
        .filter((p) => !tried.has(p.id) && !availabilityService.lookup(busy, { employee_id: p.id }))
        .slice(0, open);
      await invitationService.inviteEmployees(
        db,
        order.id,
        next.map((p) => p.id),
      );
      await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    }
    expect(db.findById('orders', order.id)!.status).toBe(4);
    expect(ownerNotes(order.id).map((n) => n.title)).toContain(
      `Order #${order.number} is now formed`,
    );
  });

  it('someone busy on an overlapping job declines, naming it; a demo account never answers', async () => {
    start();
    const held = await newOrder(1);
    day--; // the next order on the same day, overlapping
    const order = await newOrder(2);
    const [busyOne, free] = plainMembers().filter(
      (p) => plannedAnswer({ employee_id: p.id, order_id: order.id }) === 'accept',
    );
    const [holding] = await invitationService.inviteEmployees(db, held.id, [busyOne!.id]);
    await invitationService.acceptInvitation(db, holding!.id, { notify: false });
    await vi.advanceTimersByTimeAsync(0);
    db.mock_agenda.deleteMany((q) => q.where(() => true));

    const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
    const mariaMember = db.employees.findFirst((q) =>
      q.where({ user_id: maria.id, branch_id: austin.id }),
    )!;
    await invitationService.inviteEmployees(db, order.id, [busyOne!.id, free!.id, mariaMember.id]);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    const byEmployee = new Map(invitationsOf(order.id).map((i) => [i.employee_id, i]));
    expect(byEmployee.get(busyOne!.id)).toMatchObject({
      status: 'rejected',
      reject_reason: `Already on order #${held.number} at that time.`,
    });
    expect(byEmployee.get(free!.id)!.status).toBe('accepted');
    expect(byEmployee.get(mariaMember.id)!.status).toBe('pending');
    expect(db.findById('orders', order.id)!.status).toBe(3);
  });

  it('someone off that day (time off, 7/8) declines, saying so', async () => {
    start();
    const order = await newOrder(2);
    const helper = marketplaceHelperOf(austin.id);
    await dayOffFor(helper.user_id, order, austin.timezone ?? 'America/Chicago');
    await invitationService.inviteEmployees(db, order.id, [helper.id]);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(invitationsOf(order.id).find((i) => i.employee_id === helper.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Time off on that day.',
    });
  });

  it('leaves alone what changed meanwhile (withdrawn, order closed or deleted)', async () => {
    start();
    const order = await newOrder(2);
    const [a, b] = await invitationService.inviteEmployees(
      db,
      order.id,
      plainMembers()
        .slice(0, 2)
        .map((p) => p.id),
    );
    await vi.advanceTimersByTimeAsync(0);
    await invitationService.cancelInvitationByCompany(db, a!.id);
    db.order_invitations.delete((q) => q.where({ id: b!.id }));
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    expect(db.findById('order_invitations', a!.id)!.status).toBe('cancelled');
    expect(ownerNotes(order.id)).toHaveLength(0);
    expect(db.mock_agenda.all()).toHaveLength(0);
  });

  it('seeding and hydration (silent loads) plan nothing', async () => {
    start();
    await db.load(seeded);
    await resetDatabase(db, 'default');
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(db.mock_agenda.all()).toHaveLength(0);
    // Nobody answered. (The confirmation sweep may ask or flag the reseeded crews' jobs that
    // are due: that is its schedule, not a reaction to the loads.)
    const answers = (list: Snapshot['order_invitations']) =>
      list.map(({ id, status, responded_at, reject_reason }) => ({
        id,
        status,
        responded_at,
        reject_reason,
      }));
    expect(answers(db.snapshot().order_invitations)).toEqual(answers(seeded.order_invitations));
  });

  it('off with a delay of 0: no lock, no timer, nothing answered', async () => {
    const locks = createFakeLocks();
    vi.stubGlobal('navigator', { locks });
    start(0);
    start(-1);
    expect(locks.requests).toEqual([]);
    const order = await newOrder(1);
    await invitationService.inviteEmployees(db, order.id, [plainMembers()[0]!.id]);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(invitationsOf(order.id)[0]!.status).toBe('pending');
    expect(db.mock_agenda.all()).toHaveLength(0);
  });
});

describe('leader tab and the stored agenda', () => {
  it('answers once with several tabs; the next leader carries on the stored agenda', async () => {
    const locks = createFakeLocks();
    vi.stubGlobal('navigator', { locks });
    const stopLeader = start();
    await vi.advanceTimersByTimeAsync(0);
    start(); // a second tab waits for the lock
    expect(locks.requests).toEqual([LOCK, LOCK]);

    const order = await newOrder(1);
    const [person] = plainMembers().filter(
      (p) => plannedAnswer({ employee_id: p.id, order_id: order.id }) === 'accept',
    );
    await invitationService.inviteEmployees(db, order.id, [person!.id]);
    await vi.advanceTimersByTimeAsync(0);
    expect(db.mock_agenda.all()).toHaveLength(1); // one plan, not one per tab

    // The leader closes before the answer is due; the follower leads and answers it.
    stopLeader();
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    expect(invitationsOf(order.id)[0]!.status).toBe('accepted');
    expect(ownerNotes(order.id).filter((n) => n.kind === 'invitation_accepted')).toHaveLength(1);
  });

  it('an entry already overdue when a tab starts leading runs at once', async () => {
    const order = await newOrder(1);
    const [person] = plainMembers().filter(
      (p) => plannedAnswer({ employee_id: p.id, order_id: order.id }) === 'accept',
    );
    const [invitation] = await invitationService.inviteEmployees(db, order.id, [person!.id]);
    // As a reload leaves it: stored, due a minute ago.
    await db.insert('mock_agenda', {
      kind: 'answer',
      invitation_id: invitation!.id,
      offer_id: null,
      helper_id: null,
      due_at: new Date(Date.now() - 60_000).toISOString(),
      created_at: new Date(Date.now() - 65_000).toISOString(),
    });
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(db.findById('order_invitations', invitation!.id)!.status).toBe('accepted');
  });

  it('setAutoAnswerDelay switches the app’s one scheduler on and off', async () => {
    setAutoAnswerDelay(DELAY);
    const order = await newOrder(1);
    await invitationService.inviteEmployees(db, order.id, [plainMembers()[0]!.id]);
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    expect(invitationsOf(order.id)[0]!.status).not.toBe('pending');

    setAutoAnswerDelay(0);
    const later = await newOrder(1);
    await invitationService.inviteEmployees(db, later.id, [plainMembers()[1]!.id]);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(invitationsOf(later.id)[0]!.status).toBe('pending');
  });

  it('held, answers are planned but wait; released, the due ones come at once and the rest in time', async () => {
    holdAutoAnswers();
    setAutoAnswerDelay(DELAY);
    const order = await newOrder(4);
    const members = plainMembers().slice(0, 4);
    await invitationService.inviteEmployees(
      db,
      order.id,
      members.map((m) => m.id),
    );
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    // Planned (one entry each, with its due time), none answered.
    expect(db.mock_agenda.findMany((q) => q.where({ kind: 'answer' }))).toHaveLength(4);
    expect(invitationsOf(order.id).map((i) => i.status)).toEqual(Array(4).fill('pending'));

    releaseAutoAnswers();
    await vi.advanceTimersByTimeAsync(0);
    expect(invitationsOf(order.id).every((i) => i.status !== 'pending')).toBe(true);

    // Held again, a new invitation waits until released, then comes after its own delay.
    holdAutoAnswers();
    const later = await newOrder(1);
    const [invitation] = await invitationService.inviteEmployees(db, later.id, [
      plainMembers()[5]!.id,
    ]);
    const due = answerDelay(DELAY, invitation!);
    await vi.advanceTimersByTimeAsync(0);
    releaseAutoAnswers();
    await vi.advanceTimersByTimeAsync(due - 100);
    expect(invitationsOf(later.id)[0]!.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(invitationsOf(later.id)[0]!.status).not.toBe('pending');
  });
});

describe('applications to outsourcing offers', () => {
  const applicationsOf = (offerId: number) =>
    db.offer_applications.findMany((q) => q.where({ offer_id: offerId }));

  it('local marketplace helpers apply one by one; the company is notified of each', async () => {
    start();
    const order = await newOrder(3);
    const offer = await openOffer(order, 2);
    const planned = plannedApplicants(db, offer);
    // Austin has three marketplace helpers besides Maria: spots + 1 = 3 apply.
    expect(planned).toHaveLength(3);
    const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
    expect(planned.map((h) => h.id)).not.toContain(maria.id);
    const areas = new Set(austin.serving_area_ids);
    for (const helper of planned) {
      const profile = db.helper_profiles.findFirst((q) => q.where({ user_id: helper.id }))!;
      expect(profile.serving_area_ids.some((id) => areas.has(id))).toBe(true);
    }

    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(applicationsOf(offer.id)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(applicationsOf(offer.id).map((a) => a.helper_id)).toEqual([planned[0]!.id]);
    await vi.advanceTimersByTimeAsync(2 * DELAY);
    const applications = applicationsOf(offer.id);
    expect(applications.map((a) => a.helper_id)).toEqual(planned.map((h) => h.id));
    expect(applications.every((a) => a.status === 'pending')).toBe(true);
    // Each applies as planned: a message always, sometimes a rate of their own.
    for (const application of applications)
      expect({
        message: application.message,
        proposed_hourly_rate: application.proposed_hourly_rate,
      }).toEqual(plannedApplication(offer, application.helper_id));
    expect(applications.every((a) => a.message)).toBe(true);
    expect(ownerNotes(order.id).filter((n) => n.kind === 'outsourcing_application')).toHaveLength(
      3,
    );
  });

  it('applicants write a message, and about half propose their own rate (deterministic)', () => {
    const plans = [];
    for (let offerId = 1; offerId <= 40; offerId++)
      for (let helperId = 1; helperId <= 10; helperId++) {
        const offer = { id: offerId, hourly_rate: 4000 };
        const plan = plannedApplication(offer, helperId);
        expect(plannedApplication(offer, helperId)).toEqual(plan);
        plans.push(plan);
      }
    expect(plans.every((p) => p.message.trim().length > 0)).toBe(true);
    expect(new Set(plans.map((p) => p.message)).size).toBeGreaterThan(1);
    const rates = plans.map((p) => p.proposed_hourly_rate);
    const higher = rates.filter((r) => r === 4500).length;
    const lower = rates.filter((r) => r === 3750).length;
    const none = rates.filter((r) => r === null).length;
    expect(higher + lower + none).toBe(plans.length);
    for (const count of [higher, lower]) expect(count / plans.length).toBeGreaterThan(0.15);
    expect(none / plans.length).toBeGreaterThan(0.35);
    expect(none / plans.length).toBeLessThan(0.65);
  });

  it('a proposed rate stays within $1..$1,000 and never equals the offer’s', () => {
    for (let helperId = 1; helperId <= 50; helperId++)
      for (const hourly_rate of [100, 200, 99_800, 100_000]) {
        const { proposed_hourly_rate: rate } = plannedApplication({ id: 7, hourly_rate }, helperId);
        if (rate === null) continue;
        expect(rate).toBeGreaterThanOrEqual(100);
        expect(rate).toBeLessThanOrEqual(100_000);
        expect(rate).not.toBe(hourly_rate);
      }
  });

  it('an order whose offer filled and is short again gets applicants for its new offer, not its crew', async () => {
    start();
    const { order, helper } = await filledOfferShortAgain({ now: Date.now() });
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    const fresh = await openOfferFor(order, { helpersNeeded: 1 });
    const planned = plannedApplicants(db, fresh);
    // The filled offer's helper is on the crew: the new offer is not for him.
    expect(planned.map((h) => h.id)).not.toContain(helper.id);
    expect(planned).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3 * DELAY);
    expect(applicationsOf(fresh.id).map((a) => a.helper_id)).toEqual(planned.map((h) => h.id));
  });

  it('nobody applies to an offer cancelled before they get to it', async () => {
    start();
    const order = await newOrder(3);
    const offer = await openOffer(order, 2);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(applicationsOf(offer.id)).toHaveLength(1);
    await db.patch('outsource_offers', offer.id, { status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(5 * DELAY);
    expect(applicationsOf(offer.id)).toHaveLength(1);
    expect(db.mock_agenda.all()).toHaveLength(0);
  });
});

describe('nobody is played while signed in (presence.ts)', () => {
  afterEach(() => forgetPresenceMarks());
  const applicantsOf = (offerId: number) =>
    db.offer_applications.findMany((q) => q.where({ offer_id: offerId })).map((a) => a.helper_id);

  it('a marketplace helper signed in in a tab neither applies nor answers; who signs in later is dropped from the plan (QA-218 L4)', async () => {
    const locks = createFakeLocks();
    vi.stubGlobal('navigator', { locks });
    start();
    await vi.advanceTimersByTimeAsync(0);
    const order = await newOrder(3);
    const offer = await openOffer(order, 1);
    // One spot, two applicants: the first two of the three local ones, in the offer's order.
    const [james, second, third] = plannedApplicants(db, { ...offer, helpers_needed: 2 });
    expect(db.findById('users', james!.id)!.email).toBe('james.carter@helpers.demo.test');
    // James's own tab serves his calls (a second tab of the owner's browser).
    markPresent(james!.id);
    await vi.advanceTimersByTimeAsync(0);
    // The next helper takes his place in the plan; then she signs in before her turn.
    expect(db.mock_agenda.all().map((e) => e.helper_id)).toEqual([second!.id, third!.id]);
    markPresent(second!.id);
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    expect(applicantsOf(offer.id)).toEqual([third!.id]);

    // Invited to a crew while signed in: he answers himself; gone (logout), he is played again.
    const job = await newOrder(2);
    const member = marketplaceHelperOf(austin.id);
    markPresent(member.user_id);
    const [invitation] = await invitationService.inviteEmployees(db, job.id, [member.id]);
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    expect(db.findById('order_invitations', invitation!.id)!.status).toBe('pending');
    locks.release(`movers-mock-present:${member.user_id}`);
    const later = await newOrder(2);
    const [next] = await invitationService.inviteEmployees(db, later.id, [member.id]);
    await vi.advanceTimersByTimeAsync(ALL_ANSWERED);
    expect(db.findById('order_invitations', next!.id)!.status).not.toBe('pending');
  });
});

describe('answers to branch invitations (marketplace helpers joining a branch)', () => {
  /** Every branch answer is due within 3.5 x the delay. */
  const ALL_JOINED = 4 * DELAY;
  const maria = () => db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
  const memberships = (branchId: number, userId: number) =>
    db.employees
      .findMany((q) => q.where({ branch_id: branchId, user_id: userId }))
      .filter((e) => e.deleted_at == null);
  const branchNotes = (
    branchId: number,
    kind: 'branch_invitation_accepted' | 'branch_invitation_rejected',
  ) => db.notifications.findMany((q) => q.where({ user_id: ownerId, branch_id: branchId, kind }));

  /** As invite-helper stores it. */
  async function invite(branch: BranchRecord, helperId: number) {
    const now = new Date().toISOString();
    return db.insert('branch_invitations', {
      branch_id: branch.id,
      helper_id: helperId,
      invited_by_id: ownerId,
      status: 'pending',
      created_at: now,
      updated_at: now,
      responded_at: null,
    });
  }

  /** Marketplace helpers (not the demo accounts) who are not on the branch and not invited to it. */
  function candidates(branch: BranchRecord) {
    return db.users
      .findMany((q) => q.where({ type: 4 }))
      .filter((u) => u.company_id == null && u.id !== maria().id)
      .filter((u) => memberships(branch.id, u.id).length === 0)
      .filter(
        (u) =>
          !db.branch_invitations.findFirst((q) =>
            q.where({ branch_id: branch.id, helper_id: u.id, status: 'pending' }),
          ),
      )
      .sort((a, b) => a.id - b.id);
  }

  /** A Lone Star branch and helpers planned to join, decline and leave it pending. */
  function cast() {
    const branches = db.branches
      .findMany((q) => q.where({ company_id: austin.company_id }))
      .sort((a, b) => a.id - b.id);
    for (const branch of branches) {
      const pool = candidates(branch);
      const pick = (plan: string) =>
        pool.find((u) => plannedBranchAnswer({ helper_id: u.id, branch_id: branch.id }) === plan);
      const [joiner, decliner, silent] = [pick('accept'), pick('reject'), pick('none')];
      if (joiner && decliner && silent) return { branch, joiner, decliner, silent };
    }
    throw new Error('no Lone Star branch has helpers of all three plans');
  }

  it('after the delay, one joins (a member, branch notified), one declines (notified), one stays silent', async () => {
    start();
    const { branch, joiner, decliner, silent } = cast();
    const joining = await invite(branch, joiner.id);
    const declining = await invite(branch, decliner.id);
    const waiting = await invite(branch, silent.id);
    await vi.advanceTimersByTimeAsync(0);
    // Planned for the two who answer; nobody answers before twice the delay.
    expect(
      db.mock_agenda
        .all()
        .map((e) => e.branch_invitation_id)
        .sort(),
    ).toEqual([joining.id, declining.id].sort());
    for (const invitation of [joining, declining]) {
      const due = branchAnswerDelay(DELAY, invitation);
      expect(due).toBeGreaterThanOrEqual(2 * DELAY);
      expect(due).toBeLessThanOrEqual(3.5 * DELAY);
    }
    await vi.advanceTimersByTimeAsync(2 * DELAY - 1);
    expect(db.findById('branch_invitations', joining.id)!.status).toBe('pending');
    expect(db.findById('branch_invitations', declining.id)!.status).toBe('pending');

    await vi.advanceTimersByTimeAsync(ALL_JOINED);
    expect(db.findById('branch_invitations', joining.id)).toMatchObject({ status: 'accepted' });
    expect(db.findById('branch_invitations', joining.id)!.responded_at).not.toBeNull();
    expect(memberships(branch.id, joiner.id)).toHaveLength(1);
    expect(memberships(branch.id, joiner.id)[0]).toMatchObject({ is_helper: true, status: 1 });
    expect(branchNotes(branch.id, 'branch_invitation_accepted').map((n) => n.title)).toContain(
      `${joiner.first_name} ${joiner.last_name} joined your ${branch.name} branch`,
    );

    expect(db.findById('branch_invitations', declining.id)!.status).toBe('rejected');
    expect(memberships(branch.id, decliner.id)).toHaveLength(0);
    expect(branchNotes(branch.id, 'branch_invitation_rejected').map((n) => n.title)).toContain(
      `${decliner.first_name} ${decliner.last_name} declined your invitation to join your ${branch.name} branch`,
    );

    expect(db.findById('branch_invitations', waiting.id)!.status).toBe('pending');
    expect(memberships(branch.id, silent.id)).toHaveLength(0);
    expect(db.mock_agenda.all()).toHaveLength(0);
  });

  it('the demo helper never answers by herself; a withdrawn invitation stays withdrawn', async () => {
    start();
    const { branch, joiner } = cast();
    const hersBefore = memberships(branch.id, maria().id).length;
    const notesBefore = branchNotes(branch.id, 'branch_invitation_accepted').length;
    const hers = await invite(branch, maria().id);
    const withdrawn = await invite(branch, joiner.id);
    await vi.advanceTimersByTimeAsync(0);
    await db.patch('branch_invitations', withdrawn.id, { status: 'cancelled' });
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(db.findById('branch_invitations', hers.id)!.status).toBe('pending');
    expect(memberships(branch.id, maria().id)).toHaveLength(hersBefore);
    expect(db.findById('branch_invitations', withdrawn.id)!.status).toBe('cancelled');
    expect(memberships(branch.id, joiner.id)).toHaveLength(0);
    expect(branchNotes(branch.id, 'branch_invitation_accepted')).toHaveLength(notesBefore);
    expect(db.mock_agenda.all()).toHaveLength(0);
  });

  it('most join, some decline, a few never answer; by helper and branch', () => {
    const plans: string[] = [];
    for (let branch = 1; branch <= 20; branch++)
      for (let helper = 1; helper <= 50; helper++)
        plans.push(plannedBranchAnswer({ helper_id: helper, branch_id: branch }));
    const share = (plan: string) => plans.filter((p) => p === plan).length / plans.length;
    expect(share('accept')).toBeGreaterThan(0.6);
    expect(share('accept')).toBeLessThan(0.8);
    expect(share('reject')).toBeGreaterThan(0.12);
    expect(share('reject')).toBeLessThan(0.28);
    expect(share('none')).toBeGreaterThan(0.04);
    expect(share('none')).toBeLessThan(0.16);
    // Deterministic: the same pair always answers the same.
    expect(plannedBranchAnswer({ helper_id: 7, branch_id: 3 })).toBe(
      plannedBranchAnswer({ helper_id: 7, branch_id: 3 }),
    );
  });
});
