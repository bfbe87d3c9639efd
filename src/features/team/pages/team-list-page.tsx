import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { href, usePageOneWhenChanged, useQueryParams } from '@/platform/routing';
import { BranchGate, useBranchList } from '@/platform/session';
import { AppButton, LinkButton, SkeletonList } from '@/platform/ui';
import { useTeamCounts } from '../api/team-api';
import { FindHelpersDialog } from '../components/find-helpers-dialog';
import { InvitationList } from '../components/invitation-list';
import { ManagersPanel } from '../components/managers-panel';
import { RosterList } from '../components/roster-list';
import { MemberList } from '../components/member-list';
import { addMemberHref, FIND_HELPERS_PARAM } from '../model/team-links';
import { TeamTabs } from '../components/team-tabs';
import { isRosterTab, type TeamTab } from '../model/team-tabs';
import { useTeamParams } from '../model/use-team-params';
import './team.css';

/**
 * /company/team: the team opens on All members (/company/team/employees, every member of the
 * branch), so the bare path is replaced by it (query kept), as /company/job is by its first
 * list. One URL per tab keeps the tab links, the sidebar and back/forward simple.
 */
export function TeamPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    navigate(`${href('company-team-employees')}${search ? `?${search}` : ''}`, { replace: true });
  }, [navigate, search]);
  return <SkeletonList label="Loading the team" />;
}

export function TeamEmployeesPage() {
  return <Team tab="employees" />;
}
export function TeamHelpersPage() {
  return <Team tab="helpers" />;
}
export function TeamDriversPage() {
  return <Team tab="drivers" />;
}
export function TeamForemanPage() {
  return <Team tab="foreman" />;
}
export function TeamRequestedPage() {
  return <Team tab="requested" />;
}
export function TeamFavouritesPage() {
  return <Team tab="favourites" />;
}
export function TeamBlockedPage() {
  return <Team tab="blocked" />;
}

/**
 * The team of the branch used for actions (the active one, else the first). Switching branch
 * shows the new branch's team from page 1.
 */
function Team({ tab }: { tab: TeamTab }) {
  const { actionBranchId: branchId } = useBranchList();
  const { setPage } = useTeamParams();
  usePageOneWhenChanged(branchId, setPage);
  return (
    <BranchGate
      loadingLabel="Loading the team"
      noBranches="A team belongs to a branch. Create your first branch, then add its members."
    >
      {(id) => <BranchTeam key={id} branchId={id} tab={tab} />}
    </BranchGate>
  );
}

function BranchTeam({ branchId, tab }: { branchId: number; tab: TeamTab }) {
  const counts = useTeamCounts(branchId);
  // `?find=helpers` (findHelpersHref, another page's way here) opens Find helpers once; the
  // key then leaves the address, so a reload or Back does not open it again.
  const { params, update } = useQueryParams();
  const asked = params.get(FIND_HELPERS_PARAM.key) === FIND_HELPERS_PARAM.value;
  const [finding, setFinding] = useState(asked);
  useEffect(() => {
    if (params.has(FIND_HELPERS_PARAM.key))
      update({ [FIND_HELPERS_PARAM.key]: null }, { replace: true });
  }, [params, update]);
  const findHelpers = () => setFinding(true);
  return (
    <div className="team-page">
      <div className="team-page__top">
        <TeamTabs current={tab} counts={counts} />
        <div className="team-page__actions">
          <AppButton icon="search" text="Find helpers" onClick={findHelpers} />
          <LinkButton to={addMemberHref(tab)} intent="primary" icon="add" text="Add member" />
        </div>
      </div>
      {isRosterTab(tab) ? (
        <RosterList tab={tab} onFindHelpers={findHelpers} />
      ) : tab === 'requested' ? (
        <InvitationList branchId={branchId} onFindHelpers={findHelpers} />
      ) : tab === 'employees' ? (
        <div className="team-page__columns">
          <div className="team-page__main">
            <MemberList branchId={branchId} tab={tab} />
          </div>
          <ManagersPanel branchId={branchId} />
        </div>
      ) : (
        <MemberList branchId={branchId} tab={tab} />
      )}
      {/* Once the key has left the address: a dialog closes when the address changes under it. */}
      {finding && !asked && (
        <FindHelpersDialog branchId={branchId} onClose={() => setFinding(false)} />
      )}
    </div>
  );
}
