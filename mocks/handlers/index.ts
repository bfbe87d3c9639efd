import { authHandlers } from './auth';
import { branchHandlers } from './branches';
import { broadcastingHandlers } from './broadcasting';
import { dispatchHandlers } from './dispatch';
import { helperBranchInvitationHandlers } from './helper-branch-invitations';
import { helperCalendarHandlers } from './helper-calendar';
import { helperJobHandlers } from './helper-jobs';
import { calendarFeedFileHandler, calendarFeedHandlers } from './calendar-feed';
import { companyRatingHandlers } from './company-ratings';
import { confirmationHandlers } from './confirmations';
import { crewRatingHandlers } from './crew-ratings';
import { addressAreaHandlers } from './address-area';
import { helperProfileHandlers } from './helper-profile';
import { notificationHandlers } from './notifications';
import { subscriptionHandlers } from './subscriptions';
import { orderHandlers } from './orders';
import { outsourcingHandlers } from './outsourcing';
import { rosterHandlers } from './roster';
import { searchHandlers } from './search';
import { servingAreaHandlers } from './serving-areas';
import { teamHandlers } from './team';
import { timeOffHandlers } from './time-off';

export { setMockLatency } from './lib/latency';

/** Every mocked endpoint, one array per contract tag. Add a tag: a file + one line here. */
export const handlers = [
  ...authHandlers,
  ...branchHandlers,
  ...notificationHandlers,
  ...orderHandlers,
  // orders tag, beyond the spec: the dispatch board's day (6/8)
  ...dispatchHandlers,
  // orders tag, beyond the spec: the company rates one crew member (7/8)
  ...crewRatingHandlers,
  // orders tag, beyond the spec: where a job form's address lies (QA-221 L2)
  ...addressAreaHandlers,
  ...outsourcingHandlers,
  ...searchHandlers,
  ...servingAreaHandlers,
  ...broadcastingHandlers,
  ...helperProfileHandlers,
  ...calendarFeedHandlers,
  ...companyRatingHandlers,
  ...helperJobHandlers,
  // confirmations (7/8): confirm / can't make it, by order
  ...confirmationHandlers,
  ...helperBranchInvitationHandlers,
  ...helperCalendarHandlers,
  ...subscriptionHandlers,
  ...teamHandlers,
  // beyond the spec: helpers' time off (7/8)
  ...timeOffHandlers,
  // beyond the spec (7/8): the company's favourites and blocks
  ...rosterHandlers,
];

/** Handlers of addresses outside the contract (beside the API): the calendar feed's file. */
export const outsideContractHandlers = [calendarFeedFileHandler];
