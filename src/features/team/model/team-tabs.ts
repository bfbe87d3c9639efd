import type { PositionCode } from '@/platform/api/generated/model';
import type { StaticRouteName } from '@/platform/routing';

/** The member lists: everyone, or the members holding one position. */
export type MemberTab = 'employees' | 'helpers' | 'drivers' | 'foreman';
/** The team's tabs: the member lists and the invitations sent to marketplace helpers. */
export type TeamTab = MemberTab | 'requested';

type TabDef = {
  label: string;
  route: StaticRouteName;
  /** Contract: listBranchEmployees `position` (helpers 3, drivers 1, foreman 2; none = all). */
  position?: PositionCode;
};

export const TEAM_TABS: Record<TeamTab, TabDef> = {
  employees: { label: 'All members', route: 'company-team-employees' },
  helpers: { label: 'Helpers', route: 'company-team-helpers', position: 3 },
  drivers: { label: 'Drivers', route: 'company-team-drivers', position: 1 },
  foreman: { label: 'Foreman', route: 'company-team-foreman', position: 2 },
  requested: { label: 'Requested', route: 'company-team-requested' },
};

export const TEAM_TAB_ORDER: readonly TeamTab[] = [
  'employees',
  'helpers',
  'drivers',
  'foreman',
  'requested',
];

export function isTeamTab(value: string | null | undefined): value is TeamTab {
  return TEAM_TAB_ORDER.includes(value as TeamTab);
}
