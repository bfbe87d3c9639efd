import { z } from 'zod';
import { lazySchema } from '@/platform/api/lazy-schema';
import { getMeResponse } from '@/platform/api/generated/zod/auth/auth.zod';
import { listCompanyBranchesResponse } from '@/platform/api/generated/zod/branches/branches.zod';
import { markBranchNotificationAsReadResponse } from '@/platform/api/generated/zod/notifications/notifications.zod';
import { helperDomainCollections } from './schema-helper-domain';
import { rosterCollections } from './schema-roster';
import {
  getOrderInvitableEmployeesResponse,
  getOrderResponse,
  inviteEmployeeToOrderResponse,
} from '@/platform/api/generated/zod/orders/orders.zod';
import {
  getOutsourceOfferResponse,
  acceptOfferApplicationResponse,
} from '@/platform/api/generated/zod/outsourcing/outsourcing.zod';
import { getServingAreaResponse } from '@/platform/api/generated/zod/serving-areas/serving-areas.zod';
import {
  getEmployeeResponse,
  cancelBranchInvitationByCompanyResponse,
} from '@/platform/api/generated/zod/team/team.zod';

/**
 * Bump whenever an entity schema or a seed changes shape: a browser whose stored data has
 * another version is reseeded on the next start instead of hydrating records that no
 * longer fit.
 */
export const MOCK_SCHEMA_VERSION = 18;

const isoDateTime = lazySchema(() => z.iso.datetime());

/**
 * Entity schemas. Wherever the contract has the entity, the schema is the GENERATED zod
 * schema (so a contract change breaks the mock at compile/validation time instead of
 * silently drifting) extended with fields only the backend knows.
 */

/** No contract entity yet: the company is only reachable through branches and users. */
export const companySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    logo_url: z.string().nullable(),
    owner_id: z.number(),
    created_at: isoDateTime,
  }),
);

export const userSchema = lazySchema(() =>
  getMeResponse.shape.data.shape.user.extend({
    password: z.string(),
    /** Branches a manager (type 5) is assigned to; empty for everyone else. */
    branch_ids: z.array(z.number()),
    created_at: isoDateTime,
    /**
     * Made by the seed. The mock plays the seed's people who are not demo accounts (they
     * answer, apply, confirm and work by themselves, realtime/auto-answer.ts) and the seed's
     * companies nobody is signed in for (realtime/company-side.ts). Absent for everyone created
     * while the demo runs (sign-up, register, a manager's account): a person at the keyboard,
     * for whom the mock never acts.
     */
    seeded: z.boolean().optional(),
  }),
);

/** Bearer token -> user. Persisted so a reload keeps the login. */
export const sessionSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    token: z.string(),
    user_id: z.number(),
    created_at: isoDateTime,
  }),
);

/** The unread count is computed per user at response time, so it is not stored. */
export const branchSchema = lazySchema(() =>
  listCompanyBranchesResponse.shape.data.element.omit({ unread_notifications_count: true }).extend({
    created_at: isoDateTime,
    /** Ids of `serving_areas` records (counties) the branch serves. */
    serving_area_ids: z.array(z.number()).optional(),
  }),
);

/**
 * Like Laravel's database notifications, each record belongs to one recipient (`user_id`),
 * so the owner and a manager of the same branch have their own read state.
 */
export const notificationSchema = lazySchema(() =>
  markBranchNotificationAsReadResponse.shape.data.shape.notification.extend({
    user_id: z.number(),
  }),
);

/** A US county (catalogue, same for everyone). */
export const servingAreaSchema = lazySchema(() => getServingAreaResponse.shape.data);

/**
 * A branch member. A marketplace helper who joined (branch invitation accepted, or an
 * outsourcing application/offer accepted) has `user_id` = the helper's user id and
 * `is_helper: true`. Deleted members keep their row (`deleted_at`) so old invitations and
 * history still name them.
 */
export const employeeSchema = lazySchema(() =>
  getEmployeeResponse.shape.data
    // The roster status (7/8) is the company's, kept in roster_entries, and the time off the
    // person's (time_off, by user): both added by the presenter.
    .omit({ roster_status: true, time_off: true })
    .extend({
      deleted_at: isoDateTime.nullable().optional(),
      /**
       * Crew matching (beyond the spec): the weekly schedule the company keeps for an employee
       * (InvitableEmployee.availabilities); null or absent: no schedule kept. A marketplace
       * helper's own availabilities (helper profile) are used instead.
       */
      availabilities:
        getOrderInvitableEmployeesResponse.shape.data.shape.branch_employees.element.shape.availabilities.optional(),
    }),
);

/** A helper (user type 4) invited to join a branch. `helper_id` = the helper's user id. */
export const branchInvitationSchema = lazySchema(() =>
  cancelBranchInvitationByCompanyResponse.shape.data.omit({ helper: true }).extend({
    helper_id: z.number(),
    /** Who called invite-helper (user id); null or absent for records from before it was kept. */
    invited_by_id: z.number().nullable().optional(),
  }),
);

/**
 * A job. Computed fields (crew/invitation counts, first addresses) are not stored.
 * Closed orders keep their status and get `completed_at` or `cancelled_at`.
 */
export const orderSchema = lazySchema(() =>
  getOrderResponse.shape.data
    .omit({
      crew_count: true,
      invitations_count: true,
      pick_up_address: true,
      destination_address: true,
    })
    .extend({
      company_id: z.number(),
      cancel_reason: z.string().nullable().optional(),
      completion: z
        .object({
          worked_hours: z.number(),
          notes: z.string().nullable(),
          /** Cents; the customer's final price, when the company gave one. */
          final_price: z.number().nullable().optional(),
          /** 1..5, the company's rating of the crew (also written as reviews). */
          crew_rating: z.number().nullable().optional(),
          completed_at: isoDateTime,
          crew_hours: z.array(z.object({ employee_id: z.number(), worked_hours: z.number() })),
          /** The company's ratings of single crew members (rateCrewMember), once per person. */
          crew_reviews: z
            .array(
              z.object({
                employee_id: z.number(),
                rating: z.number(),
                text: z.string().nullable(),
                rated_by: z.number().nullable(),
                created_at: isoDateTime,
              }),
            )
            .optional(),
        })
        .nullable()
        .optional(),
    }),
);

/**
 * An employee invited to an order (company invitation, as the helper sees it). Statuses:
 * pending -> accepted | rejected (the invitee) | cancelled (the company, or the order
 * cancelled). `user_id` = the employee's user (helpers), so helper-side lists are one query.
 */
export const orderInvitationSchema = lazySchema(() =>
  inviteEmployeeToOrderResponse.shape.data.element.omit({ employee: true }).extend({
    employee_id: z.number(),
    branch_id: z.number(),
    user_id: z.number().nullable(),
    reject_reason: z.string().nullable().optional(),
    /**
     * Confirmations (7/8, services/confirmations.ts): when the accepted invitee confirmed the
     * job; when she said she can't make it (then status `rejected`, the reason in
     * `reject_reason`); when the mock asked her (48 h before; the simulated side answers only
     * what it was asked) and flagged her to the branch (24 h; once per person and job).
     */
    confirmed_at: isoDateTime.nullable().optional(),
    dropped_out_at: isoDateTime.nullable().optional(),
    confirm_asked_at: isoDateTime.nullable().optional(),
    unconfirmed_flagged_at: isoDateTime.nullable().optional(),
    /** The times she agreed to, when the company has moved the job since (invitations.ts,
     * rescheduleCrew); cleared when she confirms the new ones. */
    rescheduled_from: z
      .object({ start_at: isoDateTime, end_at: isoDateTime })
      .nullable()
      .optional(),
    /** The hourly rate (cents) she agreed to, when the company has changed the job's rate
     * since (invitations.ts, repriceCrew); cleared when she confirms. */
    repriced_from: z.number().nullable().optional(),
    /** The dispatch board's move (cancelInvitationByCompany): her invitation made in this
     * one's place, to another job of the company. */
    moved_to_invitation_id: z.number().nullable().optional(),
    /** On the day (services/on-my-way.ts): when she last said she is on her way, how late. */
    on_my_way_at: isoDateTime.nullable().optional(),
    late_minutes: z.number().nullable().optional(),
    expected_at: isoDateTime.nullable().optional(),
    /** Time clock (services/time-clock.ts): when she started and finished work on the job. */
    clocked_in_at: isoDateTime.nullable().optional(),
    clocked_out_at: isoDateTime.nullable().optional(),
  }),
);

/** An order put out to marketplace helpers. Counts and the order card are computed. */
export const outsourceOfferSchema = lazySchema(() =>
  getOutsourceOfferResponse.shape.data.omit({
    order: true,
    applications_count: true,
    pending_applications_count: true,
    accepted_count: true,
  }),
);

/**
 * A helper's application to an offer (`helper_id` = the helper's user id). Accepting puts the
 * helper on the crew: `employee_id` and `order_invitation_id` point at what was created.
 * `via: 'accept'` marks a helper who took the offer as posted (accepted at once).
 */
export const offerApplicationSchema = lazySchema(() =>
  acceptOfferApplicationResponse.shape.data.omit({ helper: true }).extend({
    helper_id: z.number(),
    employee_id: z.number().nullable().optional(),
    order_invitation_id: z.number().nullable().optional(),
    via: z.enum(['apply', 'accept']).optional(),
    /**
     * The mock's own, not the contract's: a `rejected` application that the offer's filling
     * turned down (fillOffer), not the company by hand. When the offer opens again it is
     * pending again (reopenFilled; QA-164 M1).
     */
    turned_down_by_fill: z.boolean().optional(),
  }),
);

/**
 * The mock's own agenda, not a contract entity: what the simulated other side will do and
 * when (`realtime/auto-answer.ts`): an invitee answers an order invitation (`answer`), a
 * marketplace helper applies to an outsourcing offer (`apply`). Stored like any record, so a
 * reload, or another tab taking the lead, carries on where the last one stopped.
 */
export const agendaEntrySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** confirm_reply: a simulated crew member answers "please confirm" (7/8, confirm-agenda.ts). */
    kind: z.enum(['answer', 'apply', 'join', 'confirm_reply']),
    invitation_id: z.number().nullable(),
    /** The branch invitation a marketplace helper answers (`join`); absent for other kinds. */
    branch_invitation_id: z.number().nullable().optional(),
    offer_id: z.number().nullable(),
    /** The applying helper's user id (`apply`). */
    helper_id: z.number().nullable(),
    due_at: isoDateTime,
    created_at: isoDateTime,
  }),
);

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
  serving_areas: servingAreaSchema,
  employees: employeeSchema,
  branch_invitations: branchInvitationSchema,
  orders: orderSchema,
  order_invitations: orderInvitationSchema,
  outsource_offers: outsourceOfferSchema,
  offer_applications: offerApplicationSchema,
  ...helperDomainCollections,
  ...rosterCollections,
  mock_agenda: agendaEntrySchema,
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
export type * from './schema-helper-domain';
export type * from './schema-roster';
export type ServingAreaRecord = Entity<'serving_areas'>;
export type EmployeeRecord = Entity<'employees'>;
export type BranchInvitationRecord = Entity<'branch_invitations'>;
export type OrderRecord = Entity<'orders'>;
export type OrderInvitationRecord = Entity<'order_invitations'>;
export type OutsourceOfferRecord = Entity<'outsource_offers'>;
export type OfferApplicationRecord = Entity<'offer_applications'>;
export type AgendaEntryRecord = Entity<'mock_agenda'>;

export const collectionNames = Object.keys(collectionSchemas) as CollectionName[];

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && Object.hasOwn(collectionSchemas, value);
}
