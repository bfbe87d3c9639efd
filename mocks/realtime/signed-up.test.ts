import {
  registerCompanyResponse,
  requestRegisterOtpResponse,
  signUpHelperResponse,
  verifyRegisterOtpResponse,
} from '@/platform/api/generated/zod/auth/auth.zod';
import { db, DEMO_ACCOUNTS, resetDb, server } from '../node';
import { invitationService, orderService, type BranchRecord, type UserRecord } from '../db';
import { answerBranchInvitation } from '../db/services/branch-invitations';
import { MOCK_OTP_CODE } from '../handlers/auth';
import { call, expectValid } from '../testing/api';
import { marketplaceHelperOf } from '../testing/confirmations';
import { openOfferFor } from '../testing/offers';
import { plannedApplicants, plannedBranchAnswer, startAutoAnswer } from './auto-answer';
import { inviteDemoHelper, sendDemoHelperJob } from './company-side';

/*
 * Who signs up while the demo runs is a person at the keyboard, like the demo accounts: the
 * simulated other side never answers, applies, confirms or works for her (QA helper-132: a
 * new helper's invitations were declined "Not available that day." in her name). The seed's
 * marketplace helpers who are not demo accounts still do, so the demo stays lively.
 */

const DELAY = 1_000;
const HOUR = 3_600_000;
/** A fixed Tuesday morning in Austin: the seeded world does not depend on today. */
const NOW = new Date('2027-03-09T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let austin: BranchRecord;
let ownerId: number;
let rosa: UserRecord;
let hannah: UserRecord;
const stops: Array<() => void> = [];

/** A helper signs up as /sign-up/helper does: a code by e-mail, then her details. */
async function signUpHelper(email: string): Promise<UserRecord> {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  const requested = await call('POST', '/auth-v2/register/request-otp', { body: { email } });
  const { otp_id } = expectValid(requestRegisterOtpResponse, requested.body).data;
  const verified = await call('POST', '/auth-v2/register/verify-otp', {
    body: { otp_id, code: MOCK_OTP_CODE },
  });
  const { temporary_token } = expectValid(verifyRegisterOtpResponse, verified.body).data;
  const signedUp = await call('POST', '/auth-v2/register/signup', {
    body: {
      first_name: 'Rosa',
      last_name: 'Alvarez',
      phone: '5125550142',
      password: 'helper123',
      password_confirmation: 'helper123',
      temporary_token,
    },
  });
  const { user } = expectValid(signUpHelperResponse, signedUp.body).data;
  return db.findById('users', user.id)!;
}

/** A company signs up as /sign-up/company does: its owner and a first branch in Austin. */
async function registerCompany(): Promise<UserRecord> {
  const registered = await call('POST', '/auth/register', {
    body: {
      company_name: 'Bluebird Moving Co',
      first_name: 'Hannah',
      last_name: 'Kim',
      email: 'hannah@bluebird.test',
      phone: '5125550199',
      password: 'secret123',
      password_confirmation: 'secret123',
      branch_name: 'Bluebird Austin',
      city: 'Austin',
      state_initials: 'TX',
    },
  });
  const { user } = expectValid(registerCompanyResponse, registered.body).data;
  return db.findById('users', user.id)!;
}

beforeEach(async () => {
  // The requests go through msw on a running clock; the agenda then runs on fake timers.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  await resetDb('default', { now: new Date() });
  austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  ownerId = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }))!.id;
  rosa = await signUpHelper('rosa@helper.test');
  hannah = await registerCompany();
  vi.useRealTimers();
  vi.useFakeTimers({ now: NOW });
  // Node: no Web Locks.
  vi.stubGlobal('navigator', undefined);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = () => stops.push(startAutoAnswer({ delayMs: DELAY, db }));

/** As invite-helper stores it. */
function inviteToBranch(branch: BranchRecord, helperId: number) {
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

/** Rosa joins Austin herself (her Accept): a member the company can put on crews. */
async function rosaJoinsAustin() {
  const invitation = await inviteToBranch(austin, rosa.id);
  await answerBranchInvitation(db, invitation.id, 'accepted');
  return db.employees.findFirst((q) => q.where({ branch_id: austin.id, user_id: rosa.id }))!;
}

/** A new order of the branch starting `hours` from now, one hour long, crew of `helpersNeeded`. */
async function orderIn(branch: BranchRecord, hours: number, helpersNeeded = 2) {
  const base = db.orders.findFirst((q) => q.where({ branch_id: austin.id }))!;
  const { id: _id, ...rest } = base;
  const startAt = Date.now() + hours * HOUR;
  return db.insert('orders', {
    ...rest,
    branch_id: branch.id,
    company_id: branch.company_id,
    number: orderService.nextOrderNumber(db, branch.company_id),
    status: 1,
    helpers_needed: helpersNeeded,
    outsource_offer_id: null,
    start_at: new Date(startAt).toISOString(),
    end_at: new Date(startAt + HOUR).toISOString(),
    completed_at: null,
    cancelled_at: null,
    completion: null,
  });
}

describe('a person who signed up is at the keyboard: the mock never acts for her', () => {
  it('her branch invitation waits for her; a seeded helper’s is still answered', async () => {
    start();
    // A seeded marketplace helper who is planned to answer (not one of the silent tenth).
    const seeded = db.users
      .findMany((q) => q.where({ type: 4 }))
      .filter((u) => u.company_id == null && u.email !== DEMO_ACCOUNTS.helper.email)
      .filter(
        (u) => !db.employees.findFirst((q) => q.where({ branch_id: austin.id, user_id: u.id })),
      )
      .find(
        (u) =>
          u.id !== rosa.id &&
          plannedBranchAnswer({ helper_id: u.id, branch_id: austin.id }) !== 'none',
      )!;
    expect(seeded).toBeDefined();
    const hers = await inviteToBranch(austin, rosa.id);
    const theirs = await inviteToBranch(austin, seeded.id);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(db.findById('branch_invitations', hers.id)).toMatchObject({
      status: 'pending',
      responded_at: null,
    });
    expect(db.findById('branch_invitations', theirs.id)!.status).not.toBe('pending');
    expect(db.mock_agenda.all()).toHaveLength(0);
  });

  it('her order invitation waits for her (no answer, no reason in her name); a seeded helper answers', async () => {
    const member = await rosaJoinsAustin();
    const seeded = marketplaceHelperOf(austin.id);
    start();
    const order = await orderIn(austin, 24 * 30);
    const [hers, theirs] = await invitationService.inviteEmployees(db, order.id, [
      member.id,
      seeded.id,
    ]);
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    const waiting = db.findById('order_invitations', hers!.id)!;
    expect(waiting.status).toBe('pending');
    expect(waiting.reject_reason ?? null).toBeNull();
    expect(db.findById('order_invitations', theirs!.id)!.status).not.toBe('pending');
  });

  it('asked to confirm, she is left to answer; confirmed, the mock does not tell or start work for her', async () => {
    const member = await rosaJoinsAustin();
    const seeded = marketplaceHelperOf(austin.id);
    const order = await orderIn(austin, 49);
    const invited = await invitationService.inviteEmployees(db, order.id, [member.id, seeded.id]);
    for (const invitation of invited)
      await invitationService.acceptInvitation(db, invitation.id, { notify: false });
    const [hers, theirs] = invited.map((i) => i.id);
    start();
    await vi.advanceTimersByTimeAsync(HOUR + 10 * DELAY); // asked at 48 h, replies come
    expect(db.findById('order_invitations', hers!)!.confirm_asked_at).not.toBeNull();
    // Nothing planned or done in her name.
    expect(db.mock_agenda.all().filter((e) => e.invitation_id === hers)).toHaveLength(0);
    expect(db.findById('order_invitations', hers!)).toMatchObject({ status: 'accepted' });
    expect(db.findById('order_invitations', hers!)!.confirmed_at ?? null).toBeNull();

    // Both have confirmed (she by herself); the job's day comes and goes.
    for (const id of [hers!, theirs!])
      await db.patch('order_invitations', id, { confirmed_at: new Date().toISOString() });
    await vi.advanceTimersByTimeAsync(50 * HOUR);
    const day = db.findById('order_invitations', hers!)!;
    expect(day.on_my_way_at ?? null).toBeNull();
    expect(day.clocked_in_at ?? null).toBeNull();
    expect(db.findById('order_invitations', theirs!)!.clocked_in_at).toBeTruthy();
  });

  it('she never applies to an offer by herself, even as the one helper serving its counties', async () => {
    const county = countyNoSeededHelperServes();
    // Her profile done (active), serving a county the branch serves and no seeded helper does.
    const profile = db.helper_profiles.findFirst((q) => q.where({ user_id: rosa.id }))!;
    await db.patch('helper_profiles', profile.id, { status: 2, serving_area_ids: [county] });
    await db.patch('branches', austin.id, { serving_area_ids: [county] });
    const order = await orderIn(austin, 24 * 30);
    const offer = await openOfferFor(order, { helpersNeeded: 2, positions: [3] });
    const planned = plannedApplicants(db, offer).map((u) => u.id);
    expect(planned).not.toContain(rosa.id);
    expect(planned.length).toBeGreaterThan(0); // the seeded helpers still apply
  });
});

/** A county no seeded helper serves. */
function countyNoSeededHelperServes(): number {
  const served = new Set(db.helper_profiles.all().flatMap((p) => p.serving_area_ids));
  return db.serving_areas.all().find((a) => !served.has(a.id))!.id;
}

describe('a company signed up in the demo is never played by the simulated companies', () => {
  it('signed out, its orders are not sent to the demo helper in its name', async () => {
    const bluebird = db.branches.findFirst((q) => q.where({ name: 'Bluebird Austin' }))!;
    const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
    // Maria works for Bluebird only (she accepted its invitation); Hannah has signed out.
    for (const member of db.employees.findMany((q) => q.where({ user_id: maria.id })))
      await db.patch('employees', member.id, { deleted_at: new Date().toISOString() });
    const invitation = await inviteToBranch(bluebird, maria.id);
    await answerBranchInvitation(db, invitation.id, 'accepted');
    db.sessions.deleteMany((q) => q.where({ user_id: hannah.id }));
    const order = await orderIn(bluebird, 24 * 3);
    for (let seed = 0; seed < 5; seed++) expect(await inviteDemoHelper(db, seed)).toBeNull();
    // Asked for from the demo panel: still not in her company's name.
    expect((await sendDemoHelperJob(db, 1))?.order_id).not.toBe(order.id);
    expect(db.order_invitations.findMany((q) => q.where({ order_id: order.id }))).toHaveLength(0);
  });
});
