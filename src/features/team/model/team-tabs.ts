import type { PositionCode } from '@/platform/api/generated/model';
import type { StaticRouteName } from '@/platform/routing';

/** The member lists: everyone, or the members holding one position. */
export type MemberTab = 'employees' | 'helpers' | 'drivers' | 'foreman';
/** The company's roster (7/8): its favourite and blocked marketplace helpers. */
export type RosterTab = 'favourites' | 'blocked';
/** The team's tabs: the member lists, the invitations sent to marketplace helpers, the roster. */
export type TeamTab = MemberTab | 'requested' | RosterTab;

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
  favourites: { label: 'Favourites', route: 'company-team-favourites' },
  blocked: { label: 'Blocked', route: 'company-team-blocked' },
};

/** A tab page's title (its H1 and document title): "Team: Helpers". */
export const teamTabTitle = (tab: TeamTab) => `Team: ${TEAM_TABS[tab].label}`;

export const TEAM_TAB_ORDER: readonly TeamTab[] = [
  'employees',
  'helpers',
  'drivers',
  'foreman',
  'requested',
  'favourites',
  'blocked',
];

export const isRosterTab = (tab: TeamTab): tab is RosterTab =>
  tab === 'favourites' || tab === 'blocked';

export function isTeamTab(value: string | null | undefined): value is TeamTab {
  return TEAM_TAB_ORDER.includes(value as TeamTab);
}
