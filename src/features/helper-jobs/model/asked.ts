import type { ConfirmationState } from '@/platform/api/generated/model';

/**
 * Asked and not answered: the Job page badge counts these, the card and details ask. Apart
 * from confirmation.ts: the pushes' teller (announce-listeners.ts), in the app's shared
 * chunk, needs it, and importing confirmation.ts there took all of it into that chunk (the
 * company's routes went over their bundle budget).
 */
export const isAsked = (state: ConfirmationState | null | undefined) =>
  state === 'awaiting' || state === 'overdue';
