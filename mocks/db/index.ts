import { createMockDb } from './database';

/**
 * The one database the handlers serve. In the browser `browser.ts` hydrates it from
 * IndexedDB; in Node it is in-memory and tests reset it with `resetDb` from `node.ts`.
 */
export const db = createMockDb();

export {
  createMockDb,
  type DbChange,
  type MockDb,
  type RemoteChange,
  type Snapshot,
} from './database';
export { resetDatabase, type ResetOptions } from './reset';
export * from './schema';
export {
  DEFAULT_SCENARIO,
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  isScenarioName,
  listScenarios,
  seedScenario,
  type ScenarioName,
} from './seed';
export {
  canManageBranch,
  isCompanyManager,
  manageableBranches,
  USER_TYPE,
} from './services/access';
export {
  branchNotificationsFor,
  notifyBranch,
  notifyBranches,
  unreadCountFor,
  type BranchEvent,
} from './services/notifications';
export * as availabilityService from './services/availability';
export * as branchInvitationService from './services/branch-invitations';
export * as companyRatingService from './services/company-ratings';
export * as invitationService from './services/invitations';
export * as orderService from './services/orders';
export * as outsourcingService from './services/outsourcing';
export * as rosterService from './services/roster';
export { StateError } from './services/orders';
