import { z } from 'zod';
import { getMeResponse } from '@/platform/api/generated/zod/auth/auth.zod';
import { listCompanyBranchesResponse } from '@/platform/api/generated/zod/branches/branches.zod';
import { markBranchNotificationAsReadResponse } from '@/platform/api/generated/zod/notifications/notifications.zod';

/**
 * Bump whenever an entity schema or a seed changes shape: a browser whose stored data has
 * another version is reseeded on the next start instead of hydrating records that no
 * longer fit.
 */
export const MOCK_SCHEMA_VERSION = 1;

const isoDateTime = z.iso.datetime();

/**
 * Entity schemas. Wherever the contract has the entity, the schema is the GENERATED zod
 * schema (so a contract change breaks the mock at compile/validation time instead of
 * silently drifting) extended with fields only the backend knows.
 */

/** No contract entity yet: the company is only reachable through branches and users. */
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  owner_id: z.number(),
  created_at: isoDateTime,
});

export const userSchema = getMeResponse.shape.data.shape.user.extend({
  password: z.string(),
  /** Branches a manager (type 5) is assigned to; empty for everyone else. */
  branch_ids: z.array(z.number()),
  created_at: isoDateTime,
});

/** Bearer token -> user. Persisted so a reload keeps the login. */
export const sessionSchema = z.object({
  id: z.number(),
  token: z.string(),
  user_id: z.number(),
  created_at: isoDateTime,
});

/** The unread count is computed per user at response time, so it is not stored. */
export const branchSchema = listCompanyBranchesResponse.shape.data.element
  .omit({ unread_notifications_count: true })
  .extend({ created_at: isoDateTime });

/**
 * Like Laravel's database notifications, each record belongs to one recipient (`user_id`),
 * so the owner and a manager of the same branch have their own read state.
 */
export const notificationSchema =
  markBranchNotificationAsReadResponse.shape.data.shape.notification.extend({
    user_id: z.number(),
  });

/**
 * The registry of collections. Persistence, cross-tab sync, reset and snapshots iterate
 * over it, so a new collection is one schema + one entry here (see README).
 * Every schema must have a numeric `id`.
 */
export const collectionSchemas = {
  companies: companySchema,
  users: userSchema,
  sessions: sessionSchema,
  branches: branchSchema,
  notifications: notificationSchema,
} as const;

export type CollectionSchemas = typeof collectionSchemas;
export type CollectionName = keyof CollectionSchemas;
export type Entity<K extends CollectionName> = z.output<CollectionSchemas[K]>;
export type EntityInput<K extends CollectionName> = z.input<CollectionSchemas[K]>;

export type CompanyRecord = Entity<'companies'>;
export type UserRecord = Entity<'users'>;
export type SessionRecord = Entity<'sessions'>;
export type BranchRecord = Entity<'branches'>;
export type NotificationRecord = Entity<'notifications'>;

export const collectionNames = Object.keys(collectionSchemas) as CollectionName[];

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && Object.hasOwn(collectionSchemas, value);
}
