import {
  db as appDb,
  DEMO_ACCOUNTS,
  StateError,
  type AgendaEntryRecord,
  type BranchInvitationRecord,
  type MockDb,
  type OrderInvitationRecord,
  type OutsourceOfferRecord,
  type UserRecord,
} from '../db';
import {
  applyToOutsourceOfferBodyProposedHourlyRateMax as RATE_MAX,
  applyToOutsourceOfferBodyProposedHourlyRateMin as RATE_MIN,
} from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { busyWith } from '../db/services/availability';
import { offDuring } from '../db/services/time-off';
import { answerBranchInvitation } from '../db/services/branch-invitations';
import { helperProfileOf } from '../db/services/helpers';
import { acceptInvitation, hasEnded, rejectInvitation } from '../db/services/invitations';
import { isClosed, onOrderAlready } from '../db/services/orders';
import { applyToOffer } from '../db/services/outsourcing';
import { offerBlocksHelper } from '../db/services/roster-status';
import { replyToConfirmation, sweepConfirmations } from './confirm-agenda';
import { runAsLeader } from './leader';
import { presentUserIds } from './presence';

/*
 * The other side of the demo. A company is usually alone in a mock session, so the mock
 * plays the people it deals with:
 *  - an invited crew member answers a pending order invitation after a few seconds (most
 *    accept, about one in five declines, someone busy elsewhere declines saying so), which
 *    moves the order's status and notifies the branch (the realtime bridge pushes it);
 *  - marketplace helpers apply to a newly opened outsourcing offer, one after another;
 *  - a marketplace helper invited to join a branch (invite-helper) answers after a while:
 *    most join (they become members, so they show in the team and can be put on crews),
 *    about one in five declines, and about one in ten never answers (the company can still
 *    withdraw it).
 * It reacts to db changes (a new pending invitation, an offer that opens) by writing an
 * agenda entry (`mock_agenda`, due after the delay), and runs each entry when it is due.
 * The agenda is stored like any record, so a reload or the next leader tab carries on.
 *  - confirmations (7/8, ./confirm-agenda.ts): 48 h before an accepted job the helper is
 *    asked and a simulated one answers (confirms, or can't make it); 24 h before, an
 *    unconfirmed one is flagged to the branch.
 * One tab only (Web Locks); in Node it runs when started. It acts only for the people it
 * plays: the seed's marketplace helpers (`playedByMock`) and members without an account.
 * The demo accounts (e.g. Maria Lopez, helper@demo.test) and everyone who signed up while the
 * demo runs never answer by themselves: a person signs in to answer. Nor does anyone while
 * she is signed in (presence.ts: a tab of this demo serves her calls and is still open): she
 * answers for herself, and what the mock had planned for her is dropped (QA-218 L4: James
 * Carter's own tab showed 'Applied' with a message he never wrote).
 */

const LOCK = 'movers-mock-auto-answer';

/** A small deterministic mix of two ids, so who declines is known to tests and repeats. */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** About one answer in five is no, by person and order (not by person: nobody always says no). */
export function plannedAnswer(invitation: Pick<OrderInvitationRecord, 'employee_id' | 'order_id'>) {
  return mix(invitation.employee_id, invitation.order_id) % 5 === 0 ? 'reject' : 'accept';
}

const DECLINE_REASONS = [
  'Not available that day.',
  'I have family plans that day.',
  'That is too far from home for me.',
] as const;

/** How long an invitee takes: between 1 and 1.75 times the delay, so answers come one by one. */
export function answerDelay(
  delayMs: number,
  invitation: Pick<OrderInvitationRecord, 'employee_id' | 'order_id'>,
): number {
  return delayMs + ((mix(invitation.order_id, invitation.employee_id) % 4) * delayMs) / 4;
}

const DEMO_EMAILS = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.email));

/**
 * Whether the mock plays this person: one of the seed's (`seeded`) who is not a demo account.
 * A demo account, or anyone who signed up in this world, is a person at the keyboard: the
 * mock never answers, applies, confirms or works for her (QA helper-132).
 */
export const playedByMock = (user: Pick<UserRecord, 'seeded' | 'email'> | undefined): boolean =>
  user?.seeded === true && !DEMO_EMAILS.has(user.email);

/** Nobody signed in (the default of the rules below: tests, the plain data rule). */
const NOBODY: ReadonlySet<number> = new Set();

/**
 * Who answers an order invitation by themselves: a member without an account (nobody can sign
 * in as them) and the users the mock plays, unless signed in now (`present`); a demo account
 * or a signed-up person answers when she signs in.
 */
export function answersByItself(
  database: MockDb,
  invitation: OrderInvitationRecord,
  present: ReadonlySet<number> = NOBODY,
): boolean {
  if (invitation.user_id == null) return true;
  return (
    !present.has(invitation.user_id) && playedByMock(database.findById('users', invitation.user_id))
  );
}

export type BranchAnswerPlan = 'accept' | 'reject' | 'none';

/**
 * What an invited marketplace helper does with an invitation to join a branch, by helper and
 * branch (the same pair always answers the same): 7 in 10 join, 2 in 10 decline, 1 in 10
 * leaves it pending.
 */
export function plannedBranchAnswer(
  invitation: Pick<BranchInvitationRecord, 'helper_id' | 'branch_id'>,
): BranchAnswerPlan {
  const roll = mix(invitation.helper_id, invitation.branch_id ^ 0x5bd1e995) % 10;
  return roll < 7 ? 'accept' : roll < 9 ? 'reject' : 'none';
}

/** Joining a company takes longer than answering a job: 2 to 3.5 times the delay. */
export function branchAnswerDelay(
  delayMs: number,
  invitation: Pick<BranchInvitationRecord, 'helper_id' | 'branch_id'>,
): number {
  return 2 * delayMs + ((mix(invitation.branch_id, invitation.helper_id) % 4) * delayMs) / 2;
}

/**
 * The marketplace helpers the mock plays answer branch invitations by themselves; the demo
 * accounts and who signed up never do.
 */
export function joinsByItself(database: MockDb, invitation: BranchInvitationRecord): boolean {
  return playedByMock(database.findById('users', invitation.helper_id));
}

/** The invited helper answers, if the invitation still waits for them and the branch exists. */
async function answerBranch(database: MockDb, invitationId: number): Promise<void> {
  const invitation = database.findById('branch_invitations', invitationId);
  if (!invitation || invitation.status !== 'pending') return;
  if (!database.findById('branches', invitation.branch_id)) return;
  const plan = plannedBranchAnswer(invitation);
  if (plan === 'none') return;
  await answerBranchInvitation(
    database,
    invitation.id,
    plan === 'accept' ? 'accepted' : 'rejected',
  );
}

/** Applicants per opened offer: its open spots and one more, at most 3. */
const MAX_APPLICANTS = 3;

const APPLICATION_MESSAGES = [
  'I have my own dolly and straps.',
  'Available the whole day, happy to help.',
  'Five years of moving experience, careful with furniture.',
  'I live close by and can be there early.',
] as const;

/**
 * What a marketplace helper writes when applying: always a message, and about one time in
 * two a rate of their own: $5 more an hour (one in four) or $2.50 less (one in four), within
 * the contract's $1..$500 of a rate a helper asks. Deterministic by offer and helper (`mix`), so tests and a
 * replayed demo see the same applications.
 */
export function plannedApplication(
  offer: Pick<OutsourceOfferRecord, 'id' | 'hourly_rate'>,
  helperId: number,
): { message: string; proposed_hourly_rate: number | null } {
  const roll = mix(offer.id, helperId);
  const message = APPLICATION_MESSAGES[roll % APPLICATION_MESSAGES.length]!;
  const rateRoll = (roll >>> 8) % 4;
  const asked =
    rateRoll === 0 ? offer.hourly_rate + 500 : rateRoll === 1 ? offer.hourly_rate - 250 : null;
  const proposed = asked === null ? null : Math.min(RATE_MAX, Math.max(RATE_MIN, asked));
  // At a bound the proposal may equal the offer's rate: then it is no proposal.
  return { message, proposed_hourly_rate: proposed === offer.hourly_rate ? null : proposed };
}

/**
 * Who applies to an offer: active marketplace helpers the mock plays (not the demo accounts,
 * nobody who signed up, nobody signed in now: `present`) serving one of the offer's branch
 * counties (any marketplace helper when none does, so the demo never stays silent), not
 * already applied or declined, nor on the order's crew or invited to it, in a deterministic
 * order per offer.
 */
export function plannedApplicants(
  database: MockDb,
  offer: OutsourceOfferRecord,
  present: ReadonlySet<number> = NOBODY,
): UserRecord[] {
  const branch = database.findById('branches', offer.branch_id);
  const areas = new Set(branch?.serving_area_ids ?? []);
  const done = new Set([
    ...database.offer_applications
      .findMany((q) => q.where({ offer_id: offer.id }))
      .map((a) => a.helper_id),
    ...database.offer_declines
      .findMany((q) => q.where({ offer_id: offer.id }))
      .map((d) => d.helper_id),
  ]);
  const pool = database.users
    .findMany((q) => q.where({ type: 4 }))
    .filter((u) => u.company_id == null && playedByMock(u) && !done.has(u.id) && !present.has(u.id))
    .filter((u) => helperProfileOf(database, u.id)?.status === 2)
    // 7/8: a helper the company blocked does not see its offers.
    .filter((u) => !offerBlocksHelper(database, offer, u.id))
    // Nor one on its order's crew or invited to it (an earlier offer of the order, filled, took
    // her): the offer is not for her, and planned she took the place of one who applies.
    .filter((u) => !onOrderAlready(database, offer.order_id, u.id));
  const local = pool.filter((u) =>
    (helperProfileOf(database, u.id)?.serving_area_ids ?? []).some((id) => areas.has(id)),
  );
  return (local.length ? local : pool)
    .sort((a, b) => mix(offer.id, a.id) - mix(offer.id, b.id) || a.id - b.id)
    .slice(0, Math.min(MAX_APPLICANTS, offer.helpers_needed + 1));
}

/** The invitee answers, if the invitation still waits for them. */
async function answer(database: MockDb, invitationId: number): Promise<void> {
  const invitation = database.findById('order_invitations', invitationId);
  if (!invitation || invitation.status !== 'pending') return;
  const order = database.findById('orders', invitation.order_id);
  // A job that has ended cannot be accepted (the accept call refuses it): no answer.
  if (!order || isClosed(order) || hasEnded(order)) return;
  const holding = busyWith(database, invitation, order);
  if (holding) {
    const job =
      holding.company_id === order.company_id
        ? `order #${holding.number}`
        : "another company's job";
    await rejectInvitation(database, invitation.id, `Already on ${job} at that time.`);
    return;
  }
  // Time off (7/8): an invitee off that day declines, saying so.
  if (offDuring(database, invitation, order)) {
    await rejectInvitation(database, invitation.id, 'Time off on that day.');
    return;
  }
  if (plannedAnswer(invitation) === 'reject') {
    const reason = DECLINE_REASONS[mix(invitation.id, order.id) % DECLINE_REASONS.length];
    await rejectInvitation(database, invitation.id, reason);
    return;
  }
  try {
    await acceptInvitation(database, invitation.id);
  } catch (error) {
    // Too late: the crew filled up meanwhile.
    if (!(error instanceof StateError)) throw error;
    await rejectInvitation(database, invitation.id, 'The crew was already full when I answered.');
  }
}

/** The helper applies, if the offer is still open and they are free and not on it yet. */
async function apply(database: MockDb, offerId: number, helperId: number): Promise<void> {
  const offer = database.findById('outsource_offers', offerId);
  if (!offer || offer.status !== 'open') return;
  const order = database.findById('orders', offer.order_id);
  // An ended order's offer takes no application (the apply call refuses it).
  if (!order || isClosed(order) || hasEnded(order)) return;
  const live = database.offer_applications
    .findMany((q) => q.where({ offer_id: offer.id, helper_id: helperId }))
    .some((a) => a.status === 'pending' || a.status === 'accepted');
  const onCrew = database.order_invitations
    .findMany((q) => q.where({ order_id: order.id, user_id: helperId }))
    .some((i) => i.status === 'pending' || i.status === 'accepted');
  if (live || onCrew || busyWith(database, { user_id: helperId }, order)) return;
  if (offDuring(database, { user_id: helperId }, order)) return;
  if (offerBlocksHelper(database, offer, helperId)) return; // blocked since it was planned
  try {
    await applyToOffer(database, offer.id, helperId, plannedApplication(offer, helperId));
  } catch (error) {
    // Her application was being written meanwhile (a second plan of the same answer): done.
    if (!(error instanceof StateError)) throw error;
  }
}

type RecordEvent = { data: Record<string, unknown> };
type Hooks = {
  on(type: string, listener: (event: RecordEvent) => void): unknown;
  removeListener(type: string, listener: (event: RecordEvent) => void): void;
};

type AgendaInput = Omit<AgendaEntryRecord, 'id'>;

/** setTimeout's longest wait (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Held answers: planned as usual (stored in the agenda with their due times) but not run
 * until released; then what has come due runs at once and the rest in its time. For a
 * journey that must see the invitations pending before anyone answers: a head start of a
 * few seconds was a race on a loaded machine (the crew page's first refresh after Send came
 * after the first answer, 2026-12-02).
 */
let held = false;
const releaseListeners = new Set<() => void>();

/** Holds the simulated answers (the agenda keeps planning them). */
export function holdAutoAnswers(): void {
  held = true;
}

/** Lets the held answers run: those already due at once, the others when due. */
export function releaseAutoAnswers(): void {
  held = false;
  for (const listener of [...releaseListeners]) listener();
}

/**
 * The leader's part: plans agenda entries from db changes and runs them when due. Returns a
 * stop that cancels the timers (the entries stay stored for the next leader).
 */
export function runAgenda(database: MockDb, delayMs: number): () => void {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let stopped = false;

  // Each timer's work runs as a call that writes does (db.exclusively): what it checks (still
  // pending? planned already?) holds until it has written.
  const run = (entry: AgendaEntryRecord) => {
    timers.delete(entry.id);
    return database.exclusively(() => answerNow(entry));
  };
  const answerNow = async (entry: AgendaEntryRecord) => {
    if (stopped) return;
    const current = database.findById('mock_agenda', entry.id);
    // Gone (the data was reset) or not this entry any more: nothing to do.
    if (
      !current ||
      current.created_at !== entry.created_at ||
      current.invitation_id !== entry.invitation_id ||
      current.offer_id !== entry.offer_id ||
      (current.branch_invitation_id ?? null) !== (entry.branch_invitation_id ?? null) ||
      current.helper_id !== entry.helper_id
    )
      return;
    database.mock_agenda.delete((q) => q.where({ id: entry.id }));
    // Signed in since it was planned: she answers for herself.
    const person =
      entry.kind === 'apply' || entry.kind === 'join'
        ? entry.helper_id
        : entry.invitation_id != null
          ? database.findById('order_invitations', entry.invitation_id)?.user_id
          : null;
    if (person != null && (await presentUserIds(database)).has(person)) return;
    const generation = database.generation;
    try {
      if (entry.kind === 'answer' && entry.invitation_id != null)
        await answer(database, entry.invitation_id);
      else if (entry.kind === 'apply' && entry.offer_id != null && entry.helper_id != null)
        await apply(database, entry.offer_id, entry.helper_id);
      else if (entry.kind === 'join' && entry.branch_invitation_id != null)
        await answerBranch(database, entry.branch_invitation_id);
      else if (entry.kind === 'confirm_reply' && entry.invitation_id != null)
        await replyToConfirmation(database, entry.invitation_id, mix);
    } catch (error) {
      // The data was reset under it: the answer belonged to the world that is gone.
      if (database.generation === generation)
        console.warn('[mocks] the simulated answer failed', error);
    }
  };

  // Confirmations (confirm-agenda.ts): one sweep does what has come due and waits for the
  // next instant (capped: setTimeout holds about 24.8 days); any invitation or order change
  // sweeps again on the next task (a job accepted, moved or cancelled).
  let sweepTimer: ReturnType<typeof setTimeout> | undefined;
  let sweeping = false;
  let sweepAgain = false;
  const sweep = async (): Promise<void> => {
    // During a bulk load (a reset, hydration) the end of the load sweeps (onBulkLoad below).
    if (stopped || database.isSilent) return;
    if (sweeping) {
      sweepAgain = true;
      return;
    }
    sweeping = true;
    sweepAgain = false;
    clearTimeout(sweepTimer);
    const generation = database.generation;
    try {
      const nextAt = await database.exclusively(async () => {
        const present = await presentUserIds(database);
        const swept = await sweepConfirmations(database, Date.now(), {
          delayMs,
          mix,
          answersByItself: (invitation) => answersByItself(database, invitation, present),
        });
        await plan(swept.replies);
        return swept.nextAt;
      });
      if (!stopped && nextAt !== null)
        sweepTimer = setTimeout(() => void sweep(), Math.min(MAX_TIMER_MS, nextAt - Date.now()));
    } catch (error) {
      // A reset under the sweep: the load's end sweeps the new world; only a real failure tells.
      if (database.generation === generation)
        console.warn('[mocks] the confirmation sweep failed', error);
    } finally {
      sweeping = false;
    }
    if (sweepAgain) await sweep();
  };
  let sweepSoon: ReturnType<typeof setTimeout> | undefined;
  const onJobChange = () => {
    if (database.isSilent || stopped) return;
    clearTimeout(sweepSoon);
    sweepSoon = setTimeout(() => void sweep(), 0);
  };

  const schedule = (entry: AgendaEntryRecord) => {
    if (stopped || held || timers.has(entry.id)) return;
    const wait = Math.max(0, Date.parse(entry.due_at) - Date.now());
    timers.set(
      entry.id,
      setTimeout(() => void run(entry), wait),
    );
  };

  const plan = async (entries: AgendaInput[]) => {
    for (const entry of entries) {
      if (stopped) return;
      schedule(await database.insert('mock_agenda', entry));
    }
  };

  const planned = (
    filter: Partial<Pick<AgendaEntryRecord, 'kind' | 'invitation_id' | 'offer_id'>>,
  ) => database.mock_agenda.findFirst((q) => q.where(filter)) !== undefined;
  const plannedJoin = (branchInvitationId: number) =>
    database.mock_agenda
      .findMany((q) => q.where({ kind: 'join' }))
      .some((entry) => entry.branch_invitation_id === branchInvitationId);

  // Hooks run before the record lands (and for other tabs' changes too): plan on the next
  // task, from the stored record.
  const onInvitation = (event: RecordEvent) => {
    if (database.isSilent) return;
    const { id } = event.data.record as OrderInvitationRecord;
    setTimeout(() => void database.exclusively(() => planAnswer(id)), 0);
  };
  const planAnswer = async (id: number) => {
    const invitation = database.findById('order_invitations', id);
    if (stopped || !invitation || invitation.status !== 'pending') return;
    if (!answersByItself(database, invitation) || planned({ kind: 'answer', invitation_id: id }))
      return;
    const now = Date.now();
    await plan([
      {
        kind: 'answer',
        invitation_id: id,
        offer_id: null,
        helper_id: null,
        due_at: new Date(now + answerDelay(delayMs, invitation)).toISOString(),
        created_at: new Date(now).toISOString(),
      },
    ]);
  };

  // A new pending branch invitation: the helper answers it later (planned when it is sent).
  const onBranchInvitation = (event: RecordEvent) => {
    if (database.isSilent) return;
    const { id } = event.data.record as BranchInvitationRecord;
    setTimeout(() => void database.exclusively(() => planJoin(id)), 0);
  };
  const planJoin = async (id: number) => {
    const invitation = database.findById('branch_invitations', id);
    if (stopped || !invitation || invitation.status !== 'pending') return;
    if (!joinsByItself(database, invitation) || plannedJoin(id)) return;
    if (plannedBranchAnswer(invitation) === 'none') return;
    const now = Date.now();
    await plan([
      {
        kind: 'join',
        invitation_id: null,
        branch_invitation_id: id,
        offer_id: null,
        helper_id: invitation.helper_id,
        due_at: new Date(now + branchAnswerDelay(delayMs, invitation)).toISOString(),
        created_at: new Date(now).toISOString(),
      },
    ]);
  };

  const planApplicants = (offerId: number) => {
    setTimeout(() => void database.exclusively(() => planApplications(offerId)), 0);
  };
  const planApplications = async (offerId: number) => {
    const offer = database.findById('outsource_offers', offerId);
    if (stopped || !offer || offer.status !== 'open' || planned({ offer_id: offerId })) return;
    const present = await presentUserIds(database);
    const now = Date.now();
    await plan(
      plannedApplicants(database, offer, present).map((helper, i) => ({
        kind: 'apply' as const,
        invitation_id: null,
        offer_id: offer.id,
        helper_id: helper.id,
        due_at: new Date(now + delayMs * (i + 1)).toISOString(),
        created_at: new Date(now).toISOString(),
      })),
    );
  };
  const onOfferCreated = (event: RecordEvent) => {
    if (database.isSilent) return;
    const offer = event.data.record as OutsourceOfferRecord;
    if (offer.status === 'open') planApplicants(offer.id);
  };
  // A filled offer that opens again (an accepted helper taken off) gets new applicants.
  const onOfferUpdated = (event: RecordEvent) => {
    if (database.isSilent) return;
    const before = event.data.prevRecord as OutsourceOfferRecord;
    const after = event.data.nextRecord as OutsourceOfferRecord;
    if (before.status !== 'open' && after.status === 'open') planApplicants(after.id);
  };

  const invitationHooks = database.order_invitations.hooks as unknown as Hooks;
  const offerHooks = database.outsource_offers.hooks as unknown as Hooks;
  const orderHooks = database.orders.hooks as unknown as Hooks;
  const branchInvitationHooks = database.branch_invitations.hooks as unknown as Hooks;
  invitationHooks.on('create', onInvitation);
  invitationHooks.on('create', onJobChange);
  invitationHooks.on('update', onJobChange);
  orderHooks.on('update', onJobChange);
  branchInvitationHooks.on('create', onBranchInvitation);
  offerHooks.on('create', onOfferCreated);
  offerHooks.on('update', onOfferUpdated);
  // What an earlier leader (or this tab before a reload) left to do; what was held, when let go.
  const scheduleAll = () => {
    for (const entry of database.mock_agenda.all()) schedule(entry);
  };
  scheduleAll();
  releaseListeners.add(scheduleAll);
  // Every accepted upcoming job (seeded ones too) is asked and flagged in its time.
  void sweep();
  // A reset or a hydration replaces the data without a change per record: the new world's
  // agenda replaces the old one's timers (ids start again), and its jobs are swept.
  let seenGeneration = database.generation;
  let afterLoad: ReturnType<typeof setTimeout> | undefined;
  const offBulkLoad = database.onBulkLoad(() => {
    if (stopped) return;
    clearTimeout(afterLoad);
    afterLoad = setTimeout(() => {
      if (stopped || database.isSilent) return;
      if (database.generation !== seenGeneration) {
        seenGeneration = database.generation;
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        scheduleAll();
      }
      void sweep();
    }, 0);
  });

  return () => {
    stopped = true;
    releaseListeners.delete(scheduleAll);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    invitationHooks.removeListener('create', onInvitation);
    invitationHooks.removeListener('create', onJobChange);
    invitationHooks.removeListener('update', onJobChange);
    orderHooks.removeListener('update', onJobChange);
    clearTimeout(sweepTimer);
    clearTimeout(sweepSoon);
    clearTimeout(afterLoad);
    offBulkLoad();
    branchInvitationHooks.removeListener('create', onBranchInvitation);
    offerHooks.removeListener('create', onOfferCreated);
    offerHooks.removeListener('update', onOfferUpdated);
  };
}

export interface AutoAnswerOptions {
  /** The base delay before someone answers or applies; 0 (or less) = off. */
  delayMs: number;
  /** Default: the app's db. */
  db?: MockDb;
}

/**
 * Starts the simulated other side in the leader tab (Web Locks; at once in Node). Returns a
 * stop function. A delay of 0 starts nothing and takes no lock.
 */
export function startAutoAnswer({ delayMs, db = appDb }: AutoAnswerOptions): () => void {
  if (!Number.isFinite(delayMs) || delayMs <= 0) return () => {};
  return runAsLeader(LOCK, () => runAgenda(db, delayMs));
}

let current: (() => void) | null = null;
let currentDelayMs = 0;

/**
 * The app's one auto-answer: (re)starts it with a new delay, 0 = off. For the browser
 * entry, the mock server and end-to-end journeys (`window.__moversMock.setAutoAnswerDelay`).
 */
export function setAutoAnswerDelay(delayMs: number): void {
  current?.();
  currentDelayMs = delayMs > 0 ? delayMs : 0;
  current = currentDelayMs ? startAutoAnswer({ delayMs: currentDelayMs }) : null;
}

/**
 * Stops the app's auto-answer for a page about to reload on new data (the Demo panel's reset);
 * returns what starts it again as it was (the reset failed and the page stays). A reset sweeps
 * the new world at once (asks and flags what came due, each a write or two), and the reload
 * cut that sweep short: a flag stored without its activity, so Reset showed one unread
 * activity fewer than the same scenario loaded afresh (QA 2026-12-05). The reloaded page's
 * agenda sweeps the stored world whole, as a first load's does.
 */
export function pauseAutoAnswer(): () => void {
  const delayMs = currentDelayMs;
  setAutoAnswerDelay(0);
  return () => {
    if (!current && delayMs) setAutoAnswerDelay(delayMs);
  };
}
