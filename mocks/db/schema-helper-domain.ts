import { z } from 'zod';
import { lazySchema } from '@/platform/api/lazy-schema';
import {
  getHelperNotificationSettingsResponse,
  getHelperProfileResponse,
  listToolsResponse,
  listVehicleTypesResponse,
} from '@/platform/api/generated/zod/helper-profile/helper-profile.zod';
import { listSubscriptionPlansResponse } from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';
import { getSubscriptionResponse } from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';

/*
 * Collections of the helper domain and auth (helper profiles, catalogues, reviews, one-time
 * codes, subscriptions). Registered in `collectionSchemas` (schema.ts) like every other
 * collection; kept in their own file so the company domain and this one do not edit the
 * same lines.
 */

const isoDateTime = lazySchema(() => z.iso.datetime());
const profile = () => getHelperProfileResponse.shape.data.shape;

/** Catalogue entries: exactly the contract's Tool / VehicleType. */
export const toolSchema = lazySchema(() => listToolsResponse.shape.data.element);
export const vehicleTypeSchema = lazySchema(() => listVehicleTypesResponse.shape.data.element);

/**
 * A helper's profile. Name, phone, email, avatar and positions live on the user (getMe shows
 * them too), so the profile keeps the rest and references serving areas, tools and vehicle
 * types by id. The rating is computed from `reviews`.
 */
export const helperProfileSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    user_id: z.number(),
    city: profile().personal_info.shape.city,
    state_initials: profile().personal_info.shape.state_initials,
    zip: profile().personal_info.shape.zip,
    about: profile().personal_info.shape.about,
    serving_area_ids: z.array(z.number()),
    availabilities: profile().availabilities,
    hourly_rate: profile().hourly_rate,
    tool_ids: z.array(z.number()),
    vehicle_type_ids: z.array(z.number()),
    status: profile().status,
    notification_settings: getHelperNotificationSettingsResponse.shape.data,
    created_at: isoDateTime,
    updated_at: isoDateTime,
  }),
);

/** A company's review of a helper (after an order). The author is a company owner/manager. */
export const helperReviewSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** The reviewed helper's user id. */
    helper_user_id: z.number(),
    author_user_id: z.number(),
    /** Branch the author wrote for (shown as "branch_name"); null when unknown. */
    branch_id: z.number().nullable(),
    rating: z.number().min(1).max(5),
    text: z.string().nullable(),
    order_id: z.number().nullable(),
    created_at: isoDateTime,
  }),
);

/**
 * A one-time code of the sign-up or password-reset flow. `otp_id` is the opaque id the client
 * sends back; after a correct code the record carries the temporary token of step 3.
 */
export const otpSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    otp_id: z.string(),
    purpose: z.enum(['register', 'reset']),
    email: z.string(),
    code: z.string(),
    attempts: z.number(),
    expires_at: isoDateTime,
    verified_at: isoDateTime.nullable(),
    temporary_token: z.string().nullable(),
    token_expires_at: isoDateTime.nullable(),
    used_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  }),
);

export const subscriptionPlanSchema = lazySchema(
  () => listSubscriptionPlansResponse.shape.data.element,
);

/**
 * A subscription belongs to a company (company users) or to a helper (`user_id`). Everyone
 * without a record is on the free plan of their audience.
 */
export const subscriptionSchema = lazySchema(() =>
  // `usage` is counted when answering (services/plans.ts), never stored.
  getSubscriptionResponse.shape.data.omit({ plan: true, usage: true }).extend({
    plan_id: z.number(),
    company_id: z.number().nullable(),
    user_id: z.number().nullable(),
  }),
);

/** A helper declined an outsourcing offer ("not for me"); puts it in their waiting tab. */
export const offerDeclineSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    offer_id: z.number(),
    /** The helper's user id. */
    helper_id: z.number(),
    reason: z.string().nullable(),
    created_at: isoDateTime,
  }),
);

/**
 * A helper's private calendar subscription (8/8, not in the spec): `/ical/{token}.ics` serves
 * her accepted jobs while the token is not revoked. One live token per helper.
 */
export const calendarFeedSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** The helper's user id. */
    user_id: z.number(),
    token: z.string(),
    created_at: isoDateTime,
    revoked_at: isoDateTime.nullable(),
  }),
);

/**
 * A helper's time off (7/8, not in the spec): days start_date..end_date (both included) on
 * which she takes no job, read on the clocks of the branch of the order looked at
 * (services/time-off.ts). The reason is hers; companies see the dates only.
 */
export const timeOffSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    /** The helper's user id. */
    user_id: z.number(),
    start_date: z.iso.date(),
    end_date: z.iso.date(),
    reason: z.string().max(200).nullable(),
    created_at: isoDateTime,
  }),
);

/**
 * A helper's rating of the company that ran a job she worked (7/8, not in the spec;
 * contract/README "Company ratings"): one per helper and order, after completion.
 */
export const companyReviewSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    company_id: z.number(),
    /** The order's branch (shown as "branch_name"; notified). */
    branch_id: z.number(),
    order_id: z.number(),
    /** The rating helper's user id. */
    helper_user_id: z.number(),
    rating: z.number().min(1).max(5),
    text: z.string().nullable(),
    created_at: isoDateTime,
  }),
);

export const helperDomainCollections = {
  tools: toolSchema,
  vehicle_types: vehicleTypeSchema,
  helper_profiles: helperProfileSchema,
  helper_reviews: helperReviewSchema,
  otps: otpSchema,
  subscription_plans: subscriptionPlanSchema,
  subscriptions: subscriptionSchema,
  offer_declines: offerDeclineSchema,
  calendar_feeds: calendarFeedSchema,
  time_off: timeOffSchema,
  company_reviews: companyReviewSchema,
} as const;

export type ToolRecord = z.output<typeof toolSchema>;
export type VehicleTypeRecord = z.output<typeof vehicleTypeSchema>;
export type HelperProfileRecord = z.output<typeof helperProfileSchema>;
export type HelperReviewRecord = z.output<typeof helperReviewSchema>;
export type OtpRecord = z.output<typeof otpSchema>;
export type SubscriptionPlanRecord = z.output<typeof subscriptionPlanSchema>;
export type SubscriptionRecord = z.output<typeof subscriptionSchema>;
export type OfferDeclineRecord = z.output<typeof offerDeclineSchema>;
export type CalendarFeedRecord = z.output<typeof calendarFeedSchema>;
export type TimeOffRecord = z.output<typeof timeOffSchema>;
export type CompanyReviewRecord = z.output<typeof companyReviewSchema>;
