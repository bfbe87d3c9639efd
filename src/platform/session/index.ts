export * from './session.slice';
export * from './active-branch.slice';
export {
  useActivateBranchOf,
  useActiveBranch,
  useBranchList,
  useBranchTimeZone,
  type BranchList,
  type RecordPage,
} from './branches';
export { BranchGate, NoBranches } from './branch-gate';
export { BRANCH_KEY, branchInSearch, withBranch } from './branch-in-address';
export {
  HELPER_TYPE,
  loginNotice,
  toUserData,
  tokenStorage,
  leaveWantedPage,
  type UserData,
} from './storage';
