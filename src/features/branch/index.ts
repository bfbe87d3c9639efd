// The branch feature: switching the active branch (the Branch page comes with 6/10).
export { BranchSwitcher } from './components/branch-switcher';
