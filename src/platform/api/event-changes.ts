import { CHANGE_EVENTS } from '@/platform/realtime/events';
import { CHANGES } from './cache';
import type { Refresh } from './cache-keys';

/*
 * The pushed half of the cache table (./cache.ts): what each change event the server
 * pushes refreshes, by channel. The events and their payloads: platform/realtime/events.ts
 * and contract/README.md ("Realtime events").
 */

/** What each pushed change refreshes, on a user's own channel and on a branch channel. */
export const EVENT_CHANGES = {
  user: {
    [CHANGE_EVENTS.orderInvitationChanged]: (p: { id: number }) => CHANGES.helperInvitation(p),
    [CHANGE_EVENTS.outsourceOfferChanged]: (p: { id: number }) => CHANGES.helperOffer(p),
    [CHANGE_EVENTS.branchInvitationChanged]: () => CHANGES.helperBranchInvitations({}),
    [CHANGE_EVENTS.helperReviewChanged]: () => CHANGES.helperRating({}),
    // A company she works with was renamed: every view of hers that names it.
    [CHANGE_EVENTS.companyChanged]: () => CHANGES.company({}),
    // A manager given or taken a branch (`granted`, `revoked`; QA 137): her switcher's list, which
    // the active branch saga leaves a branch by once it no longer has it.
    [CHANGE_EVENTS.branchChanged]: () => CHANGES.branches({}),
  },
  branch: {
    [CHANGE_EVENTS.orderInvitationChanged]: (p: { order_id: number; branch_id: number }) =>
      CHANGES.branchOrder(p),
    [CHANGE_EVENTS.offerApplicationChanged]: (p: {
      offer_id: number;
      order_id: number;
      branch_id: number;
    }) => CHANGES.branchApplication(p),
    [CHANGE_EVENTS.outsourceOfferChanged]: (p: {
      id: number;
      order_id: number;
      branch_id: number;
    }) => CHANGES.branchOffer({ ...p, offer_id: p.id }),
    [CHANGE_EVENTS.branchInvitationChanged]: (p: { branch_id: number }) => CHANGES.branchTeam(p),
    [CHANGE_EVENTS.orderChanged]: (p: { id: number; branch_id: number }) =>
      CHANGES.branchOrder({ order_id: p.id, branch_id: p.branch_id }),
    // Also when her rating moved (a completion's crew rating): an open "Reviews of <her>".
    [CHANGE_EVENTS.employeeChanged]: (p: { id: number; branch_id: number }) => [
      ...CHANGES.branchMember(p),
      ...CHANGES.helperRating({}),
    ],
    [CHANGE_EVENTS.memberTimeOffChanged]: (p: { employee_id: number; branch_id: number }) =>
      CHANGES.memberTimeOff(p),
    // Another user of the company added, edited or deleted a branch: the switcher's list, and
    // an edited branch's page. A deleted one's queries go with it (the active branch saga
    // leaves it once the list no longer has it).
    [CHANGE_EVENTS.branchChanged]: (p: { id: number; status: string }) =>
      p.status === 'deleted' ? CHANGES.branches({}) : CHANGES.branchEdited({ branchId: p.id }),
    // The owner changed the company's plan: every user's Subscription page and its limits.
    [CHANGE_EVENTS.subscriptionChanged]: (_: { id: number }) => CHANGES.subscription({}),
    // The owner renamed the company: its Settings card, and a manager's helper views.
    [CHANGE_EVENTS.companyChanged]: () => CHANGES.company({}),
    // Another manager of the company changed its roster: the same as after one's own call.
    [CHANGE_EVENTS.rosterChanged]: (p: { status: string }) =>
      CHANGES.roster({ blocked: p.status === 'blocked' }),
  },
} satisfies Record<'user' | 'branch', Partial<Record<string, (payload: never) => Refresh[]>>>;
