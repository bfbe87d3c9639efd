import type { MockDb } from '../database';
import type {
  HelperProfileRecord,
  SubscriptionPlanRecord,
  SubscriptionRecord,
  UserRecord,
} from '../schema';
import { USER_TYPE } from './access';

/*
 * Rules of the helper domain shared by handlers, seeds and the company domain (search,
 * invitations): who counts as a helper, profiles, ratings, subscriptions, account deletion.
 */

/** Helpers use the helper calls; so does a manager in helper view (contract). */
export function canUseHelperArea(user: UserRecord): boolean {
  return user.type === USER_TYPE.helper || user.type === USER_TYPE.manager;
}

export const DEFAULT_NOTIFICATION_SETTINGS: HelperProfileRecord['notification_settings'] = {
  email_enabled: true,
  sms_enabled: false,
  push_enabled: true,
  company_invitations: true,
  outsource_offers: true,
  order_updates: true,
  order_reminders: true,
};

export function helperProfileOf(db: MockDb, userId: number): HelperProfileRecord | undefined {
  return db.helper_profiles.findFirst((q) => q.where({ user_id: userId }));
}

/**
 * A marketplace helper's hourly rate: her own (her profile's; 0 while she has set none). It is
 * the price of every branch membership she has, so each answer that carries her rate carries
 * this one figure (README "One rate per helper", QA-215): she changes it, no company does.
 */
export const helperRateOf = (db: MockDb, userId: number): number =>
  helperProfileOf(db, userId)?.hourly_rate ?? 0;

/** Her memberships take her rate once she changes it (each branch hears employee-changed). */
export async function followHelperRate(db: MockDb, userId: number, now: string): Promise<void> {
  const rate = helperRateOf(db, userId);
  for (const member of db.employees.findMany((q) =>
    q.where((e) => e.user_id === userId && e.is_helper && e.deleted_at == null),
  ))
    if (member.price !== rate)
      await db.patch('employees', member.id, { price: rate, updated_at: now });
}

/**
 * The profile of a helper-area user, created empty (status 1, onboarding) the first time a
 * user without one (a new helper, a manager switching to helper view) needs it.
 */
export async function ensureHelperProfile(
  db: MockDb,
  user: UserRecord,
  now = new Date().toISOString(),
): Promise<HelperProfileRecord> {
  const existing = helperProfileOf(db, user.id);
  if (existing) return existing;
  return db.insert('helper_profiles', {
    user_id: user.id,
    city: null,
    state_initials: null,
    zip: null,
    about: null,
    serving_area_ids: [],
    availabilities: [],
    hourly_rate: 0,
    tool_ids: [],
    vehicle_type_ids: [],
    status: 1,
    notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS },
    created_at: now,
    updated_at: now,
  });
}

/** Average (one decimal, 0 without reviews) and count of a helper's reviews. */
export function helperRating(db: MockDb, helperUserId: number): { average: number; count: number } {
  const reviews = db.helper_reviews.findMany((q) => q.where({ helper_user_id: helperUserId }));
  if (reviews.length === 0) return { average: 0, count: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}

/** Whose subscription a user sees: their company's (company users) or their own (helpers). */
export function subscriptionAudience(user: UserRecord): 'company' | 'helper' {
  return user.type === USER_TYPE.helper || user.company_id == null ? 'helper' : 'company';
}

export function plansFor(db: MockDb, audience: 'company' | 'helper'): SubscriptionPlanRecord[] {
  return db.subscription_plans
    .findMany((q) => q.where({ audience }))
    .sort((a, b) => a.price - b.price || a.id - b.id);
}

export function findSubscription(db: MockDb, user: UserRecord): SubscriptionRecord | undefined {
  return subscriptionAudience(user) === 'company'
    ? db.subscriptions.findFirst((q) => q.where({ company_id: user.company_id ?? -1 }))
    : db.subscriptions.findFirst((q) => q.where({ user_id: user.id }));
}

/** Everyone has a subscription: the free plan of their audience unless they changed it. */
export async function ensureSubscription(
  db: MockDb,
  user: UserRecord,
  now = new Date().toISOString(),
): Promise<SubscriptionRecord> {
  const existing = findSubscription(db, user);
  if (existing) return existing;
  const audience = subscriptionAudience(user);
  const free = plansFor(db, audience)[0];
  if (!free) throw new Error(`no ${audience} plans seeded`);
  return db.insert('subscriptions', {
    plan_id: free.id,
    company_id: audience === 'company' ? user.company_id : null,
    user_id: audience === 'helper' ? user.id : null,
    status: 'active',
    started_at: now,
    current_period_end: null,
    cancel_at_period_end: false,
    checkout_url: null,
  });
}

/**
 * Deletes a helper and everything that is only theirs: sessions, profile, reviews about
 * them, their subscription and one-time codes. Order invitations and offer applications
 * belong to companies' orders and stay (the company domain shows them as history), once
 * leaveCompaniesOnDeletion (account-deletion.ts) has ended those still live.
 */
export async function deleteHelperAccount(db: MockDb, user: UserRecord): Promise<void> {
  db.sessions.deleteMany((q) => q.where({ user_id: user.id }));
  db.helper_profiles.deleteMany((q) => q.where({ user_id: user.id }));
  db.helper_reviews.deleteMany((q) => q.where({ helper_user_id: user.id }));
  // Her ratings of companies go with her account (the companies' averages move).
  db.company_reviews.deleteMany((q) => q.where({ helper_user_id: user.id }));
  db.subscriptions.deleteMany((q) => q.where({ user_id: user.id }));
  const email = user.email.toLowerCase();
  db.otps.deleteMany((q) => q.where({ email: (value) => value.toLowerCase() === email }));
  db.users.delete((q) => q.where({ id: user.id }));
  await Promise.resolve();
}
