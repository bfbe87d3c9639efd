import {
  Button,
  Icon,
  Menu,
  MenuDivider,
  MenuItem,
  SegmentedControl,
  type IconName,
} from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { href, useRouteAvailability, type StaticRouteName } from '@/platform/routing';
import {
  useGetCompanyBranch,
  useListCompanyBranches,
} from '@/platform/api/generated/endpoints/branches/branches';
import {
  branchSwitchRequested,
  dashboardSwitched,
  logoutRequested,
  selectActiveBranchId,
  selectIsHelper,
  selectIsManager,
} from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { Avatar, BRANCH_LIST_MAX_HEIGHT, formatBadge, TEXTS } from '@/platform/ui';

/** One sidebar entry (company and helper sidebars). */
export function SidebarItem({
  route,
  label,
  icon,
  active,
  adornment,
}: {
  route: StaticRouteName;
  label: string;
  icon: IconName;
  active: boolean;
  adornment?: ReactNode;
}) {
  const body = (
    <>
      <span className="company-sidebar__icon">
        <Icon icon={icon} size={20} />
        {adornment}
      </span>
      <span className="company-sidebar__label">{label}</span>
    </>
  );
  // A page a later issue brings is shown but inert until the app mounts its route.
  const available = useRouteAvailability();
  if (!available(route)) {
    return (
      <a role="link" aria-disabled="true" className="company-sidebar__item is-unavailable">
        {body}
      </a>
    );
  }
  return (
    <Link
      href={href(route)}
      className={`company-sidebar__item${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {body}
    </Link>
  );
}

/** The company's branches (cached by the branch saga); helpers load none. */
export function useBranches() {
  const isHelper = useAppSelector(selectIsHelper);
  const query = useListCompanyBranches({ query: { enabled: !isHelper } });
  return query.data?.data ?? [];
}

export function useActiveBranch() {
  const id = useAppSelector(selectActiveBranchId);
  const query = useGetCompanyBranch(id, { query: { enabled: id > 0 } });
  return query.data?.data ?? null;
}

/** Other branches to switch to, or 'No branches to show'. */
export function BranchSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const dispatch = useAppDispatch();
  const activeId = useAppSelector(selectActiveBranchId);
  const others = useBranches().filter((b) => b.id !== activeId);
  if (others.length === 0) {
    return <MenuItem disabled text={TEXTS.noBranchesToShow} />;
  }
  return (
    <div
      style={{ maxHeight: BRANCH_LIST_MAX_HEIGHT, overflowY: 'auto' }}
      role="group"
      aria-label="Switch branch"
    >
      {others.map((b) => (
        <MenuItem
          key={b.id}
          icon={<Avatar src={b.avatar_url} name={b.name} size={20} />}
          text={b.name}
          label={
            b.unread_notifications_count > 0 ? formatBadge(b.unread_notifications_count) : undefined
          }
          onClick={() => {
            dispatch(branchSwitchRequested(b.id));
            onSwitched?.();
          }}
        />
      ))}
    </div>
  );
}

/** Managers switch between the Manager (company) and Helper views (spec section 4). */
export function DashboardToggle({ current }: { current: 'manager' | 'helper' }) {
  const dispatch = useAppDispatch();
  const isManager = useAppSelector(selectIsManager);
  if (!isManager) return null;
  return (
    <div style={{ padding: '6px 8px' }}>
      <SegmentedControl
        aria-label="Dashboard"
        fill
        size="small"
        value={current}
        options={[
          { label: 'Manager', value: 'manager' },
          { label: 'Helper', value: 'helper' },
        ]}
        onValueChange={(value) => {
          if (value !== current) dispatch(dashboardSwitched(value as 'manager' | 'helper'));
        }}
      />
    </div>
  );
}

export function LogoutItem() {
  const dispatch = useAppDispatch();
  return <MenuItem icon="log-out" text="Logout" onClick={() => dispatch(logoutRequested())} />;
}

export function HistoryButtons() {
  return (
    <span className="app-history-buttons">
      <Button
        variant="minimal"
        icon="arrow-left"
        aria-label="Back"
        onClick={() => window.history.back()}
      />
      <Button
        variant="minimal"
        icon="arrow-right"
        aria-label="Forward"
        onClick={() => window.history.forward()}
      />
    </span>
  );
}

export { Menu, MenuDivider, MenuItem };
