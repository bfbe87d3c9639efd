export * from './session.slice';
export * from './active-branch.slice';
export { useActiveBranch, useBranchList, type BranchList } from './branches';
export { BranchGate, NoBranches } from './branch-gate';
export {
  STORAGE_KEYS,
  HELPER_TYPE,
  MANAGER_TYPE,
  toUserData,
  tokenStorage,
  userDataStorage,
  activeBranchStorage,
  managerDashboardStorage,
  type UserData,
} from './storage';
