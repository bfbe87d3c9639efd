import type {
  ApplicationStatus,
  ApplyToOfferRequest,
  MyOfferApplication,
} from '@/platform/api/generated/model';
import { unitsToCents } from '@/platform/format';
import {
  HELPER_RATE_DOLLARS,
  helperRateRule,
  maxLength,
  parseDollars,
  type Validator,
} from '@/platform/forms';

/** What the apply form holds: the rate in dollars as typed ('42.50'); both optional. */
export type ApplyFormValues = { message?: string; proposed_hourly_rate?: string };

/**
 * ApplyToOfferRequest's limits: a message of 1000 characters; the rate she proposes is a rate
 * she asks, 100..50000 cents as her own in her settings (one rule, helperRateRule).
 */
export const APPLY_LIMITS = {
  messageMax: 1000,
  rateMinUnits: HELPER_RATE_DOLLARS.min,
  rateMaxUnits: HELPER_RATE_DOLLARS.max,
} as const;

export const applyValidators = {
  message: maxLength(APPLY_LIMITS.messageMax),
  proposed_hourly_rate: helperRateRule({ optional: true }),
} satisfies Record<keyof ApplyFormValues, Validator>;

/**
 * Form values -> the apply payload: dollars to cents; a blank message or rate is null (the
 * offer's rate). A rate equal to the offer's is sent as typed: she chose to write it.
 */
export function toApplyPayload(values: ApplyFormValues): ApplyToOfferRequest {
  const message = values.message?.trim();
  const rate = values.proposed_hourly_rate?.trim();
  return {
    message: message ? message : null,
    proposed_hourly_rate: rate ? unitsToCents(parseDollars(rate)) : null,
  };
}

/** How the helper reads her application's state on the offer's details. */
export const MY_APPLICATION_STATUS: Record<
  ApplicationStatus,
  { label: string; intent: 'warning' | 'success' | 'danger' | 'none'; text: string }
> = {
  pending: {
    label: 'Pending',
    intent: 'warning',
    text: 'You applied to this offer; the company has not answered yet.',
  },
  accepted: {
    label: 'Accepted',
    intent: 'success',
    text: 'You are on the crew of this order.',
  },
  rejected: {
    label: 'Rejected',
    intent: 'danger',
    text: 'The company turned down your application.',
  },
  cancelled: {
    label: 'Cancelled',
    intent: 'none',
    text: 'The company cancelled your application.',
  },
  withdrawn: {
    label: 'Withdrawn',
    intent: 'none',
    text: 'You withdrew your application.',
  },
};

/** The rate she asked for: her proposal, else the offer's. */
export const askedRate = (application: MyOfferApplication, offerRate: number) =>
  application.proposed_hourly_rate ?? offerRate;
