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
import { goBack, href, type StaticRouteName } from '@/platform/routing';
import { dashboardSwitched, logoutRequested, selectIsManager } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';

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
  // The label first, so the link is named by it ("Job, 1 job to confirm"), not by its badges;
  // the icon is drawn above it (CSS order).
  const body = (
    <>
      <span className="company-sidebar__label">{label}</span>
      <span className="company-sidebar__icon">
        <Icon icon={icon} size={20} />
        {adornment}
      </span>
    </>
  );
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
      <Button variant="minimal" icon="arrow-left" aria-label="Back" onClick={goBack} />
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
